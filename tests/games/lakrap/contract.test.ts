// LAKRAP.md §6: the checks of the platform's contract suite (tests/games/contract.test.ts),
// run on La Krap's engine (not yet registered), and its properties: the 72 cards conserved,
// a view unchanged (its actions too) when what its seat cannot see is dealt again, the
// exposure's secrets, random matches over 3-6 players and rules.
import { describe, expect, test } from 'vitest';
import {
  type Action,
  actionsFor,
  applyAction,
  determinize,
  type Game,
  invariant,
  legalActions,
  newGame,
  parseAction,
  playerView,
  resolveRules,
  snapshot,
  status,
} from '../../../src/games/lakrap/engine';
import { checkGame } from '../../../src/games/lakrap/sim/check';
import { randomInt, seedState } from '../../../src/lib/rng';

type Rand = { rng: number };
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function freeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) freeze(v);
    Object.freeze(x);
  }
  return x;
}

/** A seeded random match (3-6 players, a few rounds), `each` before every action. */
function randomMatch(
  seed: number,
  cap: number,
  each: (g: Game, a: Action, r: Rand) => void = () => {},
): Game {
  const made = newGame({ players: 3 + (seed % 4), seed, rules: { rounds: 1 + (seed % 3) } });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  const r = { rng: seedState(seed * 7919 + 3) };
  for (let n = 0; g.phase !== 'game-over' && n < cap; n++) {
    const legal = legalActions(g);
    expect(legal.length, 'a live game always has an action').toBeGreaterThan(0);
    const a = legal[randomInt(r, legal.length)] as Action;
    each(g, a, r);
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
  }
  return g;
}

describe('La Krap keeps the platform contract', () => {
  test('seeded random matches end, with winners named; the invariant holds throughout', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const g = randomMatch(seed, 100_000, (x) => expect(invariant(x)).toBeNull());
      expect(status(g).phase).toBe('game-over');
      expect(status(g).winners.length).toBeGreaterThan(0);
      expect(status(g).turn).toBeNull();
    }
  });

  test('apply never changes its input; each legal action is accepted, one from elsewhere refused', () => {
    let refused = 0;
    randomMatch(11, 3_000, (g, a) => {
      const before = JSON.stringify(g);
      freeze(g);
      const legal = legalActions(g);
      for (let s = 0; s < g.players; s++)
        for (const own of actionsFor(g, s))
          if (own.type !== 'next-round') expect(legal.some((x) => same(x, own))).toBe(true);
      expect(applyAction(g, a).ok).toBe(true);
      if ('seat' in a) {
        const other = { ...a, seat: (a.seat + 1) % g.players };
        if (!legal.some((x) => same(x, other))) {
          const r = applyAction(g, other);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
          refused++;
        }
      }
      expect(JSON.stringify(g)).toBe(before);
    });
    expect(refused).toBeGreaterThan(10);
  });

  test('a view and its actions are the same whatever the seat cannot see (determinize keeps them)', () => {
    let checked = 0;
    for (const seed of [23, 24, 25, 26])
      randomMatch(seed, 1_500, (g, _a, r) => {
        if (randomInt(r, 3) !== 0) return;
        for (let s = 0; s < g.players; s++) {
          const view = playerView(g, s);
          const world = determinize(view, randomInt(r, 1 << 30));
          expect(world.ok).toBe(true);
          if (!world.ok) continue;
          expect(invariant(world.value)).toBeNull();
          expect(playerView(world.value, s)).toEqual(view);
          expect(actionsFor(world.value, s)).toEqual(actionsFor(g, s));
          checked++;
        }
      });
    expect(checked).toBeGreaterThan(200);
  });

  test('L8: an exposure stays its own seat’s in every view until all have chosen', () => {
    let hidden = 0;
    randomMatch(31, 2_000, (g) => {
      if (g.stage !== 'expose') return;
      const snap = snapshot(g);
      for (let s = 0; s < g.players; s++) {
        const v = playerView(g, s);
        v.exposures.forEach((x, t) => {
          if (t === s) expect(x).toEqual(snap.exposures[t]);
          else {
            expect(x).toBeNull();
            if (snap.exposures[t] !== null) hidden++;
          }
        });
        expect(v.toAct).toEqual(snap.toAct);
      }
    });
    expect(hidden).toBeGreaterThan(5);
  });

  test('a game survives a JSON round trip and plays on the same', () => {
    const g = randomMatch(31, 200);
    const copy = JSON.parse(JSON.stringify(g));
    expect(legalActions(copy)).toEqual(legalActions(g));
    for (const a of legalActions(g)) {
      const x = applyAction(g, a);
      const y = applyAction(copy, a);
      expect(y.ok && x.ok && same(x.value, y.value)).toBe(true);
    }
  });

  test('an action read from outside is the same action; junk is refused, never thrown', () => {
    const g = randomMatch(41, 100);
    for (const a of legalActions(g)) {
      const back = parseAction(JSON.parse(JSON.stringify(a)));
      expect(back.ok && applyAction(g, back.value).ok).toBe(true);
    }
    for (const j of [
      null,
      undefined,
      0,
      'x',
      [],
      {},
      { type: 'play' },
      { type: 'play', seat: -1, card: 'AS' },
      { type: 'play', seat: 99, card: 'AS' },
      { type: 'play', seat: '0', card: 'AS' },
      { type: 'expose', seat: 0, cards: 'AS' },
      { type: 'exchange', seat: 0, cards: [{}] },
      { type: 'marriage', seat: 0, suit: 'X' },
      { type: 'next-round', seat: { x: 1 } },
      { __proto__: { type: 'play', seat: 0, card: 'AS' } },
    ]) {
      expect(() => parseAction(j)).not.toThrow();
      expect(applyAction(g, j as never).ok, JSON.stringify(j)).toBe(false);
    }
    for (const o of [
      null,
      {},
      { players: 2, seed: 1 },
      { players: 4, seed: 'x' },
      { players: 7, seed: 1 },
    ])
      expect(newGame(o as never).ok).toBe(false);
  });

  test('L16 rules: the defaults resolve to themselves; junk is refused', () => {
    const r = resolveRules({}, 4);
    expect(r.ok && r.value).toEqual({ rounds: 8 });
    for (const bad of [{ nonsense: 1 }, { rounds: {} }, 5, { rounds: 2.5 }])
      expect(resolveRules(bad, 4).ok).toBe(false);
  });

  test('random matches across 3-6 players and rules, as the fuzz plays them (L1: 72 cards each action)', () => {
    let rounds = 0;
    for (let i = 0; i < 300; i++) rounds += checkGame(i).rounds;
    expect(rounds).toBeGreaterThan(300);
  });
});
