/**
 * Playing on the flat layout (flat.ts): the legal actions as ints in exactly
 * `legalActions`' order (`legalInto`), applying one in place (`applyCode`), and an int back
 * as the contract's action (`actionOf`). Melds listed are kept in the flat's move buffer
 * until the next `legalInto`.
 *
 * Codes: 0 take, 1 push, 2 next-round, 3 + card a discard; LAYOFF + ((meld * 53 + card) * 3
 * + end) a lay-off; FREE + ((((meld * 32 + index) * 53 + card) * 60 + to) * 3 + end) a
 * free onto a table meld (end 0 a set, 1 low, 2 high); MOVE + k the k-th listed meld or
 * free into a new meld.
 */
import { cardCode, JOKER, KINDS } from './cards';
import { findWays, setOne } from './finder';
import {
  DEALER,
  DISCARD,
  DOWN,
  DRAW_STAGE,
  type Flat,
  HAND_SIZE,
  HANDS,
  M_CARDS,
  M_KIND,
  M_LEN,
  M_OWNER,
  M_RANK,
  M_START,
  M_SUIT,
  MELD_STAGE,
  meldAt,
  N_DISCARD,
  N_MOVES,
  N_PUSHES,
  N_STOCK,
  N_TABLE,
  PHASE,
  PLAYERS,
  PLAYING,
  PUSHES,
  R_OPTIONS,
  R_PUSH,
  R_WILD,
  ROUND,
  ROUND_OVER,
  STAGE,
  STOCK,
  setRound,
  TAKEN,
  TURN,
} from './flat';
import {
  addCard,
  dealFlat,
  dropCard,
  endTurnFlat,
  fitsAt,
  freesAt,
  layOnAt,
  scoreFlat,
  wildAt,
} from './flatRules';
import type { Action } from './state';
import { wayOf } from './way';

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
  if (v(s, STAGE) === DRAW_STAGE) {
    let n = 0;
    if (v(s, N_DISCARD) > 0) {
      buf[n++] = TAKE;
      if (v(s, R_PUSH) === 1) buf[n++] = PUSH;
    }
    return n;
  }
  const seat = v(s, TURN);
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
  const down = v(s, DOWN + seat) === 1;
  if (!down) {
    f.n = x.needs.n;
    f.kinds.set(x.needs.kinds);
    f.lengths.set(x.needs.lengths);
    findWays(f);
  } else {
    setOne(f, 0, 3);
    if (findWays(f)) {
      setOne(f, 1, 3);
      findWays(f);
    }
  }
  const melds = v(s, N_TABLE);
  if (down) {
    for (let c = 0; c < KINDS; c++) {
      if (v(s, hand + c) === 0 || deadEnd(s, seat, c)) continue;
      for (let m = 0; m < melds; m++) {
        const at = meldAt(m);
        const base = LAYOFF + (m * KINDS + c) * 3;
        if (v(s, at + M_KIND) === 0) {
          if (fitsAt(s, at, c, 2)) buf[w8.n++] = base;
        } else {
          if (fitsAt(s, at, c, 1)) buf[w8.n++] = base + 1;
          if (fitsAt(s, at, c, 2)) buf[w8.n++] = base + 2;
        }
      }
    }
    w8.budget = v(s, R_OPTIONS);
    for (let m = 0; m < melds; m++) {
      const at = meldAt(m);
      for (let i = 0; i < v(s, at + M_LEN); i++) {
        if (!wildAt(s, at, i)) continue;
        const w = v(s, at + M_CARDS + i);
        for (let c = 0; c < KINDS; c++) {
          if (v(s, hand + c) === 0 || !freesAt(s, at, i, c)) continue;
          if (!deadEnd(s, seat, c))
            for (let t = 0; t < melds; t++) {
              if (t === m) continue;
              const to = meldAt(t);
              const base = FREE + (((m * 32 + i) * KINDS + c) * 60 + t) * 3;
              if (v(s, to + M_KIND) === 0) {
                if (fitsAt(s, to, w, 2)) buf[w8.n++] = base;
              } else {
                if (fitsAt(s, to, w, 1)) buf[w8.n++] = base + 1;
                if (fitsAt(s, to, w, 2)) buf[w8.n++] = base + 2;
              }
            }
          if (w8.budget <= 0) continue;
          f.counts.set(s.subarray(hand, hand + KINDS));
          f.counts[c] = v(f.counts, c) - 1;
          f.counts[w] = v(f.counts, w) + 1;
          f.must = w;
          w8.freeCard = c;
          w8.freeMeld = m;
          w8.freeIndex = i;
          setOne(f, 0, 3);
          if (findWays(f)) {
            setOne(f, 1, 3);
            findWays(f);
          }
        }
      }
    }
  }
  const taken = v(s, TAKEN);
  for (let c = 0; c < KINDS; c++) {
    const k = v(s, hand + c);
    if (k > 0 && (c !== taken || k >= 2)) buf[w8.n++] = DISCARD_CODE + c;
  }
  return w8.n;
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

/** Lays a meld from the move buffer at `at` (kind, key, length, cards) onto the table for `seat`. */
function layMeld(x: Flat, at: number, seat: number, keep: number): number {
  const s = x.s;
  const m = x.moves;
  const kind = v(m, at);
  const key = v(m, at + 1);
  const len = v(m, at + 2);
  const t = meldAt(v(s, N_TABLE));
  s[t + M_OWNER] = seat;
  s[t + M_KIND] = kind;
  s[t + M_RANK] = kind === 0 ? key : -1;
  s[t + M_SUIT] = kind === 0 ? -1 : key >> 4;
  s[t + M_START] = kind === 0 ? -1 : key & 15;
  s[t + M_LEN] = len;
  for (let i = 0; i < len; i++) {
    const c = v(m, at + 3 + i);
    s[t + M_CARDS + i] = c;
    dropCard(s, seat, c);
  }
  // The freed wild came from the table, not the hand.
  if (keep >= 0) addCard(s, seat, keep);
  s[N_TABLE] = v(s, N_TABLE) + 1;
  return at + 3 + len;
}

/** Applies a legal action's code in place. */
export function applyCode(x: Flat, code: number): void {
  const s = x.s;
  const seat = v(s, TURN);
  if (code === NEXT) {
    s[DEALER] = (v(s, DEALER) + 1) % v(s, PLAYERS);
    s[ROUND] = v(s, ROUND) + 1;
    setRound(x);
    dealFlat(x);
    return;
  }
  if (code === TAKE) {
    s[N_DISCARD] = v(s, N_DISCARD) - 1;
    const c = v(s, DISCARD + v(s, N_DISCARD));
    addCard(s, seat, c);
    s[TAKEN] = c;
    s[STAGE] = MELD_STAGE;
    return;
  }
  if (code === PUSH) {
    if (v(s, N_STOCK) < 2) {
      scoreFlat(x);
      return;
    }
    const stock = v(s, STOCK + v(s, N_STOCK) - 1);
    const own = v(s, STOCK + v(s, N_STOCK) - 2);
    s[N_STOCK] = v(s, N_STOCK) - 2;
    s[N_DISCARD] = v(s, N_DISCARD) - 1;
    const discard = v(s, DISCARD + v(s, N_DISCARD));
    const left = (seat + 1) % v(s, PLAYERS);
    addCard(s, left, stock);
    addCard(s, left, discard);
    const p = PUSHES + 3 * v(s, N_PUSHES);
    s[p] = seat;
    s[p + 1] = discard;
    s[p + 2] = stock;
    s[N_PUSHES] = v(s, N_PUSHES) + 1;
    addCard(s, seat, own);
    s[TAKEN] = -1;
    s[STAGE] = MELD_STAGE;
    return;
  }
  if (code < LAYOFF) {
    const c = code - DISCARD_CODE;
    dropCard(s, seat, c);
    s[DISCARD + v(s, N_DISCARD)] = c;
    s[N_DISCARD] = v(s, N_DISCARD) + 1;
    endTurnFlat(x);
    return;
  }
  if (code < FREE) {
    const k = code - LAYOFF;
    const c = Math.floor(k / 3) % KINDS;
    dropCard(s, seat, c);
    layOnAt(s, meldAt(Math.floor(k / 3 / KINDS)), c, k % 3 === 1 ? 1 : 2);
  } else if (code < MOVE) {
    let k = code - FREE;
    const end = k % 3;
    k = Math.floor(k / 3);
    const t = k % 60;
    k = Math.floor(k / 60);
    const c = k % KINDS;
    k = Math.floor(k / KINDS);
    const at = meldAt(Math.floor(k / 32));
    const i = k % 32;
    const w = v(s, at + M_CARDS + i);
    dropCard(s, seat, c);
    s[at + M_CARDS + i] = c;
    layOnAt(s, meldAt(t), w, end === 1 ? 1 : 2);
  } else {
    const m = x.moves;
    let at = v(x.moveAt, code - MOVE);
    const card = v(m, at);
    if (card >= 0) {
      const table = meldAt(v(m, at + 1));
      const i = v(m, at + 2);
      const w = v(s, table + M_CARDS + i);
      dropCard(s, seat, card);
      s[table + M_CARDS + i] = card;
      layMeld(x, at + 4, seat, w);
    } else {
      const count = v(m, at + 3);
      at += 4;
      for (let j = 0; j < count; j++) at = layMeld(x, at, seat, -1);
      s[DOWN + seat] = 1;
    }
  }
  if (v(s, HAND_SIZE + seat) === 0) scoreFlat(x);
}

const END = [undefined, 'low', 'high'] as const;

/** A code of the last `legalInto` as the contract's action. */
export function actionOf(x: Flat, code: number): Action {
  const s = x.s;
  const seat = v(s, TURN);
  if (code === NEXT) return { type: 'next-round' };
  if (code === TAKE) return { type: 'take', seat };
  if (code === PUSH) return { type: 'push', seat };
  if (code < LAYOFF) return { type: 'discard', seat, card: cardCode(code - DISCARD_CODE) };
  if (code < FREE) {
    const k = code - LAYOFF;
    const card = cardCode(Math.floor(k / 3) % KINDS);
    const meld = Math.floor(k / 3 / KINDS);
    const end = END[k % 3];
    return end ? { type: 'layoff', seat, card, meld, end } : { type: 'layoff', seat, card, meld };
  }
  if (code < MOVE) {
    let k = code - FREE;
    const end = END[k % 3];
    k = Math.floor(k / 3);
    const to = k % 60;
    k = Math.floor(k / 60);
    const card = cardCode(k % KINDS);
    k = Math.floor(k / KINDS);
    const meld = Math.floor(k / 32);
    const index = k % 32;
    return end
      ? { type: 'free', seat, card, meld, index, to, end }
      : { type: 'free', seat, card, meld, index, to };
  }
  const m = x.moves;
  let at = v(x.moveAt, code - MOVE);
  const card = v(m, at);
  const f = x.scratch;
  f.n = v(m, at + 3);
  at += 4;
  let pos = 0;
  for (let j = 0; j < f.n; j++) {
    const len = v(m, at + 2);
    f.kinds[j] = v(m, at);
    f.mStart[j] = pos;
    f.mLen[j] = len;
    f.buf.set(m.subarray(at + 3, at + 3 + len), pos);
    pos += len;
    at += 3 + len;
  }
  const melds = wayOf(f);
  if (card < 0) return { type: 'meld', seat, melds };
  return {
    type: 'free',
    seat,
    card: cardCode(card),
    meld: v(m, (x.moveAt[code - MOVE] as number) + 1),
    index: v(m, (x.moveAt[code - MOVE] as number) + 2),
    to: melds[0] as NonNullable<(typeof melds)[0]>,
  };
}

export { JOKER };
