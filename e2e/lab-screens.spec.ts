/**
 * Kapaga's screens of issue 5, on the table's screens, at every size: axe clean, each
 * photographed. The setup with a second person and the house rules editor with a note and
 * its link; pass and play (the hand-off, a person's turn, the pass banner); watching the
 * bots, paused; a replay stepped into; the demos, and one played out. One device goes
 * through them, each screen looked at in every size in turn (a phone turned, a window
 * resized).
 */
import { expect, type Page, test } from '@playwright/test';
import { axe, SIZES, shotPath } from './helpers';

/** The screen on show, at every size in turn: axe clean at each, and photographed. */
async function everySize(page: Page, where: string, what: string, fullPage = false) {
  for (const size of SIZES)
    await test.step(`issue 5 screens at ${size.width}x${size.height}: ${where}`, async () => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await axe(page, `${where} ${size.name}`);
      await page.screenshot({
        path: shotPath(`${size.name}-${what}`),
        fullPage,
      });
    });
}

test('issue 5 screens at every size: axe clean, screenshots saved', async ({ page }) => {
  test.setTimeout(360_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // The setup: a second person, the house rules editor with a note, sharing.
  await page.goto('/?seed=12&opponents=2&level=easy&speed=instant');
  await page.getByRole('textbox', { name: 'Name of seat 2' }).fill('Ada');
  await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption('person');
  await page.getByText('House rules').click();
  await page.getByRole('checkbox', { name: 'Stack 2s' }).uncheck();
  await page.getByLabel('5 of spades', { exact: true }).selectOption('plain');
  await expect(page.getByText(/Nothing to answer while the 5 of spades/)).toBeVisible();
  await page.getByRole('button', { name: /^Share rules/ }).click();
  await expect(page.getByRole('textbox', { name: 'The link' })).toBeVisible();
  await everySize(page, 'setup, rules editor', 'new-game-rules', true);

  // Pass and play: the hand-off screen, a person's turn, the pass banner.
  await page.getByRole('button', { name: 'Start' }).click();
  const handOff = page.getByRole('region', { name: 'Pass the device' });
  await expect(handOff).toBeVisible();
  await everySize(page, 'hand-off', 'handoff');
  await page.getByRole('button', { name: /show my cards/ }).click();
  await expect(page.getByRole('complementary', { name: 'House rules in effect' })).toBeVisible();
  await everySize(page, 'pass and play, a person to act', 'pass-turn');
  const hide = page.getByRole('button', { name: 'Hide my cards' });
  for (let i = 0; i < 60; i++) {
    if (await hide.isVisible()) break;
    if (await handOff.isVisible())
      await page.getByRole('button', { name: /show my cards/ }).click();
    const keep = page.locator('.controls button', { hasText: /^Keep/ });
    const draw = page.locator('.controls button', { hasText: /^Draw/ });
    if (await keep.isVisible()) await keep.click();
    else if ((await draw.isVisible()) && (await draw.isEnabled())) await draw.click();
    else await page.waitForTimeout(30);
  }
  await expect(hide).toBeVisible();
  await everySize(page, 'pass banner', 'pass-banner');

  // Watching the bots, paused, every hand shown.
  await page.getByRole('button', { name: 'Menu' }).click();
  for (const seat of [1, 2, 3]) {
    const who = page.getByRole('combobox', { name: `Who plays seat ${seat}` });
    if (await who.isVisible()) await who.selectOption('easy');
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The bots are playing' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('checkbox', { name: 'Cards face up' }).check();
  await everySize(page, 'watch mode', 'watch');

  // A replay: the match set aside, watched again from the first screen, stepped into.
  await page.getByRole('button', { name: 'Share this match' }).click();
  const link = await page.getByRole('textbox', { name: 'The link' }).inputValue();
  await page.goto(link);
  const replay = page.getByRole('main', { name: 'Watch a match' });
  await expect(replay).toBeVisible();
  // Up to three steps in: the match shared may hold fewer moves (the bots were paused as
  // soon as they started), and a Next on the last step is offered no more.
  const next = page.getByRole('button', { name: 'Next' });
  for (let k = 0; k < 3 && (await next.count()) > 0 && (await next.isEnabled()); k++)
    await next.click();
  await everySize(page, 'replay', 'replay', true);
  await replay.getByRole('button', { name: 'Back' }).first().click();

  // The demos: the list, and one played out.
  await page.getByRole('button', { name: 'Demos' }).click();
  await expect(page.getByRole('heading', { name: 'Kapaga: demos' })).toBeVisible();
  await everySize(page, 'demos', 'demos', true);
  await page.locator('.demo-pick', { hasText: 'Zombie 2s' }).click();
  await page.getByRole('button', { name: 'Play out' }).click();
  await expect(page.locator('.script-say')).toContainText('Ann must draw 4');
  await everySize(page, 'a demo', 'demo', true);
});
