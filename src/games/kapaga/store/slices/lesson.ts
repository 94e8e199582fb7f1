/**
 * "Learn to play" (src/games/kapaga/content/lesson.ts): a prepared first round, every move scripted. The
 * person makes their moves (dispatch refuses others while the lesson lasts); the bots'
 * moves wait for "Next". Then the round goes on as a normal one.
 */
import { LESSON, LESSON_NAMES, LESSON_SETUP } from '../../content/lesson';
import { fromSetup, type GameRecord } from '../../engine';
import { tableSeats } from '../seats';
import type { LessonSlice } from '../types';
import type { SliceContext } from './context';
import { newTable } from './table';

export function lessonSlice(ctx: SliceContext): LessonSlice {
  const { set, get, ids } = ctx;
  const m = ctx.boot.match.kind === 'ok' ? ctx.boot.match.match : null;
  return {
    lesson: m?.lesson ?? null,
    lessonDone: false,

    startLesson(): void {
      const setup = LESSON_SETUP;
      const g = fromSetup(setup);
      if (!g.ok) {
        set({ error: g.error.message });
        return;
      }
      const seats = tableSeats(
        LESSON_NAMES.map((name, i) => ({
          name,
          kind: i === 0 ? ('human' as const) : ('bot' as const),
          level: 'easy' as const,
        })),
      );
      const record: GameRecord = {
        players: seats.length,
        seed: setup.seed ?? 0,
        rules: 'grayzone',
        setup,
        actions: [],
      };
      // One person among bots: seat 0 holds the device from the start, as in any solo match.
      const kind = { rulesCard: false, seedChosen: true, lesson: 0 };
      set(newTable(get(), ids, ctx.now(), { game: g.value, record, seats }, kind));
    },

    lessonNext(): void {
      const s = get();
      const step = s.lesson === null ? null : LESSON[s.lesson];
      if (!step || step.action.type === 'next-round' || step.action.seat === 0) return;
      get().dispatch(step.action, { lesson: true });
    },

    endLesson(): void {
      set({ lesson: null, lessonDone: false });
    },
  };
}
