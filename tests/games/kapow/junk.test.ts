// KAPOW.md §6: outside data never throws. fromSetup, newGame, parseAction and applyAction
// answer any JSON value in any field (own toString/valueOf, __proto__ keys, deep nesting,
// huge arrays, every JSON type) with a Result, a refusal in a player's words.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  fromSetup,
  legalActions,
  newGame,
  parseAction,
} from '../../../src/games/kapow/engine';
import { DEEP_ARRAY, isResult, junkOf, put } from '../../junk';
import { downs, hand } from './helpers';

const isResultOf = (r: { ok: boolean; error?: { message: unknown } }) => isResult(r, 200);
const junk = junkOf((x) => ({ up: x, mods: [] }), '0');

/** A legal table: two seats, face-down cards, a discard. */
const base = () => ({
  hands: [
    hand(['KW', '~1', '3+P1'], ['~4', '~5', '~6'], ['~7', '~8', '~9'], ['.', '.', '.']),
    downs(),
  ],
  discard: ['5'],
  stock: ['6', 'P2'],
  turn: 0,
  round: 1,
  scores: [0, 0],
  seed: 3,
  rules: { rounds: 3, turnLimit: 2 },
});

/** Where junk may go in a setup: every field, at every depth. */
const PATHS: (string | number)[][] = [
  [],
  ['hands'],
  ['hands', 0],
  ['hands', 1, 2],
  ['hands', 0, 0, 0],
  ['hands', 0, 0, 0, 'up'],
  ['hands', 0, 0, 2, 'mods'],
  ['hands', 0, 0, 2, 'mods', 0],
  ['hands', 0, 0, 2, 'mods', 0, 'card'],
  ['hands', 0, 0, 2, 'mods', 0, 'sign'],
  ['hands', 0, 1, 1, 'down'],
  ['discard'],
  ['discard', 0],
  ['stock'],
  ['stock', 1],
  ['turn'],
  ['stage'],
  ['revealsLeft'],
  ['round'],
  ['scores'],
  ['scores', 1],
  ['seed'],
  ['rules'],
  ['rules', 'turnLimit'],
  ['rules', 'rounds'],
  ['rules', '__proto__'],
];

/** A Result, and a refusal says something a person can read. */

describe('outside data never throws (KAPOW! engine)', () => {
  test('fromSetup: junk in any field of a setup, at any depth', () => {
    expect(fromSetup(base() as never).ok).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), junk, (path, x) => {
        expect(isResultOf(fromSetup(put(base(), path, x) as never))).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  test.each([
    ['a card with its own toString', { toString: 1 }],
    ['a card 20,000 arrays deep', DEEP_ARRAY],
    ['a card as an object with its own valueOf', { valueOf: 7 }],
  ])('fromSetup refuses %s in a player’s words', (_, card) => {
    for (const path of [
      ['hands', 0, 1, 1, 'down'],
      ['hands', 0, 0, 0, 'up'],
      ['discard', 0],
    ]) {
      const r = fromSetup(put(base(), path, card) as never);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.message).toBe(
          'That is not a KAPOW! card: cards are 0 to 12, P1, P2 and KW.',
        );
    }
  });

  test('newGame: junk in any field', () => {
    fc.assert(
      fc.property(junk, junk, junk, (a, b, c) => {
        expect(isResultOf(newGame(a as never))).toBe(true);
        expect(isResultOf(newGame({ players: a, seed: b, rules: c } as never))).toBe(true);
        expect(isResultOf(newGame({ players: 2, seed: 1, rules: { turnLimit: a } } as never))).toBe(
          true,
        );
      }),
      { numRuns: 500 },
    );
  });

  test('parseAction and applyAction: junk actions, and actions with junk in a field', () => {
    const made = newGame({ players: 3, seed: 4, rules: { firstTurnReveals: 0 } });
    if (!made.ok) throw new Error(made.error.message);
    const g = made.value;
    const before = JSON.stringify(g);
    const shapes = [
      { type: 'draw', seat: 0, from: 'stock' },
      { type: 'replace', seat: 0, at: { triad: 0, pos: 0 } },
      { type: 'power', seat: 0, at: { triad: 0, pos: 0 }, sign: 1, base: 'held' },
      { type: 'swap', seat: 0, a: { triad: 0, pos: 0 }, b: { triad: 1, pos: 0 } },
      { type: 'next-round' },
    ];
    fc.assert(
      fc.property(junk, fc.constantFrom(...shapes), fc.string(), (x, shape, key) => {
        expect(isResultOf(parseAction(x))).toBe(true);
        expect(isResultOf(applyAction(g, x))).toBe(true);
        for (const k of [...Object.keys(shape), key, 'at', '__proto__']) {
          const a = put(structuredClone(shape), [k], x);
          expect(isResultOf(parseAction(a))).toBe(true);
          expect(isResultOf(applyAction(g, a))).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
    expect(JSON.stringify(g)).toBe(before);
  });
});

describe('a setup never dead-ends (K11, K15)', () => {
  test('a seat with no card left is refused: taking the discard would leave it no action', () => {
    const gone = hand(['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.']);
    for (const [hands, turn] of [
      [[gone, downs()], 0],
      [[downs(), gone], 0],
      [[downs(), downs(['6', '7', '8']), gone], 1],
    ] as const) {
      const r = fromSetup({ hands: [...hands], discard: ['5'], turn });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.message).toBe(
          'Every player holds at least one card: one with none has gone out.',
        );
    }
  });

  test('every table a setup accepts has a legal action at every step of random play', () => {
    // One card left anywhere is enough: a card in hand may always be replaced (K11).
    const one = hand(['.', '.', '.'], ['~4', '~4', '~4'], ['.', '.', '.'], ['.', '.', '.']);
    for (let seed = 0; seed < 40; seed++) {
      const made = fromSetup({
        hands: [one, seed % 2 ? one : downs(), downs(['6', '7', '8'])],
        discard: ['5'],
        turn: seed % 3,
        seed,
        rules: { discardTakenCard: seed % 4 === 0 },
      });
      if (!made.ok) throw new Error(made.error.message);
      let g = made.value;
      for (let i = 0; i < 400 && g.phase === 'playing'; i++) {
        const legal = legalActions(g);
        expect(legal.length).toBeGreaterThan(0);
        // Take the discard whenever allowed: the move that dead-ended before.
        const a =
          legal.find((x) => x.type === 'draw' && x.from === 'discard') ??
          legal[(seed + i) % legal.length];
        const next = applyAction(g, a);
        if (!next.ok) throw new Error(next.error.message);
        g = next.value;
      }
    }
  });
});
