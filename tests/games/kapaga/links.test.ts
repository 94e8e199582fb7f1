/** Share links: a round trip gives the same rules; anything broken is a clear error (issue 5). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  legalActions,
  newGame,
  PRESETS,
  parseRecord,
  recordToText,
  resolveRules,
} from '../../../src/games/kapaga/engine';
import {
  decodeRecord,
  decodeRules,
  encodeRecord,
  encodeRules,
  readReplay,
} from '../../../src/games/kapaga/older/share';
import { gameName } from '../../../src/games/registry';

describe('share links', () => {
  test.each(Object.entries(PRESETS))(
    'the %s rules survive a round trip, with and without a seed',
    (_, rules) => {
      expect(decodeRules(encodeRules({ rules }), gameName)).toEqual({ ok: true, value: { rules } });
      expect(decodeRules(encodeRules({ rules, seed: 42 }), gameName)).toEqual({
        ok: true,
        value: { rules, seed: 42 },
      });
    },
  );

  test('a house-rules mix survives a round trip', () => {
    const rules = resolveRules({
      zombieTwos: false,
      handSize: 6,
      eights: 'suit',
      recyclePenalty: 50,
    });
    if (!rules.ok) throw new Error(rules.error.message);
    const code = encodeRules({ rules: rules.value });
    expect(code).toMatch(/^k2\.[A-Za-z0-9_-]+$/);
    expect(decodeRules(code, gameName)).toEqual({ ok: true, value: { rules: rules.value } });
  });

  test.each([
    ['empty', ''],
    ['another version', 'k2.eyJyIjp7fX0'],
    ['not base64', 'k1.***'],
    ['not JSON', `k1.${btoa('{r:').replace(/=+$/, '')}`],
    ['a bad field', `k1.${btoa('{"r":{"handSize":-3}}').replace(/=+$/, '')}`],
    ['an unknown field', `k1.${btoa('{"r":{"banana":1}}').replace(/=+$/, '')}`],
    ['a bad seed', `k1.${btoa('{"r":{},"s":"x"}').replace(/=+$/, '')}`],
  ])('a tampered link (%s) is an error a person can read', (_, code) => {
    const r = decodeRules(code, gameName);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/link/);
  });

  test('random strings never throw', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => decodeRules(`k1.${s}`, gameName)).not.toThrow();
        expect(() => decodeRecord(`r1.${s}`, gameName)).not.toThrow();
      }),
    );
  });

  test('a game record survives a round trip and replays; a changed one is refused with a reason', () => {
    let g = newGame({ players: 3, seed: 9 });
    if (!g.ok) throw new Error(g.error.message);
    const actions: Action[] = [];
    for (let i = 0; i < 30 && g.ok && g.value.phase === 'playing'; i++) {
      const a =
        legalActions(g.value).find((x) => x.type === 'play') ??
        (legalActions(g.value)[0] as Action);
      actions.push(a);
      g = applyAction(g.value, a);
    }
    const rec = { players: 3, seed: 9, rules: {}, actions };
    const back = decodeRecord(encodeRecord(rec), gameName);
    expect(back.ok && back.value.actions).toEqual(actions);
    const tampered = encodeRecord({
      ...rec,
      actions: [...actions, { type: 'play', seat: 0, cards: ['ZZ'] }],
    });
    const bad = decodeRecord(tampered, gameName);
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.error.detail).toMatch(
        new RegExp(`does not play back: Action ${actions.length + 1} \\(0 ZZ\\)`),
      );
  });
});

test('a replay that cannot be read says so in plain words; the exact reason is a detail', () => {
  const text = recordToText({ players: 2, seed: 1, rules: 'grayzone', actions: [] });
  const odd = text.replace('rules grayzone', 'rules newpreset');
  const file = readReplay(odd, gameName);
  const link = readReplay(
    encodeRecord({ players: 2, seed: 1, rules: 'newpreset' as never, actions: [] }),
    gameName,
  );
  expect(file.ok || file.error).toEqual({
    code: 'bad-record',
    message:
      'This replay could not be read: it may be damaged or made by a newer version of the game. Ask for the file again.',
    detail: expect.stringMatching(/^Line \d+: .*newpreset/),
  });
  expect(link.ok || link.error.message).toMatch(/could not be read: .* Ask for the link again\.$/);
  expect(link.ok || link.error.detail).toMatch(/newpreset/);
  // A file cut short keeps its own words (what happened and what to do), no detail.
  const cut = readReplay(text.replace(/end \d+\n$/, ''), gameName);
  expect(cut.ok || cut.error).toEqual({
    code: 'cut-record',
    message: expect.stringMatching(/^This replay is incomplete/),
  });
});

test("a record file carries the players' names, and refuses odd ones", () => {
  const rec = { players: 2, seed: 3, rules: {}, names: ['Ann', 'Bea, the 2nd'], actions: [] };
  const text = recordToText(rec);
  expect(text).toContain('names ["Ann","Bea, the 2nd"]');
  const back = parseRecord(text);
  expect(back.ok && back.value.names).toEqual(['Ann', 'Bea, the 2nd']);
  const bad = parseRecord(text.replace('names ["Ann","Bea, the 2nd"]', 'names [1,2]'));
  expect(bad.ok).toBe(false);
});

describe('a broken rules link (issue 19)', () => {
  const custom = resolveRules({ jokers: 0 });
  if (!custom.ok) throw new Error(custom.error.message);
  const code = encodeRules({ rules: custom.value });

  test.each([
    ['cut short', code.slice(0, -4)],
    ['an unknown field', `k1.${btoa('{"r":{"sePens":1}}').replace(/=+$/, '')}`],
    ['a prototype key', `k1.${btoa('{"r":{"__proto__":{"x":1}}}').replace(/=+$/, '')}`],
    ['a rule out of range', `k1.${btoa('{"r":{"handSize":99}}').replace(/=+$/, '')}`],
    ['a bad seed', `k1.${btoa('{"r":{},"s":1.5}').replace(/=+$/, '')}`],
  ])('%s: says what a player can do, never an internal field', (_, bad) => {
    const r = decodeRules(bad, gameName);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/your own rules are unchanged\. Ask for the link again\./);
    expect(r.error.message).not.toMatch(/sePens|__proto__|handSize|field|"/);
  });
});

describe('a replay cut short (issue 19)', () => {
  let g = newGame({ players: 3, seed: 4 });
  const actions: Action[] = [];
  for (let i = 0; i < 40 && g.ok && g.value.phase === 'playing'; i++) {
    const a = legalActions(g.value)[0] as Action;
    actions.push(a);
    g = applyAction(g.value, a);
  }
  const rec = { players: 3, seed: 4, rules: 'grayzone' as const, actions };
  const text = recordToText(rec);
  const lines = text.trimEnd().split('\n');

  test('a whole file says how many moves it holds, and opens', () => {
    expect(lines.at(-1)).toBe(`end ${actions.length}`);
    const r = readReplay(text, gameName);
    expect(r.ok && r.value.record.actions).toEqual(actions);
  });

  test.each([
    ['cut at a line', lines.slice(0, -15).join('\n')],
    ['cut in half', text.slice(0, Math.floor(text.length / 2))],
    ['cut just before its end line', lines.slice(0, -1).join('\n')],
    ['cut inside its end line', text.trimEnd().slice(0, -1)],
  ])('%s: refused as incomplete, never a shorter replay', (_, cut) => {
    const r = readReplay(cut, gameName);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/incomplete|cut/);
  });

  test('a link cut short is refused as incomplete too', () => {
    const code = encodeRecord(rec);
    const r = decodeRecord(code.slice(0, Math.floor(code.length * 0.6)), gameName);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/incomplete|cut|broken/);
  });

  test('a file of the first version (no end line) still opens', () => {
    const v1 = text
      .replace('kapaga-record 3\ngame kapaga\n', 'kapaga-record 1\n')
      .replace(/end \d+\n$/, '');
    expect(v1.startsWith('kapaga-record 1\nplayers')).toBe(true);
    const r = readReplay(v1, gameName);
    expect(r.ok && r.value.record.actions).toEqual(actions);
  });
});
