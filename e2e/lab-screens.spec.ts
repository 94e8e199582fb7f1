/**
 * Kapaga's screens of issue 5, on the table's screens, at every size: axe clean, each
 * photographed. The setup with a second person and the house rules editor with a note and
 * its link; pass and play (the hand-off, a person's turn, the pass banner); watching the
 * bots, paused; a replay stepped into; the demos, and one played out.
 */
import { expect, test } from '@playwright/test';
import { axe, SIZES } from './helpers';

for (const size of SIZES) {
  test(`issue 5 screens at ${size.width}x${size.height}: axe clean, screenshots saved`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shot = (what: string, fullPage = false) =>
      page.screenshot({
        path: `${info.project.outputDir}/screens/${size.name}-${what}.png`,
        fullPage,
      });

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
    await axe(page, 'setup, rules editor');
    await shot('new-game-rules', true);

    // Pass and play: the hand-off screen, a person's turn, the pass banner.
    await page.getByRole('button', { name: 'Start' }).click();
    const handOff = page.getByRole('region', { name: 'Pass the device' });
    await expect(handOff).toBeVisible();
    await axe(page, 'hand-off');
    await shot('handoff');
    await page.getByRole('button', { name: /show my cards/ }).click();
    await expect(page.getByRole('complementary', { name: 'House rules in effect' })).toBeVisible();
    await axe(page, 'pass and play, a person to act');
    await shot('pass-turn');
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
    await axe(page, 'pass banner');
    await shot('pass-banner');

    // Watching the bots, paused, every hand shown.
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const seat of [1, 2, 3]) {
      const who = page.getByRole('combobox', { name: `Who plays seat ${seat}` });
      if (await who.isVisible()) await who.selectOption('easy');
    }
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'The bots are playing' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('checkbox', { name: 'Cards face up' }).check();
    await axe(page, 'watch mode');
    await shot('watch');

    // A replay: the match set aside, watched again from the first screen, stepped into.
    await page.getByRole('button', { name: 'Share this match' }).click();
    const link = await page.getByRole('textbox', { name: 'The link' }).inputValue();
    await page.goto(link);
    const replay = page.getByRole('main', { name: 'Watch a match' });
    await expect(replay).toBeVisible();
    for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Next' }).click();
    await axe(page, 'replay');
    await shot('replay', true);
    await replay.getByRole('button', { name: 'Back' }).first().click();

    // The demos: the list, and one played out.
    await page.getByRole('button', { name: 'Demos' }).click();
    await expect(page.getByRole('heading', { name: 'Kapaga: demos' })).toBeVisible();
    await axe(page, 'demos');
    await shot('demos', true);
    await page.locator('.demo-pick', { hasText: 'Zombie 2s' }).click();
    await page.getByRole('button', { name: 'Play out' }).click();
    await expect(page.locator('.script-say')).toContainText('Ann must draw 4');
    await axe(page, 'a demo');
    await shot('demo', true);
  });
}
