/**
 * Playing on the flat arrays (flat.ts): the legal action codes, a random one without
 * listing them (an exchange is a random bitmask of the hand, not one of 127 listed), and
 * applying a code in place, with nothing allocated. Each step mirrors the contract's
 * (apply.ts, hand.ts, laws.ts) and a lockstep test holds them together.
 */
import { type HasRng, randomInt } from '../../../lib/rng';
import {
  CHOSEN,
  DEALER,
  DECK,
  EXCHANGE,
  EXCHANGE_CODE,
  EXPOSE,
  EXPOSE_CODE,
  type Flat,
  H_LEN,
  HAND,
  LAID,
  LEAD,
  MARRIAGES,
  MARRY,
  MUST_K,
  MUST_Q,
  N_DECK,
  N_LAID,
  NEXT_ROUND,
  PHASE,
  PLAYERS,
  PLAYING,
  ROUND,
  ROUND_OVER,
  STAGE,
  seatAt,
  TURN,
  UP,
  WED,
} from './flat';
import { dealFlat } from './flatDeal';
import {
  bits,
  canMarry,
  downs,
  earliest,
  findCard,
  mayMarry,
  playsInto,
  startExposure,
  takeCard,
} from './flatHand';
import { play } from './flatTrick';

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
