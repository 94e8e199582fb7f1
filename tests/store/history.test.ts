/** The match history (issue 12): kept at game over, stats, files, migration, failures. */
import { describe, expect, it } from 'vitest';
import {
  createGameStore,
  decodeEntry,
  entryFromResult,
  type History,
  type HistoryEntry,
  HistoryError,
  historyFile,
  historyStats,
  KEYS,
  MAX_HISTORY_FILE,
  memoryHistory,
  readHistoryFile,
} from '../../src/games/kapaga/store';
import { memoryStorage, storeWithSetup } from './helpers';

const entry = (o: Partial<HistoryEntry>): HistoryEntry => ({
  at: 1,
  rules: 'grayzone',
  players: 4,
  seats: [
    { name: 'You', kind: 'human', level: 'easy' },
    { name: 'A', kind: 'bot', level: 'hard' },
    { name: 'B', kind: 'bot', level: 'hard' },
    { name: 'C', kind: 'bot', level: 'hard' },
  ],
  placings: [0, 1, 2, 3],
  scores: [0, 100, 200, 3000],
  winners: [0],
  rounds: [[10, 20, 30, 40]],
  you: 0,
  hints: 0,
  ...o,
});

describe('the match history', () => {
  it('keeps a finished match: rules, seats, placings, points per round, hints', async () => {
    const history = memoryHistory();
    const store = storeWithSetup(
      { hands: [['7H'], ['3D', '4D']], discard: ['9H'], turn: 0, scores: [0, 1999] },
      null,
    );
    // storeWithSetup makes its own store: play the last card there, with a history beside it.
    const s2 = createGameStore({ storage: null, history, now: () => 42 });
    const { game, record, seats } = store.getState();
    s2.setState({ game, record, seats, screen: 'table' });
    s2.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] });
    await new Promise((r) => setTimeout(r, 0));
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      at: 42,
      players: 2,
      winners: [0],
      placings: [0, 1],
      you: 0,
      rounds: [[0, 10]],
    });
  });

  it('figures: wins by level and by rules, best finish, streaks, points per round', () => {
    const s = historyStats([
      entry({ at: 1 }),
      entry({ at: 2, winners: [1], placings: [1, 0, 2, 3] }),
      entry({ at: 3 }),
      entry({ at: 4 }),
      entry({
        at: 5,
        rules: 'classic',
        seats: entry({}).seats.map((x, i) => (i ? { ...x, level: 'easy' } : x)),
      }),
      entry({ at: 6, you: null }),
    ]);
    expect(s.played).toBe(5);
    expect(s.won).toBe(4);
    expect(s.streak).toEqual({ current: 3, best: 3 });
    expect(s.best).toEqual({ place: 1, of: 4 });
    expect(s.byLevel).toEqual([
      { key: 'hard', played: 4, won: 3 },
      { key: 'easy', played: 1, won: 1 },
    ]);
    expect(s.byRules.find((t) => t.key === 'classic')).toEqual({
      key: 'classic',
      played: 1,
      won: 1,
    });
    expect(s.points[0]).toEqual({ match: 1, at: 1, perRound: 10 });
  });

  it('export and import as a file; a bad file or bad entries are refused in words', async () => {
    const history = memoryHistory();
    await history.addAll([entry({ at: 1 }), entry({ at: 2 })]);
    const store = createGameStore({ storage: null, history });
    const file = await store.getState().exportHistory();
    expect(readHistoryFile(file)?.entries).toHaveLength(2);
    const other = memoryHistory();
    const s2 = createGameStore({ storage: null, history: other });
    expect(await s2.getState().importHistory(file)).toBe('Added 2 matches.');
    expect(await s2.getState().importHistory(file)).toBe('Added 0 matches; 2 already here.');
    expect(await s2.getState().importHistory('{"nope":1}')).toMatch(/not a Kapaga history file/);
    const mixed = historyFile([entry({ at: 9 }), { at: 'x' } as never]);
    expect(await s2.getState().importHistory(mixed)).toBe('Added 1 match; 1 unreadable.');
  });

  it('the old past results move into the history once', async () => {
    const storage = memoryStorage();
    storage.setItem(
      KEYS.results,
      JSON.stringify([
        {
          at: 5,
          players: 3,
          preset: 'classic',
          rounds: 4,
          winners: ['Pat'],
          youWon: true,
          yourScore: 120,
        },
      ]),
    );
    const history = memoryHistory();
    const store = createGameStore({ storage, history });
    expect(await store.getState().readHistory()).toHaveLength(1);
    expect(await createGameStore({ storage, history }).getState().readHistory()).toHaveLength(1);
    expect(historyStats((await history.all()).entries).won).toBe(1);
  });

  it('a history that cannot be kept (quota, turned off) gives a message, never a crash', async () => {
    const broken: History = {
      add: async () => {
        throw new HistoryError('The browser has no room left to keep your match history.');
      },
      all: async () => {
        throw new HistoryError('This browser does not let the game keep a match history here.');
      },
      addAll: async () => {},
      remove: async () => {},
      clear: async () => {},
    };
    const store = createGameStore({ storage: null, history: broken });
    await expect(store.getState().readHistory()).rejects.toThrow();
    expect(store.getState().historyProblem).toMatch(/does not let the game keep/);
    const none = createGameStore({ storage: null, history: null });
    expect(await none.getState().readHistory()).toEqual([]);
    expect(none.getState().historyProblem).toMatch(/no place to keep/);
  });
});

describe('history records decode strictly (issue 19)', () => {
  const good = entry({ at: 7 });
  const seat = (o: object) => ({
    ...good,
    seats: good.seats.map((s, i) => (i ? { ...s, ...o } : s)),
  });
  it.each([
    ['rules that are a prototype key', { ...good, rules: '__proto__' }],
    ['rules no one knows', { ...good, rules: 'banana' }],
    ['a bot level that is a prototype key', seat({ level: '__proto__' })],
    ['a seat with an extra key', seat({ evil: 1 })],
    ['a seat kind no one knows', seat({ kind: 'ghost' })],
    ['players: 1e300', { ...good, players: 1e300 }],
    ['players: -5', { ...good, players: -5 }],
    ['players: 2.5', { ...good, players: 2.5 }],
    ['hints: 1e308', { ...good, hints: 1e308 }],
    ['hints: -1', { ...good, hints: -1 }],
    ['you: -1', { ...good, you: -1 }],
    ['you past the last seat', { ...good, you: 4 }],
    ['a date that is not a number', { ...good, at: 'x' }],
    ['an endless date', { ...good, at: Number.POSITIVE_INFINITY }],
    ['a seat twice in the placings', { ...good, placings: [0, 0, 1, 2] }],
    ['a winner past the last seat', { ...good, winners: [9] }],
    ['a round of odd points', { ...good, rounds: [[1, 'x', 3, 4]] }],
    ['seats that disagree with the players', { ...good, players: 3 }],
    ['an extra field', { ...good, extra: 1 }],
    ['a missing field', { ...good, hints: undefined }],
    ['a prototype key', JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(good).slice(1)}`)],
    ['an array', [good]],
  ])('%s is refused', (_, bad) => {
    expect(decodeEntry(JSON.parse(JSON.stringify(bad)) as unknown)).toBeNull();
    expect(readHistoryFile(historyFile([bad as never]))?.refused).toBe(1);
  });

  it('a good entry and an old past result come back as they were, as fresh objects', () => {
    expect(decodeEntry(JSON.parse(JSON.stringify(good)))).toEqual(good);
    const old = entryFromResult({
      at: 5,
      players: 3,
      preset: 'classic',
      rounds: 4,
      winners: ['Pat'],
      youWon: true,
      yourScore: 120,
    });
    expect(decodeEntry(old)).toEqual(old);
  });

  it('one entry twice in a file counts once', async () => {
    const s = createGameStore({ storage: null, history: memoryHistory() });
    const file = historyFile([entry({ at: 3 }), entry({ at: 3 }), entry({ at: 4 })]);
    expect(await s.getState().importHistory(file)).toBe(
      'Added 2 matches; 1 was in the file twice.',
    );
    expect(await s.getState().readHistory()).toHaveLength(2);
  });

  it('a bad record already kept is skipped, said, and can be dropped; the others stay', async () => {
    const history = memoryHistory();
    await history.addAll([entry({ at: 1 }), { ...entry({ at: 2 }), rules: '__proto__' }]);
    await history.add({ nonsense: true } as never);
    const s = createGameStore({ storage: null, history });
    const read = await s.getState().readHistory();
    expect(read.map((e) => e.at)).toEqual([1]);
    expect(s.getState().historyUnreadable).toBe(2);
    expect(await s.getState().exportHistory()).not.toContain('__proto__');
    await s.getState().dropUnreadableHistory();
    expect(s.getState().historyUnreadable).toBe(0);
    expect(history.entries).toHaveLength(1);
    expect((await s.getState().readHistory()).map((e) => e.at)).toEqual([1]);
  });

  it('a big file goes in by slices, with its progress, and lets the page breathe', async () => {
    const history = memoryHistory();
    const batches: number[] = [];
    const addAll = history.addAll;
    history.addAll = (es) => {
      batches.push(es.length);
      return addAll(es);
    };
    const s = createGameStore({ storage: null, history });
    const seen: string[] = [];
    s.subscribe((st) => {
      const p = st.historyImport;
      if (p) seen.push(`${p.step} ${p.done}/${p.of}`);
    });
    let ticks = 0;
    const tick = setInterval(() => ticks++, 0);
    const file = historyFile(Array.from({ length: 5000 }, (_, i) => entry({ at: i + 1 })));
    const said = await s.getState().importHistory(file);
    clearInterval(tick);
    expect(said).toBe('Added 5000 matches.');
    expect(batches).toEqual([2000, 2000, 1000]);
    expect(seen).toContain('checking 2000/5000');
    expect(seen).toContain('adding 4000/5000');
    expect(s.getState().historyImport).toBeNull();
    expect(ticks).toBeGreaterThan(2);
  });

  it('a file past the stated size is refused in words, nothing added', async () => {
    const history = memoryHistory();
    const s = createGameStore({ storage: null, history });
    const huge = `${historyFile([entry({})])}${' '.repeat(MAX_HISTORY_FILE)}`;
    expect(await s.getState().importHistory(huge)).toMatch(/larger than 64 MB.*nothing was added/);
    expect(history.entries).toHaveLength(0);
  });
});
