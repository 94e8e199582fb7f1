import type { Call, Card } from './cards';
import { type StackBy, seatFrom } from './effects';
import type { GameEvent } from './events';
import type { Miss as MissEvidence } from './evidence';
import type { Rules } from './rules';

export type Phase = 'playing' | 'round-over' | 'game-over';
/** What the seat to act owes (RULES.md §9). */
export type Stage = 'call' | 'answer' | 'follow' | 'drawn' | 'play' | null;

/** What a seat drew on instead of playing: public knowledge (everyone saw the draw). */
export interface Miss {
  top: Card;
  call: Call;
}

/**
 * A validated game: plain, serializable data (no classes, Map, Set or Date), the random
 * generator's state included. Cards are small ints (see cards.ts); the stock's top is
 * its LAST element. Read it through `snapshot` / `playerView`.
 */
export interface Game {
  v: 1;
  rules: Rules;
  seats: number;
  round: number;
  phase: Phase;
  dealer: number;
  turn: number;
  stage: Stage;
  hands: Card[][];
  stock: Card[];
  discard: Card[];
  call: Call;
  /** Cards the seat to act must draw unless it answers (R12). */
  pending: number;
  /** The live stack's last penalty card: 2 (a two) or 5 (the 5 of spades); 0 when none. */
  stackBy: StackBy;
  /** R12z: the amount of the penalty last drawn, while that spent 2/5S is still on top. */
  spent: number;
  /** The card just drawn that may be played (R11, R15); -1 when none. */
  drawn: Card;
  scores: number[];
  eliminated: boolean[];
  kapagaCalled: boolean[];
  /** Per seat: the hand has KAPAGA (R19), kept up to date as hands change (hidden: never in a view). */
  kapaga: boolean[];
  /** R22: recycles this round. */
  recycles: number;
  /**
   * R22: per seat, the recycle penalty points it incurred this round (the round's summary
   * shows them). Replaced, never written in place: copies share it.
   */
  penalties: readonly number[];
  roundWinner: number | null;
  winners: number[];
  /**
   * Per seat: the hand it last passed on with a 9 or 5C, as it held it before that play
   * (its own knowledge, R16: never a hand in between); empty when the dealer's turned card
   * passed hands before anyone looked (R6).
   */
  passed: Card[][];
  /** Per seat: the seat that received that hand (-1: none this round). */
  passedTo: number[];
  /** Per seat: what it last drew on instead of playing, until it plays or hands pass. */
  missed: (Miss | null)[];
  /**
   * Per seat: what the hand it holds showed it lacked this round (evidence.ts). Like
   * `events`, what the table shows its viewers: kept when actions are logged (the contract
   * always logs), not by a search's private copies.
   */
  misses: MissEvidence[][];
  rng: number;
  /** What the last action caused, in order. */
  events: GameEvent[];
}

/**
 * Copy once, then mutate the private copy (RULES.md §9: applyAction never mutates g).
 * Every field written out in one order, so all games share one object shape.
 */
export function cloneGame(g: Game): Game {
  const hands: Card[][] = [];
  const misses: MissEvidence[][] = [];
  for (let s = 0; s < g.seats; s++) {
    hands.push((g.hands[s] as Card[]).slice());
    misses.push((g.misses[s] as MissEvidence[]).slice());
  }
  return {
    v: 1,
    rules: g.rules,
    seats: g.seats,
    round: g.round,
    phase: g.phase,
    dealer: g.dealer,
    turn: g.turn,
    stage: g.stage,
    hands,
    stock: g.stock.slice(),
    discard: g.discard.slice(),
    call: g.call,
    pending: g.pending,
    stackBy: g.stackBy,
    spent: g.spent,
    drawn: g.drawn,
    scores: g.scores.slice(),
    eliminated: g.eliminated.slice(),
    kapagaCalled: g.kapagaCalled.slice(),
    kapaga: g.kapaga.slice(),
    recycles: g.recycles,
    penalties: g.penalties,
    roundWinner: g.roundWinner,
    winners: g.winners.slice(),
    passed: g.passed.slice(),
    passedTo: g.passedTo.slice(),
    missed: g.missed.slice(),
    misses,
    rng: g.rng,
    events: [],
  };
}

export const topCard = (g: Game): Card => g.discard[g.discard.length - 1] as Card;

/** R3: the next seat to the left, skipping eliminated seats. */
export const nextActive = (g: Game, seat: number): number => seatFrom(g.eliminated, seat, 1);

export const prevActive = (g: Game, seat: number): number => seatFrom(g.eliminated, seat, -1);
