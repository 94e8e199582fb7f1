/**
 * "Understand Kai's move", for any game's table: a button that opens the last bot decision's
 * reasoning line by line (Reckoning.tsx); nothing while there is no decision.
 */
import { useState } from 'react';
import type { Narrator, Token } from '../../lib/tokens';
import { Reckoning } from './Reckoning';

/** What the button shows of a bot's decision (a game's `Decision`). */
export interface Reasoned {
  reason: readonly Token[];
  detail?: readonly (readonly Token[])[];
}

export function Understand({
  name,
  decision,
  narrator,
  className,
}: {
  name: string;
  decision: Reasoned | null;
  /** The table's narrator: the bot's words name its seat as the table does ("Kai 2"). */
  narrator: Narrator;
  /** The table's own class for the button, beside `btn small ghost`. */
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  if (!decision) return null;
  const lines = decision.detail?.length ? decision.detail : [decision.reason];
  return (
    <>
      <button
        type="button"
        className={className ? `btn small ghost ${className}` : 'btn small ghost'}
        onClick={() => setOpen(true)}
      >
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
