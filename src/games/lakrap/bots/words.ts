/**
 * The bots' words as tokens (src/lib/tokens.ts): La Krap's cards as a player says them, the
 * seats, and a sentence said of the bot ("Seat 2 cancels Seat 1's K♥ with its twin.") or to
 * the person it advises ("Cancel Seat 1's K♥ with your twin.").
 */
import { SUIT_NAMES } from '../../../kit/cards';
import type { Token } from '../../../lib/tokens';
import type { Voice } from '../../module';
import { type Card, cardCode } from '../engine/fast';
import { cardToken as cardWord } from '../words';

export type Part = string | Token;

/** A card as a token: "K♥" / "king of hearts", "Sheet" / "the sheet" (the table's words). */
export const cardToken = (c: Card): Token => cardWord(cardCode(c));

export const seatToken = (seat: number): Token => ({
  kind: 'seat',
  seat,
  text: `Seat ${seat + 1}`,
});

/** "spades", "hearts", ... */
export const suitWord = (suit: number): string => SUIT_NAMES[suit] ?? 'no suit';

const text = (p: Part): Token => (typeof p === 'string' ? { kind: 'text', text: p } : p);

/** Cards as "K♥ and Q♥", "7♣, 8♦ and 9♠". */
export function cardList(cards: readonly Card[]): Part[] {
  const out: Part[] = [];
  cards.forEach((c, i) => {
    if (i > 0) out.push(i === cards.length - 1 ? ' and ' : ', ');
    out.push(cardToken(c));
  });
  return out;
}

/** Who the words speak of: the bot's seat ('bot') or the person advised ('advice'). */
export interface Speech {
  voice: Voice;
  seat: number;
  /** "its" / "your". */
  its: string;
  /** "it" / "you". */
  it: string;
}

export const speech = (voice: Voice | undefined, seat: number): Speech =>
  voice === 'advice'
    ? { voice, seat, its: 'your', it: 'you' }
    : { voice: 'bot', seat, its: 'its', it: 'it' };

/**
 * A sentence with a verb: said of the bot, "Seat 2 plays ..." (`verb[1]`), or as advice,
 * "Play ..." (`verb[0]`, capitalised). `rest` follows the verb; a full stop ends it.
 */
export function sentence(v: Speech, verb: readonly [string, string], ...rest: Part[]): Token[] {
  const head: Part[] =
    v.voice === 'advice'
      ? [verb[0].charAt(0).toUpperCase() + verb[0].slice(1)]
      : [seatToken(v.seat), ` ${verb[1]}`];
  return merge([...head, ...rest, '.']);
}

/** A line without a subject ("Hearts are trumps."). */
export const line = (...parts: Part[]): Token[] => merge(parts);

/** Neighbouring text parts joined into one token. */
function merge(parts: readonly Part[]): Token[] {
  const out: Token[] = [];
  for (const p of parts) {
    const t = text(p);
    const last = out[out.length - 1];
    if (t.kind === 'text' && last?.kind === 'text')
      out[out.length - 1] = { kind: 'text', text: last.text + t.text };
    else out.push(t);
  }
  return out;
}
