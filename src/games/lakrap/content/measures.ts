/**
 * La Krap's own figures for the rules lab (module.ts `Measure`, `Tally`, `MoveKind`): how
 * often a round is null or multiplied, how often a marriage decides a round, what the
 * cancelling cards do, and the moves the lab may weigh by restricted play (the sheet's
 * worth to its holder: the deal played again with the sheet kept to the last).
 */
import type { Measure, MoveKind, Tally } from '../../module';
import { type Action, cardCode, type Game, roundPoints } from '../engine';

type Played = Game['trick'][number];

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The seats with the most points (ties: all of them). */
function best(points: readonly number[]): number[] {
  const top = Math.max(...points);
  return points.flatMap((p, s) => (p === top ? [s] : []));
}

/**
 * L14, L15: whether the round's marriages changed who scored most (null: no marriage shown).
 * The same round scored without them is the engine's own sum.
 */
function marriageDecided(g: Game): number | null {
  if (sum(g.marriages) === 0) return null;
  const withThem = best(roundPoints(g.kind, g.teams, g.tricks, g.marriages));
  const without = best(
    roundPoints(
      g.kind,
      g.teams,
      g.tricks,
      g.marriages.map(() => 0),
    ),
  );
  return withThem.join() === without.join() ? 0 : 1;
}

export const MEASURES: readonly Measure<Game>[] = [
  // L5: a 9, 8 or 7 turned, or the sheet.
  { name: 'Null rounds', percent: true, of: (g) => (g.kind.null ? 1 : 0) },
  // L5: a joker turned before the card that set the game.
  {
    name: 'Rounds multiplied by a joker',
    percent: true,
    of: (g) => (g.kind.multiplier > 1 ? 1 : 0),
  },
  // L4, L5: every face-up card one colour, or the sheet turned.
  {
    name: 'Rounds with no teams',
    percent: true,
    of: (g) => (new Set(g.teams).size === g.players ? 1 : 0),
  },
  { name: 'Marriages shown', of: (g) => sum(g.marriages) },
  {
    name: 'Rounds with a marriage whose top scorer it decided',
    percent: true,
    of: marriageDecided,
  },
];

/** The trick `a` played into as it stands after (the trick it completed, when it did). */
function trickAfter(a: Action, after: Game): readonly Played[] | null {
  if (a.type !== 'play') return null;
  return after.trick.length > 0 ? after.trick : (after.lastTrick?.cards ?? null);
}

/** A trick `a` completed (its last card), else null. */
function completed(before: Game, a: Action, after: Game): readonly Played[] | null {
  if (a.type !== 'play' || after.trick.length > 0 || before.trick.length === 0) return null;
  return after.lastTrick?.cards ?? null;
}

const gone = (t: readonly Played[]): number => t.filter((p) => !p.live).length;

export const TALLIES: readonly Tally<Game, Action>[] = [
  {
    // L10-L12: the cards that left a trick, the cancelling ones with them.
    name: 'Cards cancelled',
    count: (before, a, after) => {
      const t = trickAfter(a, after);
      return t === null ? 0 : gone(t) - gone(before.trick);
    },
  },
  {
    // L13: a trick with no card left.
    name: 'Dead tricks',
    count: (before, a, after) => {
      const t = completed(before, a, after);
      return t !== null && gone(t) === t.length ? 1 : 0;
    },
  },
  {
    // L12: the blank card itself played (not a joker of a BL game).
    name: 'Tricks with the sheet',
    count: (before, a, after) =>
      completed(before, a, after)?.some((p) => cardCode(p.card) === 'BL') ? 1 : 0,
  },
  {
    // L12: the blank card itself (not a joker of a BL game), and where its trick went.
    name: 'Tricks with the sheet won by its player’s team',
    count: (before, a, after) => {
      const t = completed(before, a, after);
      const sheet = t?.find((p) => cardCode(p.card) === 'BL');
      const winner = after.lastTrick?.winner;
      if (!sheet || winner === undefined) return 0;
      return after.teams[winner] === after.teams[sheet.seat] ? 1 : 0;
    },
  },
];

/** The moves the lab counts, and may weigh by restricted play (a seat never making them). */
export const KINDS: readonly MoveKind<Action>[] = [
  { name: 'laying cards aside', uses: (a) => a.type === 'exchange' && a.cards.length > 0 },
  { name: 'showing cards', uses: (a) => a.type === 'expose' && a.cards.length > 0 },
  { name: 'showing a marriage', uses: (a) => a.type === 'marriage' },
  { name: 'playing the sheet', uses: (a) => a.type === 'play' && a.card === 'BL' },
  { name: 'playing a 2', uses: (a) => a.type === 'play' && a.card.startsWith('2') },
];
