/**
 * La Krap's lab figures (content/measures.ts), each computed from rounds played through the
 * engine on hand-made tables whose answers are worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { DEMOS } from '../../../src/games/lakrap/content/demos';
import { laid } from '../../../src/games/lakrap/content/layout';
import { LESSON } from '../../../src/games/lakrap/content/lesson';
import { KINDS, MEASURES, TALLIES } from '../../../src/games/lakrap/content/measures';
import { type Action, applyAction, type Game } from '../../../src/games/lakrap/engine';

/** Plays `actions` from `g`; each tally summed over them, as the lab keeps it per round. */
function played(g0: Game, actions: readonly Action[]) {
  let g = g0;
  const tallies = TALLIES.map(() => 0);
  for (const a of actions) {
    const r = applyAction(g, a);
    if (!r.ok) throw new Error(r.error.message);
    TALLIES.forEach((t, i) => {
      tallies[i] = (tallies[i] ?? 0) + t.count(g, a, r.value);
    });
    g = r.value;
  }
  const measures = Object.fromEntries(MEASURES.map((m) => [m.name, m.of(g)]));
  const tally = Object.fromEntries(TALLIES.map((t, i) => [t.name, tallies[i]]));
  return { g, measures, tally };
}

const demo = (id: string) => {
  const d = DEMOS.find((x) => x.id === id);
  if (!d) throw new Error(id);
  return played(
    d.start(),
    d.steps.map((s) => s.action),
  );
};
const lesson = () =>
  played(
    LESSON.start(),
    LESSON.steps.map((s) => s.action),
  );

/** 3 seats alone (all face-up cards black); seat 0 marries, seat 1 takes the last trick. */
function marriageRound() {
  const g = laid({
    hands: ['AS KH QH', '7S 8H AH', '8S 9H 7H'],
    faceUp: ['AS', '7S', '8S'],
    indicators: ['AC'],
    tricks: [0, 2, 2],
    dealer: 2,
    stage: 'lead',
  });
  const p = (seat: number, card: string): Action => ({ type: 'play', seat, card });
  return played(g, [
    p(0, 'AS'),
    p(1, '7S'),
    p(2, '8S'),
    { type: 'marriage', seat: 0, suit: 'H' },
    p(0, 'QH'),
    p(1, '8H'),
    p(2, '9H'),
    p(0, 'KH'),
    p(1, 'AH'),
    p(2, '7H'),
  ]);
}

describe('La Krap lab measures', () => {
  test('L5, L4: a null round times four with teams; a trump round of lone seats', () => {
    const n = demo('null-round').measures;
    expect(n['Null rounds']).toBe(1);
    expect(n['Rounds multiplied by a joker']).toBe(1);
    expect(n['Rounds with no teams']).toBe(0);
    const m = demo('marriage').measures;
    expect(m['Null rounds']).toBe(0);
    expect(m['Rounds multiplied by a joker']).toBe(0);
    expect(m['Rounds with no teams']).toBe(1);
  });

  test('L14, L15: marriages shown; whether one changed who scored most', () => {
    // (9 + 5) x 3 = 42 against 0: the marriage changed nothing at the top.
    const m = demo('marriage');
    expect(m.g.roundScores).toEqual([42, 0, 0, 0]);
    expect(m.measures['Marriages shown']).toBe(1);
    expect(m.measures['Rounds with a marriage whose top scorer it decided']).toBe(0);
    // Tricks [2, 3, 2]: (4 + 5) x 2 = 18 ties seat 1's 9 x 2 = 18; without it 8 < 18.
    const r = marriageRound();
    expect(r.g.roundScores).toEqual([18, 18, 8]);
    expect(r.measures['Rounds with a marriage whose top scorer it decided']).toBe(1);
    // No marriage: the round does not count.
    expect(lesson().measures['Rounds with a marriage whose top scorer it decided']).toBeNull();
    expect(lesson().measures['Marriages shown']).toBe(0);
  });

  test('L10-L13: cards cancelled, dead tricks, and the sheet’s tricks, over the lesson’s round', () => {
    const t = lesson().tally;
    // A♣ 2♣; A♦ A♦; Q♥ A♥ and the sheet; 9♠ 9♠ 7♠ 2♠.
    expect(t['Cards cancelled']).toBe(11);
    expect(t['Dead tricks']).toBe(1);
    // The sheet left Cat's king: Cat is your partner.
    expect(t['Tricks with the sheet']).toBe(1);
    expect(t['Tricks with the sheet won by its player’s team']).toBe(1);
  });

  test('L12: the sheet’s trick won by another team counts nothing; a round without cancels counts 0', () => {
    const s = demo('the-sheet').tally;
    expect(s['Tricks with the sheet won by its player’s team']).toBe(0);
    expect(s['Tricks with the sheet']).toBe(1);
    expect(s['Cards cancelled']).toBe(3);
    expect(s['Dead tricks']).toBe(0);
    const e = demo('exchange').tally;
    expect(e['Cards cancelled']).toBe(0);
    // The jokers of a game the sheet set cancel like it, but are not the sheet.
    const j = demo('sheet-turned').tally;
    expect(j['Tricks with the sheet']).toBe(0);
    expect(j['Cards cancelled']).toBe(2);
    const d = demo('dead-trick').tally;
    expect(d['Dead tricks']).toBe(1);
    expect(d['Cards cancelled']).toBe(4);
  });

  test('L7, L8, L14, L11, L12: the kinds of move the lab weighs', () => {
    const uses = (a: Action) => KINDS.filter((k) => k.uses(a)).map((k) => k.name);
    expect(uses({ type: 'exchange', seat: 0, cards: ['7C'] })).toEqual(['laying cards aside']);
    expect(uses({ type: 'exchange', seat: 0, cards: [] })).toEqual([]);
    expect(uses({ type: 'expose', seat: 0, cards: ['AS'] })).toEqual(['showing cards']);
    expect(uses({ type: 'expose', seat: 0, cards: [] })).toEqual([]);
    expect(uses({ type: 'marriage', seat: 0, suit: 'H' })).toEqual(['showing a marriage']);
    expect(uses({ type: 'play', seat: 0, card: 'BL' })).toEqual(['playing the sheet']);
    expect(uses({ type: 'play', seat: 0, card: '2H' })).toEqual(['playing a 2']);
    expect(uses({ type: 'play', seat: 0, card: 'JB' })).toEqual([]);
    expect(uses({ type: 'next-round' })).toEqual([]);
  });
});
