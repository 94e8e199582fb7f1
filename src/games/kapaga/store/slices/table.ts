/** A table newly dealt, as the store holds it: what a new match and the lesson both set. */
import type { Game, GameRecord } from '../../engine';
import { type Ids, logItems } from '../log';
import { keepReplaced } from '../saved';
import { modeOf } from '../seats';
import type { GameState, SeatConfig } from '../types';
import { firstHolder, nextUnseen } from './device';
import { NO_WATCH } from './shows';

/** A match dealt and not yet on the table: its game, its record and its seats. */
export interface Dealt {
  game: Game;
  record: GameRecord;
  seats: SeatConfig[];
}

/** What differs between a table of the lesson and any other. */
export type TableKind = Pick<GameState, 'rulesCard' | 'seedChosen' | 'lesson'>;

/**
 * The store with a newly dealt table on it: every trace of the last one cleared, and its
 * match of people kept (keepReplaced). `at`: the clock, for a match left unfinished.
 */
export function newTable(
  s: GameState,
  ids: Ids,
  at: number,
  { game, record, seats }: Dealt,
  kind: TableKind,
): Partial<GameState> {
  // Pass and play starts between people: nobody's hand shows until they take the device.
  const holder = firstHolder(seats);
  return {
    ...keepReplaced(s, modeOf(seats) === 'watch', at),
    screen: 'table',
    panel: null,
    game,
    record,
    seats,
    log: logItems(ids, game, 0),
    reasons: [],
    chants: [],
    error: null,
    notice: null,
    lastActor: null,
    chant: null,
    holder,
    unseen: nextUnseen(seats, holder, null, game, []),
    rulesCard: kind.rulesCard,
    seedChosen: kind.seedChosen,
    hint: null,
    lastHintTurn: null,
    hintsRound: seats.map(() => 0),
    hintsMatch: seats.map(() => 0),
    lesson: kind.lesson,
    lessonDone: false,
    watch: { ...NO_WATCH, showAll: s.watch.showAll },
    replay: null,
  };
}
