/**
 * The setup's matches to watch again: the latest finished that kept their record, and those
 * left unfinished for another; and a replay file to open (a damaged one is refused in words
 * and changes nothing).
 */
import { useState } from 'react';
import { useStore } from 'zustand';
import type { MatchRecord } from '../record';
import type { Finished, Session } from '../session';
import { BROKEN_REPLAY, checkRecord } from '../share';
import { matchLine } from '../stats';

const SHOWN = 5;

/** "Watch again" for a finished match that kept its record (else nothing). */
export function WatchAgain({
  finished,
  onWatch,
}: {
  finished: Finished;
  onWatch(r: MatchRecord): void;
}) {
  const { record } = finished;
  if (!record) return null;
  return (
    <button type="button" className="btn small" onClick={() => onWatch(record)}>
      Watch again
    </button>
  );
}

export function Watch({ session, onWatch }: { session: Session; onWatch(r: MatchRecord): void }) {
  const m = useStore(session, (s) => s.module);
  const history = useStore(session, (s) => s.history);
  const left = useStore(session, (s) => s.left);
  const [bad, setBad] = useState<string | null>(null);
  const recent = history
    .filter((h) => h.record)
    .slice(-SHOWN)
    .reverse();
  const open = async (file: File | undefined) => {
    if (!file) return;
    setBad(null);
    let x: unknown;
    try {
      x = JSON.parse(await file.text());
    } catch (e) {
      return setBad(`not JSON: ${String(e)}`);
    }
    const r = checkRecord(m, x);
    if (r.ok) onWatch(r.value);
    else setBad(r.error.detail ?? r.error.message);
  };
  return (
    <section className="watch" aria-labelledby="watch-h">
      <h2 id="watch-h">Watch a match</h2>
      {recent.length > 0 && (
        <ul className="watch-list">
          {recent.map((h) => (
            <li key={h.at}>
              <span>{matchLine(h)}</span>
              <WatchAgain finished={h} onWatch={onWatch} />
            </li>
          ))}
        </ul>
      )}
      {left.length > 0 && (
        <>
          <h3 id="left-h">Left unfinished</h3>
          <ul className="watch-list" aria-labelledby="left-h">
            {[...left].reverse().map((l) => (
              <li key={l.at}>
                <span>
                  {new Date(l.at).toLocaleDateString()}:{' '}
                  {l.record.seats.map((x) => x.name).join(', ')}
                </span>
                <button type="button" className="btn small" onClick={() => onWatch(l.record)}>
                  Watch again
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <label className="btn small watch-file">
        Open a replay file
        <input
          type="file"
          accept=".json,application/json"
          onChange={(e) => {
            void open(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {bad !== null && (
        <div className="notice" role="alert">
          <p>{BROKEN_REPLAY}</p>
          <details>
            <summary>Details (for a bug report)</summary>
            <pre>{bad}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
