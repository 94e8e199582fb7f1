/**
 * What a new match does to the one on the table: a match of people not over is left
 * unfinished (kept to watch again: session.start), asked first, or set aside while the bots
 * play one, unasked. A match over, or the bots' own, is simply replaced, unasked.
 */
import type { AnyModule } from '../games/registry';
import { whoActs } from '../kit/loop';
import { upFirst } from '../lib/tokens';
import { LEFT, type Left } from './kept';
import { matchWords, people, sayNames } from './plan';
import type { MatchRecord, SeatPlan } from './record';

/** Whether `record` (at `game`) is a match of people a new one would leave unfinished. */
export function unfinished(
  m: Pick<AnyModule, 'engine'>,
  record: MatchRecord | null,
  game: unknown,
): record is MatchRecord {
  if (record === null || game === null || people(record.seats).length === 0) return false;
  return whoActs(m.engine, game).kind !== 'over';
}

/**
 * The question before a match of `next` seats replaces the one on the table; null: nothing
 * to ask. With the matches left unfinished kept in full (`left`), it says which one goes.
 */
export function leavingWords(
  m: Pick<AnyModule, 'engine'>,
  record: MatchRecord | null,
  game: unknown,
  left: readonly Left[],
  next: readonly SeatPlan[],
): string | null {
  if (!unfinished(m, record, game) || people(next).length === 0) return null;
  const oldest = left.length >= LEFT ? left[0] : undefined;
  const drops = oldest
    ? ` Only the latest ${LEFT} are kept, so the oldest (${sayNames(oldest.record.seats.map((s) => s.name))}) goes.`
    : '';
  return `Start a new match? ${upFirst(matchWords(record.seats))} ends here, unfinished: you can only watch it again.${drops}`;
}
