/**
 * Two tabs of one game and its one saved match.
 * - One live tab per match (`guardMatch`, Web Locks): the first tab holds the match's lock,
 *   plays and saves; another says "this match is open in another tab" and can take it over,
 *   which moves the lock (the first then says so and stops playing and saving) and resumes
 *   the latest save. No move is lost to two tabs writing the same save in turn.
 * - A tab that does not play the match follows what the playing one saves (`followOtherTabs`),
 *   and every tab shows the same finished matches.
 */
import { historyChanged } from './archive';
import { key, type Session, type TabRole } from './session';

export type { TabRole };

/** The part of `navigator.locks` used here (tests pass a fake). */
export interface Locks {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>;
}

export function browserLocks(): Locks | null {
  const nav: { locks?: Locks } | undefined = globalThis.navigator;
  return nav?.locks ?? null;
}

/** What holding the match does to the tab: its role, and taking up the latest save. */
export interface TabHooks {
  role(r: TabRole): void;
  resume(): void;
}

/** A store whose match a tab may hold: its role, and the match on the table. */
export interface Guarded {
  tab: TabRole;
  /** The match on the table (a new one has no actions yet). */
  record: { actions: readonly unknown[] } | null;
}

/**
 * Holds the match named `name` for this tab while it can (no locks: it is always this
 * tab's). Taking it over (`tab` set to 'claiming') claims it with the latest save; a new match
 * started in a tab that did not hold the match makes this tab its player.
 */
export function guardMatch<S extends Guarded>(
  name: string,
  locks: Locks | null,
  store: { subscribe(listener: (s: S, prev: S) => void): () => void },
  on: TabHooks,
): () => void {
  if (!locks) {
    on.role('owner');
    return () => {};
  }
  let release: (() => void) | null = null;
  let stopped = false;

  /** Take the lock; `steal` takes it from another tab, `resume` then loads its latest save. */
  function hold(steal: boolean, resume: boolean): void {
    locks
      ?.request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
        if (stopped) return;
        if (lock === null) return on.role('other');
        if (resume) on.resume(); // what the other tab played last
        on.role('owner');
        return new Promise<void>((r) => {
          release = r;
        });
      })
      .catch(() => {
        // Another tab stole the lock: it plays the match now.
        release = null;
        if (!stopped) on.role('taken');
      });
  }

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.tab === 'claiming' && prev.tab !== 'claiming') hold(true, true);
    // A new match started here (say from a link): this tab plays it now; the other stops.
    else if (
      (s.tab === 'other' || s.tab === 'taken') &&
      s.record !== prev.record &&
      s.record?.actions.length === 0
    )
      hold(true, false);
  });
  hold(false, false);
  return () => {
    stopped = true;
    unsubscribe();
    release?.();
  };
}

/** The platform's match of a game, held for this tab (`guardMatch`). */
export function guardSession(session: Session, locks: Locks | null): () => void {
  return guardMatch(key(session.getState().module, 'match'), locks, session, {
    role: (tab) => session.getState().setTab(tab),
    resume: () => session.getState().resume(),
  });
}

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * When another tab plays on (or ends the match), this one follows what it saved instead of
 * writing its own older copy over it; the same for the finished matches kept.
 */
export function followOtherTabs(session: Session, target: Target): () => void {
  const match = key(session.getState().module, 'match');
  const m = session.getState().module;
  const history = [key(m, 'history'), historyChanged(m)];
  const on = (e: StorageEvent) => {
    // A match finished or a file added there: this tab shows (and adds to) the same history.
    if (e.key !== null && history.includes(e.key)) return void session.getState().readHistory();
    if (e.key !== match) return;
    if (e.newValue === null) session.getState().abandon();
    else session.getState().resume();
  };
  target.addEventListener('storage', on);
  return () => target.removeEventListener('storage', on);
}
