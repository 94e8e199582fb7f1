/**
 * The card rules of effects.ts as lookup tables, one set per rules object, for the fast
 * path: the predicates stay the one home of each rule (every entry is their answer), the
 * tables only remember it. Kept in a cache outside the game (a Game stays plain data).
 */
import { type Call, type Card, JOKER } from './cards';
import { canFollowInPlay, canStartOn, cardEffect, type StackBy } from './effects';
import { RULE_KEYS, type Rules } from './rules';

/** Card codes 0..52 (the Joker is 52). */
export const CARDS = JOKER + 1;
/** An 8's calls as table rows: -1 (no call) .. 16 (call the king). */
const CALLS = 18;
/** The live-penalty rows of `start`, one per card that fed the stack. */
const STACK_BY: readonly StackBy[] = [0, 2, 5];
const PILE_ROWS = STACK_BY.length;

export interface RuleTables {
  /** `cardEffect(r, c)` at `c`. */
  effect: Int8Array;
  /** `canFollowInPlay(r, prev, next)` at `prev * 53 + next`. */
  follow: Uint8Array;
  /** The cards that may follow `prev` in one play, as bits (`loBit`, `hiBit`). */
  followLo: Int32Array;
  followHi: Int32Array;
  /**
   * `canStartOn` in rows of 53 cards: rows 0-2 on a live penalty by nothing yet, a 2 or
   * the 5 of spades; then row `3 + (call + 1) * 53 + top` with none (filled on first use).
   */
  start: Uint8Array;
  /** Which rows of `start` are filled. */
  filled: Uint8Array;
  /** Identical cards exist (two decks or two Jokers): plays must not repeat themselves. */
  dupes: boolean;
}

/**
 * A set of cards as two ints of bits: card `c` is bit `c` of the low one, or `c - 32` of
 * the high one (a shift counts mod 32; `(c - 32) >> 31` is all ones below 32: no branch).
 */
export const loBit = (c: Card): number => (1 << c) & ((c - 32) >> 31);
export const hiBit = (c: Card): number => (1 << c) & ~((c - 32) >> 31);

function build(r: Rules): RuleTables {
  const effect = new Int8Array(CARDS);
  const follow = new Uint8Array(CARDS * CARDS);
  const followLo = new Int32Array(CARDS);
  const followHi = new Int32Array(CARDS);
  for (let a = 0; a < CARDS; a++) {
    effect[a] = cardEffect(r, a);
    for (let b = 0; b < CARDS; b++)
      if (canFollowInPlay(r, a, b)) {
        follow[a * CARDS + b] = 1;
        followLo[a] = (followLo[a] as number) | loBit(b);
        followHi[a] = (followHi[a] as number) | hiBit(b);
      }
  }
  const rows = PILE_ROWS + CALLS * CARDS;
  const start = new Uint8Array(rows * CARDS);
  const filled = new Uint8Array(rows);
  // On a live penalty canStartOn reads only the penalty's card (R12), not its amount.
  for (let k = 0; k < PILE_ROWS; k++) {
    for (let c = 0; c < CARDS; c++)
      start[k * CARDS + c] = canStartOn(r, 0, -1, 1, STACK_BY[k] as StackBy, c) ? 1 : 0;
    filled[k] = 1;
  }
  return { effect, follow, followLo, followHi, start, filled, dupes: r.decks > 1 || r.jokers > 1 };
}

/** By rules object, and by content: equal rules (every newGame makes its own) share tables. */
const cache = new WeakMap<Rules, RuleTables>();
const byContent = new Map<string, RuleTables>();
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
    byContent.set(key, t);
  }
  cache.set(r, t);
  return t;
}

/** Where the `canStartOn` answers for this pile begin: `t.start[at + c]` for card `c`. */
export function startRow(
  r: Rules,
  t: RuleTables,
  top: Card,
  call: Call,
  pending: number,
  stackBy: StackBy,
): number {
  if (pending > 0) return (stackBy === 0 ? 0 : stackBy === 2 ? 1 : 2) * CARDS;
  const row = PILE_ROWS + (call + 1) * CARDS + top;
  if (t.filled[row] === 0) fillRow(r, t, row, top, call);
  return row * CARDS;
}

/** Row `row` of `t.start`: which cards may start a play on `top` with `call` and no penalty. */
function fillRow(r: Rules, t: RuleTables, row: number, top: Card, call: Call): void {
  const at = row * CARDS;
  for (let c = 0; c < CARDS; c++) t.start[at + c] = canStartOn(r, top, call, 0, 0, c) ? 1 : 0;
  t.filled[row] = 1;
}
