import { type ChangeEvent, useId, useState } from 'react';
import { Dialog } from '../../../platform/ui/Dialog';
import {
  selectLeft,
  selectNames,
  selectRecord,
  selectReplayable,
  selectReplayView,
  selectSeats,
  selectSeedShown,
} from '../store/selectors';
import { encodeRecord, recordToText } from '../store/share';
import { Words } from '../table/Words';
import { LinkField } from './Fields';
import { OpenTableView } from './OpenTable';
import { ReplayLog } from './ReplayLog';
import { useActions, useGame } from './StoreContext';
import { replayLink } from './url';
import './lab.css';

/** Save the game on the table as a file or a link; open one from a file or a link. */
export function ReplaysPanel() {
  const record = useGame(selectRecord);
  const seats = useGame(selectSeats);
  const replayable = useGame(selectReplayable);
  const seedShown = useGame(selectSeedShown);
  const left = useGame(selectLeft);
  const { openPanel, openReplay, importReplay } = useActions();
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<{ message: string; detail?: string } | null>(null);
  const [status, setStatus] = useState('');
  const id = useId();
  const names = selectNames(seats);
  const link = record ? replayLink(encodeRecord(record), names) : '';

  const download = () => {
    if (!record) return;
    const blob = new Blob([recordToText({ ...record, names })], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `kapaga-replay-${record.seed}-${record.actions.length}.txt`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied.');
    } catch {
      setStatus('Copy the link from the box.');
    }
  };
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) setError(importReplay(await file.text()));
  };

  return (
    <Dialog title="Replays" onClose={() => openPanel(null)} wide>
      <div className="replays">
        {record && !replayable && (
          <section aria-labelledby={`${id}-this`}>
            <h3 id={`${id}-this`}>This game</h3>
            <p>
              {seedShown ? `Deal ${record.seed}, ` : ''}
              {record.actions.length} move{record.actions.length === 1 ? '' : 's'} so far. A replay
              shows every hand, so it opens when the match is over.
            </p>
          </section>
        )}
        {record && replayable && (
          <section aria-labelledby={`${id}-this`}>
            <h3 id={`${id}-this`}>This game</h3>
            <p>
              Deal {record.seed}, {record.actions.length} move
              {record.actions.length === 1 ? '' : 's'}. A replay shows every hand.
            </p>
            <div className="buttons">
              <button type="button" className="btn" onClick={download}>
                Download (.txt)
              </button>
              <button type="button" className="btn" onClick={copy}>
                Copy link
              </button>
              <button
                type="button"
                className="btn primary"
                onClick={() => openReplay(record, names)}
              >
                Step through it
              </button>
            </div>
            <LinkField id={`${id}-link`} label="Replay link" link={link} />
            <p role="status" className="share-status">
              {status}
            </p>
          </section>
        )}
        {left.length > 0 && (
          <section aria-labelledby={`${id}-left`}>
            <h3 id={`${id}-left`}>Matches left unfinished</h3>
            <ul className="left-matches">
              {left.map((m) => (
                <li key={`${m.at}:${m.record.seed}`}>
                  <span>{m.what}</span>{' '}
                  <button
                    type="button"
                    className="btn small"
                    onClick={() => openReplay(m.record, m.names)}
                  >
                    Step through it
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby={`${id}-open`}>
          <h3 id={`${id}-open`}>Open a replay</h3>
          <div className="field">
            <label htmlFor={`${id}-file`}>A replay file (.txt)</label>
            <input id={`${id}-file`} type="file" accept=".txt,text/plain" onChange={pick} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-paste`}>Or paste a replay link, or a record's text</label>
            <textarea
              id={`${id}-paste`}
              rows={3}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn primary"
            disabled={!pasted.trim()}
            onClick={() => setError(importReplay(pasted))}
          >
            Open
          </button>
          {error && (
            <div className="error" role="alert">
              <p>{error.message}</p>
              {error.detail && (
                <details>
                  <summary>Details (for a bug report)</summary>
                  <code>{error.detail}</code>
                </details>
              )}
            </div>
          )}
        </section>
      </div>
    </Dialog>
  );
}

/** A record stepped through move by move: every hand face up, and the log up to the move. */
export function ReplayScreen() {
  const view = useGame(selectReplayView);
  const { replayTo, closeReplay } = useActions();
  const id = useId();
  if (!view) return null;
  const go = (at: number) => replayTo(at);
  return (
    <div className="lab-screen">
      <header className="topbar">
        <p className="logo small">Kapaga</p>
        <nav aria-label="Replay menu" className="menu">
          <button type="button" className="btn small ghost" onClick={closeReplay}>
            Close replay
          </button>
        </nav>
      </header>
      <main className="lab-main" aria-labelledby={`${id}-h`}>
        <h1 id={`${id}-h`} className="lab-title">
          Replay
        </h1>
        <div className="demo-grid">
          <div className="demo-board">
            <OpenTableView table={view.table} label="Replay table" />
            <div className="demo-controls replay-controls">
              <button type="button" className="btn" disabled={view.at === 0} onClick={() => go(0)}>
                First
              </button>
              <button
                type="button"
                className="btn"
                disabled={view.at === 0}
                onClick={() => go(view.at - 1)}
              >
                Previous
              </button>
              <button
                type="button"
                className="btn primary"
                disabled={view.at >= view.last}
                onClick={() => go(view.at + 1)}
              >
                Next
              </button>
              <button
                type="button"
                className="btn"
                disabled={view.at >= view.last}
                onClick={() => go(view.last)}
              >
                Last
              </button>
            </div>
            <div className="field replay-slider">
              <label htmlFor={`${id}-at`}>
                Move {view.at} of {view.last}:{' '}
                {view.move ? <Words tokens={view.move} /> : 'the deal'}
              </label>
              <input
                id={`${id}-at`}
                type="range"
                min={0}
                max={view.last}
                value={view.at}
                onChange={(e) => go(Number(e.target.value))}
              />
            </div>
          </div>
          <ReplayLog at={view.at} linesAt={view.linesAt} title="Game log" />
        </div>
      </main>
    </div>
  );
}
