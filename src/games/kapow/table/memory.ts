/**
 * What the table remembers between views: triads that just completed (to flash them), the
 * seat other than "you" that acted last (for "Understand the move") and the seat whose move
 * made the view (its table talk shows). Each round's scores come from the
 * match's record (TableProps.rounds), never from here: a remount would lose them.
 */
import { useEffect, useRef, useState } from 'react';
import type { PlayerView, PosCode } from '../engine';

/** The triads of each seat that had cards in `a` and none in `b` (K13, K16). */
export function emptiedTriads(a: PlayerView, b: PlayerView): number[][] {
  return b.hands.map((hand, s) =>
    hand.flatMap((t, i) =>
      t.every((p) => p === null) && (a.hands[s]?.[i] ?? []).some((p) => p !== null) ? [i] : [],
    ),
  );
}

const FLASH_MS = 1600;

/** Per seat, per triad: the cards of a triad just completed (K13), or null. */
export type Going = (readonly (readonly PosCode[] | null)[])[];

/** `you`: the seat whose screen this is; the last actor remembered is another seat. */
export function useTableMemory(view: PlayerView, you: number | null) {
  const prev = useRef<PlayerView | null>(null);
  const [flash, setFlash] = useState<number[][]>([]);
  // The cards of the triads just completed, as they lay: shown going while they flash.
  const [going, setGoing] = useState<Going>([]);
  const [lastActor, setLastActor] = useState<number | null>(null);
  // The seat whose move made the view shown (anyone's): its table talk shows till the next.
  const [lastMover, setLastMover] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const before = prev.current;
    prev.current = view;
    if (!before || before === view) return;
    setLastMover(before.phase === 'playing' ? before.turn : null);
    if (before.phase === 'playing' && before.turn !== you) setLastActor(before.turn);
    if (before.round !== view.round) return;
    const gone = emptiedTriads(before, view);
    if (gone.every((g) => g.length === 0)) return;
    setFlash(gone);
    setGoing(
      gone.map((ts, s) => (before.hands[s] ?? []).map((t, i) => (ts.includes(i) ? t : null))),
    );
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setFlash([]);
      setGoing([]);
    }, FLASH_MS);
  }, [view, you]);

  return { flash, going, lastActor, lastMover };
}
