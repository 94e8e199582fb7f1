/** The player's settings and past results (saved by the store's one persistence subscription). */
import type { PrefsSlice } from '../types';
import type { SliceContext } from './context';

export function prefsSlice({ set, get, boot }: SliceContext): PrefsSlice {
  return {
    settings: boot.settings,
    results: boot.results,
    updateSettings(patch): void {
      set({ settings: { ...get().settings, ...patch } });
    },
  };
}
