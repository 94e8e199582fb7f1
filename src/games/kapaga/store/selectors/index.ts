/**
 * Every read of the store, by screen (STYLE.md: select small pieces). What is playable
 * comes from the engine's actionsFor; the words from src/games/kapaga/words. The rule demos' reads are
 * in ./demos (loaded with their page).
 */

export { HISTORY_TOO_BIG, historyStats, levelOf, MAX_HISTORY_FILE } from '../history/stats';
export { ANIMATION_MS, BOT_DELAY, CATCH_BUTTON_MS, CATCH_REACTION_MS } from '../timing';
export * from './base';
export * from './hand';
export * from './kept';
export * from './log';
export * from './open';
export * from './round';
export * from './rules';
export * from './seats';
export * from './table';
