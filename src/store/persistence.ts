/**
 * localStorage: the match in progress (its record + seats), the settings and past results.
 * A save is only trusted after the engine replays it (replayRecord): a corrupt or outdated
 * save gives a message and a fresh start, never a blank page.
 */
import { LEVELS } from '../bots/types';
import {
  type Game,
  type GameRecord,
  PRESETS,
  type Rules,
  replayRecord,
  resolveRules,
  rulesDiff,
} from '../engine';
import {
  DEFAULT_SETTINGS,
  type LogEntry,
  type PastResult,
  type RoundStats,
  type SeatConfig,
  type Settings,
  SPEEDS,
} from './types';

export const SAVE_VERSION = 1;
export const KEYS = {
  match: 'kapaga:match',
  settings: 'kapaga:settings',
  results: 'kapaga:results',
  rules: 'kapaga:rules',
} as const;

/** The part of localStorage the store uses (tests pass a Map-backed one, or null). */
export type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SavedMatch {
  v: number;
  record: GameRecord;
  seats: SeatConfig[];
  log: LogEntry[];
  roundStats: RoundStats;
  lastActor: number | null;
  /** Pass and play: people whose hand changed while another held the device. */
  unseen?: boolean[];
}

export interface LoadedMatch extends SavedMatch {
  game: Game;
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'ok'; match: LoadedMatch }
  | { kind: 'bad'; message: string };

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

const isSeat = (x: unknown): x is SeatConfig =>
  isObj(x) &&
  typeof x.name === 'string' &&
  (x.kind === 'human' || x.kind === 'bot') &&
  (LEVELS as readonly unknown[]).includes(x.level);

const isNumArray = (x: unknown): x is number[] =>
  Array.isArray(x) && x.every((n) => typeof n === 'number');

export const LOG_KEEP = 300;

function readJson(store: KeyValue, key: string): unknown {
  const text = store.getItem(key);
  if (text === null) return undefined;
  return JSON.parse(text);
}

export function loadMatch(store: KeyValue | null): LoadResult {
  if (!store) return { kind: 'none' };
  let raw: unknown;
  try {
    raw = readJson(store, KEYS.match);
  } catch {
    return bad(store, 'it is not readable');
  }
  if (raw === undefined || raw === null) return { kind: 'none' };
  if (!isObj(raw)) return bad(store, 'it is not a saved game');
  if (raw.v !== SAVE_VERSION) return bad(store, 'it was saved by another version of the game');
  const { record, seats } = raw;
  if (!isObj(record) || !Array.isArray(record.actions)) return bad(store, 'its moves are missing');
  if (!Array.isArray(seats) || !seats.every(isSeat) || seats.length !== record.players)
    return bad(store, 'its seats do not match the game');
  const game = replayRecord(record as unknown as GameRecord);
  if (!game.ok) return bad(store, game.error.message);
  const log = Array.isArray(raw.log)
    ? (raw.log as unknown[]).filter(
        (e): e is LogEntry =>
          isObj(e) &&
          typeof e.text === 'string' &&
          typeof e.id === 'number' &&
          typeof e.step === 'number',
      )
    : [];
  const rs = raw.roundStats;
  const n = seats.length;
  const roundStats: RoundStats =
    isObj(rs) && isNumArray(rs.start) && isNumArray(rs.penalties) && rs.start.length === n
      ? { start: rs.start, penalties: rs.penalties }
      : { start: game.value.scores.slice(), penalties: new Array(n).fill(0) };
  return {
    kind: 'ok',
    match: {
      v: SAVE_VERSION,
      record: record as unknown as GameRecord,
      seats,
      log,
      roundStats,
      lastActor: typeof raw.lastActor === 'number' ? raw.lastActor : null,
      unseen:
        Array.isArray(raw.unseen) &&
        raw.unseen.length === n &&
        raw.unseen.every((b) => typeof b === 'boolean')
          ? (raw.unseen as boolean[])
          : new Array<boolean>(n).fill(false),
      game: game.value,
    },
  };
}

function bad(store: KeyValue, why: string): LoadResult {
  try {
    store.removeItem(KEYS.match);
  } catch {
    // storage refused: nothing more to do
  }
  return {
    kind: 'bad',
    message: `Your saved game could not be resumed (${why}). A fresh game is ready to start.`,
  };
}

export function saveMatch(store: KeyValue | null, m: SavedMatch | null): void {
  if (!store) return;
  try {
    if (m === null) store.removeItem(KEYS.match);
    else store.setItem(KEYS.match, JSON.stringify({ ...m, log: m.log.slice(-LOG_KEEP) }));
  } catch {
    // Private mode or a full quota: play on without saving.
  }
}

/** Valid fields are kept one by one; anything else falls back to the default. */
export function loadSettings(store: KeyValue | null): Settings {
  let raw: unknown;
  try {
    raw = store ? readJson(store, KEYS.settings) : undefined;
  } catch {
    raw = undefined;
  }
  const s = { ...DEFAULT_SETTINGS };
  if (!isObj(raw)) return s;
  if (raw.sortBy === 'suit' || raw.sortBy === 'rank') s.sortBy = raw.sortBy;
  if (typeof raw.hints === 'boolean') s.hints = raw.hints;
  if ((SPEEDS as readonly unknown[]).includes(raw.speed)) s.speed = raw.speed as Settings['speed'];
  if (typeof raw.fourColour === 'boolean') s.fourColour = raw.fourColour;
  if (typeof raw.muteChants === 'boolean') s.muteChants = raw.muteChants;
  return s;
}

export function saveSettings(store: KeyValue | null, s: Settings): void {
  try {
    store?.setItem(KEYS.settings, JSON.stringify(s));
  } catch {
    // ignore: settings are a convenience
  }
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

export function saveRules(store: KeyValue | null, rules: Rules): void {
  try {
    store?.setItem(KEYS.rules, JSON.stringify(rulesDiff(rules)));
  } catch {
    // ignore: a convenience
  }
}

export const RESULTS_KEEP = 20;

export function loadResults(store: KeyValue | null): PastResult[] {
  try {
    const raw = store ? readJson(store, KEYS.results) : undefined;
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(
        (r): r is PastResult =>
          isObj(r) &&
          typeof r.at === 'number' &&
          Array.isArray(r.winners) &&
          typeof r.youWon === 'boolean',
      )
      .slice(-RESULTS_KEEP);
  } catch {
    return [];
  }
}

export function saveResults(store: KeyValue | null, results: PastResult[]): void {
  try {
    store?.setItem(KEYS.results, JSON.stringify(results.slice(-RESULTS_KEEP)));
  } catch {
    // ignore
  }
}

/** localStorage when the page has one that works, else null (tests, privacy modes). */
export function browserStorage(): KeyValue | null {
  try {
    const s = globalThis.localStorage;
    if (!s) return null;
    const probe = 'kapaga:probe';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}
