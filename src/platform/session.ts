/**
 * One match of any game on the table: a vanilla zustand store over a game module. It
 * keeps the match as a record (saved on every action, resumed on reload), the game state
 * the record leads to, the log in words, the bots' last decisions, and in pass and play
 * which person holds the device. Every rule is the module's; this file only sequences.
 */
import { createStore } from 'zustand/vanilla';
import type { AnyModule } from '../games/registry';
import { type Archive, archiveFor } from './archive';
import { reopenAside } from './damaged';
import type { Finished } from './history';
import { keptLeft, key, read, type Storage } from './kept';
import type { LogLine } from './log';
import { defaultPlan, isPlan } from './plan';
import { keepSaid } from './said';
import { keeper } from './sessionKeeper';
import { historyPart, planPart, prefsPart, type TabRole } from './sessionParts';
import { keptPart, passPart, playPart, tabPart, watchPart } from './sessionPlay';
import type { Session, SessionState } from './sessionState';

export { defaultPlan, narrator, type Plan, people, YOU } from './plan';
export type { Finished, LogLine, Session, SessionState, TabRole };
export { key, type Storage };

/**
 * `archive`: where finished matches are kept (by default IndexedDB, else `storage`). The
 * plan, the history and the settings are parts of their own (sessionParts.ts), and so are
 * the match's (sessionPlay.ts, over what they share: sessionKeeper.ts).
 */
export function createSession(
  m: AnyModule,
  storage: Storage | null,
  archive: Archive = archiveFor(m, storage),
): Session {
  const saved = read(storage, key(m, 'plan'));
  const plan = isPlan(m, saved) ? saved : defaultPlan(m);
  const aside = reopenAside(m, storage);

  const store = createStore<SessionState>()((set, get) => {
    const k = keeper(m, storage, set, get);
    return {
      ...planPart(m, storage, plan, set, get),
      ...historyPart(archive, m, set, get),
      ...prefsPart(m, storage, set, get),
      module: m,
      record: null,
      aside: aside.aside,
      left: keptLeft(m, storage),
      game: null,
      rounds: [],
      log: [],
      decisions: [],
      problem: aside.said,
      unsaved: null,
      ...passPart(k),
      ...watchPart(k),
      ...tabPart(k),
      ...playPart(k),
      ...keptPart(k),
    };
  });
  // The bots' last words kept with the match: "Understand the move" survives a reload.
  store.subscribe((now, was) => keepSaid(storage, key(m, 'said'), now, was));
  store.getState().reload();
  void store.getState().readHistory();
  return store;
}
