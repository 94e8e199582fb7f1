/**
 * The search expert, written once for every game (OpenSpiel's determinized Monte Carlo):
 * for each candidate action, sample worlds consistent with the seat's view
 * (`determinize`), play the action in each, play on with a rollout policy to the round's
 * end or a cutoff, and score the result with the game's evaluation. The same worlds serve
 * every candidate (common random numbers), so their averages compare fairly.
 *
 * Nothing here knows a game: it sees the module's engine and the two functions a game
 * brings (its rollout policy and its evaluation).
 */
import type { AnyAction, Status } from '../games/module';
import type { Result } from '../lib/result';
import { seedState } from '../lib/rng';

/** The engine members search needs (every game's `Engine` has them). */
export interface Playable<G, A, V> {
  determinize(view: V, seed: number): Result<G>;
  actionsFor(g: G, seat: number): A[];
  applyAction(g: G, a: A): Result<G>;
  playerView(g: G, seat: number): V;
  status(g: G): Status;
}

export interface SearchSpec<G, A extends AnyAction, V> {
  engine: Playable<G, A, V>;
  /** A game's fast path: apply an action it listed, unchecked (default: `applyAction`). */
  applyLegal?(g: G, a: A): G;
  /** The policy that plays every seat in a playout, from that seat's view only. */
  rollout(view: V, legal: readonly A[]): A;
  /**
   * A game's quick policy on the sampled world itself (no view built), used instead of
   * `rollout` when given; it must read only what the seat to act may see.
   */
  quick?(g: G, legal: readonly A[]): A;
  /** How good the world is for `seat` (higher is better), at the round's end or a cutoff. */
  evaluate(g: G, seat: number): number;
  /** Cut the playout here, after `steps` actions (default: never before the round ends). */
  stop?(g: G, steps: number): boolean;
}

export interface SearchBudget {
  /** Seeds the worlds: the same seed, view and candidates give the same answer. */
  seed: number;
  /** Wall-clock budget in ms (default 60), checked after each world. */
  timeMs?: number;
  /** A fixed number of worlds instead of a time budget (repeatable runs, the arena). */
  iterations?: number;
  /** The clock (tests may pass their own). */
  now?: () => number;
}

export interface ActionStat<A> {
  action: A;
  /** Playouts made with this action. */
  n: number;
  /** Mean evaluation, and its standard deviation over the worlds. */
  mean: number;
  sd: number;
  /** Mean advantage over the first candidate in the same worlds (0 for the first). */
  vsFirst: number;
  /** That advantage's standard error over the worlds (0 for the first). */
  seVsFirst: number;
}

export interface SearchResult<A> {
  best: A;
  /** Per candidate, in the order given. */
  stats: ActionStat<A>[];
  worlds: number;
  playouts: number;
  ms: number;
}

export const DEFAULT_TIME_MS = 60;

/** A world's seed, unrelated between neighbouring worlds. */
const worldSeed = (seed: number, i: number): number => seedState((seed * 7919 + i) | 0) | 0;

/** Play `g` on with the rollout policy until the round ends or the game's cutoff. */
export function playout<G, A extends AnyAction, V>(spec: SearchSpec<G, A, V>, g0: G): G {
  const e = spec.engine;
  const apply = spec.applyLegal ?? ((g: G, a: A) => must(e.applyAction(g, a)));
  let g = g0;
  for (let steps = 0; steps < 10_000; steps++) {
    const st = e.status(g);
    if (st.phase !== 'playing' || st.turn === null) return g;
    if (spec.stop?.(g, steps)) return g;
    const legal = e.actionsFor(g, st.turn);
    if (legal.length === 0) return g;
    g = apply(g, spec.quick ? spec.quick(g, legal) : spec.rollout(e.playerView(g, st.turn), legal));
  }
  return g;
}

function must<G>(r: Result<G>): G {
  // Search applies only actions the engine listed: a refusal is a bug in the game.
  if (!r.ok) throw new Error(`search: ${r.error.message}`);
  return r.value;
}

/**
 * The candidate whose playouts score best on average for the view's seat. `candidates`
 * are legal actions of that seat (a game may prune them first); at least one.
 */
export function search<G, A extends AnyAction, V>(
  spec: SearchSpec<G, A, V>,
  view: V,
  seat: number,
  candidates: readonly A[],
  budget: SearchBudget,
): SearchResult<A> {
  const now = budget.now ?? (() => performance.now());
  const t0 = now();
  // Per candidate: the sums of its values, of their squares, and of its edge on the first
  // (and that edge's square, for the paired standard error).
  const acc = candidates.map((action) => ({ action, sum: 0, sq: 0, diff: 0, diffSq: 0 }));
  let worlds = 0;
  const limit = budget.iterations ?? Number.POSITIVE_INFINITY;
  const timeMs = budget.iterations === undefined ? (budget.timeMs ?? DEFAULT_TIME_MS) : Infinity;
  const apply = spec.applyLegal ?? ((g: G, a: A) => must(spec.engine.applyAction(g, a)));
  while (worlds < limit && (worlds === 0 || now() - t0 < timeMs)) {
    const world = spec.engine.determinize(view, worldSeed(budget.seed, worlds));
    if (!world.ok) throw new Error(`search: ${world.error.message}`);
    let first: number | undefined;
    for (const c of acc) {
      const v = spec.evaluate(playout(spec, apply(world.value, c.action)), seat);
      first ??= v;
      c.sum += v;
      c.sq += v * v;
      c.diff += v - first;
      c.diffSq += (v - first) ** 2;
    }
    worlds++;
  }
  const stats = acc.map(({ action, sum, sq, diff, diffSq }): ActionStat<A> => {
    const mean = sum / worlds;
    const sd = Math.sqrt(Math.max(0, sq / worlds - mean * mean));
    const vsFirst = diff / worlds;
    const varDiff = Math.max(0, diffSq / worlds - vsFirst * vsFirst);
    const seVsFirst = Math.sqrt(varDiff / Math.max(1, worlds - 1));
    return { action, n: worlds, mean, sd, vsFirst, seVsFirst };
  });
  const [head, ...rest] = stats;
  if (head === undefined) throw new Error('search: no candidates (it needs at least one)');
  let best = head;
  for (const s of rest) if (s.mean > best.mean) best = s;
  return {
    best: best.action,
    stats,
    worlds,
    playouts: worlds * candidates.length,
    ms: now() - t0,
  };
}
