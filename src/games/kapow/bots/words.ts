/**
 * Kai's words as tokens (src/lib/tokens.ts): cards as a casual player says them, the
 * positions of a hand, and short sentences. The platform renders them; nothing parses them.
 */
import type { Token } from '../../../lib/tokens';
import type { Where } from '../engine';
import { KW, P1, P2 } from '../engine/fast';
import type { Cell } from './table';

const NUMBERS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** K2: a card as a token: '7' / 'seven', '+1/−1' / 'plus-or-minus-one power card', 'KAPOW!'. */
export function cardToken(c: number): Token {
  if (c === P1)
    return { kind: 'card', code: 'P1', text: '+1/−1', spoken: 'plus-or-minus-one power card' };
  if (c === P2)
    return { kind: 'card', code: 'P2', text: '+2/−2', spoken: 'plus-or-minus-two power card' };
  if (c === KW) return { kind: 'card', code: 'KW', text: 'KAPOW!', spoken: 'KAPOW! card' };
  return { kind: 'card', code: String(c), text: String(c), spoken: NUMBERS[c] ?? String(c) };
}

export type Part = string | Token;

/** A sentence from text and tokens; strings become text tokens. */
export const say = (...parts: Part[]): Token[] =>
  parts.map((p) => (typeof p === 'string' ? { kind: 'text', text: p } : p));

const ORDINAL = ['first', 'second', 'third', 'fourth'];
const PLACE = ['top', 'middle', 'bottom'];

export const triadName = (t: number): string => `the ${ORDINAL[t] ?? `#${t + 1}`} triad`;

/** "the top of the second triad" */
export const placeName = (w: Where): string => `the ${PLACE[w.pos]} of ${triadName(w.triad)}`;

/** A position's card as words: "the 11", "a face-down card", "a powerset worth 3". */
export function cellWords(c: Cell): Part[] {
  if (c.kind === 'down') return ['a face-down card'];
  if (c.kind === 'gone') return ['nothing'];
  if (c.kw) return ['the ', cardToken(KW), ' card'];
  if (c.lone === 0 && c.value !== faceOf(c.card)) return [`a powerset worth ${c.value}`];
  return ['the ', cardToken(c.card)];
}

const faceOf = (c: number): number => (c === P1 ? 1 : c === P2 ? 2 : c);

/** A triad's cards top to bottom: "9, 9, 11" ('?' face down, 'K!' a KAPOW! card). */
export const triadWords = (t: readonly Cell[]): string =>
  t
    .map((c) => (c.kind === 'down' ? '?' : c.kind === 'gone' ? '-' : c.kw ? 'K!' : String(c.value)))
    .join(', ');

/** Points with one decimal, as a person reads them ("4.2", "-3"). */
export const pts = (x: number): string => (Math.round(x * 10) / 10).toString().replace('-', '−');
