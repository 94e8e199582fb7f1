// LAKRAP.md L1-L16, with the original text's own examples (seeds/la-krap.txt).
import { describe, expect, test } from 'vitest';
import { newGame, parseCard, snapshot } from '../../../src/games/lakrap/engine';
import { DECK_COUNT, fullDeck } from '../../../src/games/lakrap/engine/cards';
import { act, atLead, playable, plays, setup, trickOf } from './helpers';

const made = (players: number, seed: number) => {
  const g = newGame({ players, seed });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
};

describe('cards and the deal', () => {
  test('L1: 72 cards: A-7 twice a suit, a 2 a suit, JR, two JB, the sheet', () => {
    expect(fullDeck()).toHaveLength(72);
    const count = (code: string) => DECK_COUNT[parseCard(code) ?? -1] ?? 0;
    for (const c of ['AS', 'TH', 'KD', 'QC', 'JS', '9H', '8D', '7C']) expect(count(c)).toBe(2);
    for (const c of ['2S', '2H', '2D', '2C', 'JR', 'BL']) expect(count(c)).toBe(1);
    expect(count('JB')).toBe(2);
  });

  test('L2: codes as in Kapaga, JR JB BL; no 3-6, no plain joker', () => {
    for (const c of ['AS', 'TH', '7C', '2D', 'JR', 'JB', 'BL']) expect(parseCard(c)).not.toBeNull();
    for (const c of ['5H', '3S', 'JK', '10H', 'as', '', null, 7]) expect(parseCard(c)).toBeNull();
  });

  test('L3: 7 cards each, the seventh face up; the dealer is seeded and passes left', () => {
    const dealers = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      const g = made(4, seed);
      const s = snapshot(g);
      for (let seat = 0; seat < 4; seat++) {
        expect(s.hands[seat]).toHaveLength(7);
        expect(s.faceUp[seat]).toEqual([s.hands[seat]?.[6]]);
      }
      dealers.add(s.dealer);
      expect(s.turn).toBe((s.dealer + 1) % 4);
    }
    expect(dealers.size).toBeGreaterThan(1);
  });

  test('L4: face-up 7H 9D KS JR make the teams {0,1}, {2} and {3}', () => {
    const g = setup({
      hands: [['7H'], ['9D'], ['KS'], ['JR']],
      faceUp: [['7H'], ['9D'], ['KS'], ['JR']],
      indicators: ['AC'],
      dealer: 3,
    });
    expect(snapshot(g).teams).toEqual([0, 0, 2, 3]);
  });

  test('L4: everyone in one team means no teams; the sheet is of the jokers team', () => {
    const teams = (up: string[]) =>
      snapshot(
        setup({
          hands: up.map((c) => [c]),
          faceUp: up.map((c) => [c]),
          indicators: ['AC'],
          dealer: 0,
        }),
      ).teams;
    expect(teams(['7H', '9D', 'AH', 'KD'])).toEqual([0, 1, 2, 3]);
    expect(teams(['JR', 'BL', 'JB'])).toEqual([0, 1, 2]);
    expect(teams(['BL', '7S', 'JB', '8C'])).toEqual([0, 1, 0, 1]);
  });

  test('L4: teams stay as dealt when a face-up card is laid aside (L7)', () => {
    const g = setup({
      hands: [
        ['7H', 'AS'],
        ['9D', 'AC'],
        ['KS', 'AD'],
      ],
      faceUp: [['7H'], ['9D'], ['KS']],
      indicators: ['AC'],
      dealer: 2,
    });
    const after = act(g, { type: 'exchange', seat: 0, cards: ['7H'] });
    expect(snapshot(after).teams).toEqual([0, 0, 2]);
    expect(snapshot(after).faceUp[0]).toEqual([]);
  });
});

describe('L5, L6: the game the turned cards set', () => {
  const kind = (indicators: string[]) =>
    snapshot(setup({ hands: [['7S'], ['8S'], ['9S']], indicators, dealer: 0, stage: 'lead' })).game;

  test.each([
    [['AH'], { trump: 'H', null: false, jokerSuit: 'H', sheets: false, multiplier: 1 }],
    [['JD'], { trump: 'D', null: false, jokerSuit: 'D', sheets: false, multiplier: 1 }],
    [['9C'], { trump: null, null: true, jokerSuit: 'C', sheets: false, multiplier: 1 }],
    [['7S'], { trump: null, null: true, jokerSuit: 'S', sheets: false, multiplier: 1 }],
    [['2D'], { trump: 'D', null: false, jokerSuit: 'D', sheets: false, multiplier: 1 }],
    [['JR', 'KS'], { trump: 'S', null: false, jokerSuit: 'S', sheets: false, multiplier: 4 }],
    [['JB', '8H'], { trump: null, null: true, jokerSuit: 'H', sheets: false, multiplier: 2 }],
    [
      ['JB', 'JR', 'JB', 'QC'],
      { trump: 'C', null: false, jokerSuit: 'C', sheets: false, multiplier: 16 },
    ],
    [['BL'], { trump: null, null: true, jokerSuit: null, sheets: true, multiplier: 1 }],
    [['JR', 'BL'], { trump: null, null: true, jokerSuit: null, sheets: true, multiplier: 4 }],
  ])('L5: turned %j', (indicators, game) => {
    expect(kind(indicators)).toEqual(game);
  });

  test('L5: a chain must end in a card that sets the game', () => {
    for (const bad of [[], ['JR'], ['AH', 'KH'], ['JB', 'JB']])
      expect(() => setup({ hands: [['7S'], ['8S'], ['9S']], indicators: bad, dealer: 0 })).toThrow(
        /turned/,
      );
  });

  test('L5: the sheet turned: no teams, whatever the face-up cards', () => {
    const g = setup({
      hands: [['7H'], ['9D'], ['KS']],
      faceUp: [['7H'], ['9D'], ['KS']],
      indicators: ['BL'],
      dealer: 0,
    });
    expect(snapshot(g).teams).toEqual([0, 1, 2]);
  });

  test('L5: a 2 turned: no exchange, the exposure at once', () => {
    const g = setup({ hands: [['7H'], ['9D'], ['KS']], indicators: ['2S'], dealer: 0 });
    expect(snapshot(g).stage).toBe('expose');
    expect(() =>
      setup({ hands: [['7H'], ['9D'], ['KS']], indicators: ['2S'], dealer: 0, stage: 'exchange' }),
    ).toThrow(/no exchange/);
  });

  test('L5: newGame turns further cards after jokers (seen over many deals)', () => {
    let chains = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const s = snapshot(made(6, seed));
      const last = s.indicators[s.indicators.length - 1] ?? '';
      expect(['JR', 'JB']).not.toContain(last);
      if (s.indicators.length > 1) chains++;
      const mult = s.indicators.reduce((m, c) => m * (c === 'JR' ? 4 : c === 'JB' ? 2 : 1), 1);
      expect(s.game.multiplier).toBe(mult);
    }
    expect(chains).toBeGreaterThan(0);
  });

  test('L6: in a trump game the jokers are the highest trumps, JR above JB', () => {
    const g = atLead(['AS', 'JB', 'JR', 'AH'], ['KS']);
    const done = plays(g, 'AS', 'JB', 'JR', 'AH');
    expect(snapshot(done).lastTrick?.winner).toBe(2);
  });

  test('L6: trump jokers follow trumps: a joker must follow a trump lead, and a spade may not', () => {
    const g = plays(atLead(['KS 7D', 'JB 7H', 'AH 8H'], ['QS']), 'KS');
    expect(playable(g)).toEqual(['JB']);
  });

  test('L6: in a null game the jokers are the highest of the turned suit and follow it', () => {
    const g = plays(atLead(['AD 7S', 'JR 7H', 'TD 8H'], ['9D']), 'AD');
    expect(playable(g)).toEqual(['JR']);
    const done = plays(g, 'JR', 'TD');
    expect(snapshot(done).lastTrick?.winner).toBe(1);
    // Led in another suit, a joker does not follow it, and does not win.
    const off = plays(atLead(['AS 7C', 'JR 7H', 'TS 8H'], ['9D']), 'AS');
    expect(playable(off)).toEqual(['JR', '7H']);
    expect(snapshot(plays(off, 'JR', 'TS')).lastTrick?.winner).toBe(0);
  });

  test("L6, L11: in a null game the turned suit's 2 cancels a joker", () => {
    const g = plays(atLead(['AS', 'JR', '2S'], ['8S']), 'AS', 'JR', '2S');
    expect(snapshot(g).lastTrick?.cards.map((p) => p.live)).toEqual([true, false, false]);
    expect(snapshot(g).lastTrick?.winner).toBe(0);
  });

  test('L6: in a BL game the jokers are sheets: playable any time, and cancelling', () => {
    const g = plays(atLead(['AS 7S', 'KS 8S', 'JB 7H', 'QS 9S'], ['BL']), 'AS', 'KS');
    expect(playable(g)).toEqual(['JB', '7H']);
    const s = plays(g, 'JB');
    expect(trickOf(s)).toEqual(['(AS)', 'KS', '(JB)']);
  });
});
