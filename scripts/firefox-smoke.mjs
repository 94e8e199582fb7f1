// A second browser engine: Firefox, driven by puppeteer-core over WebDriver BiDi, plays the
// built game here: start, play a round to its end, reload in the middle and resume.
// Installed like Chromium (Debian's firefox-esr when root with apt-get); skipped with a
// clear message where it cannot be had. Writes reports/firefox.json for the closing line.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  findOrInstall,
  KAPOW_START,
  kapowSaved,
  kapowStep,
  PLATFORM_GAMES,
  playOnPlatform,
  previewArgs,
  reporter,
  requireOrSkip,
} from './smoke-common.mjs';

const CANDIDATES = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];
const PORT = Number(process.env.KAPAGA_FIREFOX_PORT) || 4191;
const report = reporter('firefox');

function findFirefox() {
  const env = process.env.KAPAGA_FIREFOX;
  if (env) return existsSync(env) ? env : undefined;
  return CANDIDATES.find((p) => existsSync(p));
}

const firefox = findOrInstall({
  tag: 'firefox-smoke',
  find: findFirefox,
  packages: ['firefox-esr'],
  pinned: Boolean(process.env.KAPAGA_FIREFOX),
});
requireOrSkip({
  tag: 'firefox-smoke',
  found: firefox,
  why: 'no Firefox here. Install it (`sudo apt-get install firefox-esr`) or set KAPAGA_FIREFOX=/path/to/firefox.',
  report,
});

const { default: puppeteer } = await import('puppeteer-core');
const server = spawn(process.execPath, previewArgs(PORT), { stdio: 'ignore' });
const base = `http://127.0.0.1:${PORT}`;
// Whatever hangs (a browser that never answers), the test ends, fails and cleans up.
let browser;
const watchdog = setTimeout(() => {
  console.error('firefox-smoke: FAILED: still running after 4 minutes');
  report({ passed: 0, failed: 1, skipped: 0 });
  browser?.process()?.kill('SIGKILL');
  server.kill();
  process.exit(1);
}, 240_000);
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 200));
}

const HAND = '[role="group"][aria-label^="Your hand"]';
try {
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefox,
    headless: true,
    protocol: 'webDriverBiDi',
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/?seed=20260&opponents=2&level=easy&speed=instant`);
  await page.locator('button ::-p-text(Start)').click();
  await page.waitForSelector(HAND);
  const version = await browser.version();

  /** The person's simplest move when it is their turn: keep a drawn card, or draw. */
  const move = () =>
    page.evaluate(() => {
      const buttons = [...document.querySelectorAll('.controls button')];
      const b = buttons.find((x) => !x.disabled && /^(Keep|Draw)/.test(x.textContent ?? ''));
      b?.click();
      return Boolean(document.querySelector('.round-over, .match-over'));
    });

  // A few moves, then a reload in the middle of the round: the same hand comes back.
  for (let i = 0; i < 6; i++) {
    await move();
    await new Promise((r) => setTimeout(r, 250));
  }
  await page.waitForSelector(HAND);
  const before = await page.$eval(HAND, (e) => e.textContent);
  const saved = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('table:kapaga:match') ?? '{}').actions?.length,
    );
  const moves = await saved();
  await page.reload();
  await page.waitForSelector(HAND);
  const after = await page.$eval(HAND, (e) => e.textContent);
  const resumed = await saved();
  if (!(moves > 0) || before !== after || resumed !== moves)
    throw new Error(`the reload did not resume the match (${moves} -> ${resumed} moves)`);

  // Play the round to its end.
  const t0 = Date.now();
  let over = false;
  while (!over && Date.now() - t0 < 90_000) {
    over = await move();
    await new Promise((r) => setTimeout(r, 150));
  }
  if (!over) throw new Error('the round did not end within 90 s');
  // KAPOW! on the platform: a few steps of the person's turns, a reload, the same match.
  await page.goto(`${base}${KAPOW_START}`);
  await page.waitForSelector('button.start');
  for (let i = 0; i < 12; i++) {
    await page.evaluate(kapowStep);
    await new Promise((r) => setTimeout(r, 250));
  }
  await page.waitForSelector('.kme');
  const kapowMoves = await page.evaluate(kapowSaved);
  await page.reload();
  await page.waitForSelector('.kme');
  const kapowBack = await page.evaluate(kapowSaved);
  if (kapowMoves < 4 || kapowBack !== kapowMoves)
    throw new Error(`KAPOW! did not resume its match (${kapowMoves} -> ${kapowBack} actions)`);
  // The newer games, from their links, through the platform's screens only.
  const played = [];
  for (const game of PLATFORM_GAMES)
    played.push(
      await playOnPlatform(game, {
        base,
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        open: (url) => page.goto(url),
        reload: () => page.reload(),
      }),
    );
  if (errors.length) throw new Error(`page errors: ${errors[0]}`);
  console.log(
    `firefox-smoke: passed in ${version}: started, reloaded at move ${moves} and resumed, played the round to its end; KAPOW! played ${kapowMoves} actions, reloaded and resumed; ${played.join('; ')}`,
  );
  report({ passed: 1, failed: 0, skipped: 0 });
} catch (e) {
  console.error(`firefox-smoke: FAILED: ${e instanceof Error ? e.message : String(e)}`);
  report({ passed: 0, failed: 1, skipped: 0 });
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await browser?.close().catch(() => {});
  server.kill();
}
