/**
 * The stats of any game's finished matches (src/platform/stats.ts) and its history as a
 * file (src/platform/history.ts, the session's importHistory): the figures from made-up
 * histories, old entries without seats, pass and play kept out of the solo figures; a
 * file's round trip, and every refusal, leaving what was kept as it was.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import {
  type Finished,
  HISTORY,
  historyFile,
  isFinished,
  merge,
  readHistoryFile,
} from '../../src/platform/history';
import { replay, type SeatPlan } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import { finishedOf } from '../../src/platform/sessionParts';
import { placeOf, statsOf, wilson } from '../../src/platform/stats';
import { historyOf, shortMatch } from './records';
import { memoryStorage as memory } from './storage';

const m = (await gameById('kapow')?.load()) as AnyModule;

type Lv = NonNullable<SeatPlan['level']>;
const you: SeatPlan = { kind: 'person', name: 'You' };
const bot = (level: Lv, name = 'Kai'): SeatPlan => ({ kind: 'bot', level, name });

/** A solo match against bots of `levels`: the person (seat 0) scored `score` and won or not. */
function solo(at: number, won: boolean, levels: Lv[] = ['easy'], score = 10): Finished {
  const seats = [you, ...levels.map((l, i) => bot(l, `Bot ${i + 1}`))];
  return {
    at,
    names: seats.map((s) => s.name),
    // A bot that won holds the best (lowest) total: an entry is checked as it is added.
    scores: seats.map((_, i) => (i === 0 ? score : won || i > 1 ? 50 : score - 5)),
    winners: won ? [0] : [1],
    seats,
    people: [0],
  };
}

describe('the figures', () => {
  test('your points per round, in each solo match that kept its rounds, oldest first', () => {
    const rounds = (h: Finished, r: number[][]): Finished => ({ ...h, rounds: r });
    const s = statsOf(
      [
        rounds(solo(3, true), [[12, 50]]),
        solo(1, false),
        rounds(solo(2, true), [
          [4, 30],
          [10, 20],
        ]),
        { ...rounds(solo(4, true), [[1, 2]]), people: [0, 1] },
      ],
      true,
    );
    // The match without rounds keeps its place in the count; pass and play is not yours alone.
    expect(s.solo.perRound).toEqual([
      { match: 2, perRound: 7 },
      { match: 3, perRound: 12 },
    ]);
  });

  test('wins by the bots level: one level each, or mixed', () => {
    const s = statsOf(
      [
        solo(1, true),
        solo(2, false),
        solo(3, true),
        solo(4, false, ['hard']),
        solo(5, false, ['hard', 'hard']),
        solo(6, true, ['easy', 'expert']),
      ],
      true,
    );
    expect(s.played).toBe(6);
    expect(s.solo).toMatchObject({ played: 6, won: 3, share: 0.5 });
    expect(s.solo.byLevel.map((r) => [r.level, r.won, r.played])).toEqual([
      ['easy', 2, 3],
      ['hard', 0, 2],
      ['mixed', 1, 1],
    ]);
  });

  test.each([
    // won, played, low, high (the Wilson score interval at 95%)
    [0, 10, 0, 0.2775],
    [5, 10, 0.2366, 0.7634],
    [10, 10, 0.7225, 1],
    [1, 1, 0.2065, 1],
    [30, 100, 0.2189, 0.3958],
  ])('Wilson: %i of %i is %f to %f', (won, played, low, high) => {
    const i = wilson(won, played);
    expect(i?.[0]).toBeCloseTo(low, 3);
    expect(i?.[1]).toBeCloseTo(high, 3);
  });

  test("the expert's hints the person was shown, over the solo matches; pass and play's are not theirs", () => {
    const together: Finished = {
      ...solo(3, true),
      seats: [you, { kind: 'person', name: 'Bea' }],
      people: [0, 1],
      hints: [5, 5],
    };
    const h = [
      { ...solo(1, true), hints: [2, 0] },
      solo(2, false),
      { ...solo(4, true), hints: [1, 0] },
      together,
    ];
    expect(statsOf(h, true).solo.hints).toBe(3);
    expect(h.every((x) => isFinished('kapow', x))).toBe(true);
  });

  test('Wilson: nothing played has no interval', () => {
    expect(wilson(0, 0)).toBeNull();
    expect(statsOf([], true).solo.interval).toBeNull();
  });

  test("the best score is the lowest when lower wins, else the highest; the average's the same", () => {
    const h = [
      solo(1, true, ['easy'], 10),
      solo(2, false, ['easy'], 5),
      solo(3, true, ['easy'], 30),
    ];
    expect(statsOf(h, true).solo).toMatchObject({ best: 5, average: 15 });
    expect(statsOf(h, false).solo).toMatchObject({ best: 30, average: 15 });
  });

  test('streaks: the current and the longest, in the order the matches ended', () => {
    const results = [true, true, false, true, true, true, false, true];
    const h = results.map((w, i) => solo(100 + i, w)).reverse();
    expect(statsOf(h, true).solo.streak).toEqual({ current: 1, longest: 3 });
    expect(statsOf(h.slice(1), true).solo.streak).toEqual({ current: 0, longest: 3 });
    expect(statsOf([], true).solo.streak).toEqual({ current: 0, longest: 0 });
  });

  test('old entries without seats: played; with a record, its seats count', () => {
    const oldest: Finished = { at: 1, names: ['You', 'Kai'], scores: [3, 9], winners: [0] };
    const rec = shortMatch(m);
    const withRecord: Finished = {
      at: 2,
      names: ['Ada', 'Kai'],
      scores: [4, 8],
      winners: [0],
      record: rec,
    };
    const s = statsOf([oldest, withRecord], true);
    expect(s).toMatchObject({ played: 2, unknown: 1, together: 0 });
    expect(s.solo).toMatchObject({ played: 1, won: 1, best: 4 });
    expect(s.solo.byLevel).toMatchObject([{ level: 'easy', played: 1, won: 1 }]);
  });

  test('old entries are still read from storage, none dropped, and new ones keep the seats', async () => {
    const storage = memory();
    const oldest = { at: 1, names: ['You', 'Kai'], scores: [3, 9], winners: [0] };
    storage.setItem('table:kapow:history', JSON.stringify([oldest, { at: 'damaged' }]));
    const s = createSession(m, storage);
    expect(await historyOf(s)).toEqual([oldest]);
    const rec = shortMatch(m);
    s.getState().setPlan({ seats: rec.seats, rules: rec.rules });
    s.getState().start(rec.seed);
    for (const a of rec.actions) s.getState().act(a);
    const kept = JSON.parse(storage.data.get('table:kapow:history') ?? '[]');
    expect(kept).toHaveLength(2);
    expect(kept[0]).toEqual(oldest);
    expect(kept[1]).toMatchObject({ seats: rec.seats, people: [0] });
    expect(isFinished('kapow', kept[1])).toBe(true);
    expect(await historyOf(createSession(m, storage))).toHaveLength(2);
    // The damaged entry was kept aside, once, not dropped.
    expect(JSON.parse(storage.data.get('table:kapow:history-damaged') ?? '')).toEqual([
      { at: 'damaged' },
    ]);
  });

  test('a history that is not a list is kept aside whole, then a new one starts', async () => {
    const storage = memory();
    storage.setItem('table:kapow:history', '{"not": "a list"');
    expect(await historyOf(createSession(m, storage))).toEqual([]);
    expect(JSON.parse(storage.data.get('table:kapow:history-damaged') ?? '')).toEqual([
      '{"not": "a list"',
    ]);
    expect(storage.data.get('table:kapow:history')).toBe('[]');
  });

  test('a history of 200,000 matches is counted (no figure spread over a call)', () => {
    const many = Array.from({ length: 200_000 }, (_, i) => solo(i, i % 2 === 0));
    const s = statsOf(many, true);
    expect(s.played).toBe(200_000);
    expect(s.solo.best).toBe(Math.min(...many.slice(0, 1000).map((h) => h.scores[0] ?? 0)));
  });

  test('pass and play is counted as played, never in the solo figures', () => {
    const together: Finished = {
      at: 5,
      names: ['Ada', 'Bo'],
      scores: [1, 2],
      winners: [0],
      seats: [you, { kind: 'person', name: 'Bo' }],
      people: [0, 1],
    };
    const s = statsOf([together, solo(6, false)], true);
    expect(s).toMatchObject({ played: 2, together: 1, unknown: 0 });
    expect(s.solo).toMatchObject({ played: 1, won: 0, best: 10 });
  });
});

describe('the history as a file', () => {
  const rec = shortMatch(m);
  /** A match with its record, as it ended (its scores and winners its replay's). */
  const played = (at: number): Finished => {
    const end = replay(m, rec);
    if (!end.ok) throw new Error('a record that replays');
    return { ...finishedOf(m, rec, end.value), at };
  };
  const kept: Finished[] = [
    { at: 1, names: ['You', 'Kai'], scores: [3, 9], winners: [0] },
    played(2),
  ];
  /** A session of KAPOW! with `history` kept. */
  async function session(history: readonly Finished[] = kept) {
    const storage = memory();
    storage.setItem('table:kapow:history', JSON.stringify(history));
    const s = createSession(m, storage);
    await historyOf(s);
    return { storage, s };
  }

  test('round trip: every entry back as it was; again, all already here', async () => {
    const text = historyFile('kapow', kept);
    expect(JSON.parse(text)).toMatchObject({ kind: 'history', game: 'kapow', v: 1 });
    const read = readHistoryFile('kapow', text);
    expect(read).toEqual({ ok: true, entries: kept, unreadable: 0 });
    const { s, storage } = await session([]);
    expect(await s.getState().importHistory(text)).toBe('Added 2 matches; 0 were already here.');
    expect(s.getState().history).toEqual(kept);
    expect(JSON.parse(storage.data.get('table:kapow:history') ?? '')).toEqual(kept);
    expect(await s.getState().importHistory(text)).toBe('Added 0 matches; 2 were already here.');
    expect(s.getState().history).toEqual(kept);
  });

  const file = (o: object) => JSON.stringify({ kind: 'history', game: 'kapow', v: 1, ...o });
  test.each([
    [
      "another game's",
      file({ game: 'kapaga', entries: [] }),
      'This is a history file of Kapaga, not of KAPOW!: nothing was added.',
    ],
    [
      'a newer version',
      file({ v: 2, entries: [] }),
      'This history file was made by a newer version of the game: nothing was added.',
    ],
    ['not JSON', '{"kind":"history",', 'This is not a history file of KAPOW!: nothing was added.'],
    ['a list', '[]', 'This is not a history file of KAPOW!: nothing was added.'],
    ['no entries', file({}), 'This is not a history file of KAPOW!: nothing was added.'],
    [
      'an extra key',
      file({ entries: [], x: 1 }),
      'This is not a history file of KAPOW!: nothing was added.',
    ],
    ['a replay', JSON.stringify(rec), 'This is not a history file of KAPOW!: nothing was added.'],
  ])('%s: refused in words, nothing kept changes', async (_, text, said) => {
    const { s, storage } = await session();
    const before = storage.data.get('table:kapow:history');
    expect(await s.getState().importHistory(text)).toBe(said);
    expect(s.getState().history).toEqual(kept);
    expect(storage.data.get('table:kapow:history')).toBe(before);
  });

  test.each([
    [
      'an entry with a key more',
      file({ entries: [{ ...solo(9, true), hacked: true }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
    [
      'a winner past the seats',
      file({ entries: [solo(8, true), { ...solo(9, true), winners: [7] }] }),
      'Added 1 match; 0 were already here; 1 could not be read.',
    ],
    [
      'scores for other seats',
      file({ entries: [{ ...solo(9, true), scores: [1] }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
    [
      'a bot with no level',
      file({ entries: [{ ...solo(9, true), seats: [you, { kind: 'bot', name: 'X' }] }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
    [
      "another game's record",
      file({ entries: [{ ...solo(9, true), record: { ...rec, game: 'kapaga' } }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
    [
      'a date no calendar holds',
      file({ entries: [{ ...solo(9, true), at: 1e300 }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
    [
      'hints for other seats',
      file({ entries: [{ ...solo(9, true), hints: [1] }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
    [
      'a hint count below 0',
      file({ entries: [{ ...solo(9, true), hints: [-1, 0] }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
    [
      'rules no game has',
      file({ entries: [{ ...solo(9, true), rules: '__proto__' }] }),
      'Added 0 matches; 0 were already here; 1 could not be read.',
    ],
  ])(
    '%s: that match is left out and counted; the others go in; nothing kept changes',
    async (_, text, said) => {
      const { s } = await session();
      expect(await s.getState().importHistory(text)).toBe(said);
      for (const h of kept) expect(s.getState().history).toContainEqual(h);
      expect(s.getState().history).not.toContainEqual(expect.objectContaining({ at: 9 }));
    },
  );

  test('a long file is read a slice at a time, and says how far it is', async () => {
    const { s } = await session([]);
    const many = Array.from({ length: 12_000 }, (_, i) => solo(100 + i, i % 2 === 0));
    const heard: [number, number][] = [];
    expect(
      await s.getState().importHistory(historyFile('kapow', many), (d, of) => heard.push([d, of])),
      // (This device keeps the latest 200: localStorage, no IndexedDB here.)
    ).toMatch(/^Added 200 matches; 0 were already here\. 11800 matches left out/);
    expect(heard.slice(0, 3)).toEqual([
      [0, 12_000],
      [5000, 12_000],
      [10_000, 12_000],
    ]);
  });

  test('duplicates: a match kept or in the file twice is added once; the rest in order', async () => {
    const { s } = await session();
    const text = historyFile('kapow', [
      solo(3, true),
      kept[0] as Finished,
      solo(3, true),
      solo(0, true),
    ]);
    expect(await s.getState().importHistory(text)).toBe(
      'Added 2 matches; 1 was already here; 1 was in the file twice.',
    );
    expect(s.getState().history.map((h) => h.at)).toEqual([0, 1, 2, 3]);
    // The kept match keeps its record: nothing kept is replaced.
    expect(s.getState().history[2]).toEqual(kept[1]);
    // Same time, other scores: another match.
    expect(
      await s
        .getState()
        .importHistory(historyFile('kapow', [{ ...solo(3, true), scores: [1, 2] }])),
    ).toBe('Added 1 match; 0 were already here.');
  });

  test('a full history loses nothing: the file fills only the room left, its latest first', () => {
    const full = Array.from({ length: HISTORY - 2 }, (_, i) => solo(1000 + i, i % 2 === 0));
    const incoming = Array.from({ length: 5 }, (_, i) => solo(i, true));
    const r = merge(full, incoming);
    expect(r).toMatchObject({ added: 2, known: 0, left: 3 });
    expect(r.history).toHaveLength(HISTORY);
    for (const h of full) expect(r.history).toContainEqual(h);
    expect(r.history.slice(0, 2).map((h) => h.at)).toEqual([3, 4]);
  });

  test('records join only among the latest few; the kept keep theirs', () => {
    const old = { ...solo(1, true), record: rec };
    const newer = Array.from({ length: 25 }, (_, i) => ({ ...solo(10 + i, true), record: rec }));
    const r = merge([old], newer);
    expect(r.history[0]).toEqual(old);
    expect(r.history.filter((h) => h.record)).toHaveLength(21);
    expect(r.history.slice(1, 6).every((h) => !h.record)).toBe(true);
  });
});

describe('two tabs, one history', () => {
  test("a file added in one tab is not written over by the other's next match", async () => {
    const storage = memory();
    const a = createSession(m, storage);
    const b = createSession(m, storage);
    expect(await a.getState().importHistory(historyFile('kapow', [solo(1, true)]))).toBe(
      'Added 1 match; 0 were already here.',
    );
    // Tab B, which read the history before, finishes a match: both are kept.
    const rec = shortMatch(m);
    b.getState().setPlan({ seats: rec.seats, rules: rec.rules });
    b.getState().start(rec.seed);
    for (const x of rec.actions) b.getState().act(x);
    expect(await historyOf(b)).toHaveLength(2);
    expect(JSON.parse(storage.data.get('table:kapow:history') ?? '')).toHaveLength(2);
    // Tab A hears of it (the storage event) and reads it again.
    await a.getState().readHistory();
    expect(a.getState().history).toEqual(b.getState().history);
  });
});

describe('places and rules', () => {
  test('the winners share first place; the others follow by their final score', () => {
    const h = { scores: [30, 12, 50, 12], winners: [1] };
    expect([0, 1, 2, 3].map((s) => placeOf(h, s, true))).toEqual([3, 1, 4, 2]);
    expect(placeOf({ scores: [3, 9, 5], winners: [1] }, 2, false)).toBe(2);
  });

  test('solo matches by the rules they kept; the best place at the largest table', () => {
    const s = statsOf(
      [
        { ...solo(1, true), rules: 'classic' },
        {
          ...solo(2, false),
          rules: 'classic',
          names: ['You', 'A', 'B'],
          scores: [9, 1, 30],
          winners: [1],
        },
        { ...solo(3, false), rules: 'custom' },
        solo(4, true),
      ],
      true,
    );
    expect(s.solo.byRules.map((r) => [r.rules, r.won, r.played])).toEqual([
      ['classic', 1, 2],
      ['custom', 0, 1],
    ]);
    expect(s.solo.bestPlace).toEqual({ place: 1, of: 2 });
  });
});
