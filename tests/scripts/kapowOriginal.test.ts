// The yardstick (scripts/kapow-original.ts): the original game's own full Kai, written anew
// from its rules, plays only legal moves from its view and decides as its rules decide.
import { describe, expect, test } from 'vitest';
import { createOriginal, originalChoice } from '../../scripts/kapow-original';
import {
  type Action,
  actionsFor,
  applyAction,
  type Game,
  newGame,
  playerView,
} from '../../src/games/kapow/engine';
import { at, goingOut, hand, kapowSwapTable, play, setup } from '../games/kapow/helpers';

const choose = (g: Game) => originalChoice(playerView(g, g.turn), actionsFor(g, g.turn));

const idle = hand(
  ['~12', '~11', '~10'],
  ['~12', '~11', '~10'],
  ['~9', '~12', '~11'],
  ['~10', '~9', '~12'],
);

describe('the original Kai (a yardstick for the arena)', () => {
  test('plays whole rounds against itself with legal moves only (K14 aside: a cap)', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const made = newGame({ players: 2, seed });
      if (!made.ok) throw new Error(made.error.message);
      let g = made.value;
      const bots = [createOriginal(), createOriginal()];
      for (let i = 0; i < 3000 && g.phase === 'playing'; i++) {
        const legal = actionsFor(g, g.turn);
        const d = bots[g.turn]?.decide(playerView(g, g.turn), legal);
        expect(legal).toContainEqual(d?.action);
        const next = applyAction(g, d?.action as Action);
        if (!next.ok) throw new Error(next.error.message);
        g = next.value;
      }
    }
  });

  test('K9: reveals the middle card of its first two triads', () => {
    const made = newGame({ players: 2, seed: 3 });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    const first = choose(g);
    expect(first).toMatchObject({ type: 'reveal', at: at(0, 1) });
    g = play(g, first);
    expect(choose(g)).toMatchObject({ type: 'reveal', at: at(1, 1) });
  });

  test('K10: takes a discard that completes a triad, leaves a high one that helps nothing', () => {
    const mine = hand(
      ['5', '5', '~9'],
      ['~3', '~4', '~6'],
      ['~8', '~9', '~10'],
      ['~11', '~12', '~0'],
    );
    const base = { hands: [mine, idle], stock: ['12'], turn: 0 };
    expect(choose(setup({ ...base, discard: ['5'] }))).toEqual({
      type: 'draw',
      seat: 0,
      from: 'discard',
    });
    expect(choose(setup({ ...base, discard: ['12'] }))).toEqual({
      type: 'draw',
      seat: 0,
      from: 'stock',
    });
  });

  const drew = (mine: string[][], card: string) =>
    play(setup({ hands: [hand(...mine), idle], discard: ['12'], stock: [card], turn: 0 }), {
      type: 'draw',
      seat: 0,
      from: 'stock',
    });

  test('K11: completes a triad with the card it drew', () => {
    const g = drew(
      [
        ['5', '5', '9'],
        ['2', '3', '~4'],
        ['~1', '~1', '~1'],
        ['~0', '~0', '~0'],
      ],
      '5',
    );
    expect(choose(g)).toEqual({ type: 'replace', seat: 0, at: at(0, 2) });
  });

  test('K11: spreads an early KAPOW! card to the middle of a triad it has not looked into', () => {
    // Beside the 3 it would make a pair with no direct way to finish; a fresh triad's middle
    // gains the spread bonus, the wild card's middle bonus and buries it from the top.
    const g = drew(
      [
        ['3', '~1', '~2'],
        ['~3', '~4', '~6'],
        ['~8', '~9', '~10'],
        ['~11', '~12', '~0'],
      ],
      'KW',
    );
    expect(choose(g)).toEqual({ type: 'replace', seat: 0, at: at(1, 1) });
  });

  test('K11: builds a high card onto a neighbour it runs with rather than discard it', () => {
    const g = drew(
      [
        ['0', '1', '~2'],
        ['3', '~4', '~6'],
        ['~8', '9', '~10'],
        ['~11', '12', '~0'],
      ],
      '11',
    );
    expect(choose(g)).toEqual({ type: 'replace', seat: 0, at: at(3, 2) });
  });

  test('K11: a power card as a modifier that completes a set, the minus side', () => {
    const g = drew(
      [
        ['5', '7', '5'],
        ['~3', '~4', '~6'],
        ['~8', '~9', '~10'],
        ['~11', '~12', '~0'],
      ],
      'P2',
    );
    expect(choose(g)).toEqual({ type: 'power', seat: 0, at: at(0, 1), sign: -1 });
  });

  test('K12: swaps a KAPOW! card only to complete a triad', () => {
    const g = kapowSwapTable(idle);
    expect(g.stage).toBe('swap');
    const swap = choose(g);
    expect(swap.type).toBe('swap');
    const after = play(g, swap);
    // The 11 and the KAPOW! changed places: [5, 5, KW] is complete; nothing more is swapped.
    if (after.turn === 0 && after.stage === 'swap')
      expect(choose(after)).toEqual({ type: 'end', seat: 0 });
    else expect(after.hands[0]?.[1]).toEqual([null, null, null]);
  });

  test('K12: swaps a KAPOW! card for more ways to finish, burying it off the top', () => {
    const g = play(
      setup({
        hands: [
          hand(['KW', '~1', '~2'], ['5', '~3', '9'], ['~4', '~5', '~6'], ['~7', '~8', '~10']),
          idle,
        ],
        discard: ['12'],
        stock: ['0'],
        turn: 0,
      }),
      { type: 'draw', seat: 0, from: 'stock' },
      { type: 'replace', seat: 0, at: at(2, 0) },
    );
    // With the 9: [5, ?, KW] finishes with a 4, a 5 or a 6 (3 ways more, +6) and the KAPOW!
    // leaves the top (+4); with the 5 only the ways count (+6); 5 is the least it swaps for.
    expect(choose(g)).toEqual({ type: 'swap', seat: 0, a: at(0, 0), b: at(1, 2) });
  });

  test('K15, K18: does not go out above the estimate of its opponent; goes out when lower', () => {
    const out = goingOut;
    const low = [
      ['0', '1', '0'],
      ['.', '.', '.'],
      ['.', '.', '.'],
      ['.', '.', '.'],
    ];
    expect(choose(out(['12', '10', '~4'], low))).not.toEqual({
      type: 'replace',
      seat: 0,
      at: at(0, 2),
    });
    const high = [
      ['12', '10', '8'],
      ['11', '7', '~3'],
      ['9', '4', '12'],
      ['~6', '10', '5'],
    ];
    expect(choose(out(['0', '2', '~9'], high))).toEqual({ type: 'replace', seat: 0, at: at(0, 2) });
  });
});
