/**
 * Playing on the flat arrays (flat.ts): the legal actions in exactly `legalActions`' order,
 * and applying one in place (apply.ts's step), the round's flow in flatTurn.ts. Nothing is
 * allocated per action.
 */
import { faceValue, KW } from './cards';
import {
  DISCARD,
  DRAW_STAGE,
  DRAWN,
  type Flat,
  FROM,
  K_DISCARD,
  K_DRAW,
  K_END,
  K_NEXT,
  K_POWER,
  K_REPLACE,
  K_REVEAL,
  K_SWAP,
  kindOf,
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
  PLAY_STAGE,
  PLAYING,
  powerCode,
  R_DISCARD_TAKEN,
  REVEAL_STAGE,
  REVEALS_LEFT,
  ROUND_OVER,
  STAGE,
  STOCK,
  SWAPS,
  TURN,
} from './flat';
import {
  afterPlay,
  at,
  comeToDraw,
  endTurn,
  isPower,
  nextRound,
  own,
  pileUp,
  push,
  swapsInto,
  v,
} from './flatTurn';

/** K11: may the drawn card power up position p: 0 no, 1 yes, 2 yes and the base is chosen. */
function powerTarget(s: Int32Array, drawn: number, p: number): number {
  const c = v(s, p + P_CARD);
  if (c < 0 || v(s, p + P_UP) === 0 || c === KW) return 0;
  const lone = isPower(c) && v(s, p + P_NMODS) === 0;
  if (isPower(drawn)) return lone ? 2 : 1;
  return drawn >= 0 && drawn <= 12 && lone ? 1 : 0;
}

const mayDiscard = (s: Int32Array): boolean =>
  v(s, FROM) === 1 || (v(s, R_DISCARD_TAKEN) === 1 && v(s, MUST_KEEP) === 0);

/** Every legal action, written into `out` in exactly `legalActions`' order; their number. */
export function legalInto(x: Flat, out: Int32Array): number {
  const s = x.s;
  const phase = v(s, PHASE);
  if (phase === ROUND_OVER) {
    out[0] = K_NEXT << 8;
    return 1;
  }
  if (phase !== PLAYING) return 0;
  const seat = v(s, TURN);
  let n = 0;
  switch (v(s, STAGE)) {
    case REVEAL_STAGE:
      for (let w = 0; w < 12; w++) {
        const p = at(seat, w);
        if (v(s, p + P_CARD) >= 0 && v(s, p + P_UP) === 0) out[n++] = (K_REVEAL << 8) | w;
      }
      return n;
    case DRAW_STAGE:
      if (v(s, N_STOCK) > 0) out[n++] = K_DRAW << 8;
      if (v(s, N_DISCARD) > 0) out[n++] = (K_DRAW << 8) | 1;
      return n;
    case PLAY_STAGE: {
      const drawn = v(s, DRAWN);
      if (mayDiscard(s)) out[n++] = K_DISCARD << 8;
      for (let w = 0; w < 12; w++) {
        const p = at(seat, w);
        if (v(s, p + P_CARD) >= 0) out[n++] = (K_REPLACE << 8) | w;
        const kind = powerTarget(s, drawn, p);
        if (kind === 1) {
          out[n++] = powerCode(w, 1, 0);
          out[n++] = powerCode(w, -1, 0);
        } else if (kind === 2) {
          out[n++] = powerCode(w, 1, 1);
          out[n++] = powerCode(w, 1, 2);
          out[n++] = powerCode(w, -1, 1);
          out[n++] = powerCode(w, -1, 2);
        }
      }
      return n;
    }
    default:
      n = swapsInto(s, out, 0);
      out[n++] = K_END << 8;
      return n;
  }
}

/** K11: a power card onto position p (apply.ts's power case). */
function powerUp(s: Int32Array, p: number, code: number): void {
  const sign = code & 4 ? -1 : 1;
  const drawn = v(s, DRAWN);
  const held = v(s, p + P_CARD);
  const n = v(s, p + P_NMODS);
  // A lone power card under a fixed card, or under a power card when the drawn is the base.
  if (isPower(held) && n === 0 && (drawn <= 12 || (code & 3) === 2)) {
    s[p + P_CARD] = drawn;
    s[p + P_MODS] = sign * held;
    s[p + P_NMODS] = 1;
    s[p + P_VAL] = own(drawn) + sign * faceValue(held);
    return;
  }
  s[p + P_MODS + n] = sign * drawn;
  s[p + P_NMODS] = n + 1;
  s[p + P_VAL] = v(s, p + P_VAL) + sign * faceValue(drawn);
}

/** Applies a legal action (from `legalInto`) in place. */
export function applyCode(x: Flat, code: number): void {
  const s = x.s;
  const seat = v(s, TURN);
  const w = code & 255;
  switch (kindOf(code)) {
    case K_NEXT:
      nextRound(x);
      return;
    case K_REVEAL: {
      const p = at(seat, w);
      s[p + P_UP] = 1;
      s[p + P_NMODS] = 0;
      s[p + P_VAL] = own(v(s, p + P_CARD));
      const left = v(s, REVEALS_LEFT + seat) - 1;
      s[REVEALS_LEFT + seat] = left;
      if (left === 0) {
        s[STAGE] = DRAW_STAGE;
        comeToDraw(x);
      }
      return;
    }
    case K_DRAW: {
      const stock = w === 0;
      s[MUST_KEEP] = !stock && v(s, N_STOCK) === 0 ? 1 : 0;
      const pile = stock ? STOCK : DISCARD;
      const count = stock ? N_STOCK : N_DISCARD;
      const n = v(s, count) - 1;
      s[DRAWN] = v(s, pile + n);
      s[count] = n;
      s[FROM] = stock ? 1 : 2;
      s[STAGE] = PLAY_STAGE;
      return;
    }
    case K_DISCARD:
      push(s, v(s, DRAWN));
      afterPlay(x);
      return;
    case K_REPLACE: {
      const p = at(seat, w);
      pileUp(s, p);
      const d = v(s, DRAWN);
      s[p + P_CARD] = d;
      s[p + P_UP] = 1;
      s[p + P_NMODS] = 0;
      s[p + P_VAL] = own(d);
      afterPlay(x);
      return;
    }
    case K_POWER:
      powerUp(s, at(seat, w >> 3), w);
      afterPlay(x);
      return;
    case K_SWAP: {
      const a = (w / 12) | 0;
      const b = w % 12;
      const pa = at(seat, a);
      const pb = at(seat, b);
      for (let i = 0; i < P_SIZE; i++) {
        const t = v(s, pa + i);
        s[pa + i] = v(s, pb + i);
        s[pb + i] = t;
      }
      const n = v(s, N_SWAPS);
      s[SWAPS + 2 * n] = a;
      s[SWAPS + 2 * n + 1] = b;
      s[N_SWAPS] = n + 1;
      if (swapsInto(s, null, 0) === 0) endTurn(x);
      return;
    }
    case K_END:
      endTurn(x);
      return;
  }
}
