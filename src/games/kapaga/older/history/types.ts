/** A finished match as the history keeps it: its shape alone (the store's types name it). */
import type { Level } from '../../bots/types';

export interface HistoryEntry {
  /** ms since 1970. */
  at: number;
  /** A preset's name, or 'custom'. */
  rules: string;
  players: number;
  seats: { name: string; kind: 'human' | 'bot'; level: Level }[];
  /** Seats from first to last place (winners first, then by final score). */
  placings: number[];
  scores: number[];
  winners: number[];
  /** Per round, the points each seat took (cards left and recycle penalties). */
  rounds: number[][];
  /** The one person (solo play), else null. */
  you: number | null;
  /** Hints of the expert the person used over the match. */
  hints: number;
}
