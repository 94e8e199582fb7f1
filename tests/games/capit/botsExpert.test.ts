// The expert's research switches (EXPERT.searchDraw, EXPERT.searchDiscard): a choice the
// search may not overturn is hard's, over many seeded states.
import { describe, expect, test } from 'vitest';
import { createCapitBot } from '../../../src/games/capit/bots';
import { EXPERT } from '../../../src/games/capit/bots/expert';
import {
  type Action,
  actionsFor,
  applyAction,
  newGame,
  playerView,
} from '../../../src/games/capit/engine';

/** Plays hard bots and counts the turns where the expert, in the stage given, differs from hard. */
function differences(stage: 'draw' | 'meld', seeds: number): { seen: number; differ: number } {
  let seen = 0;
  let differ = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const r = newGame({ players: 4, seed });
    if (!r.ok) throw new Error(r.error.message);
    let g = r.value;
    const hard = createCapitBot('hard', { seed });
    for (let k = 0; k < 160 && g.phase === 'playing'; k++) {
      const view = playerView(g, g.turn);
      const legal = actionsFor(g, g.turn);
      const d = hard.decide(view, legal);
      if (view.stage === stage) {
        const e = createCapitBot('expert', { seed, iterations: 6 }).decide(view, legal);
        seen++;
        if (JSON.stringify(e.action) !== JSON.stringify(d.action)) differ++;
      }
      const next = applyAction(g, d.action as Action);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
    }
  }
  return { seen, differ };
}

describe('Cap-It expert: what the search may overturn', () => {
  test('C11: with searchDraw off, the expert takes or pushes as hard does; with it on, it may not', () => {
    const was = { ...EXPERT };
    Object.assign(EXPERT, { searchDraw: false, overturn: 0, sure: 0 });
    try {
      const off = differences('draw', 6);
      expect(off.seen).toBeGreaterThan(40);
      expect(off.differ).toBe(0);
      Object.assign(EXPERT, { searchDraw: true });
      expect(differences('draw', 6).differ).toBeGreaterThan(0);
    } finally {
      Object.assign(EXPERT, was);
    }
  });

  test('C14: with searchDiscard off, the expert discards as hard does; with it on, it may not', () => {
    const was = { ...EXPERT };
    try {
      Object.assign(EXPERT, { searchDiscard: false, overturn: 0, sure: 0 });
      const off = differences('meld', 6);
      expect(off.seen).toBeGreaterThan(100);
      expect(off.differ).toBe(0);
      Object.assign(EXPERT, { searchDiscard: true });
      expect(differences('meld', 6).differ).toBeGreaterThan(0);
    } finally {
      Object.assign(EXPERT, was);
    }
  });
});
