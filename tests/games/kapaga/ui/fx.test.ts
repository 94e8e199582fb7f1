import { describe, expect, it } from 'vitest';
import { flightsFor } from '../../../../src/games/kapaga/table/fx';

describe('flightsFor: every event is seen moving', () => {
  const all = [false, false, false];

  it('a play flies each card from the seat to the pile, in order', () => {
    const f = flightsFor([{ type: 'play', seat: 2, cards: ['7H', '7S'], onto: '9H' }], all);
    expect(f.map((x) => [x.from, x.to, x.face])).toEqual([
      ['seat-2', 'discard', '7H'],
      ['seat-2', 'discard', '7S'],
    ]);
    expect((f[1]?.at ?? 0) > (f[0]?.at ?? 0)).toBe(true);
  });

  it('a draw shows backs, or the cards the person drew', () => {
    const other = flightsFor(
      [{ type: 'draw', seat: 1, count: 2, reason: 'penalty', cards: [] }],
      all,
    );
    expect(other.map((x) => x.face)).toEqual([null, null]);
    const mine = flightsFor(
      [{ type: 'draw', seat: 0, count: 1, reason: 'choice', cards: ['QS'] }],
      all,
    );
    expect(mine[0]).toMatchObject({ from: 'stock', to: 'seat-0', face: 'QS' });
  });

  it('hands fly where the engine says they went (the eliminated seat keeps none)', () => {
    const f = flightsFor(
      [{ type: 'pass-hands', direction: 'right', seats: 1, to: [3, -1, 0, 2] }],
      [false, true, false, false],
    );
    const moves = new Set(f.map((x) => `${x.from}>${x.to}`));
    expect([...moves].sort()).toEqual(['seat-0>seat-3', 'seat-2>seat-0', 'seat-3>seat-2']);
  });

  it('the deal sends cards to every active seat, then turns up the first card', () => {
    const f = flightsFor(
      [
        { type: 'deal', round: 1, dealer: 0, handSize: 5 },
        { type: 'turn-up', seat: 0, card: '8H' },
      ],
      [false, true, false],
    );
    expect(f.some((x) => x.to === 'seat-1')).toBe(false);
    expect(f.at(-1)).toMatchObject({ from: 'stock', to: 'discard', face: '8H' });
  });
});
