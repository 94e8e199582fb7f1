/**
 * A replay's log at any length: one row per move, and only the rows on screen are in the
 * page (virtualized), each said in words when it scrolls into view.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { OpenLine } from '../store/selectors';
import { Words } from '../table/Words';

export function ReplayLog({
  at,
  linesAt,
  title,
}: {
  /** The move on show: the log runs from the deal (0) to it. */
  at: number;
  linesAt: (step: number) => OpenLine[];
  title: string;
}) {
  const scroller = useRef<HTMLElement>(null);
  const count = at + 1;
  const rows = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => 48,
    overscan: 6,
    // Before the first layout (and in tests without one), assume a log-sized window.
    initialRect: { width: 320, height: 480 },
  });
  useEffect(() => {
    rows.scrollToIndex(count - 1, { align: 'end' });
  }, [count, rows]);
  return (
    <section className="log open-log" aria-label={title}>
      <h2>{title}</h2>
      <section
        ref={scroller}
        className="log-list"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={`${title}, latest last`}
      >
        <ol
          className="replay-rows"
          style={{ height: rows.getTotalSize(), position: 'relative', margin: 0, padding: 0 }}
        >
          {rows.getVirtualItems().map((row) => (
            <li
              key={row.key}
              data-index={row.index}
              ref={rows.measureElement}
              className="replay-row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                listStyle: 'none',
                transform: `translateY(${row.start}px)`,
              }}
            >
              {linesAt(row.index).map((l) => (
                <div key={l.id} className={`log-line ${l.kind}${l.step === at ? ' latest' : ''}`}>
                  <Words tokens={l.tokens} />
                </div>
              ))}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
