// What the Firefox and WebKit smoke tests do alike: find the browser or install Debian's
// packages (when root with apt-get), skip with a message where it cannot be had, require
// the build, write the report that scripts/test-summary.mjs counts, serve the build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

/** Writes reports/<name>.json: { passed, failed, skipped }. */
export const reporter = (name) => (r) => {
  mkdirSync('reports', { recursive: true });
  writeFileSync(`reports/${name}.json`, JSON.stringify(r));
};

export const has = (cmd) =>
  spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/**
 * `find()`'s answer, after installing `packages` with apt-get when it has none (as root,
 * unless `pinned`: the person named a path of their own). Undefined: not to be had.
 */
export function findOrInstall({ tag, find, packages, pinned }) {
  const found = find();
  if (found || pinned) return found;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !has('apt-get')) return undefined;
  console.log(`${tag}: not found; installing ${packages.join(' and ')} with apt-get...`);
  spawnSync('sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return find();
}

/** Ends the run: skipped with `why` when the browser is missing, failed without the build. */
export function requireOrSkip({ tag, found, why, report }) {
  if (!found) {
    console.log(`${tag}: SKIPPED: ${why}`);
    report({ passed: 0, failed: 0, skipped: 1 });
    process.exit(0);
  }
  if (!existsSync('dist/index.html')) {
    console.error(`${tag}: dist/ is missing: run \`npm run build\` first.`);
    report({ passed: 0, failed: 1, skipped: 0 });
    process.exit(1);
  }
}

/** The arguments that serve the build on `port` (vite preview). */
export const previewArgs = (port) => [
  'node_modules/vite/bin/vite.js',
  'preview',
  '--host',
  '127.0.0.1',
  '--port',
  String(port),
  '--strictPort',
];

/** KAPOW! on the platform, its first screen: a fresh deal with fast bots. */
export const KAPOW_START = '/?speed=instant&seed=7#game=kapow';

/**
 * Run in the page: one step of the person's KAPOW! turn, as the table offers it (start,
 * reveal, draw, discard, end the turn); the button's name, or null when it is Kai's turn.
 * Self-contained: it is sent to the browser as source.
 */
export function kapowStep() {
  const buttons = [...document.querySelectorAll('button')].filter((b) => !b.disabled);
  const named = (re) =>
    buttons.find((b) => re.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
  const mine = [...document.querySelectorAll('.kme button')];
  const b =
    buttons.find((x) => x.classList.contains('start')) ??
    mine.find((x) => /Reveal/.test(x.getAttribute('aria-label') ?? '')) ??
    named(/Draw a card/) ??
    named(/^Discard the /) ??
    named(/^End turn$/) ??
    named(/^Next round$/);
  b?.click();
  return b ? (b.getAttribute('aria-label') ?? b.textContent) : null;
}

/** Run in the page: KAPOW!'s saved match, as its number of actions (-1: none). */
export function kapowSaved() {
  const r = JSON.parse(localStorage.getItem('table:kapow:match') ?? 'null');
  return r ? r.actions.length : -1;
}
