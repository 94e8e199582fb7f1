// La Krap's log words and the engine's table facts (L8, L10-L15): every claim true of the table.
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  playerView,
  snapshot,
  teamScores,
  trickFacts,
} from '../../../src/games/lakrap/engine';
import { status } from '../../../src/games/lakrap/game';
import { MODULE } from '../../../src/games/lakrap/module';
import { cancelWords, gameWords, describe as say } from '../../../src/games/lakrap/words';
import { plain } from '../../../src/lib/tokens';
import { act, atLead, plays, setup } from './helpers';

const N = { names: ['Ann', 'Bob', 'Cid', 'Dee'], you: null };
const why = (g: ReturnType<typeof atLead>) => {
  const s = snapshot(g);
  // The trick, or the one just taken when the last card completed it.
  const trick = s.trick.length > 0 ? s.trick : (s.lastTrick?.cards ?? []);
  const f = trickFacts(s.game, trick);
  return f.why.map((w) => (w ? plain(cancelWords(w, trick, N)) : null));
};

describe('the trick as the table reads it (L9-L13)', () => {
  const four = (hands: string[]) => atLead(hands, ['AC']);

  test('L10: twins cancel each other, each says whose twin it was', () => {
    const g = plays(four(['KH 7S', 'KH 8S', '9H 7C', '8H 8C']), 'KH', 'KH');
    expect(why(g)).toEqual(["twin of Bob's K♥", "twin of Ann's K♥"]);
    expect(trickFacts(snapshot(g).game, snapshot(g).trick).led).toBeNull();
  });

  test('L11: a 2 cancels the card before it in its suit: "cancelled by 2♥"', () => {
    const g = plays(four(['9H 7S', '2H 8S', 'JS 7C', 'AH 8C']), '9H', '2H');
    expect(why(g)).toEqual(['cancelled by 2♥', "cancels Ann's 9♥"]);
  });

  test("L9: the text's h9 sJ h9: spades are led after the nines cancel, and the table says so", () => {
    const g = plays(four(['9H 7S', 'JS 8S', '9H 7C', 'AD 8C']), '9H', 'JS', '9H');
    const s = snapshot(g);
    const f = trickFacts(s.game, s.trick);
    expect(f.led).toBe('S');
    expect(f.ledBefore).toBe('H');
    expect(f.winning).toBe(1);
  });

  test('L12: the sheet cancels all but the card before it: each says "the sheet"', () => {
    const g = plays(four(['9H 7S', 'TH 8S', 'AH 7C', 'BL 8C']), '9H', 'TH', 'AH', 'BL');
    expect(why(g)).toEqual(['the sheet', 'the sheet', null, 'the sheet']);
  });

  test('the log says the same: who cancelled what, and who took the trick', () => {
    const g = four(['KH 7S', 'KH 8S', '9H 7C', '8H 8C']);
    const a1 = plays(g, 'KH');
    expect(plain(say(a1, { type: 'play', seat: 1, card: 'KH' }, N))).toBe(
      "Bob plays K♥: the twin of Ann's K♥, and both leave the trick.",
    );
    const a3 = plays(a1, 'KH', '9H');
    expect(plain(say(a3, { type: 'play', seat: 3, card: '8H' }, N))).toBe(
      'Dee plays 8♥. Cid takes the trick.',
    );
  });
});

describe("L15: the summary's figures are the engine's score", () => {
  test("the book's example: teams {0,1}, {2}, {3}, tricks 2 1 3 1, one marriage of seat 2", () => {
    const s = {
      teams: [0, 0, 2, 3],
      tricks: [2, 1, 3, 1],
      marriages: [0, 0, 1, 0],
      game: { trump: 'S', null: false, jokerSuit: 'S', sheets: false, multiplier: 1 },
    };
    expect(
      teamScores(s).map((t) => [t.seats, t.squares, t.marriages, t.opponents, t.points]),
    ).toEqual([
      [[0, 1], 5, 0, 2, 10],
      [[2], 9, 1, 3, 42],
      [[3], 1, 0, 3, 3],
    ]);
    const nul = teamScores({ ...s, game: { ...s.game, null: true, trump: null, multiplier: 2 } });
    expect(nul.map((t) => t.points)).toEqual([-20, -84, -6]);
  });

  test('played out, the parts add up to the round scores of every seat', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const made = MODULE.engine.newGame({ players: 3 + (seed % 4), seed });
      if (!made.ok) throw new Error(made.error.message);
      let g = made.value;
      while (g.phase === 'playing') {
        const a = MODULE.engine.legalActions(g)[seed % 3] ?? MODULE.engine.legalActions(g)[0];
        const r = applyAction(g, a);
        if (!r.ok) throw new Error(r.error.message);
        g = r.value;
      }
      const v = playerView(g, 0);
      const bySeat = v.teams.map((_, s) => teamScores(v).find((t) => t.seats.includes(s))?.points);
      expect(bySeat, `seed ${seed}`).toEqual(v.roundScores);
    }
  });
});

describe('L8: the exposure, a choice every seat makes at once', () => {
  const g0 = setup({
    hands: [
      ['AS', 'KS', 'QS', 'JS', '9S', '8S', '7S'],
      ['AH', 'KH', 'QH', 'JH', '9H', '8H', '7H'],
      ['AD', 'KD', 'QD', 'JD', '9D', '8D', '7D'],
    ],
    faceUp: [['7S'], ['7H'], ['7D']],
    indicators: ['2C'],
    dealer: 2,
  });

  test('the status names every seat yet to choose (together), nobody on turn; teams given', () => {
    expect(status(g0)).toMatchObject({ turn: null, together: [0, 1, 2], teams: [0, 1, 1] });
    const g1 = act(g0, { type: 'expose', seat: 1, cards: ['AH'] });
    expect(status(g1)).toMatchObject({ turn: null, together: [0, 2] });
    expect(
      status(
        act(g1, { type: 'expose', seat: 0, cards: [] }, { type: 'expose', seat: 2, cards: [] }),
      ).together,
    ).toBeUndefined();
  });

  test("the log keeps a choice secret until the last, then says every seat's at once", () => {
    const g1 = act(g0, { type: 'expose', seat: 1, cards: ['AH', 'KH'] });
    expect(plain(say(g0, { type: 'expose', seat: 1, cards: ['AH', 'KH'] }, N))).toBe(
      'Bob has chosen what to show (hidden until everyone has).',
    );
    const g2 = act(g1, { type: 'expose', seat: 0, cards: [] });
    expect(plain(say(g2, { type: 'expose', seat: 2, cards: ['QD'] }, N))).toBe(
      'Everyone has chosen. Shown: Ann nothing; Bob A♥ K♥; Cid Q♦. Ann leads.',
    );
  });

  test("L5: the game in one line: trumps, null with the jokers' suit, the multiplier", () => {
    const g = (over: object) => ({
      trump: 'H',
      null: false,
      jokerSuit: 'H',
      sheets: false,
      multiplier: 1,
      ...over,
    });
    expect(plain(gameWords(g({}), ['KH']))).toBe('Hearts are trumps (the jokers highest).');
    expect(
      plain(gameWords(g({ trump: null, null: true, jokerSuit: 'S', multiplier: 4 }), ['JR', '9S'])),
    ).toBe('Null game (jokers ♠, all points negative), every score ×4.');
  });
});

describe('L16: the rounds default to twice the players', () => {
  test('defaultsFor gives each table its own; the standard is the table of 4', () => {
    expect(MODULE.rules.defaultsFor?.(3)).toEqual({ rounds: 6 });
    expect(MODULE.rules.defaultsFor?.(6)).toEqual({ rounds: 12 });
    expect(MODULE.rules.defaults).toEqual({ rounds: 8 });
  });
});
