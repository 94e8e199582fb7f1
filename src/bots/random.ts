/** A random legal player (the arena's baseline): any of its legal actions, on its turn only. */
import type { Action, PlayerView } from '../engine';
import { chance, isMyTurn } from './common';
import type { Decision } from './types';

export function decideRandom(seed: number, view: PlayerView, legal: readonly Action[]): Decision {
  if (!isMyTurn(view) || legal.length === 0) return { action: null, reason: 'Waiting.' };
  const a = legal[Math.floor(chance(seed, view, 'random') * legal.length)] as Action;
  return { action: a, reason: 'A random legal move.' };
}
