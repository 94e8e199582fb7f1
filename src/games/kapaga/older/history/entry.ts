/**
 * A finished match as the history keeps it (issue 12): rules, who played (and how well),
 * placings, points per round, hints used. Plain JSON; made from the match's record.
 */

import { LEVELS } from '../../bots/types';
import { applyAction, type Game, type GameRecord, PRESET_NAMES, RULE_FIELDS } from '../../engine';
import { GAME, otherGame } from '../gameMark';
import { recordStart } from '../log';
import { presetOf } from '../share';
import type { Level, PastResult } from '../types';
import type { HistoryEntry } from './types';

export type { HistoryEntry };

/** Points per round, per seat, from the match's own record (replayed). */
export function roundPoints(record: GameRecord): number[][] {
  const start = recordStart(record);
  if (!start.ok) return [];
  let g: Game = start.value;
  const n = g.seats;
  const out: number[][] = [];
  let current = new Array<number>(n).fill(0);
  for (const a of record.actions) {
    const next = applyAction(g, a);
    if (!next.ok) break;
    g = next.value;
    for (const e of g.events) {
      if (e.type === 'recycle') current[e.seat] = (current[e.seat] as number) + e.points;
      if (e.type === 'round-over') {
        out.push(current.map((p, s) => p + (e.points[s] ?? 0)));
        current = new Array<number>(n).fill(0);
      }
    }
  }
  return out;
}

/** An old "past result" (before the history), as a history entry with what it knew. */
export function entryFromResult(r: PastResult): HistoryEntry {
  const you = r.shared ? null : 0;
  return {
    at: r.at,
    rules: (PRESET_NAMES as readonly string[]).includes(r.preset) ? r.preset : 'custom',
    players: r.players,
    seats: [],
    placings: [],
    scores: you === null ? [] : [r.yourScore],
    winners: r.youWon && you !== null ? [you] : [],
    rounds: [],
    you,
    hints: r.hints ?? 0,
  };
}

/** What `rules` may say: a preset's name, or 'custom'. */
const RULES_NAMES: readonly string[] = [...PRESET_NAMES, 'custom'];
/** The most seats any rules allow (the maxPlayers field's own bound). */
const MAX_SEATS = (RULE_FIELDS.maxPlayers as { max: number }).max;
const KEYS = [
  'at',
  'rules',
  'players',
  'seats',
  'placings',
  'scores',
  'winners',
  'rounds',
  'you',
  'hints',
] as const satisfies readonly (keyof HistoryEntry)[];
const SEAT_KEYS = ['name', 'kind', 'level'] as const;
/** Points, scores and hints far past any real match: refused rather than shown. */
const MAX_POINTS = 1e9;
/** The latest date a JavaScript Date can hold. */
const MAX_AT = 8.64e15;

/** 2: an entry names its game (`game`, `v`); 1 (still read): neither, as first kept. */
export const ENTRY_VERSION = 2;

/** An entry as it is written (IndexedDB, history files): it names its game and version. */
export type StoredEntry = HistoryEntry & { game: typeof GAME; v: number };
export const storedEntry = (e: HistoryEntry): StoredEntry => ({
  game: GAME,
  v: ENTRY_VERSION,
  ...e,
});

/**
 * A kept record this version cannot read and must not drop: another game's, or a newer
 * version's (that version still reads it).
 */
export const notOurs = (x: unknown): boolean =>
  otherGame(x) !== null ||
  (typeof x === 'object' &&
    x !== null &&
    typeof (x as { v?: unknown }).v === 'number' &&
    (x as { v: number }).v > ENTRY_VERSION);

/** A plain object with exactly these own keys (no prototype keys, nothing extra). */
function exactly(x: unknown, keys: readonly string[]): x is Record<string, unknown> {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  if (proto !== Object.prototype && proto !== null) return false;
  const own = Object.keys(x);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(x, k));
}

const whole = (x: unknown, min: number, max: number): x is number =>
  Number.isInteger(x) && (x as number) >= min && (x as number) <= max;

/** A list of whole numbers from min to max, at most `length` long (holes refused). */
function wholes(x: unknown, length: number, min: number, max: number): number[] | null {
  if (!Array.isArray(x) || x.length > length) return null;
  const out: number[] = [];
  for (let i = 0; i < x.length; i++) {
    const n: unknown = x[i];
    if (!whole(n, min, max)) return null;
    out.push(n);
  }
  return out;
}

/**
 * A history entry from outside data (a file, or what IndexedDB kept), as strictly as links
 * and replays: own keys only, a known preset and known levels, whole numbers in range, and
 * seats that agree with the player count. A fresh object, or null when anything is off.
 */
export function decodeEntry(stored: unknown): HistoryEntry | null {
  let x = stored;
  // Version 2 names its game; an entry naming none (version 1) is Kapaga's.
  if (exactly(x, [...KEYS, 'game', 'v'])) {
    if (x.game !== GAME || x.v !== ENTRY_VERSION) return null;
    const { game: _, v: __, ...entry } = x;
    x = entry;
  }
  if (!exactly(x, KEYS)) return null;
  const { at, rules, players, you, hints } = x;
  if (typeof at !== 'number' || !Number.isFinite(at) || at < 0 || at > MAX_AT) return null;
  if (typeof rules !== 'string' || !RULES_NAMES.includes(rules)) return null;
  if (!whole(players, 2, MAX_SEATS)) return null;
  const seat = players - 1;
  if (you !== null && !whole(you, 0, seat)) return null;
  if (!whole(hints, 0, MAX_POINTS)) return null;
  if (!Array.isArray(x.seats) || (x.seats.length !== 0 && x.seats.length !== players)) return null;
  const seats: HistoryEntry['seats'] = [];
  for (let i = 0; i < x.seats.length; i++) {
    const s: unknown = x.seats[i];
    if (!exactly(s, SEAT_KEYS)) return null;
    const { name, kind, level } = s;
    if (typeof name !== 'string' || name.length > 200) return null;
    if (kind !== 'human' && kind !== 'bot') return null;
    if (typeof level !== 'string' || !(LEVELS as readonly string[]).includes(level)) return null;
    seats.push({ name, kind, level: level as Level });
  }
  const placings = wholes(x.placings, players, 0, seat);
  const scores = wholes(x.scores, players, -MAX_POINTS, MAX_POINTS);
  const winners = wholes(x.winners, players, 0, seat);
  if (!placings || !scores || !winners || !Array.isArray(x.rounds)) return null;
  // Placings are every seat once, or none (an old result knew none).
  if (placings.length !== 0 && (placings.length !== players || new Set(placings).size !== players))
    return null;
  if (new Set(winners).size !== winners.length) return null;
  const rounds: number[][] = [];
  for (let i = 0; i < x.rounds.length; i++) {
    const r = wholes(x.rounds[i], players, -MAX_POINTS, MAX_POINTS);
    if (!r) return null;
    rounds.push(r);
  }
  return { at, rules, players, seats, placings, scores, winners, rounds, you, hints };
}

export { presetOf };
