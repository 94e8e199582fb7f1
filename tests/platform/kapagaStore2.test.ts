/**
 * What Kapaga's own bot runner did (tests/store/botRunner, lab, deciders), checked of Kapaga
 * on the platform's bot runner (src/platform/bots.ts runBots): each bot after its pause, from
 * its own view; the catch of a missing call only once the catcher's level has noticed it
 * (R21), alike for a person and a bot; a bot's own call at once (R20); a bots-only table
 * deals its next round by itself; the expert through the table's thinker.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CATCH_REACTION_MS } from '../../src/games/kapaga/bots/types';
import { fromSetup, type Setup } from '../../src/games/kapaga/engine';
import { isReason } from '../../src/games/kapaga/words';
import type { Decision } from '../../src/games/module';
import { whoActs } from '../../src/kit/loop';
import { PACES, runBots } from '../../src/platform/bots';
import type { SeatPlan } from '../../src/platform/record';
import { createSession, type Session } from '../../src/platform/session';
import { pageThinker, type Question, type Thinker } from '../../src/platform/thinker';
import { e, gameOf, KAPAGA as kapaga } from './kapagaPlay';

beforeEach(() => {
  // performance.now stays real: the expert's time budget reads it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const bot = (name: string, level: SeatPlan['level'] = 'easy'): SeatPlan => ({
  kind: 'bot',
  level,
  name,
});
const PAT: SeatPlan = { kind: 'person', name: 'Pat' };

/** `seats` at a table laid out by hand (RULES.md §9 Setup), nothing played yet. */
function laidOut(setup: Setup, seats: SeatPlan[]): Session {
  const s = createSession(kapaga, null);
  s.getState().setPlan({ seats, rules: {} });
  s.getState().start(1);
  const g = fromSetup(setup);
  if (!g.ok) throw new Error(g.error.message);
  s.setState({ game: g.value, log: [] });
  return s;
}

/** Seat 0 holds one card, uncalled, and is on turn (thinking it over). */
const ONE_UNCALLED: Setup = {
  hands: [['7H'], ['9H', 'KC', '3S'], ['2S', '5C', '4D']],
  discard: ['9S'],
  turn: 0,
};

/** A thinker that answers with what `pick` makes of the question (null: nothing now). */
const answering = (pick: (q: Question) => unknown): Thinker => ({
  decide: (q) => ({ action: pick(q) ?? null, reason: [{ kind: 'text', text: 'because' }] }),
});
const kind = (t: string) => (q: Question) =>
  q.legal.find((a) => (a as { type: string }).type === t);
const alwaysCatch = answering(kind('catch'));

const actions = (s: Session) => s.getState().record?.actions ?? [];

describe("Kapaga's bots on the platform's runner", () => {
  test('a bot waits its pause before it acts', async () => {
    const s = laidOut(
      {
        hands: [
          ['3D', '4D'],
          ['9H', 'KC'],
        ],
        discard: ['9S'],
        turn: 1,
      },
      [PAT, bot('Ada')],
    );
    const stop = runBots(s, PACES.normal, pageThinker());
    await vi.advanceTimersByTimeAsync(PACES.normal.actMs - 10);
    expect(actions(s)).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(actions(s)).toHaveLength(1);
    stop();
  });

  test('a bot sees only its own view and its own actions', async () => {
    const seen: Question[] = [];
    const inner = pageThinker();
    const spy: Thinker = {
      decide: (q) => {
        seen.push(q);
        expect(q.view).toEqual(e.playerView(gameOf(s), q.seat));
        return inner.decide(q);
      },
    };
    const s = laidOut(
      {
        hands: [
          ['3D', '4D'],
          ['9H', 'KC'],
          ['2S', '5C'],
        ],
        discard: ['9S'],
        turn: 1,
      },
      [PAT, bot('Ada'), bot('Bo')],
    );
    const stop = runBots(s, PACES.normal, spy);
    await vi.advanceTimersByTimeAsync(PACES.normal.actMs * 3);
    stop();
    expect(seen.length).toBeGreaterThan(0);
    for (const q of seen) {
      expect(q.legal.every((a) => (a as { seat?: number }).seat === q.seat)).toBe(true);
      expect(q.view).not.toHaveProperty('hands');
    }
  });

  test("R21: a person's missing call is caught only after the catcher's level has noticed it", async () => {
    const s = laidOut(ONE_UNCALLED, [PAT, bot('Ada'), bot('Bo')]);
    const stop = runBots(s, PACES.normal, alwaysCatch);
    await vi.advanceTimersByTimeAsync(CATCH_REACTION_MS.easy - 100);
    expect(actions(s)).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(actions(s)[0]).toMatchObject({ type: 'catch', target: 0 });
    expect(gameOf(s).hands[0]).toHaveLength(2);
    stop();
  });

  test.each(['normal', 'instant'] as const)(
    'R21: one catch model: a person and a bot who forgot are caught alike (%s speed)',
    async (speed) => {
      // Seat 0 holds one uncalled card and is to act, thinking it over (a person, or a bot
      // whose answer never comes); seat 1 (medium) may catch it.
      const caughtAfter = async (target: SeatPlan): Promise<number> => {
        const s = laidOut(ONE_UNCALLED, [target, bot('C', 'medium'), bot('P', 'medium')]);
        const thinker: Thinker = {
          decide: (q) =>
            q.seat === 0 ? new Promise<Decision<unknown>>(() => {}) : alwaysCatch.decide(q),
        };
        const stop = runBots(s, PACES[speed], thinker);
        let t = 0;
        while (actions(s).length === 0 && t < 20_000) {
          await vi.advanceTimersByTimeAsync(100);
          t += 100;
        }
        stop();
        expect(actions(s)[0]).toMatchObject({ type: 'catch', seat: 1, target: 0 });
        return t;
      };
      const person = await caughtAfter(PAT);
      expect(await caughtAfter(bot('T'))).toBe(person);
      expect(person).toBeGreaterThanOrEqual(CATCH_REACTION_MS.medium);
      expect(person).toBeLessThanOrEqual(CATCH_REACTION_MS.medium + 200);
    },
  );

  test('R21: a person who calls in time cannot be caught', async () => {
    const s = laidOut(ONE_UNCALLED, [PAT, bot('Ada'), bot('Bo')]);
    const stop = runBots(s, PACES.normal, alwaysCatch);
    await vi.advanceTimersByTimeAsync(1000);
    s.getState().act({ type: 'kapaga', seat: 0 });
    await vi.advanceTimersByTimeAsync(CATCH_REACTION_MS.easy * 2);
    expect(actions(s).map((a) => (a as { type: string }).type)).toEqual(['kapaga']);
    stop();
  });

  test('R20: a bot calls its own KAPAGA off turn, at once, its reason under its line', async () => {
    const s = laidOut(
      { hands: [['7H', '3C'], ['9H'], ['2S', '5C', '4D']], discard: ['9S'], turn: 0 },
      [PAT, bot('Ada'), bot('Bo')],
    );
    const stop = runBots(s, PACES.normal, answering(kind('kapaga')));
    await vi.advanceTimersByTimeAsync(PACES.normal.actMs);
    expect(gameOf(s).kapagaCalled[1]).toBe(true);
    expect(s.getState().log.at(-1)).toMatchObject({
      seat: 1,
      reason: [{ kind: 'text', text: 'because' }],
    });
    stop();
  });
});

describe('a table of bots only', () => {
  test('deals the next round by itself, after a pause to read the last', async () => {
    const s = createSession(kapaga, null);
    s.getState().setPlan({ seats: [bot('A'), bot('B')], rules: {} });
    s.getState().start(3);
    const pace = PACES.fast;
    const stop = runBots(s, pace, pageThinker());
    const next = () => whoActs(e, gameOf(s)).kind;
    for (let i = 0; i < 2000 && next() === 'seat'; i++)
      await vi.advanceTimersByTimeAsync(pace.actMs);
    expect(gameOf(s).phase).toBe('round-over');
    await vi.advanceTimersByTimeAsync(pace.roundMs - 300); // the summary stays up a moment
    expect(gameOf(s).phase).toBe('round-over');
    await vi.advanceTimersByTimeAsync(600);
    expect(gameOf(s).round).toBe(2);
    stop();
  });

  test('with a person at the table, the person deals the next round', async () => {
    const s = createSession(kapaga, null);
    s.getState().setPlan({ seats: [PAT, bot('B')], rules: {} });
    s.getState().start(3);
    const stop = runBots(s, PACES.fast, pageThinker());
    for (let i = 0; i < 2000 && whoActs(e, gameOf(s)).kind === 'seat'; i++) {
      const next = whoActs(e, gameOf(s));
      if (next.kind === 'seat' && next.seat === 0) s.getState().act(e.actionsFor(gameOf(s), 0)[0]);
      await vi.advanceTimersByTimeAsync(PACES.fast.actMs);
    }
    expect(gameOf(s).phase).toBe('round-over');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gameOf(s).round).toBe(1);
    stop();
  });
});

test("Kapaga's expert through the table's thinker answers one of the seat's actions, with Kapaga's own reason", async () => {
  vi.useRealTimers();
  const g = e.newGame({ players: 3, seed: 5 });
  if (!g.ok) throw new Error(g.error.message);
  const seat = g.value.turn;
  const legal = e.actionsFor(g.value, seat);
  const d = await pageThinker().decide({
    game: 'kapaga',
    match: 'm',
    seat,
    level: 'expert',
    seed: 1,
    view: e.playerView(g.value, seat),
    legal,
    timeMs: 200,
  });
  expect(legal).toContainEqual(d.action);
  expect(isReason(d.why)).toBe(true);
  expect(d.reason.length).toBeGreaterThan(0);
}, 20_000);
