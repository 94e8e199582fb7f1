/**
 * Who imports whom (README "What is inside"): lib -> kit -> module interface -> games ->
 * registry -> platform -> app. The platform (src/platform, src/main.tsx) knows games only
 * through src/games/registry.ts and module.ts; a game's folder imports only itself, the kit,
 * lib and the module interface (`import()` included); each engine stands alone, its
 * contract (index) and fast path its only entries; every rule lives in its game's engine
 * (src/games/<id>/engine).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'([^']+)'/gms))
    out.push({ from: m[2] as string, typeOnly: Boolean(m[1]) });
  for (const m of text.matchAll(/import\('([^']+)'\)/g))
    out.push({ from: m[1] as string, typeOnly: false });
  return out;
}

/** Where a path of src lands, resolved from `file`'s folder. */
function target(file: string, from: string): string {
  const parts = [...file.split('/').slice(0, -1), ...from.split('/')];
  const stack: string[] = [];
  for (const p of parts) {
    if (p === '..') stack.pop();
    else if (p !== '.') stack.push(p);
  }
  return stack.join('/');
}

/**
 * The room a path is in: a game's folder inside it ("kapaga/older", "kapow/engine"), a
 * game's own top files ("kapaga"), the games' shared files ("games"), or a top folder of
 * src ("platform", "lib").
 */
function room(path: string): string {
  // A folder imported by its index ('../engine') is in that folder's room, not its parent's.
  const dir = existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory();
  const p = (dir ? `${path}/index` : path).split('/');
  if (p[0] === 'games') {
    if (p.length === 2) return 'games';
    return p.length === 3 ? (p[1] as string) : `${p[1]}/${p[2]}`;
  }
  return p.length === 1 ? 'main' : (p[0] as string);
}

/** A game's engine folder. */
const ENGINE = /^games\/[\w-]+\/engine\//;

const GAMES = readdirSync(join(ROOT, 'games')).filter((d) =>
  statSync(join(ROOT, 'games', d)).isDirectory(),
);

/** Kapaga's own rooms, each allowed these (its engine: the game-engine rule below). */
const KAPAGA: Record<string, string[]> = {
  words: ['words', 'engine'],
  bots: ['bots', 'engine', 'words'],
  sim: ['sim', 'engine', 'bots'],
  content: ['content', 'engine'],
  // What its own screens kept, read to carry it onto the table (older/index.ts).
  older: ['older', 'engine', 'words', 'bots', 'content', 'sim', 'table'],
  table: ['table', 'engine', 'words', 'bots'],
  sound: ['sound', 'engine'],
};

/** Every room of a game, its own top files included. */
const roomsOf = (game: string): string[] =>
  [...new Set(SOURCES.map((s) => room(s.path)))].filter(
    (r) => r === game || r.startsWith(`${game}/`),
  );

/** What a room may import besides itself. */
function allowed(from: string): string[] {
  const shared = ['lib', 'kit', 'games'];
  if (from === 'lib') return ['lib'];
  // What any game may use knows no game, no store and no platform.
  if (from === 'kit') return ['lib'];
  // The table every game plays on, and the page that starts it: games only by the registry.
  if (from === 'platform' || from === 'main') return ['platform', ...shared];
  if (from === 'games') return [...shared, ...GAMES];
  const [game, inner] = from.split('/') as [string, string | undefined];
  // A game's own top files put the game together: anything of the game (of the games'
  // shared files, only the module interface: the rule below).
  if (inner === undefined) return [...roomsOf(game), ...shared];
  // Kapaga keeps its rooms layered; another game's rooms use each other and the shared
  // code (its engine still stands alone: the rule below).
  if (game !== 'kapaga') return [...roomsOf(game), ...shared];
  const own = (KAPAGA[inner] ?? [inner]).map((r) => `${game}/${r}`);
  return [...own, game, ...shared];
}

/** The module interface: module.ts and the files it re-exports (never the registry). */
const MODULE_TEXT = SOURCES.find((s) => s.path === 'games/module.ts')?.text ?? '';
const INTERFACE = new Set([
  'games/module',
  ...[...MODULE_TEXT.matchAll(/^export\s+(?:type\s+)?[^'";]*?from\s+'(\.\/[^']+)'/gms)].map((m) =>
    target('games/module', m[1] as string),
  ),
]);

/**
 * Whether a file in a game's folder may import `from`: its own folder, the kit, lib and the
 * module interface; nothing of the platform, the registry or another game.
 */
function gameMayImport(file: string, from: string): boolean {
  if (!from.startsWith('.')) return true;
  const to = target(file, from);
  const own = file.split('/').slice(0, 2).join('/');
  return (
    to.startsWith(`${own}/`) || to.startsWith('kit/') || to.startsWith('lib/') || INTERFACE.has(to)
  );
}

/** A source path without its extension, and an import's target the same way (a folder: its index). */
const bare = (path: string) => path.replace(/\.tsx?$/, '');
const PATHS = new Set(SOURCES.map((s) => bare(s.path)));
const resolved = (t: string) => (PATHS.has(t) ? t : PATHS.has(`${t}/index`) ? `${t}/index` : null);

/** Who imports whom in src: static imports, re-exports (types too) and `import()`. */
const GRAPH = new Map(
  SOURCES.map((s) => {
    const to = [
      ...s.text.matchAll(/^(?:import|export)\s+(?:type\s+)?[^'";]*?from\s+'(\.[^']*)'/gms),
      ...s.text.matchAll(/\bimport\('(\.[^']*)'\)/g),
    ]
      .map((m) => resolved(target(bare(s.path), m[1] as string)))
      .filter((t): t is string => t !== null);
    return [bare(s.path), [...new Set(to)]] as const;
  }),
);

/** The first cycle of imports found in `graph`, as the files around it (none: null). */
function cycleIn(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (f: string): string[] | null => {
    if (state.get(f) === 'done') return null;
    if (state.get(f) === 'open') return [...path.slice(path.indexOf(f)), f];
    state.set(f, 'open');
    path.push(f);
    for (const t of graph.get(f) ?? []) {
      const c = visit(t);
      if (c) return c;
    }
    path.pop();
    state.set(f, 'done');
    return null;
  };
  for (const f of graph.keys()) {
    const c = visit(f);
    if (c) return c;
  }
  return null;
}

describe('import cycles', () => {
  test('no files of src import each other, directly or round a circle', () => {
    expect(cycleIn(GRAPH)?.join(' -> ') ?? null).toBeNull();
  });

  test('the graph follows import(): the registry reaches each game by its lazy module', () => {
    expect(GRAPH.get('games/registry')).toEqual(
      expect.arrayContaining(['games/kapaga/module', 'games/kapow/module']),
    );
  });

  test('the check finds a planted circle (store types <-> history entry, as it was)', () => {
    const planted = new Map(GRAPH);
    const types = 'games/kapaga/older/types';
    planted.set(types, [...(GRAPH.get(types) ?? []), 'games/kapaga/older/history/entry']);
    expect(GRAPH.get('games/kapaga/older/history/entry')).toContain(types);
    expect(cycleIn(planted)).toEqual(expect.arrayContaining([types]));
  });
});

describe('layers', () => {
  test.each([...new Set(SOURCES.map((s) => room(s.path)))])('%s imports only what it may', (r) => {
    for (const f of SOURCES.filter((s) => room(s.path) === r))
      for (const i of importsOf(f.text)) {
        if (!i.from.startsWith('.')) continue;
        const to = room(target(f.path, i.from));
        if (to === r) continue;
        expect(allowed(r), `${f.path} imports ${i.from}`).toContain(to);
        // Kapaga's UI takes only types from the engine: values come through the store.
        if (r === 'kapaga/ui' && to === 'kapaga/engine')
          expect(i.typeOnly, `${f.path}: ${i.from}`).toBe(true);
      }
  });

  test("a game's folder imports only its own folder, the kit, lib and the module interface (import() too)", () => {
    expect([...INTERFACE].sort()).toEqual([
      'games/decision',
      'games/module',
      'games/older',
      'games/scripted',
      'games/tableProps',
    ]);
    for (const f of SOURCES.filter((s) => s.path.startsWith('games/') && room(s.path) !== 'games'))
      for (const i of importsOf(f.text))
        expect(gameMayImport(f.path, i.from), `${f.path} imports ${i.from}`).toBe(true);
  });

  test.each([
    ['../registry', 'games/kapaga/module.ts'],
    ['../../registry', 'games/kapaga/older/gameMark.ts'],
    ['../../../platform/loop', 'games/kapaga/sim/arena.ts'],
    ['../../../platform/lab/spec', 'games/kapaga/older/share.ts'],
    ['../kapow/info', 'games/kapaga/info.ts'],
    ['../../kapow/engine', 'games/kapaga/bots/easy.ts'],
  ])('the check refuses a game importing %s (from %s)', (from, file) => {
    expect(gameMayImport(file, from)).toBe(false);
    const planted = `import { x } from '${from}';\nconst y = () => import('${from}');\nexport { z } from '${from}';`;
    expect(importsOf(planted).map((i) => gameMayImport(file, i.from))).toEqual([
      false,
      false,
      false,
    ]);
  });

  test("a game's folder imports nothing of another game's", () => {
    for (const f of SOURCES.filter((s) => s.path.startsWith('games/') && room(s.path) !== 'games'))
      for (const i of importsOf(f.text)) {
        if (!i.from.startsWith('.')) continue;
        const t = target(f.path, i.from);
        const game = f.path.split('/')[1];
        if (t.startsWith('games/') && room(t) !== 'games')
          expect(t.split('/')[1], `${f.path} imports ${i.from}`).toBe(game);
      }
  });

  test("a game's engine imports only itself and the shared lib", () => {
    for (const f of SOURCES.filter((s) => ENGINE.test(s.path))) {
      const own = f.path.split('/').slice(0, 3).join('/');
      for (const i of importsOf(f.text)) {
        if (!i.from.startsWith('.')) throw new Error(`${f.path} imports the package ${i.from}`);
        const target = join(f.path, '..', i.from);
        // The kit's pure parts (cards), never its React faces.
        const kit = target.startsWith('kit/') && !SOURCES.some((s) => s.path === `${target}.tsx`);
        expect(
          target.startsWith(`${own}/`) || target.startsWith('lib/') || kit,
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
      if (/^games\/[\w-]+\/engine\/|editor|Editor|ruleFields|rulesText|demos/.test(f.path))
        continue;
      expect(f.text, f.path).not.toMatch(
        /stackTwos|twoOfSpadesOnFive|zombieTwos|fiveOfSpades|fiveOfClubs|\.sevens|\.nines|\.aces\b/,
      );
    }
  });

  test('the platform imports of the games only the registry and the module interface', () => {
    for (const f of SOURCES.filter((s) => s.path.startsWith('platform/') || s.path === 'main.tsx'))
      for (const i of importsOf(f.text)) {
        const target = join(f.path, '..', i.from);
        if (target.startsWith('games/'))
          expect(['games/module', 'games/registry'], `${f.path} imports ${i.from}`).toContain(
            target,
          );
      }
  });

  test("the registry reaches of each game only its facts and its module (a game's table and screens come through the module)", () => {
    const registry = SOURCES.find((s) => s.path === 'games/registry.ts');
    expect(registry).toBeDefined();
    const targets = [...(registry?.text ?? '').matchAll(/(?:from|import\()\s*'\.\/([^']+)'/g)]
      .map((x) => x[1] ?? '')
      .filter((t) => t.includes('/'));
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(t, `registry.ts loads ${t}`).toMatch(/^[\w-]+\/(info|module)$/);
  });

  test("no file outside a game's folder asks which game it is", () => {
    const ids = readdirSync(join(ROOT, 'games')).filter((d) =>
      statSync(join(ROOT, 'games', d)).isDirectory(),
    );
    const asks = new RegExp(`\\b(game|gameId|id)\\s*[!=]==?\\s*'(${ids.join('|')})'`);
    for (const f of SOURCES.filter((s) => !s.path.startsWith('games/')))
      expect(f.text, f.path).not.toMatch(asks);
  });

  test("a game's bots import only their game, the module interface, the kit and lib (the search is the kit's)", () => {
    for (const f of SOURCES.filter((s) => /^games\/[\w-]+\/bots\//.test(s.path))) {
      const game = f.path.split('/').slice(0, 2).join('/');
      for (const i of importsOf(f.text)) {
        const target = join(f.path, '..', i.from);
        const ok =
          target.startsWith(`${game}/`) ||
          target === 'games/module' ||
          target.startsWith('kit/') ||
          target.startsWith('lib/');
        expect(ok, `${f.path} imports ${i.from}`).toBe(true);
      }
    }
  });

  test('fair bots: only the screens that show a table to someone who plays no seat ask for an open view', () => {
    const asking = SOURCES.filter(
      (f) => /\bopenView\b/.test(f.text) && !/^games\/[\w-]+\/(engine\/|game\.ts)/.test(f.path),
    ).map((f) => f.path);
    // A game's module interface declares it; the match screen (bots watched), replays and
    // demos (scripted tables, watched) ask, through the views they show (views.ts).
    expect(asking.sort()).toEqual([
      'games/module.ts',
      'platform/ui/Demos.tsx',
      'platform/ui/Match.tsx',
      'platform/ui/Replay.tsx',
      'platform/ui/views.ts',
    ]);
  });

  test('no source file is over about 400 lines', () => {
    for (const f of SOURCES) expect(f.text.split('\n').length, f.path).toBeLessThanOrEqual(420);
  });
});

/**
 * A file's code with its comments, strings and regular expressions blanked to spaces (lines
 * kept), so that words in them are not read as code.
 */
function codeOf(text: string): string {
  let out = '';
  /** The last word or sign of code: whether a `/` starts a regular expression. */
  let last = '';
  let i = 0;
  while (i < text.length) {
    const c = text.charAt(i);
    const d = text.charAt(i + 1);
    let end = -1;
    let quoted = false;
    if (c === '/' && d === '/')
      end = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (c === '/' && d === '*') end = text.indexOf('*/', i + 2) + 2;
    else if (
      '"\'`'.includes(c) ||
      (c === '/' && /^$|[(,=:[!&|?{};+\-*%<>~^]$|\breturn$/.test(last))
    ) {
      let j = i + 1;
      let inClass = false;
      for (; j < text.length; j++) {
        const x = text.charAt(j);
        if (x === '\\') j++;
        // Only a template runs over lines: else this was a quote in JSX text, not a string.
        else if (x === '\n' && c !== '`') break;
        else if (c === '/' && (x === '[' || x === ']')) inClass = x === '[';
        else if (x === c && !inClass) break;
      }
      if (text.charAt(j) === c) {
        end = j + 1;
        quoted = true;
        last = 'x';
      }
    }
    if (end > i) {
      // A string keeps its quotes (`as 'P1'` is still a cast), a comment nothing.
      const keep = quoted ? 1 : 0;
      out +=
        c.repeat(keep) + text.slice(i + keep, end - keep).replace(/[^\n]/g, ' ') + c.repeat(keep);
      i = end;
      continue;
    }
    out += c;
    if (!/\s/.test(c)) last = /\w/.test(c) ? (/\w+$/.exec(`${last}${c}`)?.[0] ?? c) : c;
    i++;
  }
  return out;
}

/** `as` and a type after it (not `as const`); JSX text says "as soon as", not "as Type". */
const CAST =
  /\bas\s+(?=[A-Z_$[({'"`]|(?:unknown|number|string|boolean|any|never|object|bigint|symbol|keyof|typeof|readonly|undefined|null|void|true|false)\b|-?\d)/g;

/** The lines (from 1) holding an `as` cast other than `as const`; import renames are none. */
function castsIn(text: string): number[] {
  const code = codeOf(text).replace(
    /^\s*(?:import\s[^;]*?\bfrom\b|export\s+(?:type\s+)?(?:\{[^}]*\}|\*\s*as\s+\w+))/gms,
    (s) => s.replace(/[^\n]/g, ' '),
  );
  const lines: number[] = [];
  code.split('\n').forEach((line, k) => {
    for (const _ of line.matchAll(CAST)) lines.push(k + 1);
  });
  return lines;
}

describe('casts', () => {
  test('the cast finder finds a cast, and not `as const`, renames, comments or strings', () => {
    const planted = [
      "import { a as b } from './x';",
      'import {',
      '  c as d,',
      "} from './y';",
      'const re = /as x/g; // read as is',
      "const s = 'as string';",
      'const k = [1] as const;',
      '/* as well as */',
      "export { e as f } from './z';",
      "export * as all from './w';",
      'export function g() { return h as unknown; }',
      'const n = xs[0] as number;',
      "const p = x as 'P1' | 'P2';",
      '<p>Press it as soon as you can, as a person would.</p>',
    ].join('\n');
    expect(castsIn(planted)).toEqual([11, 12, 13]);
  });

  // With noUncheckedIndexedAccess a cast checks nothing: a missing element is handled or
  // thrown on, outside data narrowed by a guard (README "What is inside").
  test('the platform, the shared lib and KAPOW! have no cast but `as const`', () => {
    const found = SOURCES.filter((s) => /^(platform|lib|games\/kapow)\//.test(s.path)).flatMap(
      (s) => castsIn(s.text).map((line) => `${s.path}:${line}`),
    );
    expect(found).toEqual([]);
  });
});
