/** Each action records the events it caused, in order; src/games/kapaga/words says each in plain words. */
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  eventsFor,
  fromSetup,
  type Game,
  type Setup,
} from '../../../../src/games/kapaga/engine';
import { narrateEvent, plain } from '../../../../src/games/kapaga/words';

const NAMES = ['Ann', 'Bea', 'Cal', 'Dan', 'Eve'];

function start(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}
function lines(g: Game, a: Action, viewer: number | null = null): { g: Game; text: string[] } {
  const r = applyAction(g, a);
  if (!r.ok) throw new Error(r.error.message);
  const text = eventsFor(r.value.events, viewer)
    .map((e) => narrateEvent(e, { names: NAMES, you: null }, viewer))
    .filter((x) => x !== null)
    .map(plain);
  return { g: r.value, text };
}

describe('event log', () => {
  test('R12: "Bea played 2S on 5S: Cal must draw 7 or answer with a 2"', () => {
    let g = start({
      hands: [
        ['5S', '4D'],
        ['2S', '6D'],
        ['7C', '8C'],
        ['9H', 'TD'],
        ['JD', 'QD'],
      ],
      discard: ['4S'],
      turn: 0,
    });
    g = lines(g, { type: 'play', seat: 0, cards: ['5S'] }).g;
    const { text } = lines(g, { type: 'play', seat: 1, cards: ['2S'] });
    expect(text).toEqual(['Bea played 2♠ on 5♠.', 'Cal must draw 7 or answer with a 2.']);
  });

  test('R16: "Everyone passed their hand to the left"', () => {
    const g = start({
      hands: [
        ['9S', '4D'],
        ['2S', '6D'],
        ['7C', '8C'],
      ],
      discard: ['4S'],
      turn: 0,
    });
    expect(lines(g, { type: 'play', seat: 0, cards: ['9S'] }).text).toEqual([
      'Ann played 9♠ on 4♠.',
      'Everyone passed their hand to the left.',
    ]);
  });

  test('R16: two 9s are one move: "Everyone passed their hand two seats to the left"', () => {
    const g = start({
      hands: [['9S', '9D', '4D'], ['2S', '6D'], ['7C', '8C'], ['QH']],
      discard: ['4S'],
      turn: 0,
    });
    expect(lines(g, { type: 'play', seat: 0, cards: ['9S', '9D'] }).text).toEqual([
      'Ann played 9♠ 9♦ on 4♠.',
      'Everyone passed their hand two seats to the left.',
    ]);
  });

  test('R16: passes that add up to no move: "every hand stays where it was"', () => {
    const g = start({
      hands: [
        ['9S', '9D', '4D'],
        ['2S', '6D'],
      ],
      discard: ['4S'],
      turn: 0,
    });
    expect(lines(g, { type: 'play', seat: 0, cards: ['9S', '9D'] }).text).toEqual([
      'Ann played 9♠ 9♦ on 4♠.',
      'The passes add up to nothing: every hand stays where it was.',
    ]);
  });

  test('R16: the pass-hands event says where each hand went, skipping the eliminated', () => {
    const g = start({
      hands: [['5C', '4D'], [], ['7C', '8C'], ['9H', 'TD']],
      eliminated: [false, true, false, false],
      discard: ['5H'],
      turn: 0,
    });
    const r = applyAction(g, { type: 'play', seat: 0, cards: ['5C'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.type === 'pass-hands')).toEqual({
      type: 'pass-hands',
      direction: 'right',
      seats: 1,
      to: [3, -1, 0, 2],
    });
  });

  test('R22: "Dan turned the discard pile over: +100 points", and only Dan sees the card he drew', () => {
    const all =
      'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC'.split(
        ' ',
      );
    const hands = [['KS'], ['QS'], ['JS'], ['TS', '9C']];
    const pile = all.filter((c) => !hands.flat().includes(c) && c !== '7D');
    const g = start({ hands, discard: [...pile, '7D'], stock: [], turn: 3, rules: { jokers: 0 } });
    const seen = lines(g, { type: 'draw', seat: 3 }, 3).text;
    expect(seen[0]).toBe('Dan turned the discard pile over: +100 points.');
    expect(seen[1]).toMatch(/^Dan drew 1 card \((10|[2-9JQKA])[♠♥♦♣]\)\.$/);
    expect(lines(g, { type: 'draw', seat: 3 }, 0).text[1]).toBe('Dan drew 1 card.');
  });

  test('R21: "Ann caught Eve without a KAPAGA call: Eve draws 1"', () => {
    const g = start({
      hands: [['5S', '4D'], ['2S', '6D'], ['7C', '8C'], ['9H', 'TD'], ['JD']],
      discard: ['4S'],
      turn: 0,
    });
    expect(lines(g, { type: 'catch', seat: 0, target: 4 }).text).toEqual([
      'Ann caught Eve without a KAPAGA call: Eve draws 1.',
    ]);
  });

  test('R17, R25: the Joker and the end of a round are told in words', () => {
    let g = start({
      hands: [
        ['JK', '4S'],
        ['2S', '6D'],
        ['7C', '8C'],
      ],
      discard: ['4H'],
      turn: 0,
      scores: [0, 1990, 0],
    });
    const joker = lines(g, { type: 'play', seat: 0, cards: ['JK'] });
    expect(joker.text).toEqual([
      'Ann played Joker on 4♥.',
      'Joker! Everyone else draws 1, and Ann plays again.',
    ]);
    g = joker.g;
    const out = lines(g, { type: 'play', seat: 0, cards: ['4S'] }).text;
    expect(out[0]).toBe('Ann played 4♠ on Joker.');
    expect(out[1]).toMatch(/^Ann went out\./);
  });
});
