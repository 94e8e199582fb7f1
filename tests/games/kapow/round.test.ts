// K13-K19: discards at the end of a turn, empty piles, going out, final turns, scoring.
import { describe, expect, test } from 'vitest';
import {
  doubling,
  legalActions,
  newGame,
  playerView,
  snapshot,
} from '../../../src/games/kapow/engine';
import { doublingWords } from '../../../src/games/kapow/scoreWords';
import { at, downs, hand, play, setup, triadOf } from './helpers';

const draw = (seat: number, from: 'stock' | 'discard' = 'stock') =>
  ({ type: 'draw', seat, from }) as const;
const GONE = ['.', '.', '.'];

describe('K13 complete triads go to the pile', () => {
  test('completing [4, 3 with P2(+), 6] leaves the pile ending 6, P2, 3, 4', () => {
    const g = setup({
      hands: [
        hand(['4', '3+P2', '~9'], ['~3', '~4', '~5'], ['~3', '~4', '~5'], ['~3', '~4', '~5']),
        downs(),
      ],
      discard: ['5'],
      stock: ['6'],
      turn: 0,
    });
    const after = play(g, draw(0), { type: 'replace', seat: 0, at: at(0, 2) });
    expect(snapshot(after).discard.slice(-5)).toEqual(['9', '6', 'P2', '3', '4']);
    expect(triadOf(after, 0, 0)).toEqual(GONE);
  });

  test('a negative triad that completes is discarded too (the text: avoid it)', () => {
    const g = setup({
      hands: [
        hand(['0-P2', '0-P1', '~7'], ['~3', '~4', '~5'], ['~3', '~4', '~5'], ['~3', '~4', '~5']),
        downs(),
      ],
      discard: ['5'],
      stock: ['0'],
      turn: 0,
    });
    expect(triadOf(play(g, draw(0), { type: 'replace', seat: 0, at: at(0, 2) }), 0, 0)).toEqual(
      GONE,
    );
  });
});

/** Seat 0 with [~x, 12, 12] and the rest face up; seat 1 face up, worth `other`. */
function goingOut(
  other: string[][],
  mine = [
    ['~5', '12', '12'],
    ['1', '1', '3'],
    ['0', '0', '4'],
    ['0', '0', '5'],
  ],
  rules = {},
) {
  return setup({
    rules,
    hands: [hand(...mine), hand(...other)],
    discard: ['9'],
    stock: ['12', '0'],
    turn: 0,
  });
}

describe('K15-K18 going out, final turns and the doubling', () => {
  test("K15: completing the last face-down card's triad goes out; K16: the other seat gets one final turn", () => {
    const g = play(
      goingOut([
        ['8', '8', '~1'],
        ['6', '6', '2'],
        ['7', '7', '3'],
        ['9', '10', '5'],
      ]),
      draw(0),
      {
        type: 'replace',
        seat: 0,
        at: at(0, 0),
      },
    );
    expect(triadOf(g, 0, 0)).toEqual(GONE);
    expect(g.wentOut).toBe(0);
    // K16: seat 1's face-down 1 is turned up before its draw.
    expect(triadOf(g, 1, 0)).toEqual(['8', '8', '1']);
    expect(g.turn).toBe(1);
    expect(g.finalTurns).toEqual([false, false]);
    const end = play(g, draw(1), { type: 'replace', seat: 1, at: at(0, 2) });
    expect(end.phase).toBe('round-over');
    // Seat 0: 1+1+3 + 4 + 5 = 14; seat 1: 8+8+0 + 14 + 17 + 24 = 71: seat 0 lowest, not doubled.
    expect(end.roundScores).toEqual([14, 71]);
    expect(end.doubled).toBe(false);
  });

  test('K16: a final-turn reveal that completes a triad discards it before the draw', () => {
    const g = play(
      goingOut([
        ['7', '7', '~7'],
        ['0', '1', '~2'],
        ['6', '6', '3'],
        ['9', '10', '5'],
      ]),
      draw(0),
      {
        type: 'replace',
        seat: 0,
        at: at(0, 0),
      },
    );
    expect(triadOf(g, 1, 0)).toEqual(GONE);
    expect(triadOf(g, 1, 1)).toEqual(GONE);
    expect(snapshot(g).discard.at(-1)).toBe('0'); // the top of the last triad discarded
    expect(g.stage).toBe('draw');
  });

  // K18's examples: raw 10 against 10 scores 20; 9 against 10 scores 9; -3 against -5 scores -3.
  test.each([
    [[['0', '0', '10']], [['0', '0', '10']], 20],
    [[['0', '0', '9']], [['0', '0', '10']], 9],
    [[['0-P2', '0', '0-P1']], [['0-P2', '0-P2', '0-P1']], -3],
  ])('K18: the first out, %j against %j, scores %i', (mine, theirs, score) => {
    const pad = (t: string[][]) => [...t, ['.', '.', '.'], ['.', '.', '.'], ['~5', '11', '11']];
    const g = setup({
      hands: [
        hand(...pad(mine)),
        hand(...theirs, ['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.']),
      ],
      discard: ['9'],
      stock: ['11', '0'],
      turn: 0,
    });
    const out = play(g, draw(0), { type: 'replace', seat: 0, at: at(3, 0) });
    expect(out.wentOut).toBe(0);
    const end = play(out, draw(1), { type: 'discard', seat: 1 });
    expect(end.roundScores?.[0]).toBe(score);
    expect(end.doubled).toBe(score === 20);
  });

  test('K18 off (goingOutPenalty none): never doubled', () => {
    const g = setup({
      rules: { goingOutPenalty: 'none' },
      hands: [
        hand(['0', '0', '10'], ['.', '.', '.'], ['.', '.', '.'], ['~5', '11', '11']),
        hand(['0', '0', '10'], ['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.']),
      ],
      discard: ['9'],
      stock: ['11', '0'],
      turn: 0,
    });
    const end = play(g, draw(0), { type: 'replace', seat: 0, at: at(3, 0) }, draw(1), {
      type: 'discard',
      seat: 1,
    });
    expect(end.roundScores).toEqual([10, 10]);
  });

  test('K17: a KAPOW! card left in a hand counts 25 and nothing else', () => {
    const g = setup({
      hands: [
        hand(['0', '0', '1'], ['.', '.', '.'], ['.', '.', '.'], ['~5', '11', '11']),
        hand(['KW', '5', '9'], ['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.']),
      ],
      discard: ['9'],
      stock: ['11', '0'],
      turn: 0,
    });
    const last = play(g, draw(0), { type: 'replace', seat: 0, at: at(3, 0) }, draw(1), {
      type: 'discard',
      seat: 1,
    });
    // Its KAPOW! card could still be swapped: the seat ends its turn.
    expect(last.stage).toBe('swap');
    const end = play(last, { type: 'end', seat: 1 });
    expect(end.roundScores).toEqual([1, 39]);
  });
});

describe('K14 empty piles', () => {
  test('an empty draw pile is refilled from the discard pile but its top', () => {
    const g = setup({
      hands: [downs(), downs(['6', '7', '8'])],
      discard: ['1', '2', '3'],
      stock: ['4'],
      turn: 0,
    });
    // Every card not placed lies below the given stock: empty it by hand.
    g.stock = [4];
    const after = play(g, draw(0), { type: 'discard', seat: 0 });
    expect(after.turn).toBe(1);
    expect(after.discard).toEqual([4]);
    expect([...after.stock].sort()).toEqual([1, 2, 3]);
  });

  test('with one card to be had it must be taken and kept; with none the round ends, nobody doubled', () => {
    const g = setup({
      hands: [
        hand(['P1', '~9', '~9'], ['~3', '~4', '~5'], ['~3', '~4', '~5'], ['~3', '~4', '~5']),
        downs(),
      ],
      discard: ['P2'],
      turn: 0,
      rules: { discardTakenCard: true },
    });
    g.stock = [];
    expect(legalActions(g)).toEqual([{ type: 'draw', seat: 0, from: 'discard' }]);
    const a = play(g, draw(0, 'discard'));
    // Taken because nothing else could be: kept, whatever discardTakenCard says.
    expect(legalActions(a).some((x) => x.type === 'discard')).toBe(false);
    const b = play(a, { type: 'power', seat: 0, at: at(0, 0), sign: 1 });
    // Seat 1 comes to draw with both piles empty: the round is scored at once.
    expect(b.phase).toBe('round-over');
    expect(b.roundScores).toEqual([3 + 18 + 36, 4 * 33]);
    expect(b.doubled).toBe(false);
  });
});

describe('K14 the turn limit (ruling 2026-12-01)', () => {
  const discard = (seat: number) => ({ type: 'discard', seat }) as const;

  test('two seats that keep a negative triad and discard every draw end after 50 turns each', () => {
    const g = setup({
      hands: [
        hand(['0-P2', '0-P1', '~5'], ['~3', '~4', '~6'], ['~8', '~9', '~10'], GONE),
        hand(['0-P2', '0-P1', '~7'], ['~3', '~4', '~6'], ['~8', '~9', '~10'], GONE),
      ],
      discard: ['12'],
      turn: 0,
    });
    expect(g.rules.turnLimit).toBe(50);
    let cur = g;
    for (let t = 0; t < 99; t++) cur = play(cur, draw(cur.turn), discard(cur.turn));
    // 99 turns: seat 1 still has its 50th to play (the draw pile was refilled on the way).
    expect([cur.phase, cur.turn, cur.turnsPlayed]).toEqual(['playing', 1, 99]);
    const end = play(cur, draw(1), discard(1));
    expect([end.phase, end.turnsPlayed]).toEqual(['round-over', 100]);
    // Scored as it stands (K17): -2 - 1 and the face-down cards; nobody doubled (K18).
    expect(end.roundScores).toEqual([-3 + 5 + 13 + 27, -3 + 7 + 13 + 27]);
    expect(end.doubled).toBe(false);
    expect(doubling(playerView(end, 0))).toBe('turn-limit');
    expect(doublingWords(playerView(end, 0), { names: ['Kai', 'Ada'], you: 0 })).toBe(
      'Everyone has had 50 turns: the round ended there and nobody is doubled.',
    );
    // K7: nobody went out, so the next round starts with the seat after the starter.
    expect(play(end, { type: 'next-round' }).turn).toBe(1);
  });

  test('turnLimit 1: the round ends as the last seat ends its first turn', () => {
    const g = setup({
      rules: { turnLimit: 1 },
      hands: [downs(), downs(['6', '7', '8']), downs(['3', '4', '5'])],
      discard: ['1'],
      turn: 2,
    });
    const two = play(g, draw(2), discard(2), draw(0), discard(0));
    expect([two.phase, two.turn]).toEqual(['playing', 1]);
    const end = play(two, draw(1), discard(1));
    expect(end.phase).toBe('round-over');
    expect(end.roundScores).toEqual([4 * 33, 4 * 21, 4 * 12]);
  });

  test('reached as a seat goes out: the final turns owed are lost, and it is not doubled', () => {
    const g = setup({
      rules: { turnLimit: 1 },
      hands: [hand(['~0', '~0', '~3'], GONE, GONE, GONE), hand(['5', '~5', '5'], GONE, GONE, GONE)],
      discard: ['1'],
      stock: ['9', '12'],
      turn: 0,
    });
    const mid = play(g, draw(0), discard(0), draw(1));
    // Seat 1 goes out with 22 against 3 (K15): doubled, were the round to go on (K18).
    const end = play(mid, { type: 'replace', seat: 1, at: at(0, 1) });
    expect([end.phase, end.wentOut, end.turnsPlayed]).toEqual(['round-over', 1, 2]);
    // Seat 0's final turn is lost: its cards are still face down, and count as they are.
    expect(triadOf(end, 0, 0)).toEqual(['~0', '~0', '~3']);
    expect(end.roundScores).toEqual([3, 22]);
    expect(end.doubled).toBe(false);
    expect(doubling(playerView(end, 0))).toBe('turn-limit');
  });
});

describe('K7, K19 rounds and the match', () => {
  test('the next round starts with the first seat out; ten rounds; lowest total wins', () => {
    const g = newGame({ players: 3, seed: 7 });
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    expect(snapshot(g.value).hands.map((h) => h.flat().length)).toEqual([12, 12, 12]);
    expect(snapshot(g.value).discard).toHaveLength(1);
    expect(snapshot(g.value).stock).toHaveLength(118 - 36 - 1);
  });
});
