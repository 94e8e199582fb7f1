/**
 * The game store (STYLE.md): a vanilla zustand store composed of slices (slices/), with
 * persistence as one subscription. Tests and the bot runner use it without React.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { browserHistory, type History } from './history/db';
import { makeIds } from './log';
import {
  browserStorage,
  KEYS,
  type KeyValue,
  loadAside,
  loadLeft,
  loadMatch,
  loadResults,
  loadRules,
  loadSettings,
  saveLeft,
  saveMatch,
  saveResults,
  saveRules,
  saveSettings,
} from './persistence';
import { savedMatch } from './saved';
import type { SliceContext } from './slices/context';
import { deviceSlice } from './slices/device';
import { lessonSlice } from './slices/lesson';
import { matchSlice } from './slices/match';
import { navSlice } from './slices/nav';
import { prefsSlice } from './slices/prefs';
import { rulesSlice } from './slices/rules';
import { showsSlice } from './slices/shows';
import type { GameState } from './types';

export type GameStore = StoreApi<GameState>;

export interface GameStoreOptions {
  /** Where to save; default the browser's localStorage, null for none. */
  storage?: KeyValue | null;
  /** Seeds for new matches when none is given; default Math.random. */
  random?: () => number;
  /** The clock for past results; default Date.now. */
  now?: () => number;
  /** Do not resume a saved match (tests, `?fresh`). */
  fresh?: boolean;
  /** Where finished matches are kept; default IndexedDB where there is one, null for none. */
  history?: History | null;
}

export function createGameStore(options: GameStoreOptions = {}): GameStore {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const ids = makeIds();
  const match = options.fresh ? ({ kind: 'none' } as const) : loadMatch(storage, ids);
  const boot: SliceContext['boot'] = {
    match,
    aside: options.fresh ? null : loadAside(storage, ids),
    left: loadLeft(storage),
    settings: loadSettings(storage),
    results: loadResults(storage),
    chosenRules: loadRules(storage),
  };
  const store = createStore<GameState>()((set, get) => {
    const ctx: SliceContext = {
      set,
      get,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
      ids,
      storage,
      history: options.history === undefined ? browserHistory() : options.history,
      boot,
    };
    return {
      ...matchSlice(ctx),
      ...lessonSlice(ctx),
      ...deviceSlice(ctx),
      ...navSlice(ctx),
      ...rulesSlice(ctx),
      ...showsSlice(ctx),
      ...prefsSlice(ctx),
    };
  });
  persist(store, storage);
  return store;
}

export const SAVE_FAILED =
  'Saving failed: this browser refused to store the match (its storage is full or turned off). Play on: nothing is lost while this page stays open, and you can download the match to keep it.';

/**
 * The one place the store saves: whatever changed, after each change, and only in the tab
 * that plays the match. A refused save is said on screen at once.
 */
function persist(store: GameStore, storage: KeyValue | null): void {
  store.subscribe((s, prev) => {
    if (s.tab !== 'owner') return;
    // Every save this change made: one refused is said.
    const saves: boolean[] = [];
    if (
      s.record !== prev.record ||
      s.game !== prev.game ||
      s.seats !== prev.seats ||
      s.chants !== prev.chants ||
      s.unseen !== prev.unseen ||
      s.holder !== prev.holder ||
      s.hintsMatch !== prev.hintsMatch ||
      s.tab !== prev.tab
    ) {
      saves.push(saveMatch(storage, savedMatch(s)));
    }
    if (s.aside !== prev.aside) saves.push(saveMatch(storage, s.aside, KEYS.aside));
    if (s.left !== prev.left) saves.push(saveLeft(storage, s.left));
    const saved = saves.every(Boolean);
    if (!saved && s.saveProblem === null) store.setState({ saveProblem: SAVE_FAILED });
    else if (saved && saves.length > 0 && s.saveProblem !== null)
      store.setState({ saveProblem: null });
    if (s.settings !== prev.settings) saveSettings(storage, s.settings);
    if (s.results !== prev.results) saveResults(storage, s.results);
    if (s.chosenRules !== prev.chosenRules) saveRules(storage, s.chosenRules);
  });
}
