/**
 * Your stats on KAPOW! (the platform's stats screen), in the built app: two finished
 * matches kept on the device, their figures and list, watch again, the history saved as a
 * file and added back (already here), a broken file refused in words, axe, and the screen
 * at a phone's 360x640 (no sideways scrolling) and a desktop's 1440x900.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axe, openFresh, shotPath } from './helpers';

const AT = Date.UTC(2026, 0, 5, 12);
const SEATS = [
  { kind: 'person', name: 'You' },
  { kind: 'bot', level: 'hard', name: 'Kai' },
];
/** Two finished matches as the session keeps them: a win (with its record), then a loss. */
const HISTORY = [
  {
    at: AT,
    names: ['You', 'Kai'],
    scores: [14, 31],
    winners: [0],
    seats: SEATS,
    people: [0],
    record: { game: 'kapow', v: 1, seed: 7, rules: { rounds: 1 }, seats: SEATS, actions: [] },
  },
  {
    at: AT + 3_600_000,
    names: ['You', 'Kai'],
    scores: [42, 25],
    winners: [1],
    seats: SEATS,
    people: [0],
  },
];

async function openStats(page: Page) {
  await openFresh(page, '/?speed=instant#game=kapow', {
    'table:kapow:history': JSON.stringify(HISTORY),
  });
  await expect(page.getByRole('heading', { name: 'KAPOW!' })).toBeVisible();
  await page.getByRole('button', { name: 'Your stats' }).click();
  await expect(page.getByRole('heading', { name: 'Your stats: KAPOW!' })).toBeVisible();
}

/** A full-page picture of the screen, kept with the run's results. */
const photo = (page: Page, name: string) =>
  page.screenshot({
    path: shotPath(`${name}`),
    fullPage: true,
  });

test('KAPOW! stats on a phone and a desktop: figures, matches, files in and out, an empty device', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const main = page.getByRole('main');
  const items = page.locator('.stats-list li');

  await test.step('KAPOW! stats fit a 360x640 phone, axe-clean', async () => {
    await page.setViewportSize({ width: 360, height: 640 });
    await openStats(page);
    await expect(items).toHaveCount(2);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(360);
    await axe(page, 'stats on a phone');
    await photo(page, 'stats-360x640');
  });

  await test.step('KAPOW! stats: figures, the latest matches, the file out and back, a broken file', async () => {
    // The same screen, the window made a desktop's.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(main).toContainText('Matches played: 2');
    await expect(main).toContainText(
      'Alone against the bots: won 1 of 2 matches (50%; 95% interval 9%–91%)',
    );
    const hard = page.getByRole('row', { name: /Hard/ });
    await expect(hard.getByRole('cell')).toHaveText(['1 of 2 matches', '50%', '9%–91%']);
    await expect(main).toContainText('Your final score: average 28, best 14 (lower is better)');
    await expect(main).toContainText('Winning streak: now 0, longest 1');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('You 42, Kai 25. Kai won.');
    await expect(items.nth(1)).toContainText('You 14, Kai 31. You won.');
    await expect(items.nth(0).getByRole('button', { name: 'Watch again' })).toHaveCount(0);
    await axe(page, 'stats');
    await photo(page, 'stats-1440x900');

    // Saved as a file, then the same file added: every match already here.
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the history as a file' }).click();
    const download = await saving;
    expect(download.suggestedFilename()).toBe('kapow-history.json');
    const path = await download.path();
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ kind: 'history', game: 'kapow', v: 1 });
    expect(JSON.parse(text).entries).toHaveLength(2);
    await page.getByLabel('Add a history file').setInputFiles(path);
    await expect(page.getByRole('status')).toHaveText('Added 0 matches; 2 were already here.');

    // A broken file and another game's: refused in words, nothing changes.
    const file = (body: string) => ({
      name: 'history.json',
      mimeType: 'application/json',
      buffer: Buffer.from(body),
    });
    await page.getByLabel('Add a history file').setInputFiles(file('{"kind":"history",'));
    await expect(page.getByRole('status')).toHaveText(
      'This is not a history file of KAPOW!: nothing was added.',
    );
    await page
      .getByLabel('Add a history file')
      .setInputFiles(file(JSON.stringify({ kind: 'history', game: 'kapaga', v: 1, entries: [] })));
    await expect(page.getByRole('status')).toHaveText(
      'This is a history file of Kapaga, not of KAPOW!: nothing was added.',
    );
    await expect(items).toHaveCount(2);
    // The matches localStorage kept moved into IndexedDB, once: let go there, kept here.
    expect(await page.evaluate(() => localStorage.getItem('table:kapow:history'))).toBeNull();
  });

  await test.step('KAPOW! keeps every match: a file of 250 goes in whole and stays after a reload', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({
      ...HISTORY[1],
      at: AT - (i + 1) * 60_000,
    }));
    await page.getByLabel('Add a history file').setInputFiles({
      name: 'history.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ kind: 'history', game: 'kapow', v: 1, entries: many })),
    });
    await expect(page.getByRole('status')).toHaveText('Added 250 matches; 0 were already here.');
    await expect(main).toContainText('Matches played: 252');
    await page.reload();
    await page.getByRole('button', { name: 'Your stats' }).click();
    await expect(main).toContainText('Matches played: 252');
    // The latest match still keeps its record, to watch again.
    await expect(items.nth(0).getByRole('button', { name: 'Watch again' })).toHaveCount(0);
    await expect(items.nth(1).getByRole('button', { name: 'Watch again' })).toHaveCount(1);
  });

  await test.step('watch again opens the replay of the kept record', async () => {
    await items.nth(1).getByRole('button', { name: 'Watch again' }).click();
    await expect(page.getByRole('main', { name: 'Watch a match' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  await test.step('with no matches it says so', async () => {
    // A device that never played: says so.
    const device = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const fresh = await device.newPage();
    await fresh.goto('/?speed=instant#game=kapow');
    await fresh.getByRole('button', { name: 'Your stats' }).click();
    await expect(fresh.getByText('No finished matches yet on this device.')).toBeVisible();
    await axe(fresh, 'empty stats');
    await device.close();
  });
});
