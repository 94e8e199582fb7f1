/**
 * The table's sounds on the platform, in the built app (KAPOW!): off at first; switched on,
 * the deal and each play sound through the page's audio; remembered after a reload; the
 * switch in the match's header turns them off.
 */
import { expect, test } from '@playwright/test';

test('sound: off at first; on, the deal and the plays sound; kept after a reload; off again from the table', async ({
  page,
}) => {
  // Counts what the synthesizer starts (each sound starts oscillators or noise).
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
  const started = () => page.evaluate(() => (window as unknown as { started: number }).started);
  await page.goto('/?speed=instant&seed=7#game=kapow');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?speed=instant&seed=7#game=kapow');
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
