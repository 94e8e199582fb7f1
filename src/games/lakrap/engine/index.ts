/**
 * La Krap's engine: its contract (LAKRAP.md §6). Pure: no React, DOM, timers or
 * Math.random; the seeded generator's state is in the game, which is plain JSON.
 */
export { actionsFor, applyAction, legalActions, parseAction, toAct } from './apply';
export { cardCode, parseCard } from './cards';
export { MAX_PLAYERS, MIN_PLAYERS, newGame } from './deal';
export { defaultRules, type LakrapRules, RULE_FIELDS, resolveRules } from './rules';
export { fromSetup } from './setup';
export type {
  Action,
  ErrorCode,
  Game,
  Phase,
  PlayedCode,
  PlayerView,
  Setup,
  Snapshot,
  Stage,
} from './state';
export { determinize, playerView, snapshot } from './view';
