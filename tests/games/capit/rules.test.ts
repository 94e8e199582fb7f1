// CAPIT.md C1-C6: cards, wilds and melds, each rule's own table. Tables are laid out by
// hand (fromSetup) in card codes; a meld is tried by laying it.
import { describe, expect, test } from 'vitest';
import {
  type Action,
  type Game,
  legalActions,
  type Meld,
  newGame,
  resolveRules,
  snapshot,
} from '../../../src/games/capit/engine';
import { has, play, refused, table } from './helpers';

const set = (...cards: string[]): Meld => ({ kind: 'set', cards });
const run = (...cards: string[]): Meld => ({ kind: 'run', cards });
const meld = (...melds: Meld[]): Action => ({ type: 'meld', seat: 0, melds });

/** Seat 0, after drawing, down already (so any single meld may be laid), holding `hand`. */
const downWith = (hand: string[], rules = {}): Game =>
  table(hand, {
    stage: 'meld',
    down: [true, false, false, false],
    rules,
  });

describe('C1 C2 cards and seats', () => {
  test.each([
    [4, 108],
    [5, 162],
    [6, 162],
  ])('C1: %i players play with %i cards', (players, cards) => {
    const g = newGame({ players, seed: 3 });
    if (!g.ok) throw new Error(g.error.message);
    const s = snapshot(g.value);
    const all = [...s.hands.flat(), ...s.discard, ...s.stock];
    expect(all.length).toBe(cards);
    expect(all.filter((c) => c === 'JK').length).toBe(players === 4 ? 4 : 6);
    expect(all.filter((c) => c === '7H').length).toBe(players === 4 ? 2 : 3);
  });

  test.each([3, 7, 0])('C1: %i players are refused', (players) => {
    const g = newGame({ players, seed: 1 });
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.error.message).toBe('Cap-It is for 4 to 6 players.');
  });

  test('C2: codes as in Kapaga; "10H" is no code', () => {
    expect(() => table(['10H', '7S', '7D'])).toThrow(/not a card/);
    expect(() => table(['TH', '7S', 'JK'])).not.toThrow();
  });
});

describe('C3 ace high only', () => {
  test.each([
    [['QH', 'KH', 'AH'], true],
    [['JK', 'KH', 'AH'], true],
    [['KH', 'AH', 'JK'], false],
    [['AH', '2H', '3H'], false],
    [['KH', 'AH', '2H'], false],
    [['AS', 'JK', '3S'], false],
  ])('C3: the run %j is %s', (cards, ok) => {
    const g = downWith([...cards, '9C']);
    const a = meld(run(...cards));
    if (ok) expect(snapshot(play(g, a)).table[0]?.cards).toEqual(cards);
    else expect(refused(g, a)).toMatch(/C3|C5/);
  });
});

describe('C4 C5 wilds need a natural card; set ranks', () => {
  test.each([
    ['[JK 2C 2D] is a set of 2s (C5)', set('JK', '2C', '2D'), true],
    ['[2S 2H 2D] is a set of 2s', set('2S', '2H', '2D'), true],
    [
      '[JK 2S 2D] named a set of K has no natural card',
      { ...set('JK', '2S', '2D'), rank: 'K' },
      false,
    ],
    ['[KH JK 2S] is a set of K', set('KH', 'JK', '2S'), true],
    ['[KH JK 2S] named K too', { ...set('KH', 'JK', '2S'), rank: 'K' }, true],
    ['[KH JK 2S] named Q holds a king', { ...set('KH', 'JK', '2S'), rank: 'Q' }, false],
    ['[JK JK 2C] as a set with wild 2s... a set of 2s (2C natural)', set('JK', 'JK', '2C'), true],
    ['three jokers have no natural card (C4)', set('JK', 'JK', 'JK'), false],
    ['[7S 7H 2C]: 2C stands for a 7', set('7S', '7H', '2C'), true],
    ['[7S 8H 7D] mixes ranks', set('7S', '8H', '7D'), false],
    ['[2H JK JK]: a run of hearts from 2', run('2H', 'JK', 'JK'), true],
    ['[JK 2H 2S] is refused', run('JK', '2H', '2S'), false],
    ['[2S 3H 4H]: 2S stands for 2H', run('2S', '3H', '4H'), true],
    ['[5H JK 7H] with the joker for 6H', run('5H', 'JK', '7H'), true],
    ['[5H 7H JK] is out of order', run('5H', '7H', 'JK'), false],
    ['[5H 6S 7H] mixes suits', run('5H', '6S', '7H'), false],
  ])('C4 C5: %s', (_, m, ok) => {
    const hand = [...m.cards, '9C'];
    const g = downWith(hand);
    if (ok) expect(play(g, meld(m)).table).toHaveLength(1);
    else expect(refused(g, meld(m))).toMatch(/C[345]/);
  });

  test('C4: without wild 2s a 2 is natural: [7S 7H 2C] is no set, [2S 2H 2C] is', () => {
    const rules = { wildTwos: false };
    expect(refused(downWith(['7S', '7H', '2C', '9C'], rules), meld(set('7S', '7H', '2C')))).toMatch(
      /C5/,
    );
    expect(
      play(downWith(['2S', '2H', '2C', '9C'], rules), meld(set('2S', '2H', '2C'))).table,
    ).toHaveLength(1);
    expect(refused(downWith(['2S', '4H', '5H', '9C'], rules), meld(run('2S', '4H', '5H')))).toMatch(
      /C5/,
    );
  });

  test('C5: a meld of 2 cards is refused; a meld must be made of held cards', () => {
    const g = downWith(['7S', '7H', 'JK', '9C']);
    expect(refused(g, meld(set('7S', '7H')))).toBe('A meld has at least 3 cards.');
    expect(refused(g, meld(set('7S', '7H', '7D')))).toBe('You do not hold those cards.');
  });
});

/** Each round's contract: a hand that lays it, one that does not. */
const CONTRACTS: [number, string[], Meld[], Meld[]][] = [
  [
    1,
    ['7S', '7H', '7D', 'KS', 'KH', 'JK', '3C'],
    [set('7S', '7H', '7D'), set('KS', 'KH', 'JK')],
    [set('7S', '7H', '7D')],
  ],
  [
    2,
    ['7S', '7H', 'JK', '3H', '4H', '5H', '6H', '9C'],
    [set('7S', '7H', 'JK'), run('3H', '4H', '5H', '6H')],
    [set('7S', '7H', 'JK'), run('3H', '4H', '5H')],
  ],
  [
    3,
    ['3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'KC'],
    [run('3H', '4H', '5H', '6H'), run('7H', '8H', '9H', 'TH')],
    [run('3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH')],
  ],
  [
    4,
    ['7S', '7H', '7D', 'KS', 'KH', 'JK', '4C', '4D', '2S', '3C'],
    [set('7S', '7H', '7D'), set('KS', 'KH', 'JK'), set('4C', '4D', '2S')],
    [set('7S', '7H', '7D'), set('KS', 'KH', 'JK')],
  ],
  [
    5,
    ['3C', '4C', '5C', '6D', '7D', '8D', '9D', 'TD', 'JD', 'QD', 'KS'],
    [run('3C', '4C', '5C'), run('6D', '7D', '8D', '9D', 'TD', 'JD', 'QD')],
    [run('3C', '4C', '5C'), run('6D', '7D', '8D', '9D', 'TD', 'JD')],
  ],
];

describe('C6 C7 the contracts of the five rounds', () => {
  test.each(CONTRACTS)(
    'C6: round %i: the contract is laid at once, less is refused',
    (round, hand, good, short) => {
      const g = table(hand, { round, stage: 'meld' });
      expect(refused(g, meld(...short))).toBe(
        'Your first melds must lay the whole contract at once (C7).',
      );
      const after = play(g, meld(...good));
      expect(after.down[0]).toBe(true);
      expect(after.table.map((m) => m.cards.length)).toEqual(good.map((m) => m.cards.length));
    },
  );

  test('C6: the standard contracts and rounds', () => {
    const r = resolveRules({});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.rounds).toBe(5);
    expect(r.value.contracts.map((c) => c.map((n) => `${n.kind} ${n.length}`).join(' + '))).toEqual(
      ['set 3 + set 3', 'set 3 + run 4', 'run 4 + run 4', 'set 3 + set 3 + set 3', 'run 3 + run 7'],
    );
  });

  test('C6: a required meld may be longer; two runs of one suit are two melds (3H-6H, 7H-TH)', () => {
    const g = table(['3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'KC'], {
      round: 3,
      stage: 'meld',
    });
    const a = meld(run('3H', '4H', '5H', '6H'), run('7H', '8H', '9H', 'TH', 'JH'));
    expect(has(g, meld(run('3H', '4H', '5H', '6H'), run('7H', '8H', '9H', 'TH')))).toBe(true);
    expect(play(g, a).table).toHaveLength(2);
  });

  test('C6: two sets of one rank fill two sets of 3', () => {
    const g = table(['7S', '7H', '7D', '7C', '7S', 'JK', 'KC'], { stage: 'meld' });
    expect(play(g, meld(set('7S', '7H', '7D'), set('7C', '7S', 'JK'))).table).toHaveLength(2);
  });

  test('C7: before its contract a seat may not lay off, nor lay a lone meld', () => {
    const g = table(['7S', '7H', '7D', 'KC', '9H'], {
      stage: 'meld',
      table: [{ owner: 1, kind: 'set', cards: ['9S', '9D', '9C'] }],
    });
    expect(refused(g, { type: 'layoff', seat: 0, card: '9H', meld: 0 })).toBe(
      'First lay your contract (C7).',
    );
    expect(refused(g, meld(set('7S', '7H', '7D')))).toMatch(/C7/);
    expect(legalActions(g).every((a) => a.type === 'discard')).toBe(true);
  });

  test('C7: the contract and further melds in one action', () => {
    const g = table(['7S', '7H', '7D', 'KS', 'KH', 'KD', '4C', '5C', '6C', 'QS'], {
      stage: 'meld',
    });
    const after = play(
      g,
      meld(set('7S', '7H', '7D'), run('4C', '5C', '6C'), set('KS', 'KH', 'KD')),
    );
    expect(after.table).toHaveLength(3);
    expect(snapshot(after).hands[0]).toEqual(['QS']);
  });
});

describe('the rules fields and their ranges', () => {
  test.each([
    [{ handSize: 6 }, false],
    [{ handSize: 15 }, true],
    [{ turnLimit: 9 }, false],
    [{ turnLimit: 200 }, true],
    [{ meldOptions: 0 }, false],
    [{ meldOptions: 1000 }, true],
    [{ rounds: 6 }, false],
    [{ rounds: 1 }, true],
    [{ push: 'yes' }, false],
    [{ wildTwos: false }, true],
    [{ nonsense: 1 }, false],
    [{ contracts: [[{ kind: 'run', length: 13 }]], rounds: 1 }, true],
    [{ contracts: [[{ kind: 'run', length: 14 }]] }, false],
    [{ contracts: [[{ kind: 'set', length: 2 }]] }, false],
    [{ contracts: [[]] }, false],
    [{ contracts: [] }, false],
    [{ contracts: [[{ kind: 'pair', length: 3 }]] }, false],
    [{ contracts: [[{ kind: 'set', length: 3 }]], rounds: 2 }, false],
  ])('C6 C13 C16: %j is %s', (rules, ok) => {
    expect(resolveRules(rules).ok).toBe(ok);
    expect(newGame({ players: 4, seed: 1, rules }).ok).toBe(ok);
  });

  test('C6: rounds left out are as many as the contracts, at most 5', () => {
    const one = resolveRules({ contracts: [[{ kind: 'set', length: 4 }]] });
    expect(one.ok && one.value.rounds).toBe(1);
  });

  test('the same newGame options give the same game', () => {
    const a = newGame({ players: 5, seed: 42, rules: { handSize: 12 } });
    const b = newGame({ players: 5, seed: 42, rules: { handSize: 12 } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.ok && snapshot(a.value).hands.every((h) => h.length === 12)).toBe(true);
  });
});
