/**
 * The table opened for a game module whose code has loaded (Shell.tsx): its match kept
 * and resumed, its bots playing at the speed set, its sounds, the links that open it, the
 * other tabs, and a new version of the page said.
 */
import type { Dispatch, SetStateAction } from 'react';
import type { AnyModule } from '../../games/registry';
import { whoActs } from '../../kit/loop';
import { PACES, runBots } from '../bots';
import { noSuchGame, unknownGame, withoutUnknownGame } from '../choice';
import { browserStorage, read } from '../kept';
import type { LabSpec } from '../lab/spec';
import { linkPlan, withoutPlan } from '../plan';
import { createSession, type Session } from '../session';
import { type SettingsStore, takeBefore } from '../settings';
import { linkOf, readLink, withoutLink } from '../share';
import { startSounds } from '../sound';
import { browserLocks, followOtherTabs, guardSession } from '../tabs';
import { pageThinker, type Thinker, workerThinker } from '../thinker';
import { watchForUpdates } from '../updates';
import { type Deal, linkedDeal } from './SetupFields';

export type Screen =
  | { kind: 'setup' }
  | { kind: 'match' }
  | { kind: 'demos' }
  | { kind: 'lesson' }
  /** `spec`: a comparison from a link; `opened` tells one link's lab from the next. */
  | { kind: 'lab'; spec?: LabSpec; opened?: number }
  | { kind: 'replay'; record: unknown }
  | { kind: 'stats' };

/** What the shell shows, set as the table opens and as links arrive. */
export interface Shown {
  setThinker(t: Thinker): void;
  setSession(s: Session): void;
  setScreen: Dispatch<SetStateAction<Screen>>;
  setDeal: Dispatch<SetStateAction<Deal>>;
}

/** The browser's storage (one that refuses every save where storage is turned off). */
export const storage = () => browserStorage(() => window.localStorage);

/**
 * The game's match on this device. Should reading what is kept throw (a bug: every reader
 * answers in words), the table opens all the same, keeping nothing this visit, and says so:
 * what is kept stays as it was.
 */
function sessionFor(m: AnyModule): Session {
  try {
    return createSession(m, storage());
  } catch {
    const s = createSession(m, null);
    s.setState({
      problem: `Something this browser keeps for ${m.info.name} could not be read, so nothing is kept this visit (what is kept stays as it was). Reload the page to try again.`,
    });
    return s;
  }
}

/** The bots think in a worker, so that no frame waits on a search; on the page without one. */
function thinkerFor(s: Session): Thinker {
  if (typeof Worker !== 'function') return pageThinker();
  const persona = s.getState().module.bots.persona;
  const problem = persona
    ? `${persona}'s helper stopped answering, so ${persona} now thinks on the page itself: moves may take a moment longer.`
    : "The bots' helper stopped answering, so the bots now think on the page itself: moves may take a moment longer.";
  return workerThinker(
    () => new Worker(new URL('../botWorker.ts', import.meta.url), { type: 'module' }),
    () => s.setState({ problem }),
  );
}

/**
 * The table of `m` opened (`said`: why a save of the game's own could not be carried, if
 * so): what it started, stopped by the function returned.
 */
export function openTable(
  m: AnyModule,
  said: string | null,
  settings: SettingsStore,
  shown: Shown,
): () => void {
  // The table's settings as the game's own screens kept them, where none are kept yet.
  const older = m.prefs?.before;
  if (older) takeBefore(settings, storage(), read(storage(), older));
  const s = sessionFor(m);
  // A save of the game's own that could not be carried: said (unless more is amiss).
  if (said && !s.getState().problem) s.setState({ problem: said });
  // A link's seats, level and preset are the setup's (the match is started there).
  const planned = linkPlan(m, window.location.search, s.getState().plan);
  if (planned) s.getState().setPlan(planned);
  // Once: a reload keeps the setup as the person then changed it.
  window.history.replaceState(null, '', withoutPlan(window.location.href));
  const thinker = thinkerFor(s);
  const bots = playBots(s, settings, thinker);
  const sounds = startSounds(s, settings);
  // Installable and offline: the service worker keeps every game's code; a new version
  // says so and waits for the next start.
  if ('serviceWorker' in navigator && import.meta.env.PROD)
    void import('virtual:pwa-register').then(({ registerSW }) =>
      watchForUpdates(m.info.name, registerSW, (problem) => s.setState({ problem })),
    );
  shown.setThinker(thinker);
  shown.setSession(s);
  // A match left running (a reload, a return) goes on where it was.
  shown.setScreen({ kind: s.getState().record !== null ? 'match' : 'setup' });
  // A link opened here or pasted into this tab's address (a hash change, no reload).
  const follow = linkFollower(m, s, shown);
  void follow();
  window.addEventListener('hashchange', follow);
  const tabs = followOtherTabs(s, window);
  const guard = guardSession(s, browserLocks());
  return () => {
    tabs();
    guard();
    bots();
    sounds();
    window.removeEventListener('hashchange', follow);
  };
}

/** The bots play at the speed set; a new speed takes over at once. */
function playBots(s: Session, settings: SettingsStore, thinker: Thinker): () => void {
  let bots = runBots(s, PACES[settings.getState().speed], thinker);
  const speed = settings.subscribe((now, was) => {
    if (now.speed === was.speed) return;
    bots();
    bots = runBots(s, PACES[now.speed], thinker);
  });
  return () => {
    speed();
    bots();
  };
}

/** Reads the link in the page's address (once it has loaded, then on each hash change). */
function linkFollower(m: AnyModule, s: Session, shown: Shown): () => Promise<void> {
  const { setScreen, setDeal } = shown;
  let opened = 0;
  return async () => {
    // A game the table does not have: said, and the picker shown (on the setup).
    const missing = unknownGame(window.location.search, window.location.hash);
    if (missing !== null) {
      window.history.replaceState(null, '', withoutUnknownGame(window.location.href));
      const was = s.getState().problem;
      s.setState({ problem: was ? `${was} ${noSuchGame(missing)}` : noSuchGame(missing) });
      setScreen({ kind: 'setup' });
    }
    const link = await readLink(m, linkOf(window.location.href));
    if (link.kind === 'none') return;
    window.history.replaceState(null, '', withoutLink(window.location.href));
    if (link.kind === 'rules') {
      s.getState().offer(link.rules);
      const { seed } = link;
      if (seed !== undefined) setDeal((was) => linkedDeal(was, seed));
      // A match going on stays on screen (its setup shows the link's rules later); a
      // finished one gives way to the setup, where the link's rules and deal wait.
      const { game } = s.getState();
      const over = game === null || whoActs(m.engine, game).kind === 'over';
      setScreen((x) => (x.kind === 'match' && !over ? x : { kind: 'setup' }));
    } else if (link.kind === 'replay') setScreen({ kind: 'replay', record: link.record });
    // Set up, not run: the person presses Compare (a match left running waits).
    else if (link.kind === 'lab') setScreen({ kind: 'lab', spec: link.spec, opened: ++opened });
    else s.setState({ problem: link.message });
  };
}
