/**
 * The match is played in another tab (src/platform/tabs.ts): nothing here plays or saves
 * until the person takes it over, for any game.
 */
import { useEffect, useRef } from 'react';
import type { TabRole } from '../tabs';
import '../../kit/react/Dialog.css';

export function OtherTab({ tab, onTakeOver }: { tab: TabRole; onTakeOver(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  const shown = tab !== 'owner' && tab !== 'waiting';
  // The button has the focus as the dialog appears.
  useEffect(() => {
    if (shown) button.current?.focus();
  }, [shown]);
  // Waiting a moment for the match (a reload) says nothing yet.
  if (!shown) return null;
  const taken = tab === 'taken';
  return (
    <div className="backdrop tab-wait">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="tab-h">
        <div className="dialog-head">
          <h2 id="tab-h">
            {taken ? 'This match moved to another tab' : 'This match is open in another tab'}
          </h2>
        </div>
        <div className="dialog-body">
          <p>
            {taken
              ? 'Another tab took the match over, so this one stopped playing and saving.'
              : 'One match is played in one tab at a time, so no move is lost between them.'}
          </p>
          <button
            ref={button}
            type="button"
            className="btn primary"
            disabled={tab === 'claiming'}
            onClick={onTakeOver}
          >
            {taken ? 'Play it here again' : 'Play it here'}
          </button>
        </div>
      </div>
    </div>
  );
}
