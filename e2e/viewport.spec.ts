/**
 * The table fits one screen (issue "A game people come back to"): at phone, phone-sideways,
 * tablet and desktop sizes, with 4 and with 10 players, every opponent, the pile, the prompt,
 * the whole hand and the buttons are on screen at once, without scrolling; so are the 8's call
 * chooser and the pass-and-play banner with the buttons under them. Nothing is dismissed that a
 * player would not dismiss (the rules card stays up). Screenshots land in
 * test-results/screens/viewport-*.png.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { seedWithAnEight } from './helpers';

const SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 740, height: 360 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
];
const CHOOSER_SIZE = { width: 1280, height: 800 };
const TABLES = [4, 10];

const link = (players: number, seed: number) =>
  `/?fresh&seed=${seed}&opponents=${players - 1}&level=easy&speed=instant&preset=grayzone`;

async function open(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

async function start(page: Page, players: number, seed: number) {
  await page.goto(link(players, seed));
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
}

/** Every element `l` matches lies wholly inside the viewport (no scrolling allowed). */
async function inside(page: Page, l: Locator, what: string, count?: number) {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  const n = await l.count();
  if (count !== undefined) expect(n, `${what}: how many`).toBe(count);
  else expect(n, `${what}: on the page`).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const box = await l.nth(i).boundingBox();
    expect(box, `${what} #${i + 1} is shown`).not.toBeNull();
    if (!box) continue;
    const at = `${what} #${i + 1} at ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} in ${size.width}x${size.height}`;
    expect(box.width * box.height, `${at}: has a size`).toBeGreaterThan(0);
    expect(box.x, at).toBeGreaterThanOrEqual(-0.5);
    expect(box.y, at).toBeGreaterThanOrEqual(-0.5);
    expect(box.x + box.width, at).toBeLessThanOrEqual(size.width + 0.5);
    expect(box.y + box.height, at).toBeLessThanOrEqual(size.height + 0.5);
  }
}

async function notScrolled(page: Page) {
  const { y, x, tall } = await page.evaluate(() => ({
    y: window.scrollY,
    x: window.scrollX,
    tall: document.documentElement.scrollHeight - window.innerHeight,
  }));
  expect(y, 'the page is not scrolled').toBe(0);
  expect(x, 'the page is not scrolled sideways').toBe(0);
  expect(tall, 'the page is no taller than the screen').toBeLessThanOrEqual(0);
}

const button = (page: Page, text: RegExp) =>
  page.locator('.controls .buttons button', { hasText: text });

/** The table as a player needs it: seats, pile, prompt, hand and buttons, all on screen. */
async function tableOnScreen(page: Page, players: number) {
  await notScrolled(page);
  await inside(page, page.locator('.topbar'), 'the top bar', 1);
  await inside(page, page.locator('.opponents .seat-box'), 'an opponent', players - 1);
  await inside(page, page.getByRole('img', { name: /^Discard pile/ }), 'the discard pile', 1);
  await inside(page, page.locator('.table-text .main'), 'the prompt', 1);
  await inside(page, page.locator('.hand .card'), 'a card in the hand');
  await inside(page, page.getByRole('button', { name: 'KAPAGA!' }), 'KAPAGA!', 1);
  await inside(page, button(page, /^Draw/), 'Draw', 1);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${test.info().project.outputDir}/screens/viewport-${name}.png` });

for (const size of SIZES)
  for (const players of TABLES)
    test(`the table fits ${size.width}x${size.height} with ${players} players`, async ({
      page,
    }) => {
      await open(page, size);
      await start(page, players, 20260);
      // Settled on the person's turn (the bots before them have played).
      await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
      await expect(page.getByRole('complementary', { name: /Rules in effect/ })).toBeVisible();
      await tableOnScreen(page, players);
      await inside(page, button(page, /^Play/), 'Play', 1);
      await inside(page, page.locator('.log'), 'the game log (or its ticker)', 1);
      await shot(page, `${size.width}x${size.height}-${players}`);
    });

for (const size of [CHOOSER_SIZE, ...SIZES])
  for (const players of TABLES)
    test(`the 8's call chooser fits ${size.width}x${size.height} with ${players} players`, async ({
      page,
    }) => {
      await open(page, size);
      await start(page, players, seedWithAnEight(players));
      await page
        .getByRole('button', { name: /^eight of / })
        .first()
        .click();
      const chooser = page.getByRole('group', { name: /and call$/ });
      await expect(chooser).toBeVisible();
      await tableOnScreen(page, players);
      await inside(page, chooser, 'the call chooser', 1);
      await inside(page, chooser.getByRole('button', { name: /^Call / }), 'a call button', 16);
      await inside(page, button(page, /^Clear/), 'Clear', 1);
      await shot(page, `${size.width}x${size.height}-${players}-chooser`);
    });

/** Pass and play (Ada is a person too): play Player 1's turn until the banner asks to hide. */
async function toPassBanner(page: Page, players: number) {
  await page.goto(link(players, 12));
  await page.getByText('Seats: names, people and bots').click();
  await page.getByLabel('Ada').selectOption('person');
  await page.getByRole('button', { name: 'Start' }).click();
  const hide = page.getByRole('button', { name: 'Hide my cards' });
  for (let i = 0; i < 60; i++) {
    if (await hide.isVisible()) break;
    if (await page.getByRole('heading', { name: /^Pass to / }).isVisible()) {
      await page.getByRole('button', { name: /show my cards/ }).click();
      continue;
    }
    const call = page.locator('.call-chooser button').first();
    if (await call.isVisible()) {
      await page.waitForTimeout(500); // a chooser ignores clicks for a moment
      await call.click();
      continue;
    }
    const keep = button(page, /^Keep/);
    const draw = button(page, /^Draw/);
    // isVisible never waits (isEnabled would, for a button a hand-off has taken away).
    if (await keep.isVisible()) await keep.click();
    else if ((await draw.isVisible()) && (await draw.isEnabled())) await draw.click();
    else await page.waitForTimeout(30);
  }
  await expect(hide).toBeVisible();
}

for (const size of [CHOOSER_SIZE, ...SIZES])
  for (const players of TABLES)
    test(`pass and play: the "Hide my cards" banner leaves the buttons on screen at ${size.width}x${size.height}, ${players} players`, async ({
      page,
    }) => {
      await open(page, size);
      await toPassBanner(page, players);
      await notScrolled(page);
      await inside(page, page.locator('.pass-banner'), 'the pass banner', 1);
      await inside(page, page.locator('.opponents .seat-box'), 'an opponent', players - 1);
      await inside(page, page.locator('.hand .card'), 'a card in the hand');
      await inside(page, button(page, /^Play/), 'Play', 1);
      await inside(page, button(page, /^Draw/), 'Draw', 1);
      await inside(page, page.getByRole('button', { name: 'KAPAGA!' }), 'KAPAGA!', 1);
      await shot(page, `${size.width}x${size.height}-${players}-pass`);
    });

test('narrow screens: one Menu button shows the same five entries; the log opens from its ticker', async ({
  page,
}) => {
  await open(page, { width: 360, height: 640 });
  await start(page, 4, 20260);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Settings', exact: true })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Game menu' });
  const entries = ['How to play', 'Rules', 'Settings', 'Replay', 'New game'];
  for (const name of entries)
    await inside(page, nav.getByRole('button', { name, exact: true }), name, 1);
  await shot(page, '360x640-menu');
  // Escape closes it and gives focus back to the Menu button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  // An entry opens its panel; closing the panel gives focus back to the Menu button.
  await menu.click();
  await nav.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menu).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // The log: one line, then the whole log in a drawer, on screen.
  const ticker = page.locator('.log-ticker');
  await expect(ticker).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.log-list')).toBeHidden();
  await ticker.click();
  await expect(ticker).toHaveAttribute('aria-expanded', 'true');
  await inside(
    page,
    page.getByRole('list', { name: 'Game log, latest last' }),
    'the log drawer',
    1,
  );
  await shot(page, '360x640-log');
  await page.keyboard.press('Escape');
  await expect(page.locator('.log-list')).toBeHidden();
  await notScrolled(page);
});

test('desktop: the five menu buttons stay in the top bar, the log beside the table', async ({
  page,
}) => {
  await open(page, { width: 1440, height: 900 });
  await start(page, 4, 20260);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  for (const name of ['How to play', 'Rules', 'Settings', 'Replay', 'New game'])
    await inside(page, page.getByRole('button', { name, exact: true }), name, 1);
  await expect(page.locator('.log-ticker')).toBeHidden();
  await inside(page, page.getByRole('list', { name: 'Game log, latest last' }), 'the log', 1);
});
