// The flat engine (engine/flat.ts, flatPlay.ts, flatRules.ts) in lockstep with the
// contract: the same legal actions in the same order at every action, the same state every
// 8th action and at each round's end, over seeded games (4-6 players, house rules).
// LOCKSTEP_GAMES=N (from LOCKSTEP_FROM) runs more (8 whole games in the suite).
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Game,
  legalActions,
  newGame,
  snapshot,
} from '../../../src/games/capit/engine';
import {
  actionOf,
  applyCode,
  type Flat,
  legalInto,
  load,
  newFlat,
  toGame,
} from '../../../src/games/capit/engine/fast';
import { randomRules } from '../../../src/games/capit/sim/check';
import { randomInt, seedState } from '../../../src/lib/rng';

const print = (g: Game): string =>
  JSON.stringify([snapshot(g), g.table, g.rng, g.seed, g.players, g.rules, g.taken]);

function same(x: Flat, g: Game): void {
  const y = toGame(x);
  if (print(y) !== print(g)) expect(y).toEqual(g);
}

function lockstep(from: number, games: number): { games: number; actions: number } {
  const buf = new Int32Array(1 << 16);
  const x = newFlat();
  let actions = 0;
  for (let seed = from; seed < from + games; seed++) {
    const r = { rng: seedState(seed * 7 + 1) };
    const rules = seed % 3 === 0 ? {} : randomRules(r);
    const made = newGame({ players: 4 + (seed % 3), seed, rules });
    if (!made.ok) throw new Error(made.error.message);
    let g: Game = made.value;
    load(g, x);
    same(x, g);
    while (g.phase !== 'game-over') {
      const legal = legalActions(g);
      const n = legalInto(x, buf);
      const codes = Array.from(buf.subarray(0, n));
      if (n !== legal.length || actions % 8 === 0)
        expect(codes.map((c) => actionOf(x, c))).toEqual(legal);
      const k = randomInt(r, n);
      const a = legal[k] as Action;
      const next = applyAction(g, a);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      applyCode(x, codes[k] as number);
      actions++;
      if (actions % 8 === 0 || g.phase !== 'playing') same(x, g);
    }
    same(x, g);
  }
  return { games, actions };
}

describe('the flat engine keeps step with the contract', () => {
  test('seeded whole games, 4-6 players, standard and random rules', {
    timeout: process.env.LOCKSTEP_GAMES ? 0 : 600_000,
  }, () => {
    const games = Number(process.env.LOCKSTEP_GAMES ?? 8);
    const from = Number(process.env.LOCKSTEP_FROM ?? 1);
    const { actions } = lockstep(from, games);
    if (process.env.LOCKSTEP_GAMES)
      console.log(`games ${from}..${from + games - 1}, ${actions} actions in lockstep`);
    expect(actions).toBeGreaterThan(games * 50);
  });
});
