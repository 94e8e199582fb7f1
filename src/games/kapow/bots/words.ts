/**
 * Kai's words as tokens (src/lib/tokens.ts): cards as a casual player says them, the
 * positions of a hand, and short sentences. The platform renders them; nothing parses them.
 */
import type { Token } from '../../../lib/tokens';
import type { Voice } from '../../module';
import { KW, P1, P2 } from '../engine/fast';
import { upFirst } from '../words';
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

/**
 * Who the words speak of, and to whom (module.ts Voice). 'bot': Kai's move, said of Kai to
 * whoever watches ("Kai replaces the 11 with the 3 to lower the third triad."). 'advice': the
 * hint, said to the person whose seat it is ("Replace the 11 with the 3 to lower your third
 * triad."). Every sentence is built once and asks its Speech for the words that differ.
 */
export interface Speech {
  voice: Voice;
  /**
   * The seat as a sentence's subject: "Kai" / "You" first, "Kai" / "you" later on. Of Kai
   * it is the seat itself (a seat token), which the table names as its narrator does ("Kai 2").
   */
  Who: Part;
  who: Part;
  /** The seat once named: "it leaves" / "you leave". */
  it: string;
  /** The seat's: "Kai's" / "Your" first, "its" / "your" later on. */
  Whose: Part[];
  its: string;
}

/**
 * The words for a voice (Kai's own when absent), of the seat `seat` (a bot names itself by
 * its seat, so that with several Kais the table can say which).
 */
export function speech(voice: Voice = 'bot', seat: number | null = null): Speech {
  if (voice === 'advice')
    return { voice, Who: 'You', who: 'you', it: 'you', Whose: ['Your'], its: 'your' };
  const kai: Part = seat === null ? 'Kai' : { kind: 'seat', seat, text: 'Kai' };
  return { voice, Who: kai, who: kai, it: 'it', Whose: [kai, "'s"], its: 'its' };
}

/** A verb agreeing with the seat as subject: "keeps", "goes" of Kai; "keep", "go" of you. */
export const agree = (v: Speech, verb: string): string =>
  v.voice === 'advice' ? verb : /(o|s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`;

/** A sentence's first letter made a capital: "reveal ..." -> "Reveal ...". */
export function capital(parts: readonly Part[]): Part[] {
  const [head, ...rest] = parts;
  if (typeof head !== 'string') return [...parts];
  return [upFirst(head), ...rest];
}

/**
 * A move as a sentence's start, from its plain verb phrase ("replace the 11"): said of Kai,
 * "Kai replaces the 11"; said to you, "Replace the 11".
 */
export function moveSaid(v: Speech, phrase: readonly Part[]): Part[] {
  if (v.voice === 'advice') return capital(phrase);
  const [head, ...rest] = phrase;
  if (typeof head !== 'string') return [v.Who, ' ', ...phrase];
  const i = head.indexOf(' ');
  const verb = i < 0 ? head : head.slice(0, i);
  return [v.Who, ' ', `${agree(v, verb)}${i < 0 ? '' : head.slice(i)}`, ...rest];
}

/** A position's card as words: "the 11", "a face-down card", "a powerset worth 3". */
export function cellWords(c: Cell): Part[] {
  if (c.kind === 'down') return ['a face-down card'];
  if (c.kind === 'gone') return ['nothing'];
  if (c.kw) return ['the ', cardToken(KW), ' card'];
  if (c.mods > 0) return [`a powerset worth ${pts(c.value)}`];
  return ['the ', cardToken(c.card)];
}

/** A triad's cards top to bottom: "9, 9, 11" ('?' face down, 'K!' a KAPOW! card). */
export const triadWords = (t: readonly Cell[]): string =>
  t
    .map((c) => (c.kind === 'down' ? '?' : c.kind === 'gone' ? '-' : c.kw ? 'K!' : String(c.value)))
    .join(', ');

/** Points with one decimal, as a person reads them ("4.2", "-3"). */
export const pts = (x: number): string => (Math.round(x * 10) / 10).toString().replace('-', '−');

/**
 * The lesson of a move (the original game's "takeaway"): one line that ends "Understand
 * Kai's move", chosen by the move's facts (explainFacts.ts lessonOf), true of the move.
 */
export const LESSONS = {
  out: 'Lesson: go out when you expect the lowest score: a score above 0 that is not the lowest is doubled.',
  outEarly:
    "Lesson: going out ends the others' chances to improve: sometimes that is worth the risk of being doubled.",
  stayIn:
    'Lesson: go out only when you expect the lowest score (or to gain by it): otherwise play on.',
  complete: 'Lesson: a completed triad scores nothing: finish a triad whenever a card allows it.',
  build:
    'Lesson: build triads that many cards can finish: every unseen card that fits is a chance.',
  shed: 'Lesson: shed high cards: every point left in your hand counts when the round ends.',
  final: 'Lesson: on the final turn only points count: shed the highest card you can.',
  unknown:
    'Lesson: a card worth less than the average unseen card is a safe choice for a face-down place.',
  discard: 'Lesson: a card that fits nowhere belongs on the discard pile, not in your hand.',
  take: 'Lesson: take the discard when it fits: a card from the draw pile is a gamble.',
  stock: 'Lesson: leave a discard that does not fit: the draw pile may hold a better card.',
  revealMiddle:
    'Lesson: reveal the middle card of a triad first: it takes part in sets and in runs up and down.',
  revealSpread:
    "Lesson: reveal cards in different triads: each card you see shows a triad's chances.",
  endSwap:
    'Lesson: swap a KAPOW! card only when it gains something: leave it where it does the most good.',
  known:
    'Lesson: a face-down card replaced is one unknown fewer: a known card can be planned round, and every one brings going out nearer.',
  slip: 'Lesson: weigh every option before you play: this one was not the best, as the figures above show.',
  search:
    'Lesson: a first impression can mislead: played out, this move did better than the one that looked best.',
} as const;
export type Lesson = keyof typeof LESSONS;
