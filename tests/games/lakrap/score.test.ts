// LAKRAP.md L15-L16: squares, marriages, times opponents, times multipliers; the match.
import { describe, expect, test } from 'vitest';
import { applyAction, newGame, snapshot } from '../../../src/games/lakrap/engine';
import { act, plays, setup } from './helpers';

/** The book's worked example at its last trick: seat 2 wins it for tricks [2,1,3,1]. */
const example = (indicators: string[], more = {}) =>
  setup({
    hands: [['7H'], ['9D'], ['AS'], ['8S']],
    teams: [0, 0, 2, 3],
    indicators,
    dealer: 1,
    stage: 'lead',
    turn: 2,
    tricks: [2, 1, 2, 1],
    marriages: [0, 0, 1, 0],
    ...more,
  });

describe('L15: the score', () => {
  test('L15: the worked example: teams {0,1}, {2}, {3}, tricks [2,1,3,1], one marriage', () => {
    const g = plays(example(['KC']), 'AS', '8S', '7H', '9D');
    const s = snapshot(g);
    expect(s.tricks).toEqual([2, 1, 3, 1]);
    expect(s.roundScores).toEqual([10, 10, 42, 3]);
    expect(s.scores).toEqual([10, 10, 42, 3]);
    expect(s.phase).toBe('round-over');
  });

  test('L15: in a null game all points are negative (a marriage -5 too)', () => {
    const g = plays(example(['9C']), 'AS', '8S', '7H', '9D');
    expect(snapshot(g).roundScores).toEqual([-10, -10, -42, -3]);
  });

  test('L5, L15: a black joker turned as well doubles it; a red one quadruples', () => {
    const g = plays(example(['JB', '9C']), 'AS', '8S', '7H', '9D');
    expect(snapshot(g).roundScores).toEqual([-20, -20, -84, -6]);
    const r = plays(example(['JR', 'JB', 'KC']), 'AS', '8S', '7H', '9D');
    expect(snapshot(r).roundScores).toEqual([80, 80, 336, 24]);
  });

  test('L4, L15: no teams: each seat is a team of one, times n - 1', () => {
    const g = plays(example(['KC'], { teams: [0, 1, 2, 3] }), 'AS', '8S', '7H', '9D');
    expect(snapshot(g).roundScores).toEqual([4 * 3, 1 * 3, (9 + 5) * 3, 1 * 3]);
  });

  test('L5, L15: the sheet turned: no teams, a null game', () => {
    const g = setup({
      hands: [['7H'], ['9D'], ['AS']],
      faceUp: [['7H'], ['9D'], ['AS']],
      indicators: ['BL'],
      dealer: 1,
      stage: 'lead',
      tricks: [3, 1, 2],
    });
    const s = snapshot(plays(g, 'AS', '7H', '9D'));
    expect(s.teams).toEqual([0, 1, 2]);
    expect(s.roundScores).toEqual([-9 * 2, -1 * 2, -9 * 2]);
  });

  test('L14, L15: a marriage shown in play scores 5 for the team', () => {
    let g = setup({
      hands: [
        ['AS', 'KH', 'QH'],
        ['KS', '7D', '8D'],
        ['7S', '8H', '9H'],
      ],
      teams: [0, 1, 1],
      indicators: ['AC'],
      dealer: 2,
      stage: 'lead',
      tricks: [2, 1, 1],
    });
    g = plays(g, 'AS', 'KS', '7S');
    g = act(g, { type: 'marriage', seat: 0, suit: 'H' });
    g = plays(g, 'KH', '7D', '8H', 'QH', '8D', '9H');
    const s = snapshot(g);
    expect(s.tricks).toEqual([5, 1, 1]);
    expect(s.roundScores).toEqual([(25 + 5) * 2, 2 * 1, 2 * 1]);
  });
});

describe('L16: the match', () => {
  test('L16: rounds default to 2 x players, 1 to 100', () => {
    for (const players of [3, 4, 5, 6]) {
      const g = newGame({ players, seed: 1 });
      expect(g.ok && g.value.rules.rounds).toBe(2 * players);
    }
    expect(newGame({ players: 4, seed: 1, rules: { rounds: 0 } }).ok).toBe(false);
    expect(newGame({ players: 4, seed: 1, rules: { rounds: 101 } }).ok).toBe(false);
    expect(newGame({ players: 4, seed: 1, rules: { rounds: 100 } }).ok).toBe(true);
  });

  test('L16: the last round ends the match at once; ties share the win; the deal passes left', () => {
    const last = plays(
      example(['KC'], { rules: { rounds: 2 }, round: 2, scores: [32, 0, 0, 39] }),
      'AS',
      '8S',
      '7H',
      '9D',
    );
    const s = snapshot(last);
    expect(s.phase).toBe('game-over');
    expect(s.scores).toEqual([42, 10, 42, 42]);
    expect(s.winners).toEqual([0, 2, 3]);
    const mid = plays(example(['KC'], { rules: { rounds: 2 } }), 'AS', '8S', '7H', '9D');
    const next = applyAction(mid, { type: 'next-round' });
    expect(next.ok && snapshot(next.value).dealer).toBe(2);
    expect(next.ok && snapshot(next.value).round).toBe(2);
    expect(next.ok && snapshot(next.value).scores).toEqual([10, 10, 42, 3]);
    expect(next.ok && snapshot(next.value).roundScores).toBeNull();
  });
});

test('L15: no tricks and no marriage in a null game score 0 (not -0)', () => {
  const g = plays(
    example(['9C'], { tricks: [0, 1, 5, 0], marriages: [0, 0, 0, 0] }),
    'AS',
    '8S',
    '7H',
    '9D',
  );
  expect(Object.is(snapshot(g).roundScores?.[3], 0)).toBe(true);
});
