/**
 * One live tab per match (Web Locks): the first tab holds the match's lock and saves; a
 * second tab says "this match is open in another tab" and can take it over, which moves
 * the lock (the first tab then says so and stops saving) and resumes the latest save. No
 * move is lost to two tabs writing the same save in turn.
 */
import type { GameStore } from './gameStore';

/** The part of `navigator.locks` used here (tests pass a fake). */
export interface Locks {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>;
}

const LOCK = 'kapaga:match';

export function browserLocks(): Locks | null {
  const nav = globalThis.navigator as (Navigator & { locks?: Locks }) | undefined;
  return nav?.locks ?? null;
}

/** Guard the store's match with a lock; returns a function that lets it go. */
export function guardTabs(store: GameStore, locks: Locks | null): () => void {
  if (!locks) return () => {};
  let release: (() => void) | null = null;
  let stopped = false;

  /** Take the lock; `steal` takes it from another tab, `resume` then loads its latest save. */
  function hold(steal: boolean, resume = steal): void {
    locks
      ?.request(LOCK, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
        if (stopped) return;
        if (lock === null) {
          store.setState({ tab: 'other' });
          return;
        }
        if (resume) store.getState().resumeSaved(); // what the other tab played last
        store.setState({ tab: 'owner' });
        return new Promise<void>((r) => {
          release = r;
        });
      })
      .catch(() => {
        // Another tab stole the lock: it plays the match now.
        release = null;
        if (!stopped) store.setState({ tab: 'taken' });
      });
  }

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.tab === 'claiming' && prev.tab !== 'claiming') hold(true);
    // A new match started here (say from a link): this tab plays it now; the other stops.
    else if (
      (s.tab === 'other' || s.tab === 'taken') &&
      s.record !== prev.record &&
      s.record?.actions.length === 0
    )
      hold(true, false);
  });
  hold(false);
  return () => {
    stopped = true;
    unsubscribe();
    release?.();
  };
}
