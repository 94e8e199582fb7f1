// R23-R26: end of round, scoring, elimination, the end of the game.
import { describe, expect, test } from 'vitest';
import {
  act,
  acts,
  expectHands,
  hasAction,
  legalActions,
  playerView,
  reject,
  type Setup,
  setup,
  snap,
  withRest,
} from './helpers';

const STOCK = ['3C', '4C', '6C', 'TC', 'JC', 'QC', 'KC', '9C'];

/** Seat 0 goes out by playing `last` on 7H. */
function goOut(hands: string[][], last: string[], over: Partial<Setup> = {}) {
  const g = setup({ hands, discard: ['7H'], stock: STOCK, turn: 0, ...over });
  return act(g, { type: 'play', seat: 0, cards: last });
}

describe('R23 end of round', () => {
  test('R23: the round ends the moment a hand is empty', () => {
    const g = goOut([['3H'], ['KS', '4D'], ['QD']], ['3H']);
    const s = snap(g);
    expect(s.phase).toBe('round-over');
    expect(s.roundWinner).toBe(0);
    expect(s.hands[0]).toEqual([]);
    expect(hasAction(g, { type: 'next-round' })).toBe(true);
    reject(g, { type: 'draw', seat: 1 });
    reject(g, { type: 'play', seat: 1, cards: ['KS'] });
    expect(legalActions(g).filter((a) => a.type === 'play' || a.type === 'draw')).toEqual([]);
  });

  test('R23: going out with several cards at once', () => {
    const s = snap(goOut([['3H', '3S', '3D'], ['KS'], ['QD']], ['3H', '3S', '3D']));
    expect(s.phase).toBe('round-over');
    expect(s.roundWinner).toBe(0);
  });

  test('R23: a 2 as the last card: nobody draws', () => {
    const g = goOut([['2H'], ['KS', '4D'], ['QD']], ['2H']);
    const s = snap(g);
    expect(s.phase).toBe('round-over');
    expect(s.pending).toBe(0);
    expectHands(g, [[], ['KS', '4D'], ['QD']]);
    expect(s.scores).toEqual([0, 105, 100]);
  });

  test('R23: a 9 as the last card: no hands pass', () => {
    const g = goOut([['9H'], ['KS', '4D'], ['QD']], ['9H']);
    expectHands(g, [[], ['KS', '4D'], ['QD']]);
    expect(snap(g).scores).toEqual([0, 105, 100]);
  });

  test('R23: the 5 of spades and the 5 of clubs as the last cards: nobody draws, no hands pass', () => {
    const g = goOut([['5S', '5C'], ['KS', '4D'], ['QD']], ['5S', '5C'], { discard: ['5H'] });
    expectHands(g, [[], ['KS', '4D'], ['QD']]);
    expect(snap(g).phase).toBe('round-over');
  });

  test('R23: the Joker as the last card: nobody draws', () => {
    const g = goOut([['JK'], ['KS', '4D'], ['QD']], ['JK']);
    expectHands(g, [[], ['KS', '4D'], ['QD']]);
  });
});

describe('R24 card values', () => {
  test.each([
    ['3C', 5],
    ['4D', 5],
    ['5H', 5],
    ['5D', 5],
    ['5C', 5],
    ['6S', 5],
    ['9D', 5],
    ['TH', 10],
    ['JC', 100],
    ['QD', 100],
    ['KS', 100],
    ['7S', 150],
    ['2C', 200],
    ['AD', 300],
    ['8S', 300],
    ['5S', 500],
    ['JK', 600],
  ])('R24: %s left in hand scores %i', (card, value) => {
    const g = goOut([['3H'], [card as string]], ['3H'], { scores: [400, 1000], stock: [] });
    expect(snap(g).scores).toEqual([400, 1000 + (value as number)]);
  });

  test('R24: a hand scores the sum of its cards; the player who went out scores nothing', () => {
    const g = goOut([['3H'], ['JK', '5S', 'TH', '9D', 'KD'], ['AS', '8C', '2D']], ['3H'], {
      scores: [100, 200, 300],
    });
    expect(snap(g).scores).toEqual([100, 200 + 1215, 300 + 800]);
  });

  test('R24: the hands scored lie face up for every seat until the next deal, and no longer', () => {
    const hands = [['3H'], ['JK', '5S'], ['AS', '8C', '2D']];
    const g = goOut(hands, ['3H']);
    const left = [[], ['JK', '5S'], ['AS', '8C', '2D']];
    for (const seat of [0, 1, 2]) expect(playerView(g, seat).open).toEqual(left);
    const next = act(g, { type: 'next-round' });
    for (const seat of [0, 1, 2]) expect(playerView(next, seat).open).toBeUndefined();
  });
});

describe('R25 elimination', () => {
  test('R25: over 2000 at the end of the round is out; exactly 2000 resets to 0', () => {
    const g = goOut([['3H'], ['7S'], ['KS'], ['QD']], ['3H'], { scores: [0, 1900, 1900, 500] });
    const s = snap(g);
    expect(s.scores).toEqual([0, 2050, 0, 600]);
    expect(s.eliminated).toEqual([false, true, false, false]);
    expect(s.phase).toBe('round-over');
  });

  test('R25: exactScoreResets false: exactly 2000 stays and is not out', () => {
    const g = goOut([['3H'], ['KS'], ['QD']], ['3H'], {
      scores: [0, 1900, 0],
      rules: { exactScoreResets: false },
    });
    expect(snap(g).scores).toEqual([0, 2000, 100]);
    expect(snap(g).eliminated).toEqual([false, false, false]);
  });

  test('R25: eliminationScore sets the limit', () => {
    const g = goOut([['3H'], ['7S'], ['QD']], ['3H'], {
      scores: [0, 900, 0],
      rules: { eliminationScore: 1000 },
    });
    expect(snap(g).eliminated).toEqual([false, true, false]);
  });

  test('R25: penalties mid-round do not eliminate; the player who went out is judged too', () => {
    // Seat 0 (1950) recycles (+100 = 2050), stays in, later goes out and is then eliminated.
    let g = setup(
      withRest(
        {
          hands: [['3H'], ['KH', '4C'], []],
          discard: ['3S', '7H'],
          stock: [],
          turn: 0,
          scores: [1950, 0, 0],
        },
        2,
      ),
    );
    g = act(g, { type: 'draw', seat: 0 }); // recycles 3S and draws it; 3S is not playable on 7H
    let s = snap(g);
    expect(s.scores[0]).toBe(2050);
    expect(s.eliminated).toEqual([false, false, false]);
    expect(s.phase).toBe('playing');
    expect(s.turn).toBe(1);
    g = acts(g, { type: 'play', seat: 1, cards: ['KH'] }, { type: 'play', seat: 2, cards: ['QH'] });
    g = act(g, { type: 'play', seat: 0, cards: ['3H', '3S'] });
    s = snap(g);
    expect(s.roundWinner).toBe(0);
    expect(s.scores[0]).toBe(2050);
    expect(s.scores[1]).toBe(5);
    expect(s.eliminated[0]).toBe(true);
    expect(s.eliminated[1]).toBe(false);
    // seat 2 held the rest of the deck: far over 2000 too; seat 1 is the last one standing
    expect(s.eliminated[2]).toBe(true);
    expect(s.phase).toBe('game-over');
    expect(s.winners).toEqual([1]);
  });

  test('R25: a recycle penalty that lands exactly on 2000 is reset at the end of the round', () => {
    let g = setup(
      withRest(
        {
          hands: [['3H'], ['KH', '4C'], []],
          discard: ['3S', '7H'],
          stock: [],
          turn: 0,
          scores: [1900, 0, 0],
        },
        2,
      ),
    );
    g = acts(
      g,
      { type: 'draw', seat: 0 },
      { type: 'play', seat: 1, cards: ['KH'] },
      { type: 'play', seat: 2, cards: ['QH'] },
    );
    expect(snap(g).scores[0]).toBe(2000);
    g = act(g, { type: 'play', seat: 0, cards: ['3H', '3S'] });
    expect(snap(g).scores[0]).toBe(0);
    expect(snap(g).eliminated[0]).toBe(false);
  });
});

describe('R26 the end of the game', () => {
  test('R26: the last active player wins', () => {
    const g = goOut([['3H'], ['7S']], ['3H'], { scores: [0, 1900] });
    const s = snap(g);
    expect(s.eliminated).toEqual([false, true]);
    expect(s.phase).toBe('game-over');
    expect(s.winners).toEqual([0]);
    expect(hasAction(g, { type: 'next-round' })).toBe(false);
    reject(g, { type: 'next-round' });
  });

  test('R26: with two players still active the game goes on', () => {
    const g = goOut([['3H'], ['7S'], ['KD']], ['3H'], { scores: [0, 1900, 0] });
    expect(snap(g).phase).toBe('round-over');
    expect(snap(g).winners).toEqual([]);
    const s = snap(act(g, { type: 'next-round' }));
    expect(s.phase).toBe('playing');
    expect(s.eliminated).toEqual([false, true, false]);
    expect(s.hands[1]).toEqual([]);
    expect(s.scores).toEqual([0, 2050, 100]);
  });

  test.each([
    { scores: [2050, 1950, 1990], hands: [['3H'], ['KS'], ['7S']], winners: [0, 1] },
    { scores: [2050, 1950, 1990], hands: [['3H'], ['7S'], ['KS']], winners: [0] },
    { scores: [2100, 1950, 1995], hands: [['3H'], ['KS'], ['TS']], winners: [2] },
  ])(
    'R26: all the last players out in the same round: lowest totals share the win ($scores, $hands -> $winners)',
    ({ scores, hands, winners }) => {
      const g = goOut(hands, ['3H'], { scores });
      const s = snap(g);
      expect(s.eliminated).toEqual([true, true, true]);
      expect(s.phase).toBe('game-over');
      expect([...s.winners].sort()).toEqual(winners);
    },
  );
});
