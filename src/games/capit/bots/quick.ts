/**
 * The expert's playout policy on the flat engine (engine/flat*.ts): quick habits for every
 * seat, read from that seat's own hand and the public table only. Draw: take a wild, a card
 * that goes onto a meld once down, or one beside the hand's cards (its rank for sets, its
 * suit's neighbour for runs); push otherwise. Then lay any listed meld, free, lay off, and
 * discard the card with the fewest partners, the higher first. At the cutoff each hand is
 * valued at its points, less once its seat is down (it sheds them).
 */

import {
  applyCode,
  DISCARD,
  DISCARD_CODE,
  DOWN,
  DRAW_STAGE,
  F_ROUND_SCORES,
  type Flat,
  fitsAt,
  HAND_SIZE,
  HANDS,
  HAS_ROUND_SCORES,
  JOKER,
  KINDS,
  LAYOFF,
  legalInto,
  meldAt,
  N_DISCARD,
  N_TABLE,
  PHASE,
  PLAYERS,
  PLAYING,
  PUSH,
  R_PUSH,
  R_WILD,
  STAGE,
  TAKE,
  TURN,
} from '../engine/fast';

const BUF = new Int32Array(1 << 14);
const v = (a: Int32Array, i: number): number => a[i] ?? 0;
const VALUE = Array.from({ length: KINDS }, (_, c) =>
  c === JOKER ? 20 : c >> 2 <= 1 ? 15 : c >> 2 >= 9 ? 10 : 5,
);
const wild = (s: Int32Array, c: number) => c === JOKER || (v(s, R_WILD) === 1 && c >> 2 === 1);
const place = (c: number) => ((c >> 2) + 12) % 13;

/** How many cards of the hand at `h` go with `c` (its rank, its suit within two places). */
function partners(s: Int32Array, h: number, c: number): number {
  const r = c >> 2;
  let n = 0;
  for (let su = 0; su < 4; su++) n += v(s, h + r * 4 + su);
  n -= v(s, h + c) > 0 ? 1 : 0;
  const p = place(c);
  const su = c & 3;
  for (let d = -2; d <= 2; d++) {
    const q = p + d;
    if (d === 0 || q < 0 || q > 12) continue;
    if (v(s, h + ((q + 1) % 13) * 4 + su) > 0) n += 1;
  }
  return n;
}

function drawCode(x: Flat): number {
  const s = x.s;
  if (v(s, R_PUSH) === 0) return TAKE;
  const seat = v(s, TURN);
  const top = v(s, DISCARD + v(s, N_DISCARD) - 1);
  if (wild(s, top)) return TAKE;
  if (v(s, DOWN + seat) === 1) {
    for (let m = 0; m < v(s, N_TABLE); m++) {
      const at = meldAt(m);
      if (fitsAt(s, at, top, 1) || fitsAt(s, at, top, 2)) return TAKE;
    }
    return PUSH;
  }
  return partners(s, HANDS + seat * KINDS, top) >= 2 ? TAKE : PUSH;
}

/** The quick policy's code for the seat on turn (after `legalInto` into BUF: `n` codes). */
function meldStageCode(x: Flat, n: number): number {
  const s = x.s;
  let discard = -1;
  let worst = Number.POSITIVE_INFINITY;
  const h = HANDS + v(s, TURN) * KINDS;
  for (let i = 0; i < n; i++) {
    const code = v(BUF, i);
    if (code >= LAYOFF) return code;
    const c = code - DISCARD_CODE;
    if (c < 0) continue;
    const keep = wild(s, c) ? 100 : partners(s, h, c) * 10 - (VALUE[c] ?? 0);
    if (keep < worst) {
      worst = keep;
      discard = code;
    }
  }
  return discard;
}

/** Plays `x` on for at most `steps` actions or to the round's end. */
export function playOn(x: Flat, steps: number): void {
  const s = x.s;
  for (let k = 0; k < steps && v(s, PHASE) === PLAYING; k++) {
    if (v(s, STAGE) === DRAW_STAGE) {
      applyCode(x, drawCode(x));
      continue;
    }
    const n = legalInto(x, BUF);
    const code = meldStageCode(x, n);
    if (code < 0) return;
    applyCode(x, code);
  }
}

/** How well the round went for `seat`: the others' mean points less its own (or estimates). */
export function valueFor(x: Flat, seat: number): number {
  const s = x.s;
  const players = v(s, PLAYERS);
  const est = (p: number): number => {
    if (v(s, PHASE) !== PLAYING && v(s, HAS_ROUND_SCORES) === 1)
      return x.f[F_ROUND_SCORES + p] ?? 0;
    let t = 0;
    const h = HANDS + p * KINDS;
    for (let c = 0; c < KINDS; c++) t += v(s, h + c) * (VALUE[c] ?? 0);
    return v(s, DOWN + p) === 1 ? t * 0.5 + v(s, HAND_SIZE + p) : t + 15;
  };
  let others = 0;
  for (let p = 0; p < players; p++) if (p !== seat) others += est(p);
  return others / (players - 1) - est(seat);
}
