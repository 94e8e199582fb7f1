/**
 * The setup's matches to watch again: the latest finished that kept their record, and those
 * left unfinished for another; and a replay file to open (a damaged one is refused in words
 * and changes nothing).
 */
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { AnyModule } from '../../games/registry';
import type { Result } from '../../lib/result';
import { olderOf, recordOfOlder } from '../older';
import type { MatchRecord } from '../record';
import type { Finished, Session } from '../session';
import { BROKEN_REPLAY, checkRecord, readLink } from '../share';
import { matchLine } from '../stats';

const SHOWN = 5;

const NO_MATCH =
  'This link holds no match to watch (it may be a link to rules, or cut): nothing of yours has changed.';

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

type Bad = { said: string; detail: string };

/**
 * Opening a replay: a file, or what was pasted; `bad` says why one was refused (nothing of
 * the person's changes), else the match is watched.
 */
function useOpenReplay(m: AnyModule, onWatch: (r: MatchRecord) => void) {
  const [bad, setBad] = useState<Bad | null>(null);
  /** A replay file's text, or the same pasted: the table's record, else the game's own. */
  const openText = async (text: string) => {
    setBad(null);
    let r: Result<MatchRecord>;
    try {
      r = checkRecord(m, JSON.parse(text));
    } catch (e) {
      r = { ok: false, error: { code: 'bad-record', message: `not JSON: ${String(e)}` } };
    }
    // Not the table's: a file of the game's own, from before the table read them.
    const own = r.ok ? null : ((await olderOf(m))?.file?.(text) ?? null);
    if (own?.ok) r = checkRecord(m, recordOfOlder(m, own.value));
    if (r.ok) return onWatch(r.value);
    // The game's own words when its reader knew the file; else the table's.
    if (own && !own.ok) setBad({ said: own.error.message, detail: own.error.detail ?? '' });
    else setBad({ said: BROKEN_REPLAY, detail: r.error.detail ?? r.error.message });
  };
  const open = async (file: File | undefined) => {
    if (file) await openText(await file.text());
  };
  /** What was pasted: a link to a match (read as the address would be), or a file's text. */
  const openPasted = async (pasted: string) => {
    const text = pasted.trim();
    if (!text) return;
    if (!/^https?:\/\//i.test(text)) return openText(text);
    setBad(null);
    let hash = '';
    try {
      hash = new URL(text).hash;
    } catch {
      // not an address after all: read as holding nothing
    }
    const link = await readLink(m, hash);
    if (link.kind === 'replay') return onWatch(link.record);
    if (link.kind === 'broken') setBad({ said: link.message, detail: link.detail });
    else setBad({ said: NO_MATCH, detail: '' });
  };
  return { bad, open, openPasted };
}

export function Watch({ session, onWatch }: { session: Session; onWatch(r: MatchRecord): void }) {
  const m = useStore(session, (s) => s.module);
  const history = useStore(session, (s) => s.history);
  const left = useStore(session, (s) => s.left);
  const recent = history
    .filter((h) => h.record)
    .slice(-SHOWN)
    .reverse();
  const [pasted, setPasted] = useState('');
  const pasteId = useId();
  const { bad, open, openPasted } = useOpenReplay(m, onWatch);
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
      <LeftUnfinished left={left} onWatch={onWatch} />
      <label className="btn small watch-file">
        Open a replay file
        <input
          type="file"
          accept={m.older ? '.json,.txt,application/json,text/plain' : '.json,application/json'}
          onChange={(e) => {
            void open(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <form
        className="watch-paste"
        onSubmit={(e) => {
          e.preventDefault();
          void openPasted(pasted);
        }}
      >
        <label htmlFor={pasteId}>Or paste a match's link, or a replay file's text</label>
        <textarea
          id={pasteId}
          rows={2}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
        <button type="submit" className="btn small" disabled={!pasted.trim()}>
          Open
        </button>
      </form>
      {bad !== null && <Refused bad={bad} />}
    </section>
  );
}

/** Matches of people left unfinished for another, to watch again (latest first). */
function LeftUnfinished({
  left,
  onWatch,
}: {
  left: ReturnType<Session['getState']>['left'];
  onWatch(r: MatchRecord): void;
}) {
  if (left.length === 0) return null;
  return (
    <>
      <h3 id="left-h">Left unfinished</h3>
      <ul className="watch-list" aria-labelledby="left-h">
        {[...left].reverse().map((l) => (
          <li key={l.at}>
            <span>
              {new Date(l.at).toLocaleDateString()}: {l.record.seats.map((x) => x.name).join(', ')}
            </span>
            <button type="button" className="btn small" onClick={() => onWatch(l.record)}>
              Watch again
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Why a replay was refused, with its details for a bug report. */
function Refused({ bad }: { bad: Bad }) {
  return (
    <div className="notice" role="alert">
      <p>{bad.said}</p>
      {bad.detail && (
        <details>
          <summary>Details (for a bug report)</summary>
          <pre>{bad.detail}</pre>
        </details>
      )}
    </div>
  );
}
