import type { Level } from '../../../kit/levels';
import type { Action, PlayerView } from '../engine';
import type { Reason } from '../words';

export { LEVELS, type Level } from '../../../kit/levels';
/** The arena also knows a random legal player, as a baseline. */
export type ArenaLevel = Level | 'random';

export interface ChooserOptions {
  /** Seeds the bot's own choices (mistakes, sampling): same seed, view and legal, same decision. */
  seed?: number;
  /** Expert: thinking time per decision (default 150 ms). */
  timeMs?: number;
  /** Expert: playouts per decision instead of a time budget (deterministic). */
  iterations?: number;
  /**
   * Research only (`npm run arena -- --oracle`), never reachable from the game: the true
   * table, so the expert searches the real hands (the stock still shuffled): the yardstick
   * for how much a fair expert loses by guessing.
   */
  oracle?: {
    game: import('../engine').Game | null;
    /** Only these hands are handed over, as seats after the bot's (1: the next); absent: all. */
    know?: readonly number[];
  };
}

/**
 * What a level chooses now: on its turn always an action; off turn null means "nothing
 * now". Its reasons are Kapaga's clauses; the module's bot (module.ts) says them as the
 * table's Decision (its `why` carries them).
 */
export interface Choice {
  action: Action | null;
  /** Why, as clauses: public ones anyone may read, private ones only with open hands. */
  reason: Reason;
}

/** A level choosing for one seat: the module's Bot is made from it (module.ts). */
export interface Chooser {
  level: ArenaLevel;
  /**
   * `view` is the engine's playerView for the bot's seat; `legal` its actionsFor (what that
   * seat may do as its view shows it). Nothing else: a bot cannot see hidden cards.
   */
  decide(view: PlayerView, legal: readonly Action[]): Choice;
}

/**
 * How each level calls KAPAGA and catches others (R20, R21): one model for every target,
 * person or bot. `forget`: the chance it forgets its own call for a hand (else it calls at
 * once, before anyone could catch it). `catchMs`: how long an uncalled single card must
 * be in plain sight before it notices; `catchChance`: the chance it then catches.
 */
export interface KapagaHabits {
  forget: number;
  catchMs: number;
  catchChance: number;
}

export const KAPAGA_HABITS: Readonly<Record<ArenaLevel, KapagaHabits>> = {
  easy: { forget: 0.35, catchMs: 4000, catchChance: 0.5 },
  medium: { forget: 0, catchMs: 2200, catchChance: 0.8 },
  hard: { forget: 0, catchMs: 1200, catchChance: 1 },
  expert: { forget: 0, catchMs: 1000, catchChance: 1 },
  random: { forget: 0, catchMs: 4000, catchChance: 0 },
};

/** How soon a bot calls its own KAPAGA (at most): well before any level could catch it. */
export const OWN_CALL_MS = 300;

/**
 * How long an opponent's missing call must last before the table offers a person to catch
 * it: past a bot's own call (OWN_CALL_MS), so a Catch button never flashes up and away.
 */
export const CATCH_BUTTON_MS = OWN_CALL_MS + 400;

/** How long a level takes to notice an uncalled KAPAGA, like a person would (ms). */
export const CATCH_REACTION_MS: Readonly<Record<Level, number>> = {
  easy: KAPAGA_HABITS.easy.catchMs,
  medium: KAPAGA_HABITS.medium.catchMs,
  hard: KAPAGA_HABITS.hard.catchMs,
  expert: KAPAGA_HABITS.expert.catchMs,
};
