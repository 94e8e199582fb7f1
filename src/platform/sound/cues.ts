/**
 * When each sound of an action starts: one after another, each given the time it holds the
 * table, and never more than a short phrase for one action.
 */
import type { Cue } from '../../games/module';

/** Seconds a sound holds the table before the next may start (the rest: GAP). */
const HOLD: Partial<Record<Cue, number>> = { deal: 0.35, pass: 0.3, round: 0.3 };
const GAP = 0.09;
/** At most this many sounds for one action: a busy turn stays a short phrase. */
export const MOST = 6;

export interface Timed {
  name: Cue;
  /** Seconds after the action. */
  delay: number;
}

export function schedule(cues: readonly Cue[]): Timed[] {
  const out: Timed[] = [];
  let t = 0;
  for (const name of cues.slice(0, MOST)) {
    out.push({ name, delay: t });
    t += HOLD[name] ?? GAP;
  }
  return out;
}
