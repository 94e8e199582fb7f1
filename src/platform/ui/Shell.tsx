/**
 * The table's screens for a game module: load its code, keep its match (saved and resumed),
 * run its bots, and show its setup or its match.
 */
import { useEffect, useState } from 'react';
import type { AnyModule, Entry } from '../../games/registry';
import { PACE, type Pace, runBots } from '../bots';
import { createSession, type Session } from '../session';
import { Boundary } from './Boundary';
import { Demos } from './Demos';
import { Lesson } from './Lesson';
import { Match } from './Match';
import { Setup } from './Setup';
import './platform.css';

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A link's pace and deal: `?speed=fast` or `instant` (demos, tests), `?seed=N` (the same
 * deal again).
 */
function linkOptions(search: string): { pace: Pace; seed?: number } {
  const q = new URLSearchParams(search);
  const speed = q.get('speed');
  const pace =
    speed === 'instant'
      ? { actMs: 20, roundMs: 300 }
      : speed === 'fast'
        ? { actMs: 250, roundMs: 1200 }
        : PACE;
  const seed = Number(q.get('seed'));
  return { pace, seed: q.has('seed') && Number.isSafeInteger(seed) ? seed : undefined };
}

const SCREEN_NAMES = {
  setup: 'the first screen',
  match: 'the table',
  demos: 'the demos',
  lesson: 'the lesson',
} as const;

export function Shell({ entry }: { entry: Entry }) {
  const [link] = useState(() => linkOptions(window.location.search));
  const [session, setSession] = useState<Session | null>(null);
  const [failed, setFailed] = useState(false);
  const [screen, setScreen] = useState<keyof typeof SCREEN_NAMES>('setup');
  const setPlaying = (on: boolean) => setScreen(on ? 'match' : 'setup');
  useEffect(() => {
    let stop = () => {};
    entry.load().then(
      (m: AnyModule) => {
        const s = createSession(m, storage());
        stop = runBots(s, link.pace);
        setSession(s);
        // A match left running (a reload, a return) goes on where it was.
        setScreen(s.getState().record !== null ? 'match' : 'setup');
      },
      () => setFailed(true),
    );
    return () => stop();
  }, [entry, link]);
  if (failed)
    return (
      <p className="notice" role="alert">
        {entry.info.name} could not be loaded. Check the connection and reload the page.
      </p>
    );
  if (!session) return <p className="loading">Loading {entry.info.name}…</p>;
  const m = session.getState().module;
  const running = session.getState().record !== null;
  const toMatch = () => {
    // The lesson hands over to a match: the one left waiting, or a new one as planned.
    if (running) session.getState().resume();
    else session.getState().start(link.seed);
    setScreen('match');
  };
  return (
    <div className="app platform">
      <Boundary key={screen} what={SCREEN_NAMES[screen]} onBack={() => setScreen('setup')}>
        {screen === 'match' ? (
          <Match session={session} onLeave={() => setPlaying(false)} />
        ) : screen === 'demos' ? (
          <Demos module={m} onLeave={() => setScreen('setup')} />
        ) : screen === 'lesson' ? (
          <Lesson
            module={m}
            onLeave={() => setScreen('setup')}
            onDone={toMatch}
            doneLabel={running ? 'Back to your match' : 'Play a match'}
          />
        ) : (
          <Setup
            session={session}
            seed={link.seed}
            onPlay={() => setPlaying(true)}
            onDemos={() => setScreen('demos')}
            onLesson={() => setScreen('lesson')}
          />
        )}
      </Boundary>
    </div>
  );
}
