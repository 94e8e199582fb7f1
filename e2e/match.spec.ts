import { expect, test } from '@playwright/test';
import { axe, humanStep, menuEntry, startGame } from './helpers';

test('a whole match with bots, at top speed, to game over', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await startGame(page, 'seed=4242&opponents=2&level=medium&speed=instant');
  let rounds = 0;
  let checkedRound = false;
  let checkedOut = false;
  for (let i = 0; i < 5000; i++) {
    // The person only draws: out of the match soon, then the bots play it out.
    const step = await humanStep(page, { drawOnly: true, nextRound: true });
    if (step === 'over') break;
    if (step === 'next') rounds++;
    if (!checkedRound && (await page.locator('.round-over').isVisible())) {
      checkedRound = true;
      await axe(page, 'round over');
    }
    if (!checkedOut && (await page.locator('.out-note').isVisible())) {
      checkedOut = true;
      await expect(page.locator('.out-note')).toContainText('You are out');
    }
  }
  await expect(page.getByRole('heading', { name: 'Game over' })).toBeVisible();
  await expect(page.locator('.game-over .winner')).toHaveText(/wins the game|share the win/);
  await expect(page.getByRole('table', { name: 'Final table' })).toBeVisible();
  expect(rounds).toBeGreaterThan(0);
  expect(checkedOut).toBe(true);
  await axe(page, 'game over');
  await page.screenshot({ path: `${test.info().project.outputDir}/screens/desktop-game-over.png` });
  // Play again: a new match at the same table.
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
  await expect(page.locator('.round-info')).toContainText('Round 1');
  // The result was kept.
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: 'Past games' })).toBeVisible();
  // And kept in the history (IndexedDB): the stats page shows it.
  await page.getByRole('button', { name: 'Your stats' }).click();
  await expect(page.getByRole('heading', { name: 'Your stats' })).toBeVisible();
  await expect(page.locator('.stats-summary')).toContainText(/1 match, 0 won|1 match, 1 won/);
  await expect(page.getByRole('table', { name: 'Your last matches' })).toContainText(/of 3/);
  await axe(page, 'stats');
  await page.screenshot({ path: `${test.info().project.outputDir}/screens/desktop-stats.png` });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your history' }).click();
  expect((await download).suggestedFilename()).toBe('kapaga-history.json');
  expect(errors).toEqual([]);
});

test('the expert thinks in a Web Worker and plays', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await startGame(page, 'seed=9&opponents=1&level=expert&speed=fast');
  // Let the person draw until the expert has moved at least twice.
  await expect(async () => {
    await humanStep(page, { drawOnly: true });
    const reasons = await page.locator('.log-line.reason').count();
    expect(reasons).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 20_000 });
  expect(workers.some((u) => /botWorker/.test(u))).toBe(true);
});

test('the expert advises on the first turn of the same deal after watching the bots', async ({
  page,
}) => {
  // Issue 19: the advice was keyed by the move count, so a new match whose first turn came
  // at the count last advised (the same deal) was never asked and stayed "thinking".
  test.setTimeout(60_000);
  await page.goto('/?fresh&seed=12&speed=fast');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('checkbox', { name: /What would the expert do/ }).check();
  await page.keyboard.press('Escape');
  const advice = page.locator('.advice');
  const advised = async () => {
    await expect(advice).toBeVisible({ timeout: 15_000 });
    // Well within the page's own fallback (HINT_PATIENCE_MS): the expert itself answers.
    await expect(advice).not.toContainText('thinking', { timeout: 4000 });
  };
  await page.getByRole('button', { name: 'Start' }).click();
  await advised();
  await menuEntry(page, 'New game');
  await page.getByRole('button', { name: 'Watch the bots play' }).click();
  await expect(page.getByRole('region', { name: 'Watching the bots' })).toBeVisible();
  await page.waitForTimeout(1500);
  await menuEntry(page, 'New game');
  await page.getByRole('button', { name: 'Start' }).click();
  // The match set aside while watching is left (asked first when it was begun).
  const ask = page.getByRole('dialog', { name: 'Start a new match?' });
  await ask
    .getByRole('button', { name: 'Leave it and start' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
  await advised();
});

test('a running match is never thrown away: watching sets it aside, a new match asks first', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, 'seed=4242&opponents=2&level=easy&speed=instant');
  const moves = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('kapaga:match') ?? '{}').record?.actions ?? [],
    );
  await expect(async () => {
    await humanStep(page, { drawOnly: true });
    expect((await moves()).length).toBeGreaterThan(4);
  }).toPass({ timeout: 15_000 });
  await menuEntry(page, 'New game');
  await page.waitForTimeout(500); // the bots' moves up to the person's turn
  const mine = await moves();

  // Watching the bots never asks, and never loses the match: it is set aside, even past a reload.
  await page.getByRole('button', { name: 'Watch the bots play' }).click();
  await expect(page.locator('.round-info')).toContainText('watching');
  await page.reload();
  await expect(page.locator('.round-info')).toContainText('watching');
  await menuEntry(page, 'New game');
  await page.getByRole('button', { name: 'Back to your game' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
  expect(await moves()).toEqual(mine);

  // Start asks first; "Back to that match" keeps playing it.
  await menuEntry(page, 'New game');
  await page.getByRole('button', { name: 'Start' }).click();
  const ask = page.getByRole('dialog', { name: 'Start a new match?' });
  await expect(ask).toContainText('Leave your match against Ada and Bruno?');
  await ask.getByRole('button', { name: 'Back to that match' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
  expect((await moves()).slice(0, mine.length)).toEqual(mine);

  // Leaving it: the match is kept in Replays as unfinished, to step through.
  await menuEntry(page, 'New game');
  await page.getByRole('button', { name: 'Start' }).click();
  await ask.getByRole('button', { name: 'Leave it and start' }).click();
  await expect(page.locator('.round-info')).toContainText('Round 1');
  await menuEntry(page, 'Replay');
  const replays = page.getByRole('dialog', { name: 'Replays' });
  await expect(replays).toContainText(/You, Ada and Bruno: \d+ moves, left unfinished/);
  await replays.getByRole('button', { name: 'Step through it' }).click();
  await expect(page.getByRole('heading', { name: 'Replay', exact: true })).toBeVisible();
  await expect(page.getByLabel(/Move 0 of \d+: the deal/)).toBeVisible();
});

test("the browser's Back closes the open dialog and stays in the game", async ({ page }) => {
  await page.goto('/?fresh&speed=instant');
  // The game takes its one-time options (`fresh`) off the address as it starts: read the
  // address once it has.
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  const url = page.url();
  await page.getByRole('button', { name: 'Replays' }).click();
  await expect(page.getByRole('dialog', { name: 'Replays' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  expect(page.url()).toBe(url);
  // Closed with its button, a dialog leaves no step behind: Back leaves the page as before.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.history.state?.kapagaDialogs ?? 0)).toBe(0);
});
