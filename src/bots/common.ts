/** What every level shares: reading `legal`, seeded per-situation randomness, plain words. */
import { type Action, callWords, type PlayerView } from '../engine';

export type PlayAction = Extract<Action, { type: 'play' }>;

export const playsIn = (legal: readonly Action[]): PlayAction[] =>
  legal.filter((a): a is PlayAction => a.type === 'play');

export const find = <T extends Action['type']>(
  legal: readonly Action[],
  type: T,
): Extract<Action, { type: T }> | undefined =>
  legal.find((a): a is Extract<Action, { type: T }> => a.type === type);

/**
 * A number in [0, 1) fixed by the bot's seed and the situation, so a bot is deterministic
 * for a given seed, view and legal list, yet its "mistakes" vary from moment to moment.
 */
export function chance(seed: number, view: PlayerView, salt: string): number {
  const key = `${seed}|${salt}|${view.round}|${view.turn}|${view.stage}|${view.hand.join('')}|${view.discard.length}|${view.top}|${view.handSizes.join(',')}`;
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

/** Opponents with one card who have not called: certain KAPAGA, visible to anyone (R21). */
export function catchable(
  view: PlayerView,
  legal: readonly Action[],
): Extract<Action, { type: 'catch' }>[] {
  return legal.filter(
    (a): a is Extract<Action, { type: 'catch' }> =>
      a.type === 'catch' && view.handSizes[a.target] === 1 && !view.kapagaCalled[a.target],
  );
}

export const cardsWords = (cards: readonly string[]): string =>
  cards.length === 1 ? (cards[0] as string) : cards.join(' ');

export { callWords };

export const isMyTurn = (view: PlayerView): boolean =>
  view.phase === 'playing' && view.turn === view.seat;
