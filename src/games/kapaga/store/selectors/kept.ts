/** Matches of people kept when another table comes: set aside for watching, or left unfinished. */
import { plain, plural, seatList } from '../../words';
import { LEFT_KEEP } from '../persistence';
import { keepReplaced, unfinishedMatch } from '../saved';
import { modeOf, soloSeat } from '../seats';
import type { GameState } from '../types';
import { memo } from './memo';

const list = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const nameList = (names: readonly string[], seats: readonly number[]): string =>
  plain(seatList({ names, you: null }, seats));

/**
 * A new match of people would leave this one (on the table, or set aside for watching):
 * the question to ask first, or null when nothing would be left.
 */
export const selectLeaving = (s: GameState): string | null => {
  const m = unfinishedMatch(s) ?? s.aside;
  if (!m) return null;
  const names = m.seats.map((x) => x.name);
  const you = soloSeat(m.seats);
  const others = list(names.length).filter((i) => i !== you);
  const which =
    you === null
      ? `the match between ${nameList(names, others)}`
      : `your match against ${nameList(names, others)}`;
  const shown = modeOf(m.seats) === 'pass' ? ' with every hand shown' : '';
  // Replays keeps the last LEFT_KEEP: the question says which ones leaving would drop.
  const kept = keepReplaced(s, false, 0).left;
  const dropped = s.left.filter((x) => !kept.includes(x));
  const drop = dropped.length
    ? ` Replays keeps ${LEFT_KEEP} unfinished matches, so the oldest (${dropped
        .map((x) => nameList(x.names, list(x.names.length)))
        .join('; ')}) is dropped.`
    : '';
  return `Leave ${which}? It is kept in Replays as unfinished: you can step through it there${shown}, but not play on.${drop}`;
};

/** A match of people is set aside while the bots play ("Back to your game" returns to it). */
export const selectHasAside = (s: GameState): boolean => s.aside !== null;

/** The matches left unfinished, newest first, each with its words for the Replays list. */
const leftMatches = memo((left: GameState['left']) =>
  left
    .slice()
    .reverse()
    .map((m) => ({
      ...m,
      what: `${nameList(m.names, list(m.names.length))}: ${plural(m.record.actions.length, 'move')}, left unfinished`,
    })),
);
export const selectLeft = (s: GameState) => leftMatches(s.left);
