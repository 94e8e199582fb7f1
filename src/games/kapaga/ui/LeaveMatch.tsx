import { type ReactNode, useState } from 'react';
import { Dialog } from '../../../platform/ui/Dialog';
import { selectLeaving } from '../store/selectors';
import { useActions, useGameStore } from './StoreContext';

/**
 * Before a new match of people leaves one that is running (or set aside while the bots
 * play), the player is asked: `ask(start)` starts at once when nothing would be left.
 */
export function useLeaveFirst(): { ask: (start: () => void) => void; question: ReactNode } {
  const store = useGameStore();
  const { backToMatch, showTable } = useActions();
  const [pending, setPending] = useState<{ start: () => void; words: string } | null>(null);
  const ask = (start: () => void) => {
    const words = selectLeaving(store.getState());
    if (words === null) start();
    else setPending({ start, words });
  };
  const question = pending && (
    <Dialog title="Start a new match?" onClose={() => setPending(null)}>
      <p>{pending.words}</p>
      <div className="buttons">
        <button
          type="button"
          className="btn"
          onClick={() => {
            setPending(null);
            pending.start();
          }}
        >
          Leave it and start
        </button>
        <button
          type="button"
          className="btn primary"
          onClick={() => {
            setPending(null);
            if (!backToMatch()) showTable();
          }}
        >
          Back to that match
        </button>
      </div>
    </Dialog>
  );
  return { ask, question };
}
