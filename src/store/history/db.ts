/**
 * The match history, in IndexedDB (through `idb`, a kept 1 kB wrapper): every finished
 * match. Quota, private modes or an IndexedDB that is turned off give a message, never a
 * crash, and the game goes on without a history.
 */
import { type IDBPDatabase, openDB } from 'idb';
import type { HistoryEntry } from './entry';

const DB = 'kapaga';
const STORE = 'matches';

export interface History {
  add(entry: HistoryEntry): Promise<void>;
  all(): Promise<HistoryEntry[]>;
  /** Add many at once (an imported file, migrated results). */
  addAll(entries: readonly HistoryEntry[]): Promise<void>;
  clear(): Promise<void>;
}

export class HistoryError extends Error {}

const words = (e: unknown): string => {
  const name = (e as { name?: string })?.name;
  if (name === 'QuotaExceededError')
    return 'The browser has no room left to keep your match history.';
  return 'This browser does not let the game keep a match history here (private mode, or storage turned off).';
};

/** The history in IndexedDB, or null where there is none (tests, very old browsers). */
export function browserHistory(): History | null {
  if (typeof indexedDB === 'undefined') return null;
  let db: Promise<IDBPDatabase> | null = null;
  const open = () => {
    db ??= openDB(DB, 1, {
      upgrade(d) {
        d.createObjectStore(STORE, { autoIncrement: true }).createIndex('at', 'at');
      },
    });
    return db;
  };
  const run = async <T>(f: (d: IDBPDatabase) => Promise<T>): Promise<T> => {
    try {
      return await f(await open());
    } catch (e) {
      db = null;
      throw new HistoryError(words(e));
    }
  };
  return {
    add: (entry) => run(async (d) => void (await d.add(STORE, entry))),
    all: () => run((d) => d.getAllFromIndex(STORE, 'at') as Promise<HistoryEntry[]>),
    addAll: (entries) =>
      run(async (d) => {
        const tx = d.transaction(STORE, 'readwrite');
        for (const e of entries) void tx.store.add(e);
        await tx.done;
      }),
    clear: () => run((d) => d.clear(STORE)),
  };
}

/** A history kept in memory (tests, and where IndexedDB fails). */
export function memoryHistory(): History & { entries: HistoryEntry[] } {
  const entries: HistoryEntry[] = [];
  return {
    entries,
    add: async (e) => void entries.push(e),
    all: async () => entries.slice().sort((a, b) => a.at - b.at),
    addAll: async (es) => void entries.push(...es),
    clear: async () => void entries.splice(0),
  };
}
