/**
 * Kapaga's own screen hands its table the same props the platform hands any game's table
 * (TableProps: the view of the person on screen, their actions, a way to act), with what its
 * screen adds: the last to act, a chant, the adviser's words.
 */
import type { ReactNode } from 'react';
import { memo } from '../../../lib/memo';
import type { Prefs } from '../prefs';
import {
  ANIMATION_MS,
  selectChant,
  selectError,
  selectHint,
  selectHintWords,
  selectMyActions,
  selectPassKey,
  selectSeatPlayers,
  selectSettings,
  selectTableNarrator,
  selectView,
} from '../store/selectors';
import { FeltProvider } from '../table/context';
import { prefersReducedMotion } from './motion';
import { useActions, useGame, useTable } from './StoreContext';

const NO_DECISIONS: never[] = [];

/** The player's settings as the table reads them (GameModule.prefs), one object while unchanged. */
const prefsMemo = memo(
  (sortBy: Prefs['sortBy'], hints: boolean, fourColour: boolean, muteChants: boolean): Prefs => ({
    sortBy,
    hints,
    fourColour,
    muteChants,
  }),
);

export function StoreFelt({ children }: { children: ReactNode }) {
  const view = useGame(selectView);
  const legal = useGame(selectMyActions);
  const narrator = useGame(selectTableNarrator);
  const players = useGame(selectSeatPlayers);
  const lastActor = useGame((s) => s.lastActor);
  const chant = useGame(selectChant);
  const { hints, sortBy, fourColour, muteChants } = useGame(selectSettings);
  const error = useGame(selectError);
  const hint = useGame(selectHint);
  const words = useGame(selectHintWords);
  const adviser = useTable('adviser');
  const speed = useTable('speed');
  const passKey = useGame(selectPassKey);
  const { act, dismissError } = useActions();
  if (!view || !narrator) return null;
  return (
    <FeltProvider
      view={view}
      legal={legal}
      act={act}
      narrator={narrator}
      decisions={NO_DECISIONS}
      motion={!prefersReducedMotion()}
      moveMs={prefersReducedMotion() ? 0 : ANIMATION_MS[speed]}
      advice={hint?.action ?? null}
      players={players}
      lastActor={lastActor}
      chant={chant && { ...chant, logged: true }}
      prefs={prefsMemo(sortBy, hints, fourColour, muteChants)}
      error={error}
      onDismiss={dismissError}
      adviceWords={adviser ? words : undefined}
      passKey={passKey}
    >
      {children}
    </FeltProvider>
  );
}
