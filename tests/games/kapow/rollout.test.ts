// The expert's quick playout policy (bots/rollout.ts): legal, blind to every face-down
// card (the same choice in every world its view allows), and greedy where it should be.
import { describe, expect, test } from 'vitest';
import { quickPlay } from '../../../src/games/kapow/bots/rollout';
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
import { randomInt, seedState } from '../../../src/lib/rng';
import { at, hand, play, setup } from './helpers';

function positions(count: number): Game[] {
  const out: Game[] = [];
  for (let seed = 1; out.length < count; seed++) {
    const made = newGame({ players: 2 + (seed % 3), seed });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    const r = { rng: seedState(seed * 31 + 7) };
    for (let i = 0; i < 300 && g.phase === 'playing' && out.length < count; i++) {
      if (randomInt(r, 7) === 0) out.push(g);
      const legal = legalActions(g);
      const next = applyAction(g, legal[randomInt(r, legal.length)] as Action);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
    }
  }
  return out;
}

const idle = hand(['~5', '~5', '~5'], ['~6', '~6', '~6'], ['~7', '~7', '~7'], ['~8', '~8', '~8']);

describe('the quick playout policy', () => {
  test('always an action from the legal list, and the same in every world of the view', () => {
    for (const g of positions(60)) {
      const legal = actionsFor(g, g.turn);
      const a = quickPlay(g, legal);
      expect(legal).toContainEqual(a);
      const view = playerView(g, g.turn);
      for (const seed of [1, 2, 3]) {
        const w = determinize(view, seed);
        if (!w.ok) throw new Error(w.error.message);
        expect(quickPlay(w.value, actionsFor(w.value, w.value.turn))).toEqual(a);
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
    const draw = quickPlay(g, actionsFor(g, 0));
    expect(draw).toEqual({ type: 'draw', seat: 0, from: 'discard' });
    const h = play(g, draw);
    expect(quickPlay(h, actionsFor(h, 0))).toEqual({ type: 'replace', seat: 0, at: at(0, 2) });
  });
});
