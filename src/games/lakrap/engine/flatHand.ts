/** A seat's hand and the led suit on the flat arrays (hand.ts, laws.ts), for flatPlay.ts. */
import { BLACK_JOKER, RED_JOKER, SHEET } from './cards';
import {
  CHOSEN,
  DEALER,
  EXPOSE,
  FOLLOW,
  H_LEN,
  HAND,
  HAS_LAST,
  JOKER_SUIT,
  LEAD,
  MUST_K,
  MUST_Q,
  N_TRICK,
  PLAYERS,
  SHEETS,
  STAGE,
  seatAt,
  TRICK,
  TURN,
  UP,
  WED,
} from './flat';

export const isJoker = (c: number) => c === RED_JOKER || c === BLACK_JOKER;

/** L6: a card's suit; -1 for a sheet. */
export function suitOf(s: Int32Array, c: number): number {
  if (c === SHEET) return -1;
  if (isJoker(c)) return s[SHEETS] ? -1 : (s[JOKER_SUIT] as number);
  return c & 3;
}

export const sheet = (s: Int32Array, c: number) => c === SHEET || (s[SHEETS] === 1 && isJoker(c));

/** L9: the led suit, -1 with no live card. */
export function led(s: Int32Array): number {
  const n = s[N_TRICK] as number;
  for (let i = 0; i < n; i++)
    if (s[TRICK + 3 * i + 2]) return suitOf(s, s[TRICK + 3 * i + 1] as number);
  return -1;
}

/** hand.ts findCard: the copy an action takes (face up, then shown in a marriage). */
export function findCard(s: Int32Array, b: number, card: number, unwed: boolean): number {
  const n = s[b + H_LEN] as number;
  const up = s[b + UP] as number;
  const wed = s[b + WED] as number;
  let best = -1;
  let bestRank = -1;
  for (let i = 0; i < n; i++) {
    if (s[b + HAND + i] !== card) continue;
    const w = (wed >> i) & 1;
    if (unwed && w) continue;
    const rank = ((up >> i) & 1) * 2 + (unwed ? 0 : w);
    if (rank > bestRank) {
      best = i;
      bestRank = rank;
    }
  }
  return best;
}

/** hand.ts takeCard: from the first copy's place, the marks of the copy taken traded. */
export function takeCard(s: Int32Array, b: number, card: number): void {
  const n = s[b + H_LEN] as number;
  const j = findCard(s, b, card, false);
  let i = 0;
  while (s[b + HAND + i] !== card) i++;
  let up = s[b + UP] as number;
  let wed = s[b + WED] as number;
  // Place j takes place i's marks.
  up = (up & ~(1 << j)) | (((up >> i) & 1) << j);
  wed = (wed & ~(1 << j)) | (((wed >> i) & 1) << j);
  for (let k = i; k < n - 1; k++) s[b + HAND + k] = s[b + HAND + k + 1] as number;
  const low = (1 << i) - 1;
  s[b + UP] = (up & low) | ((up >> (i + 1)) << i);
  s[b + WED] = (wed & low) | ((wed >> (i + 1)) << i);
  s[b + H_LEN] = n - 1;
}

export const hasUnwed = (s: Int32Array, b: number, card: number) => findCard(s, b, card, true) >= 0;
/** L14: seat `b` holds a K and a Q of `suit`, neither yet in a marriage. */
export const canMarry = (s: Int32Array, b: number, suit: number) =>
  hasUnwed(s, b, 48 + suit) && hasUnwed(s, b, 44 + suit);
export const mayMarry = (s: Int32Array) =>
  s[STAGE] === LEAD && s[HAS_LAST] === 1 && s[MUST_K] === -1;

/** L9, L14: the plays of the seat on turn into `buf` from `at` (each card once). */
export function playsInto(s: Int32Array, buf: Int32Array, at: number): number {
  const b = seatAt(s[TURN] as number);
  const n = s[b + H_LEN] as number;
  let mode = 0; // 0 any, 1 the marriage's K or Q, 2 follow `suit` (or a sheet)
  let suit = -1;
  if (s[STAGE] === LEAD && (s[MUST_K] as number) >= 0) mode = 1;
  else if (s[STAGE] === FOLLOW) {
    suit = led(s);
    if (suit >= 0)
      for (let i = 0; i < n; i++) if (suitOf(s, s[b + HAND + i] as number) === suit) mode = 2;
  }
  let k = at;
  for (let i = 0; i < n; i++) {
    const c = s[b + HAND + i] as number;
    if (mode === 1 && c !== s[MUST_K] && c !== s[MUST_Q]) continue;
    if (mode === 2 && suitOf(s, c) !== suit && !sheet(s, c)) continue;
    let seen = false;
    for (let j = at; j < k; j++) if (buf[j] === c) seen = true;
    if (!seen) buf[k++] = c;
  }
  return k - at;
}

/** Whether `m` takes the earliest copies of its cards among the places in `pool`. */
export function earliest(s: Int32Array, b: number, m: number, pool: number): boolean {
  const n = s[b + H_LEN] as number;
  for (let j = 0; j < n; j++) {
    if (!(m & (1 << j))) continue;
    for (let i = 0; i < j; i++)
      if (pool & (1 << i) && !(m & (1 << i)) && s[b + HAND + i] === s[b + HAND + j]) return false;
  }
  return true;
}

export const bits = (m: number) => {
  let k = 0;
  for (let v = m; v; v &= v - 1) k++;
  return k;
};

/** The places of the seat's face-down cards (L8). */
export const downs = (s: Int32Array, b: number) =>
  ((1 << (s[b + H_LEN] as number)) - 1) & ~(s[b + UP] as number);

/** L8: every seat chooses; the turn is the first from the dealer's left (deal.ts). */
export function startExposure(s: Int32Array): void {
  s[STAGE] = EXPOSE;
  const n = s[PLAYERS] as number;
  for (let seat = 0; seat < n; seat++) s[seatAt(seat) + CHOSEN] = -1;
  s[TURN] = ((s[DEALER] as number) + 1) % n;
}
