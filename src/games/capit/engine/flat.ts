/**
 * Cap-It as flat typed arrays, for search playouts and simulation: one Int32Array holds a
 * round (hands as counts, piles, the table, pushes, counters, rules), one Float64Array the
 * scores; actions are ints, written by `legalInto` (flatPlay.ts) in exactly
 * `legalActions`' order, melds among them read from a move buffer. Nothing is allocated per
 * action. Loaded from a `Game`, turned back into one, and kept identical to the contract
 * by a lockstep test (tests/games/capit/flat.test.ts). This file: the layout, loading,
 * copying and turning back.
 */
import { type Card, KINDS } from './cards';
import { type Finder, newFinder } from './finder';
import type { CapitRules } from './rules';
import type { Game, TableMeld } from './state';

export interface Flat {
  s: Int32Array;
  f: Float64Array;
  /** The rules as the contract holds them (contracts read at each deal). */
  rules: CapitRules;
  /** The generator's state, as `lib/rng` keeps it. */
  rng: { rng: number };
  seed: number;
  /** The listed meld and free moves of the last `legalInto`: MOVE_AT[k] is where move k starts. */
  moves: Int32Array;
  moveAt: Int32Array;
  finder: Finder;
  /** A second finder, to turn a listed move back into melds. */
  scratch: Finder;
  /** The round's contract as the finder takes it (`setRound`). */
  needs: { n: number; kinds: Int32Array; lengths: Int32Array };
  /** What the finder's callback writes to while `legalInto` lists (flatPlay.ts). */
  work: {
    buf: Int32Array;
    n: number;
    mv: number;
    budget: number;
    freeCard: number;
    freeMeld: number;
    freeIndex: number;
  };
  /** The finder's callback, made once: records a listed move. */
  record: () => boolean;
  /** Scratch for a deal. */
  deck: Int32Array;
}

export const PLAYERS = 0;
export const PHASE = 1;
export const ROUND = 2;
export const DEALER = 3;
export const TURN = 4;
export const STAGE = 5;
export const TAKEN = 6;
export const TURNS = 7;
export const N_STOCK = 8;
export const N_DISCARD = 9;
export const N_TABLE = 10;
export const N_PUSHES = 11;
export const R_HAND = 12;
export const R_LIMIT = 13;
export const R_OPTIONS = 14;
export const R_ROUNDS = 15;
export const R_PUSH = 16;
export const R_WILD = 17;
export const HAS_ROUND_SCORES = 18;
export const N_ROUND_WINNERS = 19;
/** Bit s: seat s won the match. */
export const WINNERS = 20;
export const N_MOVES = 21;
export const DOWN = 24;
export const HAND_SIZE = 30;
/** Seat s's count of card c at HANDS + s * KINDS + c. */
export const HANDS = 36;
export const STOCK = HANDS + 6 * KINDS;
export const DISCARD = STOCK + 162;
/** Each push: seat, discard, stock card. */
export const PUSHES = DISCARD + 162;
/** Each round scored: a bit per seat that won it. */
export const ROUND_WINNERS = PUSHES + 3 * 100;
export const TABLE = ROUND_WINNERS + 32;
/** A table meld: owner, kind (0 set, 1 run), rank, suit, start, length, then its cards. */
export const M_OWNER = 0;
export const M_KIND = 1;
export const M_RANK = 2;
export const M_SUIT = 3;
export const M_START = 4;
export const M_LEN = 5;
export const M_CARDS = 6;
/** No meld holds more (C1: 12 of a rank, 12 twos, 6 jokers). */
export const MELD_MAX = 32;
export const M_SIZE = M_CARDS + MELD_MAX;
export const TABLE_MAX = 60;
const S_SIZE = TABLE + TABLE_MAX * M_SIZE;

export const F_SCORES = 0;
export const F_ROUND_SCORES = 6;

export const [PLAYING, ROUND_OVER, GAME_OVER] = [0, 1, 2] as const;
export const PHASES = ['playing', 'round-over', 'game-over'] as const;
export const [DRAW_STAGE, MELD_STAGE] = [0, 1] as const;

/** A new flat engine; `record` is flatPlay's `recordMove`, bound to it. */
export function newFlat(recordMove: (x: Flat) => boolean): Flat {
  const x: Flat = {
    s: new Int32Array(S_SIZE),
    f: new Float64Array(12),
    rules: {
      handSize: 10,
      turnLimit: 60,
      meldOptions: 64,
      rounds: 5,
      push: true,
      wildTwos: true,
      contracts: [],
    },
    rng: { rng: 0 },
    seed: 0,
    moves: new Int32Array(1 << 18),
    moveAt: new Int32Array(4096),
    finder: newFinder(),
    scratch: newFinder(),
    needs: { n: 0, kinds: new Int32Array(8), lengths: new Int32Array(8) },
    deck: new Int32Array(162),
    work: {
      buf: new Int32Array(0),
      n: 0,
      mv: 0,
      budget: 0,
      freeCard: -1,
      freeMeld: 0,
      freeIndex: 0,
    },
    record: () => true,
  };
  x.record = () => recordMove(x);
  return x;
}

/** `dst` becomes a copy of `src` (no allocation; the move list is not copied). */
export function copyInto(dst: Flat, src: Flat): Flat {
  dst.s.set(src.s);
  dst.f.set(src.f);
  dst.rules = src.rules;
  dst.rng.rng = src.rng.rng;
  dst.seed = src.seed;
  dst.needs.n = src.needs.n;
  dst.needs.kinds.set(src.needs.kinds);
  dst.needs.lengths.set(src.needs.lengths);
  dst.s[N_MOVES] = 0;
  return dst;
}

export const meldAt = (i: number): number => TABLE + i * M_SIZE;
const v = (a: Int32Array | Float64Array, i: number): number => a[i] ?? 0;

/** `x` becomes `g` (rules, round, hands, piles, table, pushes, scores). */
export function load(g: Game, x: Flat): Flat {
  const s = x.s;
  s.fill(0);
  x.f.fill(0);
  x.rules = g.rules;
  x.rng.rng = g.rng;
  x.seed = g.seed;
  s[PLAYERS] = g.players;
  s[PHASE] = PHASES.indexOf(g.phase);
  s[ROUND] = g.round;
  s[DEALER] = g.dealer;
  s[TURN] = g.turn;
  s[STAGE] = g.stage === 'draw' ? DRAW_STAGE : MELD_STAGE;
  s[TAKEN] = g.taken;
  s[TURNS] = g.turnsPlayed;
  s[R_HAND] = g.rules.handSize;
  s[R_LIMIT] = g.rules.turnLimit;
  s[R_OPTIONS] = g.rules.meldOptions;
  s[R_ROUNDS] = g.rules.rounds;
  s[R_PUSH] = g.rules.push ? 1 : 0;
  s[R_WILD] = g.rules.wildTwos ? 1 : 0;
  g.hands.forEach((h, seat) => {
    s[HAND_SIZE + seat] = h.length;
    for (const c of h) s[HANDS + seat * KINDS + c] = v(s, HANDS + seat * KINDS + c) + 1;
  });
  g.down.forEach((d, seat) => {
    s[DOWN + seat] = d ? 1 : 0;
  });
  s.set(g.stock, STOCK);
  s[N_STOCK] = g.stock.length;
  s.set(g.discard, DISCARD);
  s[N_DISCARD] = g.discard.length;
  if (g.table.length > TABLE_MAX) throw new Error(`${g.table.length} melds on the table`);
  g.table.forEach((m, i) => {
    const at = meldAt(i);
    if (m.cards.length > MELD_MAX) throw new Error(`a meld of ${m.cards.length} cards`);
    s[at + M_OWNER] = m.owner;
    s[at + M_KIND] = m.kind === 'set' ? 0 : 1;
    s[at + M_RANK] = m.rank;
    s[at + M_SUIT] = m.suit;
    s[at + M_START] = m.start;
    s[at + M_LEN] = m.cards.length;
    s.set(m.cards, at + M_CARDS);
  });
  s[N_TABLE] = g.table.length;
  g.pushes.forEach((p, i) => {
    s[PUSHES + 3 * i] = p.seat;
    s[PUSHES + 3 * i + 1] = p.discard;
    s[PUSHES + 3 * i + 2] = p.stock;
  });
  s[N_PUSHES] = g.pushes.length;
  g.scores.forEach((n, i) => {
    x.f[F_SCORES + i] = n;
  });
  s[HAS_ROUND_SCORES] = g.roundScores ? 1 : 0;
  g.roundScores?.forEach((n, i) => {
    x.f[F_ROUND_SCORES + i] = n;
  });
  g.roundWinners.forEach((w, i) => {
    s[ROUND_WINNERS + i] = w.reduce((b, seat) => b | (1 << seat), 0);
  });
  s[N_ROUND_WINNERS] = g.roundWinners.length;
  s[WINNERS] = g.winners.reduce((b, seat) => b | (1 << seat), 0);
  setRound(x);
  return x;
}

const seatsOf = (bits: number, players: number): number[] =>
  Array.from({ length: players }, (_, i) => i).filter((i) => bits & (1 << i));

/** The contract's Game of `x` (for the lockstep test, and to hand a playout's end back). */
export function toGame(x: Flat): Game {
  const s = x.s;
  const players = v(s, PLAYERS);
  const hands: Card[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const h: Card[] = [];
    for (let c = 0; c < KINDS; c++)
      for (let k = v(s, HANDS + seat * KINDS + c); k > 0; k--) h.push(c);
    hands.push(h);
  }
  const table: TableMeld[] = [];
  for (let i = 0; i < v(s, N_TABLE); i++) {
    const at = meldAt(i);
    table.push({
      owner: v(s, at + M_OWNER),
      kind: v(s, at + M_KIND) === 0 ? 'set' : 'run',
      cards: Array.from(s.subarray(at + M_CARDS, at + M_CARDS + v(s, at + M_LEN))),
      rank: v(s, at + M_RANK),
      suit: v(s, at + M_SUIT),
      start: v(s, at + M_START),
    });
  }
  const pushes = Array.from({ length: v(s, N_PUSHES) }, (_, i) => ({
    seat: v(s, PUSHES + 3 * i),
    discard: v(s, PUSHES + 3 * i + 1),
    stock: v(s, PUSHES + 3 * i + 2),
  }));
  return {
    rules: x.rules,
    players,
    seed: x.seed,
    rng: x.rng.rng,
    phase: PHASES[v(s, PHASE)] ?? 'playing',
    round: v(s, ROUND),
    dealer: v(s, DEALER),
    turn: v(s, TURN),
    stage: v(s, STAGE) === DRAW_STAGE ? 'draw' : 'meld',
    hands,
    discard: Array.from(s.subarray(DISCARD, DISCARD + v(s, N_DISCARD))),
    stock: Array.from(s.subarray(STOCK, STOCK + v(s, N_STOCK))),
    table,
    down: Array.from({ length: players }, (_, i) => v(s, DOWN + i) === 1),
    pushes,
    taken: v(s, TAKEN),
    turnsPlayed: v(s, TURNS),
    scores: Array.from({ length: players }, (_, i) => v(x.f, F_SCORES + i)),
    roundScores: v(s, HAS_ROUND_SCORES)
      ? Array.from({ length: players }, (_, i) => v(x.f, F_ROUND_SCORES + i))
      : null,
    roundWinners: Array.from({ length: v(s, N_ROUND_WINNERS) }, (_, i) =>
      seatsOf(v(s, ROUND_WINNERS + i), players),
    ),
    winners: seatsOf(v(s, WINNERS), players),
  };
}

/** The contract's needs of the flat's round, into `x.needs` (sets first, longest first). */
export function setRound(x: Flat): void {
  const needs = x.rules.contracts[v(x.s, ROUND) - 1] ?? [];
  const order = needs.map((_, i) => i);
  const key = (i: number) => (needs[i]?.kind === 'set' ? 0 : 100) - (needs[i]?.length ?? 0);
  order.sort((a, b) => key(a) - key(b) || a - b);
  x.needs.n = order.length;
  order.forEach((i, j) => {
    x.needs.kinds[j] = needs[i]?.kind === 'set' ? 0 : 1;
    x.needs.lengths[j] = needs[i]?.length ?? 3;
  });
}
