/** "Understand the move": the last bot decision's reasoning, line by line. */
import { useState } from 'react';
import { Reckoning } from '../../../kit/react/Reckoning';
import type { Decision, Narrator } from '../../module';
import type { Action } from '../engine';

export function Understand({
  name,
  decision,
  narrator,
}: {
  name: string;
  decision: Decision<Action> | null;
  /** The table's narrator: a bot's words name its seat as the table does. */
  narrator: Narrator;
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
        <Reckoning
          title={`${name}'s move`}
          lead={decision.reason}
          lines={lines}
          narrator={narrator}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
