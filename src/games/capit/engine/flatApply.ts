/**
 * Applying a legal action's int code (flatPlay.ts lists them) on the flat layout in place
 * (`applyCode`), and a code back as the contract's action (`actionOf`).
 */
import { cardCode, KINDS } from './cards';
import {
  DEALER,
  DISCARD,
  DOWN,
  type Flat,
  HAND_SIZE,
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
  N_PUSHES,
  N_STOCK,
  N_TABLE,
  PLAYERS,
  PUSHES,
  ROUND,
  STAGE,
  STOCK,
  setRound,
  TAKEN,
  TURN,
} from './flat';
import { DISCARD_CODE, FREE, LAYOFF, MOVE, NEXT, PUSH, TAKE } from './flatPlay';
import { addCard, dealFlat, dropCard, endTurnFlat, layOnAt, scoreFlat } from './flatRules';
import type { Action } from './state';
import { wayOf } from './way';

const v = (a: Int32Array, i: number): number => a[i] ?? 0;

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
    nextRound(x);
    return;
  }
  if (code === TAKE) {
    takeDiscard(s, seat);
    return;
  }
  if (code === PUSH) {
    pushDiscard(x, seat);
    return;
  }
  if (code < LAYOFF) {
    discardCard(x, seat, code - DISCARD_CODE);
    return;
  }
  if (code < FREE) layOffCard(s, seat, code - LAYOFF);
  else if (code < MOVE) freeWild(s, seat, code - FREE);
  else layListed(x, seat, code - MOVE);
  if (v(s, HAND_SIZE + seat) === 0) scoreFlat(x);
}

/** The next round: the next dealer deals. */
function nextRound(x: Flat): void {
  const s = x.s;
  s[DEALER] = (v(s, DEALER) + 1) % v(s, PLAYERS);
  s[ROUND] = v(s, ROUND) + 1;
  setRound(x);
  dealFlat(x);
}

/** The seat takes the discard's top card into its hand and goes on to meld. */
function takeDiscard(s: Int32Array, seat: number): void {
  s[N_DISCARD] = v(s, N_DISCARD) - 1;
  const c = v(s, DISCARD + v(s, N_DISCARD));
  addCard(s, seat, c);
  s[TAKEN] = c;
  s[STAGE] = MELD_STAGE;
}

/**
 * The seat pushes the discard's top, with the stock's top, to its left and draws the next
 * stock card for itself; a stock of fewer than two cards ends the round instead.
 */
function pushDiscard(x: Flat, seat: number): void {
  const s = x.s;
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
}

/** The seat discards `c`, which ends its turn. */
function discardCard(x: Flat, seat: number, c: number): void {
  const s = x.s;
  dropCard(s, seat, c);
  s[DISCARD + v(s, N_DISCARD)] = c;
  s[N_DISCARD] = v(s, N_DISCARD) + 1;
  endTurnFlat(x);
}

/** A lay-off's code less LAYOFF: (meld * 53 + card) * 3 + end. */
function layOffCard(s: Int32Array, seat: number, k: number): void {
  const c = Math.floor(k / 3) % KINDS;
  dropCard(s, seat, c);
  layOnAt(s, meldAt(Math.floor(k / 3 / KINDS)), c, k % 3 === 1 ? 1 : 2);
}

/** A free's code less FREE: (((meld * 32 + index) * 53 + card) * 60 + to) * 3 + end. */
function freeWild(s: Int32Array, seat: number, code: number): void {
  let k = code;
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
}

/** The `k`-th listed move: a free into a new meld, or the melds of a way (the contract: down). */
function layListed(x: Flat, seat: number, k: number): void {
  const s = x.s;
  const m = x.moves;
  let at = v(x.moveAt, k);
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
