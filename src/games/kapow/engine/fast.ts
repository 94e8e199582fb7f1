/**
 * The engine's fast path, for search playouts only: applying an action the caller took
 * from `legalActions` to a private copy, without the legality check and the parse that
 * `applyAction` makes (it lists every legal action again). The contract stays `index.ts`.
 */
import { clone, step } from './apply';
import type { Action, Game } from './state';

export { DECK_COUNT, faceValue, isFixed, isPower, KW, P1, P2 } from './cards';
export type { Pos } from './state';
export { scoreValue } from './triads';

/** The next state after a legal action (from `legalActions`); never changes `g`. */
export function applyLegal(g: Game, a: Action): Game {
  const n = clone(g);
  step(n, a);
  return n;
}
