/** What any game's state tells the match flow, the search and the bots about itself. */

export type Phase = 'playing' | 'round-over' | 'game-over';

/** Every action names its kind; a seat's own actions name the seat. */
export interface AnyAction {
  type: string;
  seat?: number;
}

/** Where a game stands: the few public facts the match flow reads from any game state. */
export interface Status {
  phase: Phase;
  /** The round being played or just scored, from 1. */
  round: number;
  /** The seat whose turn it is; null while the round or the game is over. */
  turn: number | null;
  /** Running totals per seat. */
  scores: readonly number[];
  /** Each seat's score for the round just scored (round-over and game-over), else null. */
  roundScores: readonly number[] | null;
  /** The seats that won the match (game-over), else empty. */
  winners: readonly number[];
}
