/**
 * The words of the table as tokens: text, a card, a seat. The log, the screen-reader line,
 * replays and demos render these; nothing parses card codes back out of sentences.
 */
import { cardLabel, cardName, parseCard } from '../engine';

export type { Narrator, Token } from '../../../lib/tokens';

import type { Narrator, Token } from '../../../lib/tokens';

export const text = (t: string): Token => ({ kind: 'text', text: t });

export function card(code: string): Token {
  const c = parseCard(code);
  return c === null
    ? { kind: 'text', text: code }
    : { kind: 'card', code, text: cardLabel(c), spoken: cardName(c) };
}

/** Several cards, as played: "7♥ 7♠". */
export function cards(codes: readonly string[]): Token[] {
  const out: Token[] = [];
  codes.forEach((c, i) => {
    if (i > 0) out.push(text(' '));
    out.push(card(c));
  });
  return out;
}

const nameOf = (n: Narrator, seat: number): string => n.names[seat] ?? `Seat ${seat + 1}`;
export const isYou = (n: Narrator, seat: number): boolean => n.you === seat;

/** A seat as the subject starting a sentence ("You", "Ada"). */
export const Who = (n: Narrator, seat: number): Token => ({
  kind: 'seat',
  seat,
  text: isYou(n, seat) ? 'You' : nameOf(n, seat),
});
/** A seat anywhere else in a sentence ("you", "Ada"). */
export const who = (n: Narrator, seat: number): Token => ({
  kind: 'seat',
  seat,
  text: isYou(n, seat) ? 'you' : nameOf(n, seat),
});
/** "your", "Ada's". */
export const whose = (n: Narrator, seat: number): Token => ({
  kind: 'seat',
  seat,
  text: isYou(n, seat) ? 'your' : `${nameOf(n, seat)}'s`,
});

/** The verb agreeing with a seat: `verb(n, s, 'draws', 'draw')`. */
export const verb = (n: Narrator, seat: number, third: string, second: string): Token =>
  text(isYou(n, seat) ? second : third);

/** "is"/"are" for a list of seats. */
export const isAre = (n: Narrator, seats: readonly number[]): string =>
  seats.length === 1 && !isYou(n, seats[0] as number) ? 'is' : 'are';

/** Seats as "Ada, Bea and you". */
export function seatList(n: Narrator, seats: readonly number[], first = true): Token[] {
  const out: Token[] = [];
  seats.forEach((s, i) => {
    if (i > 0) out.push(text(i === seats.length - 1 ? ' and ' : ', '));
    out.push(i === 0 && first ? Who(n, s) : who(n, s));
  });
  return out;
}

/** A number as the table writes it, the one way everywhere: whole, thousands separated ("6,044"). */
export const num = (x: number): string => Math.round(x).toLocaleString('en');

export const plural = (count: number, word: string): string =>
  `${num(count)} ${word}${count === 1 ? '' : 's'}`;

export const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
export const inWords = (count: number): string => NUMBER_WORDS[count] ?? num(count);

/** Build a line from strings, tokens and token lists. */
export function line(...parts: (string | Token | Token[])[]): Token[] {
  const out: Token[] = [];
  for (const p of parts) {
    if (typeof p === 'string') {
      if (p) out.push(text(p));
    } else if (Array.isArray(p)) out.push(...p);
    else out.push(p);
  }
  return out;
}

/** The tokens as plain text ("Ada played 7♥ on 9♥."). */
export { plain } from '../../../lib/tokens';

/** The tokens as a screen reader should say them ("Ada played seven of hearts on ..."). */
export const spoken = (tokens: readonly Token[]): string =>
  tokens.map((t) => (t.kind === 'card' ? t.spoken : t.text)).join('');

const SUIT_CALLS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_CALLS: Record<string, string> = {
  A: 'aces',
  T: '10s',
  J: 'jacks',
  Q: 'queens',
  K: 'kings',
};
/** An 8's call in words: "hearts", "queens", "7s". */
export const callWords = (call: string): string =>
  (Object.hasOwn(SUIT_CALLS, call) ? SUIT_CALLS[call] : undefined) ??
  (Object.hasOwn(RANK_CALLS, call) ? RANK_CALLS[call] : undefined) ??
  `${call}s`;
