/**
 * A seat's view of a state, made once for each state and pair of eyes: a game's table gets a
 * new view only when a move was made or other eyes look (a half-made choice and a card's
 * flight key on that), however often the screen around it redraws.
 */
import type { AnyModule } from '../../games/registry';

const made = new WeakMap<object, Map<string, unknown>>();

/** The view of `g` kept under `key`, made the first time it is asked for. */
function once(g: unknown, key: string, make: () => unknown): unknown {
  if (typeof g !== 'object' || g === null) return make();
  let views = made.get(g);
  if (!views) {
    views = new Map();
    made.set(g, views);
  }
  if (!views.has(key)) views.set(key, make());
  return views.get(key);
}

/** `seat`'s view of `g`, every card face up when `open` and the game can show it so. */
export function viewOf(m: AnyModule, g: unknown, seat: number, open = false): unknown {
  const e = m.engine;
  const face = open && e.openView;
  return once(g, `${seat}:${face ? 'open' : 'own'}`, () =>
    face ? e.openView?.(g, seat) : e.playerView(g, seat),
  );
}

/**
 * What everyone at the table sees (the engine's public view): between two people in pass and
 * play while the bots play. Only for a game that has one.
 */
export const publicOf = (m: AnyModule, g: unknown): unknown =>
  once(g, 'public', () => m.engine.publicView?.(g) ?? null);
