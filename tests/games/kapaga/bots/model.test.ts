/**
 * The expert's model of the table (src/games/kapaga/bots/model.ts): the move every seat makes in its
 * playouts. Always legal, and hard's main habits on tables where they decide the move.
 */
import { describe, expect, test } from 'vitest';
import { modelMove, pileCount } from '../../../../src/games/kapaga/bots/model';
import {
  fromSetup,
  type Game,
  newGame,
  PRESET_NAMES,
  type Setup,
} from '../../../../src/games/kapaga/engine';
import {
  applyInPlace,
  cloneGame,
  type Move,
  moveToAction,
  toMove,
} from '../../../../src/games/kapaga/engine/fast';

function table(s: Partial<Setup> & Pick<Setup, 'hands' | 'discard'>): Game {
  const g = fromSetup({ turn: 0, stock: ['2H', '4S', '6S', '9S', 'TS'], ...s });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

const move = (g: Game): Move => modelMove(g, pileCount(g, 150), { rng: 1 });
const said = (m: Move) => moveToAction(m);

describe('the playouts model', () => {
  test('every move it makes is legal, in whole rounds of every preset and table size', () => {
    let moves = 0;
    for (let k = 0; k < 60; k++) {
      const start = newGame({ players: 2 + (k % 5), seed: 300 + k, rules: PRESET_NAMES[k % 3] });
      if (!start.ok) throw new Error(start.error.message);
      const g = cloneGame(start.value);
      const count = pileCount(g, 150);
      const r = { rng: k };
      for (let step = 0; g.phase === 'playing' && step < 3000; step++) {
        const m = modelMove(g, count, r);
        expect(toMove(g, moveToAction(m)).ok).toBe(true);
        applyInPlace(g, m, false);
        moves++;
      }
      expect(g.phase).not.toBe('playing');
    }
    expect(moves).toBeGreaterThan(1000);
  });

  test('R23: it goes out when it can', () => {
    const g = table({
      hands: [
        ['7H', '7S'],
        ['KD', 'QD'],
        ['9C', '3S'],
      ],
      discard: ['7D'],
    });
    expect(said(move(g))).toMatchObject({
      type: 'play',
      cards: expect.arrayContaining(['7H', '7S']),
    });
  });

  test('R12: it answers a live 2 with its own 2 rather than drawing', () => {
    const g = table({
      hands: [
        ['2S', 'KH', '4H'],
        ['2D', '3D', '4D'],
        ['9C', '3S'],
      ],
      discard: ['7S'],
    });
    applyInPlace(g, { type: 'play', seat: 0, cards: [4], call: -1 }, false); // 2S: seat 1 owes 2
    expect(g.pending).toBe(2);
    expect(said(move(g))).toEqual({ type: 'play', seat: 1, cards: ['2D'] });
  });

  test('it sheds the card worth more when two match (R24: a king is 100, a three 5)', () => {
    const g = table({
      hands: [
        ['KH', '3H', '4C', '6C'],
        ['KD', 'QD'],
        ['9C', '3S'],
      ],
      discard: ['7H'],
    });
    expect(said(move(g))).toMatchObject({ type: 'play', cards: ['KH'] });
  });

  test('R13: it keeps its last 8 when that is its only play and its hand is long', () => {
    const g = table({
      hands: [
        ['8S', 'KD', '4C', '6C'],
        ['KS', 'QD'],
        ['9C', '3S'],
      ],
      discard: ['7H'],
    });
    expect(said(move(g))).toEqual({ type: 'draw', seat: 0 });
  });

  test('R13: an 8 calls the suit the rest of the hand holds most of', () => {
    const g = table({
      hands: [
        ['8S', 'KC', '4C'],
        ['KD', 'JD'],
        ['9C', '3S'],
      ],
      discard: ['7H'],
    });
    expect(said(move(g))).toEqual({ type: 'play', seat: 0, cards: ['8S'], call: 'C' });
  });

  test('R16: a 9 passes a costly hand on for a small one, and a cheap hand is kept', () => {
    // Seat 0 holds 700 points besides; seat 2, whose hand it would get, holds one card.
    const costly = table({
      hands: [['9H', '3H', '5S', 'QS', 'KC'], ['KD', 'QD', 'JD', 'TD'], ['4C']],
      discard: ['6H'],
    });
    expect(said(move(costly))).toMatchObject({ type: 'play', cards: ['9H'] });
    // A cheap hand, and seat 2 holds six cards: shed the 3 instead.
    const cheap = table({
      hands: [
        ['9H', '3H', '4C'],
        ['KD', 'QD', 'JD', 'TD'],
        ['4D', '5D', '6D', '7D', 'JC', 'QC'],
      ],
      discard: ['6H'],
    });
    expect(said(move(cheap))).toMatchObject({ type: 'play', cards: ['3H'] });
  });
});
