/**
 * La Krap's lesson (content/lesson.ts) read against its own deal: each step's words are
 * true of the table as the step meets it or leaves it, and the round shows a 2, twins, the
 * sheet and a dead trick as they happen (L10-L13), then scores as the end says (L15).
 */
import { describe, expect, test } from 'vitest';
import { LESSON } from '../../../src/games/lakrap/content/lesson';
import {
  actionsFor,
  applyAction,
  type Game,
  type Snapshot,
  snapshot,
} from '../../../src/games/lakrap/engine';

const steps = LESSON.steps;
const plain = (t: readonly { text: string }[]) => t.map((x) => x.text).join('');

/** The game before each step, and after the last. */
function games(): Game[] {
  let g = LESSON.start();
  const out = [g];
  for (const s of steps) {
    const r = applyAction(g, s.action);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
    out.push(g);
  }
  return out;
}
const G = games();
const S: Snapshot[] = G.map(snapshot);
const marks = (t: Snapshot['trick'] | undefined) =>
  (t ?? []).map((p) => (p.live ? p.card : `(${p.card})`));
const said = (i: number) => plain(steps[i]?.say ?? []);

describe('La Krap lesson', () => {
  test('each step is its seat’s: the person’s coached, the others’ on their turn; no rule ids', () => {
    for (const [i, s] of steps.entries()) {
      const g = G[i] as Game;
      const seat = s.who === 'coach' ? LESSON.seat : g.turn;
      if (s.who !== 'coach') expect(g.turn, `step ${i + 1}`).not.toBe(LESSON.seat);
      expect(JSON.stringify(actionsFor(g, seat)), `step ${i + 1}`).toContain(
        JSON.stringify(s.action),
      );
      expect(said(i)).not.toMatch(/\bL\d+\b/);
      if (s.who === 'coach') expect(plain(s.hint ?? [])).not.toBe('');
    }
    expect(steps.filter((s) => s.who === 'coach')).toHaveLength(4);
    expect(plain(LESSON.intro) + plain(LESSON.end)).not.toMatch(/\bL\d+\b/);
  });

  test('L4, L5: the intro is the table: you and Cat red, Ann and Ben black; hearts trumps; four cards', () => {
    const s = S[0] as Snapshot;
    expect(s.teams[0]).toBe(s.teams[3]);
    expect(s.teams[1]).toBe(s.teams[2]);
    expect(s.teams[0]).not.toBe(s.teams[1]);
    expect(s.faceUp).toEqual([['AD'], ['9S'], ['AC'], ['KH']]);
    expect(s.game.trump).toBe('H');
    expect(s.indicators).toEqual(['JH']);
    expect(s.hands.every((h) => h.length === 4)).toBe(true);
    expect(s.dealer).toBe(3);
    expect(s.turn).toBe(0);
  });

  test('L11: Cat’s 2♣ cancels Ben’s A♣ just before it; your Q♣ takes the trick', () => {
    // Ben's ace is the highest so far; Cat must follow clubs with the 2.
    expect(marks(S[3]?.trick)).toEqual(['QC', '8C', 'AC']);
    expect(actionsFor(G[3] as Game, 3)).toEqual([{ type: 'play', seat: 3, card: '2C' }]);
    expect(said(3)).toMatch(/your queen takes it/);
    expect(marks(S[4]?.lastTrick?.cards)).toEqual(['QC', '8C', '(AC)', '(2C)']);
    expect(S[4]?.lastTrick?.winner).toBe(0);
    expect(S[4]?.turn).toBe(0);
  });

  test('L10: Ben’s A♦ is your ace’s twin; Ann’s 10♦ then takes it', () => {
    expect(marks(S[7]?.trick)).toEqual(['(AD)', 'TD', '(AD)']);
    expect(marks(S[8]?.lastTrick?.cards)).toEqual(['(AD)', 'TD', '(AD)', '8D']);
    expect(S[8]?.lastTrick?.winner).toBe(1);
    expect(S[8]?.turn).toBe(1);
  });

  test('L12: Ben’s ace would win; the sheet leaves only Cat’s king, and Cat leads', () => {
    const before = G[11] as Game;
    expect(snapshot(before).game.trump).toBe('H');
    expect(marks(snapshot(before).trick)).toEqual(['QH', 'AH', 'KH']);
    // Played instead of the sheet, the 7♠ leaves Ben's ace the winner.
    const instead = applyAction(before, { type: 'play', seat: 0, card: '7S' });
    expect(instead.ok && snapshot(instead.value).lastTrick?.winner).toBe(2);
    // The sheet may be played though it is no heart.
    expect(actionsFor(before, 0).map((a) => (a.type === 'play' ? a.card : ''))).toEqual([
      'BL',
      '7S',
    ]);
    expect(marks(S[12]?.lastTrick?.cards)).toEqual(['(QH)', '(AH)', 'KH', '(BL)']);
    expect(S[12]?.lastTrick?.winner).toBe(3);
    expect(S[12]?.turn).toBe(3);
  });

  test('L9-L13: you must follow spades; twins then a 2 leave a dead trick, Cat’s as its leader', () => {
    expect(actionsFor(G[13] as Game, 0)).toEqual([{ type: 'play', seat: 0, card: '7S' }]);
    expect(S[13]?.hands[0]).toEqual(['7S']);
    expect(marks(S[15]?.trick)).toEqual(['(9S)', '7S', '(9S)']);
    const end = S[16] as Snapshot;
    expect(end.lastTrick?.cards.every((p) => !p.live)).toBe(true);
    expect(end.lastTrick?.winner).toBe(3);
  });

  test('L15: the end is the score: you 1 and Cat 2 tricks, (1 + 4) x 2 = 10; Ann and Ben 1 x 2 = 2', () => {
    const end = S[16] as Snapshot;
    expect(end.phase).toBe('round-over');
    expect(end.tricks).toEqual([1, 1, 0, 2]);
    expect(end.roundScores).toEqual([10, 2, 2, 10]);
    // L16: a match of 4 deals each player twice.
    expect((G[0] as Game).rules.rounds).toBe(8);
    expect(plain(LESSON.end)).toMatch(/10 points each.*2 each/);
  });
});
