/**
 * The search expert, written once for every game (OpenSpiel's determinized Monte Carlo):
 * for each candidate action, sample worlds consistent with the seat's view
 * (`determinize`), play the action in each, play on with a rollout policy to the round's
 * end or a cutoff, and score the result with the game's evaluation. The same worlds serve
 * every candidate (common random numbers), so their averages compare fairly.
 *
 * Nothing here knows a game: it sees the module's engine and the two functions a game
 * brings (its rollout policy and its evaluation), or a game's own playouts (a faster way
 * to play a world than its objects: its own state, apply and policy).
 */

import type { Result } from '../lib/result';
import { seedState } from '../lib/rng';
import { type AnyAction, firstToAct, type Status } from './status';

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
  /**
   * A game's own playouts, when it has a faster way to play than its objects: given a
   * world once, how each candidate fares for `seat` there (played, played on, valued as
   * `evaluate` would). When given, it replaces applyLegal, rollout, quick, stop and
   * evaluate in the search.
   */
  playouts?(world: G, seat: number): (candidate: A) => number;
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
    const seat = firstToAct(st);
    if (st.phase !== 'playing' || seat === null) return g;
    if (spec.stop?.(g, steps)) return g;
    const legal = e.actionsFor(g, seat);
    if (legal.length === 0) return g;
    g = apply(g, spec.quick ? spec.quick(g, legal) : spec.rollout(e.playerView(g, seat), legal));
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
    const g = world.value;
    const value =
      spec.playouts?.(g, seat) ?? ((a: A) => spec.evaluate(playout(spec, apply(g, a)), seat));
    let first: number | undefined;
    for (const c of acc) {
      const v = value(c.action);
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

/** A candidate's tally in `bandit`: its pulls, and the sums of its rewards and their squares. */
export interface Arm<A> {
  action: A;
  visits: number;
  total: number;
  squares: number;
}

export const meanOf = <A>(a: Arm<A>): number => a.total / Math.max(1, a.visits);

export interface BanditBudget {
  /** UCB1's exploration, in the rewards' own units. */
  explore: number;
  /** A fixed number of pulls (repeatable runs); else until `deadline`. */
  iterations?: number;
  /** When to stop (in `now`'s time), checked before each pull. */
  deadline?: number;
  now?: () => number;
}

/**
 * UCB1 at the root (OpenSpiel's information-set MCTS one level deep, for a game whose
 * playouts are cheap): each pull plays one candidate on a world of its own, dealt from the
 * seat's view, to the end, and scores it (`pull(k, i)`: candidate k on the i-th world, the
 * game's own dealing, playout and reward). Each candidate is pulled once, then those tried
 * least and those doing best are pulled most. The arms come back most pulled first (the
 * better mean first among equals), with the pulls made.
 */
export function bandit<A>(
  candidates: readonly A[],
  pull: (k: number, i: number) => number,
  budget: BanditBudget,
): { arms: Arm<A>[]; pulls: number } {
  const now = budget.now ?? (() => performance.now());
  const arms = candidates.map((action): Arm<A> => ({ action, visits: 0, total: 0, squares: 0 }));
  const limit = budget.iterations ?? Number.POSITIVE_INFINITY;
  const timed = budget.iterations === undefined;
  let it = 0;
  for (; it < limit; it++) {
    if (timed && now() > (budget.deadline ?? Number.POSITIVE_INFINITY)) break;
    let k = it;
    if (it >= arms.length) {
      let bestU = Number.NEGATIVE_INFINITY;
      const log = Math.log(it);
      for (let j = 0; j < arms.length; j++) {
        const x = arms[j];
        if (x === undefined) continue;
        const u = x.total / x.visits + budget.explore * Math.sqrt(log / x.visits);
        if (u > bestU) {
          bestU = u;
          k = j;
        }
      }
    }
    const arm = arms[k];
    if (arm === undefined) break; // no candidates
    const reward = pull(k, it);
    arm.visits++;
    arm.total += reward;
    arm.squares += reward * reward;
  }
  arms.sort((a, b) => b.visits - a.visits || meanOf(b) - meanOf(a));
  return { arms, pulls: it };
}

/** Does `best`'s mean beat `other`'s by `z` standard errors (unpaired: separate worlds)? */
export function clearlyBetter<A>(best: Arm<A>, other: Arm<A>, z: number): boolean {
  const se2 = (a: Arm<A>): number => {
    const m = meanOf(a);
    return Math.max(0, a.squares / Math.max(1, a.visits) - m * m) / Math.max(1, a.visits);
  };
  return meanOf(best) - meanOf(other) >= z * Math.sqrt(se2(best) + se2(other));
}
