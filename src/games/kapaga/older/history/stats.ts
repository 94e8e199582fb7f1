/** The stats page's figures, from the history (pure: tested on made-up histories). */

import type { GameName } from '../../../module';
import { elsewhere, GAME, otherGame } from '../gameMark';
import type { Level } from '../types';
import { decodeEntry, type HistoryEntry, storedEntry } from './entry';

export interface Tally {
  key: string;
  played: number;
  won: number;
}

/** The opponents' level in a match ("mixed" when they differ). */
export function levelOf(e: HistoryEntry): Level | 'mixed' | 'unknown' {
  const levels = new Set(
    e.seats.filter((s, i) => i !== e.you && s.kind === 'bot').map((s) => s.level),
  );
  if (levels.size === 0) return 'unknown';
  return levels.size === 1 ? ([...levels][0] as Level) : 'mixed';
}

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** 2: `{ game: 'kapaga', kind: 'history', v: 2, entries }`; 1 (still read): `{ kapaga: 'history', v: 1, entries }`. */
export const HISTORY_FILE_VERSION = 2;
export const NOT_HISTORY = 'This is not a Kapaga history file: nothing was added.';

/** The entries a history file holds, or why it is not one to read (in a player's words). */
export function historyFileEntries(
  text: string,
  nameOf: GameName,
): { ok: true; entries: unknown[] } | { ok: false; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_HISTORY };
  }
  const other = otherGame(body);
  if (other !== null)
    return {
      ok: false,
      message: `This file is ${elsewhere(other, 'history', nameOf)}. Nothing was added.`,
    };
  if (!isObj(body) || !Array.isArray(body.entries)) return { ok: false, message: NOT_HISTORY };
  if (body.game === GAME && body.kind === 'history') {
    if (typeof body.v === 'number' && body.v > HISTORY_FILE_VERSION)
      return {
        ok: false,
        message: 'This history file was made by a newer version of the game: nothing was added.',
      };
    return { ok: true, entries: body.entries };
  }
  return body.kapaga === 'history'
    ? { ok: true, entries: body.entries }
    : { ok: false, message: NOT_HISTORY };
}

/** What reading a history file found: the new entries, and those it left out and why. */
export interface FileRead {
  entries: HistoryEntry[];
  /** Already in the history (the same match, by when it ended). */
  known: number;
  /** In the file more than once: counted once. */
  repeated: number;
  /** Refused by the strict decoder. */
  refused: number;
}

export const emptyRead = (): FileRead => ({ entries: [], known: 0, repeated: 0, refused: 0 });

/**
 * Decode `list[from..to)` into `read` (a file's entries, a slice at a time, so a big file
 * can be read without freezing the page): `known` holds the dates already kept.
 */
export function readEntries(
  read: FileRead,
  list: readonly unknown[],
  from: number,
  to: number,
  known: ReadonlySet<number>,
  seen: Set<number>,
): void {
  for (let i = from; i < to; i++) {
    const e = decodeEntry(list[i]);
    if (!e) read.refused++;
    else if (known.has(e.at)) read.known++;
    else if (seen.has(e.at)) read.repeated++;
    else {
      seen.add(e.at);
      read.entries.push(e);
    }
  }
}

/** Entries from a history file (outside data), through the strict decoder; each match once. */
export function readHistoryFile(
  text: string,
  known: ReadonlySet<number> = new Set(),
): FileRead | null {
  // Its refusal is not said (null), so no game need be named in it.
  const list = historyFileEntries(text, () => undefined);
  if (!list.ok) return null;
  const read = emptyRead();
  readEntries(read, list.entries, 0, list.entries.length, known, new Set());
  return read;
}

export const historyFile = (entries: readonly HistoryEntry[]): string =>
  `${JSON.stringify({ game: GAME, kind: 'history', v: HISTORY_FILE_VERSION, entries: entries.map(storedEntry) })}\n`;
