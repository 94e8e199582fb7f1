import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axe, SIZES } from './helpers';

/** The figures on show: every row's label and its two cells, as text. */
const figures = (page: Page) =>
  page
    .locator('.lab-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        [...r.querySelectorAll('th, td')].map((c) => c.textContent?.trim()).join(' | '),
      ),
    );

async function openLab(page: Page) {
  await page.goto('/?fresh');
  await page.getByRole('button', { name: 'Rules lab' }).click();
  await expect(page.getByRole('heading', { name: 'Rules lab: Kapaga' })).toBeVisible();
}

test('the rules lab: a small comparison end to end, a stop midway, and the shared link gives the same numbers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // two comparisons of 60 deals: past 30 s on a loaded machine
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLab(page);
  // Stop one midway: what came in stays on screen, nothing more arrives.
  await page.getByLabel('Rounds of each').fill('3000');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.locator('.lab-table').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Simulating/ })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  const stopped = page.getByRole('status').filter({ hasText: /^Stopped/ });
  await expect(stopped).toBeVisible();
  const atStop = await stopped.textContent();
  await page.waitForTimeout(700);
  expect(await stopped.textContent()).toBe(atStop);
  // A small comparison, to the end: B starts from Crazy Eights, a seat of its own.
  const b = page.getByRole('group', { name: 'Rule set B' });
  await b.getByLabel('Start from').selectOption({ label: 'Crazy Eights' });
  await expect(b.getByRole('textbox', { name: 'Name' })).toHaveValue('Crazy Eights');
  await page.getByRole('combobox', { name: /^Players/ }).selectOption('3');
  await page.getByLabel('Bots').selectOption('seats');
  await page.getByLabel('Seat 2').selectOption('easy');
  await page.getByLabel('Rounds of each').fill('60');
  await page.getByLabel('First deal').fill('42');
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 60 of 60 deals/ })).toBeVisible({
    timeout: 60_000,
  });
  const mine = await figures(page);
  expect(mine.length).toBeGreaterThan(30);
  expect(mine.join('\n')).toMatch(/Turns, per round \| [\d.]+ \(/);
  expect(mine.join('\n')).toMatch(/2s taking effect \(draw two\), per round \| [\d.]+ .*\| 0\.00 /);
  // The charts load, named for screen readers.
  await expect(
    page.getByRole('img', { name: /the numbers are in the tables above$/ }).first(),
  ).toBeVisible();
  // CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the figures (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('kapaga-lab.csv');
  // The link, in a new page: the same comparison, the same numbers.
  await page.getByRole('button', { name: 'Share this comparison' }).click();
  const link = await page.getByRole('textbox', { name: 'The link' }).inputValue();
  expect(link).toMatch(/#game=kapaga&lab=c1\.[\w-]+$/);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Rules lab: Kapaga' })).toBeVisible();
  await expect(
    other.getByRole('group', { name: 'Rule set B' }).getByLabel('Start from'),
  ).toHaveValue('crazy-eights');
  await expect(other.getByLabel('Seat 2')).toHaveValue('easy');
  await other.getByRole('button', { name: 'Compare' }).click();
  await expect(other.getByRole('status').filter({ hasText: /^Done: 60 of 60 deals/ })).toBeVisible({
    timeout: 60_000,
  });
  expect(await figures(other)).toEqual(mine);
  expect(errors).toEqual([]);
});

test("a lab link made by Kapaga's own lab before (l1.) opens the same comparison here", async ({
  page,
}) => {
  const old = readFileSync(
    new URL('../tests/fixtures/kapaga/lab-link.txt', import.meta.url),
    'utf8',
  );
  await page.goto(`/${new URL(old.trim()).hash}`);
  await expect(page.getByRole('heading', { name: 'Rules lab: Kapaga' })).toBeVisible();
  const b = page.getByRole('group', { name: 'Rule set B' });
  await expect(b.getByRole('textbox', { name: 'Name' })).toHaveValue('Your rules');
  await expect(page.getByRole('combobox', { name: /^Players/ })).toHaveValue('3');
  await expect(page.getByLabel('Seat 3')).toHaveValue('expert');
  await expect(page.getByLabel('Rounds of each')).toHaveValue('500');
});

test('the lab never freezes the page: no main-thread task over 100 ms while the default comparison runs and its charts draw @quiet', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Every long task (over 50 ms) the page runs, from its first moment.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; ms: number }[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, ms: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await openLab(page);
  // The button is found before the clock starts, and everything after is waited for with a
  // plain query polled now and then: Playwright's role locators walk the page's
  // accessibility tree on the page's own thread, and on this big page one walk can itself
  // be a long task, which this test would then blame on the lab.
  const start = await page.getByRole('button', { name: 'Compare' }).elementHandle();
  if (!start) throw new Error('the lab has a Compare button');
  const t0 = await page.evaluate(() => performance.now());
  await start.click();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[role="status"]')].some((e) =>
        /^Done: 500 of 500 deals/.test(e.textContent?.trim() ?? ''),
      ) &&
      document.querySelectorAll('[role="img"][aria-label$="the numbers are in the tables above"]')
        .length === 3,
    null,
    { timeout: 150_000, polling: 250 },
  );
  await page.waitForTimeout(500);
  const long = await page.evaluate(
    (t0) =>
      (window as unknown as { longTasks: { start: number; ms: number }[] }).longTasks
        .filter((t) => t.start >= t0)
        .map((t) => Math.round(t.ms)),
    t0,
  );
  // Over 100 ms, a person feels the page stop. The freezes were 172-1164 ms. Long
  // tasks of 50-65 ms come and go with this shared machine's speed: on a slow day the code
  // before the platform showed 60-93 ms here too, so the line is drawn where the page would
  // really freeze, not where the machine's jitter starts.
  expect(
    long.filter((ms) => ms > 100),
    'main-thread tasks over 100 ms (ms)',
  ).toEqual([]);
});

/** Every piece of text in the lab's charts, with the size it is drawn at on screen (px). */
const chartText = (page: Page) =>
  page.locator('.lab-charts').evaluate((root) => {
    // The height of a line of text per px of font, measured in this font.
    const probe = document.createElement('span');
    probe.textContent = 'Hg';
    probe.style.fontSize = '100px';
    root.append(probe);
    const perPx = probe.getBoundingClientRect().height / 100;
    probe.remove();
    const out: { text: string; px: number }[] = [];
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const text = n.textContent?.trim() ?? '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const h = Math.max(...[...range.getClientRects()].map((r) => r.height));
      out.push({ text, px: Math.round((h / perPx) * 10) / 10 });
    }
    return out;
  });

test('the lab at every size: chart text readable at 360x640, charts named for what they show, axe clean, screenshots saved', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const screens = `${test.info().project.outputDir}/screens`;
  await page.setViewportSize({ width: 360, height: 640 });
  await openLab(page);
  await page.getByLabel('Rounds of each').fill('40');
  await page.getByRole('checkbox', { name: /Also weigh each kind of move/ }).check();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('img', { name: /the numbers are in the tables above$/ })).toHaveCount(
    4,
  );
  await test.step('the lab on a phone: chart text readable at 360x640, charts named for what they show', async () => {
    const charts = page.locator('.lab-charts figcaption');
    await expect(charts).toHaveText([
      'Points per round by order of play',
      'Best round by order of play',
      'How often each kind of move is made, per round',
      'What a move is worth: points lost without it',
    ]);
    const text = await chartText(page);
    expect(text.length).toBeGreaterThan(20);
    expect(text.filter((t) => t.px < 11.5)).toEqual([]);
  });
  // The same comparison at every size in turn (a phone turned, a window resized): nothing
  // scrolls sideways, each photographed; axe at the smallest and the largest.
  const sizes = [
    { width: 360, height: 640, axe: true },
    ...SIZES.map((s) => ({ width: s.width, height: s.height, axe: false })),
    { width: 740, height: 360, axe: false },
  ].sort((a, b) => a.width - b.width);
  const last = sizes[sizes.length - 1];
  if (last) last.axe = true;
  for (const { width, height, axe: checkAxe } of sizes)
    await test.step(`the rules lab at ${width}x${height}: nothing sideways${checkAxe ? ', axe clean' : ''}, screenshots saved`, async () => {
      await page.setViewportSize({ width, height });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page is no wider than the screen',
      ).toBeLessThanOrEqual(width);
      if (checkAxe) await axe(page, `rules lab ${width}x${height}`);
      await page.screenshot({ path: `${screens}/lab-full-${width}x${height}.png`, fullPage: true });
      await page.locator('.lab-charts').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screens}/lab-charts-${width}x${height}.png` });
    });
});
