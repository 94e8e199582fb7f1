/**
 * Outside data never throws on the table (issue 34, item 1): every reader of a save, a match
 * set aside or left unfinished, a link, a history file or entry, a worker's message and a
 * game's own older save answers any JSON value in any field (own toString/valueOf,
 * `__proto__` keys, 20,000-deep nesting, huge arrays, every JSON type) with a Result or a
 * word, never an exception; a damaged save is moved aside and said.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type AnyModule, GAMES, gameName } from '../../src/games/registry';
import { keptDamaged } from '../../src/platform/damaged';
import {
  decodeFinished,
  historyFile,
  isFinished,
  readHistoryFile,
} from '../../src/platform/history';
import { carrySaves } from '../../src/platform/older';
import { isPlan } from '../../src/platform/plan';
import { readRecord } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import { readSettings } from '../../src/platform/settings';
import { checkRecord, readLabSpec, readLink } from '../../src/platform/share';
import { isResult, junkText, pathsOf, withJunk } from './junk';
import { ADA_AND_KAI, atLeast, playRandomly } from './records';
import { memoryStorage as memory } from './storage';

const MODULES: [string, AnyModule][] = await Promise.all(
  GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
);

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe.each(MODULES)('%s: outside data never throws', (id, m) => {
  const played = createSession(m, memory());
  played.getState().setPlan({ seats: atLeast(m, ADA_AND_KAI), rules: {} });
  played.getState().start(9);
  playRandomly(m, played, 3);
  const full = played.getState().record;
  if (!full) throw new Error('a match');
  const each = (first: number, rest: number) => full.seats.map((_, i) => (i === 0 ? first : rest));
  const record = { ...full, hints: each(1, 0), hintsRound: each(0, 0) };
  const finished = {
    at: 1,
    names: full.seats.map((x) => x.name),
    scores: each(3, 9),
    winners: [0],
    seats: record.seats,
    people: [0],
    record,
    hints: each(1, 0),
    rules: 'standard',
    rounds: [each(3, 9)],
  };
  const recordPaths = pathsOf(record);

  test('readRecord and checkRecord: junk in any field of a record', () => {
    fc.assert(
      fc.property(fc.constantFrom(...recordPaths), junkText, (path, junk) => {
        const x: unknown = JSON.parse(withJunk(record, path, junk));
        expect(isResult(readRecord(x, id))).toBe(true);
        expect(isResult(checkRecord(m, x))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test.each([
    ['game', { toString: 1 }],
    ['game', { valueOf: 1, toString: 1 }],
    ['v', { toString: 1 }],
    ['seats', '__proto__'],
  ])('a record whose %s is %j is refused in words', (field, value) => {
    const r = readRecord({ ...record, [field]: value }, id);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/could not be read/);
  });

  test('history entries and files: junk in any field', () => {
    const paths = pathsOf(finished).filter((p) => p[0] !== 'record' || p.length < 3);
    fc.assert(
      fc.property(fc.constantFrom(...paths), junkText, (path, junk) => {
        const text = withJunk(finished, path, junk);
        const x: unknown = JSON.parse(text);
        expect(typeof isFinished(id, x)).toBe('boolean');
        decodeFinished(id, x, ['standard', 'custom']);
        const file = historyFile(id, []).replace('"entries":[]', () => `"entries":[${text}]`);
        expect(readHistoryFile(id, file).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('a history file of junk entries is imported in words, never thrown', async () => {
    const paths = pathsOf(finished).filter((p) => p[0] !== 'record' || p.length < 3);
    const s = createSession(m, null);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), junkText, async (path, junk) => {
        const text = withJunk(finished, path, junk);
        const file = historyFile(id, []).replace('"entries":[]', () => `"entries":[${text}]`);
        expect(await s.getState().importHistory(file)).toMatch(/^Added \d+ match/);
      }),
      { numRuns: 150 },
    );
  });

  test('plans, settings, lab links: any JSON value', () => {
    fc.assert(
      fc.property(junkText, (junk) => {
        const x: unknown = JSON.parse(junk);
        expect(typeof isPlan(m, x)).toBe('boolean');
        expect(isResult(readLabSpec(m, x))).toBe(true);
        const storage = memory();
        storage.setItem('table:settings', junk);
        readSettings(storage);
      }),
      { numRuns: 300 },
    );
  });

  test('links: a replay, a lab comparison or rules of junk is refused in words', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...recordPaths), junkText, async (path, junk) => {
        for (const hash of [
          `#game=${id}&replay=j.${b64(withJunk(record, path, junk))}`,
          `#game=${id}&lab=c1.${b64(junk)}`,
          `#game=${id}&rules=${b64(junk)}`,
        ]) {
          const link = await readLink(m, hash);
          expect(['replay', 'lab', 'rules', 'broken']).toContain(link.kind);
          if (link.kind === 'broken') expect(link.message).toMatch(/\w+ \w+/);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('saves: junk kept at any key (the match, set aside, left, plan, history) opens the table', () => {
    const places: [string, (j: string) => string][] = [
      ['match', (j) => j],
      ['aside', (j) => j],
      ['match', (j) => withJunk(record, ['game'], j)],
      ['aside', (j) => withJunk(record, ['seats', 0, 'name'], j)],
      ['left', (j) => `[${j}]`],
      ['left', (j) => `[{"at":1,"record":${withJunk(record, ['game'], j)}}]`],
      ['plan', (j) => j],
      ['plan', (j) => `{"seats":${j},"rules":{}}`],
      ['prefs', (j) => j],
      ['passing', (j) => j],
      ['history', (j) => `[${withJunk(finished, ['record', 'game'], j)}]`],
      ['history', (j) => j],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...places), junkText, ([what, put], junk) => {
        const storage = memory();
        storage.setItem(`table:${id}:${what}`, put(junk));
        const s = createSession(m, storage);
        const { problem, record: rec } = s.getState();
        expect(problem === null || /\w+ \w+/.test(problem)).toBe(true);
        // The match kept either opens or is moved aside and said.
        if (
          what === 'match' &&
          rec === null &&
          junk !== 'null' &&
          storage.data.has(`table:${id}:match`)
        )
          expect(problem).toMatch(/newer version/);
      }),
      { numRuns: 200 },
    );
  });

  test('a saved match whose game has its own toString is moved aside and said', () => {
    const storage = memory();
    const text = JSON.stringify({ ...record, game: { toString: 1 } });
    storage.setItem(`table:${id}:match`, text);
    const s = createSession(m, storage);
    expect(s.getState().problem).toMatch(/could not be read.*kept aside/);
    expect(storage.data.has(`table:${id}:match`)).toBe(false);
    expect(keptDamaged(m, storage).map((d) => d.text)).toEqual([text]);
  });

  test("the game's own older saves, links and files: junk in each", async () => {
    const older = m.older ? await m.older(gameName) : null;
    if (!older) return;
    await fc.assert(
      fc.asyncProperty(junkText, fc.string(), async (junk, code) => {
        const storage = memory();
        for (const k of ['kapaga:match', 'kapaga:match:aside', 'kapaga:left', 'kapaga:rules'])
          storage.setItem(k, junk);
        const said = await carrySaves(m, storage);
        expect(said === null || /\w+ \w+/.test(said)).toBe(true);
        createSession(m, storage);
        const file = older.historyFile?.(JSON.parse(junk)) ?? null;
        expect(file === null || isResult(file)).toBe(true);
        for (const c of [code, `r1.${code}`, `k2.${code}`, `l2.${code}`, `r1.${b64(junk)}`]) {
          for (const r of [older.replay?.(c, new URLSearchParams()), older.rules?.(c)])
            expect(r == null || isResult(r)).toBe(true);
        }
        const read = older.file?.(junk) ?? null;
        expect(read === null || isResult(read)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
