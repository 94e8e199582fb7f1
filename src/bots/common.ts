/** What every level shares: reading `legal`, seeded per-situation randomness. */
import type { Action, PlayerView } from '../engine';

export type PlayAction = Extract<Action, { type: 'play' }>;
export type CatchAction = Extract<Action, { type: 'catch' }>;

export const playsIn = (legal: readonly Action[]): PlayAction[] =>
  legal.filter((a): a is PlayAction => a.type === 'play');

export const find = <T extends Action['type']>(
  legal: readonly Action[],
  type: T,
): Extract<Action, { type: T }> | undefined =>
  legal.find((a): a is Extract<Action, { type: T }> => a.type === type);

/** The catches offered (actionsFor offers only the certain ones: R21 as the view shows it). */
export const catchesIn = (legal: readonly Action[]): CatchAction[] =>
  legal.filter((a): a is CatchAction => a.type === 'catch');

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

export const isMyTurn = (view: PlayerView): boolean =>
  view.phase === 'playing' && view.turn === view.seat;
