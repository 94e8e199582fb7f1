/**
 * Kapaga's own links and files from before the table read them (GameModule.older, the
 * fixtures players hold today: tests/fixtures/kapaga) open on the table's screens: a replay
 * link (`r1.`) and a replay file (`kapaga-record 2`) as a record that plays back to the
 * end with its names, a rules link (`k1.`) as its rules and deal; a cut or another game's is
 * refused in Kapaga's words, and a match from the lesson's laid-out table is said not to be
 * one the table deals. What its own screens kept on the device (saves, the match set aside,
 * those left, the rules) becomes the table's once, where the table keeps none.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { LESSON, LESSON_SETUP } from '../../src/games/kapaga/content/lesson';
import { PRESETS } from '../../src/games/kapaga/engine';
import { encodeRecord } from '../../src/games/kapaga/older/share';
import { LAB_MAX_ROUNDS } from '../../src/games/module';
import { keptDamaged } from '../../src/platform/damaged';
import { historyFile } from '../../src/platform/history';
import { carrySaves } from '../../src/platform/older';
import { replay } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import { BROKEN_LAB, readLink } from '../../src/platform/share';
import { Watch } from '../../src/platform/ui/Watch';
import { KAPAGA as kapaga } from './kapagaPlay';
import { memoryStorage } from './storage';

const fixture = (name: string) =>
  readFileSync(join(__dirname, '../fixtures/kapaga', name), 'utf8').trim();
const hashOf = (name: string) => new URL(fixture(name)).hash;

describe("Kapaga's links from before the table", () => {
  test('a replay link (r1.): the match as a record, its rounds parted, played back to its end', async () => {
    const read = await readLink(kapaga, hashOf('replay-link.txt'));
    if (read.kind !== 'replay') throw new Error(JSON.stringify(read));
    const rec = read.record;
    expect(rec).toMatchObject({ game: 'kapaga', seed: 31337 });
    expect(rec.rules).toMatchObject({ handSize: 4, sevens: 'plain', eliminationScore: 400 });
    expect(rec.seats.map((x) => x.name)).toEqual(['Pat', 'Ada', 'Bo']);
    expect(rec.actions).toContain('next-round');
    const end = replay(kapaga, rec);
    if (!end.ok) throw new Error(end.error.message);
    expect(kapaga.engine.status(end.value).phase).toBe('game-over');
  });

  test('a rules link (k1.): its rules and its deal', async () => {
    expect(await readLink(kapaga, hashOf('rules-link.txt'))).toEqual({
      kind: 'rules',
      rules: { handSize: 4, sevens: 'plain', eliminationScore: 400 },
      seed: 31337,
    });
  });

  test("a lab link (l1.) from Kapaga's own lab: the same comparison in the table's lab", async () => {
    const read = await readLink(kapaga, hashOf('lab-link.txt'));
    if (read.kind !== 'lab') throw new Error(JSON.stringify(read));
    expect(read.spec).toMatchObject({ game: 'kapaga', players: 3, rounds: 500 });
    expect(read.spec.labels).toEqual(['Grayzone', 'Your rules']);
    expect(read.spec.b).toMatchObject({ handSize: 4, sevens: 'plain' });
    expect(read.spec.seats[2]).toBe('expert');
    // Cut: refused in words.
    const hash = hashOf('lab-link.txt');
    const cut = await readLink(kapaga, hash.slice(0, hash.length - 30));
    expect(cut.kind).toBe('broken');
  });

  test("a lab link (l2.): its count cut to the lab's most, its unit and weighing kept; junk in either refused", async () => {
    const code = (body: object) =>
      `#lab=l2.${Buffer.from(JSON.stringify(body)).toString('base64url')}`;
    const body = {
      g: 'kapaga',
      a: 'grayzone',
      b: { handSize: 4 },
      labels: ['A', 'B'],
      players: 3,
      seats: ['easy', 'hard', 'expert'],
      unit: 'matches',
      count: 50_000,
      seed: 5,
      worth: true,
    };
    const read = await readLink(kapaga, code(body));
    if (read.kind !== 'lab') throw new Error(JSON.stringify(read));
    expect(read.spec).toMatchObject({ rounds: LAB_MAX_ROUNDS, unit: 'matches', worth: true });
    expect(read.spec.b).toEqual({ handSize: 4 });
    for (const junk of [{ unit: 'deals' }, { worth: 'yes' }, { seats: ['easy'] }, { count: '9' }])
      expect(await readLink(kapaga, code({ ...body, ...junk }))).toMatchObject({
        kind: 'broken',
        message: BROKEN_LAB,
      });
    // Another game's: which, and where it opens (the table names it: module.ts older(nameOf)).
    expect(await readLink(kapaga, code({ ...body, g: 'kapow' }))).toMatchObject({
      kind: 'broken',
      message: "This link is a KAPOW! lab link: open it from KAPOW!'s screen.",
    });
  });

  test('a cut link is refused in words; nothing opens', async () => {
    const hash = hashOf('replay-link.txt');
    const read = await readLink(kapaga, hash.slice(0, hash.length - 40));
    expect(read.kind).toBe('broken');
    if (read.kind === 'broken') expect(read.message).toMatch(/Ask for the link again|cut/);
  });

  test("a match from the lesson's laid-out table is said not to be one the table deals", async () => {
    const code = encodeRecord({
      players: 3,
      seed: 7,
      rules: 'grayzone',
      setup: LESSON_SETUP,
      actions: LESSON.slice(0, 2).map((s) => s.action),
    });
    const read = await readLink(kapaga, `#replay=${code}`);
    expect(read).toMatchObject({
      kind: 'broken',
      message: expect.stringMatching(/laid-out table/),
    });
  });
});

describe("Kapaga's replay file from before the table", () => {
  test('opens on the table, with its names', async () => {
    const user = userEvent.setup();
    const onWatch = vi.fn();
    render(<Watch session={createSession(kapaga, null)} onWatch={onWatch} />);
    const file = new File([fixture('replay.txt')], 'kapaga-replay.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Open a replay file'), file);
    await vi.waitFor(() => expect(onWatch).toHaveBeenCalledTimes(1));
    expect(onWatch.mock.calls[0]?.[0]).toMatchObject({
      game: 'kapaga',
      seed: 31337,
      seats: [{ name: 'Pat' }, { name: 'Ada' }, { name: 'Bo' }],
    });
  });

  test('pasted, as its text or as a link, it opens the same; a broken one is said, nothing opens', async () => {
    const user = userEvent.setup();
    const onWatch = vi.fn();
    render(<Watch session={createSession(kapaga, null)} onWatch={onWatch} />);
    const box = screen.getByLabelText(/Or paste/);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(box);
    await user.paste(fixture('replay.txt'));
    await user.click(open);
    await vi.waitFor(() => expect(onWatch).toHaveBeenCalledTimes(1));
    await user.clear(box);
    await user.paste(fixture('replay-link.txt'));
    await user.click(open);
    await vi.waitFor(() => expect(onWatch).toHaveBeenCalledTimes(2));
    expect(onWatch.mock.calls[1]?.[0]).toEqual(onWatch.mock.calls[0]?.[0]);
    await user.clear(box);
    await user.paste('kapaga-record 2\nplayers 3\nseed');
    await user.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent(/replay|match/i);
    await user.clear(box);
    await user.paste('https://cards.example/#rules=e30');
    await user.click(open);
    expect(await screen.findByRole('alert')).toHaveTextContent('holds no match to watch');
    expect(onWatch).toHaveBeenCalledTimes(2);
  });

  test('a broken one is refused in words; nothing opens', async () => {
    const user = userEvent.setup();
    const onWatch = vi.fn();
    render(<Watch session={createSession(kapaga, null)} onWatch={onWatch} />);
    const file = new File(['kapaga-record 2\nplayers 3\nseed'], 'r.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Open a replay file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(/replay|match/i);
    expect(onWatch).not.toHaveBeenCalled();
  });
});

describe("what Kapaga's own screens kept on this device becomes the table's, once", () => {
  const OLD: Record<string, string> = JSON.parse(fixture('localStorage.json'));
  const kept = () => {
    const storage = memoryStorage();
    for (const [k, v] of Object.entries(OLD)) storage.setItem(k, v);
    return storage;
  };

  test('the match on the table, the one set aside, the one left, the rules; its own keys unchanged', async () => {
    const storage = kept();
    await carrySaves(kapaga, storage);
    const s = createSession(kapaga, storage);
    const { record, aside, left, plan } = s.getState();
    // The bots' match on the table (watched), where it was; the person's set aside for it.
    expect(record).toMatchObject({ game: 'kapaga', seed: 99 });
    expect(record?.seats.every((x) => x.kind === 'bot')).toBe(true);
    expect(s.getState().game).not.toBeNull();
    // Its rules, named "classic" in Kapaga's save, are Classic's fields.
    expect(aside).toMatchObject({ seed: 7 });
    expect(kapaga.rules.resolve(aside?.rules)).toEqual({ ok: true, value: PRESETS.classic });
    expect(aside?.seats.some((x) => x.kind === 'person')).toBe(true);
    expect(left.map((l) => [l.at, l.record.seed])).toEqual([[1700000000001, 4242]]);
    expect(plan.rules).toEqual({ handSize: 4, sevens: 'plain', eliminationScore: 400 });
    for (const [k, v] of Object.entries(OLD)) expect(storage.getItem(k)).toBe(v);
  });

  test("the hints a match's people were shown come with it (the round's and the match's)", async () => {
    const storage = kept();
    const save = JSON.parse(OLD['kapaga:match'] ?? '');
    storage.setItem(
      'kapaga:match',
      JSON.stringify({ ...save, hints: { round: [1, 0], match: [3, 0] } }),
    );
    await carrySaves(kapaga, storage);
    expect(createSession(kapaga, storage).getState().record).toMatchObject({
      hints: [3, 0],
      hintsRound: [1, 0],
    });
  });

  test('a save of its own that cannot be read is said once, kept aside, and left where it was', async () => {
    for (const text of ['{"v":2,"record":{"players":2,"se', '42', '{"v":99,"future":true}']) {
      const storage = kept();
      storage.setItem('kapaga:match', text);
      const said = await carrySaves(kapaga, storage);
      expect(said).toMatch(/earlier version of Kapaga could not be read.*kept aside/);
      expect(keptDamaged(kapaga, storage).map((d) => d.text)).toEqual([text]);
      expect(storage.getItem('kapaga:match')).toBe(text);
      // The rest is carried as ever; said once.
      expect(createSession(kapaga, storage).getState().aside).toMatchObject({ seed: 7 });
      expect(await carrySaves(kapaga, storage)).toBeNull();
    }
    // A damaged save the table already keeps aside stays: this one joins it (the old key
    // keeps it too).
    const storage = kept();
    storage.setItem('kapaga:match:aside', 'cut');
    storage.setItem('table:kapaga:damaged', 'the table’s');
    expect(await carrySaves(kapaga, storage)).toMatch(/kept aside/);
    expect(keptDamaged(kapaga, storage).map((d) => d.text)).toEqual(['the table’s', 'cut']);
    expect(storage.getItem('kapaga:match:aside')).toBe('cut');
  });

  test('what can be read says nothing', async () => {
    expect(await carrySaves(kapaga, kept())).toBeNull();
  });

  test('once: a match given up is not brought back; what the table keeps is never replaced', async () => {
    const storage = kept();
    await carrySaves(kapaga, storage);
    const s = createSession(kapaga, storage);
    s.getState().abandon();
    await carrySaves(kapaga, storage);
    expect(createSession(kapaga, storage).getState().record).toBeNull();

    const other = kept();
    other.setItem('table:kapaga:match', 'kept by the table');
    await carrySaves(kapaga, other);
    expect(other.getItem('table:kapaga:match')).toBe('kept by the table');
  });
});

describe("Kapaga's history files from before the table", () => {
  const session = async () => {
    const s = createSession(kapaga, memoryStorage());
    await s.getState().readHistory();
    return s;
  };

  test('v1 (the fixture players hold): its matches added to the stats, seats, rounds and all', async () => {
    const s = await session();
    const said = await s.getState().importHistory(fixture('history.json'));
    expect(said).toMatch(/^Added 2 matches/);
    const [old, pat] = s.getState().history;
    expect(old).toMatchObject({ at: 1600000000000, scores: [12], winners: [0] });
    expect(pat).toMatchObject({ names: ['Pat', 'Ada', 'Bo'], scores: [100, 575, 1315] });
    expect(pat?.rounds).toEqual([
      [0, 155, 1315],
      [100, 110, 0],
      [0, 310, 0],
    ]);
    expect(pat?.seats?.map((x) => x.kind)).toEqual(['person', 'bot', 'bot']);
    // The same file again adds nothing.
    expect(await s.getState().importHistory(fixture('history.json'))).toMatch(/^Added 0 matches/);
  });

  test('v2, with an entry that cannot be read: the rest go in, that one is counted', async () => {
    const v1 = JSON.parse(fixture('history.json'));
    const v2 = { game: 'kapaga', kind: 'history', v: 2, entries: [...v1.entries, { at: 'x' }] };
    const s = await session();
    const said = await s.getState().importHistory(JSON.stringify(v2));
    expect(said).toMatch(/^Added 2 matches.*1 could not be read/);
    expect(s.getState().history).toHaveLength(2);
  });

  test("the table's own history file is still the table's", async () => {
    const s = await session();
    await s.getState().importHistory(fixture('history.json'));
    const own = historyFile('kapaga', s.getState().history);
    const t = await session();
    expect(await t.getState().importHistory(own)).toMatch(/^Added 2 matches/);
    expect(t.getState().history).toEqual(s.getState().history);
  });
});
