/**
 * La Krap as flat typed arrays, for search playouts and simulation: one Int32Array holds a
 * round (hands with their face-up and marriage marks as bitmasks, the trick, the deck,
 * tricks taken), one Float64Array the seed and the scores. Actions are ints; nothing is
 * allocated per action (flatPlay.ts). Loaded from a `Game` and turned back into one, and
 * kept identical to the contract by a lockstep test (tests/games/lakrap/flat.test.ts).
 * This file: the layout, loading, copying, and action codes.
 */
import { type Card, cardCode, parseCard, suitCode, suitOfCode } from './cards';
import type { LakrapRules } from './rules';
import type { Action, Game, Phase, Played, Stage } from './state';

export interface Flat {
  s: Int32Array;
  f: Float64Array;
  /** The seeded generator's state (lib/rng's HasRng), for the next deal. */
  r: { rng: number };
  rules: LakrapRules;
}

// The header of `s`.
export const PLAYERS = 0;
export const PHASE = 1;
export const ROUND = 2;
export const ROUNDS = 3;
export const DEALER = 4;
export const TURN = 5;
export const STAGE = 6;
export const TRUMP = 7;
export const NULL_GAME = 8;
export const JOKER_SUIT = 9;
export const SHEETS = 10;
export const MULT = 11;
export const N_DECK = 12;
export const N_IND = 13;
export const N_TRICK = 14;
/** The last trick: 0 none; its winner and its number of cards. */
export const HAS_LAST = 15;
export const LAST_WINNER = 16;
export const N_LAST = 17;
/** L14: the K and Q the next lead must be one of; -1 none. */
export const MUST_K = 18;
export const MUST_Q = 19;
export const HAS_ROUND_SCORES = 20;
/** Bit s: seat s is among the winners. */
export const WINNERS = 21;
export const IND = 24;
/** The trick, then the last trick: (seat, card, live) per card. */
export const TRICK = 28;
export const LAST = TRICK + 18;
/** The deck, top last. */
export const DECK = LAST + 18;
export const SEATS = DECK + 72;
// A seat's block: its hand (up to 7 cards) and marks, and what it has taken and laid aside.
export const H_LEN = 0;
export const HAND = 1;
/** Bit i: the card at i is face up (L3, L8); shown in a marriage (L14). */
export const UP = 8;
export const WED = 9;
export const TEAM = 10;
export const TRICKS = 11;
export const MARRIAGES = 12;
/** L8: the exposure chosen, a bitmask of hand places; -1: not chosen yet. */
export const CHOSEN = 13;
export const N_LAID = 14;
export const LAID = 15;
export const N_TAKEN = 21;
export const TAKEN = 22;
export const SEAT_SIZE = TAKEN + 42;
const S_SIZE = SEATS + 6 * SEAT_SIZE;

export const F_SEED = 0;
export const F_SCORES = 1;
export const F_ROUND_SCORES = 7;

export const PHASES: readonly Phase[] = ['playing', 'round-over', 'game-over'];
export const STAGES: readonly Stage[] = ['exchange', 'expose', 'lead', 'follow'];
export const [PLAYING, ROUND_OVER, GAME_OVER] = [0, 1, 2] as const;
export const [EXCHANGE, EXPOSE, LEAD, FOLLOW] = [0, 1, 2, 3] as const;

// Action codes: a play is its card; then marriages, exchanges and exposures (bitmasks of
// hand places), and the next round.
export const MARRY = 64;
export const EXCHANGE_CODE = 128;
export const EXPOSE_CODE = 256;
export const NEXT_ROUND = 1024;

export const newFlat = (): Flat => ({
  s: new Int32Array(S_SIZE),
  f: new Float64Array(F_ROUND_SCORES + 6),
  r: { rng: 0 },
  rules: { rounds: 1 },
});

export const seatAt = (seat: number): number => SEATS + seat * SEAT_SIZE;

const mask = (flags: readonly boolean[]): number =>
  flags.reduce((m, b, i) => (b ? m | (1 << i) : m), 0);

const putPlayed = (s: Int32Array, at: number, cards: readonly Played[]) =>
  cards.forEach((p, i) => {
    s[at + 3 * i] = p.seat;
    s[at + 3 * i + 1] = p.card;
    s[at + 3 * i + 2] = p.live ? 1 : 0;
  });

/** A game into `x` (its arrays reused). */
export function load(g: Game, x: Flat): void {
  const s = x.s;
  s.fill(0);
  s[PLAYERS] = g.players;
  s[PHASE] = PHASES.indexOf(g.phase);
  s[ROUND] = g.round;
  s[ROUNDS] = g.rules.rounds;
  s[DEALER] = g.dealer;
  s[TURN] = g.turn;
  s[STAGE] = STAGES.indexOf(g.stage);
  s[TRUMP] = g.kind.trump;
  s[NULL_GAME] = g.kind.null ? 1 : 0;
  s[JOKER_SUIT] = g.kind.jokerSuit;
  s[SHEETS] = g.kind.sheets ? 1 : 0;
  s[MULT] = g.kind.multiplier;
  s[N_DECK] = g.deck.length;
  s.set(g.deck, DECK);
  s[N_IND] = g.indicators.length;
  s.set(g.indicators, IND);
  s[N_TRICK] = g.trick.length;
  putPlayed(s, TRICK, g.trick);
  s[HAS_LAST] = g.lastTrick ? 1 : 0;
  s[LAST_WINNER] = g.lastTrick?.winner ?? 0;
  s[N_LAST] = g.lastTrick?.cards.length ?? 0;
  putPlayed(s, LAST, g.lastTrick?.cards ?? []);
  s[MUST_K] = g.mustLead?.[0] ?? -1;
  s[MUST_Q] = g.mustLead?.[1] ?? -1;
  s[HAS_ROUND_SCORES] = g.roundScores ? 1 : 0;
  s[WINNERS] = g.winners.reduce((m, w) => m | (1 << w), 0);
  for (let seat = 0; seat < g.players; seat++) {
    const b = seatAt(seat);
    const h = g.hands[seat] ?? [];
    s[b + H_LEN] = h.length;
    s.set(h, b + HAND);
    s[b + UP] = mask(g.up[seat] ?? []);
    s[b + WED] = mask(g.wed[seat] ?? []);
    s[b + TEAM] = g.teams[seat] ?? seat;
    s[b + TRICKS] = g.tricks[seat] ?? 0;
    s[b + MARRIAGES] = g.marriages[seat] ?? 0;
    const chosen = g.chosen[seat] ?? null;
    s[b + CHOSEN] = chosen === null ? -1 : chosenMask(h, g.up[seat] ?? [], chosen);
    const laid = g.laidAside[seat] ?? [];
    s[b + N_LAID] = laid.length;
    s.set(laid, b + LAID);
    const taken = g.taken[seat] ?? [];
    s[b + N_TAKEN] = taken.length;
    s.set(taken, b + TAKEN);
  }
  const f = x.f;
  f.fill(0);
  f[F_SEED] = g.seed;
  g.scores.forEach((v, i) => {
    f[F_SCORES + i] = v;
  });
  g.roundScores?.forEach((v, i) => {
    f[F_ROUND_SCORES + i] = v;
  });
  x.r.rng = g.rng;
  x.rules = { ...g.rules };
}

/** L8: the places of an exposure's cards: each the earliest face-down copy not yet taken. */
function chosenMask(h: readonly Card[], up: readonly boolean[], cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) {
    const i = h.findIndex((x, k) => x === c && !up[k] && !(m & (1 << k)));
    if (i >= 0) m |= 1 << i;
  }
  return m;
}

const playedOf = (s: Int32Array, at: number, n: number): Played[] =>
  Array.from({ length: n }, (_, i) => ({
    seat: s[at + 3 * i] as number,
    card: s[at + 3 * i + 1] as number,
    live: s[at + 3 * i + 2] === 1,
  }));

const list = (s: Int32Array, at: number, n: number): Card[] => Array.from(s.subarray(at, at + n));
const flags = (m: number, n: number): boolean[] =>
  Array.from({ length: n }, (_, i) => (m & (1 << i)) !== 0);

/** The cards at a bitmask's places of a hand, by card (the contract's order for both). */
export function cardsAt(s: Int32Array, b: number, m: number): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < (s[b + H_LEN] ?? 0); i++) if (m & (1 << i)) out.push(s[b + HAND + i] as Card);
  return out.sort((p, q) => p - q);
}

/** `x` as a contract Game (for checks, and to hand a playout's end back). */
export function toGame(x: Flat): Game {
  const s = x.s;
  const n = s[PLAYERS] as number;
  const seats = Array.from({ length: n }, (_, seat) => seatAt(seat));
  const at = (i: number) => s[i] as number;
  return {
    rules: { ...x.rules },
    players: n,
    seed: x.f[F_SEED] as number,
    rng: x.r.rng,
    phase: PHASES[at(PHASE)] as Phase,
    round: at(ROUND),
    dealer: at(DEALER),
    turn: at(TURN),
    stage: STAGES[at(STAGE)] as Stage,
    hands: seats.map((b) => list(s, b + HAND, at(b + H_LEN))),
    up: seats.map((b) => flags(at(b + UP), at(b + H_LEN))),
    wed: seats.map((b) => flags(at(b + WED), at(b + H_LEN))),
    teams: seats.map((b) => at(b + TEAM)),
    kind: {
      trump: at(TRUMP),
      null: at(NULL_GAME) === 1,
      jokerSuit: at(JOKER_SUIT),
      sheets: at(SHEETS) === 1,
      multiplier: at(MULT),
    },
    indicators: list(s, IND, at(N_IND)),
    deck: list(s, DECK, at(N_DECK)),
    chosen: seats.map((b) => (at(b + CHOSEN) < 0 ? null : cardsAt(s, b, at(b + CHOSEN)))),
    trick: playedOf(s, TRICK, at(N_TRICK)),
    lastTrick: at(HAS_LAST)
      ? { cards: playedOf(s, LAST, at(N_LAST)), winner: at(LAST_WINNER) }
      : null,
    taken: seats.map((b) => list(s, b + TAKEN, at(b + N_TAKEN))),
    laidAside: seats.map((b) => list(s, b + LAID, at(b + N_LAID))),
    tricks: seats.map((b) => at(b + TRICKS)),
    marriages: seats.map((b) => at(b + MARRIAGES)),
    mustLead: at(MUST_K) < 0 ? null : [at(MUST_K), at(MUST_Q)],
    scores: Array.from({ length: n }, (_, i) => x.f[F_SCORES + i] as number),
    roundScores: at(HAS_ROUND_SCORES)
      ? Array.from({ length: n }, (_, i) => x.f[F_ROUND_SCORES + i] as number)
      : null,
    winners: Array.from({ length: n }, (_, i) => i).filter((i) => at(WINNERS) & (1 << i)),
  };
}

/** `src` into `dst` (a playout's private copy; nothing allocated). */
export function copyInto(src: Flat, dst: Flat): void {
  dst.s.set(src.s);
  dst.f.set(src.f);
  dst.r.rng = src.r.rng;
  dst.rules = src.rules;
}

/** A code as the contract's action (its cards by card, as the contract lists them). */
export function actionOf(x: Flat, code: number): Action {
  const s = x.s;
  if (code === NEXT_ROUND) return { type: 'next-round' };
  if (code >= EXPOSE_CODE) {
    const seat = (code - EXPOSE_CODE) >> 7;
    return { type: 'expose', seat, cards: cardsAt(s, seatAt(seat), code & 127).map(cardCode) };
  }
  const seat = s[TURN] as number;
  if (code >= EXCHANGE_CODE)
    return { type: 'exchange', seat, cards: cardsAt(s, seatAt(seat), code & 127).map(cardCode) };
  if (code >= MARRY) return { type: 'marriage', seat, suit: suitCode(code - MARRY) };
  return { type: 'play', seat, card: cardCode(code) };
}

/** A legal contract action as its code (an exchange or exposure: the earliest copies). */
export function codeOf(x: Flat, a: Action): number {
  const s = x.s;
  switch (a.type) {
    case 'next-round':
      return NEXT_ROUND;
    case 'play':
      return parseCard(a.card) ?? -1;
    case 'marriage':
      return MARRY + suitOfCode(a.suit);
    case 'exchange':
    case 'expose': {
      const b = seatAt(a.seat);
      const h = list(s, b + HAND, s[b + H_LEN] as number);
      const up = a.type === 'expose' ? flags(s[b + UP] as number, h.length) : h.map(() => false);
      const m = chosenMask(
        h,
        up,
        a.cards.map((c) => parseCard(c) as Card),
      );
      return a.type === 'exchange' ? EXCHANGE_CODE + m : EXPOSE_CODE + (a.seat << 7) + m;
    }
  }
}
