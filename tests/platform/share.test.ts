/**
 * Share links (src/platform/share.ts): rules, matches and lab comparisons make the round
 * trip, and a cut or junk link is refused in words, never throws, and changes nothing saved.
 */
import { deflateRawSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { createLabStore } from '../../src/platform/lab/labStore';
import { runDeals } from '../../src/platform/lab/run';
import { defaultSpec, type LabSpec } from '../../src/platform/lab/spec';
import { createSession } from '../../src/platform/session';
import {
  BROKEN_LAB,
  BROKEN_LINK,
  BROKEN_REPLAY,
  dealNumber,
  INFLATED_MAX,
  inflate,
  labLink,
  linkOf,
  readLink,
  replayLink,
  rulesLink,
  withoutLink,
} from '../../src/platform/share';
import { shortMatch as recordOf } from './records';
import { memoryStorage as memory } from './storage';

const m = (await gameById('kapow')?.load()) as AnyModule;
const BASE = 'https://cards.example/table/?x=1#game=kapow';
const hashOf = (link: string) => new URL(link).hash;

const shortMatch = () => recordOf(m);

describe('round trips', () => {
  test('a rules link carries the changed fields and the game', async () => {
    const link = rulesLink(m, { goingOutPenalty: 'none', rounds: 10, kapowPenalty: 30 }, BASE);
    expect(link).toMatch(/^https:\/\/cards\.example\/table\/#game=kapow&rules=[\w-]+$/);
    expect(await readLink(m, hashOf(link))).toEqual({
      kind: 'rules',
      rules: { kapowPenalty: 30, goingOutPenalty: 'none' },
    });
  });

  test('a match link carries the whole record, deflated', async () => {
    const rec = shortMatch();
    const link = await replayLink(rec, BASE);
    expect(link).toContain('replay=z.');
    expect(link.length).toBeLessThan(JSON.stringify(rec).length);
    expect(await readLink(m, hashOf(link))).toEqual({ kind: 'replay', record: rec });
  });

  test('a plain match link (no CompressionStream) reads too', async () => {
    const rec = shortMatch();
    const b64 = Buffer.from(JSON.stringify(rec)).toString('base64url');
    expect(await readLink(m, `#game=kapow&replay=j.${b64}`)).toEqual({
      kind: 'replay',
      record: rec,
    });
  });

  test('once read, the link leaves the address; the game stays', () => {
    expect(withoutLink('https://a.b/#game=kapow&rules=e30')).toBe('https://a.b/#game=kapow');
    expect(withoutLink('https://a.b/#game=kapow&rules=e30&seed=9')).toBe('https://a.b/#game=kapow');
    // A link from before the table, in the query: taken off too; the other options stay.
    expect(withoutLink('https://a.b/?rules=k1.x&speed=fast&names=A#game=kapow')).toBe(
      'https://a.b/?speed=fast#game=kapow',
    );
  });

  test('links before the table carried their codes in the query: read as in the fragment, which wins', () => {
    expect(linkOf('https://a.b/?rules=k1.x&seed=3&speed=fast')).toBe('#rules=k1.x&seed=3');
    expect(linkOf('https://a.b/?rules=k1.x#rules=e30&game=kapow')).toBe('#rules=e30&game=kapow');
    expect(linkOf('https://a.b/?speed=fast')).toBe('#');
  });

  test('a rules link may bring a deal: the same cards for everyone who opens it', async () => {
    const link = rulesLink(m, { rounds: 3 }, BASE, -12);
    expect(link).toMatch(/#game=kapow&rules=[\w-]+&seed=-12$/);
    expect(await readLink(m, hashOf(link))).toEqual({
      kind: 'rules',
      rules: { rounds: 3 },
      seed: -12,
    });
    // A deal that is not a whole number is a broken link: nothing of it is used.
    for (const bad of ['1.5', '9'.repeat(17), 'x', ''])
      expect(await readLink(m, `${hashOf(rulesLink(m, {}, BASE))}&seed=${bad}`)).toMatchObject({
        kind: 'broken',
        message: BROKEN_LINK,
      });
  });

  test('a deal number as typed: a whole number, else none (a new deal)', () => {
    expect(dealNumber(' 42 ')).toBe(42);
    expect(dealNumber('-7')).toBe(-7);
    for (const t of ['', '4.2', '1e3', 'forty', '99999999999999999'])
      expect(dealNumber(t)).toBeNull();
  });
});

describe('cut and junk links', () => {
  const rulesCut = rulesLink(m, { goingOutPenalty: 'none' }, BASE);
  const cases: [string, string, string][] = [
    ['rules, cut in the middle', hashOf(rulesCut).slice(0, -6), BROKEN_LINK],
    ['rules, not base64', '#game=kapow&rules=%%%!!', BROKEN_LINK],
    [
      'rules, not JSON',
      `#game=kapow&rules=${Buffer.from('{"a":').toString('base64url')}`,
      BROKEN_LINK,
    ],
    [
      'rules, out of range',
      `#game=kapow&rules=${Buffer.from('{"rounds":999}').toString('base64url')}`,
      BROKEN_LINK,
    ],
    [
      'rules, unknown field',
      `#game=kapow&rules=${Buffer.from('{"x":1}').toString('base64url')}`,
      BROKEN_LINK,
    ],
    ['replay, no mark', '#game=kapow&replay=abc', BROKEN_REPLAY],
    ['replay, deflated junk', '#game=kapow&replay=z.AAAAAAAA', BROKEN_REPLAY],
    [
      'replay, another game',
      `#replay=j.${Buffer.from('{"game":"kapaga"}').toString('base64url')}`,
      BROKEN_REPLAY,
    ],
  ];
  test.each(cases)('%s: refused in words', async (_name, hash, message) => {
    const r = await readLink(m, hash);
    expect(r.kind).toBe('broken');
    if (r.kind === 'broken') expect(r.message).toBe(message);
  });

  test('a cut match link is refused', async () => {
    const link = await replayLink(shortMatch(), BASE);
    for (const cut of [10, 40, 200]) {
      const r = await readLink(m, hashOf(link).slice(0, -cut));
      expect(r.kind).toBe('broken');
    }
  });

  test('an action changed in a match link is refused: the record must replay', async () => {
    const rec = shortMatch();
    rec.actions[3] = { type: 'swap', seat: 0, a: { triad: 9, pos: 9 }, b: { triad: 0, pos: 0 } };
    const b64 = Buffer.from(JSON.stringify(rec)).toString('base64url');
    expect((await readLink(m, `#replay=j.${b64}`)).kind).toBe('broken');
  });
});

describe('a rules link and the saved plan', () => {
  const mine = {
    seats: [
      { kind: 'person' as const, name: 'Ada' },
      { kind: 'bot' as const, level: 'easy' as const, name: 'Kai' },
    ],
    rules: { rounds: 3 },
  };

  test('other rules are asked about, shown as a draft, and saved only when a match starts', async () => {
    const storage = memory();
    const s = createSession(m, storage);
    s.getState().setPlan(mine);
    const saved = storage.data.get('table:kapow:plan');
    const link = await readLink(m, hashOf(rulesLink(m, { goingOutPenalty: 'none' }, BASE)));
    if (link.kind !== 'rules') throw new Error('a rules link');
    s.getState().offer(link.rules);
    expect(s.getState().linked).toEqual({ goingOutPenalty: 'none' });
    s.getState().answer(true);
    expect(s.getState().draft).toEqual({ goingOutPenalty: 'none' });
    expect(storage.data.get('table:kapow:plan')).toBe(saved);
    s.getState().dropDraft();
    expect(s.getState().draft).toBeNull();
    s.getState().offer(link.rules);
    s.getState().answer(true);
    s.getState().start(3);
    expect(JSON.parse(storage.data.get('table:kapow:plan') ?? '')).toEqual({
      ...mine,
      rules: { goingOutPenalty: 'none' },
    });
  });

  test('the same rules ask nothing; "Keep mine" keeps them', () => {
    const s = createSession(m, memory());
    s.getState().setPlan(mine);
    s.getState().offer({ rounds: 3, goingOutPenalty: 'double' });
    expect(s.getState().linked).toBeNull();
    s.getState().offer({ rounds: 4 });
    s.getState().answer(false);
    expect(s.getState().draft).toBeNull();
    expect(s.getState().plan).toEqual(mine);
  });

  test('a broken link changes nothing saved', async () => {
    const storage = memory();
    createSession(m, storage).getState().setPlan(mine);
    const before = new Map(storage.data);
    await readLink(m, '#game=kapow&rules=e30x');
    await readLink(m, '#game=kapow&replay=z.e30');
    expect(storage.data).toEqual(before);
  });
});

describe('a lab link', () => {
  const spec: LabSpec = {
    game: 'kapow',
    a: { rounds: 3 },
    b: { goingOutPenalty: 'none', kapowPenalty: 30 },
    labels: ['Short matches', 'No doubling, dear KAPOW!'],
    players: 3,
    seats: ['medium', 'medium', 'medium'],
    unit: 'rounds',
    worth: false,
    rounds: 1000,
    seed: 4242,
  };
  const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');
  const labHash = (x: unknown) => `#game=kapow&lab=c1.${b64(x)}`;

  test('carries the whole comparison, each rule set as its changed fields only', async () => {
    // A field set to its default is left out of the link and of what it opens.
    const link = labLink(m, { ...spec, a: { rounds: 3, goingOutPenalty: 'double' } }, BASE);
    expect(link).toMatch(/^https:\/\/cards\.example\/table\/#game=kapow&lab=c1\.[\w-]+$/);
    expect(await readLink(m, hashOf(link))).toEqual({ kind: 'lab', spec });
  });

  test('the comparison it opens gives the same figures from the same seed', async () => {
    const r = await readLink(
      m,
      hashOf(labLink(m, { ...spec, seats: ['easy', 'hard', 'easy'] }, BASE)),
    );
    if (r.kind !== 'lab') throw new Error('a lab link');
    expect(runDeals(m, r.spec, 0, 2)).toEqual(
      runDeals(m, { ...spec, seats: ['easy', 'hard', 'easy'] }, 0, 2),
    );
  });

  test('opening it sets the lab up as the link says, and does not run it', async () => {
    const r = await readLink(m, hashOf(labLink(m, spec, BASE)));
    if (r.kind !== 'lab') throw new Error('a lab link');
    const lab = createLabStore(m, { makeWorker: null, spec: r.spec });
    expect(lab.getState()).toMatchObject({ spec, status: 'idle', ran: null, done: 0 });
    expect(createLabStore(m).getState().spec).toEqual(defaultSpec(m));
  });

  test('a link made before seats had levels of their own (one level) opens as it did', async () => {
    const { seats: _seats, unit: _unit, worth: _worth, ...rest } = spec;
    const r = await readLink(m, labHash({ ...rest, level: 'medium' }));
    expect(r).toEqual({ kind: 'lab', spec });
  });

  test('once read, it leaves the address; the game stays', () => {
    expect(withoutLink('https://a.b/#game=kapow&lab=c1.e30')).toBe('https://a.b/#game=kapow');
  });

  const whole = { ...spec };
  const { seed: _seed, ...noSeed } = whole;
  const cases: [string, string][] = [
    ['cut in the middle', hashOf(labLink(m, spec, BASE)).slice(0, -7)],
    ['cut to its mark', '#game=kapow&lab=c1.'],
    ['no mark', `#game=kapow&lab=${b64(whole)}`],
    ['a mark from a newer version', `#game=kapow&lab=c9.${b64(whole)}`],
    ['not base64', '#game=kapow&lab=c1.%%%!!'],
    ['not JSON', `#game=kapow&lab=c1.${Buffer.from('{"a":').toString('base64url')}`],
    ['not an object', labHash([whole])],
    ['a key left out', labHash(noSeed)],
    ['a key added', labHash({ ...whole, extra: 1 })],
    [
      'a __proto__ key added',
      `#game=kapow&lab=c1.${Buffer.from(`{"__proto__":{},${JSON.stringify(whole).slice(1)}`).toString('base64url')}`,
    ],
    ['another game', labHash({ ...whole, game: 'kapaga' })],
    ['a rule out of range', labHash({ ...whole, b: { rounds: 999 } })],
    ['an unknown rule', labHash({ ...whole, a: { x: 1 } })],
    ['rules not an object', labHash({ ...whole, a: null })],
    ['too many players', labHash({ ...whole, players: 99 })],
    ['a level no bot plays', labHash({ ...whole, seats: ['hard', 'hard', 'grandmaster'] })],
    ['a seat without a bot', labHash({ ...whole, seats: ['hard', 'hard'] })],
    ['seats and a level', labHash({ ...whole, level: 'hard' })],
    ['no rounds', labHash({ ...whole, rounds: 0 })],
    ['too many rounds', labHash({ ...whole, rounds: 20_001 })],
    ['rounds in part', labHash({ ...whole, rounds: 10.5 })],
    ['a seed beyond a whole number', labHash({ ...whole, seed: 2 ** 60 })],
    ['a seed in words', labHash({ ...whole, seed: '1' })],
    ['one label', labHash({ ...whole, labels: ['A'] })],
    ['a label too long', labHash({ ...whole, labels: ['A', 'B'.repeat(41)] })],
  ];
  test.each(cases)('%s: refused in words, never thrown', async (_name, hash) => {
    const r = await readLink(m, hash);
    expect(r.kind).toBe('broken');
    if (r.kind === 'broken') expect(r.message).toBe(BROKEN_LAB);
  });

  test('a broken one changes nothing saved', async () => {
    const storage = memory();
    createSession(m, storage)
      .getState()
      .setPlan({
        seats: [
          { kind: 'person', name: 'Ada' },
          { kind: 'bot', level: 'easy', name: 'Kai' },
        ],
        rules: { rounds: 3 },
      });
    const before = new Map(storage.data);
    for (const [, hash] of cases) await readLink(m, hash);
    expect(storage.data).toEqual(before);
  });
});

describe('finished matches keep their record', () => {
  test('a match played to its end is in the history with a record that replays', () => {
    const storage = memory();
    const s = createSession(m, storage);
    const rec = shortMatch();
    s.getState().setPlan({ seats: rec.seats, rules: rec.rules });
    s.getState().start(rec.seed);
    for (const a of rec.actions) s.getState().act(a);
    const h = s.getState().history;
    expect(h).toHaveLength(1);
    expect(h[0]?.record?.actions).toEqual(rec.actions);
    expect(JSON.parse(storage.data.get('table:kapow:history') ?? '')[0].record.seed).toBe(9);
  });
});

describe('a link that inflates past the bound (issue 34, item 8)', () => {
  /** A record's link deflated from `mb` MB of spaces (a few kB each). */
  const bomb = (mb: number) => {
    const z = deflateRawSync(Buffer.alloc(mb * 1024 * 1024, 32), { level: 9 });
    return `#game=kapow&replay=z.${z.toString('base64url')}`;
  };

  test('stops inflating at the bound and is refused as a match that could not be read', async () => {
    const link = await readLink(m, bomb(12));
    expect(link).toMatchObject({
      kind: 'broken',
      message: BROKEN_REPLAY,
      detail: `inflates past ${INFLATED_MAX} bytes`,
    });
  });

  test('inflating is read a chunk at a time and given up past the bound it is given', async () => {
    const z = new Uint8Array(deflateRawSync(Buffer.alloc(4 * 1024 * 1024, 32)));
    expect(await inflate(z, 1024 * 1024)).toBeNull();
    expect((await inflate(z, 4 * 1024 * 1024))?.length).toBe(4 * 1024 * 1024);
  });
});

describe('replay links are read as strictly as rules and lab links (issue 34, item 6)', () => {
  const plain = (x: unknown) =>
    `#game=kapow&replay=j.${Buffer.from(typeof x === 'string' ? x : JSON.stringify(x)).toString('base64url')}`;

  test.each([
    ['a __proto__ key', (r: string) => r.replace('{', '{"__proto__":{"x":1},')],
    ['an extra key', (r: string) => r.replace('{', '{"extra":1,')],
    [
      'a seat with an extra key',
      (r: string) => r.replace('"kind":"person"', '"kind":"person","x":1'),
    ],
    [
      'a seat with a __proto__ key',
      (r: string) => r.replace('"kind":"bot"', '"__proto__":{},"kind":"bot"'),
    ],
  ])('a record with %s is refused in words', async (_, spoil) => {
    const text = JSON.stringify(shortMatch());
    expect(await readLink(m, plain(text))).toMatchObject({ kind: 'replay' });
    const spoilt = spoil(text);
    expect(spoilt).not.toBe(text);
    expect(await readLink(m, plain(spoilt))).toMatchObject({
      kind: 'broken',
      message: BROKEN_REPLAY,
    });
  });

  test('a link carries its length: one cut at an action boundary is refused, not opened shorter', async () => {
    const rec = shortMatch();
    const link = await replayLink(rec, BASE);
    const z = new URLSearchParams(hashOf(link).slice(1)).get('replay') ?? '';
    const inflated = await inflate(new Uint8Array(Buffer.from(z.slice(2), 'base64url')));
    const carried = JSON.parse(new TextDecoder().decode(inflated ?? new Uint8Array()));
    expect(carried.length).toBe(rec.actions.length);
    const cut = { ...carried, actions: carried.actions.slice(0, -3) };
    const read = await readLink(m, plain(cut));
    expect(read).toMatchObject({ kind: 'broken', message: BROKEN_REPLAY });
    if (read.kind === 'broken') expect(read.detail).toMatch(/^cut: /);
    // A link made before records carried their length still opens.
    const { length: _, ...older } = carried;
    expect(await readLink(m, plain(older))).toEqual({ kind: 'replay', record: rec });
  });
});
