/** Memoization for selectors: a component re-renders only when its piece changes. */
import type { Game } from '../../engine';

export { memo } from '../../../../lib/memo';

/** Cache one result per game (games are immutable values). */
export const byGame = <R>(fn: (g: Game) => R): ((g: Game) => R) => {
  const cache = new WeakMap<Game, R>();
  return (g) => {
    let v = cache.get(g);
    if (v === undefined) {
      v = fn(g);
      cache.set(g, v);
    }
    return v;
  };
};

/** Cache one result per game and key. */
export const byGameAnd = <K, R>(fn: (g: Game, k: K) => R): ((g: Game, k: K) => R) => {
  const cache = new WeakMap<Game, Map<K, R>>();
  return (g, k) => {
    let m = cache.get(g);
    if (!m) {
      m = new Map();
      cache.set(g, m);
    }
    let v = m.get(k);
    if (v === undefined) {
      v = fn(g, k);
      m.set(k, v);
    }
    return v;
  };
};
