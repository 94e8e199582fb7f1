/**
 * What Kapaga's own screens kept (saves, matches left, past results), plain JSON as they
 * wrote it: the shapes its older readers (index.ts) read onto the table.
 */

import type { Level } from '../bots/types';
import type { GameEvent, GameRecord } from '../engine';
import type { Reason } from '../words';

export type { Level };

export interface SeatConfig {
  name: string;
  kind: 'human' | 'bot';
  /** The bot's level; ignored for a person's seat. */
  level: Level;
}

/**
 * One item of the match's log, structured: what an action caused (an engine event), a
 * bot's reason, or a chant. The words are made for each reader by src/games/kapaga/words.
 * `step`: the number of actions applied when it happened (items of one turn share it).
 */
export type LogItem =
  | { id: number; step: number; kind: 'event'; event: GameEvent }
  | { id: number; step: number; kind: 'reason'; seat: number; reason: Reason }
  | { id: number; step: number; kind: 'chant'; seat: number };

/** A bot's reason for the action at `step` (1-based: the action that made that step). */
export interface StepReason {
  step: number;
  seat: number;
  reason: Reason;
}

export interface PastResult {
  /** ms since 1970 (a number, not a Date: plain JSON). */
  at: number;
  players: number;
  preset: string;
  rounds: number;
  winners: string[];
  youWon: boolean;
  yourScore: number;
  /** Several people shared the device (no single "you"). */
  shared?: boolean;
  /** The expert's hints shown to the person (solo) over the match. */
  hints?: number;
}

/** The match as saved (persistence.ts reads and writes it). */
export interface SavedMatch {
  /** The game it is of (a save without one predates the field: Kapaga's). */
  game: 'kapaga';
  v: number;
  record: GameRecord;
  seats: SeatConfig[];
  reasons: StepReason[];
  chants: { step: number; seat: number }[];
  lastActor: number | null;
  /** Pass and play: people whose hand changed while another held the device. */
  unseen?: boolean[];
  /** The players chose the deal number (else it is hidden until the match ends). */
  seedChosen?: boolean;
  /** Per seat: the expert's hints shown this round and over the match. */
  hints?: { round: number[]; match: number[] };
  /** "Learn to play": the scripted step to come. */
  lesson?: number | null;
  /** Pass and play: the person still holding the device after their turn (the pass banner). */
  passing?: number | null;
}

/** A match of people left unfinished when another began: kept, to step through as a replay. */
export interface LeftMatch {
  /** The game it is of (one kept without it predates the field: Kapaga's). */
  game: 'kapaga';
  /** When it was left (ms since 1970). */
  at: number;
  record: GameRecord;
  /** The seats' names. */
  names: string[];
}
