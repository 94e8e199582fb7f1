import { expect, test } from '@playwright/test';
import { axe, menuEntry, SIZES } from './helpers';

for (const size of SIZES) {
  test(`issue 5 screens at ${size.width}x${size.height}: axe clean, screenshots saved`, async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shot = (what: string, fullPage = false) =>
      page.screenshot({
        path: `${info.project.outputDir}/screens/${size.name}-${what}.png`,
        fullPage,
      });

    // The new-game screen: a second person, the house rules editor with a note, sharing.
    await page.goto('/?fresh&seed=12&opponents=2&level=easy&speed=instant');
    await page.getByText('Seats: names, people and bots').click();
    await page.getByLabel('Ada').selectOption('person');
    await page.getByText('Change the house rules').click();
    await page.getByRole('checkbox', { name: 'Stack 2s' }).uncheck();
    await page.getByLabel('5 of spades', { exact: true }).selectOption('plain');
    await expect(page.getByText(/Nothing to answer while the 5 of spades/)).toBeVisible();
    await page.getByText('Share these rules').click();
    await expect(page.getByLabel('Link to these rules')).toBeVisible();
    await axe(page, 'new game, rules editor');
    await shot('new-game-rules', true);

    // Pass and play: the hand-off screen, a person's turn, the pass banner.
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('heading', { name: /^Pass to / })).toBeVisible();
    await axe(page, 'hand-off');
    await shot('handoff');
    await page.getByRole('button', { name: /show my cards/ }).click();
    await expect(page.getByRole('complementary', { name: /Rules in effect/ })).toBeVisible();
    await axe(page, 'pass and play, a person to act');
    await shot('pass-turn');
    for (let i = 0; i < 40; i++) {
      if (await page.getByRole('button', { name: 'Hide my cards' }).isVisible()) break;
      if (await page.getByRole('heading', { name: /^Pass to / }).isVisible())
        await page.getByRole('button', { name: /show my cards/ }).click();
      const keep = page.locator('.controls button', { hasText: /^Keep/ });
      if (await keep.isVisible()) await keep.click();
      else if (await page.getByRole('button', { name: /^Draw/ }).isEnabled())
        await page.getByRole('button', { name: /^Draw/ }).click();
      else await page.waitForTimeout(30);
    }
    await expect(page.getByRole('button', { name: 'Hide my cards' })).toBeVisible();
    await axe(page, 'pass banner');
    await shot('pass-banner');

    // Watch mode, paused, every hand shown.
    await page.goto('/?fresh&seed=5&opponents=3&level=easy&speed=fast');
    await page.getByRole('button', { name: 'Watch the bots play' }).click();
    await expect(async () =>
      expect(await page.locator('.log-line.reason').count()).toBeGreaterThan(5),
    ).toPass();
    await page.getByRole('button', { name: 'Pause' }).click();
    await axe(page, 'watch mode');
    await shot('watch');

    // Replays: the panel, then a replay stepped into.
    await menuEntry(page, 'Replay');
    await expect(page.getByRole('dialog', { name: 'Replays' })).toBeVisible();
    await axe(page, 'replays panel');
    await shot('replays-panel');
    await page.getByRole('button', { name: 'Step through it' }).click();
    for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Next' }).click();
    await axe(page, 'replay');
    await shot('replay', true);
    await page.getByRole('button', { name: 'Close replay' }).click();

    // Rule demos: the list, and one played out.
    await page.goto('/?fresh');
    await page.getByRole('button', { name: 'Rule demos' }).click();
    await expect(page.getByRole('heading', { name: 'Rule demos' })).toBeVisible();
    await axe(page, 'demos');
    await shot('demos', true);
    await page.getByRole('button', { name: /^Zombie 2s/ }).click();
    await page.getByRole('button', { name: 'Play out' }).click();
    await expect(page.locator('.demo-promise')).toContainText('Ann must draw 4');
    await axe(page, 'a demo');
    await shot('demo', true);
  });
}
