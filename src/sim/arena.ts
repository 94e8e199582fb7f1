/**
 * Bots against bots, for `npm run arena` and the bot tests. Each seat's bot sees only its
 * playerView and its own legal actions. At every step: seats that may call KAPAGA decide
 * first (a call is instant), then seats that may catch, then the seat to act.
 */

import { type Bot, createBot, type ArenaLevel as Level } from '../bots';
import {
  type Action,
  actionsFor,
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
}

export interface Timing {
  /** Milliseconds per on-turn decision, per seat. */
  decisionMs: number[][];
}

/** One step: the first bot that wants to act does. Returns the new game. */
export function botStep(g: Game, bots: readonly Bot[], timing?: Timing): Game {
  if (g.phase === 'round-over') return must(applyAction(g, { type: 'next-round' }));
  const n = bots.length;
  // What each seat may do as its own view shows it (RULES.md §9 actionsFor).
  const mine = bots.map((_, s) => actionsFor(g, s).filter((a) => a.type !== 'next-round'));
  const order: number[] = [];
  for (let s = 0; s < n; s++) if (mine[s]?.some((a) => a.type === 'kapaga')) order.push(s);
  for (let s = 0; s < n; s++)
    if (s !== g.turn && mine[s]?.some((a) => a.type === 'catch')) order.push(s);
  order.push(g.turn);
  for (const s of order) {
    const legal = mine[s] as Action[];
    if (legal.length === 0) continue;
    const onTurn = s === g.turn && !legal.every((a) => a.type === 'kapaga' || a.type === 'catch');
    const t0 = performance.now();
    const d = (bots[s] as Bot).decide(playerView(g, s), legal);
    if (onTurn && timing && d.action && d.action.type !== 'kapaga' && d.action.type !== 'catch')
      (timing.decisionMs[s] as number[]).push(performance.now() - t0);
    if (!d.action) {
      if (onTurn) throw new Error(`seat ${s} (${bots[s]?.level}) returned no action on its turn`);
      continue;
    }
    if (!legal.some((a) => JSON.stringify(a) === JSON.stringify(d.action)))
      throw new Error(
        `seat ${s} (${bots[s]?.level}) chose an action it was not offered: ${JSON.stringify(d.action)}`,
      );
    return must(applyAction(g, d.action));
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
): { game: Game; result: RoundResult } {
  let g = g0;
  const points = new Array<number>(bots.length).fill(0);
  let actions = 0;
  let winner = -1;
  while (g.phase === 'playing') {
    g = botStep(g, bots, timing);
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
  return { game: g, result: { points, winner, actions } };
}

export interface ArenaOptions {
  seats: Level[];
  rules?: PresetName | Partial<Rules>;
  /** Bot options for every bot (the expert's time budget or iterations). */
  timeMs?: number;
  iterations?: number;
}

export function makeBots(levels: readonly Level[], seed: number, o: ArenaOptions): Bot[] {
  return levels.map((level, s) =>
    createBot(level, { seed: seed * 97 + s, timeMs: o.timeMs, iterations: o.iterations }),
  );
}

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
  return {
    levels,
    result: playRound(g.value, makeBots(levels, deal * 131 + rot, o), timing).result,
  };
}

/** A whole match to game over; returns the winners' levels. */
export function arenaMatch(
  seed: number,
  rot: number,
  o: ArenaOptions,
  timing?: Timing,
): { levels: Level[]; winners: number[]; rounds: number } {
  const levels = rotate(o.seats, rot);
  const start = newGame({ players: levels.length, seed, rules: o.rules });
  if (!start.ok) throw new Error(start.error.message);
  const bots = makeBots(levels, seed * 131 + rot, o);
  let g = start.value;
  let rounds = 0;
  while (g.phase !== 'game-over') {
    g = playRound(g, bots, timing).game;
    rounds++;
    if (g.phase === 'round-over') g = must(applyAction(g, { type: 'next-round' }));
    if (rounds > 500) throw new Error('match did not end');
  }
  return { levels, winners: g.winners, rounds };
}
