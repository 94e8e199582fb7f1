/**
 * A game's finished matches on this device, as kept and as a file: what one holds, how it
 * is read (strictly: a damaged entry is left out of the kept history, and a file with one
 * is refused whole), and how a file's matches join the kept ones without losing any.
 */
import { type AnyModule, GAMES } from '../games/registry';
import { isRecord } from '../lib/result';
import { countsOf, type MatchRecord, readRecord, replay, type SeatPlan, seatsOk } from './record';

export interface Finished {
  at: number;
  names: string[];
  scores: number[];
  winners: number[];
  /** Who sat where: people, and bots with their level (kept since the stats; older have none). */
  seats?: SeatPlan[];
  /** The seats people played. */
  people?: number[];
  /** The match itself, to watch again (the latest few matches only: storage is small). */
  record?: MatchRecord;
  /** The expert's hints each seat was shown (kept since the adviser; older have none). */
  hints?: number[];
  /** The rules it was played under: a preset's id, or "custom" (older have none). */
  rules?: string;
  /** Per round, the points each seat took (carried from a game's own older history). */
  rounds?: number[][];
}

/** Finished matches kept, and how many of the latest keep their record. */
export const HISTORY = 200;
export const RECORDS = 20;

const KEYS: readonly string[] = [
  'at',
  'names',
  'scores',
  'winners',
  'seats',
  'people',
  'record',
  'hints',
  'rules',
  'rounds',
] satisfies readonly (keyof Finished)[];

/** The latest date a JavaScript Date can hold. */
const MAX_AT = 8.64e15;

const seatIndexes = (x: unknown, n: number): x is number[] =>
  Array.isArray(x) &&
  x.every((i) => Number.isInteger(i) && i >= 0 && i < n) &&
  new Set(x).size === x.length;

/** Per round, a finite score for each of `n` seats. */
const roundsOk = (x: unknown, n: number): x is number[][] =>
  Array.isArray(x) &&
  x.length <= 10_000 &&
  x.every((r) => Array.isArray(r) && r.length === n && r.every((p) => Number.isFinite(p)));

/**
 * A finished match as saved, field by field (a damaged one is left out of the history).
 * `seats` and `people` are checked when there, and read without them (older matches).
 */
export function isFinished(game: string, x: unknown): x is Finished {
  if (!isRecord(x) || typeof x.at !== 'number' || !(x.at >= 0 && x.at <= MAX_AT)) return false;
  const { names, scores } = x;
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) return false;
  const n = names.length;
  if (!Array.isArray(scores) || scores.length !== n) return false;
  if (!scores.every((s) => typeof s === 'number' && Number.isFinite(s))) return false;
  if (!seatIndexes(x.winners, n)) return false;
  if (x.seats !== undefined && !(seatsOk(x.seats) && x.seats.length === n)) return false;
  if (x.people !== undefined && !seatIndexes(x.people, n)) return false;
  if (x.hints !== undefined && !countsOf(x.hints, n)) return false;
  if (x.rules !== undefined && !(typeof x.rules === 'string' && x.rules.length <= 40)) return false;
  if (x.rounds !== undefined && !roundsOk(x.rounds, n)) return false;
  return x.record === undefined || readRecord(x.record, game).ok;
}

/**
 * A finished match from outside (a file): own keys only, each checked; a fresh object.
 * `ruleNames`: the names its rules may have (the game's presets, standard, custom), when known.
 */
export function decodeFinished(
  game: string,
  x: unknown,
  ruleNames?: readonly string[],
): Finished | null {
  if (!isRecord(x) || !Object.keys(x).every((k) => KEYS.includes(k))) return null;
  if (!isFinished(game, x)) return null;
  if (ruleNames && x.rules !== undefined && !ruleNames.includes(x.rules)) return null;
  const { at, names, scores, winners, seats, people, record, hints, rules, rounds } = x;
  return {
    at,
    names: [...names],
    scores: [...scores],
    winners: [...winners],
    ...(seats && { seats: seats.map((s) => ({ ...s })) }),
    ...(people && { people: [...people] }),
    ...(record && { record }),
    ...(hints && { hints: [...hints] }),
    ...(rules !== undefined && { rules }),
    ...(rounds && { rounds: rounds.map((r) => [...r]) }),
  };
}

/** The most points a match's total may hold either way (1e308 is no score of a card game). */
export const SCORE_MAX = 1_000_000;

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Why a readable entry is wrong for its game `m` (null: it is right), checked as it is
 * added: scores in range, each winner holding the best total, and with its record, every
 * action legal and the scores and winners those its replay gives.
 */
export function wrongFinished(m: AnyModule, f: Finished): string | null {
  if (!f.scores.every((s) => Math.abs(s) <= SCORE_MAX)) return 'a score out of range';
  // A loop, not a spread: a file's entry may have more seats than a call takes arguments.
  const better = m.info.lowWins ? Math.min : Math.max;
  const best = f.scores.reduce((a, b) => better(a, b), f.scores[0] ?? 0);
  if (f.winners.some((w) => f.scores[w] !== best)) return 'a winner without the best total';
  const rec = f.record;
  if (!rec) return null;
  if (rec.seats.length !== f.names.length) return 'its record has other seats';
  const g = replay(m, rec);
  if (!g.ok) return g.error.detail ?? g.error.message;
  const st = m.engine.status(g.value);
  if (st.phase !== 'game-over') return 'its record stops before the match ends';
  if (!sameList(st.scores, f.scores)) return 'scores other than its replay gives';
  const winners = (w: readonly number[]) => [...w].sort((a, b) => a - b);
  if (!sameList(winners(st.winners), winners(f.winners)))
    return 'winners other than its replay gives';
  return null;
}

/** The seats people played, when the entry (or its record) says so; null for the oldest. */
export function peopleOf(h: Finished): number[] | null {
  if (h.people) return h.people;
  const seats = h.seats ?? h.record?.seats;
  return seats ? seats.flatMap((s, i) => (s.kind === 'person' ? [i] : [])) : null;
}

/** Who sat where, when the entry (or its record) says so. */
export const seatsOf = (h: Finished): SeatPlan[] | null => h.seats ?? h.record?.seats ?? null;

/** The latest `cap` of the history, older entries' records let go: only the latest keep theirs. */
export const aged = (history: readonly Finished[], cap = HISTORY): Finished[] =>
  history
    .slice(-cap)
    .map((h, i, all) => (i < all.length - RECORDS && h.record ? withoutRecord(h) : h));

/** A finished match without its record (one of the older: only the latest keep theirs). */
export function withoutRecord(h: Finished): Finished {
  const { record: _, ...rest } = h;
  return rest;
}

/** The version of the history file written; a newer one is refused, not half-read. */
export const HISTORY_FILE_VERSION = 1;

export const historyFile = (game: string, entries: readonly Finished[]): string =>
  `${JSON.stringify({ kind: 'history', game, v: HISTORY_FILE_VERSION, entries })}\n`;

const FILE_KEYS = ['kind', 'game', 'v', 'entries'];

/** A game's name for a message: its own, when the table knows it. */
const nameOf = (id: string) => GAMES.find((g) => g.info.id === id)?.info.name ?? `"${id}"`;

/** A history file's text as JSON: undefined when it is none. */
export function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A history file's entries (its text parsed), each still to be read, or why it is refused (in
 * a player's words).
 */
export function historyEntries(
  game: string,
  x: unknown,
): { ok: true; entries: unknown[] } | { ok: false; message: string } {
  const not = {
    ok: false,
    message: `This is not a history file of ${nameOf(game)}: nothing was added.`,
  } as const;
  if (!isRecord(x) || x.kind !== 'history') return not;
  if (typeof x.game === 'string' && x.game !== game)
    return {
      ok: false,
      message: `This is a history file of ${nameOf(x.game)}, not of ${nameOf(game)}: nothing was added.`,
    };
  if (typeof x.v === 'number' && x.v > HISTORY_FILE_VERSION)
    return {
      ok: false,
      message: 'This history file was made by a newer version of the game: nothing was added.',
    };
  const keys = Object.keys(x).every((k) => FILE_KEYS.includes(k));
  if (!keys || x.game !== game || x.v !== HISTORY_FILE_VERSION || !Array.isArray(x.entries))
    return not;
  return { ok: true, entries: x.entries };
}

/**
 * The matches of a history file of `game`, each read strictly: one that cannot be read is
 * left out and counted (`rules`: the names a match's rules may have, when known).
 */
export function readHistoryFile(
  game: string,
  text: string,
  rules?: readonly string[],
): { ok: true; entries: Finished[]; unreadable: number } | { ok: false; message: string } {
  const list = historyEntries(game, parsed(text));
  if (!list.ok) return list;
  const entries = list.entries.flatMap((e) => decodeFinished(game, e, rules) ?? []);
  return { ok: true, entries, unreadable: list.entries.length - entries.length };
}

/** One match, the same wherever it is kept: when it ended and how it scored. */
export const sameMatch = (h: Finished) => `${h.at}:${h.scores.join(',')}`;

export interface Merged {
  history: Finished[];
  added: number;
  /** Already kept. */
  known: number;
  /** In the file more than once: added once. */
  twice: number;
  /** Left out: the history holds at most `cap` matches (merge). */
  left: number;
}

/**
 * A file's matches joined to the kept ones, in the order they ended: every kept entry
 * stays as it was; a match already here is not added twice; the file's matches fill only
 * the room left of `cap` (its latest first), and keep their record only among the latest few.
 */
export function merge(
  kept: readonly Finished[],
  incoming: readonly Finished[],
  cap = HISTORY,
): Merged {
  const here = new Set(kept.map(sameMatch));
  const seen = new Set<string>();
  const fresh: Finished[] = [];
  let known = 0;
  for (const h of incoming) {
    const id = sameMatch(h);
    if (here.has(id)) known++;
    else if (!seen.has(id)) {
      seen.add(id);
      fresh.push(h);
    }
  }
  const room = Math.max(0, cap - kept.length);
  const joining = room === 0 ? [] : [...fresh].sort((a, b) => a.at - b.at).slice(-room);
  const all = [...kept.map((h) => ({ h, kept: true })), ...joining.map((h) => ({ h, kept: false }))]
    .sort((a, b) => a.h.at - b.h.at)
    .map(({ h, kept }, i, list) =>
      kept || i >= list.length - RECORDS || !h.record ? h : withoutRecord(h),
    );
  return {
    history: all,
    added: joining.length,
    known,
    twice: incoming.length - fresh.length - known,
    left: fresh.length - joining.length,
  };
}

const matches = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;
const were = (n: number) => `${n} ${n === 1 ? 'was' : 'were'}`;

/** What an import did (`unreadable`: the file's matches that could not be read), in words. */
export function mergedWords(r: Merged, unreadable = 0): string {
  const twice = r.twice ? `; ${were(r.twice)} in the file twice` : '';
  const bad = unreadable ? `; ${unreadable} could not be read` : '';
  const left = r.left
    ? ` ${matches(r.left)} left out: this device keeps the latest ${HISTORY}.`
    : '';
  return `Added ${matches(r.added)}; ${were(r.known)} already here${twice}${bad}.${left}`;
}
