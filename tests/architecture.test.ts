/**
 * Who imports whom (README "What is inside"): the engine stands alone; its fast path is
 * its one other entry; the UI reads the store (and engine types), never bots or
 * simulation; every rule lives in its game's engine (src/games/<id>/engine).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = new URL('../src/', import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

const SOURCES = files(ROOT).map((p) => ({
  path: relative(ROOT, p),
  text: readFileSync(p, 'utf8'),
}));

/** Every import of a file: what it names and whether it imports types only. */
function importsOf(text: string): { from: string; typeOnly: boolean }[] {
  const out: { from: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gms))
    out.push({ from: m[2] as string, typeOnly: Boolean(m[1]) });
  for (const m of text.matchAll(/import\('([^']+)'\)/g))
    out.push({ from: m[1] as string, typeOnly: false });
  return out;
}

/** The top folder of src an import lands in ("engine", "store", ...). */
function layer(file: string, from: string): string | null {
  if (!from.startsWith('.')) return null;
  const dir = file.split('/').slice(0, -1);
  const parts = [...dir, ...from.split('/')];
  const stack: string[] = [];
  for (const p of parts) {
    if (p === '..') stack.pop();
    else if (p !== '.') stack.push(p);
  }
  return stack.length > 1 ? (stack[0] as string) : stack.join('/');
}

/** A game's engine folder. */
const ENGINE = /^games\/[\w-]+\/engine\//;

const ALLOWED: Record<string, string[]> = {
  // Code every game may use: the seeded generator, Results, the rules-field checker.
  lib: ['lib'],
  words: ['words', 'games', 'lib'],
  bots: ['bots', 'games', 'words'],
  sim: ['sim', 'games', 'bots'],
  content: ['content', 'games'],
  store: ['store', 'games', 'words', 'bots', 'content', 'sim'],
  ui: ['ui', 'store', 'games', 'platform'],
  sound: ['sound', 'store', 'games'],
  // The table every game plays on: it knows games only through the registry.
  platform: ['platform', 'lib', 'games'],
};

describe('layers', () => {
  test.each(Object.keys(ALLOWED))('%s imports only what it may', (top) => {
    for (const f of SOURCES.filter((s) => s.path.startsWith(`${top}/`)))
      for (const i of importsOf(f.text)) {
        const to = layer(f.path, i.from);
        if (to === null || to.endsWith('.ts') || to.endsWith('.tsx') || to.endsWith('.css'))
          continue;
        expect(ALLOWED[top], `${f.path} imports ${i.from}`).toContain(to);
        // The UI takes only types from an engine: values come through the store.
        if (top === 'ui' && ENGINE.test(`${join(f.path, '..', i.from)}/`))
          expect(i.typeOnly, `${f.path}: ${i.from}`).toBe(true);
      }
  });

  test("a game's engine imports only itself and the shared lib", () => {
    for (const f of SOURCES.filter((s) => ENGINE.test(s.path))) {
      const own = f.path.split('/').slice(0, 3).join('/');
      for (const i of importsOf(f.text)) {
        if (!i.from.startsWith('.')) throw new Error(`${f.path} imports the package ${i.from}`);
        const target = join(f.path, '..', i.from);
        expect(
          target.startsWith(`${own}/`) || target.startsWith('lib/'),
          `${f.path} imports ${i.from}`,
        ).toBe(true);
      }
    }
  });

  test('outside the engine, only its contract (index) and its fast path are imported', () => {
    for (const f of SOURCES.filter((s) => !ENGINE.test(s.path)))
      for (const i of importsOf(f.text)) {
        const m = /\/engine\/([\w-]+)$/.exec(i.from);
        if (m) expect(m[1], `${f.path} imports ${i.from}`).toBe('fast');
      }
  });

  test('no file builds a Game literal outside the engine', () => {
    for (const f of SOURCES.filter((s) => !ENGINE.test(s.path)))
      expect(f.text, f.path).not.toMatch(/\bv: 1,\s*\n\s*rules:/);
  });

  test('the rule fields are read only by the engine, the rules editor and the demos', () => {
    for (const f of SOURCES) {
      if (/^games\/kapaga\/|editor|Editor|ruleFields|rulesText|demos/.test(f.path)) continue;
      expect(f.text, f.path).not.toMatch(
        /stackTwos|twoOfSpadesOnFive|zombieTwos|fiveOfSpades|fiveOfClubs|\.sevens|\.nines|\.aces\b/,
      );
    }
  });

  test('the platform imports of the games only the registry and the module interface', () => {
    for (const f of SOURCES.filter((s) => s.path.startsWith('platform/')))
      for (const i of importsOf(f.text)) {
        const target = join(f.path, '..', i.from);
        if (target.startsWith('games/'))
          expect(['games/module', 'games/registry'], `${f.path} imports ${i.from}`).toContain(
            target,
          );
      }
  });

  test("no file outside a game's folder asks which game it is", () => {
    const ids = readdirSync(join(ROOT, 'games')).filter((d) =>
      statSync(join(ROOT, 'games', d)).isDirectory(),
    );
    const asks = new RegExp(`\\b(game|gameId|id)\\s*[!=]==?\\s*'(${ids.join('|')})'`);
    for (const f of SOURCES.filter((s) => !s.path.startsWith('games/')))
      expect(f.text, f.path).not.toMatch(asks);
  });

  test("a game's bots import only their game, the module interface, the platform and lib", () => {
    for (const f of SOURCES.filter((s) => /^games\/[\w-]+\/bots\//.test(s.path))) {
      const game = f.path.split('/').slice(0, 2).join('/');
      for (const i of importsOf(f.text)) {
        const target = join(f.path, '..', i.from);
        const ok =
          target.startsWith(`${game}/`) ||
          target === 'games/module' ||
          target.startsWith('platform/') ||
          target.startsWith('lib/');
        expect(ok, `${f.path} imports ${i.from}`).toBe(true);
      }
    }
  });

  test('no source file is over about 400 lines', () => {
    for (const f of SOURCES) expect(f.text.split('\n').length, f.path).toBeLessThanOrEqual(420);
  });
});
