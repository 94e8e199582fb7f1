/**
 * Faults and bad input, in the store (issue 9): a full storage, two tabs, tampered links
 * and records. Each says so in words and loses nothing.
 */
import { describe, expect, it } from 'vitest';
import { actionsFor, type GameRecord, recordToText } from '../../src/games/kapaga/engine';
import {
  createGameStore,
  decodeRecord,
  decodeRules,
  encodeRecord,
  type GameStore,
  guardTabs,
  KEYS,
  readReplay,
  SAVE_FAILED,
} from '../../src/games/kapaga/store';
import { fakeLocks, tick } from '../platform/locks';
import { memoryStorage } from './helpers';

const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');

function playFirst(store: GameStore, n: number): void {
  for (let i = 0; i < n; i++) {
    const g = store.getState().game;
    if (g?.phase !== 'playing') return;
    const a = actionsFor(g, g.turn).find((x) => x.type !== 'next-round');
    if (a) store.getState().dispatch(a);
  }
}

const start = (store: GameStore) =>
  store.getState().startTable({
    seats: [
      { name: 'Pat', kind: 'human', level: 'easy' },
      { name: 'Ada', kind: 'bot', level: 'easy' },
      { name: 'Bo', kind: 'bot', level: 'easy' },
    ],
    rules: 'grayzone',
    seed: 21,
  });

describe('a storage that refuses to save', () => {
  it('says so at once, plays on in memory, and clears the message when saving works again', () => {
    const storage = memoryStorage();
    let full = false;
    const setItem = storage.setItem;
    storage.setItem = (k, v) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      setItem(k, v);
    };
    const store = createGameStore({ storage });
    start(store);
    playFirst(store, 2);
    const before = storage.data.get(KEYS.match);
    full = true;
    playFirst(store, 20);
    const s = store.getState();
    expect(s.saveProblem).toBe(SAVE_FAILED);
    expect(s.record?.actions.length).toBeGreaterThan(2 + 10);
    expect(storage.data.get(KEYS.match)).toBe(before); // nothing half-written
    full = false;
    playFirst(store, 1);
    expect(store.getState().saveProblem).toBeNull();
    const saved = JSON.parse(storage.data.get(KEYS.match) as string);
    expect(saved.record.actions).toEqual(store.getState().record?.actions);
  });
});

describe('two tabs', () => {
  it('the second tab waits; taking over resumes the latest moves, and the first stops saving', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const a = createGameStore({ storage });
    guardTabs(a, locks);
    start(a);
    playFirst(a, 10);
    await tick();
    expect(a.getState().tab).toBe('owner');
    const b = createGameStore({ storage });
    guardTabs(b, locks, 0);
    await tick();
    expect(b.getState().tab).toBe('other');
    // Tab A plays on; B never overwrites its save while it is not the owner.
    playFirst(a, 16);
    playFirst(b, 3);
    const aMoves = a.getState().record?.actions.length;
    expect(JSON.parse(storage.data.get(KEYS.match) as string).record.actions.length).toBe(aMoves);
    // B takes over: it resumes A's latest moves; A is told and saves no more.
    b.getState().takeOver();
    await tick();
    await tick();
    expect(b.getState().tab).toBe('owner');
    expect(a.getState().tab).toBe('taken');
    expect(b.getState().record?.actions.length).toBe(aMoves);
    playFirst(a, 5);
    playFirst(b, 1);
    expect(JSON.parse(storage.data.get(KEYS.match) as string).record.actions).toEqual(
      b.getState().record?.actions,
    );
  });
});

describe('links and records decode strictly', () => {
  it.each([
    ['a preset name that is a prototype key', { r: 'toString' }],
    ['a prototype key as a field', JSON.parse('{"r": {"__proto__": {"x": 1}}}')],
    ['an unknown field', { r: { zombies: true } }],
    ['an extra top-level field', { r: {}, x: 1 }],
    ['a constructor field', { r: { constructor: 1 } }],
    ['no rules at all', { s: 3 }],
  ])('%s is refused with a message', (_, body) => {
    const r = decodeRules(`k1.${b64(body)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/your own rules are unchanged/);
  });

  it('records with a poisoned rules line or a null action are refused, in words', () => {
    const good: GameRecord = { players: 3, seed: 1, rules: 'grayzone', actions: [] };
    const text = recordToText(good);
    for (const bad of [
      text.replace('rules grayzone', 'rules toString'),
      text.replace('rules grayzone', 'rules constructor'),
      `${text}null\n`,
    ]) {
      const r = readReplay(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
    }
    const rec = decodeRecord(encodeRecord({ ...good, rules: 'valueOf' as never }));
    expect(rec.ok).toBe(false);
  });

  it('old query links and new fragment links read the same', () => {
    const code = encodeRecord({ players: 3, seed: 1, rules: 'grayzone', actions: [] });
    const old = readReplay(`https://x.test/?replay=${code}&names=A%2CB%2CC`);
    const now = readReplay(`https://x.test/#replay=${code}&names=A%2CB%2CC`);
    expect(old).toEqual(now);
    expect(now.ok && now.value.names).toEqual(['A', 'B', 'C']);
  });
});

describe('a new match started in a second tab', () => {
  it('is played there: the second tab takes the lock without loading the old save', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const a = createGameStore({ storage });
    guardTabs(a, locks);
    start(a);
    playFirst(a, 6);
    await tick();
    const b = createGameStore({ storage, fresh: true });
    guardTabs(b, locks, 0);
    await tick();
    expect(b.getState().tab).toBe('other');
    b.getState().startTable({
      seats: [
        { name: 'Zed', kind: 'human', level: 'easy' },
        { name: 'Yan', kind: 'bot', level: 'easy' },
      ],
      rules: 'classic',
      seed: 5,
    });
    await tick();
    await tick();
    expect(b.getState().tab).toBe('owner');
    expect(a.getState().tab).toBe('taken');
    expect(b.getState().seats[0]?.name).toBe('Zed');
    expect(JSON.parse(storage.data.get(KEYS.match) as string).seats[0].name).toBe('Zed');
  });
});

describe('a new version of the game', () => {
  it('says so and never reloads the page (it waits for the next start)', async () => {
    const { watchForUpdates, newVersion } = await import('../../src/platform/updates');
    const store = createGameStore({ storage: null });
    start(store);
    let hook: (() => void) | undefined;
    let reloaded = false;
    watchForUpdates(
      'Kapaga',
      (o) => {
        hook = o.onNeedRefresh;
        return (reload?: boolean) => {
          reloaded = reload === true;
        };
      },
      (notice) => store.setState({ notice }),
    );
    const before = store.getState().game;
    hook?.();
    expect(store.getState().notice).toBe(
      'A new version of Kapaga is ready: it starts the next time you open the game.',
    );
    expect(newVersion('KAPOW!')).toBe(
      'A new version of KAPOW! is ready: it starts the next time you open the game.',
    );
    expect(store.getState().game).toBe(before);
    expect(reloaded).toBe(false);
  });
});
