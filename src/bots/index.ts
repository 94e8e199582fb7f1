/**
 * The bots (issue 3): `createBot(level, options)`. A bot sees only the engine's playerView
 * for its seat and the legal actions of that seat; its strength comes from what it does
 * with them, never from hidden cards.
 */
import type { Action, PlayerView } from '../engine';
import { decideEasy } from './easy';
import type { Bot, BotOptions, Decision, Level } from './types';

export * from './types';

export function createBot(level: Level, options: BotOptions = {}): Bot {
  const seed = options.seed ?? 1;
  const decide = (view: PlayerView, legal: readonly Action[]): Decision => {
    switch (level) {
      case 'easy':
        return decideEasy(seed, view, legal);
      default:
        return decideEasy(seed, view, legal);
    }
  };
  return { level, decide };
}
