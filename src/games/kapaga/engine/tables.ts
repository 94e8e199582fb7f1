/**
 * The card rules of effects.ts as lookup tables, one set per rules object, for the fast
 * path: the predicates stay the one home of each rule (every entry is their answer), the
 * tables only remember it. Kept in a cache outside the game (a Game stays plain data).
 *
 * A set of cards is two ints of bits: card `c` is bit `c` of the low one, or bit `c - 32`
 * of the high one (the Joker, 52, is bit 20 of the high one).
 */
import { type Call, type Card, JOKER } from './cards';
import { canFollowInPlay, canStartOn, cardEffect, type StackBy } from './effects';
import { RULE_KEYS, type Rules } from './rules';

/** Card codes 0..52. */
const CARDS = JOKER + 1;
/** An 8's calls as rows: -1 (no call) .. 16 (call the king). */
const CALLS = 18;
/** The live-penalty rows of the start sets, one per card that fed the stack. */
const STACK_BY: readonly StackBy[] = [0, 2, 5];
const PILE_ROWS = STACK_BY.length;

export interface RuleTables {
  /** `cardEffect(r, c)` at `c`. */
  effect: Int8Array;
  /** At `prev`: the set of cards that may follow `prev` in one play (`canFollowInPlay`). */
  followLo: Int32Array;
  followHi: Int32Array;
  /**
   * At a pile's row (`startRow`): the set of cards that may start a play on it
   * (`canStartOn`). Rows 0-2: a live penalty by nothing yet, a 2 or the 5 of spades; then
   * row `3 + (call + 1) * 53 + top` with none, filled on first use.
   */
  startLo: Int32Array;
  startHi: Int32Array;
  /** Which start rows are filled. */
  filled: Uint8Array;
  /** Identical cards exist (two decks or two Jokers): plays must not repeat themselves. */
  dupes: boolean;
}

/** Card `c`'s bit in the low int (0 from 32 on: a shift counts mod 32, `(c - 32) >> 31` is all ones below 32). */
export const loBit = (c: Card): number => (1 << c) & ((c - 32) >> 31);
/** Card `c`'s bit in the high int (0 below 32). */
export const hiBit = (c: Card): number => (1 << c) & ~((c - 32) >> 31);
/** Is card `c` in the set `lo`, `hi`? */
export const inSet = (lo: number, hi: number, c: Card): boolean =>
  ((lo & loBit(c)) | (hi & hiBit(c))) !== 0;

function build(r: Rules): RuleTables {
  const effect = new Int8Array(CARDS);
  const followLo = new Int32Array(CARDS);
  const followHi = new Int32Array(CARDS);
  for (let a = 0; a < CARDS; a++) {
    effect[a] = cardEffect(r, a);
    for (let b = 0; b < CARDS; b++)
      if (canFollowInPlay(r, a, b)) {
        followLo[a] = (followLo[a] as number) | loBit(b);
        followHi[a] = (followHi[a] as number) | hiBit(b);
      }
  }
  const rows = PILE_ROWS + CALLS * CARDS;
  const t: RuleTables = {
    effect,
    followLo,
    followHi,
    startLo: new Int32Array(rows),
    startHi: new Int32Array(rows),
    filled: new Uint8Array(rows),
    dupes: r.decks > 1 || r.jokers > 1,
  };
  // On a live penalty canStartOn reads only the penalty's card (R12), not its amount.
  for (let k = 0; k < PILE_ROWS; k++) {
    const stackBy = STACK_BY[k] as StackBy;
    fill(t, k, (c) => canStartOn(r, 0, -1, 1, stackBy, c));
  }
  return t;
}

/** Start row `row` from `may`. */
function fill(t: RuleTables, row: number, may: (c: Card) => boolean): void {
  let lo = 0;
  let hi = 0;
  for (let c = 0; c < CARDS; c++)
    if (may(c)) {
      lo |= loBit(c);
      hi |= hiBit(c);
    }
  t.startLo[row] = lo;
  t.startHi[row] = hi;
  t.filled[row] = 1;
}

/**
 * By rules object, and by content: equal rules (every newGame makes its own) share tables.
 * The content cache forgets all at `CONTENT_MAX` rule sets (a fuzzer makes millions).
 */
const cache = new WeakMap<Rules, RuleTables>();
const byContent = new Map<string, RuleTables>();
const CONTENT_MAX = 256;
let lastRules: Rules | null = null;
let lastTables: RuleTables | null = null;

/** The tables of `r` (built once per rules object). */
export function tablesOf(r: Rules): RuleTables {
  if (r === lastRules) return lastTables as RuleTables;
  const t = cache.get(r) ?? remember(r);
  lastRules = r;
  lastTables = t;
  return t;
}

/** Out of `tablesOf`, whose fast path then has no closure to allocate for. */
function remember(r: Rules): RuleTables {
  const key = JSON.stringify(RULE_KEYS.map((k) => r[k]));
  let t = byContent.get(key);
  if (t === undefined) {
    t = build(r);
    if (byContent.size >= CONTENT_MAX) byContent.clear();
    byContent.set(key, t);
  }
  cache.set(r, t);
  return t;
}

/** The start row of this pile: `t.startLo[row]`, `t.startHi[row]` are the cards that may start on it. */
export function startRow(
  r: Rules,
  t: RuleTables,
  top: Card,
  call: Call,
  pending: number,
  stackBy: StackBy,
): number {
  if (pending > 0) return stackBy === 0 ? 0 : stackBy === 2 ? 1 : 2;
  const row = PILE_ROWS + (call + 1) * CARDS + top;
  if (t.filled[row] === 0) fillRow(r, t, row, top, call);
  return row;
}

/** The pile a start row stands for (its top card aside): the 8's call, or the live stack's card. */
export function pileOfRow(row: number): { call: Call; stackBy: StackBy } {
  if (row < PILE_ROWS) return { call: -1, stackBy: STACK_BY[row] as StackBy };
  return { call: Math.floor((row - PILE_ROWS) / CARDS) - 1, stackBy: 0 };
}

/** Start row `row`: the cards that may start a play on `top` with `call` and no penalty. */
function fillRow(r: Rules, t: RuleTables, row: number, top: Card, call: Call): void {
  fill(t, row, (c) => canStartOn(r, top, call, 0, 0, c));
}
