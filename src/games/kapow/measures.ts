/** KAPOW!'s own figures for the rules lab (module.ts `Measure`), read from a scored round. */

import { item } from '../../lib/item';
import type { Measure } from '../module';
import type { Game } from './engine';

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
