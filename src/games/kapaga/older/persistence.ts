/**
 * What Kapaga's own screens kept in localStorage, read (never written) for the table: the
 * match in progress (its record, seats, and the bots' reasons: never rendered English), the
 * match set aside, the matches left and the rules last chosen. A save is only trusted after
 * the engine replays it; what cannot be read is left where it is.
 */
import type { GameName } from '../../module';
import { LEVELS } from '../bots/types';
import { type GameRecord, PRESETS, type Rules, resolveRules } from '../engine';
import { OWN_SETTINGS_KEY } from '../prefs';
import { isReason } from '../words';
import { elsewhere, GAME, otherGame } from './gameMark';
import { type Ids, replayWithLog } from './log';
import type { LeftMatch, LogItem, SavedMatch, SeatConfig, StepReason } from './types';

export type { SavedMatch };

/**
 * 2: reasons and chants saved as data, and (added later, ignored by older readers) the game
 * it is of; 1 (still read): the log saved as English.
 */
export const SAVE_VERSION = 2;
export const KEYS = {
  match: 'kapaga:match',
  /** A save that could not be loaded, kept for a bug report. */
  broken: 'kapaga:match:broken',
  settings: OWN_SETTINGS_KEY,
  results: 'kapaga:results',
  rules: 'kapaga:rules',
  /** A match of people set aside while the bots play (watch mode): "Back to your game". */
  aside: 'kapaga:match:aside',
  /** Matches of people left unfinished for another (kept as replays). */
  left: 'kapaga:left',
} as const;

/** The part of localStorage the store uses (tests pass a Map-backed one, or null). */
export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The match read back: its `game` is the engine's state (the save's game is Kapaga). */
export interface LoadedMatch extends Omit<SavedMatch, 'game'> {
  game: import('../engine').Game;
  log: LogItem[];
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; match: LoadedMatch }
  | { kind: 'bad'; message: string }
  | { kind: 'newer'; message: string }
  /** Another game's match: kept as it is, never opened here. */
  | { kind: 'other'; message: string };

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isSeat = (x: unknown): x is SeatConfig =>
  isObj(x) &&
  typeof x.name === 'string' &&
  (x.kind === 'human' || x.kind === 'bot') &&
  (LEVELS as readonly unknown[]).includes(x.level);

const isNumArray = (x: unknown): x is number[] =>
  Array.isArray(x) && x.every((n) => typeof n === 'number');

const isStep = (x: unknown): x is { step: number; seat: number } =>
  isObj(x) && Number.isInteger(x.step) && Number.isInteger(x.seat);

function readJson(store: KeyValue, key: string): unknown {
  const text = store.getItem(key);
  if (text === null) return undefined;
  return JSON.parse(text);
}

const no = (why: string): LoadResult => ({ kind: 'bad', message: why });

/** A saved match (any JSON value), checked and replayed; `bad` says why it cannot be. */
export function readMatch(raw: unknown, ids: Ids, nameOf: GameName): LoadResult {
  if (!isObj(raw)) return no('it is not a saved game');
  const other = otherGame(raw);
  if (other !== null)
    return {
      kind: 'other',
      message: `Your saved game is ${elsewhere(other, 'match', nameOf)}. It is kept as it is.`,
    };
  if (typeof raw.v === 'number' && raw.v > SAVE_VERSION)
    // A newer version's save is left as it is: that version can still resume it.
    return {
      kind: 'newer',
      message:
        'Your saved game was made by a newer version of Kapaga; it is kept as it is. Reload the newer version to resume it, or start a new game here (which will replace it).',
    };
  if (raw.v !== SAVE_VERSION && raw.v !== 1)
    return no('it was saved by another version of the game');
  const { record, seats } = raw;
  if (!isObj(record) || !Array.isArray(record.actions)) return no('its moves are missing');
  if (!Array.isArray(seats) || !seats.every(isSeat) || seats.length !== record.players)
    return no('its seats do not match the game');
  // Version 1 saved the log as English: its reasons are not read back (the moves are).
  const reasons = Array.isArray(raw.reasons)
    ? (raw.reasons as unknown[]).filter(
        (r): r is StepReason => isStep(r) && isReason((r as { reason?: unknown }).reason),
      )
    : [];
  const chants = Array.isArray(raw.chants) ? (raw.chants as unknown[]).filter(isStep) : [];
  const replayed = replayWithLog(record as unknown as GameRecord, reasons, chants, ids);
  if (!replayed.ok) return no(replayed.error.message);
  const { game, log } = replayed.value;
  // (A save's `roundStats`, before the game kept its round's penalties, is not read back.)
  const n = seats.length;
  return {
    kind: 'ok',
    match: {
      v: SAVE_VERSION,
      record: record as unknown as GameRecord,
      seats,
      reasons,
      chants,
      lastActor: typeof raw.lastActor === 'number' ? raw.lastActor : null,
      unseen:
        Array.isArray(raw.unseen) &&
        raw.unseen.length === n &&
        raw.unseen.every((b) => typeof b === 'boolean')
          ? (raw.unseen as boolean[])
          : new Array<boolean>(n).fill(false),
      seedChosen: raw.seedChosen === true,
      lesson: Number.isInteger(raw.lesson) ? (raw.lesson as number) : null,
      passing: Number.isInteger(raw.passing) ? (raw.passing as number) : null,
      hints:
        isObj(raw.hints) && isNumArray(raw.hints.round) && isNumArray(raw.hints.match)
          ? { round: raw.hints.round, match: raw.hints.match }
          : undefined,
      game,
      log,
    },
  };
}

/** The house rules last chosen (the fields that differ from grayzone); bad ones: grayzone. */
export function loadRules(store: KeyValue | null): Rules {
  try {
    const raw = store ? readJson(store, KEYS.rules) : undefined;
    if (isObj(raw)) {
      const r = resolveRules(raw as Partial<Rules>);
      if (r.ok) return r.value;
    }
  } catch {
    // fall through
  }
  return { ...PRESETS.grayzone };
}

/** The matches left unfinished, kept as replays (the last few). */
export const LEFT_KEEP = 5;

export function loadLeft(store: KeyValue | null): LeftMatch[] {
  try {
    const raw = store ? readJson(store, KEYS.left) : undefined;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (m): m is LeftMatch =>
          isObj(m) &&
          otherGame(m) === null &&
          Number.isFinite(m.at) &&
          isObj(m.record) &&
          Array.isArray(m.record.actions) &&
          Array.isArray(m.names) &&
          m.names.every((n) => typeof n === 'string'),
      )
      .slice(-LEFT_KEEP)
      .map((m) => ({ ...m, game: GAME }));
  } catch {
    return [];
  }
}
