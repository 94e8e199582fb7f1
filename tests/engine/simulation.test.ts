/** Seeded whole games (issue: engine): all end, conserve cards, and both paths agree. */
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  cloneGame,
  type Game,
  legalActions,
  newGame,
  PRESET_NAMES,
  PRESETS,
} from '../../src/engine';
import { randomInt } from '../../src/engine/rng';
import { cardCount, rand, randomGame } from '../../src/lab/random';

describe('seeded simulation', () => {
  test('R26: 2,000 whole games across the presets and 2-10 players all end, with a winner', () => {
    let games = 0;
    let rounds = 0;
    for (let i = 0; i < 2000; i++) {
      const preset = PRESET_NAMES[i % 3] as (typeof PRESET_NAMES)[number];
      const players = 2 + (i % (PRESETS[preset].maxPlayers - 1));
      let total = -1;
      const { game, ended } = randomGame({ players, seed: i, rules: preset }, i * 31 + 7, {
        maxActions: 200_000,
        onMove: (g, m) => {
          if (total < 0) total = cardCount(g);
          if (m.type === 'next-round') rounds++;
          else if (cardCount(g) !== total) throw new Error(`game ${i}: cards not conserved`);
        },
      });
      expect(ended, `game ${i} (${preset}, ${players} players) did not end`).toBe(true);
      expect(game.phase).toBe('game-over');
      expect(game.winners.length).toBeGreaterThan(0);
      expect(game.eliminated.filter((e) => !e).length).toBeLessThanOrEqual(1);
      games++;
    }
    expect(games).toBe(2000);
    expect(rounds).toBeGreaterThan(2000);
  }, 300_000);

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
