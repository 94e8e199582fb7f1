/**
 * Your stats for the game picked, on this device: matches played; alone against the bots,
 * wins by the bots' level (with a 95% interval: a few matches say little), your final
 * score and your streaks; the latest matches, to watch again; the history as a file, out
 * and back in (strictly read; nothing kept is lost).
 */
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { downloadText } from '../download';
import { historyFile } from '../history';
import type { MatchRecord } from '../record';
import type { Session } from '../session';
import { statsOf } from '../stats';
import { ScreenHead } from './ScreenHead';
import { LatestMatches, SoloStats, StatsSummary } from './StatsSections';

/** The latest matches listed. */
const LISTED = 20;
/**
 * A history file larger than this is not one: a match without its record is some 300 bytes,
 * so this is some 200,000 matches (only the latest 20 keep their record).
 */
const MAX_FILE = 64 * 1024 * 1024;

interface Props {
  session: Session;
  onClose(): void;
  onWatch(r: MatchRecord): void;
}

export function Stats({ session, onClose, onWatch }: Props) {
  const m = useStore(session, (s) => s.module);
  const history = useStore(session, (s) => s.history);
  const read = useStore(session, (s) => s.historyRead);
  const damaged = useStore(session, (s) => s.historyDamaged);
  const stats = useMemo(() => statsOf(history, m.info.lowWins), [history, m]);
  const latest = history.slice(-LISTED).reverse();

  return (
    <main className="platform-stats-screen" aria-labelledby="stats-h">
      <ScreenHead id="stats-h" title={`Your stats: ${m.info.name}`} onBack={onClose} />
      {damaged > 0 && (
        <div className="notice" role="status">
          <p>
            {damaged} kept {damaged === 1 ? 'match' : 'matches'} could not be read (damaged, or kept
            by another version): left out of the figures below.
          </p>
          <button
            type="button"
            className="btn small"
            onClick={() => void session.getState().dropDamagedHistory()}
          >
            Remove them
          </button>
        </div>
      )}
      {history.length === 0 ? (
        <p className="stats-empty">
          {read ? 'No finished matches yet on this device.' : 'Reading the matches kept here…'}
        </p>
      ) : (
        <>
          <StatsSummary stats={stats} />
          {stats.solo.played > 0 && <SoloStats m={m} stats={stats} />}
          <LatestMatches
            latest={latest}
            onWatch={onWatch}
            onRemove={(h) => void session.getState().removeFinished(h)}
          />
        </>
      )}
      <HistoryFile session={session} />
    </main>
  );
}

/** The history as a file: saved, and another added (strictly read; nothing kept is lost). */
function HistoryFile({ session }: { session: Session }) {
  const m = useStore(session, (s) => s.module);
  const history = useStore(session, (s) => s.history);
  const [said, setSaid] = useState('');
  const fileId = useId();

  const add = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setSaid('');
    if (file.size > MAX_FILE)
      return setSaid(`This file is too large to be a history file: nothing was added.`);
    const count = (n: number) => n.toLocaleString('en');
    setSaid(
      await session
        .getState()
        .importHistory(await file.text(), (done, of) =>
          setSaid(`Adding matches: ${count(done)} of ${count(of)}…`),
        ),
    );
  };
  const save = () =>
    downloadText(
      `${m.info.id}-history.json`,
      historyFile(m.info.id, session.getState().history),
      'application/json',
    );

  return (
    <section className="stats-file" aria-labelledby="stats-file-h">
      <h2 id="stats-file-h">Your history as a file</h2>
      <p className="lab-note">
        Keep it, or take it to another device: adding it there skips the matches already there and
        replaces none.
      </p>
      <div className="setup-more">
        {history.length > 0 && (
          <button type="button" className="btn" onClick={save}>
            Save the history as a file
          </button>
        )}
        <label className="btn watch-file" htmlFor={fileId}>
          Add a history file
          <input id={fileId} type="file" accept=".json,application/json" onChange={add} />
        </label>
      </div>
      <p role="status" className="stats-said">
        {said}
      </p>
    </section>
  );
}
