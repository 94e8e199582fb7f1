/**
 * What a hand showed it lacked, in public: each time a seat draws instead of playing (or
 * draws a live penalty instead of answering it), the hand it held could not start a play
 * on that pile. Not a rule (R8: a player may draw though it could play), but what everyone
 * at the table saw: search bots may believe it when they guess the hidden hands.
 *
 * `held` counts the cards of the hand now that were certainly in it then: the hand's size
 * at the draw (plus the drawn card when the turn ended at once, R11: it could not be played
 * either), less one for each card played since that could have been among them (a card
 * that could have started a play then was drawn later). Evidence stays with its hand when
 * hands are passed (R16) and is gone at the next deal. Kept packed in one number each so
 * the engine's fast path allocates nothing for it.
 */
import { type Call, type Card, callCode, cardCode } from './cards';
import { canStartOn, type StackBy } from './effects';
import type { Rules } from './rules';

/** At most this many misses are kept per hand (the oldest go first). */
export const MAX_MISSES = 4;

const CALLS = 32;
const STACKS = 3;

/** A miss, packed: the top card, the 8's call, the live stack's card (0: none) and `held`. */
export type Miss = number;

export function packMiss(top: Card, call: Call, stackBy: StackBy, held: number): Miss {
  const stack = stackBy === 5 ? 2 : stackBy === 2 ? 1 : 0;
  return top + 64 * (call + 1 + CALLS * (stack + STACKS * held));
}

export const missTop = (m: Miss): Card => m % 64;
export const missCall = (m: Miss): Call => (Math.floor(m / 64) % CALLS) - 1;
export const missStack = (m: Miss): StackBy => {
  const s = Math.floor(m / (64 * CALLS)) % STACKS;
  return s === 2 ? 5 : s === 1 ? 2 : 0;
};
export const missHeld = (m: Miss): number => Math.floor(m / (64 * CALLS * STACKS));

/** Could `c` have started a play on the pile of the miss (so it was not held then)? */
export const couldPlayThen = (r: Rules, m: Miss, c: Card): boolean => {
  const stack = missStack(m);
  return canStartOn(r, missTop(m), missCall(m), stack ? 1 : 0, stack, c);
};

/** A seat drew instead of playing, holding `held` cards it could not play. */
export function noteMiss(misses: Miss[], m: Miss): void {
  if (missHeld(m) <= 0) return;
  if (misses.length >= MAX_MISSES) misses.shift();
  misses.push(m);
}

/** The hand played `cards`: each that could not have started a play then may have been held. */
export function notePlayed(r: Rules, misses: Miss[], cards: readonly Card[]): void {
  let kept = 0;
  for (let i = 0; i < misses.length; i++) {
    let m = misses[i] as Miss;
    let held = missHeld(m);
    for (let k = 0; k < cards.length && held > 0; k++)
      if (!couldPlayThen(r, m, cards[k] as Card)) held--;
    if (held <= 0) continue;
    m = packMiss(missTop(m), missCall(m), missStack(m), held);
    misses[kept++] = m;
  }
  misses.length = kept;
}

/** A miss as a view shows it. */
export interface MissView {
  top: string;
  call: string | null;
  /** The live stack's last penalty card when it was a penalty drawn instead of answered. */
  stack: '2' | '5S' | null;
  held: number;
}

export function missView(m: Miss): MissView {
  const stack = missStack(m);
  return {
    top: cardCode(missTop(m)),
    call: callCode(missCall(m)),
    stack: stack === 5 ? '5S' : stack === 2 ? '2' : null,
    held: missHeld(m),
  };
}
