/**
 * KAPOW!'s lesson (content/lesson.ts) read against its own scripted deal: each step's
 * words are true of the table as the step meets it or leaves it, the coach names no rule id
 * (those live in the rules reference), and the lesson teaches what the issue asked of it:
 * a replaced face-down card goes face up onto the discard pile, a card laid on a lone power
 * card (K11), powering up with + (K11).
 */
import { describe, expect, test } from 'vitest';
import { LESSON } from '../../../src/games/kapow/content/lesson';
import {
  type Action,
  applyAction,
  type Game,
  type PosCode,
  type Snapshot,
  snapshot,
  triadComplete,
  upValue,
} from '../../../src/games/kapow/engine';
import { POS_NAMES, plain } from '../../../src/games/kapow/words';

const RULE_ID = /\bK\d+\b/;
const steps = LESSON.steps;

/** The table before each step, and after the last. */
function tables(): Snapshot[] {
  let g: Game = LESSON.start();
  const out = [snapshot(g)];
  for (const s of steps) {
    const r = applyAction(g, s.action);
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
    out.push(snapshot(g));
  }
  return out;
}
const T = tables();
const said = (i: number) => plain(steps[i]?.say ?? []);
const mine = (snap: Snapshot | undefined, t: number, p: number): PosCode =>
  snap?.hands[0]?.[t]?.[p] ?? null;
/** The step that makes this action (its index), found by what it does. */
const stepOf = (f: (a: Action) => boolean): number => {
  const i = steps.findIndex((s) => f(s.action));
  expect(i, 'the lesson has this step').toBeGreaterThanOrEqual(0);
  return i;
};

describe('K9-K18: the lesson in a player’s words', () => {
  test('no coach line cites a rule id (K1...): intro, steps, hints and the end', () => {
    const lines = [
      LESSON.intro,
      LESSON.end,
      ...steps.flatMap((s) => [s.say, ...('hint' in s && s.hint ? [s.hint] : [])]),
    ].map(plain);
    for (const l of lines) expect(l).not.toMatch(RULE_ID);
  });

  test('every coached step marks the place its action is made', () => {
    for (const s of steps) {
      if (s.who !== 'coach') continue;
      const a = s.action;
      const where = 'at' in a ? a.at : a.type === 'swap' ? a.a : null;
      const want = where
        ? `triad-${where.triad + 1}-${POS_NAMES[where.pos]}`
        : a.type === 'draw'
          ? a.from
          : a.type === 'discard'
            ? 'discard'
            : a.type;
      expect(s.target, JSON.stringify(a)).toBe(want);
    }
  });

  test('K10: each card the coach offers from the discard pile is its top card', () => {
    for (const [i, s] of steps.entries())
      if (s.action.type === 'draw' && s.action.from === 'discard')
        expect(said(i)).toContain(`shows an ${T[i]?.discard.at(-1)}`);
  });

  /** Regression: the final turn's hint said "The 8 on the discard pile" while a 10 lay there. */
  test('K10: a card the coach says lies on the discard pile is its top card', () => {
    let named = 0;
    for (const [i, s] of steps.entries())
      for (const words of [s.say, 'hint' in s && s.hint ? s.hint : []].map(plain))
        for (const m of words.matchAll(/The (\d+) on the discard pile/g)) {
          named++;
          expect(m[1], `step ${i + 1}: ${words}`).toBe(T[i]?.discard.at(-1));
        }
    expect(named).toBeGreaterThan(0);
  });

  test('K11: a replaced face-down card goes face up onto the discard pile, as said', () => {
    const i = stepOf((a) => a.type === 'replace' && a.seat === 0);
    expect(said(i)).toMatch(/face-down card .* goes face up onto the discard pile/);
    expect(said(i)).not.toMatch(/unseen/);
    const was = mine(T[i], 0, 1);
    expect(was && 'down' in was).toBe(true);
    const down = was && 'down' in was ? was.down : '';
    expect(T[i + 1]?.discard.at(-1)).toBe(down);
    // The next line names it, face up.
    expect(said(i + 1)).toContain(`Your ${down} went face up onto the discard pile`);
  });

  test('K11: a numbered card laid on a lone power card becomes its base, the sign chosen', () => {
    const i = stepOf((a) => a.type === 'power' && a.sign < 0);
    const a = steps[i]?.action;
    if (a?.type !== 'power') throw new Error('no step');
    const held = mine(T[i], a.at.triad, a.at.pos);
    // Before: a lone power card, face up (the step before said it counts 1 alone).
    expect(held).toEqual({ up: 'P1', mods: [] });
    expect(held && 'up' in held ? upValue(held) : null).toBe(1);
    // The step after its reveal says so.
    const r = stepOf(
      (x) => x.type === 'reveal' && x.at.triad === a.at.triad && x.at.pos === a.at.pos,
    );
    expect(said(r + 1)).toMatch(/power card: alone it counts 1/);
    const made = mine(T[i + 1], a.at.triad, a.at.pos);
    expect(made).toEqual({ up: '0', mods: [{ card: 'P1', sign: -1 }] });
    expect(T[i]?.drawn).toBe('0');
    expect(said(i)).toMatch(/lone power card.*It is worth −1/);
    expect(made && 'up' in made ? upValue(made) : null).toBe(-1);
  });

  test('K11: powering up (+) makes the triad the coach says complete', () => {
    const i = stepOf((a) => a.type === 'power' && a.sign > 0);
    const a = steps[i]?.action;
    if (a?.type !== 'power') throw new Error('no step');
    expect(said(i)).toMatch(/^Power up: click the 0 in the middle of triad 3.*2, 2, 2 is complete/);
    expect(mine(T[i], 2, 1)).toEqual({ up: '0', mods: [] });
    expect(T[i]?.drawn).toBe('P2');
    expect(mine(T[i + 1], 2, 1)).toEqual({ up: '0', mods: [{ card: 'P2', sign: 1 }] });
    expect(triadComplete(T[i + 1]?.hands[0]?.[2] ?? [])).toBe(true);
  });

  test('K8, K13: 8, 8, 8 is complete and leaves the hand as the turn ends, an 8 on top', () => {
    const i = stepOf((a) => a.type === 'replace' && a.seat === 0 && a.at.pos === 2);
    expect(T[i]?.drawn).toBe('8');
    expect(said(i)).toMatch(/8, 8, 8 is three of a kind/);
    expect(T[i + 1]?.hands[0]?.[0]).toEqual([null, null, null]);
    expect(T[i + 1]?.discard.at(-1)).toBe('8');
    expect(said(i + 1)).toMatch(/an 8 on top/);
  });

  test('K15-K16: Kai goes out as said, and every card of yours is face up for the final turn', () => {
    const i = stepOf((a) => a.type === 'replace' && a.seat === 1);
    expect(said(i)).toMatch(/completes 10, 11, 12 and has no face-down card left: he goes out/);
    const after = T[i + 1];
    expect(after?.wentOut).toBe(1);
    const downs = after?.hands[0]?.flat().filter((p) => p !== null && 'down' in p);
    expect(downs).toEqual([]);
    expect(plain(steps[i + 1]?.say ?? [])).toMatch(/^Your final turn: all your cards are face up/);
  });

  test('K12: the swap makes 3, KAPOW!, 3 complete; K17-K18: the end scores as said', () => {
    const i = stepOf((a) => a.type === 'swap');
    // K17: the KAPOW! card it moves is where it says, and it says what one left costs.
    expect(mine(T[i], 1, 1)).toEqual({ up: 'KW', mods: [] });
    expect(said(i)).toMatch(/KAPOW! card is wild, but 25 points if it stays/);
    expect(T[i + 1]?.hands[0]?.[3]?.map((p) => (p && 'up' in p ? p.up : null))).toEqual([
      '3',
      'KW',
      '3',
    ]);
    const last = T.at(-1);
    expect(last?.phase).toBe('round-over');
    expect(last?.roundScores).toEqual([10, 52]);
    expect(plain(LESSON.end)).toMatch(/you have 10\..*26.*doubled to 52/);
  });

  test('each of Kai’s discards is the card the coach names', () => {
    for (const [i, s] of steps.entries())
      if (s.action.type === 'discard' && s.action.seat === 1)
        expect(said(i)).toBe(`Kai discards a ${T[i + 1]?.discard.at(-1)}.`);
  });
});
