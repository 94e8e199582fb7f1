/**
 * The store's plain pieces, who is at the device, and the engine's reads (memoized per
 * game). What a seat may do comes from the engine's `actionsFor`; what it sees from
 * `playerView`.
 */

import { LESSON, LESSON_DONE } from '../../content/lesson';
import {
  type Action,
  actionsFor,
  eventsFor,
  type Game,
  type GameEvent,
  legalActions,
  openView,
  type PlayerView,
  playerView,
  snapshot,
} from '../../engine';
import { type Mode, modeOf, soloSeat } from '../seats';
import type { GameState } from '../types';
import { byGame, byGameAnd, memo } from './memo';

export const selectScreen = (s: GameState) => s.screen;
export const selectPanel = (s: GameState) => s.panel;
export const selectGame = (s: GameState) => s.game;
export const selectSettings = (s: GameState) => s.settings;
export const selectSeats = (s: GameState) => s.seats;
export const selectError = (s: GameState) => s.error;
export const selectNotice = (s: GameState) => s.notice;
export const selectResults = (s: GameState) => s.results;
export const selectChant = (s: GameState) => s.chant;
export const selectPhase = (s: GameState) => s.game?.phase ?? null;
export const selectStep = (s: GameState) => s.record?.actions.length ?? 0;
export const selectSeed = (s: GameState) => s.record?.seed ?? null;
export const selectNames = memo((seats: GameState['seats']) => seats.map((x) => x.name));
export const selectHolder = (s: GameState) => s.holder;
export const selectUnseen = (s: GameState) => s.unseen;
/** The rules card shows at a match's start until dismissed, and is gone after round one. */
export const selectRulesCard = (s: GameState) => s.rulesCard && (s.game?.round ?? 1) === 1;
export const selectChosenRules = (s: GameState) => s.chosenRules;
export const selectLinkSeed = (s: GameState) => s.linkSeed;
export const selectWatch = (s: GameState) => s.watch;
export const selectDemo = (s: GameState) => s.demo;
export const selectReplay = (s: GameState) => s.replay;
export const selectRecord = (s: GameState) => s.record;

const modeMemo = memo((seats: GameState['seats']): Mode => modeOf(seats));
/** solo (one person, "you"), pass (several people share the device) or watch (bots only). */
export const selectMode = (s: GameState): Mode => modeMemo(s.seats);

/**
 * The seat whose hand is on screen: the one person in solo play, the person holding the
 * device in pass and play (null between people), nobody in watch mode.
 */
export function selectViewer(s: GameState): number | null {
  const mode = selectMode(s);
  if (mode === 'solo') return soloSeat(s.seats);
  if (mode === 'pass') return s.holder;
  return null;
}

/** Pass and play: the person the device must go to (their turn, someone else holds it). */
export function selectHandoffTo(s: GameState): number | null {
  const g = s.game;
  if (g?.phase !== 'playing' || selectMode(s) !== 'pass') return null;
  if (s.seats[g.turn]?.kind !== 'human') return null;
  return g.turn === s.holder ? null : g.turn;
}

/** The person on screen has been eliminated (R25) and watches the match end. */
export const selectMeOut = (s: GameState) => {
  const me = selectViewer(s);
  return me !== null && s.game?.eliminated[me] === true && s.game.phase !== 'game-over';
};

/** Watch mode with every hand face up. */
export const selectShowAll = (s: GameState) => selectMode(s) === 'watch' && s.watch.showAll;

/** The referee's full list (watch mode's open table, tests). */
export const legalOf = byGame((g) => legalActions(g));
export const snapshotOf = byGame((g) => snapshot(g));

/** What everyone at the table sees: no hand, no drawn card (between people, watch mode). */
export const publicViewOf = byGame(
  (g): PlayerView => ({
    ...playerView(g, g.turn),
    seat: -1,
    hand: [],
    drawn: null,
    passed: [],
    passedTo: null,
    receivedFrom: null,
    events: eventsFor(g.events, null),
  }),
);

const seatView = byGameAnd((g, seat: number) => playerView(g, seat));
/** The view of `seat` (memoized per game), or the public view for null. */
export const viewOf = (g: Game, seat: number | null): PlayerView =>
  seat === null ? publicViewOf(g) : seatView(g, seat);

/** Every hand face up, from nobody's seat (watch mode with open hands): the engine's open view. */
const openOf = byGame((g) => openView(g, -1));

export const selectView = (s: GameState): PlayerView | null =>
  s.game ? (selectShowAll(s) ? openOf(s.game) : viewOf(s.game, selectViewer(s))) : null;

/** What `seat` may do, as its own view shows it (RULES.md §9 actionsFor), memoized per game. */
export const actionsOf = byGameAnd((g, seat: number): Action[] => actionsFor(g, seat));

/**
 * What the person on screen may do. A person who has not yet seen the hand the table gave
 * them (pass and play) cannot have called: no catch of them until they have (R21).
 */
const mineOf = memo((mine: Action[], unseen: readonly boolean[]): Action[] =>
  mine.some((a) => a.type === 'catch' && unseen[a.target] === true)
    ? mine.filter((a) => a.type !== 'catch' || unseen[a.target] !== true)
    : mine,
);
const NO_ACTIONS: Action[] = [];
export const selectMyActions = (s: GameState): Action[] => {
  const me = selectViewer(s);
  return s.game && me !== null ? mineOf(actionsOf(s.game, me), s.unseen) : NO_ACTIONS;
};

/** The last action's events as the person on screen may see them (for the sounds). */
export const selectViewerEvents = (s: GameState): GameEvent[] => selectView(s)?.events ?? NO_EVENTS;
const NO_EVENTS: GameEvent[] = [];

/** The round is over and someone may deal the next (any viewer, watch mode included). */
export const selectCanNextRound = (s: GameState): boolean =>
  s.game?.phase === 'round-over' && legalOf(s.game).some((a) => a.type === 'next-round');

export const selectSaveProblem = (s: GameState) => s.saveProblem;
export const selectTab = (s: GameState) => s.tab;
export const selectSeedShown = (s: GameState) =>
  s.seedChosen || s.game?.phase === 'game-over' || selectMode(s) === 'watch';
/** The comparison the rules lab opens with. */
export const selectLab = (s: GameState) => s.lab;
/**
 * The match on the table may be replayed (every hand open) and saved: when it is over, or
 * when only bots play. While people play it, a replay would show every hand.
 */
export const selectReplayable = (s: GameState) =>
  s.game !== null && (s.game.phase === 'game-over' || selectMode(s) === 'watch');
/** The match history could not be kept or read (said on the stats page). */
export const selectHistoryProblem = (s: GameState) => s.historyProblem;
export const selectHistoryUnreadable = (s: GameState) => s.historyUnreadable;
export const selectHistoryImport = (s: GameState) => s.historyImport;

/** The lesson's step on show: what to do or watch, where to look, and whose move it is. */
export const selectLessonStep = (s: GameState) => {
  if (s.lesson === null || s.screen !== 'table') return null;
  const step = LESSON[s.lesson];
  if (!step) return null;
  const seat = step.action.type === 'next-round' ? -1 : step.action.seat;
  return lessonStepOf(s.lesson, step.say, step.anchor, seat === 0);
};
const lessonStepOf = memo((index: number, say: string, anchor: string, yours: boolean) => ({
  index,
  total: LESSON.length,
  say,
  anchor,
  yours,
}));
export const selectLessonDone = (s: GameState) =>
  s.lessonDone && s.screen === 'table' ? LESSON_DONE : null;
