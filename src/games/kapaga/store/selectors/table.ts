/** The table in words: who the prompt calls "you"; card words for screen readers, suit symbols. */
import type { PlayerView } from '../../engine';
import type { Narrator } from '../../words';
import { modeOf } from '../seats';
import type { GameState, SeatConfig } from '../types';
import { selectView } from './base';
import { memo } from './memo';

/**
 * Who the prompt calls "you": the person on screen, except at the end of a round shared by
 * several people, which everyone reads (names only).
 */
export function promptNarrator(view: PlayerView, seats: readonly SeatConfig[]): Narrator {
  const names = seats.map((x) => x.name);
  const shared = view.phase !== 'playing' && modeOf(seats) !== 'solo';
  return { names, you: view.seat >= 0 && !shared ? view.seat : null };
}

const narratorOf = memo(promptNarrator);

/** The names at the table, and who is "you" in the prompt (promptNarrator). */
export const selectTableNarrator = (s: GameState): Narrator | null => {
  const view = selectView(s);
  return view ? narratorOf(view, s.seats) : null;
};

export type { Token } from '../../words';
/** An 8's call in words ("hearts", "queens"), for the call buttons. */
export { callWords, cardText, cardWords, rankLabel, SUIT_SYMBOL } from '../../words';
