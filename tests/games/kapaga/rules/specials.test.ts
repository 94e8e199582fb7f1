// R14 (7 skips), R15 (aces), R16 (9 and 5 of clubs pass hands), R17 (the Joker).
import { describe, expect, test } from 'vitest';
import {
  act,
  DUDLEY,
  expectHands,
  expectIllegal,
  expectLegal,
  hand,
  hasAction,
  LOUIS,
  list,
  minus,
  playerView,
  plays,
  ROMAINE,
  reject,
  type Setup,
  SUZIE,
  setup,
  simulate,
  snap,
  sorted,
} from './helpers';

const STOCK = ['3C', '4C', '6C', 'TC', 'JC', 'QC', 'KC', '9C'];
const others = { LOUIS: ['4H', '6D'], ROMAINE: ['TD', 'JD'], DUDLEY: ['QD', 'KD'] };
const four = (suzie: string[], over: Partial<Setup> = {}) =>
  setup({
    hands: [suzie, others.LOUIS, others.ROMAINE, others.DUDLEY],
    discard: ['KH'],
    stock: STOCK,
    turn: SUZIE,
    ...over,
  });

describe('R14 7 skips', () => {
  test.each([
    { cards: ['7H'], turn: ROMAINE },
    { cards: ['7H', '7S'], turn: DUDLEY },
    { cards: ['7H', '7S', '7D'], turn: SUZIE },
  ])('R14: Suzie plays $cards: each 7 skips one player, $turn is next', ({ cards, turn }) => {
    const s = snap(act(four(['7H', '7S', '7D', '3S']), { type: 'play', seat: SUZIE, cards }));
    expect(s.turn).toBe(turn);
    expect(s.stage).toBe('play');
  });

  test('R14: with two players a 7 gives the same player the turn again', () => {
    const g = act(
      setup({
        hands: [
          ['7H', '7S', '3D'],
          ['4C', '6C'],
        ],
        discard: ['KH'],
        turn: 0,
      }),
      {
        type: 'play',
        seat: 0,
        cards: ['7H'],
      },
    );
    expect(snap(g).turn).toBe(0);
    expect(snap(g).stage).toBe('play');
    expectLegal(g, { type: 'play', seat: 0, cards: ['7S'] });
  });

  test('R14: a skip passes over eliminated seats', () => {
    const g = setup({
      hands: [['7H', '3S'], [], ['TD', 'JD'], ['QD', 'KD']],
      eliminated: [false, true, false, false],
      scores: [0, 2100, 0, 0],
      discard: ['KH'],
      turn: 0,
    });
    expect(snap(act(g, { type: 'play', seat: 0, cards: ['7H'] })).turn).toBe(DUDLEY);
  });

  test('R14: sevens plain: a 7 does not skip', () => {
    const s = snap(
      act(four(['7H', '3S'], { rules: { sevens: 'plain' } }), {
        type: 'play',
        seat: SUZIE,
        cards: ['7H'],
      }),
    );
    expect(s.turn).toBe(LOUIS);
  });
});

describe('R15 aces', () => {
  test("R15: an ace with its companion: the companion's effect applies (AH 7H skips)", () => {
    const g = act(four(['AH', '7H', '3S']), { type: 'play', seat: SUZIE, cards: ['AH', '7H'] });
    const s = snap(g);
    expect(s.top).toBe('7H');
    expect(s.turn).toBe(ROMAINE);
    expect(sorted(hand(s, SUZIE))).toEqual(['3S']);
  });

  test('R15: AS 2S: the companion 2 is live', () => {
    const s = snap(
      act(four(['AS', '2S', '3D'], { discard: ['KS'] }), {
        type: 'play',
        seat: SUZIE,
        cards: ['AS', '2S'],
      }),
    );
    expect(s.pending).toBe(2);
    expect(s.stage).toBe('answer');
    expect(s.turn).toBe(LOUIS);
  });

  test("R15: the companion must have the ace's suit and must not be an ace", () => {
    const g = four(['AH', '7S', 'AS', '3D']);
    expectIllegal(g, { type: 'play', seat: SUZIE, cards: ['AH', '7S'] });
    expectIllegal(g, { type: 'play', seat: SUZIE, cards: ['AH', 'AS'] });
  });

  test('R15: an ace played alone draws one card at once; a playable one may be played on the ace', () => {
    let g = four(['AH', '3S'], { stock: ['7H', ...STOCK] });
    g = act(g, { type: 'play', seat: SUZIE, cards: ['AH'] });
    let s = snap(g);
    expect(sorted(hand(s, SUZIE))).toEqual(['3S', '7H']);
    expect(s.top).toBe('AH');
    expect(s.turn).toBe(SUZIE);
    expect(s.stage).toBe('drawn');
    expect(s.drawn).toBe('7H');
    expect(plays(g, SUZIE)).toEqual(list('7H'));
    expect(hasAction(g, { type: 'pass', seat: SUZIE })).toBe(true);
    g = act(g, { type: 'play', seat: SUZIE, cards: ['7H'] });
    s = snap(g);
    expect(s.top).toBe('7H');
    expect(s.turn).toBe(ROMAINE); // the 7's skip applies
  });

  test('R15: after an ace alone the player may pass and keep the drawn card', () => {
    let g = act(four(['AH', '3S'], { stock: ['7H', ...STOCK] }), {
      type: 'play',
      seat: SUZIE,
      cards: ['AH'],
    });
    g = act(g, { type: 'pass', seat: SUZIE });
    const s = snap(g);
    expect(sorted(hand(s, SUZIE))).toEqual(['3S', '7H']);
    expect(s.turn).toBe(LOUIS);
    expect(s.top).toBe('AH');
  });

  test.each([
    { drawn: '3S', why: 'another suit' },
    { drawn: 'AC', why: 'an ace is never legal on an ace' },
  ])('R15: after an ace alone a drawn $drawn ends the turn ($why)', ({ drawn }) => {
    const g = act(four(['AH', '4S'], { stock: [drawn, ...STOCK] }), {
      type: 'play',
      seat: SUZIE,
      cards: ['AH'],
    });
    const s = snap(g);
    expect(sorted(hand(s, SUZIE))).toEqual(sorted(['4S', drawn]));
    expect(s.turn).toBe(LOUIS);
    expect(s.stage).toBe('play');
  });

  test.each([{ drawn: '8S' }, { drawn: 'JK' }])(
    'R15: after an ace alone a drawn $drawn may be played on the ace',
    ({ drawn }) => {
      const g = act(four(['AH', '4S'], { stock: [drawn, ...STOCK] }), {
        type: 'play',
        seat: SUZIE,
        cards: ['AH'],
      });
      expect(snap(g).stage).toBe('drawn');
      expect(plays(g, SUZIE)).toEqual(list(drawn));
    },
  );

  test('R15: with drawnCardPlayable false the card drawn for a lone ace cannot be played', () => {
    const g = act(
      four(['AH', '4S'], { rules: { drawnCardPlayable: false }, stock: ['7H', ...STOCK] }),
      {
        type: 'play',
        seat: SUZIE,
        cards: ['AH'],
      },
    );
    expect(sorted(hand(snap(g), SUZIE))).toEqual(['4S', '7H']);
    expect(snap(g).turn).toBe(LOUIS);
  });

  test('R15: an ace is never legal on an ace, alone or with a companion', () => {
    const g = four(['AS', 'KS', '8D', '3H'], { discard: ['AH'] });
    expect(plays(g, SUZIE)).toEqual(list('8D', '3H'));
    expectIllegal(g, { type: 'play', seat: SUZIE, cards: ['AS'] });
    expectIllegal(g, { type: 'play', seat: SUZIE, cards: ['AS', 'KS'] });
  });

  test('R15: a lone ace as last card does not go out: the round ends only when the drawn card is played too', () => {
    let g = four(['AH'], { discard: ['3H'], stock: ['5H', ...STOCK] });
    g = act(g, { type: 'play', seat: SUZIE, cards: ['AH'] });
    let s = snap(g);
    expect(s.phase).toBe('playing');
    expect(s.hands[SUZIE]).toEqual(['5H']);
    expect(s.stage).toBe('drawn');
    g = act(g, { type: 'play', seat: SUZIE, cards: ['5H'] });
    s = snap(g);
    expect(s.phase).toBe('round-over');
    expect(s.roundWinner).toBe(SUZIE);
  });

  test('R15: a lone ace as last card with an unplayable draw: the round goes on', () => {
    const g = act(four(['AH'], { discard: ['3H'], stock: ['5C', ...STOCK] }), {
      type: 'play',
      seat: SUZIE,
      cards: ['AH'],
    });
    const s = snap(g);
    expect(s.phase).toBe('playing');
    expect(s.hands[SUZIE]).toEqual(['5C']);
    expect(s.turn).toBe(LOUIS);
  });

  test('R15: a lone ace as last card, drawn card kept with pass: the round goes on', () => {
    let g = act(four(['AH'], { discard: ['3H'], stock: ['5H', ...STOCK] }), {
      type: 'play',
      seat: SUZIE,
      cards: ['AH'],
    });
    g = act(g, { type: 'pass', seat: SUZIE });
    expect(snap(g).phase).toBe('playing');
    expect(snap(g).hands[SUZIE]).toEqual(['5H']);
  });

  test('R15: aces plain: an ace is a plain card (no draw, no companion, legal on an ace)', () => {
    const rules = { aces: 'plain' };
    const g = four(['AH', '7H', 'AS'], { rules, discard: ['3H'] });
    expectIllegal(g, { type: 'play', seat: SUZIE, cards: ['AH', '7H'] });
    let g2 = act(g, { type: 'play', seat: SUZIE, cards: ['AH'] });
    expect(sorted(hand(snap(g2), SUZIE))).toEqual(['7H', 'AS']);
    expect(snap(g2).turn).toBe(LOUIS);
    g2 = four(['AS', '3D'], { rules, discard: ['AH'] });
    expectLegal(g2, { type: 'play', seat: SUZIE, cards: ['AS'] });
  });
});

describe('R16 9s pass hands left, the 5 of clubs right', () => {
  const S = ['KC', '4D'];
  const L = ['QS', '6C'];
  const R = ['TD', '3S', 'JH'];
  const D = ['2C', 'TC'];
  const pass = (play: string[], suzieExtra: string[], top: string, rules?: Setup['rules']) =>
    act(setup({ rules, hands: [[...play, ...suzieExtra], L, R, D], discard: [top], turn: SUZIE }), {
      type: 'play',
      seat: SUZIE,
      cards: play,
    });

  test("R16: a 9 passes every whole hand one seat to the left, the player's own included", () => {
    const g = pass(['9H'], S, 'KH');
    expectHands(g, [D, S, L, R]);
    expect(snap(g).turn).toBe(LOUIS);
  });

  test('R16: the 5 of clubs passes every hand one seat to the right', () => {
    const g = pass(['5C'], S, 'QC');
    expectHands(g, [L, R, D, S]);
    expect(snap(g).turn).toBe(LOUIS);
  });

  /** What `seat` knows of the passing: its hand before the play, where it went, whose it holds. */
  const knows = (g: unknown, seat: number) => {
    const { passed, passedTo, receivedFrom } = playerView(g, seat);
    return { passed: sorted(passed as string[]), passedTo, receivedFrom };
  };
  const passing = (g: unknown) =>
    (playerView(g, SUZIE).events as { type: string }[]).filter(
      (e) => e.type === 'pass-hands' || e.type === 'hands-stay',
    );

  test('R16: two 9s move every hand two seats left at once: nobody sees a hand in between', () => {
    const g = pass(['9H', '9S'], S, 'KH');
    expectHands(g, [R, D, S, L]);
    // Each seat knows the hand it held before the play, never the one it held in between.
    expect(knows(g, SUZIE)).toEqual({
      passed: sorted(S),
      passedTo: ROMAINE,
      receivedFrom: ROMAINE,
    });
    expect(knows(g, LOUIS)).toEqual({ passed: sorted(L), passedTo: DUDLEY, receivedFrom: DUDLEY });
    expect(knows(g, ROMAINE)).toEqual({ passed: sorted(R), passedTo: SUZIE, receivedFrom: SUZIE });
    expect(knows(g, DUDLEY)).toEqual({ passed: sorted(D), passedTo: LOUIS, receivedFrom: LOUIS });
    expect(passing(g)).toEqual([
      { type: 'pass-hands', direction: 'left', seats: 2, to: [ROMAINE, DUDLEY, SUZIE, LOUIS] },
    ]);
  });

  test('R16: three 9s move every hand three seats left, in one move', () => {
    const g = pass(['9H', '9S', '9D'], S, 'KH');
    expectHands(g, [L, R, D, S]);
    expect(knows(g, SUZIE)).toEqual({ passed: sorted(S), passedTo: DUDLEY, receivedFrom: LOUIS });
    expect(knows(g, ROMAINE)).toEqual({ passed: sorted(R), passedTo: LOUIS, receivedFrom: DUDLEY });
    expect(passing(g)).toEqual([
      { type: 'pass-hands', direction: 'left', seats: 3, to: [DUDLEY, SUZIE, LOUIS, ROMAINE] },
    ]);
  });

  test('R16: an ace with a 9 companion and another 9: two passes, one move', () => {
    const g = pass(['AH', '9H', '9S'], S, 'KH');
    expectHands(g, [R, D, S, L]);
    expect(knows(g, SUZIE)).toEqual({
      passed: sorted(S),
      passedTo: ROMAINE,
      receivedFrom: ROMAINE,
    });
  });

  test('R16: two 5s of clubs (two decks) move every hand two seats right', () => {
    const g = act(
      setup({
        rules: { decks: 2 },
        hands: [['5C', '5C', ...S], L, R, D, ['7S']],
        discard: ['QC'],
        turn: SUZIE,
      }),
      { type: 'play', seat: SUZIE, cards: ['5C', '5C'] },
    );
    expectHands(g, [R, D, ['7S'], S, L]);
    expect(knows(g, SUZIE)).toEqual({ passed: sorted(S), passedTo: DUDLEY, receivedFrom: ROMAINE });
    expect(knows(g, 4)).toEqual({ passed: ['7S'], passedTo: ROMAINE, receivedFrom: LOUIS });
    expect(passing(g)).toEqual([
      { type: 'pass-hands', direction: 'right', seats: 2, to: [DUDLEY, 4, SUZIE, LOUIS, ROMAINE] },
    ]);
  });

  test('R16: two 9s move two active seats, skipping eliminated ones', () => {
    const g = act(
      setup({
        hands: [['9H', '9S', ...S], L, [], D],
        eliminated: [false, false, true, false],
        scores: [0, 0, 2500, 0],
        discard: ['KH'],
        turn: SUZIE,
      }),
      { type: 'play', seat: SUZIE, cards: ['9H', '9S'] },
    );
    expectHands(g, [L, D, [], S]);
    expect(knows(g, SUZIE)).toEqual({ passed: sorted(S), passedTo: DUDLEY, receivedFrom: LOUIS });
    expect(knows(g, ROMAINE)).toEqual({ passed: [], passedTo: null, receivedFrom: null });
  });

  test('R16: passes that bring every hand back pass nothing: two 9s between two players', () => {
    // Louis calls KAPAGA first: nothing passes, so the call stands (R21 clears it only when hands pass).
    let g = setup({ hands: [['9H', '9S', ...S], ['QS']], discard: ['KH'], turn: 0 });
    g = act(g, { type: 'kapaga', seat: 1 });
    g = act(g, { type: 'play', seat: 0, cards: ['9H', '9S'] });
    expectHands(g, [S, ['QS']]);
    expect(snap(g).kapagaCalled).toEqual([false, true]);
    expect(hasAction(g, { type: 'catch', seat: 0, target: 1 })).toBe(false);
    expect(knows(g, 0)).toEqual({ passed: [], passedTo: null, receivedFrom: null });
    expect(knows(g, 1)).toEqual({ passed: [], passedTo: null, receivedFrom: null });
    expect(passing(g)).toEqual([{ type: 'hands-stay' }]);
    expect(snap(g).turn).toBe(1);
  });

  test('R16: three 9s among three players pass nothing, and the last passing is still known', () => {
    const S0 = ['4D', 'JH'];
    let g = setup({
      hands: [S0, ['9C', 'QS', '6C'], ['9H', '9S', '9D', 'KD']],
      discard: ['KC'],
      stock: ['3H', '4S'],
      turn: LOUIS,
    });
    g = act(g, { type: 'play', seat: LOUIS, cards: ['9C'] }); // one seat left
    g = act(g, { type: 'draw', seat: ROMAINE }); // the 3H: no play on the 9C
    const before = [SUZIE, LOUIS, ROMAINE].map((s) => knows(g, s));
    expect(before[SUZIE]).toEqual({ passed: sorted(S0), passedTo: LOUIS, receivedFrom: ROMAINE });
    g = act(g, { type: 'play', seat: SUZIE, cards: ['9H', '9S', '9D'] });
    expectHands(g, [['KD'], S0, ['QS', '6C', '3H']]);
    expect([SUZIE, LOUIS, ROMAINE].map((s) => knows(g, s))).toEqual(before);
    expect(passing(g)).toEqual([{ type: 'hands-stay' }]);
  });

  test('R16: random games leak no hand in between: every seat, every step', () => {
    let moves = 0;
    let several = 0;
    let stays = 0;
    const cases: [number, number, Setup['rules']][] = [];
    for (let seed = 1; seed <= 12; seed++) {
      cases.push([2 + (seed % 5), seed, undefined]);
      cases.push([2 + (seed % 4), seed, { decks: 2, jokers: 0 }]);
    }
    for (const [players, seed, rules] of cases)
      simulate({
        players,
        seed,
        rules,
        greedy: true,
        maxSteps: 600,
        onStep(before, a, after) {
          const b = snap(before);
          const s = snap(after);
          const events = playerView(after, SUZIE).events as { type: string }[];
          const moved = events.some((e) => e.type === 'pass-hands');
          const dealt = events.some((e) => e.type === 'deal');
          if (moved) moves++;
          if (events.some((e) => e.type === 'hands-stay')) stays++;
          const passes =
            a.type === 'play' ? a.cards.filter((c) => c[0] === '9' || c === '5C').length : 0;
          if (moved && passes > 1) several++;
          // The hand each seat held at the start of the play (the player's, less what it played).
          const held = b.hands.map((h, i) =>
            a.type === 'play' && a.seat === i ? minus(h, a.cards) : h,
          );
          for (let seat = 0; seat < s.hands.length; seat++) {
            const now = knows(after, seat);
            if (moved) {
              if (s.eliminated[seat]) {
                expect(now).toEqual({ passed: [], passedTo: null, receivedFrom: null });
                continue;
              }
              const to = now.passedTo as number;
              const from = now.receivedFrom as number;
              // R6: a turned-up 9 passes the hands just dealt before anyone looked: nobody
              // knows the hand it passed on, only where it went and whose it now holds.
              if (dealt) {
                expect(now.passed).toEqual([]);
                expect(knows(after, to).receivedFrom).toBe(seat);
                expect(knows(after, from).passedTo).toBe(seat);
                continue;
              }
              // What it passed on is the hand it held,
              expect(now.passed).toEqual(sorted(hand({ hands: held }, seat)));
              // that hand is where the view says it went, and its own hand was `from`'s.
              expect(sorted(hand(s, to))).toEqual(now.passed);
              expect(sorted(hand(s, seat))).toEqual(knows(after, from).passed);
              expect(sorted(hand(s, seat))).toEqual(sorted(hand({ hands: held }, from)));
            } else if (dealt) {
              expect(now).toEqual({ passed: [], passedTo: null, receivedFrom: null });
            } else expect(now).toEqual(knows(before, seat)); // nothing passed: nothing learnt
          }
        },
      });
    expect(moves).toBeGreaterThan(100);
    expect(several).toBeGreaterThan(10);
    expect(stays).toBeGreaterThan(0);
  });

  test('R16: each seat sees what it passed on, to whom, and whose hand it now holds', () => {
    const g = pass(['9H'], S, 'KH');
    const v = (seat: number) => {
      const { passed, passedTo, receivedFrom } = playerView(g, seat);
      return { passed: sorted(passed as string[]), passedTo, receivedFrom };
    };
    expect(v(SUZIE)).toEqual({ passed: sorted(S), passedTo: LOUIS, receivedFrom: DUDLEY });
    expect(v(LOUIS)).toEqual({ passed: sorted(L), passedTo: ROMAINE, receivedFrom: SUZIE });
    expect(v(DUDLEY)).toEqual({ passed: sorted(D), passedTo: SUZIE, receivedFrom: ROMAINE });
    const right = pass(['5C'], S, 'QC');
    expect(playerView(right, SUZIE).passedTo).toBe(DUDLEY);
    expect(playerView(right, SUZIE).receivedFrom).toBe(LOUIS);
    // Before any passing, nothing was passed or received.
    const before = setup({ hands: [S, L, R, D], discard: ['KH'], turn: SUZIE });
    expect(playerView(before, SUZIE)).toMatchObject({
      passed: [],
      passedTo: null,
      receivedFrom: null,
    });
  });

  test('R16: 5S then 5C: five to draw, then hands pass right; only the 2S answers', () => {
    const g = act(
      setup({
        hands: [
          ['5S', '5C', 'KD'],
          ['4H', '6H'],
          ['2S', '2H', 'QD'],
          ['TS', 'JS'],
        ],
        discard: ['KS'],
        stock: STOCK,
        turn: SUZIE,
      }),
      { type: 'play', seat: SUZIE, cards: ['5S', '5C'] },
    );
    expectHands(g, [['4H', '6H'], ['2S', '2H', 'QD'], ['TS', 'JS'], ['KD']]);
    const s = snap(g);
    expect(s.turn).toBe(LOUIS);
    expect(s.pending).toBe(5);
    expect(s.stage).toBe('answer');
    expect(plays(g, LOUIS)).toEqual(list('2S', '2S 2H'));
  });

  test('R16: hands skip eliminated seats', () => {
    const g = act(
      setup({
        hands: [['9H', ...S], L, [], D],
        eliminated: [false, false, true, false],
        scores: [0, 0, 2500, 0],
        discard: ['KH'],
        turn: SUZIE,
      }),
      { type: 'play', seat: SUZIE, cards: ['9H'] },
    );
    expectHands(g, [D, S, [], L]);
  });

  test('R16: with two players a 9 swaps the hands', () => {
    const g = act(setup({ hands: [['9H', ...S], L], discard: ['KH'], turn: 0 }), {
      type: 'play',
      seat: 0,
      cards: ['9H'],
    });
    expectHands(g, [L, S]);
    expect(snap(g).turn).toBe(1);
  });

  test('R16: an ace with a 9 companion passes hands', () => {
    const g = pass(['AH', '9H'], S, 'KH');
    expectHands(g, [D, S, L, R]);
  });

  test('R16: nines plain and fiveOfClubs plain pass nothing', () => {
    expectHands(pass(['9H'], S, 'KH', { nines: 'plain' }), [S, L, R, D]);
    expectHands(pass(['5C'], S, 'QC', { fiveOfClubs: 'plain' }), [S, L, R, D]);
  });
});

describe('R17 the Joker', () => {
  const jk = (suzie: string[], over: Partial<Setup> = {}) =>
    act(four(suzie, over), { type: 'play', seat: SUZIE, cards: ['JK'] });

  test('R17: every other player draws one and the same player must follow', () => {
    const g = jk(['JK', '3S', 'QS']);
    const s = snap(g);
    expect(s.hands.map((h) => h.length)).toEqual([2, 3, 3, 3]);
    expect(sorted([...hand(s, 1), ...hand(s, 2), ...hand(s, 3)])).toEqual(
      sorted([...others.LOUIS, ...others.ROMAINE, ...others.DUDLEY, '3C', '4C', '6C']),
    );
    expect(s.turn).toBe(SUZIE);
    expect(s.stage).toBe('follow');
    expect(s.top).toBe('JK');
  });

  test('R17: any card may start the follow; no drawing or passing instead', () => {
    const g = jk(['JK', '3S', 'QS', '5D']);
    expect(plays(g, SUZIE)).toEqual(list('3S', 'QS', '5D'));
    expect(hasAction(g, { type: 'draw', seat: SUZIE })).toBe(false);
    expect(hasAction(g, { type: 'pass', seat: SUZIE })).toBe(false);
    reject(g, { type: 'draw', seat: SUZIE });
    reject(g, { type: 'pass', seat: SUZIE });
    const s = snap(act(g, { type: 'play', seat: SUZIE, cards: ['3S'] }));
    expect(s.turn).toBe(LOUIS);
    expect(s.top).toBe('3S');
  });

  test('R17: the follow may be several cards and its effects apply (7 skips)', () => {
    const g = act(jk(['JK', '7S', '7D', '3S']), { type: 'play', seat: SUZIE, cards: ['7S', '7D'] });
    expect(snap(g).turn).toBe(DUDLEY);
  });

  test('R17: an 8 as the follow needs a call, and the call counts', () => {
    const g = jk(['JK', '8S', '3D']);
    reject(g, { type: 'play', seat: SUZIE, cards: ['8S'] });
    const s = snap(act(g, { type: 'play', seat: SUZIE, cards: ['8S'], call: 'D' }));
    expect(s.call).toBe('D');
    expect(s.turn).toBe(LOUIS);
  });

  test('R17: a 2 as the follow is live', () => {
    const g = act(jk(['JK', '2S', '3S']), { type: 'play', seat: SUZIE, cards: ['2S'] });
    expect(snap(g).pending).toBe(2);
    expect(snap(g).turn).toBe(LOUIS);
  });

  test('R17: an ace alone as the follow still draws', () => {
    let g = jk(['JK', 'AS', '3D']);
    // the others took 3C 4C 6C; the next stock card is TC
    g = act(g, { type: 'play', seat: SUZIE, cards: ['AS'] });
    const s = snap(g);
    expect(sorted(hand(s, SUZIE))).toEqual(['3D', 'TC']);
    expect(s.turn).toBe(LOUIS);
  });

  test('R17: the Joker cannot be played on a live penalty', () => {
    let g = setup({ hands: [['2H', '4D'], ['JK', '6D'], ['TD']], discard: ['KH'], turn: 0 });
    g = act(g, { type: 'play', seat: 0, cards: ['2H'] });
    expectIllegal(g, { type: 'play', seat: 1, cards: ['JK'] });
  });

  test.each([
    { top: '8H', call: 'S' },
    { top: '2H', call: null },
    { top: '5S', call: null },
    { top: 'AC', call: null },
  ])('R17: the Joker is legal on a $top (call $call)', ({ top, call }) => {
    const g = setup({ hands: [['JK', '4D'], ['6D']], discard: [top], call, turn: 0 });
    expectLegal(g, { type: 'play', seat: 0, cards: ['JK'] });
  });

  test('R17: a Joker played as the last card goes out and nobody draws', () => {
    const g = jk(['JK']);
    const s = snap(g);
    expect(s.phase).toBe('round-over');
    expect(s.roundWinner).toBe(SUZIE);
    expect(s.hands.map((h) => h.length)).toEqual([0, 2, 2, 2]);
  });

  test('R17: with two Jokers the follow may be the second Joker, and then another follow', () => {
    let g = jk(['JK', 'JK', '3S'], { rules: { jokers: 2 } });
    expect(plays(g, SUZIE)).toEqual(list('JK', '3S'));
    g = act(g, { type: 'play', seat: SUZIE, cards: ['JK'] });
    const s = snap(g);
    expect(s.hands.map((h) => h.length)).toEqual([1, 4, 4, 4]);
    expect(s.turn).toBe(SUZIE);
    expect(s.stage).toBe('follow');
  });

  test('R17: eliminated seats do not draw for a Joker', () => {
    const g = act(
      setup({
        hands: [['JK', '3S'], ['4H'], [], ['QD']],
        eliminated: [false, false, true, false],
        scores: [0, 0, 2500, 0],
        discard: ['KH'],
        stock: STOCK,
        turn: 0,
      }),
      { type: 'play', seat: 0, cards: ['JK'] },
    );
    expect(snap(g).hands.map((h) => h.length)).toEqual([1, 2, 0, 2]);
  });
});
