/**
 * Cards as tall as the table's height allows, stacked (a phone upright): table.css sizes them
 * from the height less everything that is not a card (`--fixed`), and what that is depends on
 * the words on show (a prompt of one line or three, Understand, the final turn, a hint open
 * above the table). It is measured here after each render and on each resize, so the cards
 * take the room left and never more. Side by side (a screen held sideways) the grid places
 * them and nothing is measured.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

const FIRST = 196;
const LEAST = 60;

/** How tall the grid's content is, however it is spread (justify-content). */
function contentHeight(grid: HTMLElement): number {
  const cs = getComputedStyle(grid);
  const kids = [...grid.children].filter((k) => k instanceof HTMLElement);
  const gap = Number.parseFloat(cs.rowGap) || 0;
  const pad = (Number.parseFloat(cs.paddingTop) || 0) + (Number.parseFloat(cs.paddingBottom) || 0);
  return kids.reduce((h, k) => h + k.offsetHeight, 0) + gap * Math.max(0, kids.length - 1) + pad;
}

/** Sets `--fixed` on the grid in `root` so that its content fills its height. */
export function fitCards(grid: HTMLElement, from: number): number {
  if (getComputedStyle(grid).display !== 'flex') {
    grid.style.removeProperty('--fixed');
    return FIRST;
  }
  let fixed = from;
  const set = (x: number) => {
    fixed = Math.max(LEAST, Math.round(x));
    grid.style.setProperty('--fixed', `${fixed}px`);
  };
  set(fixed);
  for (let i = 0; i < 4; i++) {
    const slack = grid.clientHeight - contentHeight(grid);
    if (slack >= 0 && slack < 4) break;
    set(fixed - slack);
  }
  // Never more than the room: what is still over is taken from the cards.
  const over = contentHeight(grid) - grid.clientHeight;
  if (over > 0) set(fixed + over + 1);
  return fixed;
}

/**
 * Fits the cards of the grid inside `root` when what it shows changes (`shows`: the view, a
 * place chosen; compared item by item, so a drag's many renders measure nothing) and on
 * every resize; on a `steady` (scripted) screen, never: one size from step to step.
 */
export function useFit(
  root: RefObject<HTMLElement | null>,
  shows: readonly unknown[],
  steady = false,
) {
  const fixed = useRef(FIRST);
  const seen = useRef<readonly unknown[] | null>(null);
  useLayoutEffect(() => {
    // A scripted screen keeps the cards one size from step to step: table.css's own room.
    if (steady) return;
    const was = seen.current;
    if (was && was.length === shows.length && was.every((x, i) => x === shows[i])) return;
    seen.current = shows;
    const grid = root.current?.querySelector<HTMLElement>('.kgrid');
    if (grid) fixed.current = fitCards(grid, fixed.current);
  });
  useLayoutEffect(() => {
    const el = root.current;
    if (steady || !el || typeof ResizeObserver !== 'function') return;
    const watch = new ResizeObserver(() => {
      const grid = el.querySelector<HTMLElement>('.kgrid');
      if (grid) fixed.current = fitCards(grid, fixed.current);
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, [root, steady]);
}
