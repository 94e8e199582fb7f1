/**
 * Two tabs of one game share one saved match: when another tab plays on (or ends the
 * match), this one follows what it saved instead of writing its own older copy over it;
 * the same for the finished matches kept.
 */
import { key, type Session } from './session';

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export function followOtherTabs(session: Session, target: Target): () => void {
  const match = key(session.getState().module, 'match');
  const history = key(session.getState().module, 'history');
  const on = (e: StorageEvent) => {
    // A match finished or a file added there: this tab shows (and adds to) the same history.
    if (e.key === history) return session.getState().readHistory();
    if (e.key !== match) return;
    if (e.newValue === null) session.getState().abandon();
    else session.getState().resume();
  };
  target.addEventListener('storage', on);
  return () => target.removeEventListener('storage', on);
}
