/**
 * KAPOW!'s own figures for the rules lab: measures read from a scored round (module.ts
 * `Measure`), and the kinds of move it counts and may weigh by restricted play (`MoveKind`).
 */

import { item } from '../../lib/item';
import type { Measure, MoveKind } from '../module';
import type { Action, Game } from './engine';

export const MEASURES: readonly Measure<Game>[] = [
  {
    // K18: the going-out doubling, as often as it bites.
    name: 'Rounds where the first player out was doubled',
    percent: true,
    of: (g) => (g.doubled ? 1 : 0),
  },
  {
    // Only rounds someone went out in (K14: empty piles end a round with nobody out).
    name: 'Points of the first player out',
    of: (g) => (g.wentOut === null ? null : (g.roundScores?.[g.wentOut] ?? null)),
  },
  {
    name: 'Rounds the first player out scored lowest',
    percent: true,
    of: (g) => {
      const r = g.roundScores;
      if (g.wentOut === null || !r) return null;
      const mine = item(r, g.wentOut, 'round score of the seat out');
      return r.every((v) => v >= mine) ? 1 : 0;
    },
  },
];

/** Taking the discard (K10), powering up (K11), the KAPOW! swaps after a play (K12). */
export const KINDS: readonly MoveKind<Action>[] = [
  { name: 'taking the discard', uses: (a) => a.type === 'draw' && a.from === 'discard' },
  { name: 'building a powerset', uses: (a) => a.type === 'power' },
  { name: 'swapping a KAPOW! card', uses: (a) => a.type === 'swap' },
];
