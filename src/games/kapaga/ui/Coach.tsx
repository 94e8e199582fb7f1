/**
 * "Learn to play": the lesson's coach mark on the real table. It says what happened or
 * what to do, points at the card, seat or button, and waits: "Next" for a bot's move, your
 * own move for yours. Dismissable at any time; still under reduced motion.
 */
import { type CSSProperties, useEffect, useState } from 'react';
import { selectGame, selectLessonDone, selectLessonStep } from '../store/selectors';
import { useActions, useGame } from './StoreContext';
import './Coach.css';

/** The element a step points at ("card:2H", "seat-1", "discard", "button:Draw"). */
function target(anchor: string): Element | null {
  if (anchor.startsWith('card:'))
    return document.querySelector(`.hand [data-code="${anchor.slice(5)}"]`);
  if (anchor.startsWith('button:')) {
    const text = anchor.slice(7);
    return (
      [...document.querySelectorAll('.controls button')].find((b) =>
        (b.textContent ?? '').startsWith(text),
      ) ?? null
    );
  }
  return document.querySelector(`[data-anchor="${anchor}"]`);
}

/**
 * Where the side column is not beside the felt (Table.css), the coach sits right under a
 * target in the top half of the screen, right over one in the bottom half or in my hand.
 */
const SMALL = '(max-width: 900px), (max-height: 560px)';
function placeBeside(el: Element | null): CSSProperties | undefined {
  if (!el || !window.matchMedia(SMALL).matches) return undefined;
  const r = el.getBoundingClientRect();
  const h = window.innerHeight;
  // Over my hand and buttons, never under them: an 8's calls open below the hand.
  const mine = el.closest('.me') !== null;
  return !mine && r.top + r.height / 2 < h / 2
    ? { top: Math.round(r.bottom + 10), bottom: 'auto' }
    : { bottom: Math.round(h - r.top + 10), top: 'auto' };
}

export function Coach() {
  const step = useGame(selectLessonStep);
  const done = useGame(selectLessonDone);
  const game = useGame(selectGame);
  const { lessonNext, endLesson } = useActions();
  const anchor = step?.anchor;
  const [place, setPlace] = useState<CSSProperties | undefined>(undefined);
  // The table redraws its parts without a word to the coach (a card selected rises, a button
  // changes): the target is found and marked again whenever it lost its mark.
  const [redrawn, setRedrawn] = useState(0);
  useEffect(() => {
    if (!anchor || typeof MutationObserver === 'undefined') return;
    const watch = new MutationObserver(() => {
      if (!target(anchor)?.classList.contains('coach-target')) setRedrawn((n) => n + 1);
    });
    watch.observe(document.querySelector('.felt') ?? document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['class'],
    });
    return () => watch.disconnect();
  }, [anchor]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table redraws with each move
  useEffect(() => {
    const el = anchor ? target(anchor) : null;
    el?.classList.add('coach-target');
    // Beside the whole seat, its Catch button included (it comes a moment later).
    const around = el?.closest('li') ?? el;
    const onResize = () => setPlace(placeBeside(around));
    onResize();
    window.addEventListener('resize', onResize);
    // The target moves without changing size: a selected card rises (a transition), the
    // hand shifts when its buttons change. Placed again once each move has ended.
    document.addEventListener('transitionend', onResize, true);
    document.addEventListener('animationend', onResize, true);
    const grows = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    if (around) grows?.observe(around);
    const mine = around?.closest('.me');
    if (mine) grows?.observe(mine);
    return () => {
      el?.classList.remove('coach-target');
      window.removeEventListener('resize', onResize);
      document.removeEventListener('transitionend', onResize, true);
      document.removeEventListener('animationend', onResize, true);
      grows?.disconnect();
    };
  }, [anchor, game, redrawn]);
  if (!step && !done) return null;
  return (
    <aside className="coach" style={place} aria-label="Learn to play" aria-live="polite">
      {step ? (
        <>
          <p className="coach-count">
            Learn to play: step {step.index + 1} of {step.total}
          </p>
          <p className="coach-say">{step.say}</p>
          <div className="coach-buttons">
            {step.yours ? (
              <span className="coach-you">Your move</span>
            ) : (
              <button type="button" className="btn primary" onClick={lessonNext}>
                Next
              </button>
            )}
            <button type="button" className="btn small ghost" onClick={endLesson}>
              Skip the lesson
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="coach-say">{done}</p>
          <div className="coach-buttons">
            <button type="button" className="btn primary" onClick={endLesson}>
              Got it
            </button>
          </div>
        </>
      )}
    </aside>
  );
}
