/**
 * History entries are checked against their game as they are added (issue 34, item 5):
 * every action of a record legal, the scores and winners those its replay gives, scores in
 * range and winners holding the best total; any entry, a wrong one too, can be removed.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, GAMES } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { memoryArchive, storageArchive } from '../../src/platform/archive';
import { type Finished, historyFile, wrongFinished } from '../../src/platform/history';
import { createSession } from '../../src/platform/session';
import { atLeast } from './records';
import { memoryStorage as memory } from './storage';

const MODULES: [string, AnyModule][] = await Promise.all(
  GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
);

/** A match of two people played to its end by the first legal action, as the history keeps it. */
function finished(m: AnyModule): Finished {
  const s = createSession(m, null);
  s.getState().setPlan({
    seats: atLeast(m, [
      { kind: 'person', name: 'Ada' },
      { kind: 'person', name: 'Bo' },
    ]),
    rules: m.info.id === 'kapow' ? { rounds: 1 } : {},
  });
  s.getState().start(12);
  for (let i = 0; i < 20_000; i++) {
    const { game } = s.getState();
    const next = whoActs(m.engine, game);
    if (next.kind === 'over') break;
    if (next.kind === 'next-round') s.getState().nextRound();
    else if (next.kind === 'seat') s.getState().act(m.engine.actionsFor(game, next.seat)[0]);
  }
  const f = s.getState().history[0];
  if (!f?.record) throw new Error('a finished match');
  return f;
}

describe.each(MODULES)('%s', (id, m) => {
  const f = finished(m);
  const other = f.winners[0] === 0 ? 1 : 0;
  const record = f.record;
  if (!record) throw new Error('a record');

  test('a match as its game ended it is right', () => {
    expect(wrongFinished(m, f)).toBeNull();
    const { record: _, ...without } = f;
    expect(wrongFinished(m, without)).toBeNull();
  });

  test.each<[string, (f: Finished) => Finished, RegExp]>([
    ['a score of 1e308', (f) => ({ ...f, scores: [1e308, ...f.scores.slice(1)] }), /range/],
    [
      'a winner without the best total',
      (f) => ({ ...f, winners: [...f.winners, other] }),
      /winner without the best/,
    ],
    [
      "scores other than its replay's",
      (f) => ({ ...f, scores: f.scores.map((x) => x + 1) }),
      /scores other/,
    ],
    [
      'an illegal action',
      (f) => ({
        ...f,
        record: { ...record, actions: [{ type: 'nonsense', seat: 0 }, ...record.actions] },
      }),
      /action 1/,
    ],
    [
      'a record that stops before the end',
      (f) => ({ ...f, record: { ...record, actions: record.actions.slice(0, 3) } }),
      /before the match ends/,
    ],
  ])('an entry with %s is wrong', (_, spoil, why) => {
    expect(wrongFinished(m, spoil(f))).toMatch(why);
  });

  test('a file with wrong entries adds only the right one, and says how many could not be', async () => {
    const s = createSession(m, null, memoryArchive());
    const wrong: Finished[] = [
      { ...f, at: 2, scores: [1e308, ...f.scores.slice(1)] },
      { ...f, at: 3, winners: [...f.winners, other] },
      { ...f, at: 4, record: { ...record, actions: [{ type: 'x', seat: 9 }, ...record.actions] } },
    ];
    const said = await s.getState().importHistory(historyFile(id, [f, ...wrong]));
    expect(said).toMatch(/^Added 1 match; .*3 could not be read/);
    expect(s.getState().history.map((h) => h.at)).toEqual([f.at]);
  });

  test('a match already here is not added again, so not checked: the file out and back adds nothing', async () => {
    const wrong = { ...f, at: f.at + 1, winners: [...f.winners, other] };
    const archive = memoryArchive();
    await archive.join([f, wrong]);
    const s = createSession(m, null, archive);
    await s.getState().readHistory();
    const said = await s.getState().importHistory(historyFile(id, s.getState().history));
    expect(said).toBe('Added 0 matches; 2 were already here.');
  });

  test('any entry can be removed, a readable but wrong one too', async () => {
    const storage = memory();
    const wrong = { ...f, at: f.at + 1, winners: [...f.winners, other] };
    storage.setItem(`table:${id}:history`, JSON.stringify([f, wrong]));
    for (const archive of [storageArchive(m, storage), memoryArchive()]) {
      if ((await archive.all()).length === 0) await archive.join([f, wrong]);
      const s = createSession(m, null, archive);
      await s.getState().readHistory();
      expect(s.getState().history).toHaveLength(2);
      await s.getState().removeFinished(wrong);
      expect(s.getState().history.map((h) => h.at)).toEqual([f.at]);
      expect((await archive.all()).map((h) => h.at)).toEqual([f.at]);
    }
  });
});

describe('entries of any size are checked without a throw', () => {
  test.each(MODULES)('%s: 200,000 seats, or none', (_, m) => {
    const n = 200_000;
    const many: Finished = {
      at: 1,
      names: Array(n).fill('A'),
      scores: Array(n).fill(3),
      winners: [0],
    };
    expect(wrongFinished(m, many)).toBeNull();
    expect(wrongFinished(m, { at: 1, names: [], scores: [], winners: [] })).toBeNull();
  });
});
