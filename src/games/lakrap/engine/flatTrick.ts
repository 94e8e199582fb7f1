/** A card into the trick, the trick's winner and the round's score on the flat arrays (apply.ts, laws.ts). */
import { isTwo, POWER } from './cards';
import {
  F_ROUND_SCORES,
  F_SCORES,
  type Flat,
  FOLLOW,
  GAME_OVER,
  H_LEN,
  HAS_LAST,
  HAS_ROUND_SCORES,
  LAST,
  LAST_WINNER,
  LEAD,
  MARRIAGES,
  MULT,
  MUST_K,
  MUST_Q,
  N_LAST,
  N_TAKEN,
  N_TRICK,
  NULL_GAME,
  PHASE,
  PLAYERS,
  ROUND,
  ROUND_OVER,
  ROUNDS,
  STAGE,
  seatAt,
  TAKEN,
  TEAM,
  TRICK,
  TRICKS,
  TRUMP,
  TURN,
  WINNERS,
} from './flat';

import { sheet, suitOf, takeCard } from './flatHand';

/** L9-L13 (apply.ts play, laws.ts addToTrick and winnerOf). */
export function play(x: Flat, card: number): void {
  const s = x.s;
  const seat = s[TURN] as number;
  takeCard(s, seatAt(seat), card);
  s[MUST_K] = -1;
  s[MUST_Q] = -1;
  const n = s[N_TRICK] as number;
  addCard(s, s, TRICK, n, seat, card);
  s[N_TRICK] = n + 1;
  const players = s[PLAYERS] as number;
  if (n + 1 < players) {
    s[STAGE] = FOLLOW;
    s[TURN] = (seat + 1) % players;
    return;
  }
  const winner = winnerOf(s);
  const wb = seatAt(winner);
  for (let i = 0; i < 3 * players; i++) s[LAST + i] = s[TRICK + i] as number;
  s[HAS_LAST] = 1;
  s[LAST_WINNER] = winner;
  s[N_LAST] = players;
  const t = s[wb + N_TAKEN] as number;
  for (let i = 0; i < players; i++) s[wb + TAKEN + t + i] = s[TRICK + 3 * i + 1] as number;
  s[wb + N_TAKEN] = t + players;
  s[wb + TRICKS] = (s[wb + TRICKS] as number) + 1;
  s[N_TRICK] = 0;
  s[STAGE] = LEAD;
  s[TURN] = winner;
  if (s[seatAt(0) + H_LEN] === 0) score(x);
}

/**
 * L10-L12: `card` of `seat` joins the trick of `n` cards held in `t` from `at` (the game's
 * own, or a scratch copy): what it cancels is no longer live, nor is a card that cancelled.
 */
export function addCard(
  s: Int32Array,
  t: Int32Array,
  at: number,
  n: number,
  seat: number,
  card: number,
): void {
  let last = -1;
  for (let i = n - 1; i >= 0; i--)
    if (t[at + 3 * i + 2]) {
      last = i;
      break;
    }
  let live = 1;
  if (sheet(s, card)) {
    for (let i = 0; i < last; i++) t[at + 3 * i + 2] = 0;
    live = 0;
  } else if (isTwo(card)) {
    if (last >= 0 && suitOf(s, t[at + 3 * last + 1] as number) === (card & 3)) {
      t[at + 3 * last + 2] = 0;
      live = 0;
    }
  } else
    for (let i = 0; i < n; i++)
      if (t[at + 3 * i + 2] && t[at + 3 * i + 1] === card) {
        t[at + 3 * i + 2] = 0;
        live = 0;
        break;
      }
  t[at + 3 * n] = seat;
  t[at + 3 * n + 1] = card;
  t[at + 3 * n + 2] = live;
}

/**
 * L13: the seat holding the trick of `n` cards in `t` from `at`: the highest live trump,
 * else of the led suit; -1 with no live card (a dead trick: its leader's).
 */
export function winnerIn(s: Int32Array, t: Int32Array, at: number, n: number): number {
  let suit = -1;
  for (let i = 0; i < n; i++)
    if (t[at + 3 * i + 2]) {
      suit = suitOf(s, t[at + 3 * i + 1] as number);
      break;
    }
  if (suit < 0) return -1;
  const trump = s[TRUMP] as number;
  let best = -1;
  let bestPower = -1;
  let bestTrump = false;
  for (let i = 0; i < n; i++) {
    if (!t[at + 3 * i + 2]) continue;
    const c = t[at + 3 * i + 1] as number;
    const cs = suitOf(s, c);
    const isTrump = trump >= 0 && cs === trump;
    if (!isTrump && (bestTrump || cs !== suit)) continue;
    const p = POWER[c] as number;
    if (best < 0 || (isTrump && !bestTrump) || p > bestPower) {
      best = t[at + 3 * i] as number;
      bestPower = p;
      bestTrump = isTrump;
    }
  }
  return best;
}

/** L13: the trick's winner; a dead trick: its leader. */
function winnerOf(s: Int32Array): number {
  const w = winnerIn(s, s, TRICK, s[N_TRICK] as number);
  return w < 0 ? (s[TRICK] as number) : w;
}

/** L15, L16 (laws.ts roundPoints, apply.ts score). */
function score(x: Flat): void {
  const s = x.s;
  const f = x.f;
  const n = s[PLAYERS] as number;
  const sign = s[NULL_GAME] ? -1 : 1;
  let best = -Infinity;
  for (let seat = 0; seat < n; seat++) {
    const team = s[seatAt(seat) + TEAM];
    let sum = 0;
    let size = 0;
    for (let t = 0; t < n; t++) {
      const b = seatAt(t);
      if (s[b + TEAM] !== team) continue;
      const k = s[b + TRICKS] as number;
      sum += k * k + 5 * (s[b + MARRIAGES] as number);
      size++;
    }
    const points = sign * sum * (n - size) * (s[MULT] as number) + 0;
    f[F_ROUND_SCORES + seat] = points;
    f[F_SCORES + seat] = (f[F_SCORES + seat] as number) + points;
    best = Math.max(best, f[F_SCORES + seat] as number);
  }
  s[HAS_ROUND_SCORES] = 1;
  if ((s[ROUND] as number) >= (s[ROUNDS] as number)) {
    s[PHASE] = GAME_OVER;
    let w = 0;
    for (let seat = 0; seat < n; seat++) if (f[F_SCORES + seat] === best) w |= 1 << seat;
    s[WINNERS] = w;
  } else s[PHASE] = ROUND_OVER;
}
