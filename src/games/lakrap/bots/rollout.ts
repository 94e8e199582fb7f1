/**
 * The expert's playout policy on the flat engine (engine/fast.ts: no views, no objects):
 * every seat plays a quick greedy game from what it may see, its own hand and the trick.
 * It asks the engine what its card would do to the trick (addCard, winnerIn). It lays
 * nothing aside and shows nothing; it marries in a trump game. Cheap on purpose: many
 * playouts beat a few clever ones.
 */

import * as fast from '../engine/fast';
import { BLACK_JOKER, POWER, RED_JOKER, SHEET } from '../engine/fast';

const { addCard, applyCode, legalInto, seatAt, winnerIn } = fast;
const { EXCHANGE, EXCHANGE_CODE, EXPOSE, EXPOSE_CODE, MARRY, N_TRICK, NULL_GAME } = fast;
const { CHOSEN, DEALER, PHASE, PLAYERS, PLAYING, STAGE, TEAM, TRICK, TRUMP, TURN } = fast;
const { JOKER_SUIT, SHEETS } = fast;

const BUF = new Int32Array(256);
const T = new Int32Array(3 * 8);

/** L6: the card's suit (a joker's is the joker suit; -1 for a sheet). */
function suitOf(s: Int32Array, c: number): number {
  if (c === SHEET) return -1;
  if (c === RED_JOKER || c === BLACK_JOKER) return s[SHEETS] ? -1 : (s[JOKER_SUIT] as number);
  return c & 3;
}

/** The card's strength to keep: its rank, a trump's well above any other, a sheet between. */
function worth(s: Int32Array, c: number): number {
  if (c === SHEET || (s[SHEETS] && (c === RED_JOKER || c === BLACK_JOKER))) return 15;
  const p = POWER[c] as number;
  return suitOf(s, c) === s[TRUMP] && (s[TRUMP] as number) >= 0 ? 20 + p : p;
}

/** The quick policy's choice for the seat to act. */
export function quickCode(x: fast.Flat): number {
  const s = x.s;
  const stage = s[STAGE];
  if (stage === EXCHANGE) return EXCHANGE_CODE;
  if (stage === EXPOSE) {
    const n = s[PLAYERS] as number;
    for (let i = 1; i <= n; i++) {
      const seat = ((s[DEALER] as number) + i) % n;
      if ((s[seatAt(seat) + CHOSEN] as number) < 0) return EXPOSE_CODE + (seat << 7);
    }
  }
  const k = legalInto(x, BUF);
  const win = s[NULL_GAME] === 0;
  if (win && k > 0 && (BUF[0] as number) >= MARRY) return BUF[0] as number;
  const me = s[TURN] as number;
  const team = s[seatAt(me) + TEAM];
  const n = s[N_TRICK] as number;
  const last = n === (s[PLAYERS] as number) - 1;
  let best = BUF[0] as number;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < k; i++) {
    const c = BUF[i] as number;
    if (c >= MARRY) continue;
    for (let j = 0; j < 3 * n; j++) T[j] = s[TRICK + j] as number;
    addCard(s, T, 0, n, me, c);
    let w = winnerIn(s, T, 0, n + 1);
    if (w < 0) w = T[0] as number;
    const mine = s[seatAt(w) + TEAM] === team;
    const str = worth(s, c);
    let score: number;
    if (n === 0) score = win ? str : -str;
    else if (win) score = mine ? (w === me && !last ? 95 + str * 0.2 : 100 - str) : -str;
    else score = mine ? -100 + str : str;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** Plays the round out with the quick policy for every seat. */
export function playOn(x: fast.Flat): void {
  const s = x.s;
  for (let steps = 0; steps < 200 && s[PHASE] === PLAYING; steps++) applyCode(x, quickCode(x));
}
