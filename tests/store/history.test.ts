/** The match history (issue 12): kept at game over, stats, files, migration, failures. */
import { describe, expect, it } from 'vitest';
import {
  createGameStore,
  type History,
  type HistoryEntry,
  HistoryError,
  historyFile,
  historyStats,
  KEYS,
  memoryHistory,
  readHistoryFile,
} from '../../src/store';
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
    const { game, record, seats, roundStats } = store.getState();
    s2.setState({ game, record, seats, roundStats, screen: 'table' });
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
    expect(historyStats(history.entries).won).toBe(1);
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
