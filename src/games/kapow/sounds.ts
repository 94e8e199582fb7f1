/**
 * What KAPOW!'s table sounds like: a card turned or played is a flick, a draw a swish, a
 * KAPOW! swap a pass, and a triad made, or a player going out, a call. Only what everyone
 * sees happen (which pile was drawn from, never what was drawn).
 */
import type { Cue } from '../module';
import type { Action, Game } from './engine';

/** Triads gone from the table (K8: a completed triad goes to the discard pile). */
const gone = (g: Game): number =>
  g.hands.reduce((n, hand) => n + hand.filter((t) => t.every((p) => p === null)).length, 0);

export function sounds(before: Game, a: Action, after: Game): Cue[] {
  const out: Cue[] = [];
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
      out.push('pass');
      break;
    default:
      break;
  }
  if (gone(after) > gone(before)) out.push('call');
  if (after.wentOut !== null && before.wentOut === null) out.push('call');
  return out;
}
