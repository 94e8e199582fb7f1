import { describe, expect, test } from 'vitest';
import { BLACK_JOKER, JOKER, makeCard } from '../../src/kit/cards';
import { cardToken, cardTokenOf, cardTokens, HIDDEN_CARD } from '../../src/kit/cardWords';

describe('the kit says a card once for every game', () => {
  test('a code: the label for the eye, the name for the ear', () => {
    expect(cardToken('KH')).toEqual({
      kind: 'card',
      code: 'KH',
      text: 'K♥',
      spoken: 'king of hearts',
    });
    expect(cardToken('TS')).toMatchObject({ text: '10♠', spoken: 'ten of spades' });
    expect(cardToken('JK')).toMatchObject({ code: 'JK', text: 'Joker' });
  });

  test('an int gives the same token as its code', () => {
    expect(cardTokenOf(makeCard(12, 1))).toEqual(cardToken('KH'));
    expect(cardTokenOf(JOKER)).toEqual(cardToken('JK'));
    expect(cardTokenOf(BLACK_JOKER)).toEqual(cardToken('JB'));
  });

  test('a code the kit does not read is a card not seen, never a throw', () => {
    for (const x of ['?', '', 'ZZ', '7h ', '__proto__']) expect(cardToken(x)).toEqual(HIDDEN_CARD);
  });

  test('several cards are spaced as laid', () => {
    const t = cardTokens(['7H', '7S']);
    expect(t.map((x) => x.text).join('')).toBe('7♥ 7♠');
  });
});
