/** "Understand Kai's move": the last bot decision's reasoning, line by line. */
import { useState } from 'react';
import { Dialog } from '../../../platform/ui/Dialog';
import { Words } from '../../../platform/ui/Words';
import type { Decision } from '../../module';
import type { Action } from '../engine';

export function Understand({
  name,
  decision,
}: {
  name: string;
  decision: Decision<Action> | null;
}) {
  const [open, setOpen] = useState(false);
  if (!decision) return null;
  const lines = decision.detail?.length ? decision.detail : [decision.reason];
  return (
    <>
      <button type="button" className="btn small ghost" onClick={() => setOpen(true)}>
        Understand {name}'s move
      </button>
      {open && (
        <Dialog title={`${name}'s move`} onClose={() => setOpen(false)}>
          <p className="kwhy-lead">
            <Words tokens={decision.reason} />
          </p>
          <ol className="kwhy">
            {lines.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one fixed answer
              <li key={i}>
                <Words tokens={l} />
              </li>
            ))}
          </ol>
        </Dialog>
      )}
    </>
  );
}
