/**
 * How the table moves from one view to the next (FLIP, with the Web Animations API): a card
 * turned face up flips; a card played from the hand that drew it, a card drawn and a card
 * discarded slide from where they were; the two cards of a KAPOW! swap (K12) change places.
 * Only what the views show moves (a face-down card is never named). With motion off (the
 * player's speed set to instant, or the system's reduced motion) nothing moves.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { PlayerView, PosCode } from '../engine';

/** The name of a position on the table, as its element carries it (`data-at`). */
export const atName = (seat: number, triad: number, pos: number) => `${seat}-${triad}-${pos}`;

/** What moves between two views: where each moved card is now, and where it came from. */
export interface Motion {
  /** Positions turned face up where they were (K9, K15): they flip. */
  flips: string[];
  /** [to, from]: the element named `to` now, drawn where `from` was before. */
  slides: [string, string][];
}

const key = (p: PosCode) => JSON.stringify(p);
const isDown = (p: PosCode) => p !== null && 'down' in p;

/** The motion from `a` to `b` (pure: what changed, in names of places on the table). */
export function motionOf(a: PlayerView, b: PlayerView): Motion {
  const none: Motion = { flips: [], slides: [] };
  if (a.round !== b.round || a.seat !== b.seat) return none;
  const flips: string[] = [];
  const changed: string[] = [];
  for (const [s, hand] of b.hands.entries())
    for (const [i, t] of hand.entries())
      for (const [pos, p] of t.entries()) {
        const was = a.hands[s]?.[i]?.[pos] ?? null;
        if (p === null || key(p) === key(was)) continue;
        if (isDown(was) && !isDown(p) && a.drawn === null) flips.push(atName(s, i, pos));
        else changed.push(atName(s, i, pos));
      }
  const slides: [string, string][] = [];
  // The drawn card played into a triad (K11): it comes from where the drawn card was.
  const played = a.drawn !== null && b.drawn === null;
  for (const c of changed) if (played) slides.push([c, 'drawn']);
  // A swap (K12): two positions of one hand changed with no card drawn: each from the other.
  const [x, y] = changed;
  if (!played && changed.length === 2 && x && y) slides.push([x, y], [y, x]);
  // A card drawn comes from its pile (K10).
  if (a.drawn === null && b.drawn !== null)
    slides.push(['drawn', b.drawnFrom === 'discard' ? 'discard' : 'stock']);
  // A card discarded: the drawn card itself, or the card it replaced (K11).
  if (b.discard.length > a.discard.length && played)
    slides.push(['discard', changed.length === 1 && changed[0] ? changed[0] : 'drawn']);
  return { flips, slides };
}

const FLIP: Keyframe[] = [
  { transform: 'perspective(400px) rotateY(90deg)' },
  { transform: 'perspective(400px) rotateY(0deg)' },
];

/** The rects of every named place inside `root` (`data-at`), as laid out now. */
function measure(root: HTMLElement): Map<string, DOMRect> {
  const rects = new Map<string, DOMRect>();
  for (const el of root.querySelectorAll<HTMLElement>('[data-at]'))
    if (el.dataset.at) rects.set(el.dataset.at, el.getBoundingClientRect());
  return rects;
}

/** Plays the motion from the last view to `view` on the elements inside `root`. */
export function useMoves(root: RefObject<HTMLElement | null>, view: PlayerView, ms: number) {
  const last = useRef<{ view: PlayerView; rects: Map<string, DOMRect> } | null>(null);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const before = last.current;
    const rects = measure(el);
    last.current = { view, rects };
    if (!before || before.view === view || ms <= 0) return;
    const find = (name: string) => el.querySelector<HTMLElement>(`[data-at="${name}"]`);
    const { flips, slides } = motionOf(before.view, view);
    for (const name of flips) find(name)?.animate?.(FLIP, { duration: ms, easing: 'ease-out' });
    for (const [to, from] of slides) {
      const a = before.rects.get(from);
      const b = rects.get(to);
      if (!a || !b) continue;
      const dx = a.left - b.left;
      const dy = a.top - b.top;
      if (dx === 0 && dy === 0) continue;
      find(to)?.animate?.(
        [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'translate(0, 0)' }],
        { duration: ms, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)' },
      );
    }
  }, [root, view, ms]);
}
