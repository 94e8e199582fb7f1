// LAKRAP.md L7-L16: the exchange, tricks that cancel, marriages, the score, the match.
import { describe, expect, test } from 'vitest';
import { actionsFor, legalActions, snapshot } from '../../../src/games/lakrap/engine';
import { act, atLead, playable, plays, refused, setup, trickOf } from './helpers';

/** A new deal of `players` with the deck stacked so that `indicator` is turned. */
function made(players: number, seed: number, indicator: string) {
  const hands = Array.from({ length: players }, (_, s) =>
    ['AS', 'TS', 'KS', 'QS', 'JS', '9S', '8S', '7S', 'AH', 'TH', 'KH', 'QH'].slice(
      s % 2,
      (s % 2) + 7,
    ),
  );
  return setup({
    hands: hands.map((h, s) =>
      s < 2 ? h : h.map((c) => c.replace(/[SH]$/, s % 4 < 2 ? 'D' : 'C')),
    ),
    indicators: [indicator],
    dealer: players - 1,
    seed,
  });
}

describe('L7: the exchange', () => {
  const table = (deck: string[] = []) =>
    setup({
      hands: [
        ['7H', 'AS', 'AS', 'KD', 'QD', '8C', '7H'],
        ['9D', 'AC', 'TC', 'KC', 'QC', 'JC', '9C'],
        ['KS', 'AD', 'TD', 'KH', 'QH', 'JH', '9H'],
      ],
      faceUp: [['7H'], ['9D'], ['KS']],
      indicators: ['AC'],
      deck,
      dealer: 2,
    });

  test('L7: from the dealer’s left, up to 6 cards, drawn from the top, face down', () => {
    const g = table(['8S', '8H', 'JS']);
    expect(snapshot(g).turn).toBe(0);
    const after = act(g, { type: 'exchange', seat: 0, cards: ['AS', '8C'] });
    const s = snapshot(after);
    expect(s.hands[0]).toEqual(['7H', 'AS', 'KD', 'QD', '7H', '8S', '8H']);
    expect(s.laidAside[0]).toEqual(['AS', '8C']);
    expect(s.faceUp[0]).toEqual(['7H']);
    expect(s.turn).toBe(1);
    expect(legalActions(g).every((a) => a.type === 'exchange' && a.cards.length <= 6)).toBe(true);
    // The hand's distinct parts of 0 to 6 cards: 7H and AS are twice in it.
    expect(legalActions(g)).toHaveLength(3 * 3 * 2 * 2 * 2 - 1);
    expect(
      refused(g, { type: 'exchange', seat: 0, cards: ['7H', 'AS', 'AS', 'KD', 'QD', '8C', '7H'] }),
    ).toMatch(/up to 6/);
  });

  test('L7: a face-up card laid aside is the face-up copy, replaced face down', () => {
    const after = act(table(), { type: 'exchange', seat: 0, cards: ['7H'] });
    const s = snapshot(after);
    expect(s.faceUp[0]).toEqual([]);
    expect(s.hands[0]?.filter((c) => c === '7H')).toHaveLength(1);
  });

  test('L7: no more than the deck holds (6 seats run it short); the dealer last, then L8', () => {
    let g = made(6, 1, 'AC');
    const limits: number[] = [];
    while (snapshot(g).stage === 'exchange') {
      const most = Math.max(
        ...legalActions(g).map((a) => (a.type === 'exchange' ? a.cards.length : 0)),
      );
      limits.push(most);
      const a = legalActions(g).find((x) => x.type === 'exchange' && x.cards.length === most);
      if (!a) throw new Error('no exchange');
      g = act(g, a);
    }
    // 72 - 42 - 1 = 29 in the deck: 6, 6, 6, 6, then 5 and none.
    expect(limits).toEqual([6, 6, 6, 6, 5, 0]);
    expect(snapshot(g).stage).toBe('expose');
    expect(snapshot(g).hands.every((h) => h.length === 7)).toBe(true);
  });
});

describe('L8: the exposure, a choice every seat makes at once', () => {
  const table = () =>
    setup({
      hands: [
        ['7H', 'AS', 'KD'],
        ['9D', 'AC', 'TC'],
        ['KS', 'AD', 'TD'],
      ],
      faceUp: [['7H'], ['9D'], ['KS']],
      indicators: ['2C'],
      dealer: 2,
    });

  test('L8: every seat yet to choose may, in any order; the turn is the first from the dealer’s left', () => {
    const g = table();
    const s = snapshot(g);
    expect(s.stage).toBe('expose');
    expect(s.toAct).toEqual([0, 1, 2]);
    expect(s.turn).toBe(0);
    // Each seat: its face-down cards' parts of 0 to 3 cards (2 face down: 4 choices).
    for (const seat of [0, 1, 2]) expect(actionsFor(g, seat)).toHaveLength(4);
    expect(legalActions(g)).toHaveLength(12);
    const later = act(g, { type: 'expose', seat: 2, cards: ['TD'] });
    expect(snapshot(later).toAct).toEqual([0, 1]);
    expect(snapshot(later).turn).toBe(0);
    expect(refused(later, { type: 'expose', seat: 2, cards: [] })).toMatch(/chosen/);
    expect(refused(later, { type: 'expose', seat: 0, cards: ['7H'] })).toMatch(/face-down/);
  });

  test('L8: a choice stays secret (cards and count) until all have chosen, then all show at once', () => {
    let g = act(table(), { type: 'expose', seat: 1, cards: ['AC', 'TC'] });
    expect(snapshot(g).faceUp[1]).toEqual(['9D']);
    expect(snapshot(g).exposures).toEqual([null, ['AC', 'TC'], null]);
    g = act(g, { type: 'expose', seat: 0, cards: [] });
    g = act(g, { type: 'expose', seat: 2, cards: ['AD'] });
    const s = snapshot(g);
    expect(s.faceUp).toEqual([['7H'], ['9D', 'AC', 'TC'], ['KS', 'AD']]);
    expect(s.exposures).toEqual([null, null, null]);
    expect(s.stage).toBe('lead');
    expect(s.turn).toBe(0);
  });
});

describe('L9-L13: tricks', () => {
  test('L10: hA hK hK s7 hA, hearts trumps: the spade seven takes it', () => {
    const g = plays(atLead(['AH', 'KH', 'KH', '7S', 'AH'], ['QH']), 'AH', 'KH', 'KH', '7S', 'AH');
    const last = snapshot(g).lastTrick;
    expect(last?.cards.map((p) => p.live)).toEqual([false, false, false, true, false]);
    expect(last?.winner).toBe(3);
  });

  test('L9, L10: h9 sJ h9: spades are led', () => {
    const g = plays(atLead(['9H 7D', 'JS 7C', '9H 8D', 'QS AH'], ['AC']), '9H', 'JS', '9H');
    expect(trickOf(g)).toEqual(['(9H)', 'JS', '(9H)']);
    expect(playable(g)).toEqual(['QS']);
  });

  test('L9: follow the led suit if able (the sheet at any time); no duty to trump', () => {
    const g = plays(atLead(['AD 7D', 'KD BL', '8C 9C'], ['AC']), 'AD');
    expect(playable(g)).toEqual(['KD', 'BL']);
    const off = plays(atLead(['AD 7D', '8C 7C', '9S 9C'], ['AC']), 'AD');
    expect(playable(off)).toEqual(['8C', '7C']);
  });

  test('L9: with no live card there is no led suit', () => {
    const g = plays(atLead(['AD 7D', 'AD 7C', '9S 9C'], ['AC']), 'AD', 'AD');
    expect(playable(g)).toEqual(['9S', '9C']);
  });

  test('L10: the two black jokers are twins; JR has none', () => {
    const g = plays(atLead(['JB', 'JB', 'AS'], ['KS']), 'JB', 'JB', 'AS');
    expect(snapshot(g).lastTrick?.winner).toBe(2);
  });

  test.each([
    ['a 2 cancels the card before it in its suit', ['KH', '2H', 'QH'], ['(KH)', '(2H)', 'QH'], 2],
    [
      'the last live card, past a cancelled one',
      ['KH', 'QH', 'QH', '2H'],
      ['(KH)', '(QH)', '(QH)', '(2H)'],
      0,
    ],
    ['of another suit: the 2 stays, lowest', ['KH', '2S', '7S'], ['KH', '2S', '7S'], 0],
    ['a 2 that leads stays, lowest of its suit', ['2H', '7H', 'QS'], ['2H', '7H', 'QS'], 1],
  ])('L11: %s', (_what, cards, trick, winner) => {
    const n = cards.length;
    const g = atLead(cards, ['AD']);
    const played = plays(g, ...cards.slice(0, n - 1));
    const done = plays(played, cards[n - 1] as string);
    expect(snapshot(done).lastTrick?.cards.map((p) => (p.live ? p.card : `(${p.card})`))).toEqual(
      trick,
    );
    expect(snapshot(done).lastTrick?.winner).toBe(winner);
  });

  test.each([
    [
      'cancels all but the last live card before it',
      ['AH', 'KH', 'QH', 'BL'],
      ['(AH)', '(KH)', 'QH', '(BL)'],
      2,
    ],
    ['a sheet that leads leaves alone', ['BL', '7S', 'AS'], ['(BL)', '7S', 'AS'], 2],
    [
      'a card that cancelled cannot be cancelled',
      ['KH', 'KH', 'QH', 'BL'],
      ['(KH)', '(KH)', 'QH', '(BL)'],
      2,
    ],
  ])('L12: the sheet %s', (_what, cards, trick, winner) => {
    const g = plays(atLead(cards, ['AD']), ...cards);
    expect(snapshot(g).lastTrick?.cards.map((p) => (p.live ? p.card : `(${p.card})`))).toEqual(
      trick,
    );
    expect(snapshot(g).lastTrick?.winner).toBe(winner);
  });

  test('L13: a dead trick goes to its leader, counts as a trick, and the leader leads next', () => {
    const g = plays(atLead(['KH 7D', 'KH 8D', 'BL 9D'], ['AC']), 'KH', 'KH', 'BL');
    const s = snapshot(g);
    expect(s.lastTrick?.cards.every((p) => !p.live)).toBe(true);
    expect(s.lastTrick?.winner).toBe(0);
    expect(s.tricks).toEqual([1, 0, 0]);
    expect(s.taken[0]).toEqual(['KH', 'KH', 'BL']);
    expect(s.turn).toBe(0);
  });

  test('L13: the highest live trump, else the highest of the led suit', () => {
    const g = plays(atLead(['TS', 'AS', '7D', 'AH'], ['QD']), 'TS', 'AS', '7D', 'AH');
    expect(snapshot(g).lastTrick?.winner).toBe(2);
    // A null game (9D): no trumps, the ace of the led suit.
    const nul = plays(atLead(['TS', 'AS', '7D', 'AH'], ['9D']), 'TS', 'AS', '7D', 'AH');
    expect(snapshot(nul).lastTrick?.winner).toBe(1);
  });
});

describe('L14: marriages', () => {
  const won = () =>
    plays(atLead(['AS KH QH 7C', 'KS 7D 8D 9D', '7S 8H 9H TC'], ['AC']), 'AS', 'KS', '7S');

  test('L14: the winner may show a K and Q before it leads; the lead must be one of them', () => {
    const g = won();
    expect(actionsFor(g, 0)[0]).toEqual({ type: 'marriage', seat: 0, suit: 'H' });
    const m = act(g, { type: 'marriage', seat: 0, suit: 'H' });
    const s = snapshot(m);
    expect(s.marriages).toEqual([1, 0, 0]);
    expect(s.mustLead).toEqual(['KH', 'QH']);
    expect(s.married[0]).toEqual(['QH', 'KH']);
    expect(s.faceUp[0]).toEqual([]);
    // One marriage per trick won; the lead is forced.
    expect(playable(m)).toEqual(['KH', 'QH']);
    expect(actionsFor(m, 0).some((a) => a.type === 'marriage')).toBe(false);
    expect(refused(m, { type: 'play', seat: 0, card: '7C' })).toMatch(/marriage/);
    expect(snapshot(plays(m, 'QH')).mustLead).toBeNull();
  });

  test('L14: no marriage before the first lead; a K or Q shows in one marriage only', () => {
    expect(actionsFor(atLead(['KH QH', '7S 8S', '9S TS'], ['AC']), 0)).toHaveLength(2);
    // KH QH QH: after one marriage, the second QH has no unshown K to marry.
    let g = plays(atLead(['AS KH QH QH', 'KS 7D 8D 9D', '7S 8H 9H TC'], ['AC']), 'AS', 'KS', '7S');
    g = act(g, { type: 'marriage', seat: 0, suit: 'H' });
    g = plays(g, 'QH', '7D', '8H');
    expect(snapshot(g).turn).toBe(0);
    expect(actionsFor(g, 0).some((a) => a.type === 'marriage')).toBe(false);
  });

  test('L14: a dead trick’s leader may marry too', () => {
    const g = plays(atLead(['KD KH QH', 'KD 7D 8D', 'BL 9H TC'], ['AC']), 'KD', 'KD', 'BL');
    expect(actionsFor(g, 0)[0]).toEqual({ type: 'marriage', seat: 0, suit: 'H' });
  });
});
