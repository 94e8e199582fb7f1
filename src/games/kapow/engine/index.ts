/**
 * KAPOW!'s engine: its contract (KAPOW.md §6). Pure: no React, DOM, timers or
 * Math.random; the seeded generator's state is in the game, which is plain JSON.
 */
export { applyAction, legalActions, parseAction } from './apply';
export { cardCode, parseCard } from './cards';
export { DEFAULT_RULES, type KapowRules, RULE_FIELDS, resolveRules } from './rules';
export { fromSetup, newGame } from './setup';
export type {
  Action,
  ErrorCode,
  Game,
  PlayerView,
  PosCode,
  Setup,
  Snapshot,
  Stage,
  Where,
} from './state';
export { isComplete, stackValue } from './triads';
export { determinize, openView, playerView, snapshot } from './view';

import { legalActions } from './apply';
import type { Action, Game } from './state';

/**
 * What a seat may do, as its own view shows it. Nothing in KAPOW! depends on a hidden
 * card (a face-down card may be replaced whatever it is), so this is the seat's share of
 * the legal actions; next-round belongs to everyone.
 */
export function actionsFor(g: Game, seat: number): Action[] {
  return legalActions(g).filter((a) => a.type === 'next-round' || a.seat === seat);
}
export { type Doubling, doubling, powerResult, triadComplete, triadValue, upValue } from './values';
