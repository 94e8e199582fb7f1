/**
 * Pass and play beyond the hand-off (GameModule.passAndPlay, src/platform/passing.ts), on
 * Kapaga: the holder keeps the device after their turn to call KAPAGA (R20) till they hide
 * their cards; the next person may catch a missing call before looking (R21); and nobody,
 * bot or person, catches a person who has not yet seen the hand the table gave them.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { type Action, fromSetup, type Game } from '../../src/games/kapaga/engine';
import { whoActs } from '../../src/kit/loop';
import { randomInt, seedState } from '../../src/lib/rng';
import { sessionTable } from '../../src/platform/bots';
import { holderAfter, offered, unseenAfter } from '../../src/platform/passing';
import type { SeatPlan } from '../../src/platform/record';
import { createSession, type Session } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';
import { ADA_AND_BO, e, gameOf, KAPAGA, playUntil } from './kapagaPlay';

const actionsOf = (s: Session) => s.getState().record?.actions ?? [];

/** Ada and Bo play at random until Ada, on her turn, has a play `wanted` likes: not made yet. */
function playFor(seed: number, wanted: (g: Game, a: Action) => boolean): [Session, Action] {
  const mine = (g: Game) => e.actionsFor(g, 0).find((a) => a.type === 'play' && wanted(g, a));
  const s = playUntil(seed, (g) => mine(g) !== undefined);
  return [s, mine(gameOf(s)) as Action];
}

const played = (g: Game, a: Action): Game => {
  const r = e.applyAction(g, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

const show = (s: Session) =>
  render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);

describe('pass and play on the platform, as Kapaga asks', () => {
  test('R20: after her turn Ada keeps the device to call KAPAGA, then hides her cards for Bo', async () => {
    const user = userEvent.setup();
    // A play that leaves Ada's hand with KAPAGA, the turn going to Bo.
    const [s, play] = playFor(7, (g, a) => {
      const then = played(g, a);
      return (
        then.phase === 'playing' &&
        then.turn === 1 &&
        e.actionsFor(then, 0).some((x) => x.type === 'kapaga')
      );
    });
    show(s);
    s.getState().act(play);
    const banner = await screen.findByRole('status', { name: '' });
    expect(banner).toHaveTextContent(
      'Bo’s turn next. Call KAPAGA! now if your hand has it. Then hide your cards and pass the device.',
    );
    // Her hand still shows, with her call.
    expect(await screen.findByRole('group', { name: /^Your hand/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'KAPAGA!' }));
    expect(actionsOf(s).at(-1)).toEqual({ type: 'kapaga', seat: 0 });
    await user.click(screen.getByRole('button', { name: 'Hide my cards' }));
    expect(screen.queryByRole('group', { name: /^Your hand/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'I am Bo: show my cards' })).toBeInTheDocument();
  });

  test('the holder keeps the device after every turn, with or without a call to make', () => {
    const [s, play] = playFor(3, (g, a) => {
      const then = played(g, a);
      return (
        then.phase === 'playing' &&
        then.turn === 1 &&
        !e.actionsFor(then, 0).some((x) => x.type === 'kapaga')
      );
    });
    s.getState().act(play);
    expect(s.getState().holder).toBe(0);
    s.getState().hide();
    expect(s.getState().holder).toBeNull();
  });

  test('R20: a reload during that moment gives Ada the same moment; once hidden, the device is between people', () => {
    localStorage.clear();
    const s = createSession(KAPAGA, localStorage);
    s.getState().setPlan({ seats: ADA_AND_BO, rules: {} });
    s.getState().start(3);
    const rng = { rng: seedState(3) };
    // Play on till Ada has played and keeps the device for Bo's turn.
    for (let i = 0; i < 500; i++) {
      const next = whoActs(e, gameOf(s));
      if (next.kind !== 'seat' || (next.seat === 1 && s.getState().holder === 0)) break;
      s.getState().take(next.seat);
      const legal = e.actionsFor(gameOf(s), next.seat);
      s.getState().act(legal[randomInt(rng, legal.length)]);
      if (s.getState().holder === 1) s.getState().hide();
    }
    expect(s.getState().holder).toBe(0);
    expect(whoActs(e, gameOf(s))).toMatchObject({ kind: 'seat', seat: 1 });
    const again = createSession(KAPAGA, localStorage);
    again.getState().resume();
    expect(again.getState().holder).toBe(0);
    again.getState().hide();
    const third = createSession(KAPAGA, localStorage);
    third.getState().resume();
    expect(third.getState().holder).toBeNull();
    localStorage.clear();
  });

  test('R21: Bo catches a missing call on the hand-off screen, before he looks', async () => {
    const user = userEvent.setup();
    // A play that leaves Ada one card, uncalled, that Bo may catch.
    const [s, play] = playFor(11, (g, a) => {
      const then = played(g, a);
      return (
        then.phase === 'playing' &&
        then.turn === 1 &&
        e.actionsFor(then, 1).some((x) => x.type === 'catch' && x.target === 0)
      );
    });
    s.getState().act(play);
    s.getState().hide();
    show(s);
    const handOff = screen.getByRole('region', { name: 'Pass the device' });
    expect(handOff).toHaveTextContent(
      'Ada has one card and did not call KAPAGA! Catch them before you look: they draw a card.',
    );
    const held = gameOf(s).hands[0]?.length ?? 0;
    await user.click(within(handOff).getByRole('button', { name: 'Catch Ada!' }));
    expect(actionsOf(s).at(-1)).toEqual({ type: 'catch', seat: 1, target: 0 });
    expect(gameOf(s).hands[0]?.length).toBeGreaterThan(held);
    // Caught once: the offer is gone, and Bo may look.
    expect(screen.queryByRole('button', { name: 'Catch Ada!' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I am Bo: show my cards' }));
    expect(await screen.findByRole('group', { name: /^Your hand/ })).toBeInTheDocument();
  });
});

describe('nobody catches a person who has not seen the hand the table gave them', () => {
  // Ada's 9 passes hands left (R16): Bo now holds her 3C alone, uncalled, and has not seen it.
  const start = fromSetup({
    hands: [
      ['9H', '3C'],
      ['4S', '5D', '6D'],
    ],
    discard: ['9S'],
    turn: 0,
  });
  if (!start.ok) throw new Error(start.error.message);
  const before = start.value;
  const passed = played(before, { type: 'play', seat: 0, cards: ['9H'] });

  test('R16, R21: the catch is the engine’s, and withheld till Bo has looked', () => {
    const catchBo = { type: 'catch', seat: 0, target: 1 };
    expect(e.actionsFor(passed, 0)).toContainEqual(catchBo);
    // Ada held the device: she saw her own hand go; Bo has not seen his new one.
    const unseen = unseenAfter(KAPAGA, ADA_AND_BO, 0, before, passed, [false, false]);
    expect(unseen).toEqual([false, true]);
    expect(offered(KAPAGA, passed, 0, unseen)).not.toContainEqual(catchBo);
    // Once Bo has held the device, the catch stands.
    expect(offered(KAPAGA, passed, 0, [false, false])).toContainEqual(catchBo);
    // A match of one person: nobody else's hand is news to anyone.
    const solo: SeatPlan[] = [
      { kind: 'person', name: 'Ada' },
      { kind: 'bot', level: 'easy', name: 'Bo' },
    ];
    expect(unseenAfter(KAPAGA, solo, 0, before, passed, [])).toEqual([false, false]);
  });

  test('the device stays with Ada after her turn; between people with no such moment it goes at once', () => {
    expect(holderAfter(KAPAGA, ADA_AND_BO, 1, 0)).toBe(0);
    const { passAndPlay: _, ...plain } = KAPAGA;
    expect(holderAfter(plain, ADA_AND_BO, 1, 0)).toBeNull();
    // Nobody holds it while it is handed on.
    expect(holderAfter(KAPAGA, ADA_AND_BO, 1, null)).toBeNull();
  });

  test('the bots are offered what the table offers: no catch of a person who has not looked', () => {
    const s = createSession(KAPAGA, null);
    s.getState().setPlan({
      seats: [
        { kind: 'bot', level: 'easy', name: 'Cy' },
        { kind: 'person', name: 'Ada' },
        { kind: 'person', name: 'Bo' },
      ],
      rules: {},
    });
    s.getState().start(5);
    // Just dealt: neither person has looked.
    expect(s.getState().unseen).toEqual([false, true, true]);
    const now = sessionTable(s, { actMs: 0, roundMs: 0 } as never).now();
    const g = gameOf(s);
    const all = e.actionsFor(g, 0);
    expect(now?.actionsFor?.(g, 0)).toEqual(all.filter((a) => a.type !== 'catch'));
  });
});
