/** Cap-It's game state: plain JSON (no classes, Map or Set), so saves and workers are trivial. */
import type { Card } from './cards';
import type { CapitRules } from './rules';

export type ErrorCode =
  | 'bad-rules'
  | 'bad-players'
  | 'bad-seed'
  | 'bad-card'
  | 'bad-setup'
  | 'bad-action'
  | 'not-your-turn'
  | 'illegal-action'
  | 'game-over';

export type Kind = 'set' | 'run';

/**
 * A meld on the table (C5): its cards as laid (a run low to high), and what they read as:
 * a set's rank (the kit's 0 ace .. 12 king), a run's suit and the run place of its first
 * card (C3: 0 for a 2 .. 12 for an ace). -1 where it does not apply.
 */
export interface TableMeld {
  owner: number;
  kind: Kind;
  cards: Card[];
  rank: number;
  suit: number;
  start: number;
}

export interface Push {
  seat: number;
  discard: Card;
  stock: Card;
}

export interface Game {
  rules: CapitRules;
  players: number;
  seed: number;
  rng: number;
  phase: 'playing' | 'round-over' | 'game-over';
  round: number;
  dealer: number;
  turn: number;
  stage: 'draw' | 'meld';
  /** Each seat's hand in card order. */
  hands: Card[][];
  /** Bottom first, top last. */
  discard: Card[];
  /** Top last (the engine pops it); snapshots show it top first. */
  stock: Card[];
  table: TableMeld[];
  down: boolean[];
  pushes: Push[];
  /** C11: the card taken from the discard pile this turn, -1 for none. */
  taken: Card;
  /** C13: turns ended since the deal (or the setup). */
  turnsPlayed: number;
  scores: number[];
  roundScores: number[] | null;
  roundWinners: number[][];
  winners: number[];
}

/** A meld as actions and setups write it (C5). */
export interface Meld {
  kind: Kind;
  cards: string[];
  rank?: string;
}

export type Action =
  | { type: 'take'; seat: number }
  | { type: 'push'; seat: number }
  | { type: 'meld'; seat: number; melds: Meld[] }
  | { type: 'layoff'; seat: number; card: string; meld: number; end?: 'low' | 'high' }
  | {
      type: 'free';
      seat: number;
      card: string;
      meld: number;
      index: number;
      to: number | Meld;
      end?: 'low' | 'high';
    }
  | { type: 'discard'; seat: number; card: string }
  | { type: 'next-round' };

export interface Snapshot {
  phase: Game['phase'];
  round: number;
  dealer: number;
  turn: number;
  stage: Game['stage'];
  hands: string[][];
  /** Bottom first. */
  discard: string[];
  /** Top first. */
  stock: string[];
  table: { owner: number; kind: Kind; cards: string[] }[];
  down: boolean[];
  pushes: { seat: number; discard: string; stock: string }[];
  scores: number[];
  roundScores: number[] | null;
  roundWinners: number[][];
  winners: number[];
  /** C11, C12: the card taken from the discard pile this turn (public: all saw it), or null. */
  taken: string | null;
  /** C13: turns ended this round. */
  turnsPlayed: number;
}

/**
 * What one seat may know: the snapshot less other hands and the stock; a pushed stock card
 * is '?' except to the seat it went to (C11).
 */
export interface PlayerView extends Omit<Snapshot, 'hands' | 'stock'> {
  seat: number;
  hand: string[];
  handSizes: number[];
  stock: number;
  players: number;
  rules: CapitRules;
}

export interface Setup {
  rules?: Partial<CapitRules>;
  hands: string[][];
  discard: string[];
  stock?: string[];
  table?: Snapshot['table'];
  down?: boolean[];
  turn: number;
  dealer?: number;
  round?: number;
  stage?: 'draw' | 'meld';
  scores?: number[];
  seed?: number;
}
