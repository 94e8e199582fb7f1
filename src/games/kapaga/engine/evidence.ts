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
 * hands are passed (R16) and is gone at the next deal.
 */
import { type Call, type Card, callCode, cardCode, parseCall, parseCard } from './cards';
import type { StackBy } from './effects';
import type { Rules } from './rules';
import { inSet, pileOfRow, startRow, tablesOf } from './tables';

/** At most this many misses are kept per hand (the oldest go first). */
export const MAX_MISSES = 4;

/**
 * A miss, packed in one int: the start row of the pile it drew on (tables.ts: the cards
 * that could have started a play there) in the low 10 bits, the top card in the next 6,
 * and `held` above them. The fast path reads a set, never a predicate.
 */
export type Miss = number;

const ROW_MASK = 1023;
const TOP_SHIFT = 10;
const HELD_SHIFT = 16;
const HELD_ONE = 1 << HELD_SHIFT;

export function packMiss(r: Rules, top: Card, call: Call, stackBy: StackBy, held: number): Miss {
  const row = startRow(r, tablesOf(r), top, call, stackBy === 0 ? 0 : 1, stackBy);
  return row | (top << TOP_SHIFT) | (held << HELD_SHIFT);
}

export const missTop = (m: Miss): Card => (m >> TOP_SHIFT) & 63;
export const missHeld = (m: Miss): number => m >>> HELD_SHIFT;

/** Could `c` have started a play on the pile of the miss (so it was not held then)? */
export function couldPlayThen(r: Rules, m: Miss, c: Card): boolean {
  const t = tablesOf(r);
  const row = m & ROW_MASK;
  return inSet(t.startLo[row] as number, t.startHi[row] as number, c);
}

/** A seat drew instead of playing, holding `held` cards it could not play. */
export function noteMiss(misses: Miss[], m: Miss): void {
  if (missHeld(m) <= 0) return;
  if (misses.length >= MAX_MISSES) misses.shift();
  misses.push(m);
}

/** The hand played `cards`: each that could not have started a play then may have been held. */
export function notePlayed(r: Rules, misses: Miss[], cards: readonly Card[]): void {
  const t = tablesOf(r);
  let kept = 0;
  for (let i = 0; i < misses.length; i++) {
    let m = misses[i] as Miss;
    const row = m & ROW_MASK;
    const lo = t.startLo[row] as number;
    const hi = t.startHi[row] as number;
    for (let k = 0; k < cards.length && m >>> HELD_SHIFT > 0; k++)
      if (!inSet(lo, hi, cards[k] as Card)) m -= HELD_ONE;
    if (m >>> HELD_SHIFT > 0) misses[kept++] = m;
  }
  if (kept < misses.length) misses.length = kept;
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
  const pile = pileOfRow(m & ROW_MASK);
  return {
    top: cardCode(missTop(m)),
    call: callCode(pile.call),
    stack: pile.stackBy === 5 ? '5S' : pile.stackBy === 2 ? '2' : null,
    held: missHeld(m),
  };
}

/** A view's miss back in the packed form (`missView`'s inverse). */
export const missOfView = (r: Rules, m: MissView): Miss =>
  packMiss(
    r,
    parseCard(m.top) as Card,
    m.call === null ? -1 : (parseCall(m.call) as number),
    m.stack === '5S' ? 5 : m.stack === '2' ? 2 : 0,
    m.held,
  );
