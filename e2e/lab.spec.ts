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
  await expect(page.getByRole('heading', { name: 'Rules lab' })).toBeVisible();
}

test('the rules lab: a small comparison end to end, a stop midway, and the shared link gives the same numbers', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openLab(page);
  // Stop one midway: what came in stays on screen, nothing more arrives.
  await page.getByLabel('Per rule set').fill('3000');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.lab-table').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Simulating/ })).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  const stopped = page.getByRole('status').filter({ hasText: /^Stopped/ });
  await expect(stopped).toBeVisible();
  const atStop = await stopped.textContent();
  await page.waitForTimeout(700);
  expect(await stopped.textContent()).toBe(atStop);
  // A small comparison, to the end.
  await page.getByLabel('Rule set B').selectOption({ label: 'Crazy Eights' });
  await page.getByLabel('Players').selectOption('3');
  await page.getByLabel('Per rule set').fill('60');
  await page.getByLabel('Seed').fill('42');
  await page.getByRole('button', { name: /^Start/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Done: 60 of 60 rounds/ })).toBeVisible({
    timeout: 60_000,
  });
  const mine = await figures(page);
  expect(mine.length).toBeGreaterThan(15);
  expect(mine.join('\n')).toMatch(/Turns per round \| [\d.]+ \[/);
  // The charts load, named for screen readers.
  await expect(page.locator('.lab-chart svg[aria-label]').first()).toBeVisible();
  // CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the figures (CSV)' }).click();
  expect((await download).suggestedFilename()).toBe('kapaga-lab.csv');
  // The link, in a new page: the same comparison, the same numbers.
  const link = await page.getByLabel(/A link to this comparison/).inputValue();
  expect(link).toMatch(/#lab=l1\.[\w-]+$/);
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Rules lab' })).toBeVisible();
  await expect(other.getByLabel('Rule set B')).toHaveValue('crazy-eights');
  await other.getByRole('button', { name: 'Start' }).click();
  await expect(other.getByRole('status').filter({ hasText: /^Done: 60 of 60 rounds/ })).toBeVisible(
    {
      timeout: 60_000,
    },
  );
  expect(await figures(other)).toEqual(mine);
  expect(errors).toEqual([]);
});

for (const size of SIZES)
  test(`the rules lab at ${size.width}x${size.height}: axe clean, screenshot saved`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openLab(page);
    await page.getByLabel('Per rule set').fill('40');
    await page.getByRole('checkbox', { name: /what each special card is worth/ }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Done/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('.lab-chart svg[aria-label]')).toHaveCount(3);
    await axe(page, `rules lab ${size.name}`);
    await page.screenshot({
      path: `${test.info().project.outputDir}/screens/lab-${size.width}.png`,
      fullPage: true,
    });
  });
