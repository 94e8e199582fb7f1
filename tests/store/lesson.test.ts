/** "Learn to play" (issue 12): a prepared round where each special card comes up in turn. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LESSON, LESSON_DONE } from '../../src/games/kapaga/content/lesson';
import { createGameStore, type Decide, startBotRunner } from '../../src/games/kapaga/store';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the lesson', () => {
  it('plays every special card in turn: the person makes their moves, the bots wait for Next', () => {
    const store = createGameStore({ storage: null });
    store.getState().startLesson();
    let asked = 0;
    const decide: Decide = () => {
      asked++;
      return { action: null, reason: [] };
    };
    const stop = startBotRunner(store, { decide });
    const seen = new Set<string>();
    for (const step of LESSON) {
      const s = store.getState();
      const seat = step.action.type === 'next-round' ? -1 : step.action.seat;
      if (seat === 0) {
        // Any other move is refused, with the lesson's words.
        expect(s.dispatch({ type: 'draw', seat: 0 })).toBe(false);
        expect(store.getState().error).toMatch(/^In this lesson:/);
        expect(s.dispatch(step.action)).toBe(true);
      } else {
        vi.advanceTimersByTime(5000); // the bots do not move by themselves
        expect(store.getState().record?.actions.length).toBe(s.record?.actions.length);
        s.lessonNext();
      }
      for (const e of store.getState().game?.events ?? []) {
        seen.add(e.type);
        if (e.type === 'play') for (const c of e.cards) seen.add(c);
      }
    }
    expect(asked).toBe(0);
    for (const what of [
      'penalty',
      'call',
      'joker',
      'skip',
      'pass-hands',
      'kapaga',
      'catch',
      '5S',
      '2S',
      'AS',
      '8D',
      '9H',
      '5C',
    ])
      expect(seen.has(what), what).toBe(true);
    const s = store.getState();
    expect(s.lesson).toBeNull();
    expect(s.lessonDone).toBe(true);
    expect(LESSON_DONE).toMatch(/normal one/);
    // Then the round goes on as a normal one: the bots play again.
    vi.advanceTimersByTime(5000);
    expect(asked).toBeGreaterThan(0);
    stop();
  });

  it('can be left at any time: the round goes on as a normal one', () => {
    const store = createGameStore({ storage: null });
    store.getState().startLesson();
    store.getState().dispatch(LESSON[0]?.action as never);
    store.getState().endLesson();
    expect(store.getState().lesson).toBeNull();
    // A move the lesson would not make (Ada draws instead of answering) is a legal one now.
    expect(store.getState().dispatch({ type: 'draw', seat: 1 })).toBe(true);
  });
});
