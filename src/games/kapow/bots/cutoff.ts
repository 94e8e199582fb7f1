/**
 * How a playout ends for a seat, read from the flat state (engine/fast.ts) without a view:
 * at the round's end, its points against the others' (K17, K18); at a cutoff, hard Kai's
 * estimate of every hand (value.ts's handCost), from what the seat may see: face-up cards,
 * the discard pile, a drawn card it may see. The same numbers as expert.ts's `evaluate` on
 * the same world as objects (a test holds them equal: tests/games/kapow/rollout.test.ts).
 */

import type { Flat } from '../engine/fast';
import * as fast from '../engine/fast';
import { EXPERT_STYLE } from './kai';
import { type Cell, DOWN, GONE, upCell } from './table';
import { handCost, type Outlook } from './value';

const { DECK_COUNT, DISCARD, DRAWN, FROM, N_DISCARD, P_CARD, P_MODS, P_NMODS, P_UP } = fast;
const { F_ROUND_SCORES, HAS_ROUND_SCORES, P_VAL, PHASE, PLAYERS, PLAYING, R_PENALTY } = fast;
const { faceValue, KW, posBase, TURN, WENT_OUT } = fast;

const v = (a: Int32Array | Float64Array, i: number): number => a[i] ?? 0;

/** A lone face-up card's cell, by card: made once (table.ts's upCell). */
const UP: readonly Cell[] = DECK_COUNT.map((_, c) => upCell(c));

/** Scratch, refilled by each evaluation: cells per seat, the unseen cards, one outlook. */
const HANDS: Cell[][][] = [0, 1, 2, 3].map(() => [0, 1, 2, 3].map(() => [GONE, GONE, GONE]));
const UNSEEN: number[] = DECK_COUNT.map(() => 0);
const O: Outlook = {
  draws: 0,
  unseen: UNSEEN,
  unseenTotal: 0,
  mean: 0,
  penalty: 0,
  complete: 0,
};

/** Position p as Kai's table reads it from a view (table.ts's cellOf). */
function cellOf(s: Int32Array, p: number): Cell {
  const c = v(s, p + P_CARD);
  if (c < 0) return GONE;
  if (v(s, p + P_UP) === 0) return DOWN;
  if (v(s, p + P_NMODS) === 0) return UP[c] ?? GONE;
  return {
    kind: 'up',
    value: v(s, p + P_VAL),
    card: c,
    kw: false,
    lone: 0,
    mods: v(s, p + P_NMODS),
  };
}

const saw = (c: number): void => {
  UNSEEN[c] = (UNSEEN[c] ?? 0) - 1;
};

/** K1 less everything `seat` sees face up (table.ts's readTable), into UNSEEN and O. */
function readUnseen(x: Flat, seat: number): void {
  const s = x.s;
  DECK_COUNT.forEach((n, c) => {
    UNSEEN[c] = n;
  });
  for (let o = 0; o < v(s, PLAYERS); o++)
    for (let w = 0; w < 12; w++) {
      const p = posBase(o, w);
      if (v(s, p + P_CARD) < 0 || v(s, p + P_UP) === 0) continue;
      saw(v(s, p + P_CARD));
      for (let i = 0; i < v(s, p + P_NMODS); i++) saw(Math.abs(v(s, p + P_MODS + i)));
    }
  for (let i = 0; i < v(s, N_DISCARD); i++) saw(v(s, DISCARD + i));
  // A drawn card is seen by the seat that drew it, and by all when taken from the pile.
  const d = v(s, DRAWN);
  if (d >= 0 && (v(s, TURN) === seat || v(s, FROM) === 2)) saw(d);
  const penalty = v(s, R_PENALTY);
  let total = 0;
  let points = 0;
  UNSEEN.forEach((n, c) => {
    const k = Math.max(0, n);
    UNSEEN[c] = k;
    total += k;
    points += k * (c === KW ? penalty : faceValue(c));
  });
  O.unseenTotal = total;
  O.mean = total > 0 ? points / total : 6;
  O.penalty = penalty;
  O.complete = EXPERT_STYLE.reckon.complete;
}

/** value.ts's outlook for `seat`: the cards it may still see before the round ends. */
function draws(x: Flat, seat: number): number {
  if (v(x.s, WENT_OUT) >= 0) return 0;
  let fewest = 12;
  for (let o = 0; o < v(x.s, PLAYERS); o++) {
    if (o === seat) continue;
    let d = 0;
    for (const t of HANDS[o] ?? []) for (const c of t) if (c.kind === 'down') d++;
    fewest = Math.min(fewest, d);
  }
  return EXPERT_STYLE.reckon.perTurn * Math.min(10, 1 + 1.4 * fewest);
}

/** The round's end for `seat`: the others' mean points minus its own (K17, K18). */
export function playoutValue(x: Flat, seat: number): number {
  const { s, f } = x;
  const players = v(s, PLAYERS);
  if (v(s, PHASE) !== PLAYING && v(s, HAS_ROUND_SCORES) === 1) {
    let others = 0;
    for (let o = 0; o < players; o++) if (o !== seat) others += v(f, F_ROUND_SCORES + o);
    return others / (players - 1) - v(f, F_ROUND_SCORES + seat);
  }
  // A cutoff: the expected points of every hand, as hard Kai reckons them from the view.
  readUnseen(x, seat);
  for (let o = 0; o < players; o++)
    HANDS[o]?.forEach((t, ti) => {
      for (let i = 0; i < 3; i++) t[i] = cellOf(s, posBase(o, ti * 3 + i));
    });
  O.draws = draws(x, seat);
  const mine = handCost(HANDS[seat] ?? [], O);
  let others = 0;
  for (let o = 0; o < players; o++) {
    if (o === seat) continue;
    O.draws = draws(x, o);
    others += handCost(HANDS[o] ?? [], O);
  }
  return others / (players - 1) - mine;
}
