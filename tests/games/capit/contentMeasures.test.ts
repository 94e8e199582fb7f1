/**
 * Cap-It's lab figures (src/games/capit/content/measures.ts) computed on small hand-made
 * rounds played through the engine, as the rules lab reads them: each tally over the
 * round's actions (summed, or the largest), each measure on the scored round.
 */
import { describe, expect, test } from 'vitest';
import { KINDS, MEASURES, TALLIES } from '../../../src/games/capit/content/measures';
import {
  type Action,
  cardValue,
  codeCard,
  type Game,
  legalActions,
  type Setup,
} from '../../../src/games/capit/engine';
import { play, setup } from './helpers';

/** The lab's figures of a round played by `actions` from `g0`: tallies and measures by name. */
function figures(g0: Game, actions: readonly Action[]) {
  const tallied = TALLIES.map(() => 0);
  let g = g0;
  for (const a of actions) {
    const next = play(g, a);
    TALLIES.forEach((t, k) => {
      const n = t.count(g, a, next);
      tallied[k] = t.most ? Math.max(tallied[k] ?? 0, n) : (tallied[k] ?? 0) + n;
    });
    g = next;
  }
  expect(g.phase).not.toBe('playing');
  const out: Record<string, number | null> = {};
  TALLIES.forEach((t, k) => {
    out[t.name] = tallied[k] ?? 0;
  });
  for (const m of MEASURES) out[m.name] = m.of(g);
  return { out, g };
}
const value = (codes: readonly string[]) =>
  codes.reduce((t, c) => t + cardValue(codeCard(c) ?? 0), 0);

/** Every card of the 4-player decks (C1: 2 x 52 and 4 jokers), less those given. */
function restOfDecks(given: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const r of 'A23456789TJQK') for (const s of 'SHDC') left.set(r + s, 2);
  left.set('JK', 4);
  for (const c of given) left.set(c, (left.get(c) ?? 0) - 1);
  return [...left].flatMap(([c, n]) => Array<string>(n).fill(c));
}

describe('Cap-It lab figures on hand-made rounds', () => {
  test('C12: going out by a lay-off: someone went out, no want of stock, one turn, one seat down', () => {
    const g = setup({
      round: 2,
      hands: [['QH'], ['AS', 'AD', '5C'], ['3C', '6D', 'QS'], ['5S', '6C', '8D']],
      discard: ['9D'],
      table: [
        { owner: 0, kind: 'set', cards: ['9C', '9D', '9S'] },
        { owner: 0, kind: 'run', cards: ['8H', '9H', 'TH', 'JH'] },
      ],
      turn: 0,
    });
    const { out } = figures(g, [
      { type: 'take', seat: 0 },
      { type: 'layoff', seat: 0, card: '9D', meld: 0 },
      { type: 'layoff', seat: 0, card: 'QH', meld: 1, end: 'high' },
    ]);
    expect(out).toEqual({
      Turns: 1,
      'Cards pushed to the left': 0,
      'Cards in the largest hand': 3,
      'Rounds someone went out': 1,
      'Rounds that ended for want of stock': 0,
      'Rounds that ran out of turns': 0,
      'Players down at the end of a round': 1,
      // Nobody pushed: the comparison has no pushers, so the round does not count.
      'Round points of pushers, less the others’': null,
    });
  });

  test('C11, C13: a push, then a push on a short stock ends the round; pushers against the others', () => {
    const hands = [
      ['KS', 'QS', '3S'],
      ['7D', '8D', 'AC'],
      ['4H', '5H', '9C'],
    ];
    const stock = ['JC', 'TD', '6S'];
    const used = [...hands.flat(), ...stock, '2D'];
    // Seat 3 holds every other card, so the stock is the 3 given and nothing below them.
    const s: Setup = { hands: [...hands, restOfDecks(used)], discard: ['2D'], stock, turn: 0 };
    const g = setup(s);
    expect(g.stock.length).toBe(3);
    const { out, g: end } = figures(g, [
      { type: 'push', seat: 0 }, // 2D and JC to seat 1; seat 0 draws TD; 6S is left
      { type: 'discard', seat: 0, card: 'KS' },
      { type: 'push', seat: 1 }, // one stock card: nothing moves, the round ends
    ]);
    expect(end.pushes).toEqual([{ seat: 0, discard: codeCard('2D'), stock: codeCard('JC') }]);
    const r = [
      value(['QS', '3S', 'TD']),
      value(['7D', '8D', 'AC', '2D', 'JC']),
      value(['4H', '5H', '9C']),
      value(restOfDecks(used)),
    ];
    expect(end.roundScores).toEqual(r);
    const [r0, r1, r2, r3] = r as [number, number, number, number];
    expect(out).toEqual({
      Turns: 2,
      'Cards pushed to the left': 2,
      'Cards in the largest hand': restOfDecks(used).length,
      'Rounds someone went out': 0,
      'Rounds that ended for want of stock': 1,
      'Rounds that ran out of turns': 0,
      'Players down at the end of a round': 0,
      'Round points of pushers, less the others’': r0 - (r1 + r2 + r3) / 3,
    });
  });

  test('C13: the turn limit ends a round: every turn counted, nobody out', () => {
    const g = setup({
      rules: { turnLimit: 10 },
      hands: [
        ['3S', '5D', '7C', '9H'],
        ['3H', '5C', '7S', '9D'],
        ['3D', '5S', '7H', '9C'],
        ['3C', '5H', '7D', '9S'],
      ],
      discard: ['KH'],
      turn: 0,
    });
    const actions: Action[] = [];
    let cur = g;
    // Each seat takes the discard and throws its first other card: nothing melds, 40 turns.
    while (cur.phase === 'playing') {
      const seat = cur.turn;
      const take: Action = { type: 'take', seat };
      cur = play(cur, take);
      const d = legalActions(cur).find((a) => a.type === 'discard') as Action;
      cur = play(cur, d);
      actions.push(take, d);
    }
    const { out } = figures(g, actions);
    expect(out.Turns).toBe(40);
    expect(out['Rounds that ran out of turns']).toBe(1);
    expect(out['Rounds that ended for want of stock']).toBe(0);
    expect(out['Rounds someone went out']).toBe(0);
    expect(out['Cards in the largest hand']).toBe(5);
  });

  test('C8, C11: the kinds of move: pushing, laying off, freeing a wild, and nothing else', () => {
    const uses = (a: Action) => KINDS.filter((k) => k.uses(a)).map((k) => k.name);
    expect(uses({ type: 'push', seat: 0 })).toEqual(['pushing']);
    expect(uses({ type: 'layoff', seat: 0, card: '5H', meld: 0 })).toEqual(['laying off']);
    expect(uses({ type: 'free', seat: 0, card: '4C', meld: 2, index: 2, to: 0 })).toEqual([
      'freeing a wild',
    ]);
    for (const a of [
      { type: 'take', seat: 0 },
      { type: 'discard', seat: 0, card: '5H' },
      { type: 'meld', seat: 0, melds: [] },
      { type: 'next-round' },
    ] as Action[])
      expect(uses(a)).toEqual([]);
  });
});
