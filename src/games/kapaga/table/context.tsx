/**
 * What Kapaga's table parts read: one seat's view and actions (TableProps, as the platform
 * hands any game's table), what Kapaga's own screen adds to them, and the play the seat is
 * building (the cards selected, KAPAGA! pressed with them), kept here and nowhere else.
 */
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { TableProps } from '../../module';
import type { Action, PlayerView } from '../engine';
import type { Prefs } from '../prefs';

/** What Kapaga's own screen shows beside a seat's view; the platform's table leaves them out. */
export interface FeltExtras {
  /** The seat that acted last (its box is marked). */
  lastActor?: number | null;
  /**
   * A bot's "Nearly KAPAGA!" on show (`logged`: the log says it too, so the bubble is not read
   * out twice).
   */
  chant?: { id: number; seat: number; logged?: boolean } | null;
  /** The last refusal in words, and how to dismiss it (the platform says refusals itself). */
  error?: string | null;
  onDismiss?(): void;
  /** Changes with each hand passing (R16): the hand that came over glows once more. */
  passKey?: number;
}

export type FeltProps = TableProps<PlayerView, Action, Partial<Prefs>> & FeltExtras;

export interface Felt extends FeltProps {
  /** Hand indexes selected, in click order: the play being built. */
  selection: readonly number[];
  toggle(index: number): void;
  clear(): void;
  /** KAPAGA! pressed with the play being built (R20): called the moment it lands. */
  armed: boolean;
  arm(): void;
  /** Play the selected cards (with an 8's call), KAPAGA! with them when armed. */
  play(cards: string[], call?: string): void;
}

const FeltContext = createContext<Felt | null>(null);

export function useFelt(): Felt {
  const f = useContext(FeltContext);
  if (!f) throw new Error('Kapaga: no table above this part');
  return f;
}

const NONE: readonly number[] = [];

/**
 * The table's parts below it read `props` through `useFelt`. A selection lasts while the
 * hand it points into and the turn stay as they were; a move that changes either clears it.
 */
export function FeltProvider({ children, ...props }: FeltProps & { children: ReactNode }) {
  const hand = `${props.view.seat}:${props.view.turn}:${props.view.hand.join()}`;
  const [built, setBuilt] = useState({ hand, selection: NONE, armed: false });
  let current = built;
  if (built.hand !== hand) {
    current = { hand, selection: NONE, armed: false };
    setBuilt(current);
  }
  const set = (selection: readonly number[], armed: boolean) =>
    setBuilt({ hand, selection, armed });
  const seat = props.view.seat;
  const felt: Felt = {
    ...props,
    selection: current.selection,
    armed: current.armed,
    toggle(i) {
      const sel = current.selection;
      set(sel.includes(i) ? sel.filter((x) => x !== i) : [...sel, i], false);
      props.onDismiss?.();
    },
    clear: () => set(NONE, false),
    arm: () => set(current.selection, !current.armed),
    play(cards, call) {
      const a: Action = call ? { type: 'play', seat, cards, call } : { type: 'play', seat, cards };
      props.act(a, current.armed ? { type: 'kapaga', seat } : undefined);
    },
  };
  return <FeltContext.Provider value={felt}>{children}</FeltContext.Provider>;
}
