/**
 * Cap-It's lesson (src/games/capit/content/lesson.ts) read against its own deal: each step
 * listed for the seat it belongs to, each step's words true of the table as the step meets
 * it or leaves it, and the round teaching what the issue asks: a contract laid, a push
 * received, a lay-off, a wild freed (and going out).
 */
import { describe, expect, test } from 'vitest';
import { LESSON, LESSON_NAMES } from '../../../src/games/capit/content/lesson';
import { plain } from '../../../src/games/capit/content/say';
import {
  type Action,
  actionsFor,
  applyAction,
  cardValue,
  codeCard,
  type Game,
  playerView,
  type Snapshot,
  snapshot,
} from '../../../src/games/capit/engine';
import { cardLabel } from '../../../src/kit/cards';
import { sameAction } from '../../../src/platform/script';

const steps = LESSON.steps;
function games(): Game[] {
  const out = [LESSON.start()];
  for (const s of steps) {
    const r = applyAction(out.at(-1) as Game, s.action);
    if (!r.ok) throw new Error(r.error.message);
    out.push(r.value);
  }
  return out;
}
const G = games();
const T: Snapshot[] = G.map(snapshot);
const said = (i: number) => plain(steps[i]?.say ?? []);
const stepOf = (f: (a: Action) => boolean): number => {
  const i = steps.findIndex((s) => f(s.action));
  expect(i, 'the lesson has this step').toBeGreaterThanOrEqual(0);
  return i;
};
const points = (codes: readonly string[]) =>
  codes.reduce((t, x) => t + cardValue(codeCard(x) ?? 0), 0);
const label = (code: string) => cardLabel(codeCard(code) ?? 0);

describe('the Cap-It lesson in a player’s words', () => {
  test('every step is listed for its seat: coached ones the person’s, the others another seat’s turn', () => {
    expect(LESSON.names).toEqual(LESSON_NAMES);
    steps.forEach((s, i) => {
      const g = G[i] as Game;
      const seat = s.who === 'coach' ? LESSON.seat : g.turn;
      if (s.who !== 'coach') expect(g.turn, `step ${i + 1}`).not.toBe(LESSON.seat);
      else expect(g.turn, `step ${i + 1}`).toBe(LESSON.seat);
      expect(
        actionsFor(g, seat).some((a) => sameAction(a, s.action)),
        `step ${i + 1}`,
      ).toBe(true);
      expect(said(i).trim()).not.toBe('');
      if (s.who === 'coach') expect(plain(s.hint ?? []).trim()).not.toBe('');
    });
    expect(T.at(-1)?.phase).not.toBe('playing');
  });

  test('no coach line cites a rule id (C1...)', () => {
    const lines = [LESSON.intro, LESSON.end, ...steps.flatMap((s) => [s.say, s.hint ?? []])];
    for (const l of lines) expect(plain(l)).not.toMatch(/\bC\d+\b/);
  });

  test('C6, C4: the intro names round 1’s contract, and 2s are wild under these rules', () => {
    const g = G[0] as Game;
    expect(g.round).toBe(1);
    expect(g.rules.contracts[0]).toEqual([
      { kind: 'set', length: 3 },
      { kind: 'set', length: 3 },
    ]);
    expect(g.rules.wildTwos).toBe(true);
    expect(plain(LESSON.intro)).toContain('two sets of 3');
  });

  test('C11: every card the coach offers from the discard pile is its top card', () => {
    steps.forEach((s, i) => {
      if (s.action.type !== 'take') return;
      const top = T[i]?.discard.at(-1) as string;
      expect(said(i)).toContain(label(top));
      // ...and the taker held what the words say it goes with.
      if (s.who === 'coach') expect(T[i + 1]?.taken).toBe(top);
    });
    expect(T[0]?.hands[0]?.filter((x) => x[0] === '8')).toHaveLength(2);
  });

  test('C7: the contract is laid in one move, both sets, the Joker for a third 5', () => {
    const i = stepOf((a) => a.type === 'meld' && a.seat === 0);
    expect(T[i]?.down[0]).toBe(false);
    expect(T[i + 1]?.down[0]).toBe(true);
    expect(T[i + 1]?.table.filter((m) => m.owner === 0)).toEqual([
      { owner: 0, kind: 'set', cards: ['5D', '5C', 'JK'] },
      { owner: 0, kind: 'set', cards: ['8S', '8H', '8D'] },
    ]);
  });

  test('C14: the Q♠ discarded costs 10 points', () => {
    const i = stepOf((a) => a.type === 'discard' && a.card === 'QS');
    expect(points(['QS'])).toBe(10);
    expect(said(i)).toContain('10 points');
  });

  test('Ana’s Joker stands for a 4 in her set', () => {
    const i = stepOf((a) => a.type === 'meld' && a.seat === 1);
    expect(T[i + 1]?.table.find((m) => m.owner === 1 && m.cards.includes('JK'))?.cards).toEqual([
      '4S',
      '4H',
      'JK',
    ]);
  });

  test('C11: the push received: the discard and a stock card to you, the stock card seen by you alone', () => {
    const i = stepOf((a) => a.type === 'push');
    expect(steps[i]?.who).toBe('watch');
    expect(T[i]?.turn).toBe(3);
    expect(T[i]?.discard.at(-1)).toBe('4C');
    const after = G[i + 1] as Game;
    expect(T[i + 1]?.pushes).toEqual([{ seat: 3, discard: '4C', stock: '5H' }]);
    expect(T[i + 1]?.hands[0]).toEqual(expect.arrayContaining(['4C', '5H']));
    expect(playerView(after, 0).pushes[0]?.stock).toBe('5H');
    for (const seat of [1, 2, 3]) expect(playerView(after, seat).pushes[0]?.stock).toBe('?');
    // The words after it: what you got, and what Cleo drew and discarded.
    expect(said(i + 1)).toMatch(/4♣.*5♥.*9♦/);
    expect(T[i + 2]?.discard.at(-1)).toBe('9D');
  });

  test('C8: the lay-off puts the pushed 5♥ on your set of 5s', () => {
    const i = stepOf((a) => a.type === 'layoff');
    expect(T[i]?.down[0]).toBe(true);
    expect(T[i + 1]?.table[0]?.cards).toEqual(['5D', '5C', 'JK', '5H']);
  });

  test('C8: the 4♣ frees Ana’s Joker, laid at once in a new set with your 9s', () => {
    const i = stepOf((a) => a.type === 'free');
    expect(T[i + 1]?.table[2]?.cards).toEqual(['4S', '4H', '4C']);
    expect(T[i + 1]?.table.at(-1)).toEqual({ owner: 0, kind: 'set', cards: ['9D', '9C', 'JK'] });
    expect(T[i + 1]?.hands[0]).toEqual(['3D']);
  });

  test('C12, C14: you go out with the 3♦; the others score their hands, Ana 15', () => {
    const last = T.at(-1) as Snapshot;
    expect(last.phase).toBe('round-over');
    expect(last.hands[0]).toEqual([]);
    expect(last.roundScores?.[0]).toBe(0);
    expect(last.roundScores?.[1]).toBe(15);
    last.hands.forEach((h, s) => {
      expect(last.roundScores?.[s]).toBe(points(h));
    });
    expect(plain(LESSON.end)).toContain('Ana 15 points');
    expect(G[0]?.rules.rounds).toBe(5);
    expect(plain(LESSON.end)).toContain('five rounds');
  });
});
