/**
 * French-suited playing cards, for any game of the table: one deck or several, with jokers.
 * Codes at the boundary are a rank and a suit (`7H`, `TS`, `AS`) or a joker (`JK`, and the
 * red and black jokers `JR`, `JB` of games that tell them apart). Inside, a card is a small
 * int: rank * 4 + suit for the 52 (ranks A=0, 2=1, ... K=12; suits S H D C), then the jokers.
 * Identical cards of several decks share one int. Rank order is each game's own (ace high or
 * low, La Krap's A T K Q J 9 8 7 2): games pass theirs to `sortCards`.
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export const SUIT_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
export const RANK_NAMES = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
] as const;

export type Card = number;
/** The plain joker, and the red and black ones of games that tell them apart. */
export const JOKER = 52;
export const RED_JOKER = 53;
export const BLACK_JOKER = 54;
export const JOKERS = [JOKER, RED_JOKER, BLACK_JOKER] as const;
/** Ints 0..CARD_KINDS-1 are cards; a game's own cards (La Krap's sheet) may follow. */
export const CARD_KINDS = 55;

const JOKER_CODES = ['JK', 'JR', 'JB'] as const;
const JOKER_NAMES = ['Joker', 'red joker', 'black joker'] as const;

export const isJoker = (c: Card): boolean => c >= JOKER && c < CARD_KINDS;
/** A suited card's rank (0 ace .. 12 king); -1 for a joker. */
export const rankOf = (c: Card): number => (c < JOKER ? c >> 2 : -1);
/** A suited card's suit (0 S, 1 H, 2 D, 3 C); -1 for a joker. */
export const suitOf = (c: Card): number => (c < JOKER ? c & 3 : -1);
export const makeCard = (rank: number, suit: number): Card => rank * 4 + suit;
/** Hearts and diamonds are red (a red joker too); spades, clubs and a black joker black. */
export const isRed = (c: Card): boolean =>
  c === RED_JOKER || (c < JOKER && (suitOf(c) === 1 || suitOf(c) === 2));

const CODES: string[] = [];
for (const r of RANKS) for (const s of SUITS) CODES.push(r + s);
CODES.push(...JOKER_CODES);
const BY_CODE: ReadonlyMap<string, Card> = new Map(CODES.map((code, c) => [code, c]));

/** `7H`, `TS`, `JK`: a card's code; an int that is no card is a bug. */
export function cardCode(c: Card): string {
  const code = CODES[c];
  if (code === undefined) throw new Error(`not a card: ${c}`);
  return code;
}

/**
 * A code as written at the boundary: exactly `7H`, `TS`, `JK`, `JR`, `JB` (`strict`), or also
 * as a person types it (`10s`, `jk`, `joker`). Null for anything else, any JSON value too.
 */
export function parseCard(code: unknown, strict = false): Card | null {
  if (typeof code !== 'string' || code.length > 8) return null;
  const exact = BY_CODE.get(code);
  if (exact !== undefined || strict) return exact ?? null;
  const s = code.trim().toUpperCase();
  if (s === 'JOKER') return JOKER;
  const joker = BY_CODE.get(s);
  if (joker !== undefined && isJoker(joker)) return joker;
  const m = /^(10|[A2-9TJQK])([SHDC])$/.exec(s);
  if (!m) return null;
  const rank = m[1] === '10' ? 'T' : (m[1] as string);
  return makeCard(RANKS.indexOf(rank as Rank), SUITS.indexOf(m[2] as Suit));
}

/** "7♥", "10♠", "Joker": a card as the table writes it (prompts, the log). */
export function cardLabel(c: Card): string {
  if (isJoker(c)) return upFirst(JOKER_NAMES[c - JOKER] as string);
  const rank = RANKS[rankOf(c)] as string;
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(c)]}`;
}

/** "seven of hearts", "Joker", "red joker": for screen readers and the log. */
export function cardName(c: Card): string {
  if (isJoker(c)) return JOKER_NAMES[c - JOKER] as string;
  return `${RANK_NAMES[rankOf(c)]} of ${SUIT_NAMES[suitOf(c)]}`;
}

const upFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * `decks` x 52 suited cards (or only the ranks given, each suit, each deck) and the jokers
 * given (a count of plain jokers, or the jokers themselves), in a fixed order.
 */
export function buildDeck(
  decks: number,
  jokers: number | readonly Card[],
  ranks: readonly number[] = RANKS.map((_, r) => r),
): Card[] {
  const deck: Card[] = [];
  for (let d = 0; d < decks; d++)
    for (const r of ranks) for (let s = 0; s < 4; s++) deck.push(makeCard(r, s));
  if (typeof jokers === 'number') for (let j = 0; j < jokers; j++) deck.push(JOKER);
  else deck.push(...jokers);
  return deck;
}

/** How many of each card a deck holds, by card int (for conservation and parsing checks). */
export function countCards(cards: readonly Card[], kinds = CARD_KINDS): number[] {
  const n = new Array<number>(kinds).fill(0);
  for (const c of cards) n[c] = (n[c] ?? 0) + 1;
  return n;
}

/**
 * Cards in a hand's order: by suit (S H D C, then by rank within it) or by rank (then by
 * suit). `rankOrder` lists the ranks from first to last (default A 2 .. K); a rank it leaves
 * out and the jokers go last, jokers in their own order.
 */
export function sortCards(
  cards: readonly Card[],
  by: 'suit' | 'rank',
  rankOrder: readonly number[] = RANKS.map((_, r) => r),
): Card[] {
  const place = new Array<number>(RANKS.length).fill(RANKS.length);
  rankOrder.forEach((r, i) => {
    place[r] = i;
  });
  const key = (c: Card): number => {
    if (c >= JOKER) return 1000 + c;
    const r = place[rankOf(c)] ?? RANKS.length;
    return by === 'suit' ? suitOf(c) * 20 + r : r * 4 + suitOf(c);
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}
