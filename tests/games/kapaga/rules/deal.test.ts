// R1-R7: cards, seats and the deal.
import { describe, expect, test } from 'vitest';
import {
  act,
  acts,
  allCards,
  deck,
  findDeal,
  type Game,
  hand,
  hasAction,
  newGame,
  ok,
  playerView,
  plays,
  rankOf,
  reject,
  type Snapshot,
  setup,
  snap,
  sorted,
} from './helpers';

const PLAIN_RANKS = ['3', '4', '6', 'T', 'J', 'Q', 'K'];
const isPlainTop = (c: string) => PLAIN_RANKS.includes(rankOf(c)) || c === '5H' || c === '5D';
const firstDeal = (s: Snapshot) => s.discard.length === 1;

/** Hand sizes right after a deal, given the turned-up card (R5, R6). */
function dealtSizes(s: Snapshot, base: number): number[] {
  return s.hands.map((_, i) => {
    if (s.eliminated[i]) return 0;
    if (s.top === 'JK') return i === s.dealer ? base : base + 1;
    if (rankOf(s.top) === 'A') return i === s.dealer ? base + 1 : base;
    return base;
  });
}

describe('R1 the deck', () => {
  test.each([
    { rules: {}, total: 53, decks: 1, jokers: 1 },
    { rules: { jokers: 0 }, total: 52, decks: 1, jokers: 0 },
    { rules: { jokers: 2 }, total: 54, decks: 1, jokers: 2 },
    { rules: { decks: 2 }, total: 105, decks: 2, jokers: 1 },
    { rules: { decks: 2, jokers: 0 }, total: 104, decks: 2, jokers: 0 },
  ])('R1: rules $rules put $total cards on the table', ({ rules, total, decks, jokers }) => {
    for (const seed of [1, 2, 3]) {
      const g = ok(newGame({ players: 4, seed, rules }));
      const cards = allCards(snap(g));
      expect(cards.length).toBe(total);
      expect(sorted(cards)).toEqual(sorted(deck(decks, jokers)));
    }
  });

  test('R1: with 2 decks identical cards are interchangeable (7H 7H is a same-rank play)', () => {
    const g = setup({
      rules: { decks: 2 },
      hands: [['7H', '7H', '3C'], ['4D']],
      discard: ['7S'],
      turn: 0,
    });
    const g2 = act(g, { type: 'play', seat: 0, cards: ['7H', '7H'] });
    expect(snap(g2).hands[0]).toEqual(['3C']);
    expect(snap(g2).top).toBe('7H');
  });
});

describe('R2 card codes', () => {
  test('R2: every card in a snapshot is a card code', () => {
    const s = snap(ok(newGame({ players: 5, seed: 11 })));
    for (const c of allCards(s)) expect(c).toMatch(/^([A2-9TJQK][SHDC]|JK)$/);
  });

  test('R2: parsing accepts 10 for T and lower case', () => {
    const g = setup({
      hands: [
        ['10h', '7s'],
        ['qd', 'jk'],
      ],
      discard: ['kc'],
      stock: ['10d'],
      turn: 0,
    });
    const s = snap(g);
    expect(sorted(hand(s, 0))).toEqual(['7S', 'TH']);
    expect(sorted(hand(s, 1))).toEqual(['JK', 'QD']);
    expect(s.top).toBe('KC');
    expect(s.stock[0]).toBe('TD');
  });
});

describe('R3 seats', () => {
  test.each([2, 3, 6, 10])('R3: newGame accepts %i players, seats 0..n-1', (n) => {
    const s = snap(ok(newGame({ players: n, seed: 5 })));
    expect(s.hands.length).toBe(n);
    expect(s.scores).toEqual(Array(n).fill(0));
    expect(s.eliminated).toEqual(Array(n).fill(false));
  });

  test.each([0, 1, 11])('R3: newGame refuses %i players', (n) => {
    expect(newGame({ players: n, seed: 5 }).ok).toBe(false);
  });

  test('R3: the classic preset seats at most 6', () => {
    expect(newGame({ players: 6, seed: 5, rules: 'classic' }).ok).toBe(true);
    expect(newGame({ players: 7, seed: 5, rules: 'classic' }).ok).toBe(false);
  });

  test('R3: play goes to the left (seat+1), wrapping around', () => {
    let g = setup({
      hands: [
        ['KH', '4C'],
        ['KS', '4D'],
        ['KD', '6C'],
        ['KC', '6D'],
      ],
      discard: ['QH'],
      turn: 0,
    });
    g = act(g, { type: 'play', seat: 0, cards: ['KH'] });
    expect(snap(g).turn).toBe(1);
    g = acts(g, { type: 'play', seat: 1, cards: ['KS'] }, { type: 'play', seat: 2, cards: ['KD'] });
    expect(snap(g).turn).toBe(3);
    g = act(g, { type: 'play', seat: 3, cards: ['KC'] });
    expect(snap(g).turn).toBe(0);
  });

  test('R3: next skips eliminated seats', () => {
    const g = setup({
      hands: [['KH', '4C'], [], ['KD', '6C'], ['KC', '6D']],
      eliminated: [false, true, false, false],
      scores: [0, 2100, 0, 0],
      discard: ['QH'],
      turn: 0,
    });
    expect(snap(act(g, { type: 'play', seat: 0, cards: ['KH'] })).turn).toBe(2);
  });
});

describe('R4 the dealer', () => {
  test('R4: the first dealer comes from the seed: same seed, same game', () => {
    const a = snap(ok(newGame({ players: 4, seed: 42 })));
    const b = snap(ok(newGame({ players: 4, seed: 42 })));
    expect(a).toEqual(b);
    const dealers = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = snap(ok(newGame({ players: 4, seed })));
      expect(s.dealer).toBeGreaterThanOrEqual(0);
      expect(s.dealer).toBeLessThan(4);
      dealers.add(s.dealer);
    }
    expect(dealers.size).toBeGreaterThan(1);
  });

  // Seat 0 goes out; seats 1-3 hold one K each (100). Final totals [0, 300, 200, 300].
  const endRound = (dealer: number, scores = [0, 200, 100, 200], eliminated?: boolean[]): Game => {
    const hands = [['3H'], ['KS'], ['KD'], ['KC']];
    if (eliminated)
      eliminated.forEach((e, i) => {
        if (e) hands[i] = [];
      });
    const g = setup({ hands, discard: ['7H'], turn: 0, dealer, scores, eliminated });
    const g2 = act(g, { type: 'play', seat: 0, cards: ['3H'] });
    expect(snap(g2).phase).toBe('round-over');
    return g2;
  };

  test('R4: the active player with the highest running score deals the next round', () => {
    const g = endRound(0, [0, 400, 100, 200]); // totals [0, 500, 200, 300]
    expect(snap(g).scores).toEqual([0, 500, 200, 300]);
    expect(snap(act(g, { type: 'next-round' })).dealer).toBe(1);
  });

  test.each([
    { prev: 2, next: 3 },
    { prev: 0, next: 1 },
    { prev: 3, next: 1 },
    { prev: 1, next: 3 },
  ])(
    'R4: tie for highest (seats 1 and 3): previous dealer $prev -> first tied seat from its left is $next',
    ({ prev, next }) => {
      const g = endRound(prev);
      expect(snap(g).scores).toEqual([0, 300, 200, 300]);
      expect(snap(act(g, { type: 'next-round' })).dealer).toBe(next);
    },
  );

  test('R4: an eliminated seat never deals, whatever its score', () => {
    const g = endRound(0, [0, 200, 100, 2500], [false, false, false, true]);
    // totals: [0, 300, 200, 2500 (out)] -> seat 1 deals
    expect(snap(act(g, { type: 'next-round' })).dealer).toBe(1);
  });
});

describe('R4/R5 the next round', () => {
  test('R4: next-round deals afresh: all cards back, scores kept, calls cleared', () => {
    let g = setup({
      hands: [['3H'], ['KS'], ['QD'], ['7C']],
      discard: ['7H'],
      turn: 0,
      scores: [0, 100, 200, 300],
      seed: 9,
    });
    g = acts(g, { type: 'kapaga', seat: 1 }, { type: 'play', seat: 0, cards: ['3H'] });
    expect(snap(g).scores).toEqual([0, 200, 300, 450]);
    g = act(g, { type: 'next-round' });
    const s = snap(g);
    expect(s.phase).toBe('playing');
    expect(s.scores).toEqual([0, 200, 300, 450]);
    expect(s.kapagaCalled).toEqual([false, false, false, false]);
    expect(s.discard.length).toBe(1);
    expect(sorted(allCards(s))).toEqual(sorted(deck()));
    expect(s.hands.map((h) => h.length)).toEqual(dealtSizes(s, 5));
    expect(s.dealer).toBe(3);
  });
});

describe('R5 hand sizes', () => {
  test('R5: 5 cards each with 3+ players; the rest is the stock', () => {
    const { s } = findDeal(4, (x) => firstDeal(x) && isPlainTop(x.top));
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.stock.length).toBe(53 - 20 - 1);
  });

  test('R5: 7 cards each with 2 players', () => {
    const { s } = findDeal(2, (x) => firstDeal(x) && isPlainTop(x.top));
    expect(s.hands.map((h) => h.length)).toEqual([7, 7]);
    expect(s.stock.length).toBe(53 - 14 - 1);
  });

  test('R5: handSize and handSizeTwoPlayers are honoured', () => {
    const a = findDeal(3, (x) => firstDeal(x) && isPlainTop(x.top), { handSize: 6 }).s;
    expect(a.hands.map((h) => h.length)).toEqual([6, 6, 6]);
    const b = findDeal(2, (x) => firstDeal(x) && isPlainTop(x.top), { handSizeTwoPlayers: 9 }).s;
    expect(b.hands.map((h) => h.length)).toEqual([9, 9]);
  });

  test('R5: the next round deals 7 cards when only two players are still active', () => {
    const g = setup({
      hands: [['3H'], ['KS'], []],
      eliminated: [false, false, true],
      scores: [0, 0, 2300],
      discard: ['7H'],
      turn: 0,
      seed: 3,
    });
    const g2 = acts(g, { type: 'play', seat: 0, cards: ['3H'] }, { type: 'next-round' });
    const s = snap(g2);
    expect(s.phase).toBe('playing');
    expect(s.hands[2]).toEqual([]);
    expect(s.hands.map((h) => h.length)).toEqual(dealtSizes(s, 7));
    expect(sorted(allCards(s))).toEqual(sorted(deck()));
  });
});

describe('R6 the turned-up card counts as played by the dealer', () => {
  const n = 4;
  const left = (s: Snapshot, k = 1) => (s.dealer + k) % n;

  test('R6: a plain card: the player after the dealer starts, nothing else happens', () => {
    const { s } = findDeal(n, (x) => firstDeal(x) && isPlainTop(x.top));
    expect(s.turn).toBe(left(s));
    expect(s.stage).toBe('play');
    expect(s.pending).toBe(0);
    expect(s.call).toBe(null);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
  });

  test('R6: an 8: the dealer must call, then the player to the left starts', () => {
    const { g, s } = findDeal(n, (x) => firstDeal(x) && rankOf(x.top) === '8');
    expect(s.turn).toBe(s.dealer);
    expect(s.stage).toBe('call');
    expect(hasAction(g, { type: 'call', seat: s.dealer, call: 'S' })).toBe(true);
    expect(hasAction(g, { type: 'call', seat: s.dealer, call: '7' })).toBe(true);
    expect(hasAction(g, { type: 'call', seat: s.dealer, call: '8' })).toBe(false);
    expect(hasAction(g, { type: 'draw', seat: left(s) })).toBe(false);
    reject(g, { type: 'call', seat: s.dealer, call: '8' });
    reject(g, { type: 'draw', seat: left(s) });
    const s2 = snap(act(g, { type: 'call', seat: s.dealer, call: 'S' }));
    expect(s2.call).toBe('S');
    expect(s2.turn).toBe(left(s));
    expect(s2.stage).toBe('play');
    // the next player must match the dealer's call (or play an 8 or the Joker)
    const g2 = act(g, { type: 'call', seat: s.dealer, call: 'S' });
    for (const p of plays(g2, left(s))) {
      const first = p.split(' ')[0] ?? '';
      expect(first === 'JK' || first.charAt(0) === '8' || first.charAt(1) === 'S', p).toBe(true);
    }
  });

  test("R6: a 2: the player to the dealer's left must draw two or answer", () => {
    const { g, s } = findDeal(n, (x) => firstDeal(x) && rankOf(x.top) === '2');
    expect(s.turn).toBe(left(s));
    expect(s.stage).toBe('answer');
    expect(s.pending).toBe(2);
    const s2 = snap(act(g, { type: 'draw', seat: left(s) }));
    expect(hand(s2, left(s)).length).toBe(7);
    expect(s2.turn).toBe(left(s, 2));
  });

  test("R6: the 5 of spades: the player to the dealer's left must draw five or answer", () => {
    const { s } = findDeal(n, (x) => firstDeal(x) && x.top === '5S');
    expect(s.turn).toBe(left(s));
    expect(s.stage).toBe('answer');
    expect(s.pending).toBe(5);
  });

  test("R6: a 7 skips the player to the dealer's left", () => {
    const { s } = findDeal(n, (x) => firstDeal(x) && rankOf(x.top) === '7');
    expect(s.turn).toBe(left(s, 2));
    expect(s.stage).toBe('play');
  });

  test('R6: a 9 passes the hands left (same seed with nines plain for comparison)', () => {
    const { s, seed } = findDeal(n, (x) => firstDeal(x) && rankOf(x.top) === '9');
    const plain = snap(ok(newGame({ players: n, seed, rules: { nines: 'plain' } })));
    expect(plain.top, 'same seed deals the same cards under a rules variant').toBe(s.top);
    expect(plain.dealer).toBe(s.dealer);
    for (let i = 0; i < n; i++)
      expect(sorted(hand(s, (i + 1) % n))).toEqual(sorted(hand(plain, i)));
    expect(s.turn).toBe(left(s));
  });

  test.each([
    ['a 9', (c: string) => rankOf(c) === '9'],
    ['the 5 of clubs', (c: string) => c === '5C'],
  ])(
    'R6: when %s turned up passes hands, no seat knows the hand it passed on, only where its new hand came from',
    (_what, isPass) => {
      const { g, s } = findDeal(n, (x) => firstDeal(x) && isPass(x.top));
      for (let seat = 0; seat < n; seat++) {
        const v = playerView(g, seat);
        expect(v.passed, `seat ${seat} never looked at the hand it passed on`).toEqual([]);
        expect(v.receivedFrom, `seat ${seat} knows whose hand it now holds`).not.toBeNull();
        const from = v.receivedFrom as number;
        expect(playerView(g, from).passedTo).toBe(seat);
        expect(v.hand).toEqual(hand(s, seat));
      }
    },
  );

  test('R6: the 5 of clubs passes the hands right (same seed with fiveOfClubs plain for comparison)', () => {
    const { s, seed } = findDeal(n, (x) => firstDeal(x) && x.top === '5C');
    const plain = snap(ok(newGame({ players: n, seed, rules: { fiveOfClubs: 'plain' } })));
    expect(plain.top, 'same seed deals the same cards under a rules variant').toBe(s.top);
    expect(plain.dealer).toBe(s.dealer);
    for (let i = 0; i < n; i++)
      expect(sorted(hand(s, (i + n - 1) % n))).toEqual(sorted(hand(plain, i)));
    expect(s.turn).toBe(left(s));
  });

  test('R6: the Joker: everyone but the dealer draws one and the dealer must follow', () => {
    const { g, s } = findDeal(n, (x) => firstDeal(x) && x.top === 'JK');
    expect(s.hands.map((h) => h.length)).toEqual(s.hands.map((_, i) => (i === s.dealer ? 5 : 6)));
    expect(s.turn).toBe(s.dealer);
    expect(s.stage).toBe('follow');
    // any card of the dealer's hand may start the follow
    for (const c of hand(s, s.dealer))
      if (rankOf(c) !== '8')
        expect(hasAction(g, { type: 'play', seat: s.dealer, cards: [c] })).toBe(true);
  });

  test('R6: an ace: the dealer draws one card and no play follows', () => {
    const { s, seed } = findDeal(n, (x) => firstDeal(x) && rankOf(x.top) === 'A');
    expect(s.hands.map((h) => h.length)).toEqual(s.hands.map((_, i) => (i === s.dealer ? 6 : 5)));
    expect(s.turn).toBe(left(s));
    expect(s.stage).toBe('play');
    const plain = snap(ok(newGame({ players: n, seed, rules: { aces: 'plain' } })));
    expect(plain.top, 'same seed deals the same cards under a rules variant').toBe(s.top);
    expect(sorted(hand(s, s.dealer))).toEqual(
      sorted([...hand(plain, plain.dealer), ...plain.stock.slice(0, 1)]),
    );
  });

  test('R6: with two players a turned-up 7 gives the first turn back to the dealer', () => {
    const { s } = findDeal(2, (x) => firstDeal(x) && rankOf(x.top) === '7');
    expect(s.turn).toBe(s.dealer);
  });
});

describe('R7 no misdeals', () => {
  test('R7: the computer deals: a fresh game carries no table penalties', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const s = snap(ok(newGame({ players: 4, seed })));
      expect(s.scores).toEqual([0, 0, 0, 0]);
      expect(s.phase).toBe('playing');
    }
  });
});
