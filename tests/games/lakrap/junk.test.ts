// LAKRAP.md §6: outside data never throws. fromSetup, newGame, parseAction and applyAction
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
} from '../../../src/games/lakrap/engine';
import { DEEP_ARRAY, isResult, junkOf, put } from '../../junk';

const isResultOf = (r: { ok: boolean; error?: { message: unknown } }) => isResult(r, 200);
const junk = junkOf((x) => ({ hands: x }), 'AS');

/** A legal table: three seats at the exchange, every field given. */
const base = () => ({
  hands: [
    ['7H', 'AS', 'KD'],
    ['9D', 'AC', 'TC'],
    ['KS', 'AD', 'BL'],
  ],
  faceUp: [['7H'], ['9D'], ['KS']],
  teams: [0, 0, 2],
  indicators: ['JB', 'AC'],
  deck: ['8S', '8H'],
  dealer: 2,
  stage: 'exchange',
  turn: 0,
  tricks: [1, 2, 0],
  marriages: [0, 1, 0],
  scores: [3, -4, 0],
  round: 2,
  seed: 3,
  rules: { rounds: 3 },
});

const PATHS: (string | number)[][] = [
  [],
  ['hands'],
  ['hands', 0],
  ['hands', 1, 2],
  ['faceUp'],
  ['faceUp', 0],
  ['faceUp', 1, 0],
  ['teams'],
  ['teams', 2],
  ['indicators'],
  ['indicators', 0],
  ['indicators', 1],
  ['deck'],
  ['deck', 1],
  ['dealer'],
  ['stage'],
  ['turn'],
  ['tricks'],
  ['tricks', 0],
  ['marriages'],
  ['marriages', 1],
  ['scores'],
  ['scores', 1],
  ['round'],
  ['seed'],
  ['rules'],
  ['rules', 'rounds'],
  ['rules', '__proto__'],
];

describe('outside data never throws (La Krap engine)', () => {
  test('fromSetup: junk in any field of a setup, at any depth', () => {
    expect(fromSetup(base() as never).ok).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), junk, (path, x) => {
        const r = fromSetup(put(base(), path, x) as never);
        expect(isResultOf(r)).toBe(true);
        // Whatever a setup accepts offers an action.
        if (r.ok) expect(legalActions(r.value).length).toBeGreaterThan(0);
      }),
      { numRuns: 1500 },
    );
  });

  test.each([
    ['a card with its own toString', { toString: 1 }],
    ['a card 20,000 arrays deep', DEEP_ARRAY],
    ['a card that is no La Krap card', '5H'],
  ])('fromSetup refuses %s in a player’s words', (_, card) => {
    for (const path of [
      ['hands', 0, 1],
      ['indicators', 1],
      ['deck', 0],
    ]) {
      const r = fromSetup(put(base(), path, card) as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/is not a La Krap card/);
    }
  });

  test('fromSetup refuses a card placed more often than the deck has it', () => {
    const r = fromSetup({ ...base(), deck: ['BL'] } as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('The deck has only 1 of BL.');
  });

  test('newGame: junk in any field', () => {
    fc.assert(
      fc.property(junk, junk, junk, (a, b, c) => {
        expect(isResultOf(newGame(a as never))).toBe(true);
        expect(isResultOf(newGame({ players: a, seed: b, rules: c } as never))).toBe(true);
        expect(isResultOf(newGame({ players: 4, seed: 1, rules: { rounds: a } } as never))).toBe(
          true,
        );
      }),
      { numRuns: 500 },
    );
  });

  test('parseAction and applyAction: junk actions, and actions with junk in a field', () => {
    const made = newGame({ players: 4, seed: 4 });
    if (!made.ok) throw new Error(made.error.message);
    const g = made.value;
    const before = JSON.stringify(g);
    const shapes = [
      { type: 'exchange', seat: 0, cards: ['AS'] },
      { type: 'expose', seat: 0, cards: [] },
      { type: 'marriage', seat: 0, suit: 'H' },
      { type: 'play', seat: 0, card: 'AS' },
      { type: 'next-round' },
    ];
    fc.assert(
      fc.property(junk, fc.constantFrom(...shapes), fc.string(), (x, shape, key) => {
        expect(isResultOf(parseAction(x))).toBe(true);
        expect(isResultOf(applyAction(g, x))).toBe(true);
        for (const k of [...Object.keys(shape), key, '__proto__']) {
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
