// §9: fromSetup errors, Setup defaults, illegal actions leave the game as it was, playerView.
import { describe, expect, test } from 'vitest';
import {
  type Action,
  act,
  allCards,
  applyAction,
  deck,
  fromSetup,
  legalActions,
  playerView,
  reject,
  type Setup,
  setup,
  snap,
  sorted,
} from './helpers';

const base: Setup = {
  hands: [
    ['3H', '4D'],
    ['5D', '6D'],
    ['TC', 'JC'],
  ],
  discard: ['KH'],
  stock: ['QS', '2C'],
  turn: 0,
};

describe('§9 fromSetup errors', () => {
  test.each([
    { why: 'an unknown card', s: { ...base, hands: [['ZZ', '4D'], ['5D'], ['TC']] }, names: 'ZZ' },
    { why: 'an unknown card in the stock', s: { ...base, stock: ['1X'] }, names: '1X' },
    {
      why: 'a card twice with one deck',
      s: { ...base, hands: [['7H', '4D'], ['7H'], ['TC']] },
      names: '7H',
    },
    { why: 'a card in a hand and the discard pile', s: { ...base, discard: ['3H'] }, names: '3H' },
    {
      why: 'two Jokers with one Joker',
      s: { ...base, hands: [['JK', '4D'], ['JK'], ['TC']] },
      names: 'JK',
    },
    {
      why: 'a card three times with two decks',
      s: { ...base, rules: { decks: 2 }, hands: [['7H', '7H'], ['7H'], ['TC']] },
      names: '7H',
    },
    { why: 'turn out of range', s: { ...base, turn: 3 }, names: null },
    { why: 'a negative turn', s: { ...base, turn: -1 }, names: null },
    { why: 'dealer out of range', s: { ...base, dealer: 7 }, names: null },
    {
      why: 'the turn on an eliminated seat',
      s: { ...base, hands: [['3H'], [], ['TC']], eliminated: [false, true, false], turn: 1 },
      names: null,
    },
    {
      why: "cards in an eliminated seat's hand",
      s: { ...base, eliminated: [false, true, false], scores: [0, 2500, 0] },
      names: null,
    },
  ])('§9: fromSetup refuses $why with a message', ({ s, names }) => {
    const r = fromSetup(s as Setup);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(typeof r.error.code).toBe('string');
    expect(r.error.message.length).toBeGreaterThan(5);
    if (names) expect(r.error.message).toContain(names);
  });

  test('§9 (R1): with two decks a card may appear twice', () => {
    expect(
      fromSetup({ ...base, rules: { decks: 2 }, hands: [['7H', '7H'], ['5D'], ['TC']] }).ok,
    ).toBe(true);
  });
});

describe('§9 Setup defaults', () => {
  test('§9: the stock is given top first; unplaced cards go below it; no card is lost', () => {
    const s = snap(setup(base));
    expect(s.stock.slice(0, 2)).toEqual(['QS', '2C']);
    expect(sorted(allCards(s))).toEqual(sorted(deck()));
    expect(s.discard).toEqual(['KH']);
    expect(s.top).toBe('KH');
  });

  test('§9: the dealer defaults to the active seat before the turn', () => {
    expect(snap(setup({ ...base, turn: 0 })).dealer).toBe(2);
    expect(snap(setup({ ...base, turn: 2 })).dealer).toBe(1);
    expect(
      snap(
        setup({
          ...base,
          hands: [['3H', '4D'], ['5D', '6D'], []],
          eliminated: [false, false, true],
          scores: [0, 0, 2100],
          turn: 0,
        }),
      ).dealer,
    ).toBe(1);
  });

  test('§9: a Setup starts resolved: no penalty, no follow, scores and eliminated as given', () => {
    const s = snap(setup({ ...base, discard: ['2H'], scores: [10, 20, 30] }));
    expect(s.phase).toBe('playing');
    expect(s.stage).toBe('play');
    expect(s.pending).toBe(0);
    expect(s.call).toBe(null);
    expect(s.scores).toEqual([10, 20, 30]);
    expect(s.eliminated).toEqual([false, false, false]);
    expect(s.kapagaCalled).toEqual([false, false, false]);
  });
});

describe('§9 illegal actions', () => {
  test.each<[string, Action]>([
    ['a seat out of turn', { type: 'play', seat: 1, cards: ['5D'] }],
    ['a card not in the hand', { type: 'play', seat: 0, cards: ['KS'] }],
    ['an unknown card', { type: 'play', seat: 0, cards: ['ZZ'] }],
    ['a card not legal on the top', { type: 'play', seat: 0, cards: ['4D'] }],
    ['pass without drawing', { type: 'pass', seat: 0 }],
    ['a call with no 8 turned up', { type: 'call', seat: 0, call: 'S' }],
    ['Kapaga without Kapaga', { type: 'kapaga', seat: 0 }],
    ['a catch of a hand without Kapaga', { type: 'catch', seat: 1, target: 0 }],
    ['next-round mid-round', { type: 'next-round' }],
    ['a seat that does not exist', { type: 'draw', seat: 9 }],
  ])('§9: %s is refused and the game passed in is unchanged', (_why, a) => {
    const g = setup(base);
    reject(g, a); // checks ok:false, a message, and an unchanged game
    // the same game still plays on normally
    expect(snap(act(g, { type: 'play', seat: 0, cards: ['3H'] })).top).toBe('3H');
  });

  test('§9: applyAction never mutates the game passed in, even when legal', () => {
    const g = setup(base);
    const before = JSON.stringify([snap(g), legalActions(g)]);
    const r = applyAction(g, { type: 'play', seat: 0, cards: ['3H'] });
    expect(r.ok).toBe(true);
    expect(JSON.stringify([snap(g), legalActions(g)])).toBe(before);
    applyAction(g, { type: 'draw', seat: 0 });
    expect(JSON.stringify([snap(g), legalActions(g)])).toBe(before);
  });
});

describe('§9 playerView', () => {
  test('§9: a seat sees its own hand, never another hand or the stock order', () => {
    const g = setup({
      hands: [
        ['3H', '4D'],
        ['5D', '6D'],
        ['TC', 'JC'],
      ],
      discard: ['KH'],
      stock: ['QS', '2C'],
      turn: 0,
    });
    const view = JSON.stringify(playerView(g, 0));
    expect(view).toContain('"3H"');
    expect(view).toContain('"4D"');
    for (const c of ['5D', '6D', 'TC', 'JC', 'QS', '2C']) expect(view).not.toContain(`"${c}"`);
    const v1 = JSON.stringify(playerView(g, 1));
    expect(v1).toContain('"5D"');
    expect(v1).not.toContain('"3H"');
  });
});
