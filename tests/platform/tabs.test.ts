/**
 * Two tabs, one saved match (src/platform/tabs.ts): when the other tab plays on, this one
 * takes up its latest state instead of writing an older copy over it; when the other
 * ends the match, this one lets it go too.
 */
import { expect, test } from 'vitest';
import { gameById } from '../../src/games/registry';
import { whoActs } from '../../src/platform/loop';
import { createSession, type Storage } from '../../src/platform/session';
import { followOtherTabs } from '../../src/platform/tabs';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));

function shared(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** The browser's storage event, as another tab's write raises it here. */
function raise(target: EventTarget, key: string, newValue: string | null) {
  const e = new Event('storage') as Event & { key: string; newValue: string | null };
  Object.assign(e, { key, newValue });
  target.dispatchEvent(e);
}

test("this tab follows the other tab's moves and its end of the match", () => {
  const storage = shared();
  const a = createSession(kapow, storage);
  a.getState().setPlan({
    seats: [
      { kind: 'person', name: 'Ada' },
      { kind: 'person', name: 'Bea' },
    ],
    rules: {},
  });
  a.getState().start(21);
  const b = createSession(kapow, storage);
  const target = new EventTarget();
  const stop = followOtherTabs(b, target as unknown as Window);
  // Tab A plays three actions; tab B hears of each save.
  for (let i = 0; i < 3; i++) {
    const next = whoActs(kapow.engine, a.getState().game);
    if (next.kind !== 'seat') throw new Error('a seat acts');
    a.getState().act(kapow.engine.actionsFor(a.getState().game, next.seat)[0]);
    raise(target, 'table:kapow:match', storage.data.get('table:kapow:match') ?? null);
  }
  expect(b.getState().record?.actions.length).toBe(3);
  expect(JSON.stringify(b.getState().game)).toBe(JSON.stringify(a.getState().game));
  // Another key changes nothing here.
  raise(target, 'table:other:match', null);
  expect(b.getState().record).not.toBeNull();
  // Tab A gives the match up: B lets it go rather than bringing it back.
  a.getState().abandon();
  raise(target, 'table:kapow:match', null);
  expect(b.getState().record).toBeNull();
  expect(storage.data.has('table:kapow:match')).toBe(false);
  stop();
});

test("this tab reads the history again when the other tab's changes", () => {
  const storage = shared();
  const a = createSession(kapow, storage);
  const target = new EventTarget();
  const stop = followOtherTabs(a, target as unknown as Window);
  const entry = { at: 5, names: ['Ada', 'Kai'], scores: [1, 2], winners: [0] };
  storage.setItem('table:kapow:history', JSON.stringify([entry]));
  raise(target, 'table:kapow:history', storage.data.get('table:kapow:history') ?? null);
  expect(a.getState().history).toEqual([entry]);
  stop();
});
