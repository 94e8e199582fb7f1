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

// ---- the newer games on the platform: opened from their links, played by generic steps ----

/** The games the smoke tests play through the platform's own screens only. */
export const PLATFORM_GAMES = [
  { id: 'capit', name: 'Cap-It' },
  { id: 'lakrap', name: 'La Krap' },
];

/** A game's link: its setup with the person and three easy bots, at once. */
export const platformLink = (id) => `/?speed=instant&seed=7&players=4&level=easy#game=${id}`;

/** The person's moves and the actions saved before the reload (at least). */
const MIN_MOVES = 3;
const MIN_ACTIONS = 12;
/** How long a game may play to get there, and take from its link to its reload's end. */
const PLAY_MS = 30_000;
const GAME_MS = 50_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it answers truthy; fails naming `what` after `ms`. */
export async function waitFor(what, probe, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await sleep(150);
  }
}

/**
 * Run in the page: on the setup of the game called `name` (its heading), presses Start;
 * true once pressed. Self-contained, as every function sent to the browser.
 */
export function startFromSetup(name) {
  const setup = document.querySelector('main[aria-labelledby="setup-h"]');
  if (setup?.querySelector('#setup-h')?.textContent.trim() !== name) return false;
  const start = [...setup.querySelectorAll('form button[type="submit"]')].find(
    (b) => !b.disabled && b.textContent.trim() === 'Start',
  );
  start?.click();
  return Boolean(start);
}

/**
 * Run in the page: where the match of `name` (kept as `table:<id>:match`) stands: on its
 * match screen, the person's turn (the platform's hint offered), the round, the actions saved
 * (how many, and as JSON).
 */
export function platformNow(id, name) {
  const match = document.querySelector(`main[aria-label="${name} match"]`);
  const rec = JSON.parse(localStorage.getItem(`table:${id}:match`) ?? 'null');
  return {
    match: Boolean(match),
    turn: Boolean(match?.querySelector('.match-head .hint')),
    round: match?.querySelector('.match-title .round')?.textContent.trim() ?? null,
    saved: Array.isArray(rec?.actions) ? rec.actions.length : -1,
    actions: JSON.stringify(rec?.actions ?? null),
  };
}

/**
 * Run in the page: one generic step of the person's: the platform's hint taken ("Play it"),
 * or asked for ("Hint"), or the next round dealt (the platform's button or the table's);
 * the button's name, or null while the bots play.
 */
export function platformStep() {
  const match = document.querySelector('main.platform-match');
  const buttons = [...(match?.querySelectorAll('button') ?? [])].filter((b) => !b.disabled);
  const hint = [...(match?.querySelectorAll('.match-head .hint button') ?? [])];
  const named = (list, re) => list.find((b) => !b.disabled && re.test(b.textContent.trim()));
  const b =
    named(hint, /^Play it$/) ??
    named(hint, /^Hint$/) ??
    named(buttons, /^(Deal the )?next round$/i);
  b?.click();
  return b ? b.textContent.trim() : null;
}

/** Run in the page: the enabled buttons of the match screen, for a failure's message. */
export function buttonsShown() {
  return [...document.querySelectorAll('main button')]
    .filter((b) => !b.disabled)
    .map((b) => (b.getAttribute('aria-label') ?? b.textContent).trim().slice(0, 30))
    .join(' | ');
}

/**
 * A game from its link to a reload, in any browser: `evaluate(fn, ...args)` runs `fn` in the
 * page, `open(url)` and `reload()` load it. Start against the bots; the person's turns played
 * by the hint till a few actions are saved; reloaded on the person's turn: the same record
 * (its actions, its round) is back. Throws with the game's name and what was on screen.
 */
export async function playOnPlatform({ id, name }, { base, evaluate, open, reload }) {
  const t0 = Date.now();
  /** A wait's time: 20 s at most, and what is left of the game's. */
  const left = () => Math.max(1_000, Math.min(20_000, t0 + GAME_MS - Date.now()));
  const fail = async (what) => {
    const shown = await evaluate(buttonsShown).catch(() => '?');
    return new Error(`${name}: ${what}; buttons on screen: ${shown}`);
  };
  await open(`${base}${platformLink(id)}`);
  await waitFor(
    `${name}'s setup and its Start button`,
    () => evaluate(startFromSetup, name),
    left(),
  );
  await waitFor(
    `${name}'s match screen`,
    async () => (await evaluate(platformNow, id, name)).match,
    left(),
  );
  let moves = 0;
  let dealt = 0;
  for (;;) {
    const now = await evaluate(platformNow, id, name);
    if (now.turn && now.saved >= MIN_ACTIONS && moves >= MIN_MOVES) {
      // Still for a moment (no bot choosing at the same time): the reload comes now.
      await sleep(300);
      const still = await evaluate(platformNow, id, name);
      if (still.turn && still.saved === now.saved) break;
    }
    if (Date.now() - t0 > PLAY_MS)
      throw await fail(
        `play stalled: ${now.saved} actions saved and ${moves} moves by the person ${PLAY_MS / 1000} s after its link`,
      );
    const did = await evaluate(platformStep);
    if (did === 'Play it') moves++;
    if (did && /round$/i.test(did)) dealt++;
    await sleep(did ? 150 : 100);
  }
  const saved = await evaluate(platformNow, id, name);
  const bots = saved.saved - moves - dealt;
  if (bots < MIN_MOVES) throw await fail(`the bots made only ${bots} of ${saved.saved} actions`);
  await reload();
  const back = await waitFor(
    `${name}'s match back after the reload, on the person's turn`,
    async () => {
      const n = await evaluate(platformNow, id, name);
      return n.match && n.turn ? n : null;
    },
    left(),
  ).catch(async (e) => {
    throw await fail(e.message);
  });
  if (back.actions !== saved.actions || back.round !== saved.round)
    throw await fail(
      `the reload did not keep the match (${saved.saved} actions in ${saved.round} -> ${back.saved} in ${back.round})`,
    );
  return `${name} ${saved.saved} actions (${moves} by hints, ${saved.round}) kept over a reload in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
}
