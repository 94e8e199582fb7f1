/**
 * The engine's public contract (RULES.md §9), with card codes (R2) at the boundary.
 * Pure: no React, DOM, timers or Math.random.
 */
export type { Action } from './actions';
export { applyAction, legalActions, legalMoves, moveToAction, toMove } from './actions';
export type { Move } from './apply';
export { applyInPlace } from './apply';
export * from './cards';
export type { DrawReason, GameEvent } from './events';
export { callWords, describeEvent, eventsFor } from './events';
export { hasKapaga } from './kapaga';
export * from './notation';
export { callOptions, canStart } from './play';
export type { EngineError, ErrorCode, Result } from './result';
export { err, ok } from './result';
export type { PresetName, Rules, RulesNote } from './rules';
export {
  checkRules,
  deckSize,
  PRESET_NAMES,
  PRESETS,
  RULE_FIELDS,
  RULE_KEYS,
  resolveRules,
  rulesDiff,
} from './rules';
export type { NewGameOptions, Setup } from './setup';
export { fromSetup, newGame } from './setup';
export type { Game, Phase, Stage } from './state';
export { cloneGame, nextActive } from './state';
export type { PlayerView, Snapshot } from './view';
export { playerView, snapshot } from './view';
