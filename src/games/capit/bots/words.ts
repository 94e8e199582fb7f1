/**
 * The Cap-It bots' words as tokens (src/lib/tokens.ts): cards as the kit labels them
 * ("7♥"), melds and contracts as players say them, and who speaks: said of the bot's seat
 * ('bot') or to the person whose seat it is ('advice', the hint).
 */
import { RANK_NAMES, SUIT_NAMES } from '../../../kit/cards';
import { cardTokenOf } from '../../../kit/cardWords';
import type { Token } from '../../../lib/tokens';
import type { Voice } from '../../module';
import type { Meld, Need } from '../engine';
import { type Card, cardOf, JOKER, rankOf } from './hand';

export type Part = string | Token;

export const say = (...parts: Part[]): Token[] =>
  parts.map((p) => (typeof p === 'string' ? { kind: 'text', text: p } : p));

export const cardToken = (c: Card): Token => cardTokenOf(c);

/** Cards as tokens separated by spaces. */
export function cardsWords(cs: readonly Card[]): Part[] {
  const out: Part[] = [];
  cs.forEach((c, i) => {
    if (i > 0) out.push(' ');
    out.push(cardToken(c));
  });
  return out;
}

const PLURAL = [
  'aces',
  '2s',
  '3s',
  '4s',
  '5s',
  '6s',
  '7s',
  '8s',
  '9s',
  '10s',
  'jacks',
  'queens',
  'kings',
];
/** "7s", "kings". */
export const ranksWord = (rank: number): string => PLURAL[rank] ?? `${RANK_NAMES[rank]}s`;
export const suitWord = (suit: number): string => SUIT_NAMES[suit] ?? 'a suit';

const NUMBER = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const numberWord = (n: number): string => NUMBER[n] ?? String(n);

/** C6: "two sets of 3", "a set of 3 and a run of 4". */
export function contractWords(needs: readonly Need[]): string {
  const groups: { kind: string; length: number; n: number }[] = [];
  for (const x of needs) {
    const g = groups.find((y) => y.kind === x.kind && y.length === x.length);
    if (g) g.n++;
    else groups.push({ kind: x.kind, length: x.length, n: 1 });
  }
  const parts = groups.map((g) =>
    g.n === 1 ? `a ${g.kind} of ${g.length}` : `${numberWord(g.n)} ${g.kind}s of ${g.length}`,
  );
  return parts.length <= 1
    ? (parts[0] ?? 'nothing')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** A meld as said: "a set of 7s (7♥ 7♣ Joker)", "a run (4♥ 5♥ 6♥)". */
export function meldWords(m: Meld, wildTwos: boolean): Part[] {
  const cs = m.cards.map(cardOf);
  if (m.kind === 'run') return ['a run (', ...cardsWords(cs), ')'];
  const nat = cs.find((c) => c !== JOKER && !(wildTwos && rankOf(c) === 1));
  const rank = nat === undefined ? 1 : rankOf(nat);
  return [`a set of ${ranksWord(rank)} (`, ...cardsWords(cs), ')'];
}

export function meldsWords(ms: readonly Meld[], wildTwos: boolean): Part[] {
  const out: Part[] = [];
  ms.forEach((m, i) => {
    if (i > 0) out.push(i === ms.length - 1 ? ' and ' : ', ');
    out.push(...meldWords(m, wildTwos));
  });
  return out;
}

/** "2 cards short", "1 card short". */
export const shortWords = (n: number): string => (n === 1 ? '1 card short' : `${n} cards short`);

/**
 * Who speaks. `act('takes', 'Take')`: "Seat 2 takes" said of the bot, "Take" to the person;
 * `its`: "its" / "your"; `Who`: the subject.
 */
export interface Speech {
  voice: Voice;
  act(third: string, imperative: string): Part[];
  Who: Part;
  its: string;
  is: string;
}

export function speech(voice: Voice | undefined, seat: number): Speech {
  if (voice === 'advice') return { voice, act: (_t, i) => [i], Who: 'You', its: 'your', is: 'are' };
  const who: Token = { kind: 'seat', seat, text: `Seat ${seat + 1}` };
  return { voice: 'bot', act: (t) => [who, ` ${t}`], Who: who, its: 'its', is: 'is' };
}

/** A seat as a token ("Seat 3"; the table names it). */
export const seatToken = (seat: number): Token => ({
  kind: 'seat',
  seat,
  text: `Seat ${seat + 1}`,
});
