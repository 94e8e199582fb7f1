/**
 * Where a game's finished matches are kept on this device: every one, in IndexedDB
 * (through `idb`, a kept 1 kB wrapper), one database per game. Where a browser has none
 * (tests, very old browsers) the latest HISTORY stay in localStorage as before, and
 * without storage they are kept for the visit. Whichever keeps them, the matches are read
 * strictly (history.ts) and only the latest RECORDS keep their record, to watch again.
 *
 * The first time IndexedDB opens for a game, the matches localStorage kept move into it:
 * added (each once), and only then let go there.
 */
import { type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import { type AnyModule, gameName } from '../games/registry';
import {
  aged,
  type Finished,
  HISTORY,
  isFinished,
  type Merged,
  merge,
  RECORDS,
  sameMatch,
  withoutRecord,
} from './history';
import { keptHistory, key, read, type Storage, write } from './kept';
import { finishedOfOlder } from './older';

export interface Archive {
  /** How many matches it keeps at most (the oldest go first). */
  readonly cap: number;
  /** Every match kept, in the order they ended (a damaged one stays where it is, unread). */
  all(): Promise<Finished[]>;
  /** Keeps a match just finished; the one it pushes out of the latest RECORDS lets its record go. */
  add(f: Finished): Promise<void>;
  /**
   * A file's matches joined to those kept (history.ts merge): the history now, and what was
   * done; `progress` hears how many of those joining are kept so far.
   */
  join(incoming: readonly Finished[], progress?: Progress): Promise<Merged>;
  /** Matches kept that could not be read, as the last read found them (left out, not lost). */
  damaged(): number;
  /** Lets those go (the person asked). */
  dropDamaged(): Promise<void>;
  /** Lets one match go (the person asked), readable or not: every copy of it kept. */
  remove(f: Finished): Promise<void>;
}

/** How far a long piece of work is: `done` of `of`. */
export type Progress = (done: number, of: number) => void;

/** The archive refused (full, or storage turned off): said in a player's words. */
export class ArchiveError extends Error {}

const NO_ROOM = 'This browser would not keep the history (storage is full or blocked).';

/** The key another tab watches to read the history again (the storage event). */
export const historyChanged = (m: AnyModule) => key(m, 'history-at');

/** Where this game's matches are kept here: IndexedDB, else localStorage, else this visit. */
export const archiveFor = (m: AnyModule, storage: Storage | null): Archive =>
  browserArchive(m, storage) ?? (storage ? storageArchive(m, storage) : memoryArchive());

/** The latest HISTORY in localStorage (`table:<game>:history`), as the table kept them first. */
export function storageArchive(m: AnyModule, storage: Storage): Archive {
  const keep = (history: Finished[]) => {
    if (write(storage, key(m, 'history'), history)) throw new ArchiveError(NO_ROOM);
  };
  return {
    cap: HISTORY,
    all: async () => keptHistory(m, storage),
    add: async (f) => keep(aged([...keptHistory(m, storage), f])),
    // A damaged entry is moved aside as it is read (kept.ts): none stays to be told of.
    damaged: () => 0,
    dropDamaged: async () => {},
    remove: async (f) => keep(keptHistory(m, storage).filter((h) => sameMatch(h) !== sameMatch(f))),
    async join(incoming) {
      const merged = merge(keptHistory(m, storage), incoming);
      if (merged.added) keep(merged.history);
      return merged;
    },
  };
}

/** Kept for this visit only (no storage at all). */
export function memoryArchive(): Archive {
  let kept: Finished[] = [];
  return {
    cap: Infinity,
    all: async () => kept,
    add: async (f) => {
      kept = aged([...kept, f], Infinity);
    },
    async join(incoming) {
      const merged = merge(kept, incoming, Infinity);
      kept = merged.history;
      return merged;
    },
    damaged: () => 0,
    dropDamaged: async () => {},
    remove: async (f) => {
      kept = kept.filter((h) => sameMatch(h) !== sameMatch(f));
    },
  };
}

const STORE = 'matches';
/** Records read at once; the page breathes between two reads (a long history never freezes it). */
const PAGE = 2000;
const breathe = () => new Promise<void>((r) => setTimeout(r, 0));

const refusal = (e: unknown): string =>
  typeof e === 'object' && e !== null && 'name' in e && e.name === 'QuotaExceededError'
    ? 'The browser has no room left to keep your match history.'
    : 'This browser does not let the table keep a match history here (private mode, or storage turned off).';

/** The game's own older history (GameModule.older); null when there is none to read now. */
async function olderHistory(m: AnyModule): Promise<Finished[] | null> {
  if (!m.older) return null;
  try {
    const theirs = (await (await m.older(gameName)).history?.()) ?? [];
    return theirs.map(finishedOfOlder);
  } catch {
    // Its code or its store did not answer: asked again next time.
    return null;
  }
}

/** Every match in IndexedDB (null where the browser has none). */
export function browserArchive(m: AnyModule, storage: Storage | null): Archive | null {
  if (typeof indexedDB === 'undefined') return null;
  const id = m.info.id;
  let db: Promise<IDBPDatabase> | null = null;
  let movedIn = false;
  // The matches the last read could not read.
  let damaged = 0;
  // One thing at a time, in the order asked: a read asked after a match was kept finds it.
  let last: Promise<unknown> = Promise.resolve();
  const run = <T>(f: (d: IDBPDatabase) => Promise<T>): Promise<T> => {
    const next = last.then(async () => {
      try {
        db ??= openDB(`table:${id}`, 1, {
          upgrade: (d) =>
            void d.createObjectStore(STORE, { autoIncrement: true }).createIndex('at', 'at'),
        });
        const d = await db;
        if (!movedIn) {
          await moveIn(m, storage, d);
          movedIn = true;
        }
        return await f(d);
      } catch (e) {
        db = null;
        throw new ArchiveError(refusal(e));
      }
    });
    last = next.catch(() => {});
    return next;
  };
  const told = () => write(storage, historyChanged(m), Date.now());

  const all = async (d: IDBPDatabase): Promise<Finished[]> => {
    const read = await readAll(id, d);
    damaged = read.unread;
    return read.kept;
  };

  return {
    cap: Infinity,
    all: () => run(all),
    add: (f) =>
      run(async (d) => {
        const tx = d.transaction(STORE, 'readwrite');
        void tx.store.add(f);
        await dropOlderRecords(id, tx);
        await tx.done;
        told();
      }),
    join: (incoming, progress) =>
      run(async (d) => {
        const kept = await all(d);
        const merged = merge(kept, incoming, Infinity);
        const was = new Set(kept);
        const joining = merged.history.filter((h) => !was.has(h));
        // A page at a time, each its own transaction: a big file never freezes the page.
        for (let i = 0; i < joining.length; i += PAGE) {
          progress?.(i, joining.length);
          const tx = d.transaction(STORE, 'readwrite');
          for (const h of joining.slice(i, i + PAGE)) void tx.store.add(h);
          await tx.done;
          await breathe();
        }
        if (merged.added) told();
        return merged;
      }),
    damaged: () => damaged,
    remove: (f) =>
      run(async (d) => {
        await deleteWhere(d, (v) => isFinished(id, v) && sameMatch(v) === sameMatch(f));
        told();
      }),
    dropDamaged: () =>
      run(async (d) => {
        await deleteWhere(d, (v) => !isFinished(id, v));
        damaged = 0;
        told();
      }),
  };
}

/**
 * The matches localStorage kept, moved in: each added once, then let go there. So are the
 * game's own older history's (GameModule.older), once per device: its own stay where they are.
 */
async function moveIn(m: AnyModule, storage: Storage | null, d: IDBPDatabase): Promise<void> {
  const id = m.info.id;
  const carried = key(m, 'history-carried');
  const theirs = read(storage, carried) === true ? null : await olderHistory(m);
  const old = [...keptHistory(m, storage), ...(theirs ?? []).filter((h) => isFinished(id, h))];
  if (old.length) {
    const tx = d.transaction(STORE, 'readwrite');
    const here = new Set((await tx.store.getAll()).filter((x) => isFinished(id, x)).map(sameMatch));
    for (const h of old) {
      if (here.has(sameMatch(h))) continue;
      here.add(sameMatch(h));
      void tx.store.add(h);
    }
    await tx.done;
    write(storage, key(m, 'history'), null);
  }
  if (theirs) write(storage, carried, true);
}

/** Every match kept, oldest first, a page at a time; `unread`: those that could not be read. */
async function readAll(id: string, d: IDBPDatabase): Promise<{ kept: Finished[]; unread: number }> {
  const kept: Finished[] = [];
  let unread = 0;
  let before = 0;
  let after: IDBValidKey | null = null;
  for (;;) {
    const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
    const tx = d.transaction(STORE);
    const [keys, values]: [IDBValidKey[], unknown[]] = await Promise.all([
      tx.store.getAllKeys(range, PAGE),
      tx.store.getAll(range, PAGE),
    ]);
    for (const v of values) if (isFinished(id, v)) kept.push(v);
    unread += values.length - kept.length + before;
    before = kept.length;
    after = keys.at(-1) ?? null;
    if (keys.length < PAGE || after === null) break;
    await breathe();
  }
  return { kept: kept.sort((a, b) => a.at - b.at), unread };
}

/**
 * The latest RECORDS keep their record. Only they, and the few a file brought in beside
 * them, have one: a short walk back from the latest finds every other.
 */
async function dropOlderRecords(
  id: string,
  tx: IDBPTransaction<unknown, [typeof STORE], 'readwrite'>,
): Promise<void> {
  let c = await tx.store.index('at').openCursor(null, 'prev');
  for (let seen = 0; c && seen <= 2 * RECORDS; seen++) {
    if (seen >= RECORDS && isFinished(id, c.value) && c.value.record)
      await c.update(withoutRecord(c.value));
    c = await c.continue();
  }
}

/** Lets go every match kept that `gone` picks, in one transaction. */
async function deleteWhere(d: IDBPDatabase, gone: (kept: unknown) => boolean): Promise<void> {
  const tx = d.transaction(STORE, 'readwrite');
  for (let c = await tx.store.openCursor(); c; c = await c.continue())
    if (gone(c.value)) await c.delete();
  await tx.done;
}
