// CAPIT.md C8-C16: freeing wilds, the turn, the push, the taken card, going out, the end of
// a round and scoring, each with its own table; the seed's own examples among them.
import { describe, expect, test } from 'vitest';
import {
  type Action,
  type Game,
  legalActions,
  type Meld,
  playerView,
  snapshot,
} from '../../../src/games/capit/engine';
import { has, play, refused, setup, table } from './helpers';

const set = (...cards: string[]): Meld => ({ kind: 'set', cards });
const run = (...cards: string[]): Meld => ({ kind: 'run', cards });
const OTHERS = [
  ['3C', '8D', 'KS'],
  ['4C', '9D', 'QS'],
  ['5C', 'TD', 'JS'],
];

/** Seat 0 down, after drawing, with `hand`, and `melds` on the table (seat 1's). */
const downAt = (hand: string[], melds: Meld[], more = {}): Game =>
  setup({
    hands: [hand, ...OTHERS],
    discard: ['6D'],
    turn: 0,
    stage: 'meld',
    table: melds.map((m) => ({ owner: 1, kind: m.kind, cards: m.cards })),
    down: [true, true, false, false],
    ...more,
  });
const cardsOf = (g: Game) => snapshot(g).table.map((m) => m.cards);

describe('C8 laying off and freeing wilds', () => {
  test('C8: the seed example: 5H 6H JK 8H, the JK freed by 7H onto 9C 9D 9S', () => {
    const g = downAt(['7H', 'KC', 'QD'], [run('5H', '6H', 'JK', '8H'), set('9C', '9D', '9S')]);
    const a: Action = { type: 'free', seat: 0, card: '7H', meld: 0, index: 2, to: 1 };
    expect(has(g, a)).toBe(true);
    expect(cardsOf(play(g, a))).toEqual([
      ['5H', '6H', '7H', '8H'],
      ['9C', '9D', '9S', 'JK'],
    ]);
  });

  test('C8: the natural 2 of 2H-3H-4H cannot be freed; the 2C of 7S 7H 2C is freed by any 7', () => {
    const g = downAt(
      ['2H', '7D', 'KC', 'QD'],
      [run('2H', '3H', '4H'), set('7S', '7H', '2C'), set('9C', '9D', '9S')],
    );
    expect(refused(g, { type: 'free', seat: 0, card: '2H', meld: 0, index: 0, to: 2 })).toBe(
      'That card does not free a wild there (C8).',
    );
    expect(legalActions(g).some((a) => a.type === 'free' && a.meld === 0)).toBe(false);
    const a: Action = { type: 'free', seat: 0, card: '7D', meld: 1, index: 2, to: 2 };
    expect(has(g, a)).toBe(true);
    expect(cardsOf(play(g, a))[1]).toEqual(['7S', '7H', '7D']);
    expect(cardsOf(play(g, a))[2]).toEqual(['9C', '9D', '9S', '2C']);
  });

  test('C8: 2S in the rank-2 spot of a hearts run stands for 2H and is freed by it', () => {
    const g = downAt(['2H', 'KC', 'QD'], [run('2S', '3H', '4H'), set('9C', '9D', '9S')]);
    expect(
      cardsOf(play(g, { type: 'free', seat: 0, card: '2H', meld: 0, index: 0, to: 1 })),
    ).toEqual([
      ['2H', '3H', '4H'],
      ['9C', '9D', '9S', '2S'],
    ]);
  });

  test('C8: freeing a wild and laying it in a new meld from the hand, in one move', () => {
    const g = downAt(['7H', 'QS', 'QD', 'QH', 'KC'], [run('5H', '6H', 'JK', '8H')]);
    const a: Action = {
      type: 'free',
      seat: 0,
      card: '7H',
      meld: 0,
      index: 2,
      to: set('QS', 'QD', 'JK'),
    };
    expect(has(g, a)).toBe(true);
    const after = play(g, a);
    expect(cardsOf(after)).toEqual([
      ['5H', '6H', '7H', '8H'],
      ['QS', 'QD', 'JK'],
    ]);
    expect(snapshot(after).hands[0]).toEqual(['QH', 'KC']);
    expect(refused(g, { ...a, to: set('QS', 'QD', 'QH') })).toBe(
      'The new meld holds the freed wild (C8).',
    );
    expect(refused(g, { ...a, to: 0 })).toBe('The freed wild goes onto another meld (C8).');
  });

  test('C8: lay-offs at either end of a run; a wild at an end; `end` needed when both fit', () => {
    const g = downAt(['4H', '8H', 'JK', 'KC'], [run('5H', '6H', '7H')]);
    expect(cardsOf(play(g, { type: 'layoff', seat: 0, card: '4H', meld: 0 }))[0]).toEqual([
      '4H',
      '5H',
      '6H',
      '7H',
    ]);
    expect(
      cardsOf(play(g, { type: 'layoff', seat: 0, card: '8H', meld: 0, end: 'high' }))[0],
    ).toEqual(['5H', '6H', '7H', '8H']);
    expect(refused(g, { type: 'layoff', seat: 0, card: 'JK', meld: 0 })).toBe(
      'Say which end of the run it goes on.',
    );
    expect(
      cardsOf(play(g, { type: 'layoff', seat: 0, card: 'JK', meld: 0, end: 'low' }))[0],
    ).toEqual(['JK', '5H', '6H', '7H']);
    expect(refused(g, { type: 'layoff', seat: 0, card: '4H', meld: 0, end: 'high' })).toMatch(/C8/);
    expect(refused(g, { type: 'layoff', seat: 0, card: 'KC', meld: 0 })).toMatch(/C8/);
  });

  test('C8: a lay-off onto any seat’s meld, the seat’s own too, in the turn the contract was laid', () => {
    const g = table(['7S', '7H', '7D', 'KS', 'KH', 'JK', '7C', '3D'], { stage: 'meld' });
    const after = play(
      g,
      { type: 'meld', seat: 0, melds: [set('7S', '7H', '7D'), set('KS', 'KH', 'JK')] },
      { type: 'layoff', seat: 0, card: '7C', meld: 0 },
    );
    expect(cardsOf(after)[0]).toEqual(['7S', '7H', '7D', '7C']);
  });
});

describe('C9 C10 the deal and a turn', () => {
  test('C9: 10 cards each, one discard turned, left of the dealer starts; the deal passes left', () => {
    const g = play(
      downAt(['9H', '3D'], [set('9C', '9D', '9S')]),
      { type: 'layoff', seat: 0, card: '9H', meld: 0 },
      { type: 'discard', seat: 0, card: '3D' },
    );
    expect(g.phase).toBe('round-over');
    const next = play(g, { type: 'next-round' });
    expect(next.dealer).toBe(0);
    expect(next.turn).toBe(1);
    expect(snapshot(next).hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(snapshot(next).discard).toHaveLength(1);
  });

  test('C10: draw first, then discard', () => {
    const g = table(['3D', '4D']);
    expect(refused(g, { type: 'discard', seat: 0, card: '3D' })).toBe(
      'First take the discard or push (C10).',
    );
    expect(legalActions(g)).toEqual([
      { type: 'take', seat: 0 },
      { type: 'push', seat: 0 },
    ]);
    const after = play(g, { type: 'take', seat: 0 });
    expect(refused(after, { type: 'take', seat: 0 })).toBe(
      'You have drawn: meld, then discard a card.',
    );
  });
});

describe('C11 take and push', () => {
  test('C11: the card taken from the discard may not be discarded this turn, unless another of its code is held', () => {
    const g = play(table(['3D', '4D'], { discard: ['9S'] }), { type: 'take', seat: 0 });
    expect(snapshot(g).hands[0]).toEqual(['3D', '4D', '9S']);
    expect(refused(g, { type: 'discard', seat: 0, card: '9S' })).toBe(
      'You may not discard the card you took this turn (C11).',
    );
    const two = play(table(['9S', '4D'], { discard: ['9S'] }), { type: 'take', seat: 0 });
    expect(has(two, { type: 'discard', seat: 0, card: '9S' })).toBe(true);
  });

  test('C11: the push: the discard and the stock top to the left seat, the next stock card to the pusher', () => {
    const g = table(['3D', '4D'], { discard: ['9S'], stock: ['AH', 'KD', 'QC'] });
    const after = play(g, { type: 'push', seat: 0 });
    const s = snapshot(after);
    expect(s.hands[1]).toEqual(['3C', '8D', '9S', 'AH', 'KS'].sort(cardOrder));
    expect(s.hands[0]).toEqual(['3D', '4D', 'KD']);
    expect(s.pushes).toEqual([{ seat: 0, discard: '9S', stock: 'AH' }]);
    expect(s.taken).toBeNull();
    expect(playerView(after, 1).pushes).toEqual([{ seat: 0, discard: '9S', stock: 'AH' }]);
    for (const seat of [0, 2, 3])
      expect(playerView(after, seat).pushes).toEqual([{ seat: 0, discard: '9S', stock: '?' }]);
  });

  test('C11 C13: a push with fewer than two stock cards moves nothing and ends the round; every hand scores', () => {
    const g = setup({
      hands: [['KS', '9D'], ...OTHERS],
      discard: ['AH'],
      stock: ['QC'],
      turn: 0,
      rules: {},
    });
    // All the cards not placed go below the given stock: a table with a short stock lays
    // out the whole deck.
    const few = { ...g, stock: g.stock.slice(-1) };
    const after = play(few, { type: 'push', seat: 0 });
    expect(after.phase).toBe('round-over');
    expect(after.pushes).toEqual([]);
    expect(snapshot(after).discard).toEqual(['AH']);
    expect(after.roundScores).toEqual([15, 20, 20, 25]);
  });

  test('C11: with push off the only draw is take', () => {
    const g = table(['3D', '4D'], { rules: { push: false } });
    expect(legalActions(g)).toEqual([{ type: 'take', seat: 0 }]);
    expect(refused(g, { type: 'push', seat: 0 })).toBe('These rules have no push (C11).');
  });
});

describe('C12 going out and the taken card', () => {
  /** Seat 0 down, holding 8H 8S, takes 8D (the text's example). */
  const eights = () =>
    play(
      setup({
        hands: [['8H', '8S'], ...OTHERS],
        discard: ['8D'],
        turn: 0,
        table: [{ owner: 1, kind: 'set', cards: ['8C', '8C', 'JK'] }],
        down: [true, true, false, false],
      }),
      { type: 'take', seat: 0 },
    );

  test('C12: it may lay off 8H, then not 8S; it may meld all three and go out', () => {
    const g = eights();
    const after = play(g, { type: 'layoff', seat: 0, card: '8H', meld: 0 });
    expect(refused(after, { type: 'layoff', seat: 0, card: '8S', meld: 0 })).toBe(
      'That would leave you only the card you took, which you may not discard (C12).',
    );
    // 8D may still be laid off (8S is left, and may be discarded).
    expect(legalActions(after)).toEqual([
      { type: 'layoff', seat: 0, card: '8D', meld: 0 },
      { type: 'discard', seat: 0, card: '8S' },
    ]);
    const out = play(g, { type: 'meld', seat: 0, melds: [set('8H', '8S', '8D')] });
    expect(out.phase).toBe('round-over');
    expect(out.roundScores?.[0]).toBe(0);
  });

  test('C12: going out by discarding the last card ends the round; the seat scores 0', () => {
    const g = play(
      downAt(['9H', 'KS'], [set('9C', '9D', '9S')]),
      { type: 'layoff', seat: 0, card: '9H', meld: 0 },
      { type: 'discard', seat: 0, card: 'KS' },
    );
    expect(g.phase).toBe('round-over');
    expect(g.roundScores).toEqual([0, 20, 20, 25]);
    expect(g.roundWinners).toEqual([[0]]);
  });

  test('C12: going out by a lay-off', () => {
    const g = downAt(['9H'], [set('9C', '9D', '9S')]);
    const out = play(g, { type: 'layoff', seat: 0, card: '9H', meld: 0 });
    expect(out.phase).toBe('round-over');
    expect(out.roundScores?.[0]).toBe(0);
  });
});

describe('C13-C16 the end of a round, scoring, the match', () => {
  test('C14: KS 9D AH 2C JK score 65', () => {
    const g = play(
      downAt(['9H'], [set('9C', '9D', '9S')], {
        hands: [['9H'], ['KS', '9D', 'AH', '2C', 'JK'], ['3C'], ['3S']],
      }),
      { type: 'layoff', seat: 0, card: '9H', meld: 0 },
    );
    expect(g.roundScores).toEqual([0, 65, 5, 5]);
  });

  test('C13: the round ends when the (players x turnLimit)-th turn ends', () => {
    let g = table(['3D', '4D', '5D'], { rules: { turnLimit: 10 } });
    let turns = 0;
    while (g.phase === 'playing') {
      const seat = g.turn;
      g = play(g, { type: 'take', seat });
      const d = legalActions(g).find((a) => a.type === 'discard') as Action;
      g = play(g, d);
      turns++;
    }
    expect(turns).toBe(40);
    expect(g.roundWinners).toHaveLength(1);
  });

  test('C15 C16: ties share a round; after the last round the lowest total wins at once', () => {
    const g = play(
      downAt(['9H'], [set('9C', '9D', '9S')], {
        hands: [['9H'], ['KC'], ['JK'], ['KH']],
        scores: [10, 0, 0, 20],
        round: 2,
        rules: { rounds: 2 },
      }),
      { type: 'layoff', seat: 0, card: '9H', meld: 0 },
    );
    expect(g.roundScores).toEqual([0, 10, 20, 10]);
    expect(g.roundWinners).toEqual([[0]]);
    expect(g.scores).toEqual([10, 10, 20, 30]);
    expect(g.phase).toBe('game-over');
    expect(g.winners).toEqual([0, 1]);
    expect(legalActions(g)).toEqual([]);
  });
});

const ORDER = 'A23456789TJQK';
function cardOrder(a: string, b: string): number {
  const k = (c: string) =>
    c === 'JK' ? 99 : ORDER.indexOf(c[0] as string) * 4 + 'SHDC'.indexOf(c[1] as string);
  return k(a) - k(b);
}

describe('section 5: setups and views', () => {
  test('a setup’s defaults: the dealer before the turn, down the owners of table melds, a meld stage has taken nothing', () => {
    const g = setup({
      hands: [['7S', '7H'], ...OTHERS],
      discard: ['6D'],
      turn: 2,
      stage: 'meld',
      table: [{ owner: 3, kind: 'set', cards: ['9C', '9D', '9S'] }],
    });
    expect(g.dealer).toBe(1);
    expect(g.down).toEqual([false, false, false, true]);
    expect(g.taken).toBe(-1);
    expect(snapshot(g).stock).toHaveLength(108 - 2 - 9 - 1 - 3);
  });

  test('C11: a view shows its own hand, the others’ sizes and the stock’s count; the pushed discard to all', () => {
    const g = play(table(['3D', '4D'], { discard: ['9S'] }), { type: 'push', seat: 0 });
    const v = playerView(g, 2);
    expect(v.hand).toEqual(['4C', '9D', 'QS']);
    expect(v.handSizes).toEqual([3, 5, 3, 3]);
    expect(v.stock).toBe(g.stock.length);
    expect('hands' in v).toBe(false);
  });
});
