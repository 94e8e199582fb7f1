/**
 * K1-K2: the 118-card deck. Inside the engine a card is a small int: 0-12 a fixed card of
 * that value, then the two power cards and the KAPOW! card. At the boundary, codes.
 */
export type Card = number;

export const P1 = 13;
export const P2 = 14;
export const KW = 15;
export const CARD_KINDS = 16;

export const isPower = (c: Card): boolean => c === P1 || c === P2;
export const isFixed = (c: Card): boolean => c >= 0 && c <= 12;

/** K6: a card's own value: a fixed card its number, a power card its face value. */
export const faceValue = (c: Card): number => (c === P1 ? 1 : c === P2 ? 2 : c);

/** K1: how many of each card the deck holds. */
export const DECK_COUNT: readonly number[] = Array.from({ length: CARD_KINDS }, (_, c) =>
  c === 1 || c === 2 ? 4 : c <= 12 ? 8 : c === KW ? 6 : 8,
);

export function fullDeck(): Card[] {
  const out: Card[] = [];
  DECK_COUNT.forEach((n, c) => {
    for (let i = 0; i < n; i++) out.push(c);
  });
  return out;
}

/** K2: `0`..`12`, `P1`, `P2`, `KW`. */
export function cardCode(c: Card): string {
  return c === P1 ? 'P1' : c === P2 ? 'P2' : c === KW ? 'KW' : String(c);
}

/** A modifier's code: only a power card modifies (K6), so any other is a bug. */
export function powerCode(code: string): 'P1' | 'P2' {
  if (code === 'P1' || code === 'P2') return code;
  throw new Error(`${code.slice(0, 8)} is not a power card`);
}

/** K2: each card's code, and the card of each code (a look-up: searches parse many). */
const CODES: readonly string[] = Array.from({ length: CARD_KINDS }, (_, c) => cardCode(c));
const BY_CODE: Readonly<Record<string, Card>> = Object.fromEntries(CODES.map((k, c) => [k, c]));

export function parseCard(code: unknown): Card | null {
  return typeof code === 'string' && Object.hasOwn(BY_CODE, code) ? (BY_CODE[code] ?? null) : null;
}
