/**
 * When things go wrong, the player is told and keeps their data: a screen that fails shows
 * what happened instead of a blank page; a save that fails is said at once; a match open
 * in another tab is not played twice.
 */
import type { ReactNode } from 'react';
import { downloadText } from '../../../platform/download';
import { Boundary } from '../../../platform/ui/Boundary';
import { OtherTab as OtherTabDialog } from '../../../platform/ui/OtherTab';
import type { GameStore } from '../store/gameStore';
import { selectNotice, selectSaveProblem, selectScreen, selectTab } from '../store/selectors';
import { useActions, useGame } from './StoreContext';

const saveFile = (store: GameStore | { getState(): { exportSaves(): string } }) =>
  downloadText('kapaga-saves.json', store.getState().exportSaves(), 'application/json');

/** One screen's safety net: the table's, going back to New game, with the save to download. */
export function ScreenBoundary({
  store,
  what,
  children,
}: {
  store: GameStore;
  /** What failed, in words ("the table", "the rules lab"). */
  what: string;
  children: ReactNode;
}) {
  return (
    <Boundary
      what={what}
      // Only goes elsewhere: the saved match stays, as the message promises.
      onBack={() => store.getState().showNewGame()}
      onSave={() => saveFile(store)}
    >
      {children}
    </Boundary>
  );
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
