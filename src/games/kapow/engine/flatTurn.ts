/**
 * The round's flow on the flat arrays (flat.ts), as turn.ts and triads.ts play it, step for
 * step, the seeded generator drawn in the same order: K8 and K12's checks, the end of a
 * turn (K13, K15), final turns (K16), empty piles and the turn limit (K14), scoring (K17,
 * K18) and the next deal (K7). Each function changes the state in place.
 */
import { DECK_COUNT, faceValue, KW, P1, P2 } from './cards';
import {
  DISCARD,
  DOUBLED,
  DRAW_STAGE,
  DRAWN,
  F_RNG,
  F_ROUND_SCORES,
  F_SCORES,
  FINAL,
  type Flat,
  FROM,
  GAME_OVER,
  HAS_ROUND_SCORES,
  K_SWAP,
  MUST_KEEP,
  N_DISCARD,
  N_STOCK,
  N_SWAPS,
  P_CARD,
  P_MODS,
  P_NMODS,
  P_SIZE,
  P_UP,
  P_VAL,
  PHASE,
  PLAYERS,
  PLAYING,
  POS,
  R_DOUBLE,
  R_PENALTY,
  R_REVEALS,
  R_ROUNDS,
  R_TURN_LIMIT,
  REVEAL_STAGE,
  REVEALS_LEFT,
  ROUND,
  ROUND_OVER,
  STAGE,
  STARTER,
  STOCK,
  SWAP_STAGE,
  SWAPS,
  TURN,
  TURNS,
  WENT_OUT,
  WINNERS,
} from './flat';
import { completes, MAX_SWAPS } from './triads';

/** An element that is always there (the layout's own index). */
export const v = (a: Int32Array | Float64Array, i: number): number => a[i] ?? 0;
/** Seat `seat`'s position `w` (triad * 3 + pos): its first int. */
export const at = (seat: number, w: number): number => POS + (seat * 12 + w) * P_SIZE;
/** K6: a lone card's value face up; a KAPOW! card's own is 0 (it is wild, K8). */
export const own = (c: number): number => (c === KW ? 0 : faceValue(c));
export const isPower = (c: number): boolean => c === P1 || c === P2;

/** The K8 value of the face-up position p: null for a KAPOW! card (wild). */
const wild = (s: Int32Array, p: number): number | null =>
  v(s, p + P_CARD) === KW ? null : v(s, p + P_VAL);

/** Is position p gone or face down. */
const hidden = (s: Int32Array, p: number): boolean => v(s, p + P_CARD) < 0 || v(s, p + P_UP) === 0;

/**
 * K8 on seat `seat`'s triad `t`, positions k and o exchanged first (-1: none): a set or a
 * run of three values, worked out here without a KAPOW! card, else by `completes`.
 */
function complete(s: Int32Array, seat: number, t: number, k: number, o: number): boolean {
  const w = t * 3;
  const pa = at(seat, w === k ? o : w === o ? k : w);
  const pb = at(seat, w + 1 === k ? o : w + 1 === o ? k : w + 1);
  const pc = at(seat, w + 2 === k ? o : w + 2 === o ? k : w + 2);
  if (hidden(s, pa) || hidden(s, pb) || hidden(s, pc)) return false;
  const a = wild(s, pa);
  const b = wild(s, pb);
  const c = wild(s, pc);
  if (a === null || b === null || c === null) return completes(a, b, c);
  const step = b - a;
  return (step === 0 || step === 1 || step === -1) && c - b === step;
}

/**
 * K12 (triads.ts's swapOk): may the seat's KAPOW! card at k (face up) go with position o,
 * `done` its complete triads (bit t); the swap just made is checked by the caller.
 */
function swapOk(s: Int32Array, seat: number, k: number, o: number, done: number): boolean {
  const co = v(s, at(seat, o) + P_CARD);
  if (co < 0 || (co === KW && v(s, at(seat, o) + P_UP) === 1)) return false;
  const kt = (k / 3) | 0;
  const ot = (o / 3) | 0;
  const kDone = ((done >> kt) & 1) === 1;
  // A KAPOW! card in a complete triad is swapped only within it.
  if (kDone && kt !== ot) return false;
  const oDone = ((done >> ot) & 1) === 1;
  if (!kDone && !oDone) return true;
  // Every complete triad the swap touches stays complete.
  return (!kDone || complete(s, seat, kt, k, o)) && (!oDone || complete(s, seat, ot, k, o));
}

/** K12: the legal swaps written into `out` from `n` (the KAPOW! card first); the new count. */
export function swapsInto(s: Int32Array, out: Int32Array | null, n: number): number {
  const seat = v(s, TURN);
  const made = v(s, N_SWAPS);
  if (made >= MAX_SWAPS) return n;
  // The swap just made is not undone: its two positions, either way round.
  const la = made > 0 ? v(s, SWAPS + 2 * made - 2) : -1;
  const lb = made > 0 ? v(s, SWAPS + 2 * made - 1) : -1;
  let done = -1;
  for (let k = 0; k < 12; k++) {
    const pk = at(seat, k);
    if (v(s, pk + P_CARD) !== KW || v(s, pk + P_UP) === 0) continue;
    if (done < 0) {
      done = 0;
      for (let t = 0; t < 4; t++) if (complete(s, seat, t, -1, -1)) done |= 1 << t;
    }
    for (let o = 0; o < 12; o++) {
      if ((la === k && lb === o) || (la === o && lb === k)) continue;
      if (!swapOk(s, seat, k, o, done)) continue;
      if (out === null) return 1;
      out[n++] = (K_SWAP << 8) | (k * 12 + o);
    }
  }
  return n;
}

/** The seeded generator (lib/rng.ts), its state in `f`: a float in [0, 1). */
function random(x: Flat): number {
  const f = x.f;
  f[F_RNG] = (v(f, F_RNG) + 0x6d2b79f5) | 0;
  let t = v(f, F_RNG);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Fisher-Yates on `s[from .. from + n)`, as lib/rng.ts's shuffle. */
function shuffle(x: Flat, from: number, n: number): void {
  const s = x.s;
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random(x) * (i + 1));
    const t = v(s, from + i);
    s[from + i] = v(s, from + j);
    s[from + j] = t;
  }
}

export const push = (s: Int32Array, c: number): void => {
  const n = v(s, N_DISCARD);
  s[DISCARD + n] = c;
  s[N_DISCARD] = n + 1;
};

/** K11, K13: a position's cards onto the discard pile: modifiers as placed, then the base. */
export function pileUp(s: Int32Array, p: number): void {
  const c = v(s, p + P_CARD);
  if (c < 0) return;
  if (v(s, p + P_UP) === 1)
    for (let i = 0; i < v(s, p + P_NMODS); i++) push(s, Math.abs(v(s, p + P_MODS + i)));
  push(s, c);
}

/** K13: every complete triad of `seat` to the pile, triad 0 first, its top card last. */
function discardComplete(s: Int32Array, seat: number): void {
  for (let t = 0; t < 4; t++) {
    if (!complete(s, seat, t, -1, -1)) continue;
    for (let i = 2; i >= 0; i--) {
      pileUp(s, at(seat, t * 3 + i));
      s[at(seat, t * 3 + i) + P_CARD] = -1;
    }
  }
}

/** Does `seat` hold a face-down card (`down`), or any card at all. */
function holds(s: Int32Array, seat: number, down: boolean): boolean {
  for (let w = 0; w < 12; w++) {
    const p = at(seat, w);
    if (v(s, p + P_CARD) >= 0 && (!down || v(s, p + P_UP) === 0)) return true;
  }
  return false;
}

/** K14: refill an empty draw pile from the discard pile but its top; nothing at all: over. */
export function comeToDraw(x: Flat): void {
  const s = x.s;
  if (v(s, N_STOCK) > 0) return;
  const n = v(s, N_DISCARD);
  if (n > 1) {
    s.copyWithin(STOCK, DISCARD, DISCARD + n - 1);
    s[DISCARD] = v(s, DISCARD + n - 1);
    s[N_STOCK] = n - 1;
    s[N_DISCARD] = 1;
    shuffle(x, STOCK, n - 1);
    return;
  }
  if (n === 0) scoreRound(x, false);
}

/** K17-K19: score the round; no doubling for a round K14 ends (piles, turn limit). */
function scoreRound(x: Flat, doubling: boolean): void {
  const { s, f } = x;
  const players = v(s, PLAYERS);
  const penalty = v(s, R_PENALTY);
  for (let seat = 0; seat < players; seat++) {
    let sum = 0;
    for (let w = 0; w < 12; w++) {
      const p = at(seat, w);
      const c = v(s, p + P_CARD);
      if (c < 0) continue;
      sum += c === KW ? penalty : v(s, p + P_UP) === 1 ? v(s, p + P_VAL) : faceValue(c);
    }
    f[F_ROUND_SCORES + seat] = sum;
  }
  const out = v(s, WENT_OUT);
  s[DOUBLED] = 0;
  if (doubling && out >= 0 && v(s, R_DOUBLE) === 1) {
    const mine = v(f, F_ROUND_SCORES + out);
    let lowest = true;
    for (let seat = 0; seat < players; seat++)
      if (seat !== out && v(f, F_ROUND_SCORES + seat) <= mine) lowest = false;
    if (!lowest && mine > 0) {
      f[F_ROUND_SCORES + out] = mine * 2;
      s[DOUBLED] = 1;
    }
  }
  s[HAS_ROUND_SCORES] = 1;
  let best = Number.POSITIVE_INFINITY;
  for (let seat = 0; seat < players; seat++) {
    f[F_SCORES + seat] = v(f, F_SCORES + seat) + v(f, F_ROUND_SCORES + seat);
    best = Math.min(best, v(f, F_SCORES + seat));
    s[FINAL + seat] = 0;
  }
  s[DRAWN] = -1;
  s[FROM] = 0;
  s[MUST_KEEP] = 0;
  s[N_SWAPS] = 0;
  if (v(s, ROUND) < v(s, R_ROUNDS)) {
    s[PHASE] = ROUND_OVER;
    return;
  }
  s[PHASE] = GAME_OVER;
  let winners = 0;
  for (let seat = 0; seat < players; seat++)
    if (v(f, F_SCORES + seat) === best) winners |= 1 << seat;
  s[WINNERS] = winners;
}

/** The next seat's turn, or K16's final turns in order, or the round's score. */
function nextTurn(x: Flat): void {
  const s = x.s;
  const players = v(s, PLAYERS);
  const turn = v(s, TURN);
  if (v(s, WENT_OUT) < 0) {
    const next = (turn + 1) % players;
    s[TURN] = next;
    const reveal = v(s, REVEALS_LEFT + next) > 0;
    s[STAGE] = reveal ? REVEAL_STAGE : DRAW_STAGE;
    if (!reveal) comeToDraw(x);
    return;
  }
  for (let k = 1; k <= players; k++) {
    const seat = (turn + k) % players;
    if (v(s, FINAL + seat) === 0) continue;
    s[FINAL + seat] = 0;
    s[REVEALS_LEFT + seat] = 0;
    for (let w = 0; w < 12; w++) {
      const p = at(seat, w);
      const c = v(s, p + P_CARD);
      if (c < 0 || v(s, p + P_UP) === 1) continue;
      s[p + P_UP] = 1;
      s[p + P_NMODS] = 0;
      s[p + P_VAL] = own(c);
    }
    discardComplete(s, seat);
    // A seat left with no positions skips its final turn.
    if (!holds(s, seat, false)) continue;
    s[TURN] = seat;
    s[STAGE] = DRAW_STAGE;
    comeToDraw(x);
    return;
  }
  scoreRound(x, true);
}

/** K13, K15, K14's turn limit: the turn ends. */
export function endTurn(x: Flat): void {
  const s = x.s;
  const seat = v(s, TURN);
  const players = v(s, PLAYERS);
  discardComplete(s, seat);
  s[N_SWAPS] = 0;
  if (v(s, WENT_OUT) < 0 && !holds(s, seat, true)) {
    s[WENT_OUT] = seat;
    for (let i = 0; i < players; i++) s[FINAL + i] = i === seat ? 0 : 1;
  }
  s[TURNS] = v(s, TURNS) + 1;
  if (v(s, TURNS) >= players * v(s, R_TURN_LIMIT)) scoreRound(x, false);
  else nextTurn(x);
}

/** After the play (K11): the swap stage if a swap is legal (K12), else the turn ends. */
export function afterPlay(x: Flat): void {
  const s = x.s;
  s[DRAWN] = -1;
  s[FROM] = 0;
  s[MUST_KEEP] = 0;
  s[N_SWAPS] = 0;
  s[STAGE] = SWAP_STAGE;
  if (swapsInto(s, null, 0) === 0) endTurn(x);
}

/** K7: the next round's deal (setup.ts's deal, the same draws of the generator). */
export function nextRound(x: Flat): void {
  const s = x.s;
  const players = v(s, PLAYERS);
  const out = v(s, WENT_OUT);
  s[STARTER] = out >= 0 ? out : (v(s, STARTER) + 1) % players;
  s[ROUND] = v(s, ROUND) + 1;
  let n = 0;
  DECK_COUNT.forEach((count, c) => {
    for (let k = 0; k < count; k++) s[STOCK + n++] = c;
  });
  shuffle(x, STOCK, n);
  for (let seat = 0; seat < players; seat++)
    for (let w = 0; w < 12; w++) {
      const p = at(seat, w);
      s[p + P_CARD] = v(s, STOCK + --n);
      s[p + P_UP] = 0;
      s[p + P_NMODS] = 0;
    }
  s[DISCARD] = v(s, STOCK + --n);
  s[N_DISCARD] = 1;
  s[N_STOCK] = n;
  s[PHASE] = PLAYING;
  s[WENT_OUT] = -1;
  s[N_SWAPS] = 0;
  s[TURNS] = 0;
  s[DRAWN] = -1;
  s[FROM] = 0;
  s[MUST_KEEP] = 0;
  s[HAS_ROUND_SCORES] = 0;
  s[DOUBLED] = 0;
  const reveals = v(s, R_REVEALS);
  for (let seat = 0; seat < players; seat++) {
    s[FINAL + seat] = 0;
    s[REVEALS_LEFT + seat] = reveals;
  }
  s[TURN] = v(s, STARTER);
  s[STAGE] = reveals > 0 ? REVEAL_STAGE : DRAW_STAGE;
  if (reveals === 0) comeToDraw(x);
}
