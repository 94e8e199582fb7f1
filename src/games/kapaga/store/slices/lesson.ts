/**
 * "Learn to play" (src/games/kapaga/content/lesson.ts): a prepared first round, every move scripted. The
 * person makes their moves (dispatch refuses others while the lesson lasts); the bots'
 * moves wait for "Next". Then the round goes on as a normal one.
 */
import { LESSON, LESSON_NAMES, LESSON_SETUP } from '../../content/lesson';
import { fromSetup, type GameRecord } from '../../engine';
import { logItems } from '../log';
import { keepReplaced } from '../saved';
import { tableSeats } from '../seats';
import type { LessonSlice } from '../types';
import type { SliceContext } from './context';
import { freshStats } from './match';
import { NO_WATCH } from './shows';

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
      set({
        ...keepReplaced(get(), false, ctx.now()),
        screen: 'table',
        panel: null,
        game: g.value,
        record,
        seats,
        log: logItems(ids, g.value, 0),
        reasons: [],
        chants: [],
        error: null,
        notice: null,
        selection: [],
        kapagaArmed: false,
        roundStats: freshStats(g.value.scores),
        lastActor: null,
        chant: null,
        holder: 0,
        unseen: seats.map(() => false),
        rulesCard: false,
        seedChosen: true,
        hint: null,
        lastHintTurn: null,
        hintsRound: seats.map(() => 0),
        hintsMatch: seats.map(() => 0),
        lesson: 0,
        lessonDone: false,
        watch: { ...NO_WATCH, showAll: get().watch.showAll },
        replay: null,
      });
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
