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
    options: { steal?: boolean },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>;
}

export function browserLocks(): Locks | null {
  const nav: { locks?: Locks } | undefined = globalThis.navigator;
  return nav?.locks ?? null;
}

/** How long a tab waits for a match held elsewhere before saying so (a reload's moment). */
export const TAB_GRACE_MS = 1500;

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
  graceMs = TAB_GRACE_MS,
): () => void {
  if (!locks) {
    on.role('owner');
    return () => {};
  }
  let release: (() => void) | null = null;
  let stopped = false;
  let held = false;

  /** Holding the lock: this tab's role, and the lock kept until it is let go or stolen. */
  const own = (resume: boolean) => {
    if (resume) on.resume(); // what the other tab played last
    held = true;
    on.role('owner');
    return new Promise<void>((r) => {
      release = r;
    });
  };
  const lost = () => {
    // Another tab stole the lock: it plays the match now.
    release = null;
    held = false;
    if (!stopped) on.role('taken');
  };

  /** Take the lock from another tab (`resume`: then load its latest save). */
  function steal(resume: boolean): void {
    locks?.request(name, { steal: true }, () => (stopped ? undefined : own(resume))).catch(lost);
  }

  /**
   * Wait for the lock. A reload finds it still held a moment by the page it replaces, so
   * the other tab is said only after a grace; meanwhile this tab neither plays nor saves.
   * Granted later (the other tab closed), this tab takes the match up where it was left.
   */
  function wait(): void {
    on.role('waiting');
    let late = false;
    const grace = setTimeout(() => {
      late = true;
      if (!held && !stopped) on.role('other');
    }, graceMs);
    locks
      ?.request(name, {}, () => {
        clearTimeout(grace);
        return stopped || held ? undefined : own(late);
      })
      .catch(lost);
  }

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.tab === 'claiming' && prev.tab !== 'claiming') steal(true);
    // A new match started here (say from a link): this tab plays it now; the other stops.
    else if (
      (s.tab === 'waiting' || s.tab === 'other' || s.tab === 'taken') &&
      s.record !== prev.record &&
      s.record?.actions.length === 0
    )
      steal(false);
  });
  wait();
  return () => {
    stopped = true;
    unsubscribe();
    release?.();
  };
}

/** The platform's match of a game, held for this tab (`guardMatch`). */
export function guardSession(
  session: Session,
  locks: Locks | null,
  graceMs = TAB_GRACE_MS,
): () => void {
  return guardMatch(
    key(session.getState().module, 'match'),
    locks,
    session,
    {
      role: (tab) => session.getState().setTab(tab),
      resume: () => session.getState().reload(),
    },
    graceMs,
  );
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
    else session.getState().reload();
  };
  target.addEventListener('storage', on);
  return () => target.removeEventListener('storage', on);
}
