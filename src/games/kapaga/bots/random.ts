/** A random legal player (the arena's baseline): any of its legal actions, on its turn only. */
import type { Action, PlayerView } from '../engine';
import { chance, isMyTurn } from './common';
import type { Choice } from './types';

export function decideRandom(seed: number, view: PlayerView, legal: readonly Action[]): Choice {
  const mine = legal.filter((a) => a.type !== 'next-round');
  if (!isMyTurn(view) || mine.length === 0) return { action: null, reason: [] };
  const a = mine[Math.floor(chance(seed, view, 'random') * mine.length)] as Action;
  return { action: a, reason: [{ say: 'random' }] };
}
