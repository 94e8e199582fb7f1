// K9-K16: a turn, its plays and swaps, empty piles, going out and the final turns.
import { describe, expect, test } from 'vitest';
import { legalActions, snapshot } from '../../../src/games/kapow/engine';
import { at, downs, hand, play, refused, setup, triadOf } from './helpers';

const F = ['~3', '~4', '~5'];
const draw = (seat: number, from: 'stock' | 'discard' = 'stock') =>
  ({ type: 'draw', seat, from }) as const;

describe('K9 first turn', () => {
  test('a seat owing reveals reveals first, then draws', () => {
    const g = setup({
      hands: [downs(), downs(['6', '7', '8'])],
      discard: ['5'],
      turn: 0,
      revealsLeft: 2,
    });
    expect(legalActions(g).every((a) => a.type === 'reveal')).toBe(true);
    refused(g, draw(0));
    const g2 = play(
      g,
      { type: 'reveal', seat: 0, at: at(0, 0) },
      { type: 'reveal', seat: 0, at: at(3, 2) },
    );
    expect(triadOf(g2, 0, 0)).toEqual(['10', '~11', '~12']);
    expect(g2.stage).toBe('draw');
  });
});

describe('K11 playing the drawn card', () => {
  const base = (card: string, t0: string[], rules = {}) =>
    setup({
      rules,
      hands: [hand(t0, F, F, F), downs()],
      discard: ['5', card],
      stock: ['9'],
      turn: 0,
    });

  test('a card taken from the discard pile may not be discarded again (discardTakenCard off)', () => {
    const g = play(base('7', ['1', '5', '9']), draw(0, 'discard'));
    expect(refused(g, { type: 'discard', seat: 0 })).toMatch(/cannot/);
    const on = play(base('7', ['1', '5', '9'], { discardTakenCard: true }), draw(0, 'discard'));
    expect(play(on, { type: 'discard', seat: 0 }).discard.at(-1)).toBe(7);
  });

  test('replace: what was there goes face up to the pile, a powerset with its base on top', () => {
    const g = play(base('7', ['3+P2', '~0', '0']), draw(0, 'discard'), {
      type: 'replace',
      seat: 0,
      at: at(0, 0),
    });
    expect(snapshot(g).discard.slice(-2)).toEqual(['P2', '3']);
    expect(triadOf(g, 0, 0)).toEqual(['7', '~0', '0']);
    const g2 = play(base('7', ['3', '~0', '0']), draw(0, 'discard'), {
      type: 'replace',
      seat: 0,
      at: at(0, 1),
    });
    expect(snapshot(g2).discard.at(-1)).toBe('0');
  });

  // The ruling's table: a lone P2 with a drawn P1.
  test.each([
    ['held', 1, 3],
    ['held', -1, 1],
    ['drawn', 1, 3],
    ['drawn', -1, -1],
  ] as const)('a drawn P1 on a lone P2, %s base, sign %i: worth %i', (b, sign, value) => {
    const g = play(base('P1', ['P2', '~0', '0']), draw(0, 'discard'), {
      type: 'power',
      seat: 0,
      at: at(0, 0),
      sign,
      base: b,
    });
    const p = snapshot(g).hands[0]?.[0]?.[0];
    const v =
      p && 'up' in p
        ? (p.up === 'P1' ? 1 : 2) +
          p.mods.reduce((s, m) => s + m.sign * (m.card === 'P1' ? 1 : 2), 0)
        : NaN;
    expect(v).toBe(value);
  });

  test('a power card goes on a face-up card or powerset, never a KAPOW! or a face-down card', () => {
    const g = play(base('P2', ['5', 'KW', '~0']), draw(0, 'discard'));
    const targets = legalActions(g).flatMap((a) =>
      a.type === 'power' ? [`${a.at.triad}${a.at.pos}`] : [],
    );
    expect(new Set(targets)).toEqual(new Set(['00']));
    // A fixed card goes only onto a lone power card.
    const h = play(base('6', ['5', 'P1', '~0']), draw(0, 'discard'));
    expect(
      legalActions(h)
        .filter((a) => a.type === 'power')
        .map((a) => (a.type === 'power' ? a.at.pos : -1)),
    ).toEqual([1, 1]);
  });
});

describe('K12 KAPOW! swaps', () => {
  const swaps = (t0: string[], t1 = F) => {
    // The drawn 2 is discarded so that the swap stage is what remains of the turn.
    const g = setup({
      hands: [hand(t0, t1, F, ['~6', '~6', '~6']), downs()],
      discard: ['5'],
      stock: ['2'],
      turn: 0,
    });
    return play(g, draw(0), { type: 'discard', seat: 0 });
  };
  const pairs = (g: ReturnType<typeof swaps>) =>
    legalActions(g).flatMap((a) =>
      a.type === 'swap' ? [`${a.a.triad}${a.a.pos}-${a.b.triad}${a.b.pos}`] : [],
    );

  test('[KW,6,7] may become [7,6,KW], not [6,KW,7]', () => {
    const g = swaps(['KW', '6', '7']);
    expect(pairs(g)).toEqual(['00-02']);
    const after = play(g, { type: 'swap', seat: 0, a: at(0, 2), b: at(0, 0) });
    expect(triadOf(after, 0, 0)).toEqual(['.', '.', '.']); // no swap left: the turn ended, the triad discarded
    expect(snapshot(after).discard.slice(-3)).toEqual(['KW', '6', '7']);
  });

  test('[5,KW,7] has no legal swap: the turn ends after the play', () => {
    const g = swaps(['5', 'KW', '7']);
    expect(g.turn).toBe(1);
    expect(triadOf(g, 0, 0)).toEqual(['.', '.', '.']);
  });

  test('a free KAPOW! swaps with a face-down card, which stays face down', () => {
    const g = swaps(['KW', '~9', '1']);
    expect(pairs(g)).toContain('00-01');
    const after = play(g, { type: 'swap', seat: 0, a: at(0, 0), b: at(0, 1) });
    expect(triadOf(after, 0, 0)).toEqual(['~9', 'KW', '1']);
  });

  test('never two KAPOW! cards with each other; never straight back; a swapped-in KAPOW! that completes stays', () => {
    const g = swaps(['8', '8', '~1'], ['KW', 'KW', '~2']);
    expect(pairs(g)).not.toContain('10-11');
    // A KAPOW! from triad 1 into triad 0's face-down place completes [8,8,KW]...
    const after = play(g, { type: 'swap', seat: 0, a: at(1, 0), b: at(0, 2) });
    expect(triadOf(after, 0, 0)).toEqual(['8', '8', 'KW']);
    // ...and it cannot be swapped back (the same two positions), nor out of the triad.
    expect(pairs(after).filter((p) => p.includes('02'))).toEqual(
      ['02-00', '02-01'].filter((p) => pairs(after).includes(p)),
    );
    expect(refused(after, { type: 'swap', seat: 0, a: at(0, 2), b: at(1, 0) })).toMatch(/cannot/);
  });

  test('at most 12 swaps in a turn', () => {
    // The KAPOW! card goes round its triad, never straight back.
    let g = swaps(['KW', '1', '~2']);
    for (let i = 0; i < 12; i++) {
      expect(g.turn).toBe(0);
      g = play(g, { type: 'swap', seat: 0, a: at(0, i % 3), b: at(0, (i + 1) % 3) });
    }
    expect(g.turn).toBe(1);
  });
});
