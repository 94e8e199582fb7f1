/**
 * The player's settings, past results and match history (the settings and results are
 * saved by the store's one persistence subscription; the history lives in IndexedDB).
 */
import { createSettings } from '../../../../platform/settings';
import { entryFromResult, type HistoryEntry } from '../history/entry';
import {
  emptyRead,
  HISTORY_TOO_BIG,
  historyFile,
  historyFileEntries,
  MAX_HISTORY_FILE,
  readEntries,
} from '../history/stats';
import { oldTableSettings } from '../persistence';
import type { PrefsSlice } from '../types';
import type { SliceContext } from './context';

/** Old past results are moved into the history once; this key says it was done. */
export const MIGRATED = 'kapaga:results:migrated';

/** Matches checked or added between two breaths of the page (a big file never freezes it). */
const SLICE = 2000;
const breathe = () => new Promise<void>((r) => setTimeout(r, 0));
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function prefsSlice(ctx: SliceContext): PrefsSlice {
  const { set, get, boot, history, storage } = ctx;
  const fail = (e: unknown): never => {
    set({ historyProblem: (e as Error).message || 'The match history could not be read.' });
    throw e;
  };
  const none = 'This browser gives the game no place to keep a match history.';
  /** The stored records the last read could not decode (kept until the player drops them). */
  let unreadable: number[] = [];

  /**
   * Once, when the history first exists: the results kept before it (as loaded at start;
   * every match finished from now on goes to the history itself).
   */
  async function migrate(): Promise<void> {
    if (!history || !storage) return;
    try {
      if (storage.getItem(MIGRATED) !== null) return;
      storage.setItem(MIGRATED, '1');
    } catch {
      return; // no storage to remember it in: do not risk adding them twice
    }
    if (boot.results.length) await history.addAll(boot.results.map(entryFromResult));
  }
  const migrated = migrate().catch((e: Error) => set({ historyProblem: e.message }));

  return {
    settings: boot.settings,
    table: createSettings(storage, oldTableSettings(storage)),
    results: boot.results,
    historyProblem: null,
    historyUnreadable: 0,
    historyImport: null,

    updateSettings(patch): void {
      set({ settings: { ...get().settings, ...patch } });
    },

    async readHistory(): Promise<HistoryEntry[]> {
      if (!history) {
        set({ historyProblem: none });
        return [];
      }
      try {
        await migrated;
        const kept = await history.all();
        unreadable = kept.unreadable;
        set({ historyProblem: null, historyUnreadable: unreadable.length });
        return kept.entries;
      } catch (e) {
        return fail(e);
      }
    },

    async dropUnreadableHistory(): Promise<void> {
      if (!history || unreadable.length === 0) return;
      await history.remove(unreadable).catch(fail);
      unreadable = [];
      set({ historyUnreadable: 0 });
    },

    async exportHistory(): Promise<string> {
      return historyFile(history ? (await history.all().catch(fail)).entries : []);
    },

    async importHistory(text: string): Promise<string> {
      if (text.length > MAX_HISTORY_FILE) return HISTORY_TOO_BIG;
      const file = historyFileEntries(text);
      if (!file.ok) return file.message;
      if (!history) return none;
      const list = file.entries;
      const of = list.length;
      try {
        set({ historyImport: { step: 'checking', done: 0, of } });
        const known = new Set((await history.all().catch(fail)).entries.map((e) => e.at));
        const read = emptyRead();
        const seen = new Set<number>();
        for (let i = 0; i < of; i += SLICE) {
          readEntries(read, list, i, Math.min(of, i + SLICE), known, seen);
          set({ historyImport: { step: 'checking', done: Math.min(of, i + SLICE), of } });
          await breathe();
        }
        const fresh = read.entries;
        for (let i = 0; i < fresh.length; i += SLICE) {
          set({ historyImport: { step: 'adding', done: i, of: fresh.length } });
          await history.addAll(fresh.slice(i, i + SLICE)).catch(fail);
          await breathe();
        }
        const notes = [
          read.known && `${read.known} already here`,
          read.repeated && `${count(read.repeated, 'was', 'were')} in the file twice`,
          read.refused && `${read.refused} unreadable`,
        ].filter(Boolean);
        return `Added ${count(fresh.length, 'match', 'matches')}${notes.length ? `; ${notes.join('; ')}` : ''}.`;
      } finally {
        set({ historyImport: null });
      }
    },

    showStats(): void {
      set({ screen: 'stats', panel: null });
    },
  };
}
