/** What every slice of the store is given: zustand's set/get, and the store's own services. */
import type { StoreApi } from 'zustand/vanilla';
import type { Rules } from '../../engine';
import type { History } from '../history/db';
import type { Ids } from '../log';
import type { KeyValue, LoadResult, SavedMatch } from '../persistence';
import type { GameState, LeftMatch, PastResult, Settings } from '../types';

export type SetState = StoreApi<GameState>['setState'];
export type GetState = StoreApi<GameState>['getState'];

export interface SliceContext {
  set: SetState;
  get: GetState;
  /** Seeds for new matches when none is given. */
  random: () => number;
  /** The clock for past results. */
  now: () => number;
  ids: Ids;
  /** Where the match is saved (null: nowhere). */
  storage: KeyValue | null;
  /** Where finished matches are kept (null: no history). */
  history: History | null;
  /** What was read from storage when the store was made. */
  boot: {
    match: LoadResult;
    /** The match of people set aside while the bots play. */
    aside: SavedMatch | null;
    left: LeftMatch[];
    settings: Settings;
    results: PastResult[];
    chosenRules: Rules;
  };
}
