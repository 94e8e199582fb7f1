/**
 * Cases RULES.md does not settle, decided in the spirit of the seed texts. Each is also
 * written in the in-game rules reference (src/games/kapaga/ui) and in the README.
 */
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Card,
  checkRules,
  fromSetup,
  type Game,
  legalActions,
  newGame,
  PRESETS,
  parseCard,
  playerView,
  resolveRules,
  type Setup,
  snapshot,
} from '../../../../src/games/kapaga/engine';
import { applyInPlace, cloneGame } from '../../../../src/games/kapaga/engine/fast';

function setup(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}
function act(g: Game, a: Action): Game {
  const r = applyAction(g, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
/** Every card of the deck placed: stock and discard exactly as given. */
const ALL =
  'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC JK'.split(
    ' ',
  );
const rest = (...used: string[][]): string[] => ALL.filter((c) => !used.flat().includes(c));

describe('decisions where RULES.md is silent', () => {
  test('R15/R22: a lone ace as the last card always finds a card: the pile under it is turned over', () => {
    // The card the ace was played on is below it, so the ace's draw never comes up empty.
    const hand1 = ['KC', ...rest(['AH', 'KC', '3H'])];
    const g = setup({ hands: [['AH'], hand1], discard: ['3H'], stock: [], turn: 0 });
    expect(snapshot(g).stock).toEqual([]);
    const after = act(g, { type: 'play', seat: 0, cards: ['AH'] });
    const s = snapshot(after);
    expect(s.phase).toBe('playing');
    expect(s.hands[0]).toEqual(['3H']);
    expect(s.scores[0]).toBe(100);
    expect(s.stage).toBe('drawn');
    const out = snapshot(act(after, { type: 'play', seat: 0, cards: ['3H'] }));
    expect(out.roundWinner).toBe(0); // "Then and only then: round over"
  });

  test("R17/R22: when a Joker's draws empty the stock, the player who must draw turns the pile and pays", () => {
    const g = setup({
      hands: [
        ['JK', '4H'],
        ['5D', '6D'],
        ['7C', '9C'],
      ],
      discard: ['3H', '2C', '3C'],
      stock: ['KD'],
      turn: 0,
      rules: { jokers: 1 },
    });
    // Put every other card in seat 1's and 2's hands so the stock is exactly KD.
    const s0 = snapshot(g);
    const full = setup({
      hands: [
        ['JK', '4H'],
        ['5D', '6D', ...s0.stock.slice(1)],
        ['7C', '9C'],
      ],
      discard: ['3H', '2C', '3C'],
      stock: ['KD'],
      turn: 0,
    });
    const after = act(full, { type: 'play', seat: 0, cards: ['JK'] });
    const s = snapshot(after);
    // Seat 1 draws KD; seat 2 finds the stock empty, turns 3H 2C 3C (all but the Joker) over and pays 100.
    expect(s.scores).toEqual([0, 0, 100]);
    expect(s.top).toBe('JK');
    expect(s.stage).toBe('follow');
  });

  test('R13/R23: an 8 that goes out needs no call, and a call with it is refused', () => {
    const g = setup({ hands: [['8H'], ['5D', '6D']], discard: ['3C'], turn: 0 });
    expect(legalActions(g)).toContainEqual({ type: 'play', seat: 0, cards: ['8H'] });
    expect(legalActions(g).some((a) => a.type === 'play' && a.call)).toBe(false);
    const r = applyAction(g, { type: 'play', seat: 0, cards: ['8H'], call: 'S' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/does not go out/);
  });

  test('R12z/R15: an ace with a 2 as companion on a spent 2 is not a zombie (the 2 is not played directly on it)', () => {
    let g = setup({
      hands: [
        ['2H', '4S'],
        ['5D', '6D', '7D'],
        ['AH', '2D', 'KS'],
      ],
      discard: ['3H'],
      turn: 0,
    });
    g = act(g, { type: 'play', seat: 0, cards: ['2H'] });
    g = act(g, { type: 'draw', seat: 1 }); // draws 2: the 2H is spent
    const zombie = act(g, { type: 'play', seat: 2, cards: ['2D'] });
    expect(snapshot(zombie).pending).toBe(4); // directly on it: zombie
    // Same table, but the ace leads: it lands on the spent 2 first, then its companion.
    let h = setup({
      hands: [
        ['2H', '4S'],
        ['5D', '6D', '7D'],
        ['AH', '2H', 'KS'],
      ],
      discard: ['3H'],
      turn: 0,
      rules: { decks: 2 },
    });
    h = act(h, { type: 'play', seat: 0, cards: ['2H'] });
    h = act(h, { type: 'draw', seat: 1 });
    h = act(h, { type: 'play', seat: 2, cards: ['AH', '2H'] });
    expect(snapshot(h).pending).toBe(2);
  });
});

describe('checkRules: what a house-rules mix means', () => {
  test('§8: every preset is playable at its largest table with no errors', () => {
    for (const [name, r] of Object.entries(PRESETS))
      expect(
        checkRules(r, r.maxPlayers).filter((n) => n.level === 'error'),
        name,
      ).toEqual([]);
  });

  test('R1, R5: a deck too small for the hands is an error, as newGame says', () => {
    const r = resolveRules({ handSize: 7 });
    if (!r.ok) throw new Error(r.error.message);
    expect(checkRules(r.value, 8)).toContainEqual(
      expect.objectContaining({ field: 'handSize', level: 'error' }),
    );
    expect(newGame({ players: 8, seed: 1, rules: { handSize: 7 } }).ok).toBe(false);
    expect(checkRules(r.value, 7).filter((n) => n.level === 'error')).toEqual([]);
  });

  test('R12: options that change nothing while 2s are plain are pointed out', () => {
    const r = resolveRules({ twos: 'plain' });
    if (!r.ok) throw new Error(r.error.message);
    const fields = checkRules(r.value, 4).map((n) => n.field);
    expect(fields).toEqual(
      expect.arrayContaining(['stackTwos', 'zombieTwos', 'twoOfSpadesOnFive']),
    );
  });

  test('R22: a table so full the deal leaves fewer cards to draw than players says so', () => {
    const r = PRESETS.grayzone;
    // 10 players x 5 cards + the turn-up: 2 of 53 left to draw.
    expect(checkRules(r, 10)).toContainEqual(
      expect.objectContaining({
        field: 'decks',
        level: 'note',
        message: expect.stringMatching(/leaves 2 cards to draw.*two decks/),
      }),
    );
    expect(checkRules(r, 6).some((n) => n.field === 'decks')).toBe(false);
    expect(checkRules({ ...r, decks: 2 }, 10).some((n) => n.field === 'decks')).toBe(false);
  });
});

describe('R16: passes in one play add up to one move', () => {
  test('R16: a 9 and the 5 of clubs in one play pass nothing (R10 keeps them apart; the engine adds them up all the same)', () => {
    const start = setup({
      hands: [['9C', '5C', 'KD', '4D'], ['QS'], ['TD', '3S', 'JH']],
      discard: ['KC'],
      turn: 0,
    });
    const g = cloneGame(start);
    applyInPlace(g, { type: 'kapaga', seat: 1 }, true); // a call stands when nothing passes
    const cards = ['9C', '5C'].map((c) => parseCard(c) as Card);
    applyInPlace(g, { type: 'play', seat: 0, cards, call: -1 }, true);
    const s = snapshot(g);
    expect(s.hands).toEqual([['KD', '4D'], ['QS'], ['TD', '3S', 'JH']]);
    expect(s.kapagaCalled).toEqual([false, true, false]);
    expect(g.events.map((e) => e.type)).toContain('hands-stay');
    expect(g.events.some((e) => e.type === 'pass-hands')).toBe(false);
    expect(playerView(g, 0)).toMatchObject({ passed: [], passedTo: null, receivedFrom: null });
    expect(s.turn).toBe(1);
  });
});
