import { useEffect, useId, useRef } from 'react';
import {
  type LogLine,
  selectLatestLines,
  selectShownLog,
  selectStep,
  spokenLines,
} from '../store/selectors';
import { useGame } from './StoreContext';
import { Words } from './Words';
import './Log.css';

function Line({ e, latest }: { e: LogLine; latest: boolean }) {
  return (
    <li className={`log-line ${e.kind}${latest ? ' latest' : ''}`}>
      <Words tokens={e.tokens} />
    </li>
  );
}

export function GameLog() {
  const log = useGame(selectShownLog);
  const step = useGame(selectStep);
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const shown = log.slice(-80);
  const lastStep = shown[shown.length - 1]?.step ?? step;
  useEffect(() => {
    const el = list.current;
    if (el && shown.length) el.scrollTop = el.scrollHeight;
  });
  return (
    <section className="log" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Game log</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <ol ref={list} className="log-list" tabIndex={0} aria-label="Game log, latest last">
        {shown.map((e) => (
          <Line key={e.id} e={e} latest={e.step === lastStep} />
        ))}
      </ol>
    </section>
  );
}

/** Reads each new turn aloud: polite, so it waits for the reader to finish. */
export function LiveLog() {
  const lines = useGame(selectLatestLines);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true">
      {spokenLines(lines)}
    </div>
  );
}
