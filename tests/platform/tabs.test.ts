/**
 * Two tabs, one saved match (src/platform/tabs.ts): one tab plays it (a lock); when the
 * other tab plays on, this one takes up its latest state instead of writing an older copy
 * over it; when the other ends the match, this one lets it go too.
 */
import { describe, expect, test, vi } from 'vitest';
import { gameById } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { PACE, sessionTable } from '../../src/platform/bots';
import type { SeatPlan } from '../../src/platform/record';
import { createSession, type Session, type Storage } from '../../src/platform/session';
import { followOtherTabs, guardSession } from '../../src/platform/tabs';
import { fakeLocks, tick } from './locks';

/** A short grace for the tests (the page's is TAB_GRACE_MS). */
const GRACE = 5;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms + 5));

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

test("this tab reads the history again when the other tab's changes", async () => {
  const storage = shared();
  const a = createSession(kapow, storage);
  const target = new EventTarget();
  const stop = followOtherTabs(a, target as unknown as Window);
  const entry = { at: 5, names: ['Ada', 'Kai'], scores: [1, 2], winners: [0] };
  storage.setItem('table:kapow:history', JSON.stringify([entry]));
  raise(target, 'table:kapow:history', storage.data.get('table:kapow:history') ?? null);
  await vi.waitFor(() => expect(a.getState().history).toEqual([entry]));
  stop();
});

describe('one tab plays a match (guardSession, Web Locks)', () => {
  const seats: SeatPlan[] = [
    { kind: 'person', name: 'Ada' },
    { kind: 'bot', name: 'Kai', level: 'easy' },
  ];
  /** The action of whoever is on turn (the person or the bot: the test plays both). */
  const playOne = (s: Session) => {
    const next = whoActs(kapow.engine, s.getState().game);
    if (next.kind !== 'seat') throw new Error('a seat acts');
    s.getState().act(kapow.engine.actionsFor(s.getState().game, next.seat)[0]);
  };
  const saved = (storage: ReturnType<typeof shared>) =>
    JSON.parse(storage.data.get('table:kapow:match') ?? 'null')?.actions.length;

  /** Tab A starts a match (seed 21) and plays `n` actions of it; then tab B opens. */
  async function twoTabs(n: number) {
    const storage = shared();
    const locks = fakeLocks();
    const a = createSession(kapow, storage);
    a.getState().setPlan({ seats, rules: {} });
    guardSession(a, locks);
    a.getState().start(21);
    for (let i = 0; i < n; i++) playOne(a);
    await tick();
    expect(a.getState().tab).toBe('owner');
    const b = createSession(kapow, storage);
    guardSession(b, locks, GRACE);
    await tick();
    // A moment's grace first (a reload's old page lets the match go): nothing said yet.
    expect(b.getState().tab).toBe('waiting');
    await pause(GRACE);
    expect(b.getState().tab).toBe('other');
    return { storage, a, b, locks };
  }

  test('the second tab waits (its bots and saves too), takes the match over with the latest moves, and the first stops', async () => {
    const { storage, a, b } = await twoTabs(0);
    for (let i = 0; i < 3; i++) playOne(a);
    expect(saved(storage)).toBe(3);
    // B shows the match but neither plays it nor saves it, and its bots wait.
    expect(b.getState().record).not.toBeNull();
    playOne(b);
    expect(b.getState().problem).toMatch(/another tab/);
    expect(sessionTable(b, PACE).now()?.held).toBe(true);
    expect(sessionTable(a, PACE).now()?.held).toBe(false);
    expect(saved(storage)).toBe(3);
    // B takes over: it resumes A's latest moves; A is told, and plays and saves no more.
    b.getState().takeOver();
    await tick();
    await tick();
    expect(b.getState().tab).toBe('owner');
    expect(a.getState().tab).toBe('taken');
    expect(b.getState().record?.actions).toHaveLength(3);
    playOne(a);
    expect(saved(storage)).toBe(3);
    playOne(b);
    expect(saved(storage)).toBe(4);
  });

  test('a new match started in the waiting tab is played and kept there', async () => {
    const { storage, a, b } = await twoTabs(1);
    // Giving the match up here lets A's go from this screen only: A's save stays.
    b.getState().abandon();
    expect(JSON.parse(storage.data.get('table:kapow:match') ?? 'null')?.seed).toBe(21);
    b.getState().start(5);
    await tick();
    await tick();
    expect(b.getState().tab).toBe('owner');
    expect(a.getState().tab).toBe('taken');
    expect(JSON.parse(storage.data.get('table:kapow:match') ?? 'null')?.seed).toBe(5);
  });

  test('a reload: the page it replaces lets the match go within the grace, and this tab plays it without a word', async () => {
    const storage = shared();
    const locks = fakeLocks();
    const a = createSession(kapow, storage);
    const stopA = guardSession(a, locks, GRACE);
    a.getState().start(21);
    playOne(a);
    await tick();
    const b = createSession(kapow, storage);
    const roles: string[] = [];
    b.subscribe((s, prev) => s.tab !== prev.tab && roles.push(s.tab));
    guardSession(b, locks, GRACE);
    await tick();
    expect(b.getState().tab).toBe('waiting');
    // The old page goes: the waiting tab holds the match, and never said another tab had it.
    stopA();
    await tick();
    expect(b.getState().tab).toBe('owner');
    await pause(GRACE);
    expect(roles).toEqual(['waiting', 'owner']);
    expect(b.getState().record?.actions).toHaveLength(1);
  });

  test('the tab that played it closes: the waiting tab takes the match up where it was left', async () => {
    const storage = shared();
    const locks = fakeLocks();
    const a = createSession(kapow, storage);
    const stopA = guardSession(a, locks, GRACE);
    a.getState().start(21);
    await tick();
    const b = createSession(kapow, storage);
    guardSession(b, locks, GRACE);
    await pause(GRACE);
    expect(b.getState().tab).toBe('other');
    for (let i = 0; i < 2; i++) playOne(a);
    expect(locks.waiting()).toBe(1);
    stopA();
    await tick();
    expect(b.getState().tab).toBe('owner');
    expect(b.getState().record?.actions).toHaveLength(2);
  });

  test('without Web Locks (an old browser) every tab plays, as before', async () => {
    const s = createSession(kapow, shared());
    guardSession(s, null);
    await tick();
    expect(s.getState().tab).toBe('owner');
  });
});
