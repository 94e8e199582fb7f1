/**
 * The table's screens for a game module: load its code, keep its match (saved and resumed),
 * run its bots, read a link (rules or a match), and show its setup, its match, its rules
 * lab or a replay.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AnyModule, Entry } from '../../games/registry';
import { runBots } from '../bots';
import { createSession, type Session } from '../session';
import { readLink, withoutLink } from '../share';
import { Match } from './Match';
import { Replay } from './Replay';
import { Setup } from './Setup';
import './platform.css';
import './tools.css';

// The lab is its own chunk: a player who never opens it never loads it.
const Lab = lazy(() => import('./Lab').then((x) => ({ default: x.Lab })));

type Screen =
  | { kind: 'setup' }
  | { kind: 'match' }
  | { kind: 'lab' }
  | { kind: 'replay'; record: unknown };

function storage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function Shell({ entry }: { entry: Entry }) {
  const [session, setSession] = useState<Session | null>(null);
  const [failed, setFailed] = useState(false);
  const [screen, setScreen] = useState<Screen>({ kind: 'setup' });
  useEffect(() => {
    let stop = () => {};
    entry.load().then(
      (m: AnyModule) => {
        const s = createSession(m, storage());
        const bots = runBots(s);
        setSession(s);
        // A match left running (a reload, a return) goes on where it was.
        setScreen({ kind: s.getState().record !== null ? 'match' : 'setup' });
        // A link opened here or pasted into this tab's address (a hash change, no reload).
        const follow = async () => {
          const link = await readLink(m, window.location.hash);
          if (link.kind === 'none') return;
          window.history.replaceState(null, '', withoutLink(window.location.href));
          if (link.kind === 'rules') {
            s.getState().offer(link.rules);
            setScreen((x) => (x.kind === 'match' ? x : { kind: 'setup' }));
          } else if (link.kind === 'replay') setScreen({ kind: 'replay', record: link.record });
          else s.setState({ problem: link.message });
        };
        void follow();
        window.addEventListener('hashchange', follow);
        stop = () => {
          bots();
          window.removeEventListener('hashchange', follow);
        };
      },
      () => setFailed(true),
    );
    return () => stop();
  }, [entry]);
  if (failed)
    return (
      <p className="notice" role="alert">
        {entry.info.name} could not be loaded. Check the connection and reload the page.
      </p>
    );
  if (!session) return <p className="loading">Loading {entry.info.name}…</p>;
  const setup = () => setScreen({ kind: 'setup' });
  return (
    <div className="app platform">
      {screen.kind === 'match' ? (
        <Match session={session} onLeave={setup} />
      ) : screen.kind === 'lab' ? (
        <Suspense fallback={<p className="loading">Loading the rules lab…</p>}>
          <Lab module={session.getState().module} onClose={setup} />
        </Suspense>
      ) : screen.kind === 'replay' ? (
        <Replay module={session.getState().module} record={screen.record} onClose={setup} />
      ) : (
        <Setup
          session={session}
          onPlay={() => setScreen({ kind: 'match' })}
          onLab={() => setScreen({ kind: 'lab' })}
          onWatch={(record) => setScreen({ kind: 'replay', record })}
        />
      )}
    </div>
  );
}
