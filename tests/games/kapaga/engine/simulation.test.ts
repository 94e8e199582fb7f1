/** Seeded whole games (issue: engine): all end, conserve cards, and both paths agree. */
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Card,
  canFollowInPlay,
  canStartOn,
  cardCode,
  type Game,
  hasKapaga,
  legalActions,
  needsCall,
  newGame,
  PRESET_NAMES,
} from '../../../../src/games/kapaga/engine';
import {
  applyInPlace,
  cloneGame,
  type Move,
  moveToAction,
  playAt,
  playBuffer,
  playsInto,
  toMove,
} from '../../../../src/games/kapaga/engine/fast';
import { randomInt } from '../../../../src/games/kapaga/engine/rng';
import { checkGame, gameSpec } from '../../../../src/games/kapaga/sim/check';
import { rand, randomGame, randomMove } from '../../../../src/games/kapaga/sim/random';

/**
 * The plays of the seat to act straight from the effects.ts predicates, depth first in hand
 * order, identical cards tried once per position: the fast path's generator (tables, bits,
 * scratch buffers) must list exactly these, in this order.
 */
function referencePlays(g: Game): Card[][] {
  const out: Card[][] = [];
  if (g.stage === null || g.stage === 'call') return out;
  const hand = g.hands[g.turn] as Card[];
  const top = g.discard[g.discard.length - 1] as Card;
  const used = hand.map(() => false);
  const firstUnused = (c: Card, i: number) => !hand.some((d, j) => j < i && d === c && !used[j]);
  const extend = (play: Card[]): void => {
    out.push(play.slice());
    hand.forEach((c, i) => {
      if (used[i] || !canFollowInPlay(g.rules, play[play.length - 1] as Card, c)) return;
      if (!firstUnused(c, i)) return;
      used[i] = true;
      extend([...play, c]);
      used[i] = false;
    });
  };
  hand.forEach((c, i) => {
    if (g.stage === 'drawn' && c !== g.drawn) return;
    if (!firstUnused(c, i) || !canStartOn(g.rules, top, g.call, g.pending, g.stackBy, c)) return;
    used[i] = true;
    extend([c]);
    used[i] = false;
  });
  return out;
}

/** Every hand's KAPAGA flag is a fresh look's answer (R19), and a call implies it (R21). */
function kapagaKept(g: Game): string | null {
  for (let s = 0; s < g.seats; s++) {
    if (g.kapaga[s] !== hasKapaga(g.hands[s] as Card[], g.rules)) return `seat ${s}: stale KAPAGA`;
    if (g.kapagaCalled[s] && !g.kapaga[s]) return `seat ${s}: a call without KAPAGA`;
  }
  return null;
}

describe('seeded simulation', () => {
  test('R26: 2,000 seeded games (presets, random house rules, 2-10 players) all end, with a winner', () => {
    // The same check `npm run fuzz` runs, for games 0..1999 (src/games/kapaga/sim/check.ts).
    let rounds = 0;
    const presets = new Set<string>();
    const players = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const spec = gameSpec(i);
      presets.add(typeof spec.rules === 'string' ? spec.rules : 'random');
      players.add(spec.players);
      const r = checkGame(i);
      expect(r.game.phase).toBe('game-over');
      rounds += r.rounds;
    }
    expect([...presets].sort()).toEqual(['classic', 'crazy-eights', 'grayzone', 'random']);
    expect(players.size).toBe(9);
    expect(rounds).toBeGreaterThan(4000);
  }, 300_000);

  test('regression fuzz-174095: ten hands of five with only AC and 9C to draw still ends', () => {
    // The eager random player always played its drawn card: draw AC, play it alone, draw
    // 9C, play it (hands pass), forever. Random players now keep a drawn card sometimes.
    const r = checkGame(174095);
    expect(r.game.phase).toBe('game-over');
  });

  test('the fast path (legalMoves + applyInPlace) plays exactly the games the contract plays', () => {
    for (let seed = 0; seed < 40; seed++) {
      const o = { players: 2 + (seed % 5), seed, rules: PRESET_NAMES[seed % 3] };
      const start = newGame(o);
      if (!start.ok) throw new Error(start.error.message);
      // Contract path, choosing with the same random stream as randomGame.
      let g: Game = start.value;
      const r = rand(seed);
      while (g.phase !== 'game-over') {
        const legal = legalActions(g);
        const next = applyAction(g, legal[randomInt(r, legal.length)] as Action);
        if (!next.ok) throw new Error(next.error.message);
        g = next.value;
      }
      const fast = randomGame(o, seed);
      // Events and misses are what the table shows its viewers: only a logged game keeps them.
      expect({ ...fast.game, events: [], misses: [] }).toEqual({
        ...cloneGame(g),
        events: [],
        misses: [],
      });
    }
  }, 120_000);

  test('the fast path generates exactly the legal plays, and keeps KAPAGA flags true, at every step of eager games', () => {
    // Presets and random house rules (two decks, two Jokers, no multi-card plays...), 2-10
    // players, played by the eager random players: the benchmark's path.
    const buf = playBuffer();
    let steps = 0;
    let plays = 0;
    for (let i = 0; i < 160; i++) {
      const spec = gameSpec(i);
      const where = `game ${i} (${spec.players} players, ${JSON.stringify(spec.rules)})`;
      const look = (g: Game): void => {
        const problem = kapagaKept(g);
        if (problem) throw new Error(`${where}, step ${steps}: ${problem}`);
        if (g.phase !== 'playing') return;
        const n = playsInto(g, buf);
        const fast = Array.from({ length: n }, (_, k) => playAt(buf, k));
        expect(fast, `${where}, step ${steps}`).toEqual(referencePlays(g));
        // The contract's validator (the predicates, no tables) accepts each of them.
        const size = (g.hands[g.turn] as Card[]).length;
        for (const cards of fast) {
          const a: Action = { type: 'play', seat: g.turn, cards: cards.map(cardCode) };
          if (needsCall(cards, size)) a.call = 'S'; // a suit: a call every rule set allows
          const move = toMove(g, a);
          expect(move.ok, `${where}: ${a.cards} refused`).toBe(true);
        }
        steps++;
        plays += n;
      };
      const start = newGame(spec);
      if (!start.ok) throw new Error(start.error.message);
      const g = cloneGame(start.value);
      look(g);
      const res = randomGame(spec, spec.playSeed, { policy: 'eager', onMove: look });
      expect(res.ended).toBe(true);
    }
    expect(steps).toBeGreaterThan(50_000);
    expect(plays).toBeGreaterThan(steps / 2);
  }, 300_000);

  test('eager games played in place (scratch moves, log off) reach exactly the tables the contract reaches', () => {
    for (let seed = 0; seed < 30; seed++) {
      const o = { players: 2 + (seed % 5), seed, rules: PRESET_NAMES[seed % 3] };
      const start = newGame(o);
      if (!start.ok) throw new Error(start.error.message);
      const fast = cloneGame(start.value);
      let slow: Game = start.value;
      const r = rand(seed);
      for (let k = 0; fast.phase !== 'game-over'; k++) {
        // The benchmark's moves: shared scratch objects, applied at once, no events.
        const m = randomMove(fast, r, 'eager', true) as Move;
        const a = moveToAction(m);
        applyInPlace(fast, m, false);
        const next = applyAction(slow, a);
        if (!next.ok) throw new Error(`seed ${seed}, action ${k}: ${next.error.message}`);
        slow = next.value;
        expect({ ...fast, events: [], misses: [] }, `seed ${seed}, action ${k}`).toEqual({
          ...slow,
          events: [],
          misses: [],
        });
        expect(kapagaKept(fast), `seed ${seed}, action ${k}`).toBe(null);
      }
    }
  }, 300_000);
});
