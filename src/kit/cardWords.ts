/**
 * French-suited cards in words, for any game: a card as a token ("K♥" for the eye, "king of
 * hearts" for the ear), written once so that every game's log, bots and teaching say a card
 * alike. A code the kit does not read is a card not seen: '?', "a hidden card".
 */
import type { Token } from '../lib/tokens';
import { type Card, cardCode, cardLabel, cardName, parseCard } from './cards';

export type CardToken = Extract<Token, { kind: 'card' }>;

/** A card not seen (a face-down card, another seat's hidden card). */
export const HIDDEN_CARD: CardToken = {
  kind: 'card',
  code: '?',
  text: '?',
  spoken: 'a hidden card',
};

/** A card as a token from the kit's int. */
export const cardTokenOf = (c: Card): CardToken => ({
  kind: 'card',
  code: cardCode(c),
  text: cardLabel(c),
  spoken: cardName(c),
});

/** A card as a token from its code (`7H`, `TS`, `JK`, `JR`, `JB`); '?' for anything else. */
export function cardToken(code: string): CardToken {
  const c = parseCard(code, true);
  return c === null ? HIDDEN_CARD : cardTokenOf(c);
}

/** Several cards, one after another as laid or played: "7♥ 7♠ Joker". */
export function cardTokens(
  codes: readonly string[],
  one: (code: string) => Token = cardToken,
): Token[] {
  return codes.flatMap((c, i): Token[] =>
    i > 0 ? [{ kind: 'text', text: ' ' }, one(c)] : [one(c)],
  );
}
