/**
 * KAPOW! as flat typed arrays, for search playouts and simulation: one Int32Array holds a
 * round (positions, piles, counters, rules), one Float64Array the numbers that may exceed
 * it (seed, generator, scores). Actions are ints; legal actions are written into a buffer
 * in exactly `legalActions`' order (flatPlay.ts); nothing is allocated per action. Loaded
 * from a `Game` and turned back into one, and kept identical to the contract by a lockstep
 * test (tests/games/kapow/flat.test.ts). This file: the layout, loading, copying, codes.
 */
import { faceValue, KW } from './cards';
import { DEFAULT_RULES, type KapowRules } from './rules';
import type { Action, Game, Mod, Pos, Stage, Where } from './state';

export interface Flat {
  s: Int32Array;
  f: Float64Array;
  /** The rules as the contract holds them (read from `s` in play; kept for `toGame`). */
  rules: KapowRules;
}

// The header of `s`.
export const PLAYERS = 0;
export const PHASE = 1;
export const ROUND = 2;
export const STARTER = 3;
export const TURN = 4;
export const STAGE = 5;
/** The drawn card, -1 for none. */
export const DRAWN = 6;
/** 0 none, 1 the draw pile, 2 the discard pile. */
export const FROM = 7;
export const MUST_KEEP = 8;
/** The first seat out, -1 for none. */
export const WENT_OUT = 9;
export const N_STOCK = 10;
export const N_DISCARD = 11;
export const N_SWAPS = 12;
export const DOUBLED = 13;
export const TURNS = 14;
export const R_ROUNDS = 15;
export const R_REVEALS = 16;
export const R_DISCARD_TAKEN = 17;
export const R_PENALTY = 18;
export const R_DOUBLE = 19;
export const R_TURN_LIMIT = 20;
export const HAS_ROUND_SCORES = 21;
/** Bit s: seat s is among the winners. */
export const WINNERS = 22;
export const REVEALS_LEFT = 24;
export const FINAL = 28;
/** Swaps made this turn: pairs of position indexes (a, b) as given. */
export const SWAPS = 32;
/** 4 seats x 12 positions (triad * 3 + pos), each P_SIZE ints. */
export const POS = 56;
/** A position: its base card (-1: gone), face up (0/1), K6 value (face up), modifiers. */
export const P_CARD = 0;
export const P_UP = 1;
export const P_VAL = 2;
export const P_NMODS = 3;
/** Each modifier: its card, negative when its sign is -. */
export const P_MODS = 4;
/** K1: 16 power cards, so no stack holds more modifiers. */
export const MAX_MODS = 16;
export const P_SIZE = P_MODS + MAX_MODS;
export const STOCK = POS + 48 * P_SIZE;
export const DECK = 118;
export const DISCARD = STOCK + DECK;
const S_SIZE = DISCARD + DECK;

// `f`: the seed, the generator's state, then scores and round scores.
export const F_SEED = 0;
export const F_RNG = 1;
export const F_SCORES = 2;
export const F_ROUND_SCORES = 6;

export const PHASES = ['playing', 'round-over', 'game-over'] as const;
export const STAGES: readonly Stage[] = ['reveal', 'draw', 'play', 'swap'];
export const [PLAYING, ROUND_OVER, GAME_OVER] = [0, 1, 2] as const;
export const [REVEAL_STAGE, DRAW_STAGE, PLAY_STAGE, SWAP_STAGE] = [0, 1, 2, 3] as const;

export const newFlat = (): Flat => ({
  s: new Int32Array(S_SIZE),
  f: new Float64Array(F_ROUND_SCORES + 4),
  rules: { ...DEFAULT_RULES },
});

/** `dst` becomes a copy of `src` (no allocation). */
export function copyInto(dst: Flat, src: Flat): Flat {
  dst.s.set(src.s);
  dst.f.set(src.f);
  dst.rules = src.rules;
  return dst;
}

/** The first int of seat `seat`'s position `w` (triad * 3 + pos). */
export const posBase = (seat: number, w: number): number => POS + (seat * 12 + w) * P_SIZE;

const indexOf = (w: Where): number => w.triad * 3 + w.pos;
const whereOf = (i: number): Where => ({ triad: Math.floor(i / 3), pos: i % 3 });
/** An element that is always there (an index of the layout's own). */
const v = (a: Int32Array | Float64Array, i: number): number => a[i] ?? 0;

function loadPos(s: Int32Array, at: number, p: Pos): void {
  if (p === null) {
    s[at + P_CARD] = -1;
    return;
  }
  s[at + P_CARD] = p.card;
  s[at + P_UP] = p.up ? 1 : 0;
  if (!p.up) return;
  if (p.mods.length > MAX_MODS) throw new Error(`${p.mods.length} modifiers on one card`);
  // K6: the stack's value (a KAPOW! card's own is 0: it is wild, and never modified).
  let val = p.card === KW ? 0 : faceValue(p.card);
  p.mods.forEach((m, i) => {
    s[at + P_MODS + i] = m.sign * m.card;
    val += m.sign * faceValue(m.card);
  });
  s[at + P_NMODS] = p.mods.length;
  s[at + P_VAL] = val;
}

/** `g` as flat arrays, into `into` (allocated when not given). */
export function load(g: Game, into: Flat = newFlat()): Flat {
  const { s, f } = into;
  s.fill(0);
  f.fill(0);
  into.rules = g.rules;
  s[PLAYERS] = g.players;
  s[PHASE] = PHASES.indexOf(g.phase);
  s[ROUND] = g.round;
  s[STARTER] = g.starter;
  s[TURN] = g.turn;
  s[STAGE] = STAGES.indexOf(g.stage);
  s[DRAWN] = g.drawn ?? -1;
  s[FROM] = g.drawnFrom === 'stock' ? 1 : g.drawnFrom === 'discard' ? 2 : 0;
  s[MUST_KEEP] = g.mustKeep ? 1 : 0;
  s[WENT_OUT] = g.wentOut ?? -1;
  s[N_STOCK] = g.stock.length;
  s[N_DISCARD] = g.discard.length;
  s[N_SWAPS] = g.swaps.length;
  s[DOUBLED] = g.doubled ? 1 : 0;
  s[TURNS] = g.turnsPlayed;
  s[R_ROUNDS] = g.rules.rounds;
  s[R_REVEALS] = g.rules.firstTurnReveals;
  s[R_DISCARD_TAKEN] = g.rules.discardTakenCard ? 1 : 0;
  s[R_PENALTY] = g.rules.kapowPenalty;
  s[R_DOUBLE] = g.rules.goingOutPenalty === 'double' ? 1 : 0;
  s[R_TURN_LIMIT] = g.rules.turnLimit;
  s[HAS_ROUND_SCORES] = g.roundScores ? 1 : 0;
  s[WINNERS] = g.winners.reduce((m, w) => m | (1 << w), 0);
  for (let seat = 0; seat < g.players; seat++) {
    s[REVEALS_LEFT + seat] = g.revealsLeft[seat] ?? 0;
    s[FINAL + seat] = g.finalTurns[seat] ? 1 : 0;
    f[F_SCORES + seat] = g.scores[seat] ?? 0;
    f[F_ROUND_SCORES + seat] = g.roundScores?.[seat] ?? 0;
    const hand = g.hands[seat] ?? [];
    for (let w = 0; w < 12; w++) loadPos(s, posBase(seat, w), hand[(w / 3) | 0]?.[w % 3] ?? null);
  }
  for (let seat = g.players; seat < 4; seat++)
    for (let w = 0; w < 12; w++) s[posBase(seat, w) + P_CARD] = -1;
  g.swaps.forEach((x, i) => {
    s[SWAPS + 2 * i] = indexOf(x.a);
    s[SWAPS + 2 * i + 1] = indexOf(x.b);
  });
  s.set(g.stock, STOCK);
  s.set(g.discard, DISCARD);
  f[F_SEED] = g.seed;
  f[F_RNG] = g.rng;
  return into;
}

function posOf(s: Int32Array, at: number): Pos {
  const card = v(s, at + P_CARD);
  if (card < 0) return null;
  if (!v(s, at + P_UP)) return { card, up: false };
  const mods: Mod[] = [];
  for (let i = 0; i < v(s, at + P_NMODS); i++) {
    const m = v(s, at + P_MODS + i);
    mods.push({ card: Math.abs(m), sign: m < 0 ? -1 : 1 });
  }
  return { card, up: true, mods };
}

/** The flat state as a contract `Game` (for tests, and whoever needs objects back). */
export function toGame(x: Flat): Game {
  const { s, f } = x;
  const players = v(s, PLAYERS);
  const seats = Array.from({ length: players }, (_, i) => i);
  const from = v(s, FROM);
  const drawn = v(s, DRAWN);
  const wentOut = v(s, WENT_OUT);
  return {
    rules: { ...x.rules },
    players,
    seed: v(f, F_SEED),
    rng: v(f, F_RNG),
    phase: PHASES[v(s, PHASE)] ?? 'playing',
    round: v(s, ROUND),
    starter: v(s, STARTER),
    turn: v(s, TURN),
    stage: STAGES[v(s, STAGE)] ?? 'draw',
    revealsLeft: seats.map((i) => v(s, REVEALS_LEFT + i)),
    drawn: drawn < 0 ? null : drawn,
    drawnFrom: from === 1 ? 'stock' : from === 2 ? 'discard' : null,
    mustKeep: v(s, MUST_KEEP) === 1,
    hands: seats.map((seat) =>
      [0, 1, 2, 3].map((t) => [0, 1, 2].map((p) => posOf(s, posBase(seat, t * 3 + p)))),
    ),
    discard: Array.from(s.subarray(DISCARD, DISCARD + v(s, N_DISCARD))),
    stock: Array.from(s.subarray(STOCK, STOCK + v(s, N_STOCK))),
    wentOut: wentOut < 0 ? null : wentOut,
    finalTurns: seats.map((i) => v(s, FINAL + i) === 1),
    swaps: Array.from({ length: v(s, N_SWAPS) }, (_, i) => ({
      a: whereOf(v(s, SWAPS + 2 * i)),
      b: whereOf(v(s, SWAPS + 2 * i + 1)),
    })),
    turnsPlayed: v(s, TURNS),
    scores: seats.map((i) => v(f, F_SCORES + i)),
    roundScores: v(s, HAS_ROUND_SCORES) ? seats.map((i) => v(f, F_ROUND_SCORES + i)) : null,
    doubled: v(s, DOUBLED) === 1,
    winners: seats.filter((i) => (v(s, WINNERS) >> i) & 1),
  };
}

// Actions as ints: the kind in the high bits, its position(s), sign and base below.
export const K_NEXT = 0;
export const K_REVEAL = 1;
export const K_DRAW = 2;
export const K_DISCARD = 3;
export const K_REPLACE = 4;
export const K_POWER = 5;
export const K_SWAP = 6;
export const K_END = 7;
export const kindOf = (code: number): number => code >> 8;
/** A power action: position w, sign (+1/-1), base 0 none, 1 held, 2 drawn. */
export const powerCode = (w: number, sign: number, base: number): number =>
  (K_POWER << 8) | (w << 3) | (sign < 0 ? 4 : 0) | base;

/** A contract action as an int (seats are implied: only the seat to act has actions). */
export function codeOf(a: Action): number {
  switch (a.type) {
    case 'next-round':
      return K_NEXT << 8;
    case 'reveal':
      return (K_REVEAL << 8) | indexOf(a.at);
    case 'draw':
      return (K_DRAW << 8) | (a.from === 'stock' ? 0 : 1);
    case 'discard':
      return K_DISCARD << 8;
    case 'replace':
      return (K_REPLACE << 8) | indexOf(a.at);
    case 'power':
      return powerCode(indexOf(a.at), a.sign, a.base === undefined ? 0 : a.base === 'held' ? 1 : 2);
    case 'swap':
      return (K_SWAP << 8) | (indexOf(a.a) * 12 + indexOf(a.b));
    case 'end':
      return K_END << 8;
  }
}

/** An int action as the contract's, for the seat to act in `x`. */
export function actionOf(x: Flat, code: number): Action {
  const seat = v(x.s, TURN);
  const p = code & 255;
  switch (kindOf(code)) {
    case K_REVEAL:
      return { type: 'reveal', seat, at: whereOf(p) };
    case K_DRAW:
      return { type: 'draw', seat, from: p === 0 ? 'stock' : 'discard' };
    case K_DISCARD:
      return { type: 'discard', seat };
    case K_REPLACE:
      return { type: 'replace', seat, at: whereOf(p) };
    case K_POWER: {
      const sign = p & 4 ? -1 : 1;
      const at = whereOf(p >> 3);
      const base = p & 3;
      if (base === 0) return { type: 'power', seat, at, sign };
      return { type: 'power', seat, at, sign, base: base === 1 ? 'held' : 'drawn' };
    }
    case K_SWAP:
      return { type: 'swap', seat, a: whereOf(Math.floor(p / 12)), b: whereOf(p % 12) };
    case K_END:
      return { type: 'end', seat };
    default:
      return { type: 'next-round' };
  }
}
