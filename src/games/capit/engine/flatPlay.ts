/**
 * Playing on the flat layout (flat.ts): the legal actions as ints in exactly
 * `legalActions`' order (`legalInto`; flatApply.ts applies one in place and turns one back
 * into the contract's action). Melds listed are kept in the flat's move buffer until the
 * next `legalInto`.
 *
 * Codes: 0 take, 1 push, 2 next-round, 3 + card a discard; LAYOFF + ((meld * 53 + card) * 3
 * + end) a lay-off; FREE + ((((meld * 32 + index) * 53 + card) * 60 + to) * 3 + end) a
 * free onto a table meld (end 0 a set, 1 low, 2 high); MOVE + k the k-th listed meld or
 * free into a new meld.
 */
import { JOKER, KINDS } from './cards';
import { findWays, setOne } from './finder';
import {
  DOWN,
  DRAW_STAGE,
  type Flat,
  HAND_SIZE,
  HANDS,
  M_CARDS,
  M_KIND,
  M_LEN,
  meldAt,
  N_DISCARD,
  N_MOVES,
  N_TABLE,
  PHASE,
  PLAYING,
  R_OPTIONS,
  R_PUSH,
  R_WILD,
  ROUND_OVER,
  STAGE,
  TAKEN,
  TURN,
} from './flat';
import { fitsAt, freesAt, wildAt } from './flatRules';

export const TAKE = 0;
export const PUSH = 1;
export const NEXT = 2;
export const DISCARD_CODE = 3;
export const LAYOFF = 64;
export const FREE = 10_000;
export const MOVE = 1 << 25;

const v = (a: Int32Array, i: number): number => a[i] ?? 0;

/** C12: would taking `c` (and `c2`, -1 none) from the hand leave only the taken card. */
function deadEnd(s: Int32Array, seat: number, c: number): boolean {
  const taken = v(s, TAKEN);
  if (taken < 0 || v(s, HAND_SIZE + seat) - 1 !== 1) return false;
  return v(s, HANDS + seat * KINDS + taken) - (c === taken ? 1 : 0) === 1;
}

/** Writes the legal actions' codes into `buf`; returns how many. */
export function legalInto(x: Flat, buf: Int32Array): number {
  const s = x.s;
  s[N_MOVES] = 0;
  if (v(s, PHASE) === ROUND_OVER) {
    buf[0] = NEXT;
    return 1;
  }
  if (v(s, PHASE) !== PLAYING) return 0;
  if (v(s, STAGE) === DRAW_STAGE) return drawsInto(s, buf);
  const seat = v(s, TURN);
  const down = v(s, DOWN + seat) === 1;
  meldsInto(x, buf, seat, down);
  if (down) {
    layoffsInto(x, seat);
    x.work.budget = v(s, R_OPTIONS);
    freesInto(x, seat);
  }
  discardsInto(x, seat);
  return x.work.n;
}

/** The draw stage: take the discard's top, and push it when the table allows pushing. */
function drawsInto(s: Int32Array, buf: Int32Array): number {
  let n = 0;
  if (v(s, N_DISCARD) > 0) {
    buf[n++] = TAKE;
    if (v(s, R_PUSH) === 1) buf[n++] = PUSH;
  }
  return n;
}

/** Starts the list and lists the melds from the hand: the contract, or one or two melds once down. */
function meldsInto(x: Flat, buf: Int32Array, seat: number, down: boolean): void {
  const s = x.s;
  const hand = HANDS + seat * KINDS;
  const f = x.finder;
  const wild = v(s, R_WILD) === 1;
  const w8 = x.work;
  w8.buf = buf;
  w8.n = 0;
  w8.mv = 0;
  w8.budget = v(s, R_OPTIONS);
  w8.freeCard = -1;
  f.onWay = x.record;
  f.counts.set(s.subarray(hand, hand + KINDS));
  f.held = v(s, HAND_SIZE + seat);
  f.wildTwos = wild;
  f.taken = v(s, TAKEN);
  f.must = -1;
  if (!down) {
    f.n = x.needs.n;
    f.kinds.set(x.needs.kinds);
    f.lengths.set(x.needs.lengths);
    findWays(f);
  } else oneOrTwoMelds(x);
}

/** Lists the ways to lay one meld, then (when there is one) two, from the finder's counts. */
function oneOrTwoMelds(x: Flat): void {
  const f = x.finder;
  setOne(f, 0, 3);
  if (findWays(f)) {
    setOne(f, 1, 3);
    findWays(f);
  }
}

/** Lists `card` laid on the table meld at `at` by each end it fits (`base` + end: 0 a set, 1 low, 2 high). */
function endsInto(x: Flat, at: number, card: number, base: number): void {
  const s = x.s;
  const w8 = x.work;
  if (v(s, at + M_KIND) === 0) {
    if (fitsAt(s, at, card, 2)) w8.buf[w8.n++] = base;
  } else {
    if (fitsAt(s, at, card, 1)) w8.buf[w8.n++] = base + 1;
    if (fitsAt(s, at, card, 2)) w8.buf[w8.n++] = base + 2;
  }
}

/** Lists every card of the hand laid off on every table meld it fits. */
function layoffsInto(x: Flat, seat: number): void {
  const s = x.s;
  const hand = HANDS + seat * KINDS;
  const melds = v(s, N_TABLE);
  for (let c = 0; c < KINDS; c++) {
    if (v(s, hand + c) === 0 || deadEnd(s, seat, c)) continue;
    for (let m = 0; m < melds; m++) endsInto(x, meldAt(m), c, LAYOFF + (m * KINDS + c) * 3);
  }
}

/** Lists the frees: each wild on the table, each card of the hand that frees it. */
function freesInto(x: Flat, seat: number): void {
  const s = x.s;
  const hand = HANDS + seat * KINDS;
  const melds = v(s, N_TABLE);
  for (let m = 0; m < melds; m++) {
    const at = meldAt(m);
    for (let i = 0; i < v(s, at + M_LEN); i++) {
      if (!wildAt(s, at, i)) continue;
      for (let c = 0; c < KINDS; c++) {
        if (v(s, hand + c) === 0 || !freesAt(s, at, i, c)) continue;
        if (!deadEnd(s, seat, c)) freedOntoTable(x, m, i, c);
        if (x.work.budget <= 0) continue;
        freedIntoMelds(x, seat, m, i, c);
      }
    }
  }
}

/** Lists the wild at `i` of meld `m`, freed by `c`, laid on each other table meld it fits. */
function freedOntoTable(x: Flat, m: number, i: number, c: number): void {
  const s = x.s;
  const melds = v(s, N_TABLE);
  const w = v(s, meldAt(m) + M_CARDS + i);
  for (let t = 0; t < melds; t++) {
    if (t === m) continue;
    endsInto(x, meldAt(t), w, FREE + (((m * 32 + i) * KINDS + c) * 60 + t) * 3);
  }
}

/** Lists the new melds (one, or two) the wild at `i` of meld `m`, freed by `c`, goes into. */
function freedIntoMelds(x: Flat, seat: number, m: number, i: number, c: number): void {
  const s = x.s;
  const f = x.finder;
  const w8 = x.work;
  const hand = HANDS + seat * KINDS;
  const w = v(s, meldAt(m) + M_CARDS + i);
  f.counts.set(s.subarray(hand, hand + KINDS));
  f.counts[c] = v(f.counts, c) - 1;
  f.counts[w] = v(f.counts, w) + 1;
  f.must = w;
  w8.freeCard = c;
  w8.freeMeld = m;
  w8.freeIndex = i;
  oneOrTwoMelds(x);
}

/** Lists each card of the hand as a discard (C12: the card taken only when another copy is held). */
function discardsInto(x: Flat, seat: number): void {
  const s = x.s;
  const w8 = x.work;
  const hand = HANDS + seat * KINDS;
  const taken = v(s, TAKEN);
  for (let c = 0; c < KINDS; c++) {
    const k = v(s, hand + c);
    if (k > 0 && (c !== taken || k >= 2)) w8.buf[w8.n++] = DISCARD_CODE + c;
  }
}

/** Records the finder's current way as the next listed move (a meld, or a free when `freeCard` >= 0). */
export function recordMove(x: Flat): boolean {
  const s = x.s;
  const f = x.finder;
  const w8 = x.work;
  const k = v(s, N_MOVES);
  x.moveAt[k] = w8.mv;
  const m = x.moves;
  m[w8.mv++] = w8.freeCard;
  m[w8.mv++] = w8.freeMeld;
  m[w8.mv++] = w8.freeIndex;
  m[w8.mv++] = f.n;
  for (let j = 0; j < f.n; j++) {
    const len = v(f.mLen, j);
    m[w8.mv++] = v(f.kinds, j);
    m[w8.mv++] = v(f.mKey, j);
    m[w8.mv++] = len;
    m.set(f.buf.subarray(v(f.mStart, j), v(f.mStart, j) + len), w8.mv);
    w8.mv += len;
  }
  s[N_MOVES] = k + 1;
  w8.buf[w8.n++] = MOVE + k;
  return --w8.budget > 0;
}

export { JOKER };
