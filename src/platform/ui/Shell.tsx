/**
 * The table's screens for a game module: load its code, keep its match (saved and resumed),
 * run its bots, read a link (rules or a match), and show its setup, its match, its rules
 * lab or a replay.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AnyModule, Entry } from '../../games/registry';
import { downloadRecord } from '../download';
import { carrySaves } from '../older';
import type { Session } from '../session';
import { createSettings, type SettingsStore, SPEEDS, type Speed } from '../settings';
import type { Thinker } from '../thinker';
import { Boundary } from './Boundary';
import { Demos } from './Demos';
import { Lesson } from './Lesson';
import { LinkProblem } from './Links';
import { Match } from './Match';
import { Replay } from './Replay';
import { Setup } from './Setup';
import { type Deal, startDealt } from './SetupFields';
import { openTable, type Screen, storage } from './ShellOpen';
import './platform.css';
import './tools.css';

// The lab is its own chunk: a player who never opens it never loads it.
const Lab = lazy(() => import('./Lab').then((x) => ({ default: x.Lab })));
// So are the stats.
const Stats = lazy(() => import('./Stats').then((x) => ({ default: x.Stats })));

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
          stop = openTable(m, said, settings, { setThinker, setSession, setScreen, setDeal });
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
  const running = session.getState().record !== null;
  const setup = () => setScreen({ kind: 'setup' });
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
        <ScreenOf
          {...{ session, settings, thinker, screen, setScreen, deal, setDeal }}
          onSetup={setup}
        />
      </Boundary>
    </div>
  );
}

/** The screen on show, with where each leads. */
function ScreenOf({
  session,
  settings,
  thinker,
  screen,
  setScreen,
  deal,
  setDeal,
  onSetup: setup,
}: {
  session: Session;
  settings: SettingsStore;
  thinker: Thinker | undefined;
  screen: Screen;
  setScreen(s: Screen): void;
  deal: Deal;
  setDeal(d: Deal | ((was: Deal) => Deal)): void;
  onSetup(): void;
}) {
  const m = session.getState().module;
  const running = session.getState().record !== null;
  const toMatch = () => {
    // The lesson hands over to a match: the one left waiting, or a new one as planned.
    if (running) session.getState().resume();
    else startDealt(session, deal, setDeal);
    setScreen({ kind: 'match' });
  };
  return screen.kind === 'match' ? (
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
    <Replay module={m} record={screen.record} prefs={session.getState().prefs} onClose={setup} />
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
  );
}
