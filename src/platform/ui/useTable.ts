/** A game's own table component, loaded once per module (its code is its own chunk). */
import { type ComponentType, lazy, useMemo } from 'react';
import type { Narrator, TableProps } from '../../games/module';
import type { AnyModule } from '../../games/registry';

// biome-ignore lint/suspicious/noExplicitAny: a table of any game's view and actions
export type AnyTable = ComponentType<TableProps<any, any>>;

export function useTable(m: AnyModule): AnyTable | null {
  return useMemo<AnyTable | null>(() => {
    const load = m.table;
    return load ? lazy(() => load().then((c) => ({ default: c }))) : null;
  }, [m]);
}

export const motionOk = () =>
  typeof matchMedia !== 'function' || !matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Seat 0 is "you"; the others go by the game's bot persona (demos and lessons). */
export function scriptNarrator(m: AnyModule, players: number, you: number): Narrator {
  const persona = m.bots.persona;
  return {
    names: Array.from({ length: players }, (_, i) =>
      i === you ? 'You' : persona ? (players > 2 ? `${persona} ${i}` : persona) : `Seat ${i + 1}`,
    ),
    you,
  };
}
