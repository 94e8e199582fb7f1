/**
 * Dragging the drawn card, by Pointer Events (mouse, pen and touch alike; the HTML drag API
 * does not work on touch). The table hands it the drops it may make, each named by the
 * `data-drop` of its element and run by the click the table already has there: the drag
 * knows no rule, and where nothing is named nothing happens.
 */
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';

/** Past this many pixels a press is a drag; short of it, a tap stays a click. */
export const DRAG_START = 8;

/** The discard pile's drop name (its `data-drop`). */
export const DISCARD = 'discard';

/** Drop names and what a drop there does: the click path of that place. */
export type Drops = ReadonlyMap<string, () => void>;

/** A drag under way: the card's top left in the table's box, its width, the drop under it. */
export interface Dragging {
  x: number;
  y: number;
  w: number;
  over: string | null;
}

/** The drop name under a point, if any (hit testing, so touch's implicit capture is no bother). */
function dropAt(x: number, y: number): string | null {
  const el = document.elementFromPoint(x, y);
  return el?.closest<HTMLElement>('[data-drop]')?.dataset.drop ?? null;
}

export function useDrag(drops: Drops, root: RefObject<HTMLElement | null>) {
  const [dragging, setDragging] = useState<Dragging | null>(null);
  // The drops of the latest render: a drop runs what the table offers now.
  const latest = useRef(drops);
  useEffect(() => {
    latest.current = drops;
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (!e.isPrimary || e.button !== 0 || latest.current.size === 0) return;
    stop.current?.();
    const id = e.pointerId;
    const card = e.currentTarget.getBoundingClientRect();
    const start = { x: e.clientX, y: e.clientY };
    let moved = false;

    const follow = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== id) return;
      if (!moved && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) < DRAG_START) return;
      moved = true;
      const box = root.current?.getBoundingClientRect();
      setDragging({
        x: ev.clientX - start.x + card.left - (box?.left ?? 0),
        y: ev.clientY - start.y + card.top - (box?.top ?? 0),
        w: card.width,
        over: dropAt(ev.clientX, ev.clientY),
      });
    };
    const drop = (ev: globalThis.PointerEvent) => {
      if (ev.pointerId !== id) return;
      const was = moved;
      end();
      const name = was ? dropAt(ev.clientX, ev.clientY) : null;
      if (name !== null) latest.current.get(name)?.();
    };
    const cancel = (ev: globalThis.PointerEvent) => ev.pointerId === id && end();
    // Escape lets go and changes nothing, not even a half-made choice (capture: first).
    const key = (ev: KeyboardEvent) => {
      if (ev.key !== 'Escape') return;
      if (moved) ev.stopPropagation();
      end();
    };
    const end = () => {
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', drop);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('keydown', key, true);
      stop.current = null;
      setDragging(null);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', drop);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('keydown', key, true);
    stop.current = end;
  };

  return { dragging, onPointerDown };
}
