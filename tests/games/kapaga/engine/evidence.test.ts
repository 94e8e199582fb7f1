/**
 * What a hand showed it lacked (src/games/kapaga/engine/evidence.ts): public misses kept with the hand,
 * shown in every seat's view, and believed by the sampler when asked.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Card,
  canStartOn,
  determinize,
  fromSetup,
  type Game,
  hasKapaga,
  newGame,
  parseCall,
  parseCard,
  playerView,
  type Setup,
} from '../../../../src/games/kapaga/engine';
import { cloneGame } from '../../../../src/games/kapaga/engine/fast';
import { playRandom, rand } from '../../../../src/games/kapaga/sim/random';

function table(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

function act(g: Game, ...actions: Action[]): Game {
  let h = g;
  for (const a of actions) {
    const r = applyAction(h, a);
    if (!r.ok) throw new Error(r.error.message);
    h = r.value;
  }
  return h;
}

const missesOf = (g: Game, seat: number, viewer = 0) => playerView(g, viewer).misses[seat];

describe('misses: what a hand showed it lacked, in public', () => {
  const start = () =>
    table({
      hands: [
        ['KD', '3C', '4C', '9S'],
        ['4H', '5C', '6S'],
        ['9D', 'TD', 'QD'],
      ],
      discard: ['7H'],
      stock: ['2C', 'JH'],
      turn: 0,
    });

  test('R8, R11: a draw that ends the turn at once shows the whole hand, the drawn card too', () => {
    // Seat 0 holds no heart, no 7, no 8 and no Joker: it draws 2C, which cannot be played.
    const g = act(start(), { type: 'draw', seat: 0 });
    expect(g.stage).toBe('play');
    expect(missesOf(g, 0)).toEqual([{ top: '7H', call: null, stack: null, held: 5 }]);
    // Every seat sees the same (it is public), the drawing seat included.
    expect(missesOf(g, 0, 1)).toEqual(missesOf(g, 0, 0));
    expect(missesOf(g, 0, 2)).toEqual(missesOf(g, 0, 0));
  });

  test('R11: a drawn card that may be played is not shown: only the cards held before', () => {
    const g = table({
      hands: [['KD', '3C'], ['4H'], ['9D']],
      discard: ['7H'],
      stock: ['JH'],
      turn: 0,
    });
    const drawn = act(g, { type: 'draw', seat: 0 });
    expect(drawn.stage).toBe('drawn');
    expect(missesOf(drawn, 0)).toEqual([{ top: '7H', call: null, stack: null, held: 2 }]);
    const kept = act(drawn, { type: 'pass', seat: 0 });
    expect(missesOf(kept, 0)).toEqual([{ top: '7H', call: null, stack: null, held: 2 }]);
  });

  test('a card played later that could have been played then was drawn since: held stays', () => {
    let g = table({
      hands: [
        ['KD', '3C', '4C', '9S'],
        ['4H', '5C', '6S'],
        ['9D', 'TD', 'QD'],
      ],
      discard: ['7H'],
      stock: ['7C', '2C', 'JH'],
      turn: 0,
    });
    g = act(g, { type: 'draw', seat: 0 }); // draws 7C: could follow 7H, so it is playable
    expect(g.stage).toBe('drawn');
    g = act(g, { type: 'play', seat: 0, cards: ['7C'] }); // the drawn card: held stays 4
    expect(missesOf(g, 0)).toEqual([{ top: '7H', call: null, stack: null, held: 4 }]);
  });

  test('a card that could not have been played then may have been held: held falls by one', () => {
    let g = table({
      hands: [
        ['KD', '3C', '4C', '9S'],
        ['8C', '5C', '6S'],
        ['9D', 'TD', 'QD'],
      ],
      discard: ['7H'],
      stock: ['2C', 'JH'],
      turn: 0,
    });
    // Seat 0 draws on 7H holding KD 3C 4C 9S (and 2C, no play). Later it plays 3C on clubs:
    // 3C could not follow 7H, so it may have been held then: one fewer known.
    g = act(g, { type: 'draw', seat: 0 }, { type: 'play', seat: 1, cards: ['8C'], call: 'C' });
    g = act(g, { type: 'draw', seat: 2 }); // JH on clubs called: no play, the turn ends
    g = act(g, { type: 'play', seat: 0, cards: ['3C'] });
    expect(missesOf(g, 0)).toEqual([{ top: '7H', call: null, stack: null, held: 4 }]);
  });

  test('R12: drawing a live penalty instead of answering shows no 2 was held', () => {
    let g = table({
      hands: [['2H', 'KD'], ['4C', '5D', '9S'], ['9D']],
      discard: ['2D'],
      stock: ['3H', '3S', '3D', '3C'],
      turn: 0,
    });
    g = act(g, { type: 'play', seat: 0, cards: ['2H'] }, { type: 'draw', seat: 1 });
    expect(missesOf(g, 1)).toEqual([{ top: '2H', call: null, stack: '2', held: 3 }]);
  });

  test('R13: a draw on an 8 shows the call', () => {
    let g = table({
      hands: [['8S', 'KD'], ['4C', '5D', '9S'], ['9D']],
      discard: ['2D'],
      stock: ['3S', '3H'],
      turn: 0,
    });
    g = act(g, { type: 'play', seat: 0, cards: ['8S'], call: 'H' }, { type: 'draw', seat: 1 });
    expect(missesOf(g, 1)).toEqual([{ top: '8S', call: 'H', stack: null, held: 4 }]);
  });

  test('R16: evidence goes with its hand when hands pass, and a new deal forgets it', () => {
    let g = table({
      hands: [
        ['9H', 'KD', 'QD'],
        ['4C', '5C', '6C'],
        ['TS', 'JS'],
      ],
      discard: ['7H'],
      stock: ['3S', '4S', '5S', '6S', 'AS'],
      turn: 1,
    });
    g = act(g, { type: 'draw', seat: 1 }); // 4 clubs shown, 3S too
    g = act(g, { type: 'draw', seat: 2 }); // seat 2 draws 4S: on 7H, no play
    g = act(g, { type: 'play', seat: 0, cards: ['9H'] }); // hands pass left
    expect(missesOf(g, 2)).toEqual([{ top: '7H', call: null, stack: null, held: 4 }]);
    expect(missesOf(g, 0)).toEqual([{ top: '7H', call: null, stack: null, held: 3 }]);
    expect(missesOf(g, 1)).toEqual([]);
    const fresh = newGame({ players: 3, seed: 5 });
    if (!fresh.ok) throw new Error(fresh.error.message);
    expect(playerView(fresh.value, 0).misses).toEqual([[], [], []]);
  });
});

describe('R16: evidence moves with its hand in one move', () => {
  const start = () =>
    table({
      hands: [
        ['9H', '9S', 'KD', 'QD'],
        ['4C', '5C', '6C'],
        ['TS', 'JS'],
      ],
      discard: ['7H'],
      stock: ['3S', '4S', '5S', '6S', 'AS'],
      turn: 1,
    });
  // Seat 1 draws the 3S and seat 2 the 4S: neither had a play on the 7H.
  const shown = (held: number) => [{ top: '7H', call: null, stack: null, held }];

  test('R16: two 9s among three: every hand and its misses go two seats left', () => {
    let g = act(start(), { type: 'draw', seat: 1 }, { type: 'draw', seat: 2 });
    g = act(g, { type: 'play', seat: 0, cards: ['9H', '9S'] });
    expect(missesOf(g, 0)).toEqual(shown(4)); // seat 1's hand is two seats over
    expect(missesOf(g, 1)).toEqual(shown(3)); // and seat 2's
    expect(missesOf(g, 2)).toEqual([]);
    expect(playerView(g, 1).missed).toEqual([null, null, null]); // hands passed
  });

  test('R16: two 9s between two players: nothing passes, the misses stay', () => {
    let g = table({
      hands: [
        ['9H', '9S', 'KD', 'QD'],
        ['4C', '5C', '6C'],
      ],
      discard: ['7H'],
      stock: ['3S', '4S'],
      turn: 1,
    });
    g = act(g, { type: 'draw', seat: 1 }, { type: 'play', seat: 0, cards: ['9H', '9S'] });
    expect(missesOf(g, 1)).toEqual(shown(4));
    expect(missesOf(g, 0)).toEqual([]);
    expect(playerView(g, 0).missed[1]).toEqual({ top: '7H', call: null });
  });
});

/** Positions of random games played for a while (misses build up). */
const positionArb = fc
  .record({
    players: fc.integer({ min: 2, max: 6 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    steps: fc.integer({ min: 5, max: 150 }),
    playSeed: fc.integer(),
  })
  .map((o) => {
    const start = newGame({ players: o.players, seed: o.seed });
    if (!start.ok) throw new Error(start.error.message);
    let at = start.value;
    playRandom(cloneGame(start.value), rand(o.playSeed), {
      log: true,
      policy: 'eager',
      maxActions: o.steps,
      onMove: (g) => {
        if (g.phase === 'playing') at = cloneGame(g);
      },
    });
    return at;
  });

describe('the sampler believes the misses when asked', () => {
  test('a world it deals shows the same view, and each hand holds its shown cards where it can', () => {
    let constrained = 0;
    fc.assert(
      fc.property(positionArb, fc.integer(), (g, seed) => {
        const me = g.turn;
        const view = playerView(g, me);
        const d = determinize(view, seed, { misses: true });
        expect(playerView(d, me)).toEqual(view);
        const called = (s: number) => view.kapagaCalled[s] && (view.handSizes[s] as number) > 1;
        view.misses.forEach((list, s) => {
          // The hand this seat passed on is dealt to its seat as known first (R16).
          if (s === me || s === view.passedTo || list.length === 0) return;
          // A called hand is dealt KAPAGA first (R21): a fact outranks what misses suggest.
          if (called(s)) return;
          // The oldest miss's `held` cards fit every miss of the hand (the truth does too).
          const fits = (hand: readonly Card[]) =>
            hand.filter((c) =>
              list.every(
                (m) =>
                  !canStartOn(
                    g.rules,
                    parseCard(m.top) as Card,
                    m.call === null ? -1 : (parseCall(m.call) as number),
                    m.stack ? 1 : 0,
                    m.stack === '5S' ? 5 : m.stack === '2' ? 2 : 0,
                    c,
                  ),
              ),
            ).length;
          const want = Math.min(list[0]?.held ?? 0, (d.hands[s] as Card[]).length);
          constrained++;
          // The true hand proves such cards exist, but they may have gone to an earlier seat's
          // constraint: the sample holds at least as many as the pool allowed, and every
          // sample holds them when the truth alone could (one constrained hand).
          if (view.misses.filter((l, t) => t !== me && (l.length || called(t))).length === 1)
            expect(fits(d.hands[s] as Card[])).toBeGreaterThanOrEqual(
              Math.min(want, fits(g.hands[s] as Card[])),
            );
        });
      }),
      { numRuns: 300 },
    );
    expect(constrained).toBeGreaterThan(50);
  });
});

describe('R21: a called hand has KAPAGA in every world dealt', () => {
  /** A world dealt from the seat on turn's view: each called hand of several cards has KAPAGA. */
  const calledHands = (g: Game, seed: number): number => {
    const me = g.turn;
    const view = playerView(g, me);
    const d = determinize(view, seed, { uncalled: true });
    expect(playerView(d, me)).toEqual(view);
    let called = 0;
    for (let s = 0; s < g.seats; s++) {
      if (s === me || g.eliminated[s]) continue;
      const size = (g.hands[s] as Card[]).length;
      if (view.kapagaCalled[s] && size > 1) {
        called++;
        expect(hasKapaga(d.hands[s] as Card[], g.rules)).toBe(true);
      }
    }
    return called;
  };

  test('a seat that called KAPAGA with several cards is dealt a hand that can go out (R19)', () => {
    let called = 0;
    fc.assert(
      fc.property(positionArb, fc.integer(), (g, seed) => {
        called += calledHands(g, seed);
      }),
      { numRuns: 600 },
    );
    expect(called).toBeGreaterThan(5);
  });

  test('a called hand of four in a rare shape (three of a rank and a 2) is dealt KAPAGA too', () => {
    // The case this property once found (fast-check's seed and path replay it): four
    // cards to deal and no random try hitting the shape; the sampler now looks by rank.
    let called = 0;
    fc.assert(
      fc.property(positionArb, fc.integer(), (g, seed) => {
        called += calledHands(g, seed);
      }),
      { seed: 769072879, path: '8673:68:69:36:62:75' },
    );
    expect(called).toBeGreaterThan(0);
  });

  test('believed: a hand of several cards with no call is dealt without KAPAGA where it can be', () => {
    let uncalled = 0;
    let without = 0;
    fc.assert(
      fc.property(positionArb, fc.integer(), (g, seed) => {
        const view = playerView(g, g.turn);
        const d = determinize(view, seed, { uncalled: true });
        for (let s = 0; s < g.seats; s++) {
          const size = (d.hands[s] as Card[]).length;
          if (s === g.turn || g.eliminated[s] || view.kapagaCalled[s] || size < 2) continue;
          uncalled++;
          if (!hasKapaga(d.hands[s] as Card[], g.rules)) without++;
        }
      }),
      { numRuns: 1_000 },
    );
    // About 1 hand in 700 keeps KAPAGA after the sampler's tries (0.15%; with no belief, 1.8%).
    // Over 200 positions a run's chance could reach the bound (400 runs: the worst 5 of 520),
    // so it deals 1,000: chance stays well inside 1%, a sampler that stopped believing not.
    expect(without / uncalled).toBeGreaterThan(0.99);
  });
});
