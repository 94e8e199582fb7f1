// R13: 8s are wild.
import { describe, expect, test } from 'vitest';
import {
  act,
  acts,
  callsFor,
  DUDLEY,
  expectIllegal,
  expectLegal,
  LOUIS,
  list,
  plays,
  ROMAINE,
  reject,
  type Setup,
  SUZIE,
  setup,
  snap,
} from './helpers';

const STOCK = ['3C', '4C', '6C', 'TC', 'JC', 'QC', 'KC', '9C'];
const ALL_CALLS = list(
  'S',
  'H',
  'D',
  'C',
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '9',
  'T',
  'J',
  'Q',
  'K',
);

function seat4(louis: string[], over: Partial<Setup> = {}) {
  return setup({
    hands: [['8H', '4D', '6D'], louis, ['TD', 'JD'], ['QD', 'KD']],
    discard: ['3S'],
    stock: STOCK,
    turn: SUZIE,
    ...over,
  });
}

describe('R13 8s are wild', () => {
  test.each(['3S', 'KD', 'AC', 'JK', '2H', '5S', '7C', '9D'])(
    'R13: an 8 may be played on a %s (no live penalty)',
    (top) => {
      const g = setup({ hands: [['8H', '4D'], ['6D']], discard: [top], turn: 0 });
      expectLegal(g, { type: 'play', seat: 0, cards: ['8H'], call: 'S' });
    },
  );

  test('R13: an 8 may not be played on a live penalty', () => {
    let g = setup({ hands: [['2H', '4D'], ['8H', '6D'], ['TD']], discard: ['KH'], turn: 0 });
    g = act(g, { type: 'play', seat: 0, cards: ['2H'] });
    expectIllegal(g, { type: 'play', seat: 1, cards: ['8H'], call: 'S' });
  });

  test('R13: an 8 that does not empty the hand needs a call', () => {
    const g = seat4(['KS', '4H']);
    reject(g, { type: 'play', seat: SUZIE, cards: ['8H'] });
  });

  test('R13: legalActions offers every suit and every rank but 8 as the call', () => {
    const g = seat4(['KS', '4H']);
    expect(callsFor(g, SUZIE, ['8H'])).toEqual(ALL_CALLS);
  });

  test.each(ALL_CALLS)('R13: call %s is accepted and shown in the snapshot', (call) => {
    const s = snap(act(seat4(['KS', '4H']), { type: 'play', seat: SUZIE, cards: ['8H'], call }));
    expect(s.call).toBe(call);
    expect(s.top).toBe('8H');
    expect(s.turn).toBe(LOUIS);
  });

  test.each(['8', 'X', 'JK', ''])('R13: call %j is refused', (call) => {
    reject(seat4(['KS', '4H']), { type: 'play', seat: SUZIE, cards: ['8H'], call });
  });

  test.each([{ eights: 'suit' }, 'crazy-eights'])(
    'R13: eights suit (%j) allows suit calls only',
    (rules) => {
      const g = seat4(['KS', '4H'], { rules: rules as Setup['rules'] });
      expect(callsFor(g, SUZIE, ['8H'])).toEqual(list('S', 'H', 'D', 'C'));
      reject(g, { type: 'play', seat: SUZIE, cards: ['8H'], call: '7' });
      expect(snap(act(g, { type: 'play', seat: SUZIE, cards: ['8H'], call: 'D' })).call).toBe('D');
    },
  );

  test('R13: after a suit call the next card must have that suit, or be an 8 or the Joker', () => {
    const g = act(seat4(['KS', 'KH', '8D', 'JK', '4H']), {
      type: 'play',
      seat: SUZIE,
      cards: ['8H'],
      call: 'S',
    });
    // KH has the 8's suit but not the called one; it may only follow KS by rank (R10)
    expect(plays(g, LOUIS)).toEqual(list('KS', 'KS KH', '8D', 'JK'));
  });

  test('R13: after a rank call the next card must have that rank, or be an 8 or the Joker', () => {
    const g = act(seat4(['7C', '7D', 'KH', '8D', '3H']), {
      type: 'play',
      seat: SUZIE,
      cards: ['8H'],
      call: '7',
    });
    expect(plays(g, LOUIS)).toEqual(list('7C', '7D', '7C 7D', '7D 7C', '8D'));
  });

  test("R13: Suzie's 8 calling spades lets Louis drop the 5 of spades, and it is live", () => {
    let g = act(seat4(['5S', '4H']), { type: 'play', seat: SUZIE, cards: ['8H'], call: 'S' });
    g = expectLegal(g, { type: 'play', seat: LOUIS, cards: ['5S'] });
    const s = snap(g);
    expect(s.turn).toBe(ROMAINE);
    expect(s.stage).toBe('answer');
    expect(s.pending).toBe(5);
  });

  test("R13: Suzie's 8 calling spades lets Louis drop the 2 of spades, and it is live", () => {
    let g = act(seat4(['2S', '4H']), { type: 'play', seat: SUZIE, cards: ['8H'], call: 'S' });
    g = act(g, { type: 'play', seat: LOUIS, cards: ['2S'] });
    expect(snap(g).pending).toBe(2);
    expect(snap(g).stage).toBe('answer');
  });

  test("R13: Suzie's 8 calling 7 makes Louis hold back his 5 of spades (and his 2 of spades)", () => {
    const g = act(seat4(['5S', '2S', '8D', 'KS']), {
      type: 'play',
      seat: SUZIE,
      cards: ['8H'],
      call: '7',
    });
    expect(plays(g, LOUIS)).toEqual(list('8D'));
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['5S'] });
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['2S'] });
  });

  test("R13: Louis plays his own 8 calling 5; then Romaine's 5 of spades is live", () => {
    let g = setup({
      hands: [
        ['8H', '4D', '6D'],
        ['8D', '4H'],
        ['5S', 'JD'],
        ['QD', 'KD'],
      ],
      discard: ['3S'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['8H'], call: '7' },
      { type: 'play', seat: LOUIS, cards: ['8D'], call: '5' },
    );
    expect(snap(g).call).toBe('5');
    g = expectLegal(g, { type: 'play', seat: ROMAINE, cards: ['5S'] });
    expect(snap(g).turn).toBe(DUDLEY);
    expect(snap(g).pending).toBe(5);
  });

  test('R13: a 2 matching a rank call of 2 is live', () => {
    let g = act(seat4(['2C', '4H']), { type: 'play', seat: SUZIE, cards: ['8H'], call: '2' });
    g = act(g, { type: 'play', seat: LOUIS, cards: ['2C'] });
    expect(snap(g).pending).toBe(2);
  });

  test('R13: the call stays until a card is played on the 8 (draws do not clear it)', () => {
    let g = act(seat4(['KH', '4H']), { type: 'play', seat: SUZIE, cards: ['8H'], call: 'S' });
    g = act(g, { type: 'draw', seat: LOUIS }); // 3C: not a spade, the turn ends
    let s = snap(g);
    expect(s.turn).toBe(ROMAINE);
    expect(s.call).toBe('S');
    expect(s.top).toBe('8H');
    expect(plays(g, ROMAINE)).toEqual([]);
    g = act(g, { type: 'draw', seat: ROMAINE }); // 4C
    g = act(g, { type: 'draw', seat: DUDLEY }); // 6C
    expect(snap(g).call).toBe('S');
    g = setup({
      hands: [
        ['8H', '4D', '6D'],
        ['KS', '4H'],
        ['TD', 'JD'],
        ['QD', 'KD'],
      ],
      discard: ['3H'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['8H'], call: 'S' },
      { type: 'play', seat: LOUIS, cards: ['KS'] },
    );
    s = snap(g);
    expect(s.call).toBe(null);
    expect(s.top).toBe('KS');
  });

  test('R13: an 8 on top of a Setup without a call is matched by its suit or rank', () => {
    const g = setup({ hands: [['3H', '8C', '3S', 'JK'], ['4D']], discard: ['8H'], turn: 0 });
    expect(snap(g).call).toBe(null);
    expect(plays(g, 0)).toEqual(list('3H', '3H 3S', '8C', 'JK'));
  });

  test("R13: a Setup call sets the 8's call", () => {
    const g = setup({ hands: [['3H', '3S'], ['4D']], discard: ['8H'], call: 'S', turn: 0 });
    expect(snap(g).call).toBe('S');
    expect(plays(g, 0)).toEqual(list('3S', '3S 3H'));
  });

  test("R13: in a play of several 8s the last one's call counts", () => {
    let g = setup({ hands: [['8H', '8S', '4C'], ['KD', 'KS'], ['TD']], discard: ['3H'], turn: 0 });
    g = act(g, { type: 'play', seat: 0, cards: ['8H', '8S'], call: 'D' });
    expect(snap(g).top).toBe('8S');
    expect(snap(g).call).toBe('D');
    expect(plays(g, 1)).toEqual(list('KD', 'KD KS'));
  });

  test("R13: an 8 as an ace's companion gives the call", () => {
    let g = setup({ hands: [['AC', '8C', '4D'], ['KH', 'KC'], ['TD']], discard: ['3C'], turn: 0 });
    g = act(g, { type: 'play', seat: 0, cards: ['AC', '8C'], call: 'H' });
    expect(snap(g).call).toBe('H');
    expect(plays(g, 1)).toEqual(list('KH', 'KH KC'));
  });

  test('R13: an 8 on an 8 replaces the call', () => {
    let g = act(seat4(['8D', '4H', 'KS']), { type: 'play', seat: SUZIE, cards: ['8H'], call: 'S' });
    g = act(g, { type: 'play', seat: LOUIS, cards: ['8D'], call: 'H' });
    expect(snap(g).call).toBe('H');
  });
});
