/**
 * When things go wrong, the player is told and keeps their data: a screen that fails shows
 * what happened instead of a blank page; a save that fails is said at once; a match open
 * in another tab is not played twice.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { downloadText } from '../../../platform/download';
import { OtherTab as OtherTabDialog } from '../../../platform/ui/OtherTab';
import type { GameStore } from '../store/gameStore';
import { selectNotice, selectSaveProblem, selectScreen, selectTab } from '../store/selectors';
import { useActions, useGame } from './StoreContext';

const saveFile = (store: GameStore | { getState(): { exportSaves(): string } }) =>
  downloadText('kapaga-saves.json', store.getState().exportSaves(), 'application/json');

interface BoundaryProps {
  store: GameStore;
  /** What failed, in words ("the table", "the rules lab"). */
  what: string;
  children: ReactNode;
}

/** One screen's safety net: a failure there shows a message, never a blank page. */
export class ScreenBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Kapaga: ${this.props.what} failed`, error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { store, what } = this.props;
    return (
      <main className="problem" role="alert" aria-labelledby="problem-h">
        <h1 id="problem-h">Something went wrong with {what}</h1>
        <p>
          {error.message || String(error)}. Your saved game and settings are kept: nothing has been
          deleted.
        </p>
        <div className="buttons">
          <button
            type="button"
            className="btn primary"
            onClick={() => {
              // Only goes elsewhere: the saved match stays, as the message above promises.
              store.getState().showNewGame();
              this.setState({ error: null });
            }}
          >
            Go to New game
          </button>
          <button type="button" className="btn" onClick={() => saveFile(store)}>
            Download the save (for a bug report)
          </button>
          <button type="button" className="btn" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      </main>
    );
  }
}

/** Saving failed: said at once, with a way to keep the match as a file. */
export function SaveProblem() {
  const problem = useGame(selectSaveProblem);
  const actions = useActions();
  if (!problem) return null;
  return (
    <div className="save-problem" role="alert">
      <p>{problem}</p>
      <button
        type="button"
        className="btn small"
        onClick={() => downloadText('kapaga-saves.json', actions.exportSaves(), 'application/json')}
      >
        Download the match
      </button>
    </div>
  );
}

/** The match belongs to another tab: nothing here plays or saves until it is taken over. */
export function OtherTab() {
  const tab = useGame(selectTab);
  const screen = useGame(selectScreen);
  const { takeOver } = useActions();
  // Only the table is the match: a link's new-game screen, a replay or the lab stay usable
  // (a match started from there is played in this tab).
  if (screen !== 'table') return null;
  return <OtherTabDialog tab={tab} onTakeOver={takeOver} />;
}

/** Something to tell the player once, on any screen but the new-game one (which has its own). */
export function Notice() {
  const notice = useGame(selectNotice);
  const screen = useGame(selectScreen);
  const { dismissNotice } = useActions();
  if (!notice || screen === 'new') return null;
  return (
    <div className="save-problem notice-bar" role="status">
      <p>{notice}</p>
      <button type="button" className="btn small" onClick={dismissNotice}>
        OK
      </button>
    </div>
  );
}
