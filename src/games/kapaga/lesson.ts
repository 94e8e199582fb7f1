/**
 * Kapaga's "Learn to play" (content/lesson.ts) as the table's lesson screen plays any game's
 * (`Lesson` in games/scripted.ts): your moves coached, pointed at on the table (its
 * `data-coach` marks), Ada's and Bruno's told first and played on Next, then the round
 * played to its end and a match of your own.
 */
import type { Lesson, LessonStep, Token } from '../module';
import {
  LESSON,
  LESSON_FINISH,
  LESSON_INTRO,
  LESSON_NAMES,
  LESSON_SETUP,
  LESSON_WON,
} from './content/lesson';
import { type Action, fromSetup, type Game } from './engine';

const text = (t: string): readonly Token[] => [{ kind: 'text', text: t }];
const SEAT = 0;

const steps = [...LESSON, ...LESSON_FINISH].map(
  (s): LessonStep<Action> =>
    'seat' in s.action && s.action.seat === SEAT
      ? { who: 'coach', action: s.action, say: text(s.say), target: s.anchor }
      : { who: 'watch', action: s.action, say: text(s.say) },
);

function start(): Game {
  const g = fromSetup(LESSON_SETUP);
  // The setup is fixed and tested (tests/platform/demos.test.ts plays every step of it).
  if (!g.ok) throw new Error(`Kapaga's lesson: ${g.error.message}`);
  return g.value;
}

export const LESSON_ROUND: Lesson<Game, Action> = {
  seat: SEAT,
  names: LESSON_NAMES,
  start,
  intro: text(LESSON_INTRO),
  steps,
  end: text(LESSON_WON),
};
