/**
 * Before the first trick: what to lay aside (L7) and what to show (L8). A card is worth
 * keeping for the game it is in: strong cards in a trump game, low ones in a null game (its
 * team wants no tricks), the sheet in both. A card is laid aside when a card drawn blind is
 * worth more on average: hard reckons that average over the cards it cannot see, medium
 * and easy take a fixed one (easy lays aside only its plainly weak cards).
 */

import type { Action } from '../engine';
import type { Card } from '../engine/fast';
import { cardOf } from '../engine/fast';
import { type Facts, isSheet, strength } from './facts';

export type ExchangeLevel = 'easy' | 'medium' | 'hard';

/** How much the card is worth keeping in this game, 0 to 1. */
export function keepWorth(f: Facts, c: Card): number {
  if (isSheet(f.kind, c)) return 0.8;
  const s = strength(f, c);
  return f.want > 0 ? s : 1 - s;
}

/** The average worth of a card drawn blind, as the level reckons it. */
function drawWorth(f: Facts, level: ExchangeLevel): number {
  if (level !== 'hard') return level === 'easy' ? 0.25 : 0.4;
  let sum = 0;
  let n = 0;
  f.unseen.forEach((x, c) => {
    if (x > 0) {
      sum += x * keepWorth(f, c);
      n += x;
    }
  });
  return n > 0 ? sum / n : 0.4;
}

export interface ExchangeChoice {
  action: Action;
  cards: Card[];
  /** The blind card's worth it compared against. */
  bar: number;
}

/** L7: the cards worth less than a blind draw, worst first, as many as the deck allows. */
export function chooseExchange(
  f: Facts,
  legal: readonly Action[],
  level: ExchangeLevel,
): ExchangeChoice | null {
  const most = Math.max(0, ...legal.map((a) => (a.type === 'exchange' ? a.cards.length : 0)));
  const bar = drawWorth(f, level);
  const margin = level === 'hard' ? 0.02 : 0.05;
  const weak = f.hand
    .map((c) => ({ c, w: keepWorth(f, c) }))
    .filter((x) => x.w < bar - margin)
    .sort((a, b) => a.w - b.w || a.c - b.c)
    .slice(0, most)
    .map((x) => x.c);
  const key = (cs: readonly Card[]) => [...cs].sort((a, b) => a - b).join(',');
  const want = key(weak);
  const action = legal.find((a) => a.type === 'exchange' && key(a.cards.map(cardOf)) === want);
  return action ? { action, cards: weak, bar } : null;
}

/** L8: shows nothing (the others learn nothing of its hand). */
export function chooseExposure(legal: readonly Action[]): Action | null {
  return legal.find((a) => a.type === 'expose' && a.cards.length === 0) ?? null;
}
