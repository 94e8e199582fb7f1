import { useEffect, useId, useRef } from 'react';
import {
  cardWords,
  logParts,
  selectLatestLines,
  selectShownLog,
  selectStep,
  spoken,
} from '../store/selectors';
import type { LogEntry } from '../store/types';
import { CodeText } from './Card';
import { useGame } from './StoreContext';

function Line({ e, latest }: { e: LogEntry; latest: boolean }) {
  return (
    <li className={`log-line ${e.kind}${latest ? ' latest' : ''}`}>
      {logParts(e.text).map((p, i) =>
        'code' in p ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed line
          <CodeText key={i} code={p.code} name={cardWords(p.code)} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed line
          <span key={i}>{p.text}</span>
        ),
      )}
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
      {lines.map((e) => spoken(e.text)).join(' ')}
    </div>
  );
}
