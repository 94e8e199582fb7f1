/**
 * Cap-It's demos (src/games/capit/content/demos.ts) played through the engine: every step
 * one of the engine's listed actions at its point, and every claim a caption makes true of
 * the table it leaves.
 */
import { describe, expect, test } from 'vitest';
import { DEMO_NAMES, DEMOS } from '../../../src/games/capit/content/demos';
import { plain } from '../../../src/games/capit/content/say';
import {
  type Action,
  applyAction,
  cardValue,
  codeCard,
  fromSetup,
  type Game,
  legalActions,
  playerView,
  type Snapshot,
  snapshot,
} from '../../../src/games/capit/engine';
import { sameAction } from '../../../src/platform/script';

const demo = (id: string) => {
  const d = DEMOS.find((x) => x.id === id);
  if (!d) throw new Error(`no demo ${id}`);
  return d;
};

/** The game before each step and after the last. */
function games(id: string): Game[] {
  const d = demo(id);
  const out = [d.start()];
  for (const s of d.steps) {
    const g = out.at(-1) as Game;
    const r = applyAction(g, s.action);
    if (!r.ok) throw new Error(r.error.message);
    out.push(r.value);
  }
  return out;
}
const snaps = (id: string): Snapshot[] => games(id).map(snapshot);
const listed = (g: Game, a: Action) => legalActions(g).some((l) => sameAction(l, a));
const points = (codes: readonly string[]) =>
  codes.reduce((t, x) => t + cardValue(codeCard(x) ?? 0), 0);
const words = (id: string) => demo(id).steps.map((s) => plain(s.say));

describe('Cap-It demos: every step listed by the engine, every caption said', () => {
  test.each(DEMOS.map((d) => [d.id, d] as const))('%s', (id, d) => {
    expect(d.names).toEqual(DEMO_NAMES);
    const gs = games(id);
    expect(gs[0]?.phase).toBe('playing');
    d.steps.forEach((s, i) => {
      expect(listed(gs[i] as Game, s.action), `step ${i + 1}`).toBe(true);
      expect(plain(s.say).trim()).not.toBe('');
    });
    // No caption or intro names a rule id: those live in the rules reference.
    for (const w of [plain(d.intro), ...words(id)]) expect(w).not.toMatch(/\bC\d+\b/);
    // A fresh table each call.
    expect(d.start()).toEqual(gs[0]);
  });
  test('the demos the issue asks for: the push, freeing a wild, going out by a lay-off, round 5', () => {
    expect(DEMOS.map((d) => d.id)).toEqual(['push', 'free-a-wild', 'out-by-layoff', 'round-5']);
  });
});

describe('C11: the push demo', () => {
  const [s0, s1, , , s4, s5] = snaps('push');
  const gs = games('push');
  test('the discard and the stock top go to Ana, Dee draws the next stock card', () => {
    expect(s0?.discard.at(-1)).toBe('7H');
    expect(s0?.stock.slice(0, 2)).toEqual(['KD', '5D']);
    expect(s0?.hands[0]?.some((x) => x[0] === '7')).toBe(false);
    expect(s1?.pushes).toEqual([{ seat: 0, discard: '7H', stock: 'KD' }]);
    expect(s1?.hands[1]).toEqual(expect.arrayContaining(['7H', 'KD']));
    expect(s1?.hands[1]?.length).toBe(12);
    expect(s1?.hands[0]).toContain('5D');
  });
  test('everyone sees the 7♥ go; only Ana sees the K♦', () => {
    const g = gs[1] as Game;
    for (const seat of [0, 2, 3])
      expect(playerView(g, seat).pushes).toEqual([{ seat: 0, discard: '7H', stock: '?' }]);
    expect(playerView(g, 1).pushes).toEqual([{ seat: 0, discard: '7H', stock: 'KD' }]);
  });
  test('the two pushed cards are 15 points; Ana lays two sets with them and the K♣', () => {
    expect(points(['7H', 'KD'])).toBe(15);
    expect(words('push')[1]).toContain('15 points');
    expect(s4?.table).toEqual([
      { owner: 1, kind: 'set', cards: ['7S', '7H', '7D'] },
      { owner: 1, kind: 'set', cards: ['KH', 'KD', 'KC'] },
    ]);
    expect(s4?.down[1]).toBe(true);
  });
  test('Ana ends holding 6 cards, Dee 10', () => {
    expect(s5?.hands[1]?.length).toBe(6);
    expect(s5?.hands[0]?.length).toBe(10);
    expect(words('push')[4]).toContain('holds 6 cards; Dee still holds 10');
  });
});

describe('C8: the free-a-wild demo', () => {
  const gs = games('free-a-wild');
  const [s0, s1, s2, s3] = gs.map(snapshot);
  test('Dee is down and drawn; the Joker stands for the 7♥, and the natural 2♥ is never offered to free', () => {
    expect(s0?.down[0]).toBe(true);
    expect(s0?.stage).toBe('meld');
    expect(s0?.table[1]?.cards).toEqual(['5H', '6H', 'JK', '8H']);
    expect(s0?.table[6]?.cards).toEqual(['2H', '3H', '4H']);
    expect(s0?.hands[0]).toContain('7H');
    for (const g of gs)
      expect(legalActions(g).some((a) => a.type === 'free' && a.meld === 6)).toBe(false);
  });
  test('the 7♥ frees the Joker, which goes on Dee’s 9s in the same move', () => {
    expect(s1?.table[1]?.cards).toEqual(['5H', '6H', '7H', '8H']);
    expect(s1?.table[2]?.cards).toEqual(['9C', '9D', '9S', 'JK']);
    expect(s1?.hands[0]).not.toContain('JK');
  });
  test('the 8♠ frees Ben’s 2♠, laid at once with the 4♠ 4♦ as a new set', () => {
    expect(s2?.table[4]?.cards).toEqual(['8C', '8D', '8S']);
    expect(s2?.table.at(-1)).toEqual({ owner: 0, kind: 'set', cards: ['2S', '4S', '4D'] });
    expect(s2?.hands[0]).toEqual(['3D', 'TC']);
  });
  test('Dee ends holding one card; no wild ever joined a hand', () => {
    expect(s3?.hands[0]).toEqual(['3D']);
    for (const s of [s1, s2, s3])
      expect(s?.hands[0]?.some((x) => x === 'JK' || x === '2S')).toBe(false);
  });
});

describe('C12: the going-out-by-a-lay-off demo', () => {
  const gs = games('out-by-layoff');
  const [s0, s1, , s3] = gs.map(snapshot);
  test('round 2, Dee down with the Q♥, the 9♦ on the discard pile', () => {
    expect(s0?.round).toBe(2);
    expect(s0?.hands[0]).toEqual(['QH']);
    expect(s0?.discard.at(-1)).toBe('9D');
  });
  test('the taken 9♦ may not be discarded; the Q♥ first is refused, not listed', () => {
    const g = gs[1] as Game;
    expect(s1?.taken).toBe('9D');
    expect(listed(g, { type: 'discard', seat: 0, card: '9D' })).toBe(false);
    const qFirst: Action = { type: 'layoff', seat: 0, card: 'QH', meld: 1, end: 'high' };
    expect(listed(g, qFirst)).toBe(false);
    expect(applyAction(g, qFirst).ok).toBe(false);
  });
  test('the Q♥ goes on the high end; the round ends at once, Dee 0, the others their hands', () => {
    expect(s3?.table[1]?.cards).toEqual(['8H', '9H', 'TH', 'JH', 'QH']);
    expect(s3?.phase).toBe('round-over');
    expect(s3?.discard.at(-1)).not.toBe('QH');
    expect(s3?.roundScores?.[0]).toBe(0);
    s3?.hands.forEach((h, i) => {
      expect(s3?.roundScores?.[i]).toBe(points(h));
      if (i > 0) expect(h.length).toBeGreaterThan(0);
    });
  });
});

describe('C6, C3, C16: the round-5 demo', () => {
  const gs = games('round-5');
  const [s0, , s2, s3] = gs.map(snapshot);
  test('round 5 of 5 asks a run of 3 and a run of 7; 2s are wild', () => {
    const g = gs[0] as Game;
    expect(s0?.round).toBe(5);
    expect(g.rules.rounds).toBe(5);
    expect(g.rules.wildTwos).toBe(true);
    expect(g.rules.contracts[4]).toEqual([
      { kind: 'run', length: 3 },
      { kind: 'run', length: 7 },
    ]);
    expect(s0?.discard.at(-1)).toBe('2C');
  });
  test('the Joker stands at the 9♥ and the 2♣ at the Q♥ of a 7-card hearts run', () => {
    expect(s2?.table).toEqual([
      { owner: 0, kind: 'run', cards: ['6H', '7H', '8H', 'JK', 'TH', 'JH', '2C'] },
      { owner: 0, kind: 'run', cards: ['3S', '4S', '5S'] },
    ]);
    expect(gs[2]?.table[0]?.start).toBe(4); // 6 is the fifth place from the 2
  });
  test('the ace is high only: Q K A is a run, K A 2 is not', () => {
    const lay = (cards: string[]) =>
      fromSetup({
        hands: [['3C'], ['4C'], ['5C'], ['6C']],
        discard: ['7C'],
        turn: 0,
        table: [{ owner: 0, kind: 'run', cards }],
      }).ok;
    expect(lay(['QH', 'KH', 'AH'])).toBe(true);
    expect(lay(['KH', 'AH', '2H'])).toBe(false);
  });
  test('Dee goes out with the K♣; the match is over and Dee wins with 55', () => {
    expect(s3?.phase).toBe('game-over');
    expect(s3?.roundScores?.[0]).toBe(0);
    expect(s3?.scores[0]).toBe(55);
    expect(s3?.winners).toEqual([0]);
    expect(Math.min(...(s3?.scores ?? []))).toBe(55);
  });
});
