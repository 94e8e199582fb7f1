/**
 * What a legal action changes in the store: the pure steps of `dispatch` (match.ts), from
 * trying the action to the state after it.
 */
import { LESSON } from '../../content/lesson';
import {
  type Action,
  applyAction,
  err,
  type Game,
  type GameRecord,
  type Result,
} from '../../engine';
import { type Ids, LOG_KEEP, logItems } from '../log';
import type { GameState, MatchSlice, StepReason, WatchState } from '../types';
import { nextUnseen } from './device';

/** Actions that are a seat's turn: they make it the last to act. */
const TURN_ACTIONS = new Set(['play', 'draw', 'pass', 'call']);

/** The same action, whatever the key order (a lesson's step against what was done). */
const sameAction = (a: Action, b: Action): boolean =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** What a bot or the lesson tells `dispatch` along with the action. */
export type Meta = Parameters<MatchSlice['dispatch']>[1];

/** A legal action as it landed: the game before and after, the record with it, a bot's reason. */
export interface Landed {
  before: Game;
  game: Game;
  record: GameRecord;
  reason: StepReason | null;
}

/** The game after the action, or why not: in the lesson, only the move it shows is made. */
export function tryAction(s: GameState, game: Game, action: Action, meta: Meta): Result<Game> {
  // The bots wait for "Next" (lessonNext), which dispatches their step with `lesson`.
  const step = s.lesson === null ? null : LESSON[s.lesson];
  if (step && !meta?.lesson && !sameAction(action, step.action))
    return err('illegal-action', `In this lesson: ${step.say}`);
  return applyAction(game, action);
}

/** The action as it landed: the record gains it, and a bot's reason is kept by its step. */
export function landed(
  before: Game,
  record: GameRecord,
  action: Action,
  game: Game,
  meta: Meta,
): Landed {
  const next: GameRecord = { ...record, actions: [...record.actions, action] };
  const step = next.actions.length;
  const seat = 'seat' in action ? action.seat : null;
  const reason =
    meta?.reason && meta.reason.length > 0 && seat !== null
      ? { step, seat, reason: meta.reason }
      : null;
  return { before, game, record: next, reason };
}

/** What the log gains: the action's events, then the bot's reason (kept by step, for saves). */
function logGains(s: GameState, l: Landed, ids: Ids): Pick<GameState, 'log' | 'reasons'> {
  const items = logItems(ids, l.game, l.record.actions.length, l.reason);
  return {
    log: [...s.log, ...items].slice(-LOG_KEEP),
    reasons: l.reason ? [...s.reasons, l.reason] : s.reasons,
  };
}

/** The lesson moves on a step; past its last, it is done. */
function lessonAfter(s: GameState): Pick<GameState, 'lesson' | 'lessonDone'> {
  const lesson = s.lesson === null ? null : s.lesson + 1 < LESSON.length ? s.lesson + 1 : null;
  return { lesson, lessonDone: s.lesson !== null && lesson === null ? true : s.lessonDone };
}

/** Who acted last, and the chant on show: a turn or a new round moves both on. */
function turnMarks(s: GameState, action: Action): Pick<GameState, 'lastActor' | 'chant'> {
  const seat = 'seat' in action ? action.seat : null;
  const turnAction = TURN_ACTIONS.has(action.type);
  return {
    lastActor:
      turnAction && seat !== null ? seat : action.type === 'next-round' ? null : s.lastActor,
    // A chant lasts until the next turn is played.
    chant: turnAction || action.type === 'next-round' ? null : s.chant,
  };
}

/** Watch mode, paused: each action uses up one Step (a new round uses none). */
const watchAfter = (watch: WatchState, action: Action): WatchState =>
  watch.paused && watch.steps > 0 && action.type !== 'next-round'
    ? { ...watch, steps: watch.steps - 1 }
    : watch;

/** The state after a legal action: the new game and record, and all they move on. */
export function afterAction(s: GameState, action: Action, l: Landed, ids: Ids): Partial<GameState> {
  return {
    game: l.game,
    record: l.record,
    ...logGains(s, l, ids),
    error: null,
    hint: null,
    hintsRound: action.type === 'next-round' ? s.seats.map(() => 0) : s.hintsRound,
    ...lessonAfter(s),
    ...turnMarks(s, action),
    unseen: nextUnseen(s.seats, s.holder, l.before, l.game, s.unseen),
    watch: watchAfter(s.watch, action),
  };
}
