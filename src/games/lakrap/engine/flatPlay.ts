/**
 * Playing on the flat arrays (flat.ts): the legal action codes, a random one without
 * listing them (an exchange is a random bitmask of the hand, not one of 127 listed), and
 * applying a code in place, with nothing allocated. Each step mirrors the contract's
 * (apply.ts, hand.ts, laws.ts) and a lockstep test holds them together.
 */
import { type HasRng, randomInt } from '../../../lib/rng';
import { BLACK_JOKER, isTwo, POWER, RED_JOKER, SHEET } from './cards';
import {
  CHOSEN,
  DEALER,
  DECK,
  EXCHANGE,
  EXCHANGE_CODE,
  EXPOSE,
  EXPOSE_CODE,
  F_ROUND_SCORES,
  F_SCORES,
  type Flat,
  FOLLOW,
  GAME_OVER,
  H_LEN,
  HAND,
  HAS_LAST,
  HAS_ROUND_SCORES,
  JOKER_SUIT,
  LAID,
  LAST,
  LAST_WINNER,
  LEAD,
  MARRIAGES,
  MARRY,
  MULT,
  MUST_K,
  MUST_Q,
  N_DECK,
  N_LAID,
  N_LAST,
  N_TAKEN,
  N_TRICK,
  NEXT_ROUND,
  NULL_GAME,
  PHASE,
  PLAYERS,
  PLAYING,
  ROUND,
  ROUND_OVER,
  ROUNDS,
  SHEETS,
  STAGE,
  seatAt,
  TAKEN,
  TEAM,
  TRICK,
  TRICKS,
  TRUMP,
  TURN,
  UP,
  WED,
  WINNERS,
} from './flat';
import { dealFlat } from './flatDeal';

const isJoker = (c: number) => c === RED_JOKER || c === BLACK_JOKER;

/** L6: a card's suit; -1 for a sheet. */
export function suitOf(s: Int32Array, c: number): number {
  if (c === SHEET) return -1;
  if (isJoker(c)) return s[SHEETS] ? -1 : (s[JOKER_SUIT] as number);
  return c & 3;
}

const sheet = (s: Int32Array, c: number) => c === SHEET || (s[SHEETS] === 1 && isJoker(c));

/** L9: the led suit, -1 with no live card. */
function led(s: Int32Array): number {
  const n = s[N_TRICK] as number;
  for (let i = 0; i < n; i++)
    if (s[TRICK + 3 * i + 2]) return suitOf(s, s[TRICK + 3 * i + 1] as number);
  return -1;
}

/** hand.ts findCard: the copy an action takes (face up, then shown in a marriage). */
function findCard(s: Int32Array, b: number, card: number, unwed: boolean): number {
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
function takeCard(s: Int32Array, b: number, card: number): void {
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

const hasUnwed = (s: Int32Array, b: number, card: number) => findCard(s, b, card, true) >= 0;
/** L14: seat `b` holds a K and a Q of `suit`, neither yet in a marriage. */
const canMarry = (s: Int32Array, b: number, suit: number) =>
  hasUnwed(s, b, 48 + suit) && hasUnwed(s, b, 44 + suit);
const mayMarry = (s: Int32Array) => s[STAGE] === LEAD && s[HAS_LAST] === 1 && s[MUST_K] === -1;

/** L9, L14: the plays of the seat on turn into `buf` from `at` (each card once). */
function playsInto(s: Int32Array, buf: Int32Array, at: number): number {
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
function earliest(s: Int32Array, b: number, m: number, pool: number): boolean {
  const n = s[b + H_LEN] as number;
  for (let j = 0; j < n; j++) {
    if (!(m & (1 << j))) continue;
    for (let i = 0; i < j; i++)
      if (pool & (1 << i) && !(m & (1 << i)) && s[b + HAND + i] === s[b + HAND + j]) return false;
  }
  return true;
}

const bits = (m: number) => {
  let k = 0;
  for (let v = m; v; v &= v - 1) k++;
  return k;
};

/** The places of the seat's face-down cards (L8). */
const downs = (s: Int32Array, b: number) =>
  ((1 << (s[b + H_LEN] as number)) - 1) & ~(s[b + UP] as number);

/** Every legal code, each distinct action once (as the contract lists them); the count. */
export function legalInto(x: Flat, buf: Int32Array): number {
  const s = x.s;
  if (s[PHASE] === ROUND_OVER) {
    buf[0] = NEXT_ROUND;
    return 1;
  }
  if (s[PHASE] !== PLAYING) return 0;
  let k = 0;
  const stage = s[STAGE];
  if (stage === EXCHANGE) {
    const b = seatAt(s[TURN] as number);
    const all = (1 << (s[b + H_LEN] as number)) - 1;
    const most = Math.min(6, s[N_DECK] as number);
    for (let m = 0; m <= all; m++)
      if (bits(m) <= most && earliest(s, b, m, all)) buf[k++] = EXCHANGE_CODE + m;
    return k;
  }
  if (stage === EXPOSE) {
    const n = s[PLAYERS] as number;
    for (let i = 1; i <= n; i++) {
      const seat = ((s[DEALER] as number) + i) % n;
      const b = seatAt(seat);
      if ((s[b + CHOSEN] as number) >= 0) continue;
      const pool = downs(s, b);
      for (let m = pool; ; m = (m - 1) & pool) {
        if (bits(m) <= 3 && earliest(s, b, m, pool)) buf[k++] = EXPOSE_CODE + (seat << 7) + m;
        if (m === 0) break;
      }
    }
    return k;
  }
  if (mayMarry(s)) {
    const b = seatAt(s[TURN] as number);
    for (let suit = 0; suit < 4; suit++) if (canMarry(s, b, suit)) buf[k++] = MARRY + suit;
  }
  return k + playsInto(s, buf, k);
}

/**
 * A random legal code, without listing exchanges or exposures: an exchange is a random
 * bitmask of the hand (drawn again until it is legal and takes the earliest copies, so each
 * distinct exchange is as likely); in the exposure, a random seat yet to choose shows a
 * random part of its face-down cards. `buf` (7 ints or more) is scratch.
 */
export function randomCode(x: Flat, r: HasRng, buf: Int32Array): number {
  const s = x.s;
  if (s[PHASE] !== PLAYING) return NEXT_ROUND;
  const stage = s[STAGE];
  if (stage === EXCHANGE) {
    const b = seatAt(s[TURN] as number);
    const all = (1 << (s[b + H_LEN] as number)) - 1;
    const most = Math.min(6, s[N_DECK] as number);
    if (most === 0) return EXCHANGE_CODE;
    for (;;) {
      const m = randomInt(r, all + 1);
      if (bits(m) <= most && earliest(s, b, m, all)) return EXCHANGE_CODE + m;
    }
  }
  if (stage === EXPOSE) {
    const n = s[PLAYERS] as number;
    let left = 0;
    for (let seat = 0; seat < n; seat++) if ((s[seatAt(seat) + CHOSEN] as number) < 0) left++;
    let pick = randomInt(r, left);
    let seat = 0;
    for (; seat < n; seat++) if ((s[seatAt(seat) + CHOSEN] as number) < 0 && pick-- === 0) break;
    const b = seatAt(seat);
    const pool = downs(s, b);
    for (;;) {
      const m = randomInt(r, pool + 1) & pool;
      if (bits(m) <= 3 && earliest(s, b, m, pool)) return EXPOSE_CODE + (seat << 7) + m;
    }
  }
  const k = legalInto(x, buf);
  return buf[randomInt(r, k)] as number;
}

/** Applies a legal code in place. */
export function applyCode(x: Flat, code: number): void {
  const s = x.s;
  if (code === NEXT_ROUND) {
    s[DEALER] = ((s[DEALER] as number) + 1) % (s[PLAYERS] as number);
    s[ROUND] = (s[ROUND] as number) + 1;
    dealFlat(x);
    return;
  }
  if (code >= EXPOSE_CODE) expose(s, (code - EXPOSE_CODE) >> 7, code & 127);
  else if (code >= EXCHANGE_CODE) exchange(s, code & 127);
  else if (code >= MARRY) marry(s, code - MARRY);
  else play(x, code);
}

/** L14: the K and Q shown, 5 points, and the lead they force. */
function marry(s: Int32Array, suit: number): void {
  const b = seatAt(s[TURN] as number);
  s[b + WED] = (s[b + WED] as number) | (1 << findCard(s, b, 48 + suit, true));
  s[b + WED] = (s[b + WED] as number) | (1 << findCard(s, b, 44 + suit, true));
  s[b + MARRIAGES] = (s[b + MARRIAGES] as number) + 1;
  s[MUST_K] = 48 + suit;
  s[MUST_Q] = 44 + suit;
}

/** L7 (apply.ts exchange): the cards laid aside by card, as many drawn face down. */
function exchange(s: Int32Array, m: number): void {
  const seat = s[TURN] as number;
  const b = seatAt(seat);
  let count = 0;
  // The cards of the places, by card (the contract's order), where they will be laid aside.
  const at = b + LAID + (s[b + N_LAID] as number);
  for (let i = 0; i < (s[b + H_LEN] as number); i++)
    if (m & (1 << i)) {
      const c = s[b + HAND + i] as number;
      let j = count++;
      while (j > 0 && (s[at + j - 1] as number) > c) {
        s[at + j] = s[at + j - 1] as number;
        j--;
      }
      s[at + j] = c;
    }
  for (let i = 0; i < count; i++) takeCard(s, b, s[at + i] as number);
  s[b + N_LAID] = (s[b + N_LAID] as number) + count;
  for (let i = 0; i < count; i++) {
    const n = (s[N_DECK] as number) - 1;
    s[N_DECK] = n;
    s[b + HAND + (s[b + H_LEN] as number)] = s[DECK + n] as number;
    s[b + H_LEN] = (s[b + H_LEN] as number) + 1;
  }
  if (seat === s[DEALER]) startExposure(s);
  else s[TURN] = (seat + 1) % (s[PLAYERS] as number);
}

export function startExposure(s: Int32Array): void {
  s[STAGE] = EXPOSE;
  const n = s[PLAYERS] as number;
  for (let seat = 0; seat < n; seat++) s[seatAt(seat) + CHOSEN] = -1;
  s[TURN] = ((s[DEALER] as number) + 1) % n;
}

/** L8: a secret choice; after the last, every choice shown at once, and the first lead. */
function expose(s: Int32Array, seat: number, m: number): void {
  s[seatAt(seat) + CHOSEN] = m;
  const n = s[PLAYERS] as number;
  for (let i = 1; i <= n; i++) {
    const t = ((s[DEALER] as number) + i) % n;
    if ((s[seatAt(t) + CHOSEN] as number) < 0) {
      s[TURN] = t;
      return;
    }
  }
  for (let t = 0; t < n; t++) {
    const b = seatAt(t);
    s[b + UP] = (s[b + UP] as number) | (s[b + CHOSEN] as number);
    s[b + CHOSEN] = -1;
  }
  s[STAGE] = LEAD;
  s[TURN] = ((s[DEALER] as number) + 1) % n;
}

/** L9-L13 (apply.ts play, laws.ts addToTrick and winnerOf). */
function play(x: Flat, card: number): void {
  const s = x.s;
  const seat = s[TURN] as number;
  takeCard(s, seatAt(seat), card);
  s[MUST_K] = -1;
  s[MUST_Q] = -1;
  const n = s[N_TRICK] as number;
  let last = -1;
  for (let i = n - 1; i >= 0; i--)
    if (s[TRICK + 3 * i + 2]) {
      last = i;
      break;
    }
  let live = 1;
  if (sheet(s, card)) {
    for (let i = 0; i < last; i++) s[TRICK + 3 * i + 2] = 0;
    live = 0;
  } else if (isTwo(card)) {
    if (last >= 0 && suitOf(s, s[TRICK + 3 * last + 1] as number) === (card & 3)) {
      s[TRICK + 3 * last + 2] = 0;
      live = 0;
    }
  } else
    for (let i = 0; i < n; i++)
      if (s[TRICK + 3 * i + 2] && s[TRICK + 3 * i + 1] === card) {
        s[TRICK + 3 * i + 2] = 0;
        live = 0;
        break;
      }
  s[TRICK + 3 * n] = seat;
  s[TRICK + 3 * n + 1] = card;
  s[TRICK + 3 * n + 2] = live;
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

/** L13: the highest live trump, else of the led suit; a dead trick: its leader. */
function winnerOf(s: Int32Array): number {
  const suit = led(s);
  if (suit < 0) return s[TRICK] as number;
  const trump = s[TRUMP] as number;
  let best = -1;
  let bestPower = -1;
  let bestTrump = false;
  for (let i = 0; i < (s[N_TRICK] as number); i++) {
    if (!s[TRICK + 3 * i + 2]) continue;
    const c = s[TRICK + 3 * i + 1] as number;
    const cs = suitOf(s, c);
    const isTrump = trump >= 0 && cs === trump;
    if (!isTrump && (bestTrump || cs !== suit)) continue;
    const p = POWER[c] as number;
    if (best < 0 || (isTrump && !bestTrump) || p > bestPower) {
      best = s[TRICK + 3 * i] as number;
      bestPower = p;
      bestTrump = isTrump;
    }
  }
  return best;
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
    const points = sign * sum * (n - size) * (s[MULT] as number);
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
