/**
 * What a meld is (C4, C5) and what fits it on the table (C8): reading a meld's cards as a
 * set or a run, which of its cards are wild, what a wild stands for, what fits at an end.
 */
import { type Card, cardAt, isTwo, JOKER, mayBeWild, placeOf, rankOf, suitOf, TWO } from './cards';
import type { Kind, TableMeld } from './state';

/** A meld's reading: a set's rank, or a run's suit and first place (-1 where not). */
export interface Reading {
  rank: number;
  suit: number;
  start: number;
}

/**
 * C4, C5: `cards` read as a `kind` (a set's rank named or not), or why not, in a player's
 * words. A set's rank is that of its cards other than 2s and jokers, else 2; a run's suit
 * and places come from its natural cards other than 2s, else from a 2 in its first spot.
 */
export function readMeld(
  kind: Kind,
  cards: readonly Card[],
  wildTwos: boolean,
  named: number | null = null,
): Reading | string {
  if (cards.length < 3) return 'A meld has at least 3 cards.';
  return kind === 'set' ? readSet(cards, wildTwos, named) : readRun(cards, wildTwos);
}

function readSet(
  cards: readonly Card[],
  wildTwos: boolean,
  named: number | null,
): Reading | string {
  let rank = named;
  if (rank === null) {
    const lead = cards.find((c) => !mayBeWild(c, wildTwos));
    rank = lead !== undefined ? rankOf(lead) : cards.some(isTwo) ? TWO : null;
  }
  if (rank === null) return 'A meld holds at least one natural card (C5).';
  let naturals = 0;
  for (const c of cards) {
    if (wildInSet(c, rank, wildTwos)) continue;
    if (rankOf(c) !== rank) return 'A set is of one rank: wild cards stand for the others (C5).';
    naturals++;
  }
  if (naturals === 0) return 'A meld holds at least one natural card (C5).';
  return { rank, suit: -1, start: -1 };
}

function readRun(cards: readonly Card[], wildTwos: boolean): Reading | string {
  if (cards.length > 13) return 'A run is at most 13 cards, 2 to ace (C3).';
  let suit = -1;
  let start = 0;
  const lead = cards.findIndex((c) => !mayBeWild(c, wildTwos));
  if (lead >= 0) {
    const c = cards[lead] as Card;
    suit = suitOf(c);
    start = placeOf(rankOf(c)) - lead;
  } else if (isTwo(cards[0] as Card)) suit = suitOf(cards[0] as Card);
  else return 'A meld holds at least one natural card (C5).';
  if (start < 0 || start + cards.length > 13)
    return 'A run goes from 2 up to the ace, never round the corner (C3).';
  const m = { rank: -1, suit, start };
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as Card;
    if (!wildInRun(c, start + i, suit, wildTwos) && c !== cardAt(start + i, suit))
      return 'A run is of one suit in order, low to high, each wild at its place (C5).';
  }
  return m;
}

/** C4: is `c` wild in a set of `rank`: a joker, or a 2 with wildTwos unless the set is of 2s. */
export const wildInSet = (c: Card, rank: number, wildTwos: boolean): boolean =>
  c === JOKER || (wildTwos && isTwo(c) && rank !== TWO);

/** C4: is `c` wild at run place `place`: a joker, or a 2 not its suit's in the 2's spot. */
export const wildInRun = (c: Card, place: number, suit: number, wildTwos: boolean): boolean =>
  c === JOKER || (wildTwos && isTwo(c) && !(place === 0 && c === cardAt(0, suit)));

/** C8: is the card at `index` of a table meld a wild (a natural 2 is not, C4). */
export function isWildAt(m: TableMeld, index: number, wildTwos: boolean): boolean {
  const c = m.cards[index];
  if (c === undefined) return false;
  return m.kind === 'set'
    ? wildInSet(c, m.rank, wildTwos)
    : wildInRun(c, m.start + index, m.suit, wildTwos);
}

/** C8: does natural `c` free the wild at `index` (in a set any card of its rank). */
export function frees(m: TableMeld, index: number, c: Card, wildTwos: boolean): boolean {
  if (!isWildAt(m, index, wildTwos) || c === JOKER) return false;
  if (m.kind === 'run') return c === cardAt(m.start + index, m.suit);
  return rankOf(c) === m.rank && !wildInSet(c, m.rank, wildTwos);
}

/** The run place a card laid at `end` takes; -1 off the run's ends (C3). */
export function endPlace(m: TableMeld, end: 'low' | 'high'): number {
  const p = end === 'low' ? m.start - 1 : m.start + m.cards.length;
  return p >= 0 && p <= 12 ? p : -1;
}

/** C8: may `c` go onto table meld `m` (a run at `end`). */
export function fits(m: TableMeld, c: Card, wildTwos: boolean, end: 'low' | 'high'): boolean {
  if (m.kind === 'set') return wildInSet(c, m.rank, wildTwos) || rankOf(c) === m.rank;
  const p = endPlace(m, end);
  if (p < 0) return false;
  return wildInRun(c, p, m.suit, wildTwos) || c === cardAt(p, m.suit);
}

/** Puts `c` onto `m` (checked by `fits`): a set last, a run at its end. */
export function layOn(m: TableMeld, c: Card, end: 'low' | 'high'): void {
  if (m.kind === 'run' && end === 'low') {
    m.cards.unshift(c);
    m.start -= 1;
  } else m.cards.push(c);
}
