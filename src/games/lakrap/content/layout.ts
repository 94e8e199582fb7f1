/**
 * Tables for La Krap's demos and lesson, laid out by the engine's own setup (LAKRAP.md §6),
 * and their actions by name. A layout the engine refuses is a bug in the content: it throws,
 * and the content's tests fail first.
 */
import { type Action, fromSetup, type Game, type Setup } from '../engine';

/** A table from hands written as space-separated codes ("AH KH 7S"). */
export function laid(
  s: Omit<Setup, 'hands' | 'faceUp'> & { hands: string[]; faceUp?: string[] },
): Game {
  const { hands, faceUp, ...rest } = s;
  const g = fromSetup({
    ...rest,
    hands: hands.map(split),
    ...(faceUp ? { faceUp: faceUp.map(split) } : {}),
  });
  if (!g.ok) throw new Error(`a La Krap layout is refused: ${g.error.message}`);
  return g.value;
}

const split = (h: string): string[] => (h.trim() === '' ? [] : h.trim().split(/\s+/));

export const play = (seat: number, card: string): Action => ({ type: 'play', seat, card });
export const marry = (seat: number, suit: string): Action => ({ type: 'marriage', seat, suit });
export const exchange = (seat: number, cards: string): Action => ({
  type: 'exchange',
  seat,
  cards: split(cards),
});
export const expose = (seat: number, cards: string): Action => ({
  type: 'expose',
  seat,
  cards: split(cards),
});

/** The names the captions use: the person is seat 0. */
export const NAMES = ['You', 'Ann', 'Ben', 'Cat', 'Dan', 'Eve'] as const;
export const names = (n: number): string[] => NAMES.slice(0, n);
