// A third browser engine: WebKit (Safari's), Debian's WebKitWebDriver driving its MiniBrowser
// under Xvfb over classic WebDriver (plain HTTP JSON, no client library). It plays the built
// game: start, a few moves, reload in the middle and resume; runs a short comparison in the
// rules lab and sees its figures arrive; checks that a select and an unticked checkbox are
// drawn the page's way (WebKit draws its own dark controls under `color-scheme: dark`); no
// page error. Installed when root with apt-get (webkit2gtk-driver, xvfb); skipped with a
// clear message where it cannot be had. Writes reports/webkit.json for the closing line.
// KAPAGA_WEBKIT_SHOTS=dir saves screenshots of each screen at two window sizes.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import {
  findOrInstall,
  has,
  KAPOW_START,
  kapowSaved,
  kapowStep,
  PLATFORM_GAMES,
  playOnPlatform,
  previewArgs,
  reporter,
  requireOrSkip,
} from './smoke-common.mjs';
import { contrast, decodePng, rgb } from './smoke-pixels.mjs';
import { freePort, webDriver } from './smoke-webdriver.mjs';

const PORT = Number(process.env.KAPAGA_WEBKIT_PORT) || 4192;
const DEADLINE = Date.now() + 200_000;
const SHOTS = process.env.KAPAGA_WEBKIT_SHOTS;
const report = reporter('webkit');

/** MiniBrowser ships inside Debian's libwebkit2gtk; its path has the library's version. */
function findMiniBrowser() {
  const env = process.env.KAPAGA_MINIBROWSER;
  if (env) return existsSync(env) ? env : undefined;
  for (const pkg of ['libwebkit2gtk-4.1-0', 'libwebkit2gtk-4.0-37', 'libwebkitgtk-6.0-4']) {
    const out = spawnSync('dpkg', ['-L', pkg], { encoding: 'utf8' }).stdout ?? '';
    const path = out.split('\n').find((l) => l.endsWith('/MiniBrowser'));
    if (path && existsSync(path)) return path;
  }
  return undefined;
}
const ready = () => has('WebKitWebDriver') && has('xvfb-run') && findMiniBrowser();

const miniBrowser = findOrInstall({
  tag: 'webkit-smoke',
  find: ready,
  packages: ['webkit2gtk-driver', 'xvfb'],
  pinned: Boolean(process.env.KAPAGA_MINIBROWSER),
});
requireOrSkip({
  tag: 'webkit-smoke',
  found: miniBrowser,
  why: 'no WebKit here. Install it (`sudo apt-get install webkit2gtk-driver xvfb`) or set KAPAGA_MINIBROWSER=/path/to/MiniBrowser.',
  report,
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Polls `probe` until it answers truthy; fails naming `what` after `ms`. */
async function until(what, probe, ms = 20_000) {
  const end = Math.min(Date.now() + ms, DEADLINE);
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(150);
  }
}

// Each child gets its own process group, so that killing the group ends xvfb-run, Xvfb, the
// driver and the browser it started, or vite and its workers; nothing outlives the test.
const children = [];
const start = (cmd, args) => {
  const child = spawn(cmd, args, { stdio: 'ignore', detached: true });
  children.push(child);
  return child;
};
const killAll = () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', killAll);
// Whatever hangs (a driver that never answers), the test ends, fails and cleans up.
setTimeout(() => {
  console.error('webkit-smoke: FAILED: still running after 4 minutes');
  report({ passed: 0, failed: 1, skipped: 0 });
  process.exit(1);
}, 240_000).unref();
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });

start(process.execPath, previewArgs(PORT));
const base = `http://127.0.0.1:${PORT}`;
const driverPort = await freePort();
start('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${driverPort}`]);
const driver = `http://127.0.0.1:${driverPort}`;
let session;
const { wd, s, run, find, click, button, labelled, type } = webDriver(driver, until, () => session);

// Page errors: a collector installed after each load, read before the page goes away.
const errors = [];
const watchErrors = () =>
  run(() => {
    if (window.__smokeErrors) return;
    window.__smokeErrors = [];
    window.addEventListener('error', (e) => window.__smokeErrors.push(String(e.message)));
    window.addEventListener('unhandledrejection', (e) =>
      window.__smokeErrors.push(`unhandled rejection: ${String(e.reason)}`),
    );
  });
const readErrors = async () => errors.push(...((await run(() => window.__smokeErrors)) ?? []));
const waitLoaded = () =>
  until('the page to load', () => run(() => document.readyState === 'complete'));

/** What an element looks like on screen: its most common colour, and its colours. */
async function looks(ref) {
  await run((el) => el.scrollIntoView({ block: 'center' }), ref);
  // Let the scroll reach the screen before the picture is taken.
  await wd('POST', s('/execute/async'), {
    script:
      'const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)));',
    args: [],
  });
  const r = await run((el) => {
    const b = el.getBoundingClientRect();
    const k = window.devicePixelRatio;
    return [b.left * k, b.top * k, b.right * k, b.bottom * k].map(Math.round);
  }, ref);
  const png = decodePng(await wd('GET', s('/screenshot')));
  const count = new Map();
  const seen = [];
  for (let y = Math.max(0, r[1]); y < Math.min(png.height, r[3]); y++)
    for (let x = Math.max(0, r[0]); x < Math.min(png.width, r[2]); x++) {
      const c = png.at(x, y);
      const k = c.join();
      if (!count.has(k)) seen.push(c);
      count.set(k, (count.get(k) ?? 0) + 1);
    }
  if (!seen.length) throw new Error('an element to check is off screen');
  const fill = [...count]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(',')
    .map(Number);
  return { fill, seen };
}

async function shot(name) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const png = await wd('GET', s('/screenshot'));
  writeFileSync(`${SHOTS}/${name}.png`, Buffer.from(png, 'base64'));
}

// A seeded deal against two easy bots, at once (the link's options apply on its first load).
const START = '/?seed=20260&opponents=2&level=easy&speed=instant';
const HAND = '[role="group"][aria-label^="Your hand"]';
const handText = () => run((sel) => document.querySelector(sel)?.textContent ?? null, HAND);
const actions = () =>
  run(() => JSON.parse(localStorage.getItem('table:kapaga:match') ?? '{}').actions?.length);
/** The first screen, from a page that may show the match left running (its Menu). */
async function firstScreen() {
  const menu = await run(() =>
    [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Menu'),
  );
  if (menu) await click(await button('Menu'));
}
/** The table's settings, folded on the first screen: opened. */
const settings = async () =>
  click(
    await until('the table settings', () =>
      find(() => document.querySelector('details.table-settings:not([open]) > summary')),
    ),
  );

try {
  await until('WebKitWebDriver', async () => (await fetch(`${driver}/status`)).ok, 20_000);
  await until('the preview server', async () => (await fetch(base)).ok, 20_000);
  const caps = await wd('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
        timeouts: { script: 20_000, pageLoad: 30_000 },
      },
    },
  });
  session = caps.sessionId;
  const version = `${caps.capabilities.browserName} ${caps.capabilities.browserVersion}`;
  await wd('POST', s('/window/rect'), { width: 1024, height: 800 });

  // The new-game screen: its selects are drawn on the page's paper, text readable.
  await wd('POST', s('/url'), {
    url: `${base}${START}`,
  });
  await waitLoaded();
  await watchErrors();
  // The text colour the page sets, against the box WebKit actually draws.
  const select = await until('a select', () => find(() => document.querySelector('select')));
  const ink = rgb(await run((el) => getComputedStyle(el).color, select));
  const { fill } = await looks(select);
  if (contrast(ink, fill) < 4.5)
    throw new Error(
      `a select draws its text rgb(${ink}) on rgb(${fill}) (contrast ${contrast(ink, fill).toFixed(1)}): hard to read`,
    );
  await shot('new-game');

  // Settings: an unticked checkbox stands out from the paper around it (3:1, as for any
  // control's outline), not a white box on cream.
  await settings();
  const box = await until('an unticked checkbox in the settings', () =>
    find(() => document.querySelector('.table-settings input[type="checkbox"]:not(:checked)')),
  );
  const around = rgb(
    await run((el) => {
      for (let e = el.parentElement; e; e = e.parentElement) {
        const bg = getComputedStyle(e).backgroundColor;
        if (!/^rgba\(.*, 0\)$|transparent/.test(bg)) return bg;
      }
      return 'rgb(255, 255, 255)';
    }, box),
  );
  const outline = Math.max(...(await looks(box)).seen.map((c) => contrast(c, around)));
  if (outline < 3)
    throw new Error(
      `an unticked checkbox barely shows on rgb(${around}) (contrast ${outline.toFixed(1)})`,
    );
  await shot('settings');
  await wd('POST', s('/url'), { url: `${base}${START}` });
  await waitLoaded();
  await watchErrors();

  // A match: start, a few moves, then a reload in the middle: the same hand comes back.
  await click(await button('Start'));
  await until('the hand', () => find((sel) => document.querySelector(sel), HAND));
  /** Waits for the person's turn (their simplest move: call the first suit offered, keep a
   *  drawn card, or draw) or for a bot to end the round; nothing moves then. */
  const myTurn = (moves) =>
    until('a move to make', () =>
      run(() =>
        document.querySelector('.round-over, .match-over')
          ? 'over'
          : (document.querySelector('.call-chooser button') ??
            [...document.querySelectorAll('.controls button')].find(
              (b) => !b.disabled && /^(Keep|Draw)/.test(b.textContent ?? ''),
            )),
      ),
    ).catch(async (e) => {
      const on = await run(() =>
        [...document.querySelectorAll('.controls button, [role="status"]')]
          .map((b) => `${b.textContent.trim()}${b.disabled ? ' (disabled)' : ''}`)
          .join(' | '),
      ).catch(() => '?');
      throw new Error(`${e.message} after ${moves} moves; on screen: ${on}`);
    });
  let moves = 0;
  let next = await myTurn(moves);
  for (let tries = 1; moves < 6 && next !== 'over'; tries++) {
    if (tries > 20) throw new Error(`only ${moves} of 20 clicks made a move`);
    const before = await actions();
    await click(next);
    // A chooser ignores clicks in its first moments (CHOOSER_GRACE_MS): then click again.
    const saved = await until('the move', async () => (await actions()) > before, 2_000).catch(
      () => false,
    );
    if (saved) moves++;
    next = await myTurn(moves);
  }
  await shot('table');
  // Reloaded while the table is still (the person's turn, or the round's end).
  const before = await handText();
  const saved = await actions();
  await readErrors();
  await wd('POST', s('/refresh'), {});
  await waitLoaded();
  await watchErrors();
  const again = await myTurn(moves);
  const after = await handText();
  const resumed = await actions();
  if (
    !(saved > 0) ||
    before !== after ||
    resumed !== saved ||
    (again === 'over') !== (next === 'over')
  )
    throw new Error(`the reload did not resume the match (${saved} -> ${resumed} moves)`);

  // The rules lab: its workers run a short comparison and the figures arrive.
  await readErrors();
  await wd('POST', s('/url'), { url: `${base}/` });
  await waitLoaded();
  await watchErrors();
  await until('the page', () => find(() => document.querySelector('main')));
  await firstScreen();
  await click(await button('Rules lab'));
  await type(await labelled('Rounds of each'), '40');
  await click(await button('Compare'));
  const done = await until(
    'the lab to finish',
    () =>
      run(() => {
        const status = [...document.querySelectorAll('[role="status"]')].find((e) =>
          /^Done/.test(e.textContent.trim()),
        );
        const rows = document.querySelectorAll('.lab-table tbody tr').length;
        return status && rows > 5 ? `${status.textContent.trim()} (${rows} rows)` : null;
      }),
    60_000,
  );
  await shot('lab');
  await readErrors();
  if (SHOTS) {
    // The same screens in a phone-wide window (WebKitGTK's narrowest is about 447 px).
    await wd('POST', s('/window/rect'), { width: 447, height: 844 });
    await shot('lab-narrow');
    await wd('POST', s('/url'), { url: `${base}/` });
    await waitLoaded();
    await until('the page', () => find(() => document.querySelector('main')));
    await firstScreen();
    await shot('new-game-narrow');
    await settings();
    await shot('settings-narrow');
    await wd('POST', s('/url'), { url: `${base}/` });
    await waitLoaded();
    await until('the page', () => find(() => document.querySelector('main')));
    await firstScreen();
    const more = await until('the house rules editor', () =>
      find(() =>
        [...document.querySelectorAll('summary')].find((e) => /house rules/i.test(e.textContent)),
      ),
    );
    await click(more);
    const deck = await until('a select in the editor', () =>
      find(() => document.querySelector('.rules-fields select')),
    );
    await run((el) => el.scrollIntoView({ block: 'center' }), deck);
    await shot('editor-narrow');
  }
  // KAPOW! on the platform: a few steps of the person's turns, a reload, the same match.
  await readErrors();
  await wd('POST', s('/url'), { url: `${base}${KAPOW_START}` });
  await watchErrors();
  await until("KAPOW!'s setup", () => find(() => document.querySelector('button.start')));
  for (let i = 0; i < 12; i++) {
    await run(kapowStep);
    await new Promise((r) => setTimeout(r, 250));
  }
  await until("KAPOW!'s table", () => find(() => document.querySelector('.kme')));
  const kapowMoves = await run(kapowSaved);
  await shot('kapow');
  await readErrors();
  await wd('POST', s('/refresh'), {});
  await watchErrors();
  await until("KAPOW!'s table after the reload", () => find(() => document.querySelector('.kme')));
  const kapowBack = await run(kapowSaved);
  if (kapowMoves < 4 || kapowBack !== kapowMoves)
    throw new Error(`KAPOW! did not resume its match (${kapowMoves} -> ${kapowBack} actions)`);
  // The newer games, from their links, through the platform's screens only.
  const load = async (go) => {
    await readErrors();
    await go();
    await waitLoaded();
    await watchErrors();
  };
  const played = [];
  for (const game of PLATFORM_GAMES)
    played.push(
      await playOnPlatform(game, {
        base,
        evaluate: run,
        open: (url) => load(() => wd('POST', s('/url'), { url })),
        reload: () => load(() => wd('POST', s('/refresh'), {})),
      }),
    );
  await readErrors();
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  console.log(
    `webkit-smoke: passed in ${version}: KAPOW! played ${kapowMoves} actions, reloaded and resumed; ${played.join('; ')}; a select and a checkbox drawn readable, started, reloaded after ${moves} moves${next === 'over' ? " (at the round's end)" : ''} and resumed, the lab ran (${done})`,
  );
  report({ passed: 1, failed: 0, skipped: 0 });
} catch (e) {
  // What the page showed when it failed, for whoever reads the log.
  if (session)
    await wd('GET', s('/screenshot'))
      .then((png) => {
        mkdirSync('reports', { recursive: true });
        writeFileSync('reports/webkit-failure.png', Buffer.from(png, 'base64'));
      })
      .catch(() => {});
  console.error(`webkit-smoke: FAILED: ${e instanceof Error ? e.message : String(e)}`);
  report({ passed: 0, failed: 1, skipped: 0 });
  process.exitCode = 1;
} finally {
  if (session) await wd('DELETE', s('')).catch(() => {});
  killAll();
}
