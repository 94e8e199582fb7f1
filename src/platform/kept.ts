/**
 * What this device keeps of a game (localStorage under `table:<game id>:<what>`): read
 * strictly, written with a word when the browser refuses, and what cannot be read kept
 * aside, never deleted.
 */
import type { AnyModule } from '../games/registry';
import { isRecord } from '../lib/result';
import { type Finished, isFinished } from './history';
import { type MatchRecord, readRecord, replay } from './record';

/** The part of `localStorage` used here (tests pass a stand-in). */
export interface Storage {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

export const key = (m: AnyModule, what: string) => `table:${m.info.id}:${what}`;

/**
 * The browser's storage; where it keeps nothing (storage turned off: even looking at it
 * throws), one that refuses every call, so that each save says it failed.
 */
export function browserStorage(get: () => Storage | null): Storage {
  try {
    const s = get();
    if (s) return s;
  } catch {
    // storage turned off
  }
  return REFUSING;
}

const refuse = (): never => {
  throw new DOMException('This browser keeps nothing here.', 'SecurityError');
};

/** A browser that keeps nothing: each call refused, as a disabled storage refuses it. */
export const REFUSING: Storage = { getItem: refuse, setItem: refuse, removeItem: refuse };

/**
 * The JSON kept at `k`: null when none (or a storage that will not say), undefined when
 * present but not JSON (damaged).
 */
export function read(storage: Storage | null, k: string): unknown {
  const s = rawAt(storage, k);
  try {
    return s ? JSON.parse(s) : null;
  } catch {
    return undefined; // present but not JSON: damaged
  }
}

/** Keeps `v` at `k` (null removes it); a refusal comes back in a player's words. */
export function write(storage: Storage | null, k: string, v: unknown): string | null {
  try {
    if (v === null) storage?.removeItem(k);
    else storage?.setItem(k, JSON.stringify(v));
    return null;
  } catch {
    return 'This browser would not keep the match (storage is full or blocked): it goes on, but a reload will lose it.';
  }
}

/** The match refused by the browser: it plays on, said till a save works again. */
export const UNSAVED =
  'Saving failed: this browser would not keep the match (its storage is full or blocked). It goes on while this page stays open, but a reload would lose it: download it to keep it.';

/**
 * The finished matches kept, read strictly. What cannot be read is kept aside (never
 * deleted: the next match written would drop it), as a damaged save is.
 */
export function keptHistory(m: AnyModule, storage: Storage | null): Finished[] {
  const raw = read(storage, key(m, 'history'));
  const list: unknown[] = Array.isArray(raw) ? raw : [];
  const bad: unknown[] = list.filter((h) => !isFinished(m.info.id, h));
  if (raw !== null && !Array.isArray(raw)) bad.push(raw ?? storage?.getItem(key(m, 'history')));
  const good = list.filter((h) => isFinished(m.info.id, h));
  if (bad.length) {
    const k = key(m, 'history-damaged');
    const aside = read(storage, k);
    const was = Array.isArray(aside) ? aside : aside === null ? [] : [aside ?? storage?.getItem(k)];
    // Moved, not copied: only once the damaged are safe aside is the history rewritten.
    if (write(storage, k, [...was, ...bad]) === null) write(storage, key(m, 'history'), good);
  }
  return good;
}

/** Matches of people left unfinished for another, kept to watch again (the latest few). */
export const LEFT = 5;

/** A match left unfinished: when, and the match as it was. */
export interface Left {
  at: number;
  record: MatchRecord;
}

/** The matches left unfinished, read strictly (one that does not replay is left out). */
export function keptLeft(m: AnyModule, storage: Storage | null): Left[] {
  const raw = read(storage, key(m, 'left'));
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((x: unknown) => {
    if (!isRecord(x) || typeof x.at !== 'number') return [];
    const rec = readRecord(x.record, m.info.id);
    return rec.ok && replay(m, rec.value).ok ? [{ at: x.at, record: rec.value }] : [];
  });
}

/**
 * `rec` kept among the matches left unfinished (the latest LEFT; an entry this version
 * cannot read stays as it was, and ages out like the others): the list now, or why the
 * browser would not keep it (in a player's words).
 */
export function keepLeft(
  m: AnyModule,
  storage: Storage | null,
  now: readonly Left[],
  rec: MatchRecord,
  at: number,
): Left[] | string {
  // No storage (tests, a blocked browser): kept for this visit.
  if (!storage) return [...now, { at, record: rec }].slice(-LEFT);
  const raw = read(storage, key(m, 'left'));
  const was: unknown[] = Array.isArray(raw) ? raw : [];
  const problem = write(storage, key(m, 'left'), [...was, { at, record: rec }].slice(-LEFT));
  if (problem)
    return 'This browser would not keep the match you left to watch again (storage is full or blocked).';
  return keptLeft(m, storage);
}

/** The text kept at `k` as it is (null: none, or a storage that will not say). */
export function rawAt(storage: Storage | null, k: string): string | null {
  try {
    return storage?.getItem(k) ?? null;
  } catch {
    return null;
  }
}

/**
 * The match kept for the table: none, its JSON to read and replay (undefined: damaged), or
 * a newer version's, left as it is (that version can still resume it) with a word why.
 */
export type KeptMatch =
  | { kind: 'none' }
  | { kind: 'ok'; raw: unknown }
  | { kind: 'newer'; message: string };

/** The match kept, looked at before it is replayed. */
export function keptMatch(m: AnyModule, storage: Storage | null): KeptMatch {
  const raw = read(storage, key(m, 'match'));
  if (raw === null) return { kind: 'none' };
  if (
    isRecord(raw) &&
    raw.game === m.info.id &&
    typeof raw.v === 'number' &&
    Number.isInteger(raw.v) &&
    raw.v > m.version
  )
    return {
      kind: 'newer',
      message: `Your match was made by a newer version of ${m.info.name}; it is kept as it is. Open the newer version to resume it, or start a new match here (which will replace it).`,
    };
  return { kind: 'ok', raw };
}
