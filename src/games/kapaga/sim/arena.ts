/**
 * Bots against bots, for `npm run arena`, the rules lab and the bot tests, played by the
 * kit's one match loop (src/kit/loop.ts step), as the live table plays them. Each
 * seat's bot sees only its playerView and its own legal actions; the table's clock runs
 * ACTION_MS per action, and a catch is offered only once the catcher's level has noticed it.
 */

import { type Clock, newClock as newTableClock, type Reflexes, step } from '../../../kit/loop';
import { item } from '../../../lib/item';
import { type Chooser, createBot, KAPAGA_HABITS, type ArenaLevel as Level } from '../bots';
import {
  type Action,
  applyAction,
  type Game,
  newGame,
  type PlayerView,
  type PresetName,
  type Rules,
} from '../engine';
import { ENGINE } from '../game';

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

/**
 * The table's clock through a round or a match: the kit's match loop's (actions take
 * ACTION_MS, catches are noticed after each level's catchMs), and the KAPAGA stats it sees.
 */
export interface KapagaClock {
  table: Clock;
  /** Whether each seat could call KAPAGA at the last state stepped from (its chances). */
  had: boolean[];
  stats: KapagaStats[];
}

export const newClock = (seats: number): KapagaClock => ({
  table: newTableClock(),
  had: new Array(seats).fill(false),
  stats: Array.from({ length: seats }, () => ({ chances: 0, calls: 0, caught: 0, catches: 0 })),
});

/**
 * One step of the kit's match loop (src/kit/loop.ts step): the first bot that
 * wants to act does, seats asked in its order; a catch is offered only once the catcher's
 * level has had time to notice it (KAPAGA_HABITS, the same for every target). Deals the
 * next round when the round is over. Returns the new game.
 */
export function botStep(
  g: Game,
  bots: readonly Chooser[],
  timing?: Timing,
  clock: KapagaClock = newClock(bots.length),
  truth?: Truth,
): Game {
  const level = (s: number): Level => item(bots, s, 'arena: bot of seat').level;
  const pace: Reflexes<Action> = {
    actMs: ACTION_MS,
    // The module's Bots.reactMs and Bots.urgent (src/games/kapaga/module.ts), for the arena's
    // levels (the random player too): R21, a catch once noticed; R20, its own call at once.
    reactMs: (s, a) => (a.type === 'catch' ? KAPAGA_HABITS[level(s)].catchMs : 0),
    urgent: (a) => a.type === 'kapaga',
  };
  const decide = (s: number, view: PlayerView, legal: readonly Action[]): Action | null => {
    const t0 = performance.now();
    if (truth) truth.game = g;
    const d = item(bots, s, 'arena: bot of seat').decide(view, legal);
    if (truth) truth.game = null;
    const a = d.action;
    if (a === null) return null;
    if (!legal.includes(a) && !legal.some((x) => JSON.stringify(x) === JSON.stringify(a)))
      throw new Error(
        `seat ${s} (${level(s)}) chose an action it was not offered: ${JSON.stringify(a)}`,
      );
    if (timing && s === g.turn && a.type !== 'kapaga' && a.type !== 'catch')
      item(timing.decisionMs, s, 'arena: times of seat').push(performance.now() - t0);
    return a;
  };
  const stepped = step(ENGINE, g, decide, clock.table, pace);
  if (stepped === null) throw new Error('the match is over');
  const { open, seat, action: a } = stepped;
  if (seat === null) return stepped.game;
  // A chance: a seat's hand has come to have KAPAGA uncalled (R20), seen at this state.
  for (let s = 0; s < bots.length; s++) {
    const has = open.some((x) => x.seat === s && x.legal.some((b) => b.type === 'kapaga'));
    if (has && !clock.had[s]) stat(clock, s).chances++;
    clock.had[s] = has;
  }
  if (a?.type === 'kapaga') stat(clock, seat).calls++;
  if (a?.type === 'catch') {
    stat(clock, seat).catches++;
    stat(clock, a.target).caught++;
  }
  return stepped.game;
}

function must(r: ReturnType<typeof applyAction>): Game {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const stat = (clock: KapagaClock, s: number): KapagaStats => item(clock.stats, s, 'arena: stats');

/** Play the current round of `g` to its end. */
export function playRound(
  g0: Game,
  bots: readonly Chooser[],
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
): Chooser[] {
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
