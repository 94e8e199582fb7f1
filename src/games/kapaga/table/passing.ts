/** After a 9 or the 5 of clubs (R16): whose hand the seat holds and what it passed on. */
import { memo } from '../../../lib/memo';
import type { PlayerView } from '../engine';
import { narratePassing, type Token } from '../words';
import { useFelt } from './context';

export interface Passing {
  /** Changes with each passing, so the table can mark a new one for a moment (-1: unknown). */
  key: number;
  received: Token[] | null;
  passed: Token[] | null;
}

const passingOf = memo(
  (view: PlayerView, names: readonly string[], key: number): Passing | null => {
    if (view.passedTo === null && view.receivedFrom === null) return null;
    return { key, ...narratePassing(view, { names, you: view.seat }) };
  },
);

export function usePassing(): Passing | null {
  const { view, narrator, passKey = -1 } = useFelt();
  return view.seat >= 0 ? passingOf(view, narrator.names, passKey) : null;
}
