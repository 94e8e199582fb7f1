/**
 * Kai's table talk (issue 34 item 18, bots/talk.ts): short remarks at moments that matter,
 * in Kai's voice, by its seat, muted by a setting kept like the others; and never telling a
 * hidden card: each remark is checked against what the other seats' views show once the
 * move is made, over many seeded rounds.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { type Moment, TALK } from '../../../src/games/kapow/bots/talk';
import {
  type Action,
  type Game,
  type PosCode,
  playerView,
  triadComplete,
} from '../../../src/games/kapow/engine';
import { MODULE } from '../../../src/games/kapow/module';
import KapowTable from '../../../src/games/kapow/table';
import type { Decision, Level } from '../../../src/games/module';
import { gameById } from '../../../src/games/registry';
import { plain } from '../../../src/lib/tokens';
import { createSession } from '../../../src/platform/session';
import { memoryStorage } from '../../platform/storage';
import { endOfMove, type Made, playRound } from './decisions';

const momentOfLine = (text: string): Moment | undefined =>
  (Object.keys(TALK) as Moment[]).find((m) => (TALK[m].lines as readonly string[]).includes(text));

/** A seat's triads as another seat sees them (face-down cards '?'). */
const seen = (g: Game, seat: number, by: number) => playerView(g, by).hands[seat] ?? [];
const gone = (t: readonly PosCode[]) => t.every((p) => p === null);

/** Whether the moment `m` is one every other seat can see, before and after the move. */
function publicMoment(m: Moment, x: Made): boolean {
  const by = (x.seat + 1) % x.before.players;
  const a = x.decision.action;
  const was = seen(x.before, x.seat, by);
  switch (m) {
    case 'triad':
      // A triad in play before is complete now, or gone to the discard pile (K8, K13).
      return (
        seen(x.after, x.seat, by).some(
          (t, i) =>
            !gone(was[i] ?? []) && (gone(t) || triadComplete(t)) && !triadComplete(was[i] ?? []),
        ) ||
        (a?.type === 'end' &&
          seen(x.after, x.seat, by).some((t, i) => gone(t) && !gone(was[i] ?? [])))
      );
    case 'out':
    case 'outRisky':
      return endOfMove(x).wentOut === x.seat;
    case 'take':
      return a?.type === 'draw' && a.from === 'discard';
    case 'final':
      return playerView(x.before, by).wentOut !== null;
    case 'kapow':
      return (
        a?.type === 'replace' &&
        JSON.stringify(seen(x.after, x.seat, by)[a.at.triad]?.[a.at.pos]) ===
          JSON.stringify({ up: 'KW', mods: [] })
      );
  }
}

const ROUNDS: { levels: Level[]; deals: number[] }[] = [
  { levels: ['medium', 'hard'], deals: [1, 2, 3, 4, 5, 6, 7, 8] },
  { levels: ['hard', 'easy', 'medium'], deals: [11, 12, 13] },
  { levels: ['expert', 'hard'], deals: [21, 22] },
];

describe('Kai’s table talk', () => {
  const made = ROUNDS.flatMap(({ levels, deals }) => deals.flatMap((d) => playRound(d, levels)));
  const talked = made.filter((x) => x.decision.say);

  test('K9-K16: Kai talks at moments that matter, now and then, each a line of its own', () => {
    expect(talked.length).toBeGreaterThan(20);
    expect(talked.length).toBeLessThan(made.length / 3);
    const moments = new Set(talked.map((x) => momentOfLine(plain(x.decision.say ?? []))));
    expect(moments.has(undefined)).toBe(false);
    for (const m of ['triad', 'take', 'final'] as const) expect(moments).toContain(m);
    expect(moments.has('out') || moments.has('outRisky')).toBe(true);
  });

  test('K6 K13 K15: a remark tells no hidden card: no card named, and only what the others see after the move', () => {
    for (const x of talked) {
      const say = x.decision.say ?? [];
      const text = plain(say);
      expect(say.every((t) => t.kind === 'text')).toBe(true);
      expect(text).not.toMatch(/\d|±/);
      const m = momentOfLine(text);
      if (!m) throw new Error(`a line of no moment: ${text}`);
      expect(publicMoment(m, x), `${m}: ${text}`).toBe(true);
      // The card Kai alone knows (drawn from the draw pile) is played by the move that
      // talks, or not yet drawn: no remark is made while Kai keeps a card to itself.
      const v = playerView(x.before, x.seat);
      const a = x.decision.action;
      if (v.drawn !== null && v.drawnFrom === 'stock')
        expect(['discard', 'replace', 'power']).toContain(a?.type);
    }
  });

  test('K9: the hint (advice) never talks', () => {
    const advice = playRound(3, ['hard', 'medium'], { voice: 'advice' });
    expect(advice.some((x) => x.decision.say)).toBe(false);
  });
});

describe('the table shows the talk by the seat that moved, unless muted', () => {
  const g = (() => {
    const r = MODULE.engine.newGame({ players: 2, seed: 4 });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  })();
  const said: Decision<Action> = {
    action: null,
    reason: [{ kind: 'text', text: 'Kai reveals.' }],
    say: [{ kind: 'text', text: 'Another triad off the table.' }],
  };
  const props = (game: Game, muteTalk: boolean) => ({
    view: playerView(game, 0),
    legal: [],
    act: vi.fn(),
    narrator: { names: ['Ada', 'Kai'], you: 0 },
    decisions: [null, said],
    motion: false,
    prefs: { muteTalk },
  });
  // Kai (seat 1) makes a move: its remark shows while that move is the last one.
  const kaiFirst = (() => {
    let x = g;
    while (x.turn !== 1) {
      const a = MODULE.engine.actionsFor(x, x.turn)[0];
      const r = a && MODULE.engine.applyAction(x, a);
      if (!r?.ok) throw new Error('a move');
      x = r.value;
    }
    return x;
  })();
  const kaiMoved = (() => {
    const a = MODULE.engine.actionsFor(kaiFirst, 1)[0];
    const r = a && MODULE.engine.applyAction(kaiFirst, a);
    if (!r?.ok) throw new Error('a move');
    return r.value;
  })();

  test('K9: by Kai’s seat, said to a screen reader as Kai’s', () => {
    const r = render(<KapowTable {...props(kaiFirst, false)} />);
    expect(screen.queryByText('Another triad off the table.')).toBeNull();
    r.rerender(<KapowTable {...props(kaiMoved, false)} />);
    const q = screen.getByText('Another triad off the table.');
    expect(q.closest('.kopp')).not.toBeNull();
    expect(q.closest('.ktalk')?.textContent).toBe('Kai says: Another triad off the table.');
  });

  test('K9: muted by the setting: nothing shows', () => {
    const r = render(<KapowTable {...props(kaiFirst, true)} />);
    r.rerender(<KapowTable {...props(kaiMoved, true)} />);
    expect(screen.queryByText('Another triad off the table.')).toBeNull();
  });

  test('the setting is one of KAPOW!’s own, off at first, kept on the device', async () => {
    const storage = memoryStorage();
    const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));
    const s = createSession(kapow, storage);
    expect(s.getState().prefs).toEqual({ muteTalk: false });
    s.getState().setPref('muteTalk', true);
    expect(createSession(kapow, storage).getState().prefs).toEqual({ muteTalk: true });
    s.getState().setPref('muteTalk', 'loud');
    expect(s.getState().prefs).toEqual({ muteTalk: true });
  });
});
