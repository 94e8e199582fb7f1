/** KAPOW!'s game state: plain JSON (no classes, Map or Set), so saves and workers are trivial. */
import type { Card } from './cards';
import type { KapowRules } from './rules';

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

/** K4: a position: triad 0-3 (column), pos 0-2 (0 = top, nearest the middle). */
export interface Where {
  triad: number;
  pos: number;
}

/** K5: a power modifier, its sign fixed when placed. */
export interface Mod {
  card: Card;
  sign: 1 | -1;
}

/** K5: nothing (its triad was discarded), a face-down card, or a face-up stack. */
export type Pos = null | { card: Card; up: false } | { card: Card; up: true; mods: Mod[] };

export type Stage = 'reveal' | 'draw' | 'play' | 'swap';

export interface Game {
  rules: KapowRules;
  players: number;
  seed: number;
  rng: number;
  phase: 'playing' | 'round-over' | 'game-over';
  round: number;
  /** The seat that began this round (K7). */
  starter: number;
  turn: number;
  stage: Stage;
  /** K9: first-turn reveals each seat still owes. */
  revealsLeft: number[];
  drawn: Card | null;
  drawnFrom: 'stock' | 'discard' | null;
  /** K14: the drawn card was the only one to be had, so it may not be discarded. */
  mustKeep: boolean;
  /** [seat][triad][pos] */
  hands: Pos[][][];
  discard: Card[];
  /** Top last (the engine pops it); snapshots show it top first. */
  stock: Card[];
  wentOut: number | null;
  finalTurns: boolean[];
  swaps: { a: Where; b: Where }[];
  /** K14: turns ended since the deal (or the setup); the round ends at players x turnLimit. */
  turnsPlayed: number;
  scores: number[];
  roundScores: number[] | null;
  /** Why the last round's first seat out was or was not doubled (K18), for the summary. */
  doubled: boolean;
  winners: number[];
}

export type Action =
  | { type: 'reveal'; seat: number; at: Where }
  | { type: 'draw'; seat: number; from: 'stock' | 'discard' }
  | { type: 'discard'; seat: number }
  | { type: 'replace'; seat: number; at: Where }
  | { type: 'power'; seat: number; at: Where; sign: 1 | -1; base?: 'drawn' | 'held' }
  | { type: 'swap'; seat: number; a: Where; b: Where }
  | { type: 'end'; seat: number }
  | { type: 'next-round' };

/** A position at the boundary (KAPOW.md §6). */
export type PosCode =
  | null
  | { down: string }
  | { up: string; mods: { card: 'P1' | 'P2'; sign: 1 | -1 }[] };

export interface Snapshot {
  phase: Game['phase'];
  round: number;
  turn: number;
  stage: Stage;
  drawn: string | null;
  drawnFrom: 'stock' | 'discard' | null;
  hands: PosCode[][][];
  discard: string[];
  stock: string[];
  wentOut: number | null;
  finalTurns: boolean[];
  swaps: { a: Where; b: Where }[];
  /** K14: turns ended this round (the round ends after turnLimit turns of every seat). */
  turnsPlayed: number;
  scores: number[];
  roundScores: number[] | null;
  winners: number[];
  revealsLeft: number[];
}

/** What one seat may know: face-down cards (its own too) are '?', the stock a count. */
export interface PlayerView extends Omit<Snapshot, 'stock'> {
  seat: number;
  stock: number;
  players: number;
  rules: KapowRules;
  doubled: boolean;
}

export interface Setup {
  rules?: Partial<KapowRules>;
  hands: PosCode[][][];
  discard: string[];
  stock?: string[];
  turn: number;
  stage?: 'reveal' | 'draw';
  revealsLeft?: number;
  round?: number;
  scores?: number[];
  seed?: number;
}
