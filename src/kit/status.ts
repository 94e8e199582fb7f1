/** What any game's state tells the match flow, the search and the bots about itself. */

/** The seat the table waits for first: the one on turn, else the first choosing at once. */
export const firstToAct = (st: Status): number | null => st.turn ?? st.together?.[0] ?? null;

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
  /**
   * The seat whose turn it is; null while the round or the game is over, or while seats
   * choose at once (`together`).
   */
  turn: number | null;
  /**
   * The seats still to make a choice every seat makes at once (La Krap's exposure), in the
   * order the device goes round in pass and play; absent or empty otherwise. Each may act
   * now, in any order; no view shows one's choice to another until all have chosen. The
   * table asks the first of them as it asks the seat on turn, and the others beside it.
   */
  together?: readonly number[];
  /**
   * The team of each seat this round (seats with the same number share the round's score;
   * La Krap sets them anew each deal); absent: every seat plays for itself.
   */
  teams?: readonly number[];
  /** Running totals per seat. */
  scores: readonly number[];
  /** Each seat's score for the round just scored (round-over and game-over), else null. */
  roundScores: readonly number[] | null;
  /** The seats that won the match (game-over), else empty. */
  winners: readonly number[];
}

/**
 * Each seat's team as the table shows it (1, 2, ...: in order of the team's first seat), or
 * null where every seat plays for itself (no teams, or every team a single seat).
 */
export function teamNumbers(st: Pick<Status, 'teams'>): number[] | null {
  const t = st.teams;
  if (!t || new Set(t).size === t.length) return null;
  const order: number[] = [];
  for (const x of t) if (!order.includes(x)) order.push(x);
  return t.map((x) => order.indexOf(x) + 1);
}
