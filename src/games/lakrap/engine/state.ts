/** La Krap's game state: plain JSON (no classes, Map or Set), so saves and workers are trivial. */
import type { Card } from './cards';
import type { LakrapRules } from './rules';

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

export type Phase = 'playing' | 'round-over' | 'game-over';
export type Stage = 'exchange' | 'expose' | 'lead' | 'follow';

/** A card in a trick: its seat, and whether it still counts (L10-L12). */
export interface Played {
  seat: number;
  card: Card;
  live: boolean;
}

/** L5, L6: the game the indicators set. Suits are 0-3 (S H D C), -1 for none. */
export interface GameKind {
  trump: number;
  null: boolean;
  jokerSuit: number;
  sheets: boolean;
  multiplier: number;
}

export interface Game {
  rules: LakrapRules;
  players: number;
  seed: number;
  rng: number;
  phase: Phase;
  round: number;
  dealer: number;
  turn: number;
  stage: Stage;
  /** Each seat's cards, in order; `up` and `wed` say, card by card, what is shown. */
  hands: Card[][];
  /** L3, L8: the card is face up. */
  up: boolean[][];
  /** L14: the card was shown in a marriage (it stays in the hand, face down). */
  wed: boolean[][];
  /** Team id per seat: the lowest seat of the team (L4). */
  teams: number[];
  kind: GameKind;
  indicators: Card[];
  /** The rest of the deck, top last (the engine pops it); snapshots show it top first. */
  deck: Card[];
  /** L8: each seat's exposure while the exposure is under way; null: not chosen yet. */
  chosen: (Card[] | null)[];
  trick: Played[];
  lastTrick: { cards: Played[]; winner: number } | null;
  taken: Card[][];
  laidAside: Card[][];
  tricks: number[];
  marriages: number[];
  /** L14: the K and Q the next lead must be one of. */
  mustLead: Card[] | null;
  scores: number[];
  roundScores: number[] | null;
  winners: number[];
}

export type Action =
  | { type: 'exchange'; seat: number; cards: string[] }
  | { type: 'expose'; seat: number; cards: string[] }
  | { type: 'marriage'; seat: number; suit: string }
  | { type: 'play'; seat: number; card: string }
  | { type: 'next-round' };

export type PlayedCode = { seat: number; card: string; live: boolean };

export interface Snapshot {
  phase: Phase;
  round: number;
  dealer: number;
  turn: number;
  stage: Stage;
  hands: string[][];
  /** Cards of each hand shown (L3, L8), in hand order. */
  faceUp: string[][];
  /** L14: each seat's cards shown in a marriage and still in its hand (sorted). */
  married: string[][];
  teams: number[];
  game: {
    trump: string | null;
    null: boolean;
    jokerSuit: string | null;
    sheets: boolean;
    multiplier: number;
  };
  indicators: string[];
  deck: string[];
  /** L8: the seats that must act now (every seat yet to choose in the exposure). */
  toAct: number[];
  /** L8: each seat's exposure made while the exposure is under way; null: not chosen. */
  exposures: (string[] | null)[];
  trick: PlayedCode[];
  lastTrick: { cards: PlayedCode[]; winner: number } | null;
  taken: string[][];
  laidAside: string[][];
  tricks: number[];
  marriages: number[];
  mustLead: string[] | null;
  scores: number[];
  roundScores: number[] | null;
  winners: number[];
}

/**
 * One seat's view: the Snapshot with other hands as their face-up cards then one '?' per
 * face-down card, the deck a count, other seats' laid-aside cards '?', and the exposures
 * the seat's own alone until all are made.
 */
export interface PlayerView extends Omit<Snapshot, 'deck'> {
  seat: number;
  deck: number;
  players: number;
  rules: LakrapRules;
}

export interface Setup {
  rules?: Partial<LakrapRules>;
  hands: string[][];
  faceUp?: string[][];
  teams?: number[];
  indicators: string[];
  deck?: string[];
  dealer: number;
  stage?: 'exchange' | 'expose' | 'lead';
  turn?: number;
  tricks?: number[];
  marriages?: number[];
  scores?: number[];
  round?: number;
  seed?: number;
}
