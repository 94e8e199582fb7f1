// The platform's search (src/platform/search.ts) over a toy game it knows nothing of: a
// hidden coin that is heads four times in five; the seat guesses and scores 1 if right.
import { describe, expect, test } from 'vitest';
import { bandit, clearlyBetter, playout, type SearchSpec, search } from '../../src/kit/search';
import type { Status } from '../../src/kit/status';
import { ok } from '../../src/lib/result';
import { random, seedState } from '../../src/lib/rng';

interface Coin {
  coin: 'heads' | 'tails';
  guess: 'heads' | 'tails' | null;
  /** Extra steps before the round ends, to exercise playouts and cutoffs. */
  ticks: number;
}
type Act =
  | { type: 'guess'; seat: number; side: 'heads' | 'tails' }
  | { type: 'tick'; seat: number };
type View = { guess: Coin['guess']; ticks: number };

const status = (g: Coin): Status => ({
  phase: g.guess !== null && g.ticks === 0 ? 'round-over' : 'playing',
  round: 1,
  turn: g.guess !== null && g.ticks === 0 ? null : 0,
  scores: [0],
  roundScores: null,
  winners: [],
});

const SPEC: SearchSpec<Coin, Act, View> = {
  engine: {
    determinize: (v, seed) =>
      ok({ ...v, coin: random({ rng: seedState(seed) }) < 0.8 ? 'heads' : 'tails' }),
    actionsFor: (g) =>
      g.guess === null
        ? [
            { type: 'guess', seat: 0, side: 'heads' },
            { type: 'guess', seat: 0, side: 'tails' },
          ]
        : [{ type: 'tick', seat: 0 }],
    applyAction: (g, a) =>
      ok(a.type === 'guess' ? { ...g, guess: a.side } : { ...g, ticks: g.ticks - 1 }),
    playerView: (g) => ({ guess: g.guess, ticks: g.ticks }),
    status,
  },
  rollout: (_v, legal) => legal[0] as Act,
  evaluate: (g) => (g.guess === g.coin ? 1 : 0),
};

const GUESSES: Act[] = [
  { type: 'guess', seat: 0, side: 'tails' },
  { type: 'guess', seat: 0, side: 'heads' },
];
const VIEW: View = { guess: null, ticks: 3 };

describe('search', () => {
  test('picks the action whose sampled worlds score best, with per-action figures', () => {
    const r = search(SPEC, VIEW, 0, GUESSES, { seed: 1, iterations: 200 });
    expect(r.best).toEqual(GUESSES[1]);
    expect(r.worlds).toBe(200);
    expect(r.playouts).toBe(400);
    const [tails, heads] = r.stats;
    expect(heads?.mean).toBeGreaterThan(0.7);
    expect(tails?.mean).toBeLessThan(0.3);
    expect(tails?.vsFirst).toBe(0);
    // The same worlds for both: heads gains exactly the difference of the means.
    expect(heads?.vsFirst).toBeCloseTo((heads?.mean ?? 0) - (tails?.mean ?? 0), 9);
    // Its standard error: the paired gains are +1 (heads) or -1 (tails), world by world.
    expect(tails?.seVsFirst).toBe(0);
    const g = heads?.vsFirst ?? 0;
    expect(heads?.seVsFirst).toBeCloseTo(Math.sqrt((1 - g * g) / 199), 9);
  });

  test('the same seed gives the same figures; another seed other worlds', () => {
    const a = search(SPEC, VIEW, 0, GUESSES, { seed: 5, iterations: 30 });
    expect(search(SPEC, VIEW, 0, GUESSES, { seed: 5, iterations: 30 }).stats).toEqual(a.stats);
    const others = [6, 7, 8].map((seed) =>
      search(SPEC, VIEW, 0, GUESSES, { seed, iterations: 30 }),
    );
    expect(others.some((b) => b.stats[1]?.mean !== a.stats[1]?.mean)).toBe(true);
  });

  test('a time budget stops after the world that crosses it (at least one world)', () => {
    let t = 0;
    const now = () => {
      t += 4;
      return t;
    };
    const r = search(SPEC, VIEW, 0, GUESSES, { seed: 1, timeMs: 20, now });
    expect(r.worlds).toBeGreaterThanOrEqual(1);
    expect(r.worlds).toBeLessThanOrEqual(6);
    const none = search(SPEC, VIEW, 0, GUESSES, { seed: 1, timeMs: 0, now });
    expect(none.worlds).toBe(1);
  });

  test('a playout runs to the round end, or stops at the game cutoff', () => {
    const g: Coin = { coin: 'heads', guess: 'heads', ticks: 3 };
    expect(playout(SPEC, g).ticks).toBe(0);
    expect(playout({ ...SPEC, stop: (_g, steps) => steps >= 2 }, g).ticks).toBe(1);
  });

  test("a game's own playouts: each world dealt once, each candidate valued there, the same figures", () => {
    const dealt: Coin[] = [];
    const asked: Act[] = [];
    const own: SearchSpec<Coin, Act, View> = {
      ...SPEC,
      // Played its own way: no engine call, a world's candidates read from it directly.
      playouts(world, seat) {
        dealt.push(world);
        return (a) => {
          asked.push(a);
          expect(seat).toBe(0);
          return a.type === 'guess' && a.side === world.coin ? 1 : 0;
        };
      },
      evaluate: () => {
        throw new Error('the own playouts replace evaluate');
      },
    };
    const r = search(own, VIEW, 0, GUESSES, { seed: 3, iterations: 50 });
    expect(dealt).toHaveLength(50);
    expect(asked).toEqual(dealt.flatMap(() => GUESSES));
    // The same worlds, valued as the engine's own playouts value them.
    expect(r.stats).toEqual(search(SPEC, VIEW, 0, GUESSES, { seed: 3, iterations: 50 }).stats);
  });
});

describe('bandit: UCB1 at the root, each pull on a world of its own', () => {
  /** The coin's guesses as arms: heads is right four times in five, tails once. */
  const coinPull = (seed: number) => {
    const r = { rng: seedState(seed) };
    const order: number[] = [];
    const pull = (k: number) => {
      order.push(k);
      const heads = random(r) < 0.8;
      return (k === 0) === heads ? 1 : 0;
    };
    return { pull, order };
  };

  test('pulls each arm once first, then mostly the better one, which comes back first', () => {
    const { pull, order } = coinPull(3);
    const { arms, pulls } = bandit(['tails', 'heads'], (k) => pull(k === 0 ? 1 : 0), {
      explore: 0.5,
      iterations: 400,
    });
    expect(pulls).toBe(400);
    expect(order.slice(0, 2)).toEqual([1, 0]);
    expect(arms[0]?.action).toBe('heads');
    expect(arms[0]?.visits).toBeGreaterThan(300);
    expect((arms[0]?.visits ?? 0) + (arms[1]?.visits ?? 0)).toBe(400);
    const [best, other] = arms;
    if (!best || !other) throw new Error('two arms');
    expect(clearlyBetter(best, other, 2)).toBe(true);
    expect(clearlyBetter(other, best, 0)).toBe(false);
  });

  test('a time budget stops it at the deadline; the same seed, the same pulls', () => {
    let t = 0;
    const { pull } = coinPull(5);
    const run = bandit(
      ['heads', 'tails'],
      (k) => {
        t++;
        return pull(k);
      },
      {
        explore: 0.5,
        deadline: 50,
        now: () => t,
      },
    );
    expect(run.pulls).toBe(51);
    const again = coinPull(5);
    let u = 0;
    const rerun = bandit(
      ['heads', 'tails'],
      (k) => {
        u++;
        return again.pull(k);
      },
      {
        explore: 0.5,
        deadline: 50,
        now: () => u,
      },
    );
    expect(rerun.arms).toEqual(run.arms);
  });
});
