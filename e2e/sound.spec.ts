/**
 * The table's sounds on the platform, in the built app (Kapaga, and KAPOW!): off at first;
 * switched on, the plays sound through the page's audio; remembered after a reload; the
 * switch in the match's header turns them off.
 */
import { expect, type Page, test } from '@playwright/test';
import { humanStep, openFresh } from './helpers';

/** Counts what the synthesizer starts (each sound starts oscillators or noise). */
async function countSounds(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { started: number };
    w.started = 0;
    for (const P of [OscillatorNode.prototype, AudioBufferSourceNode.prototype]) {
      const start = P.start;
      P.start = function (this: AudioScheduledSourceNode, ...args: [number?]) {
        w.started++;
        return start.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { started: number }).started);
}

/** The person's next move at Kapaga's table (a draw, or what the draw leaves to do). */
async function kapagaMove(page: Page): Promise<void> {
  await expect(async () => {
    const step = await humanStep(page, { drawOnly: true });
    expect(['draw', 'keep', 'play', 'call', 'kapaga']).toContain(step);
  }).toPass({ timeout: 10_000 });
}

test('Kapaga: sound off at first; on, the plays sound; kept after a reload; off again from the table', async ({
  page,
}) => {
  const started = await countSounds(page);
  await openFresh(page, '/?seed=7&opponents=1&level=easy&speed=instant');
  await expect(page.getByRole('heading', { name: 'Kapaga' })).toBeVisible();

  // Off at first: a match starts in silence.
  await expect(page.getByText('Sound: off')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Sound' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await kapagaMove(page);
  await kapagaMove(page);
  expect(await started()).toBe(0);

  // On from the table's switch: the next move sounds.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await kapagaMove(page);
  await expect.poll(started).toBeGreaterThan(0);

  // Off again from the switch: the next moves are silent.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const heard = await started();
  await kapagaMove(page);
  await kapagaMove(page);
  expect(await started()).toBe(heard);
  await toggle.click();

  // Kept after a reload, with the match.
  await page.reload();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByText('Sound: on').click();
  await expect(page.getByRole('slider', { name: 'Volume' })).toBeEnabled();
});

test('KAPOW!: sound off at first; on, the deal and the plays sound; kept after a reload; off again from the table', async ({
  page,
}) => {
  const started = await countSounds(page);
  await openFresh(page, '/?speed=instant&seed=7#game=kapow');
  await expect(page.getByRole('heading', { name: 'KAPOW!' })).toBeVisible();

  // Off at first: a match starts in silence.
  await expect(page.getByText('Sound: off')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  const toggle = page.getByRole('button', { name: 'Sound' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page
    .locator('.kme')
    .getByRole('button', { name: /Reveal/ })
    .first()
    .click();
  expect(await started()).toBe(0);

  // On from the table's switch: the next play sounds.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page
    .locator('.kme')
    .getByRole('button', { name: /Reveal/ })
    .first()
    .click();
  await expect.poll(started).toBeGreaterThan(0);

  // Off again from the switch: the next action is silent.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  const heard = await started();
  await page
    .getByRole('button', { name: /Draw a card/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Discard the / })).toBeVisible();
  expect(await started()).toBe(heard);
  await toggle.click();

  // Kept after a reload, with the match.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByText('Sound: on').click();
  await expect(page.getByRole('slider', { name: 'Volume' })).toBeEnabled();
});
