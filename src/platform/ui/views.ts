/**
 * A seat's view of a state, made once for each state and pair of eyes: a game's table gets a
 * new view only when a move was made or other eyes look (a half-made choice and a card's
 * flight key on that), however often the screen around it redraws.
 */
import type { AnyModule } from '../../games/registry';

const made = new WeakMap<object, Map<string, unknown>>();

/** `seat`'s view of `g`, every card face up when `open` and the game can show it so. */
export function viewOf(m: AnyModule, g: unknown, seat: number, open = false): unknown {
  const e = m.engine;
  const make = () => (open && e.openView ? e.openView(g, seat) : e.playerView(g, seat));
  if (typeof g !== 'object' || g === null) return make();
  let views = made.get(g);
  if (!views) {
    views = new Map();
    made.set(g, views);
  }
  const key = `${seat}:${open && e.openView ? 'open' : 'own'}`;
  if (!views.has(key)) views.set(key, make());
  return views.get(key);
}
