/**
 * The table's screens for a game module: load its code, keep its match (saved and resumed),
 * run its bots, read a link (rules or a match), and show its setup, its match, its rules
 * lab or a replay.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AnyModule, Entry } from '../../games/registry';
import { whoActs } from '../../kit/loop';
import { PACES, runBots } from '../bots';
import { noSuchGame, unknownGame, withoutUnknownGame } from '../choice';
import { downloadRecord } from '../download';
import { browserStorage, read } from '../kept';
import type { LabSpec } from '../lab/spec';
import { carrySaves } from '../older';
import { linkPlan, withoutPlan } from '../plan';
import { createSession, type Session } from '../session';
import { createSettings, SPEEDS, type Speed, takeBefore } from '../settings';
import { linkOf, readLink, withoutLink } from '../share';
import { startSounds } from '../sound';
import { browserLocks, followOtherTabs, guardSession } from '../tabs';
import { pageThinker, type Thinker, workerThinker } from '../thinker';
import { watchForUpdates } from '../updates';
import { Boundary } from './Boundary';
import { Demos } from './Demos';
import { Lesson } from './Lesson';
import { LinkProblem } from './Links';
import { Match } from './Match';
import { Replay } from './Replay';
import { Setup } from './Setup';
import { type Deal, linkedDeal, startDealt } from './SetupFields';
import './platform.css';
import './tools.css';

// The lab is its own chunk: a player who never opens it never loads it.
const Lab = lazy(() => import('./Lab').then((x) => ({ default: x.Lab })));
// So are the stats.
const Stats = lazy(() => import('./Stats').then((x) => ({ default: x.Stats })));

type Screen =
  | { kind: 'setup' }
  | { kind: 'match' }
  | { kind: 'demos' }
  | { kind: 'lesson' }
  /** `spec`: a comparison from a link; `opened` tells one link's lab from the next. */
  | { kind: 'lab'; spec?: LabSpec; opened?: number }
  | { kind: 'replay'; record: unknown }
  | { kind: 'stats' };

/** The browser's storage (one that refuses every save where storage is turned off). */
const storage = () => browserStorage(() => window.localStorage);

/**
 * A link's speed and deal: `?speed=fast` or `instant` (demos, tests: kept as the speed
 * setting, as links before the platform always did), `?seed=N` (the same deal again).
 */
function linkOptions(search: string): { speed?: Speed; seed?: number } {
  const q = new URLSearchParams(search);
  const speed = SPEEDS.find((s) => s === q.get('speed'));
  const seed = Number(q.get('seed'));
  return { speed, seed: q.has('seed') && Number.isSafeInteger(seed) ? seed : undefined };
}

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

/** The match kept for this game, as a file (a broken screen offers it for a bug report). */
function saveRunning(session: Session): void {
  const r = session.getState().record;
  if (r) downloadRecord(r);
}

const SCREEN_NAMES: Record<Screen['kind'], string> = {
  setup: 'the first screen',
  match: 'the table',
  demos: 'the demos',
  lesson: 'the lesson',
  lab: 'the rules lab',
  replay: 'the replay',
  stats: 'your stats',
};

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

export function Shell({ entry }: { entry: Entry }) {
  const [link] = useState(() => linkOptions(window.location.search));
  const [settings] = useState(() => {
    const made = createSettings(storage());
    if (link.speed) made.getState().change({ speed: link.speed });
    return made;
  });
  const [session, setSession] = useState<Session | null>(null);
  const [thinker, setThinker] = useState<Thinker | undefined>(undefined);
  /** The game's code did not load ('load'), or its table could not be made ('open'). */
  const [failed, setFailed] = useState<'load' | 'open' | null>(null);
  const [screen, setScreen] = useState<Screen>({ kind: 'setup' });
  // The deal for the next match, as typed in the setup or brought by a link (blank: new).
  const [deal, setDeal] = useState<Deal>({
    text: link.seed === undefined ? '' : String(link.seed),
    linked: link.seed !== undefined,
  });
  useEffect(() => {
    let stop = () => {};
    entry
      .load()
      // What the game's own screens kept becomes the table's first (once).
      .then(async (m: AnyModule) => ({
        m,
        said: await carrySaves(m, storage()).catch(() => null),
      }))
      .then(
        ({ m, said }) => {
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
          // The bots play at the speed set; a new speed takes over at once.
          const thinker = thinkerFor(s);
          let bots = runBots(s, PACES[settings.getState().speed], thinker);
          const speed = settings.subscribe((now, was) => {
            if (now.speed === was.speed) return;
            bots();
            bots = runBots(s, PACES[now.speed], thinker);
          });
          const sounds = startSounds(s, settings);
          // Installable and offline: the service worker keeps every game's code; a new version
          // says so and waits for the next start.
          if ('serviceWorker' in navigator && import.meta.env.PROD)
            void import('virtual:pwa-register').then(({ registerSW }) =>
              watchForUpdates(m.info.name, registerSW, (problem) => s.setState({ problem })),
            );
          setThinker(thinker);
          setSession(s);
          // A match left running (a reload, a return) goes on where it was.
          setScreen({ kind: s.getState().record !== null ? 'match' : 'setup' });
          // A link opened here or pasted into this tab's address (a hash change, no reload).
          let opened = 0;
          const follow = async () => {
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
            else if (link.kind === 'lab')
              setScreen({ kind: 'lab', spec: link.spec, opened: ++opened });
            else s.setState({ problem: link.message });
          };
          void follow();
          window.addEventListener('hashchange', follow);
          const tabs = followOtherTabs(s, window);
          const guard = guardSession(s, browserLocks());
          stop = () => {
            tabs();
            guard();
            speed();
            bots();
            sounds();
            window.removeEventListener('hashchange', follow);
          };
        },
        () => setFailed('load'),
      )
      // A throw while the table is made (a bug) is said, never left on "Loading…".
      .catch(() => setFailed('open'));
    return () => stop();
  }, [entry, settings]);
  if (failed)
    return (
      <p className="notice" role="alert">
        {failed === 'load'
          ? `${entry.info.name} could not be loaded. Check the connection and reload the page.`
          : `${entry.info.name} could not open its table here. Nothing kept on this device was changed: reload the page to try again.`}
      </p>
    );
  if (!session) return <p className="loading">Loading {entry.info.name}…</p>;
  const m = session.getState().module;
  const running = session.getState().record !== null;
  const setup = () => setScreen({ kind: 'setup' });
  const toMatch = () => {
    // The lesson hands over to a match: the one left waiting, or a new one as planned.
    if (running) session.getState().resume();
    else startDealt(session, deal, setDeal);
    setScreen({ kind: 'match' });
  };
  return (
    <div className="app platform">
      {/* The setup and the match say a link's problem in their own place; the others here. */}
      {screen.kind !== 'setup' && screen.kind !== 'match' && <LinkProblem session={session} />}
      <Boundary
        key={screen.kind}
        what={SCREEN_NAMES[screen.kind]}
        onBack={setup}
        onSave={running ? () => saveRunning(session) : undefined}
      >
        {screen.kind === 'match' ? (
          <Match session={session} settings={settings} thinker={thinker} onLeave={setup} />
        ) : screen.kind === 'demos' ? (
          <Demos module={m} onLeave={setup} />
        ) : screen.kind === 'lesson' ? (
          <Lesson
            module={m}
            onLeave={setup}
            onDone={toMatch}
            doneLabel={running ? 'Back to your match' : 'Play a match'}
            prefs={session.getState().prefs}
            // The other seats' steps at the speed set: "instant" plays them at once.
            pace={settings.getState().speed === 'instant' ? 0 : undefined}
          />
        ) : screen.kind === 'lab' ? (
          <Suspense fallback={<p className="loading">Loading the rules lab…</p>}>
            <Lab
              key={screen.opened}
              module={m}
              spec={screen.spec}
              house={session.getState().plan.rules}
              onClose={setup}
            />
          </Suspense>
        ) : screen.kind === 'stats' ? (
          <Suspense fallback={<p className="loading">Loading your stats…</p>}>
            <Stats
              session={session}
              onClose={setup}
              onWatch={(record) => setScreen({ kind: 'replay', record })}
            />
          </Suspense>
        ) : screen.kind === 'replay' ? (
          <Replay
            module={m}
            record={screen.record}
            prefs={session.getState().prefs}
            onClose={setup}
          />
        ) : (
          <Setup
            session={session}
            settings={settings}
            deal={deal}
            onDeal={setDeal}
            onPlay={() => setScreen({ kind: 'match' })}
            onLab={(spec) => setScreen({ kind: 'lab', spec })}
            onStats={() => setScreen({ kind: 'stats' })}
            onWatch={(record) => setScreen({ kind: 'replay', record })}
            onDemos={() => setScreen({ kind: 'demos' })}
            onLesson={() => setScreen({ kind: 'lesson' })}
          />
        )}
      </Boundary>
    </div>
  );
}
