/**
 * The engine's public contract (RULES.md §9), with card codes (R2) at the boundary.
 * Pure: no React, DOM, timers or Math.random. The fast path for search and simulation is
 * the second entry, `./fast`.
 */
export type { Action } from './actions';
export { actionsFor, actionsForAll, applyAction, legalActions } from './actions';
export * from './cards';
export type { Belief, Prefer, WorldSampler } from './determinize';
export { determinize, passedStillWith, unseenCards, worldSampler } from './determinize';
export type { Answer, Effect, Pile, PlayOutcome, StackBy } from './effects';
export {
  ACE_EFFECT,
  actsNext,
  answers,
  canFollowInPlay,
  canStartOn,
  cardEffect,
  DRAW_FIVE,
  DRAW_TWO,
  goesOut,
  isAceAlone,
  JOKER_EFFECT,
  NO_EFFECT,
  needsCall,
  PASS_LEFT,
  PASS_RIGHT,
  passMove,
  playOutcome,
  SKIP,
  seatFrom,
  stackAnswer,
  WILD,
} from './effects';
export type { DrawReason, GameEvent } from './events';
export { eventsFor } from './events';
export type { MissView } from './evidence';
export { hasKapaga } from './kapaga';
export * from './notation';
export type { EngineError, ErrorCode, Result } from './result';
export { brief, err, ok } from './result';
export type { PresetName, Rules, RulesNote, RulesSummary } from './rules';
export {
  checkRules,
  deckSize,
  isPresetName,
  nearestPreset,
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
export type { PlayerView, Snapshot } from './view';
export { openView, playerView, snapshot } from './view';
