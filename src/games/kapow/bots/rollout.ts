/**
 * The expert's playout policy: a quick greedy Kai that reads the sampled world's flat state
 * directly (engine/fast.ts: no view, no objects), and reads only what the seat to act may
 * see: face-up cards, the discard pile's top, the card it drew. A face-down card, its own
 * included, counts as the mean unseen card. Cheap on purpose: many playouts beat a few
 * clever ones. Its decisions are the ones it made on Game objects before (a test holds it
 * to them: tests/games/kapow/rollout.test.ts).
 */

import type { Flat } from '../engine/fast';
import * as fast from '../engine/fast';

// Local copies: calls through a module's live bindings are slow in playouts.
const { applyCode, completes, faceValue, kindOf, legalInto, KW } = fast;
const { DISCARD, DRAWN, N_DISCARD, P_CARD, P_UP, P_VAL, PHASE, PLAYERS, R_PENALTY } = fast;
const { DRAW_STAGE, PLAY_STAGE, PLAYING, REVEAL_STAGE, STAGE, TURN, WENT_OUT } = fast;
const { K_DISCARD, K_DRAW, K_END, K_REPLACE, K_REVEAL, posBase } = fast;

/** What a face-down card is worth on average (K1: 6.2 over the deck, power cards 1-2). */
const DOWN = 6;

/** An element that is always there (an index of the flat layout's own). */
const v = (s: Int32Array, i: number): number => s[i] ?? 0;

/** K17 as the seat sees position p: face down counts the mean, a KAPOW! its penalty. */
function seen(s: Int32Array, p: number, penalty: number): number {
  const c = v(s, p + P_CARD);
  return c < 0 ? 0 : v(s, p + P_UP) === 0 ? DOWN : c === KW ? penalty : v(s, p + P_VAL);
}

/** The seat's points as it sees them (K17). */
function points(s: Int32Array, seat: number, penalty: number): number {
  let pts = 0;
  for (let w = 0; w < 12; w++) pts += seen(s, posBase(seat, w), penalty);
  return pts;
}

/** The seat's face-down cards. */
function downs(s: Int32Array, seat: number): number {
  let n = 0;
  for (let w = 0; w < 12; w++) {
    const p = posBase(seat, w);
    if (v(s, p + P_CARD) >= 0 && v(s, p + P_UP) === 0) n++;
  }
  return n;
}

/** Position j's K8 value in triad t (null: a KAPOW! card); undefined when not face up. */
function upAt(s: Int32Array, seat: number, t: number, j: number): number | null | undefined {
  const p = posBase(seat, t * 3 + j);
  const c = v(s, p + P_CARD);
  if (c < 0 || v(s, p + P_UP) === 0) return undefined;
  return c === KW ? null : v(s, p + P_VAL);
}

/** Would card `d` placed at position i complete triad t (the other two face up)? */
function completesWith(s: Int32Array, seat: number, t: number, i: number, d: number): boolean {
  const dv = d === KW ? null : faceValue(d);
  const a = i === 0 ? dv : upAt(s, seat, t, 0);
  if (a === undefined) return false;
  const b = i === 1 ? dv : upAt(s, seat, t, 1);
  if (b === undefined) return false;
  const c = i === 2 ? dv : upAt(s, seat, t, 2);
  if (c === undefined) return false;
  return completes(a, b, c);
}

/** The lowest points another seat shows (K18's test), face down at the mean. */
function othersLowest(s: Int32Array, seat: number, penalty: number): number {
  let others = Number.POSITIVE_INFINITY;
  for (let o = 0; o < v(s, PLAYERS); o++)
    if (o !== seat) others = Math.min(others, points(s, o, penalty));
  return others;
}

/**
 * The best place for card `d` (its position, triad * 3 + pos): where it saves the most
 * points (completing a triad saves the whole triad), or -1 when no place saves `least`.
 */
function bestPlace(x: Flat, seat: number, d: number, least: number): number {
  const s = x.s;
  const penalty = v(s, R_PENALTY);
  const dv = d === KW ? penalty : faceValue(d);
  const mine = points(s, seat, penalty);
  const lastDown = downs(s, seat) === 1;
  let best = -1;
  let bestGain = 0;
  for (let t = 0; t < 4; t++) {
    let sum = 0;
    for (let i = 0; i < 3; i++) sum += seen(s, posBase(seat, t * 3 + i), penalty);
    for (let i = 0; i < 3; i++) {
      const p = posBase(seat, t * 3 + i);
      if (v(s, p + P_CARD) < 0) continue;
      let gain = completesWith(s, seat, t, i, d) ? sum : seen(s, p, penalty) - dv;
      // Revealing the last face-down card goes out (K15): only when it is likely lowest (K18).
      if (v(s, WENT_OUT) < 0 && v(s, p + P_UP) === 0 && lastDown) {
        const after = mine - gain;
        if (after > 0 && after >= othersLowest(s, seat, penalty) - 2) gain -= 2 * after;
      }
      if (gain >= least && (best < 0 || gain > bestGain)) {
        best = t * 3 + i;
        bestGain = gain;
      }
    }
  }
  return best;
}

/** The first of the `n` legal actions of kind `kind` (and payload `p`, unless -1), or -1. */
function find(legal: Int32Array, n: number, kind: number, p: number): number {
  for (let i = 0; i < n; i++) {
    const c = legal[i] ?? 0;
    if (kindOf(c) === kind && (p < 0 || (c & 255) === p)) return c;
  }
  return -1;
}

/** The policy: every seat of a playout plays it, from what its own view shows. */
export function quickMove(x: Flat, legal: Int32Array, n: number): number {
  const s = x.s;
  const first = legal[0] ?? 0;
  const seat = v(s, TURN);
  switch (v(s, STAGE)) {
    case REVEAL_STAGE:
      // A middle card first.
      for (let i = 0; i < n; i++) {
        const c = legal[i] ?? 0;
        if (kindOf(c) === K_REVEAL && (c & 255) % 3 === 1) return c;
      }
      return first;
    case DRAW_STAGE: {
      const take = find(legal, n, K_DRAW, 1);
      const stock = find(legal, n, K_DRAW, 0);
      if (take < 0 || stock < 0) return take >= 0 ? take : first;
      const nd = v(s, N_DISCARD);
      const top = nd > 0 ? v(s, DISCARD + nd - 1) : -1;
      if (top < 0 || top === KW) return stock;
      return bestPlace(x, seat, top, 4) >= 0 ? take : stock;
    }
    case PLAY_STAGE: {
      const d = v(s, DRAWN);
      if (d < 0) throw new Error('quick Kai: the play stage without a drawn card');
      const discard = find(legal, n, K_DISCARD, -1);
      const spot = bestPlace(x, seat, d, discard >= 0 ? 1.5 : Number.NEGATIVE_INFINITY);
      const replace = spot < 0 ? -1 : find(legal, n, K_REPLACE, spot);
      return replace >= 0 ? replace : discard >= 0 ? discard : first;
    }
    default: {
      const end = find(legal, n, K_END, -1);
      return end >= 0 ? end : first;
    }
  }
}

/** Scratch for the legal actions of a playout: nothing is allocated per action. */
const LEGAL = new Int32Array(256);

/**
 * Plays `x` on in place with the quick policy for every seat, until the round ends or,
 * after `depth` actions, the next seat comes to draw (the search's cutoff).
 */
export function playOn(x: Flat, depth: number): void {
  const s = x.s;
  for (let steps = 0; steps < 10_000; steps++) {
    if (v(s, PHASE) !== PLAYING) return;
    if (steps >= depth && v(s, STAGE) === DRAW_STAGE) return;
    const n = legalInto(x, LEGAL);
    if (n === 0) return;
    applyCode(x, quickMove(x, LEGAL, n));
  }
}
