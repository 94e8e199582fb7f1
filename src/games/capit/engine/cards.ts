/**
 * Cap-It's cards (C1-C4, C14) on the kit's ints: a suited card is rank * 4 + suit (ace 0,
 * 2 is 1 .. king 12), the joker 52. Runs read ranks ace high (C3): a card's run place is
 * 0 for a 2 .. 12 for an ace.
 */
import { buildDeck, type Card, cardCode, JOKER, makeCard, parseCard } from '../../../kit/cards';

export type { Card };
export { cardCode, JOKER };

/** Card kinds Cap-It uses: the 52 suited cards and the joker (52). */
export const KINDS = 53;
/** The kit's rank of a 2. */
export const TWO = 1;

/** C2: a code exactly as written (`7H`, `TS`, `JK`); null for anything else. */
export function codeCard(code: unknown): Card | null {
  const c = parseCard(code, true);
  return c === null || c >= KINDS ? null : c;
}

/** C1: two decks and 4 jokers for 4 players, three and 6 for 5 or 6. */
export const decksFor = (players: number): number => (players <= 4 ? 2 : 3);
export const deckFor = (players: number): Card[] =>
  buildDeck(decksFor(players), 2 * decksFor(players));
/** C1: how many of each kind the decks hold. */
export function deckCounts(players: number): number[] {
  const d = decksFor(players);
  const n = new Array<number>(KINDS).fill(d);
  n[JOKER] = 2 * d;
  return n;
}

export const rankOf = (c: Card): number => c >> 2;
export const suitOf = (c: Card): number => c & 3;
export const isTwo = (c: Card): boolean => c < JOKER && c >> 2 === TWO;
/** C4: a card that may stand for another (jokers; 2s with `wildTwos`). */
export const mayBeWild = (c: Card, wildTwos: boolean): boolean =>
  c === JOKER || (wildTwos && isTwo(c));

/** C3: a rank's place in a run, 2 low (0) to ace high (12); and back. */
export const placeOf = (rank: number): number => (rank + 12) % 13;
export const rankAt = (place: number): number => (place + 1) % 13;
/** The card of `suit` at run place `place`. */
export const cardAt = (place: number, suit: number): Card => makeCard(rankAt(place), suit);

/** C14: K Q J T 10, 9 to 3 5, A 15, 2 15, joker 20. */
export function cardValue(c: Card): number {
  if (c === JOKER) return 20;
  const r = rankOf(c);
  if (r <= TWO) return 15;
  return r >= 9 ? 10 : 5;
}

/** A set's rank as the contract writes it ('2'..'A'), and back (null: no rank). */
export const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
export function rankCode(x: unknown): number | null {
  if (typeof x !== 'string') return null;
  const r = RANK_CODES.indexOf(x);
  return r < 0 ? null : r;
}

/** Sorted insertion: hands are kept in card order, so equal hands are equal arrays. */
export function insertCard(hand: Card[], c: Card): void {
  let i = hand.length;
  while (i > 0 && (hand[i - 1] as Card) > c) i--;
  hand.splice(i, 0, c);
}

/** Removes one `c` from `hand`; false when it holds none. */
export function removeCard(hand: Card[], c: Card): boolean {
  const i = hand.indexOf(c);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}
