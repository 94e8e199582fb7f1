/**
 * Kapaga's match held for one tab at a time by the table's lock (src/platform/tabs.ts
 * `guardMatch`): a second tab says "this match is open in another tab" and can take it
 * over, which resumes the latest save.
 */
import { guardMatch, type Locks } from '../../../platform/tabs';
import type { GameStore } from './gameStore';

export { browserLocks, type Locks } from '../../../platform/tabs';

/** Guard the store's match with a lock; returns a function that lets it go. */
export function guardTabs(store: GameStore, locks: Locks | null, graceMs?: number): () => void {
  if (!locks) return () => {};
  return guardMatch(
    'kapaga:match',
    locks,
    store,
    {
      role: (tab) => store.setState({ tab }),
      resume: () => store.getState().resumeSaved(),
    },
    graceMs,
  );
}
