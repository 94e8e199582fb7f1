/**
 * RULES.md §9: views and actions leak nothing, determinization builds games consistent
 * with a view, and the engine's reads of outside data never throw.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  actionsFor,
  actionsForAll,
  applyAction,
  buildDeck,
  type Card,
  determinize,
  fromSetup,
  type Game,
  legalActions,
  newGame,
  openView,
  PRESET_NAMES,
  parseRecord,
  playerView,
  type Rules,
  replayRecord,
  resolveRules,
  snapshot,
} from '../../../../src/games/kapaga/engine';
import { cloneGame, randomInt, shuffle } from '../../../../src/games/kapaga/engine/fast';
import { playRandom, rand } from '../../../../src/games/kapaga/sim/random';

const rulesArb: fc.Arbitrary<Partial<Rules>> = fc.record(
  {
    handSize: fc.integer({ min: 1, max: 7 }),
    decks: fc.constantFrom(1 as const, 2 as const),
    jokers: fc.constantFrom(0 as const, 1 as const, 2 as const),
    multiPlay: fc.constantFrom('same-rank' as const, 'none' as const),
    twos: fc.constantFrom('draw' as const, 'plain' as const),
    fiveOfSpades: fc.constantFrom('draw' as const, 'plain' as const),
    stackTwos: fc.boolean(),
    twoOfSpadesOnFive: fc.boolean(),
    zombieTwos: fc.boolean(),
    eights: fc.constantFrom('suit-or-rank' as const, 'suit' as const),
    aces: fc.constantFrom('companion' as const, 'plain' as const),
    nines: fc.constantFrom('pass' as const, 'plain' as const),
    fiveOfClubs: fc.constantFrom('pass' as const, 'plain' as const),
    drawnCardPlayable: fc.boolean(),
    kapagaWhen: fc.constantFrom('can-go-out' as const, 'one-card' as const),
  },
  { requiredKeys: [] },
);

/** Positions of random games (with the events of the action that led there). */
const positionArb = fc
  .record({
    players: fc.integer({ min: 2, max: 8 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    rules: fc.oneof(rulesArb, fc.constantFrom(...PRESET_NAMES)),
    steps: fc.integer({ min: 0, max: 120 }),
    playSeed: fc.integer(),
  })
  .map((o) => {
    const start = newGame({ players: o.players, seed: o.seed, rules: o.rules });
    if (!start.ok) return null;
    let at = start.value;
    playRandom(cloneGame(start.value), rand(o.playSeed), {
      log: true,
      policy: 'eager',
      maxActions: o.steps,
      onMove: (g) => {
        if (g.phase !== 'game-over') at = cloneGame(g);
        at.events = g.events.slice();
      },
    });
    return at;
  })
  .filter((g): g is Game => g !== null);

/** A card code that is not `c`, for junk in hidden places. */
const other = (c: string): string => (c === '3D' ? '4C' : '3D');

/**
 * Everything `seat` cannot see, changed: other hands reshuffled (same sizes; a drawn card
 * that may be played stays with its drawer), the stock reordered, other seats' drawn cards
 * in events and what they passed on replaced by junk.
 */
function reshuffle(g: Game, seat: number, seed: number): Game {
  const h = cloneGame(g);
  const r = { rng: seed };
  const keep = h.stage === 'drawn' && h.turn !== seat ? h.drawn : -1;
  // Once the round is scored every hand lies face up (R24, PlayerView.open): only the stock
  // is hidden then.
  const handsHidden = h.phase === 'playing';
  const hidden: Card[] = [...h.stock];
  for (let s = 0; s < h.seats; s++)
    if (s !== seat && handsHidden) hidden.push(...(h.hands[s] as Card[]));
  if (keep >= 0) hidden.splice(hidden.lastIndexOf(keep), 1);
  shuffle(r, hidden);
  for (let s = 0; s < h.seats; s++) {
    if (s === seat || !handsHidden) continue;
    const n = (h.hands[s] as Card[]).length;
    const hand =
      s === h.turn && keep >= 0 ? [keep, ...hidden.splice(0, n - 1)] : hidden.splice(0, n);
    h.hands[s] = shuffle(r, hand);
    if ((h.passed[s] as Card[]).length) h.passed[s] = [randomInt(r, 52)];
  }
  h.stock = hidden;
  h.events = g.events.map((e) => {
    if (e.type === 'draw' && e.seat !== seat) return { ...e, cards: e.cards.map(other) };
    if (e.type === 'may-play-drawn' && e.seat !== seat && e.card)
      return { ...e, card: other(e.card) };
    return e;
  });
  return h;
}

const cardsOf = (g: Game): number =>
  g.stock.length + g.discard.length + g.hands.reduce((n, x) => n + x.length, 0);

describe('RULES.md §9: a seat learns nothing it cannot see', () => {
  test('reshuffling what a seat cannot see leaves its playerView and actionsFor unchanged', () => {
    fc.assert(
      fc.property(positionArb, fc.integer(), (g, seed) => {
        for (let seat = 0; seat < g.seats; seat++) {
          const h = reshuffle(g, seat, seed + seat);
          expect(cardsOf(h)).toBe(cardsOf(g));
          expect(playerView(h, seat)).toEqual(playerView(g, seat));
          expect(actionsFor(h, seat)).toEqual(actionsFor(g, seat));
        }
      }),
      { numRuns: 250 },
    );
  });

  test("an open view (watching, replays) is the seat's view with every hand and event whole; a seat's own never has it", () => {
    fc.assert(
      fc.property(positionArb, (g) => {
        for (let seat = 0; seat < g.seats; seat++) {
          const own = playerView(g, seat);
          // R24: the hands scored at a round's end lie face up for every seat.
          expect(own.open).toEqual(g.phase === 'playing' ? undefined : snapshot(g).hands);
          const seen = openView(g, seat);
          expect(seen.open).toEqual(snapshot(g).hands);
          expect(seen.events).toEqual(g.events);
          const { open: _, events: __, ...rest } = seen;
          const { open: ____, events: ___, ...restOwn } = own;
          expect(rest).toEqual(restOwn);
        }
        // From nobody's seat (Kapaga's own watch mode): no hand, no passing, every hand open.
        const nobody = openView(g, -1);
        expect(nobody).toMatchObject({ seat: -1, hand: [], passedTo: null, receivedFrom: null });
        expect(nobody.open).toEqual(snapshot(g).hands);
      }),
      { numRuns: 100 },
    );
  });

  test('actionsFor is legalActions for that seat, less catches of hidden hands (R21)', () => {
    fc.assert(
      fc.property(positionArb, (g) => {
        const all = legalActions(g);
        for (let seat = 0; seat < g.seats; seat++) {
          const mine = actionsFor(g, seat);
          const expected = all.filter(
            (a) =>
              a.type === 'next-round' ||
              (a.seat === seat &&
                (a.type !== 'catch' ||
                  ((g.hands[a.target] as Card[]).length === 1 && !g.kapagaCalled[a.target]))),
          );
          expect(mine).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('actionsFor of one seat is that seat of actionsForAll (off turn made without the plays)', () => {
    fc.assert(
      fc.property(positionArb, (g) => {
        const all = actionsForAll(g);
        for (let seat = 0; seat < g.seats; seat++) expect(actionsFor(g, seat)).toEqual(all[seat]);
      }),
      { numRuns: 150 },
    );
  });

  test("another seat's drawn card never reaches a view's events", () => {
    // Seat 1 draws a card it may play (R11): only seat 1's view names it.
    const start = fromSetup({
      hands: [
        ['KD', '3C'],
        ['4H', '5C', '6S'],
        ['9D', 'TD'],
      ],
      discard: ['7H'],
      stock: ['8H'],
      turn: 1,
    });
    if (!start.ok) throw new Error(start.error.message);
    const r = applyAction(start.value, { type: 'draw', seat: 1 });
    if (!r.ok) throw new Error(r.error.message);
    const drawnIn = (seat: number) =>
      JSON.stringify(playerView(r.value, seat).events).includes('8H');
    expect(drawnIn(1)).toBe(true);
    expect(drawnIn(0)).toBe(false);
    expect(drawnIn(2)).toBe(false);
  });
});

describe('RULES.md §9: determinize builds a game consistent with a view', () => {
  test('the built game shows that seat the same view and the same actions', () => {
    fc.assert(
      fc.property(positionArb, fc.integer(), (g, seed) => {
        for (let seat = 0; seat < g.seats; seat++) {
          const view = playerView(g, seat);
          const d = determinize(view, seed);
          expect(playerView(d, seat)).toEqual(view);
          expect(actionsFor(d, seat)).toEqual(actionsFor(g, seat));
          // The same cards, only placed differently: the deck is whole (R1).
          const deck = buildDeck(g.rules.decks, g.rules.jokers).sort((a, b) => a - b);
          const all = [...d.stock, ...d.discard, ...d.hands.flat()].sort((a, b) => a - b);
          expect(all).toEqual(deck);
        }
      }),
      { numRuns: 200 },
    );
  });

  test('R24: a world dealt once a round is scored keeps the hands where they lie face up', () => {
    const start = fromSetup({
      hands: [['3H'], ['JK', '5S'], ['AS', '8C', '2D']],
      discard: ['7H'],
      turn: 0,
    });
    if (!start.ok) throw new Error(start.error.message);
    const r = applyAction(start.value, { type: 'play', seat: 0, cards: ['3H'] });
    if (!r.ok) throw new Error(r.error.message);
    for (const seed of [1, 2, 3]) {
      const d = determinize(playerView(r.value, 2), seed);
      expect(snapshot(d).hands).toEqual([[], ['JK', '5S'], ['AS', '8C', '2D']]);
      expect(playerView(d, 2)).toEqual(playerView(r.value, 2));
    }
  });

  test('R16: after two 9s each world holds the hand a seat passed on where it went, and shows the same view', () => {
    const hands = [
      ['9H', '9S', 'KC', '4D'],
      ['QS', '6C'],
      ['TD', '3S', 'JH'],
      ['2C', 'TC'],
    ];
    const start = fromSetup({ hands, discard: ['KH'], turn: 0 });
    if (!start.ok) throw new Error(start.error.message);
    const r = applyAction(start.value, { type: 'play', seat: 0, cards: ['9H', '9S'] });
    if (!r.ok) throw new Error(r.error.message);
    const before = [['KC', '4D'], ...hands.slice(1)];
    const sort = (xs: readonly string[]) => [...xs].sort();
    for (let seat = 0; seat < 4; seat++) {
      const view = playerView(r.value, seat);
      expect(sort(view.passed)).toEqual(sort(before[seat] as string[]));
      expect(view.passedTo).toBe((seat + 2) % 4);
      for (const seed of [1, 2, 3]) {
        const d = determinize(view, seed);
        expect(playerView(d, seat)).toEqual(view);
        expect(snapshot(d).hands[view.passedTo as number]?.sort()).toEqual(sort(view.passed));
      }
    }
  });

  test('a built game plays on: every action the referee lists applies', () => {
    fc.assert(
      fc.property(positionArb, fc.integer(), (g, seed) => {
        const d = determinize(playerView(g, g.turn), seed);
        for (const a of legalActions(d)) expect(applyAction(d, a).ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('outside data never throws (a Result error for any JSON value)', () => {
  const PROTO = ['toString', 'constructor', 'valueOf', 'hasOwnProperty', '__proto__', 'prototype'];
  const weird = fc.oneof(
    fc.anything(),
    fc.constantFrom(...PROTO),
    fc.constantFrom(...PROTO).map((k) => JSON.parse(`{"${k}": 1}`)),
  );
  const isResult = (r: { ok: boolean; error?: { message: string } }) =>
    r.ok === true || (typeof r.error?.message === 'string' && r.error.message.length > 5);

  test('resolveRules, newGame, fromSetup', () => {
    fc.assert(
      fc.property(weird, weird, weird, (a, b, c) => {
        expect(isResult(resolveRules(a))).toBe(true);
        expect(isResult(newGame(a as never))).toBe(true);
        expect(isResult(newGame({ players: a, seed: b, rules: c } as never))).toBe(true);
        expect(isResult(newGame({ players: 4, seed: 1, rules: a } as never))).toBe(true);
        expect(isResult(fromSetup(a as never))).toBe(true);
        expect(
          isResult(fromSetup({ hands: a, discard: b, turn: c, rules: a, seed: b } as never)),
        ).toBe(true);
        expect(
          isResult(
            fromSetup({ hands: [['3C'], ['4D']], discard: ['5H'], turn: 0, ...(a as object) }),
          ),
        ).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test('records: parseRecord and replayRecord', () => {
    fc.assert(
      fc.property(weird, weird, fc.array(weird, { maxLength: 4 }), (a, b, actions) => {
        expect(isResult(parseRecord(a as never))).toBe(true);
        expect(isResult(replayRecord(a as never))).toBe(true);
        expect(isResult(replayRecord({ players: 3, seed: 1, rules: a, actions } as never))).toBe(
          true,
        );
        expect(isResult(replayRecord({ setup: a, actions: b } as never))).toBe(true);
        const text = `kapaga-record 1\nplayers 3\nseed 1\nrules ${JSON.stringify(a) ?? 'x'}\nactions\n${JSON.stringify(b) ?? ''}\n`;
        expect(isResult(parseRecord(text))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test('actions: applyAction refuses anything that is not legal, the game unchanged', () => {
    const g = newGame({ players: 4, seed: 3 });
    if (!g.ok) throw new Error(g.error.message);
    const before = JSON.stringify(g.value);
    fc.assert(
      fc.property(weird, (a) => {
        expect(isResult(applyAction(g.value, a as never))).toBe(true);
        expect(isResult(applyAction(g.value, { type: 'play', seat: 0, cards: a } as never))).toBe(
          true,
        );
        expect(isResult(applyAction(g.value, { type: 'catch', seat: a, target: a } as never))).toBe(
          true,
        );
      }),
      { numRuns: 400 },
    );
    expect(JSON.stringify(g.value)).toBe(before);
  });

  test.each(PROTO)('"%s" is neither a preset nor a rule field', (k) => {
    expect(resolveRules(k).ok).toBe(false);
    expect(resolveRules(JSON.parse(`{"${k}": true}`)).ok).toBe(false);
    expect(newGame({ players: 4, seed: 1, rules: k as never }).ok).toBe(false);
    const rec = replayRecord({ players: 4, seed: 1, rules: k as never, actions: [] });
    expect(rec.ok).toBe(false);
    const nul = replayRecord({ players: 4, seed: 1, rules: 'grayzone', actions: [null as never] });
    expect(nul.ok).toBe(false);
  });

  test('snapshot of a determinized game is plain JSON', () => {
    const g = newGame({ players: 3, seed: 9 });
    if (!g.ok) throw new Error(g.error.message);
    const d = determinize(playerView(g.value, 1), 4);
    expect(JSON.parse(JSON.stringify(snapshot(d)))).toEqual(snapshot(d));
  });
});
