/**
 * The views a table is given (src/platform/ui/views.ts): one per state and pair of eyes, so
 * a table's half-made choice and its cards in flight outlive a redraw of the screen round
 * it; every card face up only where the game has an open view.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { viewOf } from '../../src/platform/ui/views';
import { TOY_MODULE } from './toy';

const [kapaga, kapow] = await Promise.all(GAMES.map((g) => g.load()));

describe('a seat view, made once per state and eyes', () => {
  test.each([
    ['Kapaga', kapaga],
    ['KAPOW!', kapow],
  ])(
    '%s: the same state and eyes give the very same view; other eyes or a move, another',
    (_n, m) => {
      if (!m) throw new Error('no game');
      const g = m.engine.newGame({ players: 2, seed: 5 });
      if (!g.ok) throw new Error(g.error.message);
      const mine = viewOf(m, g.value, 0);
      expect(viewOf(m, g.value, 0)).toBe(mine);
      expect(mine).toEqual(m.engine.playerView(g.value, 0));
      expect(viewOf(m, g.value, 1)).not.toBe(mine);
      const open = viewOf(m, g.value, 0, true);
      expect(open).toBe(viewOf(m, g.value, 0, true));
      expect(open).toEqual(m.engine.openView?.(g.value, 0));
      expect(open).not.toEqual(mine);
      const [a] = m.engine.legalActions(g.value);
      if (!a) throw new Error('no action');
      const next = m.engine.applyAction(g.value, a);
      if (!next.ok) throw new Error(next.error.message);
      expect(viewOf(m, next.value, 0)).not.toBe(mine);
    },
  );

  test('a game without an open view shows its seat view, asked open or not', () => {
    const g = TOY_MODULE.engine.newGame({ players: 2, seed: 1 });
    if (!g.ok) throw new Error(g.error.message);
    expect(TOY_MODULE.engine.openView).toBeUndefined();
    expect(viewOf(TOY_MODULE, g.value, 1, true)).toBe(viewOf(TOY_MODULE, g.value, 1));
  });
});
