/**
 * What KAPOW!'s table sounds like: a card turned or played is a flick, a draw a swish, a
 * KAPOW! swap a pass of cards, and a triad made, or a player going out, a call. Only what everyone
 * sees happen (which pile was drawn from, never what was drawn).
 */
import { SOUNDS } from '../../kit/sound';
import type { Action, Game } from './engine';

/** KAPOW!'s sounds by name, from the table's palette. */
export const SOUND_BOOK = {
  draw: SOUNDS.draw,
  play: SOUNDS.play,
  swap: SOUNDS.pass,
  triad: SOUNDS.call,
  out: SOUNDS.call,
} as const;
export type KapowSound = keyof typeof SOUND_BOOK;

/** Triads gone from the table (K8: a completed triad goes to the discard pile). */
const gone = (g: Game): number =>
  g.hands.reduce((n, hand) => n + hand.filter((t) => t.every((p) => p === null)).length, 0);

export function sounds(before: Game, a: Action, after: Game): KapowSound[] {
  const out: KapowSound[] = [];
  switch (a.type) {
    case 'draw':
      out.push('draw');
      break;
    case 'reveal':
    case 'discard':
    case 'replace':
    case 'power':
      out.push('play');
      break;
    case 'swap':
      out.push('swap');
      break;
    default:
      break;
  }
  if (gone(after) > gone(before)) out.push('triad');
  if (after.wentOut !== null && before.wentOut === null) out.push('out');
  return out;
}
