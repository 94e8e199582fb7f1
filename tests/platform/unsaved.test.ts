/**
 * Nothing a player has is lost when the browser will not keep it (issue 34, items 2-4): a
 * match whose saves fail resumes from memory with every move; a browser that keeps nothing
 * says so at once; each damaged save is kept aside (a bounded list) and said.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, GAMES } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { DAMAGED, keptDamaged } from '../../src/platform/damaged';
import { browserStorage, write } from '../../src/platform/kept';
import { createSession, type Session } from '../../src/platform/session';
import { ADA_AND_KAI, atLeast } from './records';
import { memoryStorage as memory } from './storage';

const MODULES: [string, AnyModule][] = await Promise.all(
  GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
);

/** Plays `n` actions, each the first the seat to act may take. */
function actFirst(m: AnyModule, s: Session, n: number) {
  for (let i = 0; i < n; i++) {
    const { game } = s.getState();
    const next = whoActs(m.engine, game);
    if (next.kind === 'next-round') s.getState().nextRound();
    else if (next.kind === 'seat') s.getState().act(m.engine.actionsFor(game, next.seat)[0]);
  }
}

const people = [
  { kind: 'person' as const, name: 'Ada' },
  { kind: 'person' as const, name: 'Bo' },
];

describe.each(MODULES)('%s', (id, m) => {
  test('storage full: Menu, then Resume, keeps every move made since the last good save', () => {
    const storage = memory();
    let full = false;
    const real = storage.setItem;
    storage.setItem = (k, v) => {
      if (full) throw new DOMException('full', 'QuotaExceededError');
      real(k, v);
    };
    const s = createSession(m, storage);
    s.getState().setPlan({ seats: atLeast(m, people), rules: {} });
    s.getState().start(11);
    actFirst(m, s, 2);
    full = true;
    actFirst(m, s, 20);
    const before = s.getState().record;
    const game = JSON.stringify(s.getState().game);
    expect(before?.actions.length).toBe(22);
    expect(s.getState().unsaved).toMatch(/^Saving failed/);
    s.getState().leave();
    s.getState().resume();
    expect(s.getState().record?.actions.length).toBe(22);
    expect(JSON.stringify(s.getState().game)).toBe(game);
    expect(s.getState().unsaved).toMatch(/^Saving failed/);
    // The kept save is still the last good one, untouched.
    expect(JSON.parse(storage.data.get(`table:${id}:match`) ?? 'null').actions).toHaveLength(2);
  });

  test('storage turned off: the first save says at once that a reload would lose the match', () => {
    const off = browserStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(write(off, `table:${id}:match`, { a: 1 })).toMatch(/would not keep/);
    const s = createSession(m, off);
    expect(s.getState().problem).toBeNull();
    s.getState().setPlan({ seats: atLeast(m, ADA_AND_KAI), rules: {} });
    s.getState().start(5);
    expect(s.getState().record).not.toBeNull();
    expect(s.getState().unsaved).toMatch(/^Saving failed.*a reload would lose it/);
    actFirst(m, s, 3);
    s.getState().leave();
    s.getState().resume();
    expect(s.getState().record?.actions.length).toBe(3);
  });

  test('13 damaged saves in a row: each is kept aside and said; the oldest let go with a word', () => {
    const storage = memory();
    const texts = Array.from({ length: 13 }, (_, i) => `{"game":"${id}","cut ${i}`);
    for (const [i, text] of texts.entries()) {
      storage.setItem(`table:${id}:match`, text);
      const s = createSession(m, storage);
      expect(s.getState().problem).toMatch(/could not be read.*kept aside/);
      if (i < DAMAGED) expect(s.getState().problem).not.toMatch(/let go/);
      else expect(s.getState().problem).toMatch(/oldest damaged save .* was let go/);
      expect(storage.data.has(`table:${id}:match`)).toBe(false);
    }
    expect(keptDamaged(m, storage).map((d) => d.text)).toEqual(texts.slice(-DAMAGED));
  });

  test('a damaged match set aside is kept aside with the damaged saves and said', () => {
    const storage = memory();
    const text = `{"game":"${id}","v":1,"seed":1,"rules":{},"seats":[],"actions":[{"x":1}]}`;
    storage.setItem(`table:${id}:aside`, text);
    storage.setItem(`table:${id}:match`, '{cut');
    const s = createSession(m, storage);
    expect(s.getState().aside).toBeNull();
    expect(s.getState().problem).toMatch(/match you set aside could not be read.*kept aside/);
    // The match on the table, damaged too, is said beside it.
    expect(s.getState().problem).toMatch(/This match could not be read/);
    expect(keptDamaged(m, storage).map((d) => [d.what, d.text])).toEqual([
      ['aside', text],
      ['match', '{cut'],
    ]);
    expect(storage.data.has(`table:${id}:aside`)).toBe(false);
  });

  test('another tab played on: its latest moves are read from what it kept', () => {
    const storage = memory();
    const a = createSession(m, storage);
    a.getState().setPlan({ seats: atLeast(m, ADA_AND_KAI), rules: {} });
    a.getState().start(4);
    const b = createSession(m, storage);
    b.getState().setTab('taken');
    actFirst(m, a, 3);
    b.getState().reload();
    expect(b.getState().record?.actions.length).toBe(3);
  });
});
