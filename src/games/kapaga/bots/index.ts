/**
 * The bots (issue 3): `createBot(level, options)`. A bot sees only the engine's playerView
 * for its seat and the legal actions of that seat; its strength comes from what it does
 * with them, never from hidden cards.
 */
import type { Action, PlayerView } from '../engine';
import { decideEasy } from './easy';
import { decideExpert } from './expert';
import { decideHeuristic } from './heuristic';
import { decideRandom } from './random';
import type { ArenaLevel, Choice, Chooser, ChooserOptions } from './types';

export * from './types';

/** The expert's search when asked to be repeatable (the rules lab): its iterations. */
export const REPEATABLE_ITERATIONS = 300;

export function createBot(level: ArenaLevel, options: ChooserOptions = {}): Chooser {
  const seed = options.seed ?? 1;
  const decide = (view: PlayerView, legal: readonly Action[]): Choice => {
    switch (level) {
      case 'random':
        return decideRandom(seed, view, legal);
      case 'easy':
        return decideEasy(seed, view, legal);
      case 'medium':
      case 'hard':
        return decideHeuristic(level, seed, view, legal);
      case 'expert':
        return decideExpert(seed, options, view, legal);
    }
  };
  return { level, decide };
}
export { HARD } from './context';
export { EXPERT } from './expert';
