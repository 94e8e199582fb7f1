/** The kit's French-suited cards: codes, names, decks of several packs with jokers, sorting. */
import { describe, expect, test } from 'vitest';
import {
  BLACK_JOKER,
  buildDeck,
  cardCode,
  cardLabel,
  cardName,
  countCards,
  isJoker,
  isRed,
  JOKER,
  parseCard,
  RED_JOKER,
  rankOf,
  sortCards,
  suitOf,
} from '../../src/kit/cards';

const codes = (cs: number[]) => cs.map(cardCode);
const parsed = (cs: string[]) => cs.map((c) => parseCard(c) as number);

describe('codes', () => {
  test.each([
    ['7H', '7♥', 'seven of hearts'],
    ['TS', '10♠', 'ten of spades'],
    ['AD', 'A♦', 'ace of diamonds'],
    ['KC', 'K♣', 'king of clubs'],
    ['JK', 'Joker', 'Joker'],
    ['JR', 'Red joker', 'red joker'],
    ['JB', 'Black joker', 'black joker'],
  ])('%s reads as %s, said "%s", and back to its code', (code, label, name) => {
    const c = parseCard(code, true);
    expect(c).not.toBeNull();
    expect(cardCode(c as number)).toBe(code);
    expect(cardLabel(c as number)).toBe(label);
    expect(cardName(c as number)).toBe(name);
  });

  test('as a person types them, unless strict', () => {
    expect(parseCard('10s')).toBe(parseCard('TS'));
    expect(parseCard(' jk ')).toBe(JOKER);
    expect(parseCard('joker')).toBe(JOKER);
    expect(parseCard('jr')).toBe(RED_JOKER);
    expect(parseCard('10s', true)).toBeNull();
  });

  test.each(['1H', 'ZZ', '', 'BL', '7HH', 'x'.repeat(100_000)])('%s is no card', (code) => {
    expect(parseCard(code)).toBeNull();
  });

  test('any JSON value that is not a code is no card, and nothing throws', () => {
    const junk: unknown[] = [
      null,
      7,
      true,
      [],
      ['7H'],
      { toString: 1 },
      { valueOf: () => '7H' },
      JSON.parse('{"__proto__": {"x": 1}}'),
    ];
    for (const x of junk) expect(parseCard(x)).toBeNull();
  });

  test('ranks, suits and colours', () => {
    const c = parseCard('QD') as number;
    expect(rankOf(c)).toBe(11);
    expect(suitOf(c)).toBe(2);
    expect(isRed(c)).toBe(true);
    expect(isRed(parseCard('QS') as number)).toBe(false);
    expect(isRed(RED_JOKER)).toBe(true);
    expect(isRed(BLACK_JOKER)).toBe(false);
    expect(isJoker(JOKER) && isJoker(BLACK_JOKER) && !isJoker(c)).toBe(true);
    expect(rankOf(JOKER)).toBe(-1);
    expect(() => cardCode(99)).toThrow();
  });
});

describe('decks', () => {
  test('two decks and four jokers: 108 cards, each suited card twice', () => {
    const deck = buildDeck(2, 4);
    expect(deck).toHaveLength(108);
    const n = countCards(deck);
    expect(n[parseCard('7H') as number]).toBe(2);
    expect(n[JOKER]).toBe(4);
  });

  test('three decks and six jokers: 162 cards', () => {
    expect(buildDeck(3, 6)).toHaveLength(162);
  });

  test('some ranks only, with jokers of their own (La Krap: A T K Q J 9 8 7 twice)', () => {
    const ranks = parsed(['AS', 'TS', 'KS', 'QS', 'JS', '9S', '8S', '7S']).map(rankOf);
    const deck = buildDeck(2, [RED_JOKER, BLACK_JOKER, BLACK_JOKER], ranks);
    expect(deck).toHaveLength(67);
    expect(countCards(deck)[BLACK_JOKER]).toBe(2);
    expect(deck.some((c) => rankOf(c) === 1)).toBe(false);
  });
});

describe('sorting', () => {
  const hand = parsed(['KH', '2S', 'JK', 'AH', '7S', '7H']);

  test('by suit, ace low by default, jokers last', () => {
    expect(codes(sortCards(hand, 'suit'))).toEqual(['2S', '7S', 'AH', '7H', 'KH', 'JK']);
  });

  test("by rank, with a game's own order (ace high)", () => {
    const aceHigh = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0];
    expect(codes(sortCards(hand, 'rank', aceHigh))).toEqual(['2S', '7S', '7H', 'KH', 'AH', 'JK']);
  });

  test('never changes the hand it is given', () => {
    const before = [...hand];
    sortCards(hand, 'rank');
    expect(hand).toEqual(before);
  });
});
