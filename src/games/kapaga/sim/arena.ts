/**
 * Bots against bots, for `npm run arena` and the bot tests. Each seat's bot sees only its
 * playerView and its own legal actions. At every step: seats that may call KAPAGA decide
 * first (a call is instant), then seats that may catch, then the seat to act.
 */

import { type Bot, createBot, KAPAGA_HABITS, type ArenaLevel as Level } from '../bots';
import {
  type Action,
  actionsForAll,
  applyAction,
  type Game,
  newGame,
  type PresetName,
  playerView,
  type Rules,
} from '../engine';

export interface RoundResult {
  /** Points each seat took this round: cards left in hand (R24) plus recycle penalties (R22). */
  points: number[];
  winner: number;
  actions: number;
  /** Per seat: KAPAGA calls and catches this round. */
  kapaga: KapagaStats[];
}

export interface Timing {
  /** Milliseconds per on-turn decision, per seat. */
  decisionMs: number[][];
}

/** How long one action takes at the table (a bot's normal delay): the arena's clock. */
export const ACTION_MS = 900;

/** Per seat: its own KAPAGA calls, and catches made and suffered (R20, R21). */
export interface KapagaStats {
  /** Times its hand came to have KAPAGA (uncalled). */
  chances: number;
  calls: number;
  caught: number;
  catches: number;
}

/** The table's clock for KAPAGA: who has been catchable since which step. */
export interface KapagaClock {
  step: number;
  since: Map<number, number>;
  had: boolean[];
  stats: KapagaStats[];
}

export const newClock = (seats: number): KapagaClock => ({
  step: 0,
  since: new Map(),
  had: new Array(seats).fill(false),
  stats: Array.from({ length: seats }, () => ({ chances: 0, calls: 0, caught: 0, catches: 0 })),
});

/**
 * One step: the first bot that wants to act does. Own KAPAGA calls come first (at once);
 * then catches, each only once its level has had time to notice (KAPAGA_HABITS, the same
 * for every target); then the seat to act. Returns the new game.
 */
export function botStep(
  g: Game,
  bots: readonly Bot[],
  timing?: Timing,
  clock: KapagaClock = newClock(bots.length),
  truth?: Truth,
): Game {
  if (g.phase === 'round-over') return must(applyAction(g, { type: 'next-round' }));
  const n = bots.length;
  clock.step++;
  // What each seat may do as its own view shows it (RULES.md §9 actionsFor).
  const all = actionsForAll(g).map((acts) => acts.filter((a) => a.type !== 'next-round'));
  const catchable = new Set(
    all.flatMap((acts) => acts.flatMap((a) => (a.type === 'catch' ? [a.target] : []))),
  );
  for (const t of [...clock.since.keys()]) if (!catchable.has(t)) clock.since.delete(t);
  for (const t of catchable) if (!clock.since.has(t)) clock.since.set(t, clock.step);
  const noticed = (s: number, target: number): boolean =>
    (clock.step - (clock.since.get(target) ?? clock.step)) * ACTION_MS >=
    KAPAGA_HABITS[(bots[s] as Bot).level].catchMs;
  const mine = all.map((acts, s) => acts.filter((a) => a.type !== 'catch' || noticed(s, a.target)));
  const order: number[] = [];
  for (let s = 0; s < n; s++) {
    const has = mine[s]?.some((a) => a.type === 'kapaga') === true;
    if (has && !clock.had[s]) (clock.stats[s] as KapagaStats).chances++;
    clock.had[s] = has;
    if (has) order.push(s);
  }
  for (let s = 0; s < n; s++)
    if (s !== g.turn && mine[s]?.some((a) => a.type === 'catch')) order.push(s);
  order.push(g.turn);
  for (const s of order) {
    const legal = mine[s] as Action[];
    if (legal.length === 0) continue;
    const onTurn = s === g.turn && !legal.every((a) => a.type === 'kapaga' || a.type === 'catch');
    const t0 = performance.now();
    if (truth) truth.game = g;
    const d = (bots[s] as Bot).decide(playerView(g, s), legal);
    if (truth) truth.game = null;
    if (onTurn && timing && d.action && d.action.type !== 'kapaga' && d.action.type !== 'catch')
      (timing.decisionMs[s] as number[]).push(performance.now() - t0);
    if (!d.action) {
      if (onTurn) throw new Error(`seat ${s} (${bots[s]?.level}) returned no action on its turn`);
      continue;
    }
    if (
      !legal.includes(d.action) &&
      !legal.some((a) => JSON.stringify(a) === JSON.stringify(d.action))
    )
      throw new Error(
        `seat ${s} (${bots[s]?.level}) chose an action it was not offered: ${JSON.stringify(d.action)}`,
      );
    const a = d.action;
    if (a.type === 'kapaga') (clock.stats[s] as KapagaStats).calls++;
    if (a.type === 'catch') {
      (clock.stats[s] as KapagaStats).catches++;
      (clock.stats[a.target] as KapagaStats).caught++;
    }
    return must(applyAction(g, a));
  }
  throw new Error('no seat acted');
}

function must(r: ReturnType<typeof applyAction>): Game {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Play the current round of `g` to its end. */
export function playRound(
  g0: Game,
  bots: readonly Bot[],
  timing?: Timing,
  clock: KapagaClock = newClock(bots.length),
  /** Called with each game after an action (its events are that action's). */
  onStep?: (g: Game) => void,
  truth?: Truth,
): { game: Game; result: RoundResult } {
  let g = g0;
  clock.stats = clock.stats.map(() => ({ chances: 0, calls: 0, caught: 0, catches: 0 }));
  const points = new Array<number>(bots.length).fill(0);
  let actions = 0;
  let winner = -1;
  while (g.phase === 'playing') {
    g = botStep(g, bots, timing, clock, truth);
    onStep?.(g);
    actions++;
    if (actions > 100_000) throw new Error('round did not end');
    for (const e of g.events) {
      if (e.type === 'recycle') points[e.seat] = (points[e.seat] as number) + e.points;
      if (e.type === 'round-over') {
        winner = e.winner;
        e.points.forEach((p, s) => {
          points[s] = (points[s] as number) + p;
        });
      }
    }
  }
  return { game: g, result: { points, winner, actions, kapaga: clock.stats } };
}

export interface ArenaOptions {
  seats: Level[];
  rules?: PresetName | Partial<Rules>;
  /** Bot options for every bot (the expert's time budget or iterations). */
  timeMs?: number;
  iterations?: number;
  /** Research only: the experts see the true hands (a yardstick, never in the game). */
  oracle?: boolean;
}

/**
 * The true table, for the oracle option: one per match, handed to its experts and set by
 * the arena before each decision (research only, never in the game).
 */
export interface Truth {
  game: Game | null;
}

export function makeBots(
  levels: readonly Level[],
  seed: number,
  o: ArenaOptions,
  truth?: Truth,
): Bot[] {
  return levels.map((level, s) =>
    createBot(level, {
      seed: seed * 97 + s,
      timeMs: o.timeMs,
      iterations: o.iterations,
      oracle: truth,
    }),
  );
}

/** A truth for `o`'s experts when it asks for the oracle, else none. */
const truthFor = (o: ArenaOptions): Truth | undefined => (o.oracle ? { game: null } : undefined);

/** Rotate the seat assignment by `k`: the level list moves one seat left per step. */
export const rotate = <T>(xs: readonly T[], k: number): T[] =>
  xs.map((_, i) => xs[(i - k + xs.length * 16) % xs.length] as T);

/** Round `deal` (a seed) played with the levels rotated by `rot`. */
export function arenaRound(
  deal: number,
  rot: number,
  o: ArenaOptions,
  timing?: Timing,
): { levels: Level[]; result: RoundResult } {
  const levels = rotate(o.seats, rot);
  const g = newGame({ players: levels.length, seed: deal, rules: o.rules });
  if (!g.ok) throw new Error(g.error.message);
  const truth = truthFor(o);
  const bots = makeBots(levels, deal * 131 + rot, o, truth);
  return { levels, result: playRound(g.value, bots, timing, undefined, undefined, truth).result };
}

/** A whole match to game over; returns the winners' levels. */
export function arenaMatch(
  seed: number,
  rot: number,
  o: ArenaOptions,
  timing?: Timing,
): { levels: Level[]; winners: number[]; rounds: number; kapaga: KapagaStats[] } {
  const levels = rotate(o.seats, rot);
  const start = newGame({ players: levels.length, seed, rules: o.rules });
  if (!start.ok) throw new Error(start.error.message);
  const truth = truthFor(o);
  const bots = makeBots(levels, seed * 131 + rot, o, truth);
  let g = start.value;
  let rounds = 0;
  const kapaga = levels.map(() => ({ chances: 0, calls: 0, caught: 0, catches: 0 }));
  while (g.phase !== 'game-over') {
    const round = playRound(g, bots, timing, undefined, undefined, truth);
    g = round.game;
    round.result.kapaga.forEach((k, s) => {
      const t = kapaga[s] as KapagaStats;
      t.chances += k.chances;
      t.calls += k.calls;
      t.caught += k.caught;
      t.catches += k.catches;
    });
    rounds++;
    if (g.phase === 'round-over') g = must(applyAction(g, { type: 'next-round' }));
    if (rounds > 500) throw new Error('match did not end');
  }
  return { levels, winners: g.winners, rounds, kapaga };
}
