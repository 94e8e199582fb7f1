// The flat engine (engine/flat*.ts) in lockstep with the contract: the same legal actions,
// the same state after every action, the same scores, over seeded rounds and matches of
// 3-6 players, with marriages sought out (a marriage is taken whenever one is offered half
// the time).
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Game,
  legalActions,
  newGame,
  snapshot,
} from '../../../src/games/lakrap/engine';
import {
  actionOf,
  applyCode,
  codeOf,
  copyInto,
  type Flat,
  legalInto,
  load,
  newFlat,
  PHASE,
  PLAYING,
  randomCode,
  toGame,
} from '../../../src/games/lakrap/engine/fast';
import { randomInt, seedState } from '../../../src/lib/rng';

const print = (g: Game): string =>
  JSON.stringify([snapshot(g), g.rng, g.seed, g.players, g.rules, g.up, g.wed, g.chosen]);

function same(x: Flat, g: Game): void {
  const y = toGame(x);
  if (print(y) !== print(g)) expect(y).toEqual(g);
}

/** An action as a key that does not depend on the order its cards are named in. */
const key = (a: Action): string =>
  JSON.stringify('cards' in a ? { ...a, cards: [...a.cards].sort() } : a);

const buf = new Int32Array(1024);
const seen = new Set<string>();

function lockstep(seed: number, wholeMatch: boolean): number {
  const players = 3 + (seed % 4);
  const made = newGame({ players, seed, rules: { rounds: wholeMatch ? 3 : 1 } });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  const x = newFlat();
  load(g, x);
  same(x, g);
  const r = { rng: seedState(seed * 13 + 5) };
  let steps = 0;
  while (g.phase !== 'game-over' && (wholeMatch || g.phase === 'playing')) {
    const legal = legalActions(g);
    const k = legalInto(x, buf);
    const flat = Array.from(buf.subarray(0, k), (c) => key(actionOf(x, c))).sort();
    expect(flat).toEqual(legal.map(key).sort());
    const marriage = legal.find((a) => a.type === 'marriage');
    const a = (
      marriage && randomInt(r, 2) ? marriage : legal[randomInt(r, legal.length)]
    ) as Action;
    seen.add(a.type);
    applyCode(x, codeOf(x, a));
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
    if (steps++ % 4 === 0 || g.phase !== 'playing') same(x, g);
  }
  same(x, g);
  return steps;
}

describe('the flat engine keeps step with the contract', () => {
  // LAKRAP_LOCKSTEP=5000 runs thousands of rounds (a few hundred in the unit suite).
  const rounds = Number(process.env.LAKRAP_LOCKSTEP ?? 300);
  test(
    'L1-L16: seeded rounds, 3-6 players, every legal list and state alike',
    () => {
      let steps = 0;
      for (let seed = 0; seed < rounds; seed++) steps += lockstep(seed, false);
      expect(steps).toBeGreaterThan(rounds * 30);
      expect([...seen].sort()).toEqual(['exchange', 'expose', 'marriage', 'play']);
    },
    60_000 + rounds * 200,
  );

  test('L16: whole matches, next-round deals included', () => {
    for (let seed = 1000; seed < 1040; seed++) lockstep(seed, true);
  });

  test('randomCode plays only legal codes, and a copy plays on alone', () => {
    const r = { rng: seedState(9) };
    const x = newFlat();
    const y = newFlat();
    for (let seed = 0; seed < 200; seed++) {
      const made = newGame({ players: 3 + (seed % 4), seed, rules: { rounds: 2 } });
      if (!made.ok) throw new Error(made.error.message);
      load(made.value, x);
      copyInto(x, y);
      const before = print(toGame(x));
      let rounds = 0;
      while (y.s[PHASE] === PLAYING || rounds++ < 1) {
        const k = legalInto(y, buf);
        const legal = new Set(buf.subarray(0, k));
        const code = randomCode(y, r, buf);
        if (y.s[PHASE] === PLAYING) expect(legal.has(code), `${code}`).toBe(true);
        applyCode(y, code);
      }
      expect(print(toGame(x))).toBe(before);
    }
  });
});
