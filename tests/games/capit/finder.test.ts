// The meld finder (engine/finder.ts) against a brute force: every ordered pick of a hand's
// cards read by the engine's meld reader (C4, C5), combined one meld per need (C6) with
// no card shared, each way once. The finder must find exactly those ways.
import { describe, expect, test } from 'vitest';
import { codeCard, DEFAULT_RULES, type Meld, type Need } from '../../../src/games/capit/engine';
import { readMeld, waysToLay } from '../../../src/games/capit/engine/fast';
import { cardCode } from '../../../src/kit/cards';
import { randomInt, seedState, shuffle } from '../../../src/lib/rng';

const card = (c: string): number => codeCard(c) as number;
const meldKey = (m: Meld): string =>
  `${m.kind}:${(m.kind === 'set' ? [...m.cards].sort((a, b) => card(a) - card(b)) : m.cards).join(' ')}`;
const wayKey = (w: Meld[]): string => w.map(meldKey).sort().join(' | ');

/**
 * Every meld of `kind`, at least `min` long, from `hand` (card ints), by brute force: each
 * pick of the hand's cards; a set in card order, a run in each order that puts its plain
 * cards at their own rank's place and its 2s and jokers in every way round the other
 * places. The engine's reader (`readMeld`) says which are melds.
 */
function allMelds(
  hand: number[],
  kind: 'set' | 'run',
  min: number,
  wildTwos: boolean,
): Map<string, number[]> {
  const out = new Map<string, number[]>();
  const keep = (cards: number[]) => {
    if (typeof readMeld(kind, cards, wildTwos) === 'string') return;
    const m: Meld = { kind, cards: cards.map(cardCode) };
    out.set(meldKey(m), cards);
  };
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    const pick = hand.filter((_, i) => mask & (1 << i));
    if (pick.length < min) continue;
    if (kind === 'set') {
      keep(pick);
      continue;
    }
    const plain = pick.filter((c) => c !== 52 && c >> 2 !== 1);
    const flexible = pick.filter((c) => c === 52 || c >> 2 === 1);
    for (let start = 0; start + pick.length <= 13; start++) {
      const spots: (number | null)[] = new Array(pick.length).fill(null);
      const placed = plain.every((c) => {
        const at = (((c >> 2) + 12) % 13) - start;
        if (at < 0 || at >= spots.length || spots[at] !== null) return false;
        spots[at] = c;
        return true;
      });
      if (!placed) continue;
      const free = spots.flatMap((x, i) => (x === null ? [i] : []));
      for (const order of permutations(flexible)) {
        const cards = [...spots] as number[];
        free.forEach((at, i) => {
          cards[at] = order[i] as number;
        });
        keep(cards);
      }
    }
  }
  return out;
}

function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) =>
    permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]),
  );
}

/** Every way to lay `needs` from `hand`, as way keys, by brute force. */
function bruteWays(hand: number[], needs: readonly Need[], wildTwos: boolean): Set<string> {
  const every = {
    set: [...allMelds(hand, 'set', 3, wildTwos)],
    run: [...allMelds(hand, 'run', 3, wildTwos)],
  };
  const lists = needs.map((n) => every[n.kind].filter(([, cards]) => cards.length >= n.length));
  const out = new Set<string>();
  const counts = new Map<number, number>();
  for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
  const chosen: string[] = [];
  const go = (j: number) => {
    const list = lists[j];
    if (list === undefined) {
      out.add([...chosen].sort().join(' | '));
      return;
    }
    for (const [key, cards] of list) {
      for (const c of cards) counts.set(c, (counts.get(c) ?? 0) - 1);
      const fits = [...counts.values()].every((n) => n >= 0);
      if (fits) {
        chosen.push(key);
        go(j + 1);
        chosen.pop();
      }
      for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  };
  go(0);
  return out;
}

/**
 * A seeded hand that nearly lays `needs` (each meld one card short), a random card and 1-3
 * wilds (jokers or 2s), from two decks.
 */
function nearHand(seed: number, needs: readonly Need[], wilds: number): number[] {
  const r = { rng: seedState(seed) };
  const left = new Array<number>(53).fill(2);
  left[52] = 4;
  const h: number[] = [];
  const add = (c: number) => {
    if ((left[c] ?? 0) > 0 && c >> 2 !== 1) {
      left[c] = (left[c] ?? 0) - 1;
      h.push(c);
    }
  };
  for (const n of needs) {
    if (n.kind === 'set') {
      const rank = 2 + randomInt(r, 11);
      for (let i = 0; i < n.length - 1; i++) add(rank * 4 + randomInt(r, 4));
    } else {
      const suit = randomInt(r, 4);
      const start = randomInt(r, 13 - n.length + 1);
      const gap = randomInt(r, n.length);
      for (let i = 0; i < n.length; i++) if (i !== gap) add((((start + i + 1) % 13) << 2) + suit);
    }
  }
  add(randomInt(r, 52));
  const wildPool = [52, 52, 52, 52, 4, 5, 6, 7, 4, 5, 6, 7];
  for (let i = 0; i < wilds; i++)
    h.push(wildPool.splice(randomInt(r, wildPool.length), 1)[0] as number);
  return h.sort((a, b) => a - b);
}

/** A seeded 13-card hand of 10 plain cards and 3 wilds. */
function hand(seed: number): number[] {
  const r = { rng: seedState(seed) };
  const plain: number[] = [];
  for (let d = 0; d < 2; d++) for (let c = 0; c < 52; c++) if (c >> 2 !== 1) plain.push(c);
  const h = shuffle(r, plain).slice(0, 10);
  h.push(52, 4 + randomInt(r, 4), 52);
  return h.sort((a, b) => a - b);
}

const CONTRACTS = DEFAULT_RULES.contracts;

describe('the meld finder finds every way, each once (C5, C6, section 5)', () => {
  test.each([0, 1, 2, 3, 4])(
    'contract of round %i against a brute force, over seeded hands',
    (round) => {
      const needs = CONTRACTS[round] as Need[];
      let ways = 0;
      for (let seed = 0; seed < 6; seed++) {
        const h = nearHand(seed * 31 + round, needs, 1 + (seed % 3));
        for (const wildTwos of [true, false]) {
          const found = waysToLay(h, needs, wildTwos).map(wayKey);
          const brute = bruteWays(h, needs, wildTwos);
          expect(new Set(found).size, 'no way twice').toBe(found.length);
          expect([...found].sort(), h.map(cardCode).join(' ')).toEqual([...brute].sort());
          ways += found.length;
        }
      }
      expect(ways).toBeGreaterThan(0);
    },
  );

  test('hand-made hands: a set of 2s, runs from 2 and to the ace, one suit twice (C3-C6)', () => {
    const rows: [string[], Need[]][] = [
      [
        ['2S', '2H', '2D', 'JK', '7S', '7H', '7D'],
        [
          { kind: 'set', length: 3 },
          { kind: 'set', length: 3 },
        ],
      ],
      [
        ['2H', '3H', '4H', 'JK', 'QS', 'KS', 'AS'],
        [
          { kind: 'run', length: 3 },
          { kind: 'run', length: 3 },
        ],
      ],
      [
        ['3H', '4H', '5H', '6H', '7H', '8H', 'JK', '2C'],
        [
          { kind: 'run', length: 3 },
          { kind: 'run', length: 4 },
        ],
      ],
      [
        ['7S', '7S', '7H', '7H', 'JK', 'JK', '2D'],
        [
          { kind: 'set', length: 3 },
          { kind: 'set', length: 4 },
        ],
      ],
    ];
    for (const [codes, needs] of rows) {
      const h = codes.map(card).sort((a, b) => a - b);
      for (const wildTwos of [true, false]) {
        const found = waysToLay(h, needs, wildTwos).map(wayKey);
        expect(new Set(found).size).toBe(found.length);
        expect([...found].sort()).toEqual([...bruteWays(h, needs, wildTwos)].sort());
      }
    }
  });

  test('C12: a way that leaves only the taken card is no way; the cap stops the search', () => {
    const h = ['8H', '8S', '8D', '9C'].map(card).sort((a, b) => a - b);
    const needs: Need[] = [{ kind: 'set', length: 3 }];
    expect(waysToLay(h, needs, true).map(wayKey)).toEqual(['set:8S 8H 8D']);
    expect(waysToLay(h, needs, true, card('9C'))).toEqual([]);
    expect(waysToLay(h, needs, true, card('8D'))).toHaveLength(1);
    const many = hand(5);
    expect(waysToLay(many, CONTRACTS[0] as Need[], true, -1, 7).length).toBeLessThanOrEqual(7);
  });
});
