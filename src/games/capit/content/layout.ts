/**
 * Tables for Cap-It's demos and lesson, laid out by the engine's own `fromSetup` (CAPIT.md
 * section 5), and actions written as the engine lists them. A table that does not lay out
 * is a bug in the content, so it throws.
 */
import { type Action, fromSetup, type Game, type Meld, type Setup } from '../engine';

export function laid(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Card codes from a line: "7H 7S JK". */
export const hand = (codes: string): string[] => codes.split(' ').filter((c) => c !== '');

export const take = (seat: number): Action => ({ type: 'take', seat });
export const push = (seat: number): Action => ({ type: 'push', seat });
export const discard = (seat: number, card: string): Action => ({ type: 'discard', seat, card });
export const set = (codes: string): Meld => ({ kind: 'set', cards: hand(codes) });
export const run = (codes: string): Meld => ({ kind: 'run', cards: hand(codes) });
export const meld = (seat: number, ...melds: Meld[]): Action => ({ type: 'meld', seat, melds });
export const layoff = (seat: number, card: string, meldAt: number, end?: 'low' | 'high'): Action =>
  end === undefined
    ? { type: 'layoff', seat, card, meld: meldAt }
    : { type: 'layoff', seat, card, meld: meldAt, end };
/** C8: `card` frees the wild at `index` of table meld `meldAt`; the wild goes to `to`. */
export const free = (
  seat: number,
  card: string,
  meldAt: number,
  index: number,
  to: number | Meld,
  end?: 'low' | 'high',
): Action =>
  end === undefined
    ? { type: 'free', seat, card, meld: meldAt, index, to }
    : { type: 'free', seat, card, meld: meldAt, index, to, end };
