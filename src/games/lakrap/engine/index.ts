/**
 * La Krap's engine: its contract (LAKRAP.md §6). Pure: no React, DOM, timers or
 * Math.random; the seeded generator's state is in the game, which is plain JSON.
 */
export { actionsFor, applyAction, legalActions, parseAction, toAct } from './apply';
export { cardCode, parseCard } from './cards';
export { cardsInPlay, invariant } from './check';
export { MAX_PLAYERS, MIN_PLAYERS, newGame } from './deal';
/** L15: each seat's points from the game, teams, tricks and marriages (the lab's what-ifs). */
export { roundPoints } from './laws';
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

import type { Game } from './state';

/** The public facts a match flow reads (the platform's Status): no turn between rounds. */
export const status = (g: Game) => ({
  phase: g.phase,
  round: g.round,
  turn: g.phase === 'playing' ? g.turn : null,
  scores: g.scores,
  roundScores: g.roundScores,
  winners: g.winners,
});
export {
  type Cancel,
  kindOfView,
  MARRIAGE_POINTS,
  squareOf,
  suitOfCard,
  type TeamScore,
  type TrickFacts,
  teamScores,
  trickFacts,
} from './facts';
