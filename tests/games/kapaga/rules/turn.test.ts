// R8-R11: a turn; single-card and multi-card plays; drawing.
import { describe, expect, test } from 'vitest';
import {
  act,
  acts,
  expectIllegal,
  expectLegal,
  hand,
  hasAction,
  list,
  plays,
  reject,
  setup,
  snap,
  sorted,
  withRest,
} from './helpers';

describe('R8 play or draw', () => {
  const base = () =>
    setup({
      hands: [
        ['7S', 'KD'],
        ['3C', 'QC'],
        ['4H', 'QD'],
      ],
      discard: ['7H'],
      stock: ['4C', '6S'],
      turn: 0,
    });

  test('R8: the seat to act may draw even when it holds a playable card', () => {
    const g = base();
    expect(plays(g, 0)).toContain('7S');
    const g2 = expectLegal(g, { type: 'draw', seat: 0 });
    const s = snap(g2);
    expect(sorted(hand(s, 0))).toEqual(['4C', '7S', 'KD']);
    expect(s.stock[0]).toBe('6S');
    // 4C cannot go on 7H: the turn ends at once (R11)
    expect(s.turn).toBe(1);
    expect(s.stage).toBe('play');
  });

  test('R8: passing without drawing is not allowed', () => {
    const g = base();
    expect(hasAction(g, { type: 'pass', seat: 0 })).toBe(false);
    reject(g, { type: 'pass', seat: 0 });
  });

  test('R8: only the seat to act may play or draw', () => {
    const g = base();
    expect(hasAction(g, { type: 'draw', seat: 1 })).toBe(false);
    reject(g, { type: 'draw', seat: 1 });
    reject(g, { type: 'play', seat: 2, cards: ['4H'] });
  });

  test("R8: a play must use cards from the player's own hand", () => {
    const g = base();
    reject(g, { type: 'play', seat: 0, cards: ['7D'] });
    reject(g, { type: 'play', seat: 0, cards: [] });
  });

  test('R8: with the stock and the discard below the top both empty, draw draws nothing and ends the turn', () => {
    const g = setup(
      withRest({ hands: [['4D', '6C'], []], discard: ['KH'], stock: [], turn: 0 }, 1),
    );
    expect(snap(g).stock).toEqual([]);
    const g2 = expectLegal(g, { type: 'draw', seat: 0 });
    const s = snap(g2);
    expect(sorted(hand(s, 0))).toEqual(['4D', '6C']);
    expect(s.turn).toBe(1);
    expect(s.discard).toEqual(['KH']);
    expect(s.scores).toEqual([0, 0]);
  });
});

describe('R9 a single card', () => {
  test.each([
    { top: '7H', card: '3H', legal: true },
    { top: '7H', card: '7S', legal: true },
    { top: '7H', card: '3S', legal: false },
    { top: '7H', card: 'KD', legal: false },
    { top: '7H', card: '8C', legal: true },
    { top: '7H', card: 'JK', legal: true },
    { top: '7H', card: 'AH', legal: true },
    { top: '7H', card: 'AS', legal: false },
    { top: 'JK', card: '3S', legal: true },
    { top: 'JK', card: 'KD', legal: true },
    { top: 'JK', card: '2C', legal: true },
    { top: 'JK', card: '9H', legal: true },
    { top: 'JK', card: 'AD', legal: true },
    { top: '2H', card: '3H', legal: true },
    { top: '2H', card: '3S', legal: false },
    { top: '5S', card: '5D', legal: true },
    { top: '5S', card: '3D', legal: false },
    { top: 'QC', card: 'JK', legal: true },
    { top: 'QC', card: '8D', legal: true },
  ])('R9: $card on a $top: legal=$legal', ({ top, card, legal }) => {
    const g = setup({ hands: [[card, 'TC'], ['4D']], discard: [top], turn: 0 });
    const a = {
      type: 'play' as const,
      seat: 0,
      cards: [card],
      ...(card[0] === '8' ? { call: 'S' } : {}),
    };
    if (legal) expectLegal(g, a);
    else expectIllegal(g, a);
  });

  test('R9: the legal single plays on 7H from 3H 7S 8C JK KD are 3H 7S 8C JK', () => {
    const g = setup({ hands: [['3H', '7S', '8C', 'JK', 'KD'], ['4D']], discard: ['7H'], turn: 0 });
    expect(plays(g, 0)).toEqual(list('3H', '7S', '8C', 'JK'));
  });

  test('R9: any card is legal on a Joker', () => {
    const g = setup({ hands: [['3S', 'KD', '2C', '9H'], ['4D']], discard: ['JK'], turn: 0 });
    expect(plays(g, 0)).toEqual(list('3S', 'KD', '2C', '9H'));
  });
});

describe('R10 several cards at once', () => {
  test('R10: same-rank plays in any order whose first card is legal', () => {
    const g = setup({ hands: [['7S', '7D', '3C'], ['4D']], discard: ['7H'], turn: 0 });
    expect(plays(g, 0)).toEqual(list('7S', '7D', '7S 7D', '7D 7S'));
  });

  test('R10: three of a kind on a matching top: 15 ordered plays', () => {
    const g = setup({ hands: [['7S', '7D', '7C', 'KD'], ['4C']], discard: ['7H'], turn: 0 });
    expect(plays(g, 0).length).toBe(15);
  });

  test('R10: the first card must be legal on the top card', () => {
    const g = setup({ hands: [['KS', 'KH', '2D'], ['4D']], discard: ['4S'], turn: 0 });
    expect(plays(g, 0)).toEqual(list('KS', 'KS KH'));
    expectIllegal(g, { type: 'play', seat: 0, cards: ['KH', 'KS'] });
    expectIllegal(g, { type: 'play', seat: 0, cards: ['KS', 'KH', '2D'] });
  });

  test('R10: the cards go onto the pile in the order given; the last is the new top', () => {
    const g = setup({ hands: [['7S', '7D', '3C'], ['4D']], discard: ['QC', '7H'], turn: 0 });
    const s = snap(act(g, { type: 'play', seat: 0, cards: ['7S', '7D'] }));
    expect(s.discard).toEqual(['QC', '7H', '7S', '7D']);
    expect(s.top).toBe('7D');
    expect(s.hands[0]).toEqual(['3C']);
  });

  test('R10: multiPlay none allows single cards and an ace with its one companion only', () => {
    const g = setup({
      rules: { multiPlay: 'none' },
      hands: [['AS', 'KS', 'KH'], ['4D']],
      discard: ['4S'],
      turn: 0,
    });
    expect(plays(g, 0)).toEqual(list('AS', 'AS KS', 'KS'));
    expectIllegal(g, { type: 'play', seat: 0, cards: ['KS', 'KH'] });
    expectIllegal(g, { type: 'play', seat: 0, cards: ['AS', 'KS', 'KH'] });
  });

  test('R10: the Joker is always played alone', () => {
    const g = setup({
      rules: { jokers: 2 },
      hands: [['JK', 'JK', '3S'], ['4D']],
      discard: ['3H'],
      turn: 0,
    });
    expect(plays(g, 0)).toEqual(list('JK', '3S'));
    expectIllegal(g, { type: 'play', seat: 0, cards: ['JK', 'JK'] });
    expectIllegal(g, { type: 'play', seat: 0, cards: ['JK', '3S'] });
  });

  test('R10: an ace with its companion, then same-rank cards; aces never follow aces', () => {
    const g = setup({ hands: [['AH', 'KH', 'KS', 'AS'], ['4D']], discard: ['3H'], turn: 0 });
    expect(plays(g, 0)).toEqual(list('AH', 'AH KH', 'AH KH KS', 'KH', 'KH KS'));
    expectIllegal(g, { type: 'play', seat: 0, cards: ['AH', 'AS'] });
    expectIllegal(g, { type: 'play', seat: 0, cards: ['AH', 'KS'] });
  });
});

describe('R11 after a voluntary draw', () => {
  const drawn = (stockTop: string, rules?: Record<string, unknown>) =>
    act(
      setup({
        rules,
        hands: [
          ['QS', '3H'],
          ['4D', '6D'],
          ['TC', 'JC'],
        ],
        discard: ['KH'],
        stock: [stockTop, '4S'],
        turn: 0,
      }),
      { type: 'draw', seat: 0 },
    );

  test('R11: a playable drawn card may be played, alone or leading a same-rank play; nothing else', () => {
    const g = drawn('QH');
    const s = snap(g);
    expect(s.turn).toBe(0);
    expect(s.stage).toBe('drawn');
    expect(s.drawn).toBe('QH');
    // 3H would be legal on KH, but the play must start with the drawn card
    expect(plays(g, 0)).toEqual(list('QH', 'QH QS'));
    expect(hasAction(g, { type: 'pass', seat: 0 })).toBe(true);
    expect(hasAction(g, { type: 'draw', seat: 0 })).toBe(false);
    reject(g, { type: 'draw', seat: 0 });
    reject(g, { type: 'play', seat: 0, cards: ['3H'] });
    const s2 = snap(act(g, { type: 'play', seat: 0, cards: ['QH', 'QS'] }));
    expect(s2.top).toBe('QS');
    expect(s2.hands[0]).toEqual(['3H']);
    expect(s2.turn).toBe(1);
  });

  test('R11: pass keeps the drawn card and ends the turn', () => {
    const s = snap(act(drawn('QH'), { type: 'pass', seat: 0 }));
    expect(sorted(hand(s, 0))).toEqual(['3H', 'QH', 'QS']);
    expect(s.turn).toBe(1);
    expect(s.stage).toBe('play');
    expect(s.drawn).toBe(null);
    expect(s.top).toBe('KH');
  });

  test('R11: an unplayable drawn card ends the turn at once', () => {
    const g = drawn('4C');
    const s = snap(g);
    expect(sorted(hand(s, 0))).toEqual(['3H', '4C', 'QS']);
    expect(s.turn).toBe(1);
    expect(s.stage).toBe('play');
    expect(s.drawn).toBe(null);
    reject(g, { type: 'pass', seat: 0 });
  });

  test('R11: drawnCardPlayable false: the turn ends even when the drawn card could be played', () => {
    const g = drawn('QH', { drawnCardPlayable: false });
    const s = snap(g);
    expect(sorted(hand(s, 0))).toEqual(['3H', 'QH', 'QS']);
    expect(s.turn).toBe(1);
    reject(g, { type: 'play', seat: 0, cards: ['QH'] });
  });

  test('R11: a drawn 8 may be played with a call', () => {
    const g = drawn('8D');
    expect(snap(g).stage).toBe('drawn');
    const s = snap(acts(g, { type: 'play', seat: 0, cards: ['8D'], call: 'C' }));
    expect(s.top).toBe('8D');
    expect(s.call).toBe('C');
    expect(s.turn).toBe(1);
  });
});
