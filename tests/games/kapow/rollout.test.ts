// The expert's playouts on the flat engine: the quick policy (bots/rollout.ts) is legal,
// blind to every face-down card and greedy where it should be, and decides as it did on
// Game objects (the oracle, quickOracle.ts); the end and the cutoff are valued as the
// expert's `evaluate` values them (bots/cutoff.ts); so the search gives the same figures.
import { describe, expect, test } from 'vitest';
import { playoutValue } from '../../../src/games/kapow/bots/cutoff';
import { EXPERT, evaluate, QUICK_SPEC, SPEC } from '../../../src/games/kapow/bots/expert';
import { playOn, quickMove } from '../../../src/games/kapow/bots/rollout';
import {
  type Action,
  actionsFor,
  applyAction,
  determinize,
  type Game,
  legalActions,
  newGame,
  playerView,
} from '../../../src/games/kapow/engine';
import {
  actionOf,
  copyInto,
  type Flat,
  legalInto,
  load,
  newFlat,
  toGame,
} from '../../../src/games/kapow/engine/fast';
import { search } from '../../../src/kit/search';
import { randomInt, seedState } from '../../../src/lib/rng';
import { at, hand, play, setup } from './helpers';
import { quickPlay } from './quickOracle';

const RULES = [{}, { goingOutPenalty: 'none' }, { discardTakenCard: true }, { turnLimit: 4 }];

/** Seeded states along random rounds, or rounds the quick policy plays (`quick`). */
function positions(count: number, quick = false, every = 7): Game[] {
  const out: Game[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const rules = RULES[seed % RULES.length];
    const made = newGame({ players: 2 + (seed % 3), seed, rules });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    const r = { rng: seedState(seed * 31 + 7) };
    for (let i = 0; i < 400 && g.phase === 'playing' && out.length < count; i++) {
      if (randomInt(r, every) === 0) out.push(g);
      const legal = legalActions(g);
      const a =
        quick && randomInt(r, 4) > 0 ? quickPlay(g, legal) : legal[randomInt(r, legal.length)];
      const next = applyAction(g, a);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
    }
    out.push(g);
  }
  return out;
}

const BUF = new Int32Array(256);

/** The flat policy's choice in `g`, as a contract action. */
function quick(g: Game): Action {
  const x = load(g);
  return actionOf(x, quickMove(x, BUF, legalInto(x, BUF)));
}

const idle = hand(['~5', '~5', '~5'], ['~6', '~6', '~6'], ['~7', '~7', '~7'], ['~8', '~8', '~8']);

describe('the quick playout policy', () => {
  test('always an action from the legal list, and the same in every world of the view', () => {
    for (const g of positions(60)) {
      if (g.phase !== 'playing') continue;
      const a = quick(g);
      expect(actionsFor(g, g.turn)).toContainEqual(a);
      const view = playerView(g, g.turn);
      for (const seed of [1, 2, 3]) {
        const w = determinize(view, seed);
        if (!w.ok) throw new Error(w.error.message);
        expect(quick(w.value)).toEqual(a);
      }
    }
  });

  test('takes the discard that completes a triad, and completes it (K8)', () => {
    const g = setup({
      hands: [
        hand(['7', '7', '~5'], ['~3', '~4', '~6'], ['~8', '~9', '~10'], ['~11', '~12', '~0']),
        idle,
      ],
      discard: ['7'],
      stock: ['12'],
      turn: 0,
    });
    const draw = quick(g);
    expect(draw).toEqual({ type: 'draw', seat: 0, from: 'discard' });
    expect(quick(play(g, draw))).toEqual({ type: 'replace', seat: 0, at: at(0, 2) });
  });

  test('decides as it did on Game objects, on 6,000 seeded states (random and its own play)', () => {
    let n = 0;
    for (const g of [...positions(3000), ...positions(3000, true, 3)]) {
      if (g.phase !== 'playing') continue;
      const want = quickPlay(g, legalActions(g));
      const got = quick(g);
      if (JSON.stringify(got) !== JSON.stringify(want)) expect(got).toEqual(want);
      n++;
    }
    expect(n).toBeGreaterThan(5000);
  });
});

describe("the playouts' end and cutoff (cutoff.ts)", () => {
  test('valued as the expert values them on Game objects: the same number for every seat', () => {
    const x: Flat = newFlat();
    let over = 0;
    for (const g of positions(700, true, 5)) {
      // The states the search values: as they come, and cut off after 10 quick actions.
      const y = copyInto(newFlat(), load(g, x));
      playOn(y, EXPERT.depth);
      for (const state of [g, toGame(y)]) {
        if (state.phase !== 'playing') over++;
        for (let seat = 0; seat < state.players; seat++)
          expect(playoutValue(load(state, x), seat)).toBe(evaluate(state, seat));
      }
    }
    expect(over).toBeGreaterThan(100);
  });

  test("the expert's search: the same figures on the flat engine as on objects with the old policy", () => {
    const objects = { ...SPEC, quick: quickPlay };
    let searched = 0;
    for (const g of positions(40, true, 9)) {
      if (g.phase !== 'playing') continue;
      const legal = legalActions(g).slice(0, 4);
      if (legal.length < 2) continue;
      const view = playerView(g, g.turn);
      const budget = { seed: searched, iterations: 6 };
      const flat = search(QUICK_SPEC, view, g.turn, legal, budget);
      expect(flat.stats).toEqual(search(objects, view, g.turn, legal, budget).stats);
      searched++;
    }
    expect(searched).toBeGreaterThan(20);
  });
});
