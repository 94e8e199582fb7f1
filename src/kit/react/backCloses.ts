/**
 * The browser's Back closes the open dialog instead of leaving the game. Each open dialog
 * stands on one history entry of its own (the same address: a `#rules=`/`#replay=`
 * fragment stays as it is); Back pops it and closes that dialog. A dialog closed any other
 * way takes its entry back off, so the history holds no dead steps.
 */
import { useLayoutEffect, useRef } from 'react';

/** The entry's state: how many dialogs are open at this entry. */
const KEY = 'kapagaDialogs';
const depthOf = (state: unknown): number => {
  const d = typeof state === 'object' && state !== null && KEY in state ? state[KEY] : undefined;
  return typeof d === 'number' ? d : 0;
};

/** The open dialogs, the innermost last: each closes itself when asked. */
const open: (() => void)[] = [];
/** A step back the page asked for is on its way (the history is not read until it lands). */
let moving = false;
let queued = false;
let listening = false;

/** Bring the history's dialog entries in line with the dialogs open, once the page settles. */
function settle(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    if (moving) return;
    const have = depthOf(window.history.state);
    for (let d = have + 1; d <= open.length; d++) window.history.pushState({ [KEY]: d }, '');
    if (have > open.length) {
      moving = true;
      window.history.go(open.length - have);
    }
  });
}

function onPop(e: PopStateEvent): void {
  moving = false;
  const depth = depthOf(e.state);
  // Back: every dialog above the entry now shown closes, the innermost first.
  while (open.length > depth) open.pop()?.();
  settle();
}

/**
 * While mounted, the browser's Back calls `onClose` (then the dialog unmounts). A layout
 * effect: the dialog's history entry is there before the dialog is painted, so a Back
 * pressed the moment it shows closes it instead of leaving the page.
 */
export function useBackCloses(onClose: () => void): void {
  const latest = useRef(onClose);
  latest.current = onClose;
  useLayoutEffect(() => {
    if (!listening) {
      window.addEventListener('popstate', onPop);
      listening = true;
    }
    const close = () => latest.current();
    open.push(close);
    settle();
    return () => {
      const i = open.indexOf(close);
      if (i >= 0) open.splice(i, 1);
      settle();
    };
  }, []);
}
