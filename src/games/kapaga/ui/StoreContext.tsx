import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { TableSettings } from '../../../platform/settings';
import type { GameStore } from '../store/gameStore';
import type { GameState } from '../store/types';

const StoreContext = createContext<GameStore | null>(null);

export function StoreProvider({ store, children }: { store: GameStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useGameStore(): GameStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('Kapaga: no game store above this component');
  return store;
}

/** A small piece of the store; re-renders only when it changes. */
export function useGame<T>(selector: (s: GameState) => T): T {
  return useStore(useGameStore(), selector);
}

/** A derived array or object, compared field by field. */
export function useGameShallow<T>(selector: (s: GameState) => T): T {
  return useStore(useGameStore(), useShallow(selector));
}

/** A field of the table's settings (every game's: speed, sound, the adviser). */
export function useTable<K extends keyof TableSettings>(key: K): TableSettings[K] {
  return useStore(
    useGame((s) => s.table),
    (t) => t[key],
  );
}

/** The store's actions (stable functions). */
export function useActions(): GameState {
  return useGameStore().getState();
}
