/**
 * Every finished match kept, in IndexedDB (src/platform/archive.ts; `fake-indexeddb` stands
 * in for the browser's, a fresh one per test): past the 200 localStorage held, only the
 * latest keeping their record; the matches localStorage kept moved in once; a damaged
 * record left where it is; a refusal said in words.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { browserHistory } from '../../src/games/kapaga/older/history/db';
import { decodeEntry } from '../../src/games/kapaga/older/history/entry';
import { type AnyModule, gameById } from '../../src/games/registry';
import { ArchiveError, archiveFor, browserArchive } from '../../src/platform/archive';
import { type Finished, HISTORY, historyFile, RECORDS } from '../../src/platform/history';
import { createSession } from '../../src/platform/session';
import { rulesName } from '../../src/platform/share';
import { historyOf, shortMatch } from './records';
import { memoryStorage as memory } from './storage';

const m = (await gameById('kapow')?.load()) as AnyModule;
const rec = shortMatch(m);

const match = (at: number, record = false): Finished => ({
  at,
  names: ['You', 'Kai'],
  scores: [at % 7, 5],
  // The lower total wins (an entry is checked as it is added).
  winners: at % 7 < 5 ? [0] : at % 7 === 5 ? [0, 1] : [1],
  seats: [
    { kind: 'person', name: 'You' },
    { kind: 'bot', name: 'Kai', level: 'easy' },
  ],
  people: [0],
  ...(record && { record: rec }),
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** The archive's records as IndexedDB holds them, read around it. */
async function stored(): Promise<unknown[]> {
  const d = await openDB(`table:${m.info.id}`, 1);
  const all = await d.getAll('matches');
  d.close();
  return all;
}

describe('every match kept (IndexedDB)', () => {
  test('a browser with IndexedDB keeps them there', () => {
    expect(archiveFor(m, memory()).cap).toBe(Infinity);
  });

  test('past the 200 localStorage held; only the latest keep their record', async () => {
    const a = browserArchive(m, memory());
    if (!a) throw new Error('no IndexedDB');
    const n = HISTORY + 50;
    for (let i = 0; i < n; i++) await a.add(match(1000 + i, true));
    const all = await a.all();
    expect(all).toHaveLength(n);
    expect(all.map((h) => h.at)).toEqual(Array.from({ length: n }, (_, i) => 1000 + i));
    expect(all.filter((h) => h.record).map((h) => h.at)).toEqual(
      all.slice(-RECORDS).map((h) => h.at),
    );
    // The latest record is the match as played: it opens again.
    expect(all.at(-1)?.record).toEqual(rec);
  });

  test('a file joins whole, each match once; another tab is told', async () => {
    const storage = memory();
    const a = browserArchive(m, storage);
    if (!a) throw new Error('no IndexedDB');
    await a.add(match(1));
    const file = Array.from({ length: 300 }, (_, i) => match(i + 1));
    const r = await a.join(file);
    expect(r).toMatchObject({ added: 299, known: 1, left: 0 });
    expect(await a.all()).toHaveLength(300);
    expect(storage.data.has('table:kapow:history-at')).toBe(true);
  });

  test('a damaged record is left where it is, unread, and the others are read', async () => {
    const a = browserArchive(m, memory());
    if (!a) throw new Error('no IndexedDB');
    await a.add(match(1));
    const d = await openDB(`table:${m.info.id}`, 1);
    await d.add('matches', { at: 'damaged' });
    d.close();
    await a.add(match(2));
    expect((await a.all()).map((h) => h.at)).toEqual([1, 2]);
    expect(await stored()).toContainEqual({ at: 'damaged' });
    // Counted, and let go only when asked.
    expect(a.damaged()).toBe(1);
    await a.dropDamaged();
    expect(await stored()).not.toContainEqual({ at: 'damaged' });
    expect((await a.all()).map((h) => h.at)).toEqual([1, 2]);
    expect(a.damaged()).toBe(0);
  });

  test('a big file joins a page at a time, saying how far it is', async () => {
    const a = browserArchive(m, memory());
    if (!a) throw new Error('no IndexedDB');
    const heard: number[] = [];
    const file = Array.from({ length: 4500 }, (_, i) => match(i + 1));
    expect(await a.join(file, (done) => heard.push(done))).toMatchObject({ added: 4500 });
    expect(heard).toEqual([0, 2000, 4000]);
    expect(await a.all()).toHaveLength(4500);
  });
});

describe('the matches localStorage kept move in, once', () => {
  test('added, then let go there; a damaged one stays aside; a second tab adds none twice', async () => {
    const storage = memory();
    const old = [match(1), match(2, true)];
    storage.setItem('table:kapow:history', JSON.stringify([...old, { at: 'damaged' }]));
    const s = createSession(m, storage);
    expect(await historyOf(s)).toEqual(old);
    expect(storage.data.has('table:kapow:history')).toBe(false);
    expect(JSON.parse(storage.data.get('table:kapow:history-damaged') ?? '')).toEqual([
      { at: 'damaged' },
    ]);
    // A tab still on the old version wrote the same matches back: none is added twice.
    storage.setItem('table:kapow:history', JSON.stringify(old));
    expect(await historyOf(createSession(m, storage))).toEqual(old);
    expect(await stored()).toHaveLength(2);
  });

  test('a match finished is in the history at once, with its rules, and kept for the next visit', async () => {
    const storage = memory();
    const s = createSession(m, storage);
    await historyOf(s);
    s.getState().setPlan({ seats: rec.seats, rules: rec.rules });
    s.getState().start(rec.seed);
    for (const x of rec.actions) s.getState().act(x);
    expect(s.getState().history).toHaveLength(1);
    // One round instead of ten: KAPOW!'s house rules, kept as played.
    expect(rec.rules).toEqual({ rounds: 1 });
    expect(s.getState().history[0]?.rules).toBe('custom');
    // Its one round's points, the whole of the final scores.
    expect(s.getState().history[0]?.rounds).toEqual([s.getState().history[0]?.scores]);
    const next = await historyOf(createSession(m, storage));
    expect(next).toHaveLength(1);
    expect(next[0]?.record).toEqual(s.getState().history[0]?.record);
    expect(next[0]?.rounds).toEqual(s.getState().history[0]?.rounds);
    expect(storage.data.has('table:kapow:history')).toBe(false);
  });

  test('a history file added on the stats page is kept whole', async () => {
    const s = createSession(m, memory());
    const file = Array.from({ length: HISTORY + 1 }, (_, i) => match(i + 1));
    expect(await s.getState().importHistory(historyFile('kapow', file))).toBe(
      'Added 201 matches; 0 were already here.',
    );
    expect(await historyOf(createSession(m, memory()))).toHaveLength(HISTORY + 1);
  });
});

describe('a browser that refuses', () => {
  test('said in words; the match goes on; nothing is added', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const a = browserArchive(m, memory());
    if (!a) throw new Error('no IndexedDB');
    await expect(a.add(match(1))).rejects.toThrow(ArchiveError);
    await expect(a.all()).rejects.toThrow(
      'The browser has no room left to keep your match history.',
    );
    const s = createSession(m, memory());
    await s.getState().readHistory();
    expect(s.getState().problem).toBe('The browser has no room left to keep your match history.');
    expect(await s.getState().importHistory(historyFile('kapow', [match(1)]))).toBe(
      'The browser has no room left to keep your match history. Nothing was added.',
    );
    vi.restoreAllMocks();
  });
});

describe("Kapaga's own history moves in, once (GameModule.older)", () => {
  test('its matches with their seats, rules and rounds; its own left as they were; none twice', async () => {
    const kapaga = (await gameById('kapaga')?.load()) as AnyModule;
    const file = JSON.parse(
      readFileSync(new URL('../fixtures/kapaga/history.json', import.meta.url), 'utf8'),
    );
    const own = browserHistory();
    if (!own) throw new Error('no IndexedDB');
    await own.addAll(file.entries.flatMap((e: unknown) => decodeEntry(e) ?? []));
    const storage = memory();
    const h = await historyOf(createSession(kapaga, storage));
    expect(h).toHaveLength(2);
    // The oldest, a past result: your score alone, and its rules.
    expect(h[0]).toMatchObject({ at: 1600000000000, names: ['You'], scores: [12], winners: [0] });
    expect(h[0]).toMatchObject({ people: [0], hints: [2], rules: 'classic' });
    expect(h[1]).toMatchObject({
      names: ['Pat', 'Ada', 'Bo'],
      scores: [100, 575, 1315],
      seats: [
        { kind: 'person', name: 'Pat' },
        { kind: 'bot', level: 'medium', name: 'Ada' },
        { kind: 'bot', level: 'expert', name: 'Bo' },
      ],
      people: [0],
      rules: 'custom',
      rounds: [
        [0, 155, 1315],
        [100, 110, 0],
        [0, 310, 0],
      ],
    });
    expect(storage.data.get('table:kapaga:history-carried')).toBe('true');
    expect((await own.all()).entries).toHaveLength(2);
    // Asked again (the mark lost): none is added twice.
    storage.removeItem('table:kapaga:history-carried');
    expect(await historyOf(createSession(kapaga, storage))).toHaveLength(2);
  });
});

test("the rules a match is kept under: a preset's id, the standard rules, or custom", async () => {
  const kapaga = (await gameById('kapaga')?.load()) as AnyModule;
  expect(rulesName(kapaga, {})).toBe('grayzone');
  const classic = kapaga.rules.presets?.find((p) => p.id === 'classic')?.rules ?? {};
  expect(rulesName(kapaga, { ...classic })).toBe('classic');
  expect(rulesName(kapaga, { ...classic, recyclePenalty: 50 })).toBe('custom');
  expect(rulesName(m, {})).toBe('standard');
  expect(rulesName(m, { rounds: 1 })).toBe('custom');
});

test('one match is let go when the person asks, every copy of it (issue 34, item 5)', async () => {
  const a = archiveFor(m, null);
  for (const at of [1, 2, 3]) await a.add(match(at));
  await a.remove(match(2));
  expect((await a.all()).map((h) => h.at)).toEqual([1, 3]);
  expect(await stored()).toHaveLength(2);
});
