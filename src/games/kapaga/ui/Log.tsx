import { useEffect, useId, useRef } from 'react';
import {
  type LogLine,
  selectLatestLines,
  selectShownLog,
  selectStep,
  spokenLines,
} from '../store/selectors';
import { Words } from '../table/Words';
import { useDisclosure } from './disclosure';
import { useGame } from './StoreContext';
import './Log.css';

function Line({ e, latest }: { e: LogLine; latest: boolean }) {
  return (
    <li className={`log-line ${e.kind}${latest ? ' latest' : ''}`}>
      <Words tokens={e.tokens} />
    </li>
  );
}

/**
 * The game log: a column beside the table on wide screens; on narrow ones a one-line ticker
 * (the latest line) that opens into a drawer with the whole log.
 */
export function GameLog() {
  const log = useGame(selectShownLog);
  const step = useGame(selectStep);
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const { open, box, shownId, toggle } = useDisclosure<HTMLElement>();
  const shown = log.slice(-80);
  const lastStep = shown[shown.length - 1]?.step ?? step;
  // The ticker shows the latest thing that happened (a bot's reason reads in the drawer).
  const latest = [...shown].reverse().find((e) => e.kind !== 'reason') ?? shown[shown.length - 1];
  useEffect(() => {
    const el = list.current;
    if (el && shown.length) el.scrollTop = el.scrollHeight;
  });
  // Hidden on a phone (the ticker instead), the list cannot scroll; when it shows or grows (the
  // window widened, the drawer opened) it goes to the latest line then.
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(() => {
      el.scrollTop = el.scrollHeight;
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return (
    <section ref={box} className={`log${open ? ' open' : ''}`} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Game log</h2>
      <button {...toggle} className="log-ticker">
        <span className="ticker-tag">Log</span>
        <span className="ticker-line">
          {latest ? <Words tokens={latest.tokens} /> : 'Nothing has happened yet.'}
        </span>
        <span className="ticker-arrow" aria-hidden="true" />
      </button>
      <ol
        ref={list}
        id={shownId}
        className="log-list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label="Game log, latest last"
      >
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
