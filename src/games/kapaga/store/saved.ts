/** The match as the store saves it: moves, seats and the bots' reasons, never English. */
import { GAME } from './gameMark';
import { LEFT_KEEP, SAVE_VERSION, type SavedMatch } from './persistence';
import { modeOf } from './seats';
import { passingHolder } from './slices/device';
import type { GameState, LeftMatch } from './types';

/**
 * The match as it is saved (null: nothing to resume). A finished match is kept, so a
 * reload shows its final table, until a new one starts.
 */
export function savedMatch(s: GameState): SavedMatch | null {
  if (!s.record || !s.game) return null;
  return {
    game: GAME,
    v: SAVE_VERSION,
    record: s.record,
    seats: s.seats,
    reasons: s.reasons,
    chants: s.chants,
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

const leftOf = (m: SavedMatch, at: number): LeftMatch => ({
  game: GAME,
  at,
  record: m.record,
  names: m.seats.map((x) => x.name),
});

/**
 * What a new table does with the match of people it replaces: nothing is thrown away.
 * Watching the bots puts it aside, to come back to; a new match of people keeps it as left
 * unfinished (a replay). The question before leaving one is the screen's.
 */
export function keepReplaced(
  s: GameState,
  watching: boolean,
  at: number,
): Pick<GameState, 'aside' | 'left'> {
  const running = unfinishedMatch(s);
  const gone = watching ? (running && s.aside ? [s.aside] : []) : [running, s.aside];
  const left = gone.flatMap((m) => (m ? [leftOf(m, at)] : []));
  return {
    aside: watching ? (running ?? s.aside) : null,
    left: left.length ? [...s.left, ...left].slice(-LEFT_KEEP) : s.left,
  };
}
