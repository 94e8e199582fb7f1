/** The match as the store saves it: moves, seats and the bots' reasons, never English. */
import { SAVE_VERSION, type SavedMatch } from './persistence';
import { modeOf } from './seats';
import { passingHolder } from './slices/device';
import type { GameState } from './types';

/**
 * The match as it is saved (null: nothing to resume). A finished match is kept, so a
 * reload shows its final table, until a new one starts.
 */
export function savedMatch(s: GameState): SavedMatch | null {
  if (!s.record || !s.game) return null;
  return {
    v: SAVE_VERSION,
    record: s.record,
    seats: s.seats,
    reasons: s.reasons,
    chants: s.chants,
    roundStats: s.roundStats,
    lastActor: s.lastActor,
    unseen: s.unseen,
    seedChosen: s.seedChosen,
    hints: { round: s.hintsRound, match: s.hintsMatch },
    lesson: s.lesson,
    passing: passingHolder(s),
  };
}

/** The match on the table when it is one of people, begun and not over (else null). */
export function unfinishedMatch(s: GameState): SavedMatch | null {
  if (!s.game || s.game.phase === 'game-over' || modeOf(s.seats) === 'watch') return null;
  return s.record && s.record.actions.length > 0 ? savedMatch(s) : null;
}
