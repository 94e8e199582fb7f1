/**
 * La Krap's demos (content/demos.ts) played through the engine: every step one of the
 * legal actions at its point, and every caption's claim true of the table it leaves.
 */
import { describe, expect, test } from 'vitest';
import { DEMOS } from '../../../src/games/lakrap/content/demos';
import {
  actionsFor,
  applyAction,
  type Game,
  legalActions,
  playerView,
  type Snapshot,
  snapshot,
} from '../../../src/games/lakrap/engine';

const said = (t: readonly { text: string }[]) => t.map((x) => x.text).join('');

/** The snapshot before each step and after the last, each step checked legal. */
function run(id: string): { s: Snapshot[]; g: Game[] } {
  const d = DEMOS.find((x) => x.id === id);
  if (!d) throw new Error(`no demo ${id}`);
  let g = d.start();
  const gs = [g];
  for (const [i, st] of d.steps.entries()) {
    const listed = legalActions(g).some((a) => JSON.stringify(a) === JSON.stringify(st.action));
    expect(listed, `${id} step ${i + 1}: ${JSON.stringify(st.action)}`).toBe(true);
    const r = applyAction(g, st.action);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
    gs.push(g);
  }
  return { s: gs.map(snapshot), g: gs };
}
const marks = (t: Snapshot['trick']) => t.map((p) => (p.live ? p.card : `(${p.card})`));

describe('La Krap demos', () => {
  test('each demo starts a game, every step legal, every caption said; ids distinct', () => {
    expect(DEMOS.map((d) => d.id)).toEqual([
      'twins',
      'the-two',
      'the-sheet',
      'dead-trick',
      'marriage',
      'null-round',
      'exchange',
      'sheet-turned',
      'two-on-joker',
    ]);
    for (const d of DEMOS) {
      expect(d.start().phase).toBe('playing');
      expect(said(d.intro)).not.toBe('');
      for (const s of d.steps) expect(said(s.say)).not.toBe('');
      run(d.id);
      expect(d.start()).toEqual(d.start());
    }
  });

  test('L10: hA hK hK s7 hA, hearts trumps: the kings and the aces cancel, the spade seven takes it', () => {
    const { s } = run('twins');
    expect(s[0]?.game.trump).toBe('H');
    expect(s[0]?.indicators).toEqual(['QH']);
    // Cat has no heart.
    expect(s[3]?.hands[3]?.some((c) => c.endsWith('H'))).toBe(false);
    expect(marks(s[3]?.trick ?? [])).toEqual(['AH', '(KH)', '(KH)']);
    const last = s.at(-1)?.lastTrick;
    expect(marks(last?.cards ?? [])).toEqual(['(AH)', '(KH)', '(KH)', '7S', '(AH)']);
    expect(last?.winner).toBe(3);
  });

  test('L11: the 2♥ cancels the A♥ just before it; the K♥ then wins', () => {
    const { s, g } = run('the-two');
    expect(s[0]?.game.trump).toBe('D');
    // Ann's ace is the highest card so far (no trump in the trick); Ben must follow hearts.
    expect(marks(s[2]?.trick ?? [])).toEqual(['KH', 'AH']);
    expect(actionsFor(g[2] as Game, 2)).toEqual([{ type: 'play', seat: 2, card: '2H' }]);
    expect(marks(s[3]?.trick ?? [])).toEqual(['KH', '(AH)', '(2H)']);
    expect(s.at(-1)?.lastTrick?.winner).toBe(0);
  });

  test('L9, L12: the sheet is played though its seat could follow; only the card before it stays', () => {
    const { s, g } = run('the-sheet');
    expect(s[0]?.game.trump).toBe('C');
    // Cat could follow hearts with the 7♥ and was offered the sheet too.
    const cat = actionsFor(g[3] as Game, 3).map((a) => (a.type === 'play' ? a.card : ''));
    expect(cat).toEqual(['BL', '7H']);
    expect(marks(s.at(-1)?.lastTrick?.cards ?? [])).toEqual(['(AH)', '(9H)', 'KH', '(BL)']);
    expect(s.at(-1)?.lastTrick?.winner).toBe(2);
  });

  test('L9, L13: a dead trick goes to its leader, counts as a trick, and the leader leads', () => {
    const { s, g } = run('dead-trick');
    expect(s[0]?.game.trump).toBe('C');
    expect(s[0]?.turn).toBe(0);
    // After the twin kings no suit is led: Ben may play anything.
    expect(actionsFor(g[2] as Game, 2)).toHaveLength(2);
    expect(s[2]?.trick.every((p) => !p.live)).toBe(true);
    const done = s[4] as Snapshot;
    expect(done.lastTrick?.cards.every((p) => !p.live)).toBe(true);
    expect(done.lastTrick?.winner).toBe(0);
    expect(done.tricks).toEqual([1, 0, 0, 0]);
    expect(done.turn).toBe(0);
  });

  test('L4, L14, L15: no teams; the marriage forces the lead, and scores (9 + 5) x 3 = 42', () => {
    const { s, g } = run('marriage');
    expect(new Set(s[0]?.teams).size).toBe(4);
    const m = g[5] as Game;
    expect(snapshot(m).mustLead).toEqual(['KH', 'QH']);
    expect(snapshot(m).marriages).toEqual([1, 0, 0, 0]);
    expect(actionsFor(m, 0)).toEqual([
      { type: 'play', seat: 0, card: 'KH' },
      { type: 'play', seat: 0, card: 'QH' },
    ]);
    // The K and Q stay in the hand.
    expect(snapshot(m).hands[0]).toEqual(['KH', 'QH']);
    // Ann has no heart; Cat must follow.
    expect(actionsFor(g[8] as Game, 3)).toEqual([{ type: 'play', seat: 3, card: '8H' }]);
    const end = s.at(-1) as Snapshot;
    expect(end.tricks).toEqual([3, 0, 0, 0]);
    expect(end.roundScores).toEqual([42, 0, 0, 0]);
  });

  test('L5, L6, L10, L15: JR then 8S: null, x4, the black jokers spades and twins; -136 and -16', () => {
    const { s, g } = run('null-round');
    const game = s[0]?.game;
    expect(game).toEqual({ trump: null, null: true, jokerSuit: 'S', sheets: false, multiplier: 4 });
    expect(s[0]?.teams).toEqual([0, 0, 2, 2]);
    // Five tricks gone: you 2, the others 1 each.
    expect(s[0]?.tricks).toEqual([2, 1, 1, 1]);
    // Ann must follow the spade lead with her joker.
    expect(actionsFor(g[1] as Game, 1)).toEqual([{ type: 'play', seat: 1, card: 'JB' }]);
    expect(marks(s[4]?.lastTrick?.cards ?? [])).toEqual(['AS', '(JB)', '7S', '(JB)']);
    expect(s[4]?.lastTrick?.winner).toBe(0);
    const end = s.at(-1) as Snapshot;
    expect(end.tricks).toEqual([4, 1, 1, 1]);
    expect(end.roundScores).toEqual([-136, -136, -16, -16]);
  });

  test('L4, L7, L8: a face-up card laid aside goes face down, teams stay; exposures secret, then shown together', () => {
    const { s, g } = run('exchange');
    expect(s[0]?.game.trump).toBe('D');
    // You alone against three; Cat dealt, you exchange first.
    expect(s[0]?.teams).toEqual([0, 1, 1, 1]);
    expect(s[0]?.dealer).toBe(3);
    expect(s[0]?.turn).toBe(0);
    const after = s[1] as Snapshot;
    expect(after.laidAside[0]).toEqual(['7C', '9S']);
    expect(after.faceUp[0]).toEqual([]);
    expect(after.teams).toEqual([0, 1, 1, 1]);
    expect(after.hands[0]).toEqual(['8C', 'AD', 'TD', 'KH', 'QH', 'AS', 'KD']);
    expect(s[2]?.laidAside[1]).toEqual(['7D']);
    expect(s[3]?.laidAside[2]).toEqual([]);
    expect(s[4]?.laidAside[3]).toEqual(['7S', '8S', '9D']);
    expect(s[4]?.stage).toBe('expose');
    // Three have chosen: your view shows none of their choices, nor any new face-up card.
    const v = playerView(g[7] as Game, 0);
    expect(v.exposures).toEqual([null, null, null, null]);
    expect(v.faceUp).toEqual([[], ['JH'], ['7H'], ['AH']]);
    const end = s.at(-1) as Snapshot;
    expect(end.faceUp).toEqual([['AD', 'AS'], ['AS', 'TS', 'JH'], ['7H'], ['AH', 'QD']]);
    expect(end.stage).toBe('lead');
    expect(end.turn).toBe(0);
  });

  test('L5, L6, L12: the sheet turned: no teams though the colours differ; a joker cancels as a sheet', () => {
    const { s, g } = run('sheet-turned');
    expect(s[0]?.game).toEqual({
      trump: null,
      null: true,
      jokerSuit: null,
      sheets: true,
      multiplier: 1,
    });
    expect(s[0]?.teams).toEqual([0, 1, 2, 3]);
    // Ben holds no heart: a joker is no heart here, and any card may go.
    expect(actionsFor(g[2] as Game, 2)).toHaveLength(2);
    expect(marks(s[3]?.trick ?? [])).toEqual(['(KH)', 'QH', '(JB)']);
    // Cat must follow hearts: the Q♥ left sets the suit.
    expect(actionsFor(g[3] as Game, 3)).toEqual([{ type: 'play', seat: 3, card: '9H' }]);
    expect(s.at(-1)?.lastTrick?.winner).toBe(1);
  });

  test('L6, L11: a null game of spades: the black joker is a spade, and the 2♠ cancels it', () => {
    const { s, g } = run('two-on-joker');
    expect(s[0]?.game).toMatchObject({ null: true, jokerSuit: 'S', trump: null });
    expect(actionsFor(g[1] as Game, 1)).toEqual([{ type: 'play', seat: 1, card: 'JB' }]);
    expect(marks(s[3]?.trick ?? [])).toEqual(['8S', '(JB)', '(2S)']);
    expect(marks(s.at(-1)?.lastTrick?.cards ?? [])).toEqual(['8S', '(JB)', '(2S)', '7S']);
    expect(s.at(-1)?.lastTrick?.winner).toBe(0);
  });
});
