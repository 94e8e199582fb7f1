/**
 * Kapaga on the table under faults of size and of time (issue 9): a very long replay opened
 * from a file steps anywhere at once and keeps the page small; a bot worker that never
 * answers is given up on, said, and the bots play on. (Split from faults.spec.ts.)
 */
import { expect, type Page, test } from '@playwright/test';
import {
  type Action,
  applyAction,
  type Game,
  newGame,
  playerView,
  recordToText,
  snapshot,
} from '../src/games/kapaga/engine';
import { moveToAction } from '../src/games/kapaga/engine/fast';
import { rand, randomMove } from '../src/games/kapaga/sim/random';

const moves = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('table:kapaga:match') ?? '{}').actions);

/** A record of `n` legal moves: random play on a very long match. */
function longRecord(n: number) {
  // Ten players, no recycle points, a very high limit: a match of about 21,000 moves.
  const rules = { eliminationScore: 100000, recyclePenalty: 0 };
  const start = newGame({ players: 10, seed: 7, rules });
  if (!start.ok) throw new Error(start.error.message);
  let g: Game = start.value;
  const r = rand(3);
  const actions: Action[] = [];
  while (actions.length < n) {
    const m = randomMove(g, r, 'eager');
    if (!m) break;
    const a = moveToAction(m);
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
    actions.push(a);
  }
  expect(snapshot(g).phase).not.toBe('game-over');
  expect(playerView(g, 0).seat).toBe(0);
  return { players: 10, seed: 7, rules, actions };
}

test('a 20,000-move replay: any move at once, the page stays small', async ({ page }) => {
  test.setTimeout(120_000);
  const long = longRecord(20_000);
  await page.goto('/');
  await page.getByLabel('Open a replay file').setInputFiles({
    name: 'long.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(recordToText(long)),
  });
  const step = page.locator('.replay-step');
  await expect(step).toHaveText('Step 0 of 20000:', { timeout: 60_000 });
  const jump = (name: string) =>
    page.evaluate(async (n) => {
      const b = [...document.querySelectorAll('button')].find((x) => x.textContent === n);
      const t0 = performance.now();
      b?.click();
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - t0;
    }, name);
  const last = await jump('Last');
  await expect(step).toHaveText('Step 20000 of 20000:');
  const first = await jump('First');
  await expect(step).toHaveText('Step 0 of 20000:');
  await jump('Last');
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  console.log(
    `20,000-move replay: Last ${last.toFixed(0)} ms, First ${first.toFixed(0)} ms, ${nodes} DOM nodes`,
  );
  expect(nodes).toBeLessThan(4000);
});

test.describe('a worker that never answers', () => {
  // The offline service worker would serve the real worker from its cache, past the route.
  test.use({ serviceWorkers: 'block' });
  test('the expert falls back at once after the first miss, and says so', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route(/botWorker-.*\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'self.onmessage = () => {};' }),
    );
    await page.goto('/?seed=5&opponents=3&level=expert&speed=instant');
    // Every seat the expert's: the bots play on their own.
    await page.getByRole('combobox', { name: 'Who plays seat 1' }).selectOption('expert');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'stopped answering' })).toBeVisible({
      timeout: 15_000,
    });
    const count = async () => (await moves(page))?.length ?? 0;
    // The worker is never waited on again: a wait for it would take its whole patience (5 s)
    // a move, so 5 s would bring one move; thought out on the page they keep coming (about
    // 30 in 5 s on a quiet machine, fewer when the machine is loaded: the line is drawn far
    // from both).
    const before = await count();
    await page.waitForTimeout(5000);
    expect((await count()) - before).toBeGreaterThan(5);
    // Still said while the bots play on.
    await expect(page.getByRole('alert').filter({ hasText: 'stopped answering' })).toBeVisible();
  });
});
