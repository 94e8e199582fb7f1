/** The table in words: the prompt, card words for screen readers, suit symbols. */
import { cardLabel, cardName, type PlayerView, parseCard } from '../../engine';
import { type Narrator, type Prompt, tablePrompt } from '../../words';
import { modeOf } from '../seats';
import type { GameState, SeatConfig } from '../types';
import { selectView } from './base';
import { memo } from './memo';

export type TableText = Prompt;

/** "7H" -> "seven of hearts" (the engine's cardName), for screen readers. */
export const cardWords = (code: string): string => {
  const c = parseCard(code);
  return c === null ? code : cardName(c);
};

/** "7H" -> "7♥", as the table writes a card. */
export const cardText = (code: string): string => {
  const c = parseCard(code);
  return c === null ? code : cardLabel(c);
};

export const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const rankLabel = (r: string): string => (r === 'T' ? '10' : r);

/**
 * Who the prompt calls "you": the person on screen, except at the end of a round shared by
 * several people, which everyone reads (names only).
 */
export function promptNarrator(view: PlayerView, seats: readonly SeatConfig[]): Narrator {
  const names = seats.map((x) => x.name);
  const shared = view.phase !== 'playing' && modeOf(seats) !== 'solo';
  return { names, you: view.seat >= 0 && !shared ? view.seat : null };
}

export const tableTextOf = memo(
  (view: PlayerView, seats: readonly SeatConfig[]): TableText =>
    tablePrompt(view, promptNarrator(view, seats)),
);

export const selectTableText = (s: GameState): TableText | null => {
  const view = selectView(s);
  return view ? tableTextOf(view, s.seats) : null;
};

export type { Token } from '../../words';
/** An 8's call in words ("hearts", "queens"), for the call buttons. */
export { callWords } from '../../words';
