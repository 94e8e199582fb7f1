/**
 * The player's settings, past results and match history (the settings and results are
 * saved by the store's one persistence subscription; the history lives in IndexedDB).
 */
import { entryFromResult, type HistoryEntry } from '../history/entry';
import { historyFile, readHistoryFile } from '../history/stats';
import type { PrefsSlice } from '../types';
import type { SliceContext } from './context';

/** Old past results are moved into the history once; this key says it was done. */
export const MIGRATED = 'kapaga:results:migrated';

export function prefsSlice(ctx: SliceContext): PrefsSlice {
  const { set, get, boot, history, storage } = ctx;
  const fail = (e: unknown): never => {
    set({ historyProblem: (e as Error).message || 'The match history could not be read.' });
    throw e;
  };
  const none = 'This browser gives the game no place to keep a match history.';

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
    results: boot.results,
    historyProblem: null,

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
        const all = await history.all();
        set({ historyProblem: null });
        return all;
      } catch (e) {
        return fail(e);
      }
    },

    async exportHistory(): Promise<string> {
      return historyFile(history ? await history.all().catch(fail) : []);
    },

    async importHistory(text: string): Promise<string> {
      const read = readHistoryFile(text);
      if (!read) return 'This is not a Kapaga history file: nothing was added.';
      if (!history) return none;
      const have = new Set((await history.all().catch(fail)).map((e) => e.at));
      const fresh = read.entries.filter((e) => !have.has(e.at));
      await history.addAll(fresh).catch(fail);
      const skipped = read.entries.length - fresh.length;
      return `Added ${fresh.length} match${fresh.length === 1 ? '' : 'es'}${
        skipped ? `; ${skipped} already here` : ''
      }${read.refused ? `; ${read.refused} unreadable` : ''}.`;
    },

    showStats(): void {
      set({ screen: 'stats', panel: null });
    },
  };
}
