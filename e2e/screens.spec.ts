/**
 * Every screen of Kapaga on the platform, at a phone's and a desktop's size: axe clean, and
 * photographed (test-results/screens/<size>-<screen>.png). The match's Menu leads to the first
 * screen (How to play, the settings, a new match), its footer to the rules and the log. Each
 * screen is opened once and the window resized under it (as a player resizing a window does).
 */
import { expect, type Page, test } from '@playwright/test';
import { freshSetup, resize, startMatch } from './fit';
import { axe, humanStep, SIZES, shotPath } from './helpers';

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

type Named = (typeof SIZES)[number];

/**
 * The screen as it is, at each size in turn: `check` (if any), axe clean, and photographed
 * as `<size>-<shot>.png` (if `shot`). The phone's size is left on at the end.
 */
async function atEverySize(
  page: Page,
  where: string,
  shot: string | null,
  check?: (size: Named) => Promise<void>,
) {
  for (const size of SIZES)
    await test.step(`${where} at ${size.name}`, async () => {
      await resize(page, size);
      if (check) await check(size);
      await axe(page, `${where} (${size.name})`);
      if (shot)
        await page.screenshot({
          path: shotPath(`${size.name}-${shot}`),
        });
    });
  await resize(page, SIZES[0] as Named);
}

/** The expert's ring shows outside the gold ring of a card that may start a play. */
async function expertRings(page: Page) {
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
}

/** From the first screen: a match of ten seats started, replacing the one waiting. */
async function replaceWithTen(page: Page, check: boolean) {
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('dialog', { name: 'Replace your match?' })).toBeVisible();
  if (check) await atEverySize(page, 'replace your match?', null);
  await page.getByRole('button', { name: 'Start a new match' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
  await expect(page.locator('.opponents .seat-box')).toHaveCount(9);
  await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
}

/** A fresh device, the link's match of two seats started. */
async function twoSeats(page: Page) {
  await resize(page, SIZES[0] as Named);
  await freshSetup(page, 'seed=31&opponents=1&level=easy&speed=fast');
}

test('every screen of a two-seat match at a phone and a desktop size: axe clean, screenshots saved', async ({
  page,
}) => {
  // Eight screens at both sizes: 8.5 min measured on a machine loaded far past its two cores.
  test.setTimeout(900_000);
  await twoSeats(page);
  await atEverySize(page, 'new game', 'new-game');

  // Two seats.
  await startMatch(page);
  await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
  await atEverySize(page, 'table, 2 seats', 'table-2');

  // The rules and the log, from the table's foot.
  const foot = page.locator('.match-foot');
  for (const [button, dialog] of [
    ['Rules', 'How to play Kapaga'],
    ['Log', 'What happened'],
  ] as const) {
    await foot.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await atEverySize(page, button, button === 'Rules' ? 'rules' : 'log');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // The Menu: the first screen with the match waiting, How to play and the settings there.
  await toMenu(page);
  await atEverySize(page, 'menu: the first screen, a match waiting', null);
  await page
    .getByRole('navigation', { name: 'Learn' })
    .getByRole('button', { name: 'How to play' })
    .click();
  await expect(page.getByRole('dialog', { name: 'How to play Kapaga' })).toBeVisible();
  await atEverySize(page, 'How to play', null);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const settings = page.locator('.table-settings');
  await settings.locator('summary').click();
  await expect(page.getByLabel('Game speed')).toBeVisible();
  await atEverySize(page, 'Settings', 'settings', async () => {
    await settings.scrollIntoViewIfNeeded();
  });
  await settings.locator('summary').click();
  await resume(page);

  // The expert's advice on my turn (settings), its move marked on the table.
  await adviser(page, true);
  const advice = page.locator('.hint .hint-words');
  await atEverySize(page, 'advice', 'advice', async () => {
    await expect(advice).toBeVisible();
    await expect(advice).not.toContainText('thinking');
    await expect(advice).not.toBeEmpty();
    await expertRings(page);
  });
});

test('every screen of a ten-seat match at a phone and a desktop size: axe clean, screenshots saved', async ({
  page,
}) => {
  // Three screens at both sizes and a short round of ten seats.
  test.setTimeout(900_000);
  // A match waiting (two seats), for a link's ten to replace.
  await twoSeats(page);
  await startMatch(page);

  // Ten seats (a link's setup, the match running replaced, asked first).
  await page.goto('/?seed=8&opponents=9&level=easy&speed=instant');
  await toMenu(page);
  await replaceWithTen(page, true);
  await atEverySize(page, 'table, 10 seats', 'table-10');

  // Its round played to its end: the same ten seats dealt two cards each (a house rule), so
  // that the round ends within a few turns.
  await toMenu(page);
  const fold = page.locator('summary', { hasText: /^House rules$/ });
  await fold.click();
  await page.getByLabel('Cards dealt', { exact: true }).fill('2');
  await fold.click();
  await replaceWithTen(page, false);
  for (let i = 0; i < 2000; i++) if ((await humanStep(page)) === 'round-over') break;
  await expect(page.locator('.round-over')).toBeVisible();
  await atEverySize(page, 'round over', 'round-over');
});
