/**
 * The match history, in IndexedDB (through `idb`, a kept 1 kB wrapper): every finished
 * match. Quota, private modes or an IndexedDB that is turned off give a message, never a
 * crash, and the game goes on without a history.
 */
import { type IDBPDatabase, openDB } from 'idb';
import { decodeEntry, type HistoryEntry, notOurs, storedEntry } from './entry';

const DB = 'kapaga';
const STORE = 'matches';

/** What the history holds, read through the strict decoder (oldest first). */
export interface Kept {
  entries: HistoryEntry[];
  /**
   * Stored records the decoder refused (damaged): their keys, to drop. Another game's, or a
   * newer version's, are neither read nor named here: nothing of theirs is dropped.
   */
  unreadable: number[];
}

export interface History {
  add(entry: HistoryEntry): Promise<void>;
  all(): Promise<Kept>;
  /** Add many at once (an imported file, migrated results). */
  addAll(entries: readonly HistoryEntry[]): Promise<void>;
  /** Drop these stored records (the keys `all` named unreadable). */
  remove(keys: readonly number[]): Promise<void>;
  clear(): Promise<void>;
}

/** Stored records and their keys, decoded into `kept`: the good ones, and the others named. */
function decodeInto(kept: Kept, keys: readonly unknown[], values: readonly unknown[]): void {
  values.forEach((v, i) => {
    const e = decodeEntry(v);
    if (e) kept.entries.push(e);
    else if (!notOurs(v)) kept.unreadable.push(keys[i] as number);
  });
}

/** Records read at once from IndexedDB; the page breathes between two reads. */
const PAGE = 2000;
const breathe = () => new Promise<void>((r) => setTimeout(r, 0));

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
    add: (entry) => run(async (d) => void (await d.add(STORE, storedEntry(entry)))),
    // Read from the store itself, not the date index: a record without a usable date is
    // in no index, and must still be found to be dropped. A page at a time, with a breath
    // between: a long history never freezes the page.
    all: () =>
      run(async (d) => {
        const kept: Kept = { entries: [], unreadable: [] };
        let after: IDBValidKey | null = null;
        for (;;) {
          const range = after === null ? null : IDBKeyRange.lowerBound(after, true);
          const tx = d.transaction(STORE);
          const [keys, values] = await Promise.all([
            tx.store.getAllKeys(range, PAGE),
            tx.store.getAll(range, PAGE),
          ]);
          decodeInto(kept, keys, values);
          if (keys.length < PAGE) break;
          after = keys[keys.length - 1] as IDBValidKey;
          await breathe();
        }
        kept.entries.sort((a, b) => a.at - b.at);
        return kept;
      }),
    addAll: (entries) =>
      run(async (d) => {
        const tx = d.transaction(STORE, 'readwrite');
        for (const e of entries) void tx.store.add(storedEntry(e));
        await tx.done;
      }),
    remove: (keys) =>
      run(async (d) => {
        const tx = d.transaction(STORE, 'readwrite');
        for (const k of keys) void tx.store.delete(k);
        await tx.done;
      }),
    clear: () => run((d) => d.clear(STORE)),
  };
}
