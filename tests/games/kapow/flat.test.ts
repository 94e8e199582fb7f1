// The flat engine (engine/flat.ts, flatPlay.ts) in lockstep with the contract: the same
// legal actions in the same order, the same state after every action, the same scores,
// over thousands of seeded rounds (2-4 players, house rules, the K14 turn limit).
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Game,
  legalActions,
  newGame,
  snapshot,
} from '../../../src/games/kapow/engine';
import {
  actionOf,
  applyCode,
  codeOf,
  copyInto,
  type Flat,
  legalInto,
  load,
  newFlat,
  toGame,
} from '../../../src/games/kapow/engine/fast';
import { randomInt, seedState } from '../../../src/lib/rng';
import { setup } from './helpers';

const RULES = [
  {},
  { goingOutPenalty: 'none' },
  { discardTakenCard: true, firstTurnReveals: 0 },
  { kapowPenalty: 0, firstTurnReveals: 4 },
  { turnLimit: 2 },
  { turnLimit: 6, discardTakenCard: true },
];

/** Everything a Game holds, as one string (a deep compare per action is too slow here). */
const print = (g: Game): string =>
  JSON.stringify([
    snapshot(g),
    g.rng,
    g.starter,
    g.mustKeep,
    g.doubled,
    g.seed,
    g.players,
    g.rules,
  ]);

/** The same game: compared by print, and in detail when they differ (a readable diff). */
function same(x: Flat, g: Game): void {
  const y = toGame(x);
  if (print(y) !== print(g)) expect(y).toEqual(g);
}

/**
 * Plays seeded rounds through both engines side by side, choosing uniformly among the
 * legal actions, or a swap two times in three when there are (to reach K12's limits).
 * Every action: the legal codes against the contract's list; every 8th and each round's
 * end: the whole state and the actions themselves (a cheaper check would let a difference
 * through only until the next one). Some seeds play a whole match (next-round deals too).
 */
function lockstep(from: number, rounds: number): { rounds: number; actions: number } {
  const buf = new Int32Array(256);
  const x = newFlat();
  let actions = 0;
  let played = 0;
  for (let seed = from; played < rounds; seed++) {
    const made = newGame({ players: 2 + (seed % 3), seed, rules: RULES[seed % RULES.length] });
    if (!made.ok) throw new Error(made.error.message);
    let g: Game = made.value;
    load(g, x);
    const r = { rng: seedState(seed * 7 + 1) };
    const whole = seed % 25 === 0;
    while (g.phase !== 'game-over' && (whole || g.phase === 'playing')) {
      const legal = legalActions(g);
      const n = legalInto(x, buf);
      if (n !== legal.length || legal.some((b, i) => codeOf(b) !== buf[i]))
        expect(Array.from(buf.subarray(0, n), (c) => actionOf(x, c))).toEqual(legal);
      if (actions % 8 === 0)
        expect(JSON.stringify(Array.from(buf.subarray(0, n), (c) => actionOf(x, c)))).toBe(
          JSON.stringify(legal),
        );
      const swaps = legal.filter((a) => a.type === 'swap');
      const a = (
        swaps.length && randomInt(r, 3) > 0
          ? swaps[randomInt(r, swaps.length)]
          : legal[randomInt(r, legal.length)]
      ) as Action;
      const next = applyAction(g, a);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      applyCode(x, codeOf(a));
      actions++;
      if (g.phase !== 'playing') played++;
      if (actions % 8 === 0 || g.phase !== 'playing') same(x, g);
    }
  }
  return { rounds: played, actions };
}

/** Rounds in the suite; LOCKSTEP_ROUNDS=5000 for a longer run (the README's figure). */
const ROUNDS = Number(process.env.LOCKSTEP_ROUNDS ?? 300);

describe('the flat engine plays exactly as the contract', () => {
  test(`lockstep over ${ROUNDS} seeded rounds: legal actions, every state, the scores`, () => {
    const { rounds, actions } = lockstep(1, ROUNDS);
    console.log(`flat lockstep: ${rounds} rounds, ${actions} actions, 0 differences`);
    expect(rounds).toBeGreaterThanOrEqual(ROUNDS);
    expect(actions).toBeGreaterThan(ROUNDS * 100);
  }, 600_000);

  test('a game loaded and turned back is the same game; a copy is independent', () => {
    const made = newGame({ players: 3, seed: 12 });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    for (let i = 0; i < 40; i++) {
      const a = legalActions(g)[i % 2] ?? legalActions(g)[0];
      const next = applyAction(g, a as Action);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
    }
    const x = load(g);
    expect(toGame(x)).toEqual(g);
    const y = copyInto(newFlat(), x);
    const buf = new Int32Array(256);
    legalInto(y, buf);
    applyCode(y, buf[0] as number);
    expect(toGame(x)).toEqual(g);
    expect(toGame(y)).not.toEqual(g);
  });

  test('K12 swaps, K14 refills and K16 final turns from hand-made tables', () => {
    const tables = [
      // A KAPOW! card in a complete triad, and a free one (K12).
      setup({
        hands: [
          [
            [
              { up: 'KW', mods: [] },
              { up: '6', mods: [] },
              { up: '7', mods: [] },
            ],
            [{ up: 'KW', mods: [] }, { down: '3' }, { up: '5', mods: [{ card: 'P2', sign: -1 }] }],
            [{ up: 'P1', mods: [] }, { up: 'P2', mods: [] }, { down: '9' }],
            [null, null, null],
          ],
          [
            [{ down: '1' }, { down: '2' }, { down: '3' }],
            [{ up: '4', mods: [] }, { up: '4', mods: [] }, { down: '4' }],
            [null, null, null],
            [null, null, null],
          ],
        ],
        discard: ['P1', 'P2', '7'],
        stock: ['P1', '8'],
        turn: 0,
        rules: { discardTakenCard: true },
      }),
    ];
    const buf = new Int32Array(256);
    for (const start of tables)
      for (let seed = 0; seed < 60; seed++) {
        let g = start;
        const x = load(g);
        const r = { rng: seedState(seed) };
        for (let i = 0; i < 300 && g.phase === 'playing'; i++) {
          const legal = legalActions(g);
          const n = legalInto(x, buf);
          expect(Array.from(buf.subarray(0, n), (c) => actionOf(x, c))).toEqual(legal);
          const a = legal[randomInt(r, legal.length)] as Action;
          const next = applyAction(g, a);
          if (!next.ok) throw new Error(next.error.message);
          g = next.value;
          applyCode(x, codeOf(a));
          same(x, g);
        }
      }
  });
});
