/**
 * La Krap's 72 cards (L1, L2) on the kit's card ints: A T K Q J 9 8 7 twice in each suit,
 * one 2 of each suit, the red joker, two black jokers, and the sheet (a blank card, the
 * kit's first game-own card after its jokers).
 */
import {
  BLACK_JOKER,
  buildDeck,
  CARD_KINDS,
  type Card,
  JOKER,
  cardCode as kitCode,
  parseCard as kitParse,
  makeCard,
  RANKS,
  RED_JOKER,
  rankOf,
  SUITS,
} from '../../../kit/cards';

export type { Card };
export { BLACK_JOKER, JOKER, RED_JOKER, SUITS };

/** L1: the blank card. */
export const SHEET: Card = CARD_KINDS;
/** Card ints run 0..KINDS-1 (not all are La Krap cards: see DECK_COUNT). */
export const KINDS = CARD_KINDS + 1;

const rank = (r: string): number => RANKS.indexOf(r as (typeof RANKS)[number]);
/** L2: high to low A T K Q J 9 8 7, then the 2 (L11). */
export const RANK_ORDER: readonly number[] = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7', '2'].map(
  rank,
);
export const TWO = rank('2');
export const KING = rank('K');
export const QUEEN = rank('Q');

/** L1: the deck, in a fixed order. */
export function fullDeck(): Card[] {
  return [
    ...buildDeck(2, [], RANK_ORDER.slice(0, 8)),
    ...buildDeck(1, [RED_JOKER, BLACK_JOKER, BLACK_JOKER, SHEET], [TWO]),
  ];
}

/** How many of each card int the deck holds (0: not a La Krap card). */
export const DECK_COUNT: readonly number[] = (() => {
  const n = new Array<number>(KINDS).fill(0);
  for (const c of fullDeck()) n[c] = (n[c] ?? 0) + 1;
  return n;
})();

/** A card's strength within its suit, 0 (the 2) to 8 (the ace); the jokers 9 (JB), 10 (JR). */
export const POWER: readonly number[] = (() => {
  const p = new Array<number>(KINDS).fill(-1);
  for (let c = 0; c < JOKER; c++) {
    const i = RANK_ORDER.indexOf(rankOf(c));
    if (i >= 0) p[c] = 8 - i;
  }
  p[BLACK_JOKER] = 9;
  p[RED_JOKER] = 10;
  return p;
})();

export const isJokerCard = (c: Card): boolean => c === RED_JOKER || c === BLACK_JOKER;
export const isTwo = (c: Card): boolean => c < JOKER && rankOf(c) === TWO;
export const suitCode = (s: number): string => SUITS[s] ?? '?';
export const suitOfCode = (s: unknown): number =>
  typeof s === 'string' ? SUITS.indexOf(s as (typeof SUITS)[number]) : -1;
export const king = (suit: number): Card => makeCard(KING, suit);
export const queen = (suit: number): Card => makeCard(QUEEN, suit);

/** L2: `AS`, `TH`, `2D`, `JR`, `JB`, `BL`. */
export function cardCode(c: Card): string {
  return c === SHEET ? 'BL' : kitCode(c);
}

/** A La Krap card from its exact code; null for anything else (any JSON value). */
export function parseCard(code: unknown): Card | null {
  if (code === 'BL') return SHEET;
  const c = kitParse(code, true);
  return c !== null && (DECK_COUNT[c] ?? 0) > 0 ? c : null;
}

/** A card of the engine's own state: a code it cannot read is a bug. */
export function cardOf(code: string): Card {
  const c = parseCard(code);
  if (c === null) throw new Error(`"${code.slice(0, 8)}" is not a La Krap card`);
  return c;
}
