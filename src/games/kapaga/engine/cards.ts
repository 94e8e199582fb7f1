/**
 * R2 card codes at the boundary; small ints inside. card = rank * 4 + suit, Joker = 52.
 * Ranks: 0 A, 1 2, ... 7 8, 8 9, 9 T, 10 J, 11 Q, 12 K. Suits: 0 S, 1 H, 2 D, 3 C.
 */
import {
  type Card,
  JOKER,
  makeCard,
  RANK_NAMES,
  RANKS,
  type Rank,
  SUIT_NAMES,
  SUITS,
  type Suit,
} from '../../../kit/cards';

// The kit's French-suited cards, whose ints Kapaga's are (rank * 4 + suit, the Joker 52).
export {
  buildDeck,
  type Card,
  cardLabel,
  cardName,
  JOKER,
  makeCard,
  RANK_NAMES,
  RANKS,
  type Rank,
  SUIT_NAMES,
  SUIT_SYMBOLS,
  SUITS,
  type Suit,
} from '../../../kit/cards';
export const ACE = 0;
export const TWO = 1;
export const FIVE = 4;
export const SEVEN = 6;
export const EIGHT = 7;
export const NINE = 8;
export const SPADES = 0;
export const CLUBS = 3;
export const TWO_OF_SPADES = TWO * 4 + SPADES;
export const FIVE_OF_SPADES = FIVE * 4 + SPADES;
export const FIVE_OF_CLUBS = FIVE * 4 + CLUBS;

export const rankOf = (c: Card): number => c >> 2;
export const suitOf = (c: Card): number => c & 3;

const CODES: string[] = [];
for (const r of RANKS) for (const s of SUITS) CODES.push(r + s);
CODES.push('JK');

export function cardCode(c: Card): string {
  const code = CODES[c];
  if (code === undefined) throw new Error(`not a card: ${c}`);
  return code;
}

const BY_CODE: ReadonlyMap<string, Card> = new Map(CODES.map((code, c) => [code, c]));

/** R2: `7H`, `TS`, `10s`, `jk`. Returns null for anything else. */
export function parseCard(code: string): Card | null {
  const exact = BY_CODE.get(code);
  if (exact !== undefined) return exact;
  const s = code.trim().toUpperCase();
  if (s === 'JK' || s === 'JOKER') return JOKER;
  const m = /^(10|[A2-9TJQK])([SHDC])$/.exec(s);
  if (!m) return null;
  const rank = m[1] === '10' ? 'T' : (m[1] as string);
  return makeCard(RANKS.indexOf(rank as Rank), SUITS.indexOf(m[2] as Suit));
}

/** R24: what a card left in hand scores. */
export function cardPoints(c: Card): number {
  if (c === JOKER) return 600;
  if (c === FIVE_OF_SPADES) return 500;
  switch (rankOf(c)) {
    case ACE:
    case EIGHT:
      return 300;
    case TWO:
      return 200;
    case SEVEN:
      return 150;
    case 10:
    case 11:
    case 12:
      return 100;
    case 9:
      return 10;
    default:
      return 5; // 3, 4, 5 (not spades), 6, 9
  }
}

export function handPoints(hand: readonly Card[]): number {
  let sum = 0;
  for (const c of hand) sum += cardPoints(c);
  return sum;
}

/**
 * An 8's call (R13), as an int: 0..3 a suit, 4 + rank a rank. -1: no call.
 * At the boundary a call is 'S' | 'H' | 'D' | 'C' or a rank symbol.
 */
export type Call = number;
export const NO_CALL = -1;

export function callCode(call: Call): string | null {
  if (call < 0) return null;
  return call < 4 ? (SUITS[call] as string) : (RANKS[call - 4] as string);
}

export function parseCall(code: string): Call | null {
  const s = code.trim().toUpperCase();
  const suit = SUITS.indexOf(s as Suit);
  if (suit >= 0) return suit;
  const rank = RANKS.indexOf((s === '10' ? 'T' : s) as Rank);
  return rank >= 0 ? 4 + rank : null;
}

export function callName(call: Call): string {
  return call < 4 ? (SUIT_NAMES[call] as string) : `${RANK_NAMES[call - 4]}s`;
}

export function matchesCall(c: Card, call: Call): boolean {
  return call < 4 ? suitOf(c) === call : rankOf(c) === call - 4;
}
