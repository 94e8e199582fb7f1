/** The match's whole log (the Log dialog), and the same words as a text file to keep. */
import { Fragment, useEffect, useRef } from 'react';
import { Words } from '../../kit/react/Words';
import type { LogLine } from '../log';

export /** The match's whole log, the latest line in view. */
function WholeLog({ lines }: { lines: readonly LogLine[] }) {
  const end = useRef<HTMLLIElement>(null);
  // (A browser without scrollIntoView, jsdom, shows the start.) Braced: a browser's scroll
  // may return a promise, and an effect that returns anything but a function breaks React.
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, []);
  return (
    <ol className="whole-log">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines, in order
        <Fragment key={i}>
          <li
            ref={i === lines.length - 1 && !line.reason ? end : undefined}
            className={line.seat === null ? 'table-line' : undefined}
          >
            <Words tokens={line.words} />
          </li>
          {/* A bot's reason, under its move (only here: the foot shows what happened). */}
          {line.reason && (
            <li className="reason" ref={i === lines.length - 1 ? end : undefined}>
              <Words tokens={line.reason} />
            </li>
          )}
        </Fragment>
      ))}
    </ol>
  );
}
