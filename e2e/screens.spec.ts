/**
 * Every screen of Kapaga on the platform, at a phone's and a desktop's size: axe clean, and
 * photographed (test-results/screens/<size>-<screen>.png). The match's Menu leads to the first
 * screen (How to play, the settings, a new match), its footer to the rules and the log.
 */
import { expect, type Page, test } from '@playwright/test';
import { freshSetup, startMatch } from './fit';
import { axe, humanStep, SIZES } from './helpers';

/** From the match to the first screen (its Menu), where the match waits. */
async function toMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
}

/** Back to the match waiting. */
async function resume(page: Page) {
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
}

/** The adviser (a table setting, on the first screen) on or off, and back to the match. */
async function adviser(page: Page, on: boolean) {
  await toMenu(page);
  await page.locator('.table-settings summary').click();
  await page.getByRole('checkbox', { name: /What would the expert do/ }).setChecked(on);
  await page.locator('.table-settings summary').click();
  await resume(page);
}

for (const size of SIZES) {
  test(`every screen at ${size.width}x${size.height}: axe clean, screenshots saved`, async ({
    page,
  }, info) => {
    // A round of ten seats played to its end: 60-90 s on a quiet machine.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shot = (what: string) =>
      page.screenshot({
        path: `${info.project.outputDir}/screens/${size.name}-${what}.png`,
      });

    await freshSetup(page, 'seed=31&opponents=1&level=easy&speed=fast');
    await axe(page, 'new game');
    await shot('new-game');

    // Two seats.
    await startMatch(page);
    await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
    await axe(page, 'table, 2 seats');
    await shot('table-2');

    // The rules and the log, from the table's foot.
    const foot = page.locator('.match-foot');
    for (const [button, dialog] of [
      ['Rules', 'How to play Kapaga'],
      ['Log', 'What happened'],
    ] as const) {
      await foot.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await axe(page, button);
      await shot(button === 'Rules' ? 'rules' : 'log');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // The Menu: the first screen with the match waiting, How to play and the settings there.
    await toMenu(page);
    await axe(page, 'menu: the first screen, a match waiting');
    await page
      .getByRole('navigation', { name: 'Learn' })
      .getByRole('button', { name: 'How to play' })
      .click();
    await expect(page.getByRole('dialog', { name: 'How to play Kapaga' })).toBeVisible();
    await axe(page, 'How to play');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('.table-settings summary').click();
    await expect(page.getByLabel('Game speed')).toBeVisible();
    await axe(page, 'Settings');
    await page.locator('.table-settings').scrollIntoViewIfNeeded();
    await shot('settings');
    await page.locator('.table-settings summary').click();
    await resume(page);

    // The expert's advice on my turn (settings), its move marked on the table.
    await adviser(page, true);
    const advice = page.locator('.hint .hint-words');
    await expect(advice).toBeVisible();
    await expect(advice).not.toContainText('thinking');
    await expect(advice).not.toBeEmpty();
    await axe(page, 'advice');
    // The expert's ring shows outside the gold ring of a card that may start a play.
    const spread = (shadow: string) => Number(/0px 0px 0px (\d+)px/.exec(shadow)?.[1] ?? 0);
    const rings = await page.locator('.hand .card.hinted').evaluateAll((cards) =>
      cards.map((c) => {
        const face = c.querySelector('.card-face');
        return {
          hinted: getComputedStyle(c).boxShadow,
          face: face ? getComputedStyle(face).boxShadow : '',
          playable: c.classList.contains('playable'),
        };
      }),
    );
    expect(rings.length).toBeGreaterThan(0);
    for (const r of rings)
      expect(spread(r.hinted)).toBeGreaterThan(r.playable ? spread(r.face) + 2 : 0);
    await shot('advice');
    await adviser(page, false);

    // Ten seats (a link's setup, the match running replaced, asked first), then play on to
    // the end of the round.
    await page.goto('/?seed=8&opponents=9&level=easy&speed=instant');
    await toMenu(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('dialog', { name: 'Replace your match?' })).toBeVisible();
    await axe(page, 'replace your match?');
    await page.getByRole('button', { name: 'Start a new match' }).click();
    await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
    await expect(page.locator('.opponents .seat-box')).toHaveCount(9);
    await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
    await axe(page, 'table, 10 seats');
    await shot('table-10');
    for (let i = 0; i < 2000; i++) if ((await humanStep(page)) === 'round-over') break;
    await expect(page.locator('.round-over')).toBeVisible();
    await axe(page, 'round over');
    await shot('round-over');
  });
}
