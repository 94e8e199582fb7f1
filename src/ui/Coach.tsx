/**
 * "Learn to play": the lesson's coach mark on the real table. It says what happened or
 * what to do, points at the card, seat or button, and waits: "Next" for a bot's move, your
 * own move for yours. Dismissable at any time; still under reduced motion.
 */
import { useEffect } from 'react';
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

export function Coach() {
  const step = useGame(selectLessonStep);
  const done = useGame(selectLessonDone);
  const game = useGame(selectGame);
  const { lessonNext, endLesson } = useActions();
  const anchor = step?.anchor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the table redraws with each move
  useEffect(() => {
    if (!anchor) return;
    const el = target(anchor);
    el?.classList.add('coach-target');
    return () => el?.classList.remove('coach-target');
  }, [anchor, game]);
  if (!step && !done) return null;
  return (
    <aside className="coach" aria-label="Learn to play" aria-live="polite">
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
