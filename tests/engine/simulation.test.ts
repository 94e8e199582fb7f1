/** Seeded whole games (issue: engine): all end, conserve cards, and both paths agree. */
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Game,
  legalActions,
  newGame,
  PRESET_NAMES,
} from '../../src/engine';
import { cloneGame } from '../../src/engine/fast';
import { randomInt } from '../../src/engine/rng';
import { checkGame, gameSpec } from '../../src/sim/check';
import { rand, randomGame } from '../../src/sim/random';

describe('seeded simulation', () => {
  test('R26: 2,000 seeded games (presets, random house rules, 2-10 players) all end, with a winner', () => {
    // The same check `npm run fuzz` runs, for games 0..1999 (src/sim/check.ts).
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
      expect({ ...fast.game, events: [] }).toEqual({ ...cloneGame(g), events: [] });
    }
  }, 120_000);
});
