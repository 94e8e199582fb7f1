// CAPIT.md section 5: outside data never throws. fromSetup, newGame, parseAction and
// applyAction answer any JSON value in any field (own toString/valueOf, __proto__ keys,
// deep nesting, huge arrays, every JSON type) with a Result, a refusal in a player's words.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  fromSetup,
  legalActions,
  newGame,
  parseAction,
} from '../../../src/games/capit/engine';
import { DEEP_ARRAY, isResult, junkOf, put } from '../../junk';
import { play, setup } from './helpers';

const junk = junkOf((x) => ({ kind: 'set', cards: x }), '7H');

const base = () => ({
  hands: [
    ['7S', '7H', 'JK', '3C', '4C'],
    ['8S', '9S', 'TS'],
    ['2D', 'KD', 'KH'],
    ['AS', 'AH', 'QC'],
  ],
  discard: ['5D'],
  stock: ['6H', '6C'],
  table: [{ owner: 1, kind: 'run', cards: ['5H', '6H', 'JK'] }],
  down: [false, true, false, false],
  turn: 0,
  dealer: 3,
  round: 1,
  stage: 'draw',
  scores: [0, 0, 0, 0],
  seed: 3,
  rules: {
    rounds: 3,
    turnLimit: 12,
    contracts: [
      [{ kind: 'set', length: 3 }],
      [{ kind: 'run', length: 3 }],
      [{ kind: 'set', length: 4 }],
    ],
  },
});

const PATHS: (string | number)[][] = [
  [],
  ['hands'],
  ['hands', 0],
  ['hands', 0, 1],
  ['discard'],
  ['discard', 0],
  ['stock'],
  ['stock', 1],
  ['table'],
  ['table', 0],
  ['table', 0, 'owner'],
  ['table', 0, 'kind'],
  ['table', 0, 'cards'],
  ['table', 0, 'cards', 2],
  ['down'],
  ['down', 1],
  ['turn'],
  ['dealer'],
  ['round'],
  ['stage'],
  ['scores'],
  ['scores', 1],
  ['seed'],
  ['rules'],
  ['rules', 'turnLimit'],
  ['rules', 'contracts'],
  ['rules', 'contracts', 0],
  ['rules', 'contracts', 0, 0],
  ['rules', 'contracts', 0, 0, 'length'],
  ['rules', '__proto__'],
];

describe('outside data never throws (Cap-It engine)', () => {
  test('fromSetup: junk in any field of a setup, at any depth', () => {
    expect(fromSetup(base() as never).ok).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), junk, (path, x) => {
        expect(isResult(fromSetup(put(base(), path, x) as never))).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  test.each([
    ['a card with its own toString', { toString: 1 }],
    ['a card 20,000 arrays deep', DEEP_ARRAY],
    ['a card as "10H"', '10H'],
  ])('fromSetup refuses %s in a player’s words', (_, card) => {
    for (const path of [
      ['hands', 0, 1],
      ['discard', 0],
      ['table', 0, 'cards', 1],
    ]) {
      const r = fromSetup(put(base(), path, card) as never);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.message).toMatch(
          /is not a card: cards are written 7H, TS, AS, and JK for a joker\.$/,
        );
    }
  });

  test.each([
    [
      'a seat with no card',
      ['hands', 1],
      [],
      'Every player holds at least one card: one with none has gone out.',
    ],
    ['a table meld that is no meld', ['table', 0, 'cards'], ['5H', '7H', 'JK'], /no meld/],
    ['a turn that is no seat', ['turn'], 4, 'The seat to play must be one of the seats.'],
    ['a dealer that is no seat', ['dealer'], -1, 'The dealer must be one of the seats.'],
    ['an owner that is no seat', ['table', 0, 'owner'], 9, 'A meld’s owner is one of the seats.'],
    [
      'a draw with no discard pile',
      ['discard'],
      [],
      'A seat about to draw needs a discard pile to take from (C11).',
    ],
    ['a round past the rules’ rounds', ['round'], 4, 'The round is a whole number from 1 to 3.'],
    ['three players', ['hands'], [['7S'], ['8S'], ['9S']], 'Cap-It is for 4 to 6 players.'],
    [
      'more copies than the decks hold',
      ['stock'],
      ['JK', 'JK', 'JK'],
      'The decks hold only 4 of JK (C1).',
    ],
  ])('fromSetup refuses %s', (_, path, value, message) => {
    const r = fromSetup(put(base(), path as (string | number)[], value) as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  test('newGame: junk in any field', () => {
    fc.assert(
      fc.property(junk, junk, junk, (a, b, c) => {
        expect(isResult(newGame(a as never))).toBe(true);
        expect(isResult(newGame({ players: a, seed: b, rules: c } as never))).toBe(true);
        expect(isResult(newGame({ players: 4, seed: 1, rules: { contracts: a } } as never))).toBe(
          true,
        );
      }),
      { numRuns: 500 },
    );
  });

  test('parseAction and applyAction: junk actions, and actions with junk in a field', () => {
    const g = play(setup(base() as never), { type: 'take', seat: 0 });
    const before = JSON.stringify(g);
    const shapes = [
      { type: 'take', seat: 0 },
      { type: 'meld', seat: 0, melds: [{ kind: 'set', cards: ['7S', '7H', 'JK'] }] },
      { type: 'layoff', seat: 0, card: '4C', meld: 0, end: 'high' },
      {
        type: 'free',
        seat: 0,
        card: '7H',
        meld: 0,
        index: 2,
        to: { kind: 'set', cards: ['7S', 'JK', 'JK'] },
      },
      { type: 'discard', seat: 0, card: '3C' },
      { type: 'next-round' },
    ];
    fc.assert(
      fc.property(junk, fc.constantFrom(...shapes), fc.string(), (x, shape, key) => {
        expect(isResult(parseAction(x))).toBe(true);
        expect(isResult(applyAction(g, x))).toBe(true);
        for (const k of [...Object.keys(shape), key, 'melds', 'to', '__proto__']) {
          const a = put(structuredClone(shape), [k], x);
          expect(isResult(parseAction(a))).toBe(true);
          expect(isResult(applyAction(g, a))).toBe(true);
        }
        const deepMeld = structuredClone(shapes[1]) as { melds: { cards: unknown[] }[] };
        put(deepMeld.melds[0] as never, ['cards'], x);
        expect(isResult(applyAction(g, deepMeld))).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(JSON.stringify(g)).toBe(before);
    expect(legalActions(g).length).toBeGreaterThan(0);
  });
});
