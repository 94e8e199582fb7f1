/**
 * The table's screens for a game module: load its code, keep its match (saved and resumed),
 * run its bots, and show its setup or its match.
 */
import { useEffect, useState } from 'react';
import type { AnyModule, Entry } from '../../games/registry';
import { PACE, type Pace, runBots } from '../bots';
import { createSession, type Session } from '../session';
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

export function Shell({ entry }: { entry: Entry }) {
  const [link] = useState(() => linkOptions(window.location.search));
  const [session, setSession] = useState<Session | null>(null);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    let stop = () => {};
    entry.load().then(
      (m: AnyModule) => {
        const s = createSession(m, storage());
        stop = runBots(s, link.pace);
        setSession(s);
        // A match left running (a reload, a return) goes on where it was.
        setPlaying(s.getState().record !== null);
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
  return (
    <div className="app platform">
      {playing ? (
        <Match session={session} onLeave={() => setPlaying(false)} />
      ) : (
        <Setup session={session} seed={link.seed} onPlay={() => setPlaying(true)} />
      )}
    </div>
  );
}
