// R19-R21: KAPAGA!
import { describe, expect, test } from 'vitest';
import {
  act,
  acts,
  DUDLEY,
  expectHands,
  expectLegal,
  hand,
  hasAction,
  LOUIS,
  ROMAINE,
  reject,
  type Setup,
  SUZIE,
  setup,
  snap,
} from './helpers';

const STOCK = ['3C', '4C', '6C', 'TC', 'JC', 'QC', 'KC', '9C'];

/** Seat 1 holds `hand`, off turn; seat 0 (to act) holds a hand without Kapaga. Top 3H. */
function withHand(hand: string[], rules?: Setup['rules']) {
  return setup({
    rules,
    hands: [['KS', 'QD', '4S'], hand, ['5D', '6D', 'TD']],
    discard: ['3H'],
    turn: 0,
  });
}

describe('R19 which hands have Kapaga', () => {
  test.each([
    { hand: ['3S'], has: true, why: 'one card' },
    { hand: ['AS'], has: true, why: 'a lone ace could draw its companion' },
    { hand: ['JK'], has: true, why: 'one card' },
    { hand: ['7H', '7S'], has: true, why: 'one same-rank play' },
    { hand: ['7H', '7S', '7D'], has: true, why: 'one same-rank play' },
    { hand: ['8H', '8S'], has: true, why: 'one same-rank play' },
    { hand: ['2H', '2S'], has: true, why: 'one same-rank play' },
    { hand: ['AH', '7H'], has: true, why: 'ace and companion' },
    { hand: ['AH', '2H'], has: true, why: 'ace and companion' },
    { hand: ['AH', '7H', '7S'], has: true, why: 'ace, companion, same rank' },
    { hand: ['JK', '9S'], has: true, why: 'Joker then the follow' },
    { hand: ['JK', '9S', '9H'], has: true, why: 'Joker then a same-rank follow' },
    { hand: ['JK', 'AH', '7H'], has: true, why: 'Joker then ace and companion' },
    { hand: ['AH', '8H'], has: true, why: 'ace and an 8 companion' },
    { hand: ['8H', '3S'], has: false, why: 'an 8 then another rank' },
    { hand: ['7D', '7S'], has: true, why: 'whatever the top card (neither is legal on 3H)' },
    { hand: ['AH', '7S'], has: false, why: 'companion of another suit' },
    { hand: ['AH', 'AC'], has: false, why: 'aces never follow aces' },
    { hand: ['7H', '8S'], has: false, why: 'two ranks' },
    { hand: ['3S', '4D'], has: false, why: 'two ranks' },
    { hand: ['KH', 'KD', 'QS'], has: false, why: 'two ranks' },
    { hand: ['JK', '9S', '4H'], has: false, why: 'the follow is not one play' },
  ])('R19: $hand has Kapaga: $has ($why)', ({ hand, has }) => {
    const g = withHand(hand);
    expect(hasAction(g, { type: 'kapaga', seat: LOUIS })).toBe(has);
    expect(hasAction(g, { type: 'catch', seat: SUZIE, target: LOUIS })).toBe(has);
    expect(hasAction(g, { type: 'kapaga', seat: SUZIE })).toBe(false);
  });

  test.each([
    { hand: ['JK', 'JK', '9S'], has: true },
    { hand: ['JK', 'JK'], has: true },
    { hand: ['JK', 'JK', '9S', '4H'], has: false },
  ])('R19: with two Jokers $hand has Kapaga: $has (Joker, follow, repeatedly)', ({ hand, has }) => {
    expect(hasAction(withHand(hand, { jokers: 2 }), { type: 'kapaga', seat: LOUIS })).toBe(has);
  });

  test.each([
    { rules: { kapagaWhen: 'one-card' }, hand: ['3S'], has: true },
    { rules: { kapagaWhen: 'one-card' }, hand: ['AS'], has: true },
    { rules: { kapagaWhen: 'one-card' }, hand: ['7H', '7S'], has: false },
    { rules: { kapagaWhen: 'one-card' }, hand: ['JK', '9S'], has: false },
    { rules: 'classic', hand: ['7H', '7S'], has: false },
    { rules: 'classic', hand: ['3S'], has: true },
    { rules: { multiPlay: 'none' }, hand: ['7H', '7S'], has: false },
    { rules: { multiPlay: 'none' }, hand: ['AH', '7H'], has: true },
    { rules: { aces: 'plain' }, hand: ['AH', '7H'], has: false },
  ])('R19: rules $rules: $hand has Kapaga: $has', ({ rules, hand, has }) => {
    expect(
      hasAction(withHand(hand, rules as Setup['rules']), { type: 'kapaga', seat: LOUIS }),
    ).toBe(has);
  });
});

describe('R20 calling Kapaga', () => {
  test('R20: calling without Kapaga is not allowed', () => {
    const g = withHand(['3S', '4D']);
    reject(g, { type: 'kapaga', seat: LOUIS });
    reject(g, { type: 'kapaga', seat: SUZIE });
  });

  test('R20: a player with Kapaga may call it off turn; the call shows in kapagaCalled', () => {
    const g = expectLegal(withHand(['7H', '7S']), { type: 'kapaga', seat: LOUIS });
    const s = snap(g);
    expect(s.kapagaCalled).toEqual([false, true, false]);
    expect(s.turn).toBe(SUZIE);
    expect(hasAction(g, { type: 'catch', seat: SUZIE, target: LOUIS })).toBe(false);
  });

  test("R20: after one's own play leaves one card", () => {
    let g = setup({
      hands: [
        ['KH', '3S'],
        ['4D', '6D'],
        ['TC', 'JC'],
      ],
      discard: ['KD'],
      stock: ['2D'],
      turn: 0,
    });
    expect(hasAction(g, { type: 'kapaga', seat: 0 })).toBe(false);
    g = act(g, { type: 'play', seat: 0, cards: ['KH'] });
    expect(hasAction(g, { type: 'kapaga', seat: 0 })).toBe(true);
    expect(snap(act(g, { type: 'kapaga', seat: 0 })).kapagaCalled[0]).toBe(true);
  });

  test('R20: after receiving a hand from a 9', () => {
    let g = setup({
      hands: [
        ['9H', 'QH'],
        ['4D', '6D'],
        ['TS', 'JS'],
        ['QD', 'KD'],
      ],
      discard: ['KH'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = act(g, { type: 'play', seat: SUZIE, cards: ['9H'] });
    expect(snap(g).hands[LOUIS]).toEqual(['QH']);
    expect(hasAction(g, { type: 'kapaga', seat: LOUIS })).toBe(true);
    expect(hasAction(g, { type: 'catch', seat: DUDLEY, target: LOUIS })).toBe(true);
    expect(snap(act(g, { type: 'kapaga', seat: LOUIS })).kapagaCalled[LOUIS]).toBe(true);
  });

  test('R20: after a draw (AH KS + KH: AH KH KS is one play)', () => {
    let g = setup({
      hands: [
        ['AH', 'KS'],
        ['4D', '6D'],
        ['TC', 'JC'],
      ],
      discard: ['QC'],
      stock: ['KH'],
      turn: 0,
    });
    expect(hasAction(g, { type: 'kapaga', seat: 0 })).toBe(false);
    g = act(g, { type: 'draw', seat: 0 });
    expect(snap(g).turn).toBe(1);
    expect(hasAction(g, { type: 'kapaga', seat: 0 })).toBe(true);
  });
});

describe('R21 catching', () => {
  const caught = (stock: string[], rules?: Setup['rules']) =>
    setup({
      rules,
      hands: [['KS', 'QD', '4S'], ['7H'], ['5D', '6D', 'TD']],
      discard: ['3H'],
      stock,
      turn: 0,
    });

  test('R21: another player catches an uncalled Kapaga: the caught player draws one', () => {
    const g = expectLegal(caught(['KD', '2C']), { type: 'catch', seat: ROMAINE, target: LOUIS });
    const s = snap(g);
    expect(hand(s, LOUIS).slice().sort()).toEqual(['7H', 'KD']);
    expect(s.turn).toBe(SUZIE); // off turn: the turn does not change
    expect(s.stock[0]).toBe('2C');
    expect(s.kapagaCalled[LOUIS]).toBe(false); // 7H KD has no Kapaga
  });

  test('R21: the caught player counts as having called if the hand still has Kapaga', () => {
    const g = act(caught(['7S', '2C']), { type: 'catch', seat: SUZIE, target: LOUIS });
    const s = snap(g);
    expect(hand(s, LOUIS).slice().sort()).toEqual(['7H', '7S']);
    expect(s.kapagaCalled[LOUIS]).toBe(true);
    expect(hasAction(g, { type: 'catch', seat: ROMAINE, target: LOUIS })).toBe(false);
    reject(g, { type: 'catch', seat: ROMAINE, target: LOUIS });
  });

  test('R21: kapagaPenalty sets how many cards the caught player draws', () => {
    const g = act(caught(['KD', '2C', 'QS'], { kapagaPenalty: 2 }), {
      type: 'catch',
      seat: ROMAINE,
      target: LOUIS,
    });
    expect(hand(snap(g), LOUIS).slice().sort()).toEqual(['2C', '7H', 'KD']);
  });

  test('R21: no catch after a call, of a hand without Kapaga, of oneself', () => {
    const g = caught(['KD']);
    reject(g, { type: 'catch', seat: LOUIS, target: LOUIS });
    reject(g, { type: 'catch', seat: LOUIS, target: SUZIE });
    const called = act(g, { type: 'kapaga', seat: LOUIS });
    reject(called, { type: 'catch', seat: SUZIE, target: LOUIS });
  });

  test('R21: an eliminated seat cannot catch', () => {
    const g = setup({
      hands: [['KS', 'QD', '4S'], ['7H'], ['5D', '6D', 'TD'], []],
      eliminated: [false, false, false, true],
      scores: [0, 0, 0, 2500],
      discard: ['3H'],
      turn: 0,
    });
    expect(hasAction(g, { type: 'catch', seat: 3, target: LOUIS })).toBe(false);
    reject(g, { type: 'catch', seat: 3, target: LOUIS });
  });

  test('R21: a call lasts while the hand still has Kapaga', () => {
    let g = setup({
      hands: [
        ['QH', 'QS', 'QD'],
        ['4D', '6D'],
        ['TC', 'JC'],
      ],
      discard: ['QC'],
      turn: 0,
    });
    g = acts(g, { type: 'kapaga', seat: 0 }, { type: 'play', seat: 0, cards: ['QD'] });
    expect(hand(snap(g), 0).slice().sort()).toEqual(['QH', 'QS']);
    expect(snap(g).kapagaCalled[0]).toBe(true);
    reject(g, { type: 'catch', seat: 1, target: 0 });
  });

  test('R21: a call ends when the hand loses Kapaga; back at Kapaga the player must call anew', () => {
    let g = setup({
      hands: [['3S'], ['4D', '6D', '9D']],
      discard: ['KC'],
      stock: ['4C', 'TD'],
      turn: 0,
    });
    g = act(g, { type: 'kapaga', seat: 0 });
    expect(snap(g).kapagaCalled[0]).toBe(true);
    g = act(g, { type: 'draw', seat: 0 }); // 4C, playable on KC
    expect(snap(g).stage).toBe('drawn');
    expect(snap(g).kapagaCalled[0]).toBe(false);
    g = act(g, { type: 'play', seat: 0, cards: ['4C'] });
    expect(snap(g).hands[0]).toEqual(['3S']);
    expect(snap(g).kapagaCalled[0]).toBe(false);
    expect(hasAction(g, { type: 'catch', seat: 1, target: 0 })).toBe(true);
    expect(hasAction(g, { type: 'kapaga', seat: 0 })).toBe(true);
  });

  test('R21, R15: a called last ace played alone draws at once: the hand never lost Kapaga, the call stands', () => {
    let g = setup({
      hands: [['AC'], ['4D', '6D', '9D']],
      discard: ['KC'],
      stock: ['TD', '4C'],
      turn: 0,
    });
    g = act(g, { type: 'kapaga', seat: 0 });
    g = act(g, { type: 'play', seat: 0, cards: ['AC'] }); // draws TD, not playable on AC
    expect(snap(g).hands[0]).toEqual(['TD']);
    expect(snap(g).kapagaCalled[0]).toBe(true);
    expect(hasAction(g, { type: 'catch', seat: 1, target: 0 })).toBe(false);
    expect(hasAction(g, { type: 'kapaga', seat: 0 })).toBe(false);
  });

  test('R21: hand passing clears every call; whoever now has Kapaga must call anew', () => {
    let g = setup({
      hands: [['9H', 'QH'], ['QS', 'QD'], ['5D', '6D'], ['3S']],
      discard: ['KH'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = acts(g, { type: 'kapaga', seat: LOUIS }, { type: 'kapaga', seat: DUDLEY });
    expect(snap(g).kapagaCalled).toEqual([false, true, false, true]);
    g = act(g, { type: 'play', seat: SUZIE, cards: ['9H'] });
    const s = snap(g);
    expectHands(g, [['3S'], ['QH'], ['QS', 'QD'], ['5D', '6D']]);
    expect(s.kapagaCalled).toEqual([false, false, false, false]);
    expect(hasAction(g, { type: 'kapaga', seat: SUZIE })).toBe(true);
    expect(hasAction(g, { type: 'kapaga', seat: LOUIS })).toBe(true);
    expect(hasAction(g, { type: 'kapaga', seat: ROMAINE })).toBe(true);
    expect(hasAction(g, { type: 'kapaga', seat: DUDLEY })).toBe(false);
    expect(hasAction(g, { type: 'catch', seat: DUDLEY, target: SUZIE })).toBe(true);
  });
});
