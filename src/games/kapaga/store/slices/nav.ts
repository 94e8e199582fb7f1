/** What is on screen: the screen, an open panel, a one-time notice. */
import type { NavSlice } from '../types';
import type { SliceContext } from './context';

export function navSlice({ set, get, boot }: SliceContext): NavSlice {
  const b = boot.match;
  return {
    screen: b.kind === 'ok' ? 'table' : 'new',
    panel: null,
    notice: b.kind === 'none' || b.kind === 'ok' ? null : b.message,
    saveProblem: null,
    tab: 'owner',

    showNewGame(): void {
      set({ screen: 'new', panel: null, error: null });
    },
    showTable(): void {
      if (get().game) set({ screen: 'table', panel: null });
    },
    openPanel(panel): void {
      set({ panel });
    },
    dismissNotice(): void {
      set({ notice: null });
    },
    takeOver(): void {
      // The tab guard (tabs.ts) claims the match and then resumes its latest save.
      set({ tab: 'claiming' });
    },
  };
}
