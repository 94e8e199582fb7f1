/**
 * The rules of flatPlay.ts on the flat layout: a table meld's wilds, what frees them and
 * what fits at an end (melds.ts's, on ints), taking cards from a hand, the deal and the
 * end of a turn and of a round (turn.ts's). In lockstep with the contract.
 */
import { shuffle } from '../../../lib/rng';
import { cardAt, cardValue, decksFor, isTwo, JOKER, KINDS, rankOf, TWO } from './cards';
import {
  DEALER,
  DISCARD,
  DOWN,
  DRAW_STAGE,
  F_ROUND_SCORES,
  F_SCORES,
  type Flat,
  GAME_OVER,
  HAND_SIZE,
  HANDS,
  HAS_ROUND_SCORES,
  M_CARDS,
  M_KIND,
  M_LEN,
  M_RANK,
  M_START,
  M_SUIT,
  N_DISCARD,
  N_PUSHES,
  N_ROUND_WINNERS,
  N_STOCK,
  N_TABLE,
  PHASE,
  PLAYERS,
  PLAYING,
  R_HAND,
  R_LIMIT,
  R_ROUNDS,
  R_WILD,
  ROUND,
  ROUND_OVER,
  ROUND_WINNERS,
  STAGE,
  STOCK,
  TAKEN,
  TURN,
  TURNS,
  WINNERS,
} from './flat';

const v = (a: Int32Array, i: number): number => a[i] ?? 0;

/** C4: is `c` wild at index `i` of the meld at `at`. */
export function wildAt(s: Int32Array, at: number, i: number): boolean {
  const c = v(s, at + M_CARDS + i);
  if (c === JOKER) return true;
  if (v(s, R_WILD) === 0 || !isTwo(c)) return false;
  if (v(s, at + M_KIND) === 0) return v(s, at + M_RANK) !== TWO;
  return !(v(s, at + M_START) + i === 0 && c === cardAt(0, v(s, at + M_SUIT)));
}

/** C8: does natural `c` free the wild at index `i`. */
export function freesAt(s: Int32Array, at: number, i: number, c: number): boolean {
  if (c === JOKER || !wildAt(s, at, i)) return false;
  if (v(s, at + M_KIND) === 1) return c === cardAt(v(s, at + M_START) + i, v(s, at + M_SUIT));
  const rank = v(s, at + M_RANK);
  return rankOf(c) === rank && !(v(s, R_WILD) === 1 && isTwo(c) && rank !== TWO);
}

/** C8: may `c` go onto the meld at `at`, a run at `end` (1 low, 2 high). */
export function fitsAt(s: Int32Array, at: number, c: number, end: number): boolean {
  const wild2 = v(s, R_WILD) === 1 && isTwo(c);
  if (v(s, at + M_KIND) === 0) {
    const rank = v(s, at + M_RANK);
    return c === JOKER || (wild2 && rank !== TWO) || rankOf(c) === rank;
  }
  const p = end === 1 ? v(s, at + M_START) - 1 : v(s, at + M_START) + v(s, at + M_LEN);
  if (p < 0 || p > 12) return false;
  return c === JOKER || wild2 || c === cardAt(p, v(s, at + M_SUIT));
}

/** Puts `c` onto the meld at `at` (a set last; a run at `end`). */
export function layOnAt(s: Int32Array, at: number, c: number, end: number): void {
  const len = v(s, at + M_LEN);
  if (v(s, at + M_KIND) === 1 && end === 1) {
    s.copyWithin(at + M_CARDS + 1, at + M_CARDS, at + M_CARDS + len);
    s[at + M_CARDS] = c;
    s[at + M_START] = v(s, at + M_START) - 1;
  } else s[at + M_CARDS + len] = c;
  s[at + M_LEN] = len + 1;
}

export function addCard(s: Int32Array, seat: number, c: number): void {
  s[HANDS + seat * KINDS + c] = v(s, HANDS + seat * KINDS + c) + 1;
  s[HAND_SIZE + seat] = v(s, HAND_SIZE + seat) + 1;
}

export function dropCard(s: Int32Array, seat: number, c: number): void {
  s[HANDS + seat * KINDS + c] = v(s, HANDS + seat * KINDS + c) - 1;
  s[HAND_SIZE + seat] = v(s, HAND_SIZE + seat) - 1;
}

/** C9: the contract's deal, on the flat layout (the same draws of the generator). */
export function dealFlat(x: Flat): void {
  const s = x.s;
  const players = v(s, PLAYERS);
  const decks = decksFor(players);
  let n = 0;
  const deck = x.deck;
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) deck[n++] = c;
  for (let j = 0; j < 2 * decks; j++) deck[n++] = JOKER;
  shuffle(x.rng, deck.subarray(0, n) as unknown as number[]);
  s.fill(0, HANDS, HANDS + 6 * KINDS);
  s.fill(0, HAND_SIZE, HAND_SIZE + 6);
  const size = v(s, R_HAND);
  for (let seat = 0; seat < players; seat++) {
    for (let k = 0; k < size; k++) addCard(s, seat, v(deck, --n));
  }
  s[DISCARD] = v(deck, --n);
  s[N_DISCARD] = 1;
  s.set(deck.subarray(0, n), STOCK);
  s[N_STOCK] = n;
  s[N_TABLE] = 0;
  s.fill(0, DOWN, DOWN + 6);
  s[N_PUSHES] = 0;
  s[TAKEN] = -1;
  s[TURNS] = 0;
  s[HAS_ROUND_SCORES] = 0;
  s[PHASE] = PLAYING;
  s[STAGE] = DRAW_STAGE;
  s[TURN] = (v(s, DEALER) + 1) % players;
}

/** C12, C13: the discard ended the turn. */
export function endTurnFlat(x: Flat): void {
  const s = x.s;
  s[TAKEN] = -1;
  s[TURNS] = v(s, TURNS) + 1;
  const players = v(s, PLAYERS);
  if (v(s, HAND_SIZE + v(s, TURN)) === 0 || v(s, TURNS) >= players * v(s, R_LIMIT)) {
    scoreFlat(x);
    return;
  }
  s[TURN] = (v(s, TURN) + 1) % players;
  s[STAGE] = DRAW_STAGE;
}

/** C14-C16. */
export function scoreFlat(x: Flat): void {
  const s = x.s;
  const players = v(s, PLAYERS);
  s[TAKEN] = -1;
  let low = Number.POSITIVE_INFINITY;
  for (let seat = 0; seat < players; seat++) {
    let t = 0;
    for (let c = 0; c < KINDS; c++) t += v(s, HANDS + seat * KINDS + c) * cardValue(c);
    x.f[F_ROUND_SCORES + seat] = t;
    x.f[F_SCORES + seat] = (x.f[F_SCORES + seat] ?? 0) + t;
    low = Math.min(low, t);
  }
  let bits = 0;
  for (let seat = 0; seat < players; seat++)
    if (x.f[F_ROUND_SCORES + seat] === low) bits |= 1 << seat;
  s[HAS_ROUND_SCORES] = 1;
  s[ROUND_WINNERS + v(s, N_ROUND_WINNERS)] = bits;
  s[N_ROUND_WINNERS] = v(s, N_ROUND_WINNERS) + 1;
  if (v(s, ROUND) >= v(s, R_ROUNDS)) {
    s[PHASE] = GAME_OVER;
    let best = Number.POSITIVE_INFINITY;
    for (let seat = 0; seat < players; seat++) best = Math.min(best, x.f[F_SCORES + seat] ?? 0);
    let w = 0;
    for (let seat = 0; seat < players; seat++) if (x.f[F_SCORES + seat] === best) w |= 1 << seat;
    s[WINNERS] = w;
  } else s[PHASE] = ROUND_OVER;
}
