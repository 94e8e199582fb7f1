/**
 * Cap-It's engine: its contract (CAPIT.md section 5). Pure: no React, DOM, timers or
 * Math.random; the seeded generator's state is in the game, which is plain JSON.
 */
export { legalActions } from './actions';
export { applyAction, parseAction } from './apply';
export { cardValue, codeCard } from './cards';
export {
  type CapitRules,
  DEFAULT_RULES,
  type Need,
  RULE_FIELDS,
  resolveRules,
} from './rules';
export { fromSetup, newGame } from './setup';
export type {
  Action,
  ErrorCode,
  Game,
  Kind,
  Meld,
  PlayerView,
  Setup,
  Snapshot,
  TableMeld,
} from './state';
export { determinize, openView, playerView, snapshot } from './view';

import { legalActions } from './actions';
import type { Action, Game } from './state';

/**
 * What a seat may do, as its own view shows it: only the seat on turn acts, and all it
 * may do depends on its own hand and the table; next-round belongs to everyone.
 */
export function actionsFor(g: Game, seat: number): Action[] {
  return legalActions(g).filter((a) => a.type === 'next-round' || a.seat === seat);
}
