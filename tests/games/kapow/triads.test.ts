// K6, K8: what a position is worth and when a triad is complete, with the text's examples.
import { describe, expect, test } from 'vitest';
import { isComplete, stackValue } from '../../../src/games/kapow/engine';
import { at, downs, hand, play, pos, setup, triadOf } from './helpers';

const triad = (...cs: string[]) => {
  const g = setup({
    hands: [hand(cs, ['~3', '~4', '~5'], ['~3', '~4', '~5'], ['~3', '~4', '~5']), downs()],
    discard: ['5'],
    turn: 1,
  });
  return g.hands[0]?.[0] ?? [];
};

describe("K6 a position's value", () => {
  test.each([
    ['5', 5],
    ['P1', 1],
    ['P2', 2],
    ['0-P2', -2], // the text: "a -2 power under a 0 = -2 points"
    ['5-P2', 3], // the text: "modify ... 5 to a value of 3 or 7"
    ['5+P2', 7],
    ['12+P2+P1', 15],
    ['P2-P1', 1],
  ])('%s is worth %i', (code, value) => {
    const p = pos(code);
    if (p === null || 'down' in p) throw new Error('face up only');
    const card = (c: string) => (c === 'P1' ? 13 : c === 'P2' ? 14 : Number(c));
    expect(
      stackValue({
        card: card(p.up),
        mods: p.mods.map((m) => ({ card: card(m.card), sign: m.sign })),
      }),
    ).toBe(value);
  });
});

describe('K8 a complete triad', () => {
  test.each([
    [['7', '7', '7'], true], // three of a kind
    [['5', '6', '7'], true], // a run, ascending
    [['12', '11', '10'], true], // descending
    [['5', '7', '6'], false], // the text: 5,7,6 is not a run
    [['0-P2', '0-P1', '0'], true], // the run -2,-1,0 (a negative triad completes too)
    [['0-P1', '0-P1', '0-P1'], true], // a set of -1s
    [['12+P2', 'KW', 'KW'], false], // 14 needs wilds of 13 and 12 or 15, 16: outside 0-12
    [['12+P1', 'KW', 'KW'], true], // 13, 12, 11
    [['KW', 'KW', 'KW'], true],
    [['9', '9', 'KW'], true],
    [['9', 'KW', '11'], true],
    [['9', '9', '11'], false],
    [['KW', '6', '7'], true],
    [['5', 'KW', '7'], true],
    [['~7', '7', '7'], false], // face down never counts
  ])('%j complete: %s', (cs, done) => {
    expect(isComplete(triad(...cs))).toBe(done);
  });

  // The quick tips: "a triad with 9, 9, and 11 can be completed by drawing 9, 10, -2, or a KAPOW!"
  test.each([
    ['9', { type: 'replace', seat: 0, at: at(0, 2) }],
    ['10', { type: 'replace', seat: 0, at: at(0, 1) }],
    ['P2', { type: 'power', seat: 0, at: at(0, 2), sign: -1 }],
    ['KW', { type: 'replace', seat: 0, at: at(0, 2) }],
  ] as const)('K8, K13: 9, 9, 11 completes with a drawn %s, and goes to the pile', (card, move) => {
    const g = setup({
      hands: [
        hand(['9', '9', '11'], ['~3', '~4', '~5'], ['~3', '~4', '~5'], ['~3', '~4', '~5']),
        downs(),
      ],
      discard: ['5'],
      stock: [card],
      turn: 0,
    });
    let after = play(g, { type: 'draw', seat: 0, from: 'stock' }, move);
    // K12: a KAPOW! card in the triad may still be swapped within it; end the turn.
    if (after.stage === 'swap') after = play(after, { type: 'end', seat: 0 });
    expect(triadOf(after, 0, 0)).toEqual(['.', '.', '.']);
    expect(after.turn).toBe(1);
  });
});
