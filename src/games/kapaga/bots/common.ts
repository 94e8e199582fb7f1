/** What every level shares: reading `legal`, seeded per-situation randomness. */
import type { Action, PlayerView } from '../engine';
import { type ArenaLevel, type Choice, KAPAGA_HABITS } from './types';

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

/** A number in [0, 1) fixed by the seed and a key (a chance that must not vary step by step). */
export function chanceOf(seed: number, key: string): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 4294967296;
}

/**
 * The level's own KAPAGA call and its catches (KAPAGA_HABITS): the same whatever the
 * target. A forgotten call stays forgotten for that hand; a missed catch for that moment
 * of the round.
 */
export function kapagaHabit(
  level: ArenaLevel,
  seed: number,
  view: PlayerView,
  legal: readonly Action[],
): Choice | null {
  const habits = KAPAGA_HABITS[level];
  const kapaga = legal.find((a) => a.type === 'kapaga');
  if (kapaga && chanceOf(seed, `forget|${view.round}|${view.hand.join('')}`) >= habits.forget)
    return { action: kapaga, reason: [{ say: 'kapaga' }] };
  for (const c of catchesIn(legal)) {
    const moment = `${view.round}|${c.target}|${view.scores.join()}|${view.recycles}`;
    if (chanceOf(seed, `catch|${moment}`) < habits.catchChance)
      return { action: c, reason: [{ say: 'catch', target: c.target }] };
  }
  return null;
}

export const isMyTurn = (view: PlayerView): boolean =>
  view.phase === 'playing' && view.turn === view.seat;
