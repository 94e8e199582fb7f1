/**
 * Bots against bots for any game module, two players, paired deals: each deal (a seed) is
 * played twice with the seats swapped, so the cards and the seat order cancel out and only
 * the bots differ. Reports side A's edge in points per round with a 95% interval over the
 * paired deals, and each side's decision time.
 */
import type { AnyAction, Bot, Engine } from '../games/module';
import { play, type Reflexes } from '../kit/loop';
import { item } from '../lib/item';
import type { Result } from '../lib/result';

export interface ArenaSpec<G, A extends AnyAction, V, R> {
  engine: Pick<
    Engine<G, A, V, R>,
    'newGame' | 'actionsFor' | 'applyAction' | 'playerView' | 'status' | 'nextRound'
  >;
  rules?: Partial<R>;
  /** Whether points are bad (KAPOW!): A's edge is then B's points minus A's. */
  lowWins: boolean;
  /** A fresh bot of each side for one round; `seed` varies per deal and seat. */
  a(seed: number): Bot<V, A>;
  b(seed: number): Bot<V, A>;
  /** How the seats react on the table's time (loop.ts reflexesOf); at once when absent. */
  reflexes?: Reflexes<A>;
}

export interface PairedDeal {
  seed: number;
  /** A's edge in points per round, the mean of the two seatings (positive: A did better). */
  edge: number;
  /** [A's points, B's points] with A in seat 0, then with A in seat 1. */
  points: [number, number, number, number];
  /** Decision times (ms) of each side's bot, each time it was asked. */
  msA: number[];
  msB: number[];
}

function must<G>(r: Result<G>): G {
  // The arena applies only what a bot chose from the listed actions; a refusal is a bug.
  if (!r.ok) throw new Error(`arena: ${r.error.message}`);
  return r.value;
}

/** One round from a new deal; returns each seat's round points. */
export function playRound<G, A extends AnyAction, V, R>(
  spec: ArenaSpec<G, A, V, R>,
  seed: number,
  bots: readonly Bot<V, A>[],
  ms: number[][],
): number[] {
  const e = spec.engine;
  const start = must(e.newGame({ players: bots.length, seed, rules: spec.rules }));
  // The one match loop, each decision timed as the seat's bot makes it (off turn too, where
  // null is "nothing now"; the loop refuses null from the seat on turn).
  const { game } = play(
    e,
    start,
    (seat, view, legal) => {
      const t0 = performance.now();
      const d = item(bots, seat, 'arena: bot of seat').decide(view, legal);
      item(ms, seat, 'arena: times of seat').push(performance.now() - t0);
      return d.action;
    },
    'round',
    100_000,
    spec.reflexes,
  );
  return [...(e.status(game).roundScores ?? [])];
}

/** Deal `seed` twice, A in seat 0 then in seat 1. */
export function pairedDeal<G, A extends AnyAction, V, R>(
  spec: ArenaSpec<G, A, V, R>,
  seed: number,
): PairedDeal {
  const msA: number[] = [];
  const msB: number[] = [];
  const one = (aSeat: number): [number, number] => {
    const bots =
      aSeat === 0
        ? [spec.a(seed * 2 + 1), spec.b(seed * 2 + 2)]
        : [spec.b(seed * 2 + 2), spec.a(seed * 2 + 1)];
    const ms = aSeat === 0 ? [msA, msB] : [msB, msA];
    const pts = playRound(spec, seed, bots, ms);
    return [
      item(pts, aSeat, 'arena: points of seat'),
      item(pts, 1 - aSeat, 'arena: points of seat'),
    ];
  };
  const [a0, b0] = one(0);
  const [a1, b1] = one(1);
  const sign = spec.lowWins ? -1 : 1;
  const edge = (sign * (a0 - b0) + sign * (a1 - b1)) / 2;
  return { seed, edge, points: [a0, b0, a1, b1], msA, msB };
}

export interface ArenaSummary {
  /** Paired deals; rounds played are twice as many. */
  deals: number;
  rounds: number;
  /** A's mean edge per round and its 95% interval (normal, over the paired deals). */
  edge: { mean: number; lo: number; hi: number };
  /** Each side's mean points per round. */
  pointsA: number;
  pointsB: number;
  msA: { p50: number; p99: number };
  msB: { p50: number; p99: number };
}

export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return item(s, Math.min(s.length - 1, Math.floor(p * s.length)), 'percentile');
}

export function summarize(deals: readonly PairedDeal[]): ArenaSummary {
  const n = deals.length;
  const mean = deals.reduce((s, d) => s + d.edge, 0) / Math.max(1, n);
  const sd = Math.sqrt(deals.reduce((s, d) => s + (d.edge - mean) ** 2, 0) / Math.max(1, n - 1));
  const h = (1.96 * sd) / Math.sqrt(Math.max(1, n));
  const msA = deals.flatMap((d) => d.msA);
  const msB = deals.flatMap((d) => d.msB);
  const avg = (f: (d: PairedDeal) => number) =>
    deals.reduce((s, d) => s + f(d), 0) / Math.max(1, 2 * n);
  return {
    deals: n,
    rounds: 2 * n,
    edge: { mean, lo: mean - h, hi: mean + h },
    pointsA: avg((d) => d.points[0] + d.points[2]),
    pointsB: avg((d) => d.points[1] + d.points[3]),
    msA: { p50: percentile(msA, 0.5), p99: percentile(msA, 0.99) },
    msB: { p50: percentile(msB, 0.5), p99: percentile(msB, 0.99) },
  };
}
