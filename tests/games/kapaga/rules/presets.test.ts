// §8 presets and rules-config validation.
import { describe, expect, test } from 'vitest';
import {
  act,
  allCards,
  expectHands,
  findDeal,
  fromSetup,
  hand,
  hasAction,
  list,
  newGame,
  ok,
  plays,
  rankOf,
  reject,
  type Setup,
  setup,
  snap,
} from './helpers';

const plainTop = (c: string) => ['3', '4', '6', 'T', 'J', 'Q', 'K'].includes(rankOf(c));

describe('§8 presets', () => {
  test('§8: grayzone is the default', () => {
    for (const seed of [1, 2, 3]) {
      expect(snap(ok(newGame({ players: 4, seed, rules: 'grayzone' })))).toEqual(
        snap(ok(newGame({ players: 4, seed }))),
      );
    }
  });

  test.each([
    { preset: 'grayzone', cards: 53 },
    { preset: 'classic', cards: 53 },
    { preset: 'crazy-eights', cards: 52 },
  ])('§8 (R1, R5): $preset deals 5 cards from one deck of $cards cards', ({ preset, cards }) => {
    const { s } = findDeal(4, (x) => x.discard.length === 1 && plainTop(x.top), preset);
    expect(allCards(s).length).toBe(cards);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    const two = findDeal(2, (x) => x.discard.length === 1 && plainTop(x.top), preset).s;
    expect(two.hands.map((h) => h.length)).toEqual([7, 7]);
  });

  test.each([
    { preset: 'grayzone', max: 10 },
    { preset: 'classic', max: 6 },
    { preset: 'crazy-eights', max: 10 },
  ])('§8 (R3): $preset seats at most $max', ({ preset, max }) => {
    expect(newGame({ players: max, seed: 1, rules: preset }).ok).toBe(true);
    expect(newGame({ players: max + 1, seed: 1, rules: preset }).ok).toBe(false);
  });

  test('§8: classic: multiPlay none, no stacking, 2S on 5S, no zombies, one-card Kapaga', () => {
    const rules = 'classic';
    // multiPlay none
    let g = setup({ rules, hands: [['KS', 'KH', '4D'], ['6D']], discard: ['QS'], turn: 0 });
    expect(plays(g, 0)).toEqual(list('KS'));
    // stackTwos false
    g = act(
      setup({ rules, hands: [['2H', '4D'], ['2C', '6D'], ['TD']], discard: ['KH'], turn: 0 }),
      { type: 'play', seat: 0, cards: ['2H'] },
    );
    expect(plays(g, 1)).toEqual([]);
    // twoOfSpadesOnFive true
    g = act(
      setup({ rules, hands: [['5S', '4D'], ['2S', '6D'], ['TD']], discard: ['KS'], turn: 0 }),
      { type: 'play', seat: 0, cards: ['5S'] },
    );
    expect(plays(g, 1)).toEqual(list('2S'));
    expect(snap(act(g, { type: 'play', seat: 1, cards: ['2S'] })).pending).toBe(7);
    // zombieTwos false
    g = setup({
      rules,
      hands: [
        ['2H', '4D'],
        ['6D', 'JD'],
        ['2C', 'TD'],
      ],
      discard: ['KH'],
      stock: ['3S', '4S'],
      turn: 0,
    });
    g = act(act(g, { type: 'play', seat: 0, cards: ['2H'] }), { type: 'draw', seat: 1 });
    expect(snap(act(g, { type: 'play', seat: 2, cards: ['2C'] })).pending).toBe(2);
    // kapagaWhen one-card
    g = setup({
      rules,
      hands: [['KS', '4D', '6D'], ['7H', '7S'], ['3C']],
      discard: ['QH'],
      turn: 0,
    });
    expect(hasAction(g, { type: 'kapaga', seat: 1 })).toBe(false);
    expect(hasAction(g, { type: 'kapaga', seat: 2 })).toBe(true);
    // specials as in grayzone: 7 skips, aces need companions
    g = act(setup({ rules, hands: [['7H', '4D'], ['6D'], ['TD']], discard: ['KH'], turn: 0 }), {
      type: 'play',
      seat: 0,
      cards: ['7H'],
    });
    expect(snap(g).turn).toBe(2);
  });

  test('§8: crazy-eights: plain 2s, 5S, aces, 7s, 9s, 5C; suit calls only; multiPlay none', () => {
    const rules = 'crazy-eights';
    const hands = [
      ['2H', '5S', 'AS', '7S', '9S', '5C', '8D', 'KS', 'KH'],
      ['4D', '6D'],
      ['TD', 'JD'],
    ];
    const base = setup({ rules, hands, discard: ['QS'], stock: ['3H', '4H'], turn: 0 });
    for (const card of ['5S', 'AS', '7S', '9S']) {
      const g = act(base, { type: 'play', seat: 0, cards: [card] });
      const s = snap(g);
      expect(s.turn, card).toBe(1);
      expect(s.pending, card).toBe(0);
      expect(hand(s, 0).length, card).toBe(8);
      expectHands(g, [
        hand({ hands }, 0).filter((c) => c !== card),
        hand({ hands }, 1),
        hand({ hands }, 2),
      ]);
    }
    const g2 = act(setup({ rules, hands, discard: ['QH'], turn: 0 }), {
      type: 'play',
      seat: 0,
      cards: ['2H'],
    });
    expect(snap(g2).pending).toBe(0);
    expect(snap(g2).stage).toBe('play');
    const g5 = act(setup({ rules, hands, discard: ['QC'], turn: 0 }), {
      type: 'play',
      seat: 0,
      cards: ['5C'],
    });
    expectHands(g5, [
      hand({ hands }, 0).filter((c) => c !== '5C'),
      hand({ hands }, 1),
      hand({ hands }, 2),
    ]);
    reject(base, { type: 'play', seat: 0, cards: ['8D'], call: '7' });
    reject(base, { type: 'play', seat: 0, cards: ['KS', 'KH'] });
    // no Joker in this deck (jokers 0)
    expect(fromSetup({ rules, hands: [['JK'], ['4D']], discard: ['QS'], turn: 0 }).ok).toBe(false);
  });
});

describe('§8 rules config validation', () => {
  test.each([
    [{ handSize: -3 }, 'handSize'],
    [{ handSize: 2.5 }, 'handSize'],
    [{ handSizeTwoPlayers: -1 }, 'handSizeTwoPlayers'],
    [{ twos: 'banana' }, 'twos'],
    [{ fiveOfSpades: 'banana' }, 'fiveOfSpades'],
    [{ decks: 3 }, 'decks'],
    [{ jokers: 3 }, 'jokers'],
    [{ jokers: -1 }, 'jokers'],
    [{ multiPlay: 'all' }, 'multiPlay'],
    [{ stackTwos: 'yes' }, 'stackTwos'],
    [{ twoOfSpadesOnFive: 1 }, 'twoOfSpadesOnFive'],
    [{ zombieTwos: 'often' }, 'zombieTwos'],
    [{ eights: 'rank' }, 'eights'],
    [{ aces: 'high' }, 'aces'],
    [{ sevens: 'reverse' }, 'sevens'],
    [{ nines: 'spin' }, 'nines'],
    [{ fiveOfClubs: 'spin' }, 'fiveOfClubs'],
    [{ kapagaWhen: 'never' }, 'kapagaWhen'],
    [{ kapagaPenalty: -1 }, 'kapagaPenalty'],
    [{ recyclePenalty: 'lots' }, 'recyclePenalty'],
    [{ eliminationScore: 'lots' }, 'eliminationScore'],
    [{ exactScoreResets: 'no' }, 'exactScoreResets'],
    [{ drawnCardPlayable: 'yes' }, 'drawnCardPlayable'],
    [{ maxPlayers: 'ten' }, 'maxPlayers'],
  ])('§8: rules %j are refused with a message naming %s', (rules, field) => {
    const r = newGame({ players: 4, seed: 1, rules });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(field);
    const r2 = fromSetup({
      rules: rules as Setup['rules'],
      hands: [['3H', '4D'], ['5D']],
      discard: ['QS'],
      turn: 0,
    });
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.error.message).toContain(field);
  });

  test('§8: an unknown preset name is refused', () => {
    const r = newGame({ players: 4, seed: 1, rules: 'banana' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
  });
});
