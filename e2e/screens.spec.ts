import { expect, test } from '@playwright/test';
import { axe, humanStep, menuEntry, SIZES, startGame } from './helpers';

for (const size of SIZES) {
  test(`every screen at ${size.width}x${size.height}: axe clean, screenshots saved`, async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const shot = (what: string) =>
      page.screenshot({
        path: `${info.project.outputDir}/screens/${size.name}-${what}.png`,
      });

    await page.goto('/?fresh');
    await axe(page, 'new game');
    await shot('new-game');

    // Two seats.
    await startGame(page, 'seed=31&opponents=1&level=easy&speed=fast');
    await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
    await axe(page, 'table, 2 seats');
    await shot('table-2');

    for (const panel of ['Rules', 'How to play', 'Settings']) {
      await menuEntry(page, panel);
      await expect(page.getByRole('dialog', { name: panel })).toBeVisible();
      await axe(page, panel);
      if (panel === 'Rules') await shot('rules');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    // The expert's advice on my turn (settings), its move marked on the table.
    const adviser = page.getByRole('checkbox', { name: /What would the expert do/ });
    await menuEntry(page, 'Settings');
    await adviser.check();
    await page.keyboard.press('Escape');
    await expect(page.locator('.advice')).not.toContainText('thinking');
    await expect(page.locator('.advice')).not.toBeEmpty();
    await axe(page, 'advice');
    // The expert's ring shows outside the gold ring of a card that may start a play.
    const spread = (shadow: string) => Number(/0px 0px 0px (\d+)px/.exec(shadow)?.[1] ?? 0);
    const rings = await page.locator('.hand .card.hinted').evaluateAll((cards) =>
      cards.map((c) => ({
        hinted: getComputedStyle(c).boxShadow,
        face: getComputedStyle(c.querySelector('.card-face') as Element).boxShadow,
        playable: c.classList.contains('playable'),
      })),
    );
    expect(rings.length).toBeGreaterThan(0);
    for (const r of rings)
      expect(spread(r.hinted)).toBeGreaterThan(r.playable ? spread(r.face) + 2 : 0);
    await shot('advice');
    await menuEntry(page, 'Settings');
    await adviser.uncheck();
    await page.keyboard.press('Escape');

    // Ten seats, then play on to the end of the round.
    await startGame(page, 'seed=8&opponents=9&level=easy&speed=instant');
    await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
    await axe(page, 'table, 10 seats');
    await shot('table-10');
    for (let i = 0; i < 2000; i++) if ((await humanStep(page)) === 'round-over') break;
    await expect(page.locator('.round-over')).toBeVisible();
    await axe(page, 'round over');
    await shot('round-over');
  });
}
