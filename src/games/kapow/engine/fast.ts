/**
 * The engine's fast path, for search playouts and simulation: the flat engine (flat.ts,
 * flatPlay.ts: a round in typed arrays, int actions, applied in place, in lockstep with the
 * contract), what the bots read of cards and triads, and `applyLegal` on Game objects (an
 * action the caller took from `legalActions`, applied to a private copy without the
 * parse and the legality check of `applyAction`). The contract stays `index.ts`.
 */
import { clone, step } from './apply';
import { DECK_COUNT } from './cards';
import type { Action, Game } from './state';

export { DECK_COUNT, faceValue, isFixed, isPower, KW, P1, P2 } from './cards';
export * from './flat';
export { applyCode, legalInto } from './flatPlay';
export type { Pos } from './state';
export { completes, scoreValue } from './triads';

/** The next state after a legal action (from `legalActions`); never changes `g`. */
export function applyLegal(g: Game, a: Action): Game {
  const n = clone(g);
  step(n, a);
  return n;
}

/**
 * K1: how many of each card are in play (hands with their stacks, piles, the drawn card),
 * by card: an invariant check for the fuzz, without a snapshot's strings.
 */
export function cardsInPlay(g: Game): number[] {
  const n = new Array<number>(DECK_COUNT.length).fill(0);
  const add = (c: number) => {
    n[c] = (n[c] ?? 0) + 1;
  };
  for (const hand of g.hands)
    for (const triad of hand)
      for (const p of triad) {
        if (p === null) continue;
        add(p.card);
        if (p.up) for (const m of p.mods) add(m.card);
      }
  for (const c of g.discard) add(c);
  for (const c of g.stock) add(c);
  if (g.drawn !== null) add(g.drawn);
  return n;
}
