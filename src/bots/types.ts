import type { Action, PlayerView } from '../engine';
import type { Reason } from '../words';

export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];
/** The arena also knows a random legal player, as a baseline. */
export type ArenaLevel = Level | 'random';

export interface BotOptions {
  /** Seeds the bot's own choices (mistakes, sampling): same seed, view and legal, same decision. */
  seed?: number;
  /** Expert: thinking time per decision (default 150 ms). */
  timeMs?: number;
  /** Expert: playouts per decision instead of a time budget (deterministic). */
  iterations?: number;
}

/** What a bot does now: on its turn always an action; off turn null means "nothing now". */
export interface Decision {
  action: Action | null;
  /** Why, as clauses: public ones anyone may read, private ones only with open hands. */
  reason: Reason;
}

export interface Bot {
  level: ArenaLevel;
  /**
   * `view` is the engine's playerView for the bot's seat; `legal` its actionsFor (what that
   * seat may do as its view shows it). Nothing else: a bot cannot see hidden cards.
   */
  decide(view: PlayerView, legal: readonly Action[]): Decision;
}

export const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
};

/** How long a level takes to notice an uncalled KAPAGA, like a person would (ms). */
export const CATCH_REACTION_MS: Readonly<Record<Level, number>> = {
  easy: 4000,
  medium: 2200,
  hard: 1200,
  expert: 1000,
};
