/**
 * The table fits one screen (issue "A game people come back to"): at phone, phone-sideways,
 * tablet and desktop sizes, with 4 and with 10 players, every opponent, the pile, the prompt,
 * the whole hand and the buttons are on screen at once, without scrolling; so are the 8's call
 * chooser and the pass-and-play banner with the buttons under them. Nothing is dismissed that a
 * player would not dismiss (the rules card stays up). Each table is set up once and the screen
 * turned and resized under it, as a player turning a phone or resizing a window does.
 * Screenshots land in test-results/screens/viewport-*.png.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  freshSetup,
  headerWhole,
  houseRule,
  inside,
  notScrolled,
  resize,
  rulesCard,
  type Size,
  sizeName,
  startMatch,
  toPassBanner,
} from './fit';
import { seedWithAnEight, shotPath } from './helpers';

const SIZES: Size[] = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 740, height: 360 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const CHOOSER_SIZE = { width: 1280, height: 800 };
const TABLES = [4, 10];

const link = (players: number, seed: number) =>
  `seed=${seed}&opponents=${players - 1}&level=easy&speed=instant&preset=grayzone`;

/** A fresh device, the link's setup; `house`: a house rule, so the rules card is up. */
async function start(page: Page, players: number, seed: number, house = false) {
  await freshSetup(page, link(players, seed));
  if (house) await houseRule(page);
  await startMatch(page);
}

const button = (page: Page, text: RegExp) =>
  page.locator('.controls .buttons button', { hasText: text });

/** The table as a player needs it: seats, pile, prompt, hand and buttons, all on screen. */
async function tableOnScreen(page: Page, players: number) {
  await notScrolled(page, 'the table');
  await inside(page, page.locator('.match-head'), 'the header', 1);
  await headerWhole(page);
  await inside(page, page.locator('.opponents .seat-box'), 'an opponent', players - 1);
  await inside(page, page.getByRole('img', { name: /^Discard pile/ }), 'the discard pile', 1);
  await inside(page, page.locator('.table-text .main'), 'the prompt', 1);
  await inside(page, page.locator('.hand .card'), 'a card in the hand');
  await inside(page, page.getByRole('button', { name: 'KAPAGA!' }), 'KAPAGA!', 1);
  await inside(page, button(page, /^Draw/), 'Draw', 1);
}

const shot = (page: Page, name: string) => page.screenshot({ path: shotPath(`viewport-${name}`) });

for (const players of TABLES)
  test(`the table fits every size with ${players} players`, async ({ page }) => {
    test.setTimeout(360_000);
    await resize(page, SIZES[0] as Size);
    await start(page, players, 20260, true);
    // Settled on the person's turn (the bots before them have played).
    await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
    for (const size of SIZES)
      await test.step(`the table fits ${sizeName(size)} with ${players} players`, async () => {
        await resize(page, size);
        await expect(rulesCard(page)).toBeVisible();
        await tableOnScreen(page, players);
        await inside(page, rulesCard(page), 'the rules card', 1);
        await inside(page, button(page, /^Play/), 'Play', 1);
        await inside(page, page.locator('.match-log li').last(), "the log's latest line", 1);
        await inside(
          page,
          page.locator('.match-foot').getByRole('button', { name: 'Log', exact: true }),
          'Log',
          1,
        );
        await shot(page, `${sizeName(size)}-${players}`);
      });
  });

for (const players of TABLES)
  test(`the 8's call chooser fits every size with ${players} players`, async ({ page }) => {
    test.setTimeout(360_000);
    await resize(page, CHOOSER_SIZE);
    await start(page, players, seedWithAnEight(players));
    await page
      .getByRole('button', { name: /^eight of / })
      .first()
      .click();
    const chooser = page.getByRole('group', { name: /and call$/ });
    await expect(chooser).toBeVisible();
    for (const size of [CHOOSER_SIZE, ...SIZES])
      await test.step(`the 8's call chooser fits ${sizeName(size)} with ${players} players`, async () => {
        await resize(page, size);
        await expect(chooser).toBeVisible();
        await tableOnScreen(page, players);
        await inside(page, chooser, 'the call chooser', 1);
        await inside(page, chooser.getByRole('button', { name: /^Call / }), 'a call button', 16);
        await inside(page, button(page, /^Clear/), 'Clear', 1);
        await shot(page, `${sizeName(size)}-${players}-chooser`);
      });
  });

for (const players of TABLES)
  test(`pass and play: the "Hide my cards" banner leaves the buttons on screen at every size, ${players} players`, async ({
    page,
  }) => {
    test.setTimeout(360_000);
    await resize(page, CHOOSER_SIZE);
    // Pass and play (Ada is a person too): Player 1's turn played until the banner asks to hide.
    await toPassBanner(page, link(players, 12));
    for (const size of [CHOOSER_SIZE, ...SIZES])
      await test.step(`pass and play: the "Hide my cards" banner leaves the buttons on screen at ${sizeName(size)}, ${players} players`, async () => {
        await resize(page, size);
        await notScrolled(page, 'the table with the pass banner');
        await headerWhole(page);
        await inside(page, page.locator('.pass-banner'), 'the pass banner', 1);
        await inside(page, page.locator('.opponents .seat-box'), 'an opponent', players - 1);
        await inside(page, page.locator('.hand .card'), 'a card in the hand');
        await inside(page, button(page, /^Play/), 'Play', 1);
        await inside(page, button(page, /^Draw/), 'Draw', 1);
        await inside(page, page.getByRole('button', { name: 'KAPAGA!' }), 'KAPAGA!', 1);
        await shot(page, `${sizeName(size)}-${players}-pass`);
      });
  });

/**
 * The match's way off the table: one Menu button, to the first screen, where the match waits
 * (Resume) beside everything Kapaga's own menu held: How to play, the settings, a replay to
 * watch, a new game (Start); and the rules lab and the stats.
 */
async function menuEntriesReachable(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  await inside(page, menu, 'Menu', 1);
  // Nothing else of the menu crowds the table: no settings button there.
  await expect(page.getByRole('button', { name: 'Settings', exact: true })).toHaveCount(0);
  await menu.click();
  await expect(page.getByRole('region', { name: 'Your match' })).toContainText(
    'Your match is waiting where you left it.',
  );
  const entries = [
    page.getByRole('button', { name: 'Resume' }),
    page.getByRole('navigation', { name: 'Learn' }).getByRole('button', { name: 'How to play' }),
    page.locator('.table-settings summary'),
    page.getByRole('button', { name: 'Open a replay file' }),
    page.getByRole('button', { name: 'Start' }),
    page.getByRole('button', { name: 'Rules lab' }),
    page.getByRole('button', { name: 'Your stats' }),
  ];
  for (const [i, entry] of entries.entries()) {
    await entry.scrollIntoViewIfNeeded();
    await inside(page, entry, `menu entry ${i + 1}`, 1);
  }
  await notScrolled(page, 'the first screen', false);
  // How to play opens over it, and closing gives focus back to its button.
  const howTo = entries[1];
  await howTo?.click();
  await expect(page.getByRole('dialog', { name: 'How to play Kapaga' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  if (howTo) await expect(howTo).toBeFocused();
  // Back to the match where it was.
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
}

/** The whole log from the table: its dialog on screen, closed by Escape, focus back. */
async function logOpens(page: Page, shotName?: string) {
  const ticker = page.locator('.match-log');
  await inside(page, ticker.locator('li').last(), "the ticker's latest line", 1);
  const log = page.locator('.match-foot').getByRole('button', { name: 'Log', exact: true });
  await inside(page, log, 'Log', 1);
  await log.click();
  const dialog = page.getByRole('dialog', { name: 'What happened' });
  await expect(dialog).toBeVisible();
  const whole = dialog.locator('.whole-log');
  await inside(page, whole, 'the whole log', 1);
  // Its latest line is the ticker's (a bot's reason under it is the whole log's only).
  await expect(whole.locator('li:not(.reason)').last()).toHaveText(
    await ticker.locator('li').last().innerText(),
  );
  if (shotName) await shot(page, shotName);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(log).toBeFocused();
  await notScrolled(page, 'the table after the log');
}

test('narrow screens: one Menu button leads to every entry; the log opens from beside its ticker', async ({
  page,
}) => {
  await resize(page, { width: 360, height: 640 });
  await start(page, 4, 20260);
  await shot(page, '360x640-table');
  await menuEntriesReachable(page);
  // The rules, from the table.
  const rules = page.locator('.match-foot').getByRole('button', { name: 'Rules', exact: true });
  await inside(page, rules, 'Rules', 1);
  await rules.click();
  await expect(page.getByRole('dialog', { name: 'How to play Kapaga' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rules).toBeFocused();
  // The log: its latest lines, then the whole log in a dialog, on screen.
  await logOpens(page, '360x640-log');
});

test('desktop: every way off the table on screen at once, the log beside it', async ({ page }) => {
  // 30 s were not enough on a loaded machine.
  test.setTimeout(90_000);
  await resize(page, { width: 1440, height: 900 });
  await start(page, 4, 20260);
  for (const b of [
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('button', { name: 'Sound' }),
    page.getByRole('button', { name: 'Hint' }),
    page.locator('.match-foot').getByRole('button', { name: 'Rules', exact: true }),
    page.locator('.match-foot').getByRole('button', { name: 'Log', exact: true }),
  ])
    await inside(page, b, (await b.textContent()) || 'Sound', 1);
  // The ticker shows the log's latest lines whole beside the table.
  const lines = page.locator('.match-log li');
  expect(await lines.count()).toBeGreaterThan(0);
  await inside(page, lines, 'a line of the log');
  await logOpens(page);
  await menuEntriesReachable(page);
});
