/**
 * Cap-It's own figures for the rules lab (module.ts `GameLab`): measures read from a round
 * just scored, tallies counted action by action, and the kinds of move it counts and may
 * weigh by restricted play. They answer the lab's Cap-It questions: is the push good for
 * the pusher ("Never pushing": points lost per round, and the pushers' points against the
 * others'), and what wild 2s do to the length of a round (turns per round, rounds that run
 * out of turns or of stock).
 */
import type { Measure, MoveKind, Tally } from '../../module';
import type { Action, Game } from '../engine';

/** C12: the seats that went out (an empty hand; at most one, the round ends at once). */
const outSeats = (g: Game): number[] => g.hands.flatMap((h, s) => (h.length === 0 ? [s] : []));

/** C13: did the round end by its turn limit (nobody out, every turn of the limit played). */
const byTurnLimit = (g: Game): boolean =>
  outSeats(g).length === 0 && g.turnsPlayed >= g.players * g.rules.turnLimit;

const mean = (xs: readonly number[]): number => xs.reduce((t, x) => t + x, 0) / xs.length;

export const MEASURES: readonly Measure<Game>[] = [
  {
    // C12: a round ends by going out, else the stock or the turns ran out (C13).
    name: 'Rounds someone went out',
    percent: true,
    of: (g) => (outSeats(g).length > 0 ? 1 : 0),
  },
  {
    // C11, C13: a push with fewer than two stock cards ends the round.
    name: 'Rounds that ended for want of stock',
    percent: true,
    of: (g) => (outSeats(g).length === 0 && !byTurnLimit(g) ? 1 : 0),
  },
  {
    name: 'Rounds that ran out of turns',
    percent: true,
    of: (g) => (byTurnLimit(g) ? 1 : 0),
  },
  {
    // C7: how many seats laid their contract before the round ended.
    name: 'Players down at the end of a round',
    of: (g) => g.down.filter(Boolean).length,
  },
  {
    // C11: the round points of the seats that pushed, less those of the seats that did not;
    // below zero, pushers scored fewer. Only rounds with both.
    name: 'Round points of pushers, less the others’',
    of: (g) => {
      const r = g.roundScores;
      if (!r) return null;
      const pushed = new Set(g.pushes.map((p) => p.seat));
      const a = r.filter((_, s) => pushed.has(s));
      const b = r.filter((_, s) => !pushed.has(s));
      return a.length === 0 || b.length === 0 ? null : mean(a) - mean(b);
    },
  },
];

/** C10: a turn starts with a draw; counting draws counts turns, the last one cut short too. */
const isDraw = (a: Action): boolean => a.type === 'take' || a.type === 'push';

export const TALLIES: readonly Tally<Game, Action>[] = [
  { name: 'Turns', count: (_b, a) => (isDraw(a) ? 1 : 0) },
  {
    // C11: the cards a push moves into the left seat's hand (none when the stock is short).
    name: 'Cards pushed to the left',
    count: (before, a, after) =>
      a.type === 'push' && after.pushes.length > before.pushes.length ? 2 : 0,
  },
  {
    // What the table must show: hands grow with every push received.
    name: 'Cards in the largest hand',
    most: true,
    count: (_b, _a, after) => Math.max(...after.hands.map((h) => h.length)),
  },
];

/** C11 the push, C8 lay-offs and frees: each counted, and weighed by restricted play. */
export const KINDS: readonly MoveKind<Action>[] = [
  { name: 'pushing', uses: (a) => a.type === 'push' },
  { name: 'laying off', uses: (a) => a.type === 'layoff' },
  { name: 'freeing a wild', uses: (a) => a.type === 'free' },
];
