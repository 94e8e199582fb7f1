/**
 * Kapaga's stats page on the table against bad and big history files (issue 19), in the
 * table's file format (`{ kind: 'history', game: 'kapaga', v: 1, entries }`).
 */
import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

const entry = (at: number, o: object = {}) => ({
  at,
  names: ['You', 'Ada', 'Bruno'],
  scores: [0, 120, 640],
  winners: [0],
  seats: [
    { kind: 'person', name: 'You' },
    { kind: 'bot', name: 'Ada', level: 'hard' },
    { kind: 'bot', name: 'Bruno', level: 'hard' },
  ],
  people: [0],
  hints: [1, 0, 0],
  rules: 'grayzone',
  rounds: [
    [0, 40, 200],
    [0, 80, 440],
  ],
  ...o,
});
const file = (entries: object[]) => ({
  name: 'kapaga-history.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ kind: 'history', game: 'kapaga', v: 1, entries })),
});

async function openStats(page: Page) {
  await page.getByRole('button', { name: 'Your stats' }).click();
  await expect(page.getByRole('heading', { name: 'Your stats: Kapaga' })).toBeVisible();
}

const summary = (page: Page) => page.getByRole('region', { name: 'On this device' });
const you = (page: Page) => page.getByRole('region', { name: 'You alone against the bots' });

test('bad history records never break the stats page; a match twice counts once', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await openStats(page);
  const bot = entry(0).seats.map((s, i) => (i ? { ...s, level: '__proto__' } : s));
  await page
    .getByLabel('Add a history file')
    .setInputFiles(
      file([
        entry(1_700_000_000_000),
        entry(1_700_000_000_000),
        entry(1_700_000_100_000, { rules: '__proto__' }),
        entry(1_700_000_200_000, { seats: bot }),
        entry(1_700_000_300_000, { winners: [1e300] }),
        entry(1_700_000_400_000, { hints: [1e308, 0, 0] }),
        entry(1_700_000_500_000, { people: [-1] }),
      ]),
    );
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    'Added 1 match; 0 were already here; 1 was in the file twice; 5 could not be read.',
  );
  await expect(summary(page)).toContainText('Matches played: 1');
  await expect(summary(page)).toContainText('Alone against the bots: won 1 of 1 match');
  await expect(you(page)).toContainText('Your best finish: 1st of 3');
  await expect(summary(page)).toContainText("The expert's hints used: 1");
  await expect(page.getByText('__proto__')).toHaveCount(0);
  // A bad record already kept (an older version, a damaged store): left out, said, removable.
  await page.evaluate(
    () =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('table:kapaga');
        open.onsuccess = () => {
          const tx = open.result.transaction('matches', 'readwrite');
          tx.objectStore('matches').add({ at: 5, rules: '__proto__', seats: [] });
          tx.objectStore('matches').add({ nonsense: true });
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
  );
  await page.reload();
  await openStats(page);
  await expect(page.getByText('2 kept matches could not be read')).toBeVisible();
  await expect(summary(page)).toContainText('Matches played: 1');
  await page.getByRole('button', { name: 'Remove them' }).click();
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await page.reload();
  await openStats(page);
  await expect(summary(page)).toContainText('Matches played: 1');
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

// @quiet: it measures the page's own responsiveness, so it runs after the rest, on its own.
test('a 180,000-match history file goes in with its progress, the page never long frozen @quiet', async ({
  page,
}) => {
  // 3 min with the machine shared by some thirty busy processes: three times that.
  test.setTimeout(540_000);
  const big = file(
    Array.from({ length: 180_000 }, (_, i) => entry(1_600_000_000_000 + i * 60_000)),
  );
  await page.goto('/');
  await openStats(page);
  // The one step an import cannot split is reading the file's text as JSON (53 MB): 15 s in
  // node on two cores shared by some thirty busy processes. Its time here and now, in the
  // page, on text of the same size and shape, is the yardstick for a frozen page: well past
  // it, the import itself froze the page.
  const parse = await page.evaluate(
    ([one, n]) => {
      const text = `{"kind":"history","game":"kapaga","v":1,"entries":[${Array(n).fill(one).join(',')}]}`;
      const t0 = performance.now();
      JSON.parse(text);
      return performance.now() - t0;
    },
    [JSON.stringify(entry(1_600_000_000_000)), 180_000] as const,
  );
  // The longest the page went without a frame, measured in the page.
  await page.evaluate(() => {
    const w = window as unknown as { longest: number };
    w.longest = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      w.longest = Math.max(w.longest, now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const started = Date.now();
  // Past 50 MB Playwright takes a file on disk, not a buffer.
  const path = test.info().outputPath('big-history.json');
  writeFileSync(path, big.buffer);
  await page.getByLabel('Add a history file').setInputFiles(path);
  await expect(page.getByText(/Adding matches: [\d,]+ of 180,000/)).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(
    'Added 180000 matches; 0 were already here.',
    { timeout: 420_000 },
  );
  const took = Date.now() - started;
  await expect(summary(page)).toContainText('Matches played: 180000');
  const longest = await page.evaluate(() => (window as unknown as { longest: number }).longest);
  console.log(
    `180,000-match import: ${took} ms, longest frame gap ${longest.toFixed(0)} ms, the file's parse alone ${parse.toFixed(0)} ms (${(big.buffer.length / 1e6).toFixed(0)} MB)`,
  );
  // 3 s; on a machine too loaded for that, never more than twice the parse and a second.
  expect(longest).toBeLessThan(Math.max(3000, 2 * parse + 1000));
});
