/**
 * Cap-It on the platform, in the built app: a whole match against bots to its end, pass and
 * play for four with a push between people (the pushed stock card seen only by its
 * receiver), a reload mid-turn, a 20-card hand on a phone, every screen size with 4 and 6
 * players (one table each, resized through the sizes), axe. The person plays by what the
 * table offers, as a person would: take or push, lay a way the table proposes, pick a card
 * and discard it. Screenshots go to the test output's screens/ folder.
 */
import { expect, type Page, test } from '@playwright/test';
import { axe, FOUR_SIZES, openFresh, shotPath } from './helpers';

test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

const SIZES = FOUR_SIZES;

const shot = (name: string) => shotPath(`capit-${name}`);

/** Opens Cap-It's setup on a fresh device. */
async function openCapit(page: Page, params = 'speed=instant&seed=7') {
  await openFresh(page, `/?${params}#game=capit`);
  // The game's code loads on demand: room for a loaded machine.
  await expect(page.getByRole('heading', { name: 'Cap-It' })).toBeVisible({ timeout: 20_000 });
}

/** House rules of the setup: each label's value. */
async function houseRules(page: Page, rules: Record<string, string>) {
  await page.getByText('House rules').click();
  for (const [label, value] of Object.entries(rules)) await page.getByLabel(label).fill(value);
}

/** Seats 2.. played by people named as given (pass and play). */
async function people(page: Page, names: readonly string[]) {
  for (const [i, name] of names.entries()) {
    await page.getByRole('combobox', { name: `Who plays seat ${i + 2}` }).selectOption('person');
    await page.getByRole('textbox', { name: `Name of seat ${i + 2}` }).fill(name);
  }
}

const hand = (page: Page) => page.locator('.chand button');

/** Picks the hand's cards one by one until Discard is offered, then discards. */
async function discardSome(page: Page): Promise<boolean> {
  const n = await hand(page).count();
  for (let i = n - 1; i >= 0; i--) {
    await hand(page).nth(i).click();
    const d = page.locator('.cbar .cdiscard');
    if (await d.isEnabled()) {
      await d.click();
      return true;
    }
    await hand(page).nth(i).click();
  }
  return false;
}

/** One step of the person's turn if it is theirs; false when there was nothing to do. */
async function playStep(page: Page, push = false): Promise<boolean> {
  const tries = [
    page.getByRole('button', { name: /^I am .*show my cards/ }),
    page.getByRole('button', { name: 'Next round' }),
    page.getByRole('button', { name: push ? /^Push$/ : /^Take / }),
    page.locator('.cway').first(),
  ];
  for (const b of tries)
    if ((await b.count()) > 0 && (await b.isVisible()) && (await b.isEnabled())) {
      await b.click({ timeout: 2000 }).catch(() => {});
      return true;
    }
  if ((await hand(page).count()) > 0 && (await hand(page).first().isEnabled()))
    return discardSome(page);
  return false;
}

async function playToEnd(page: Page, limit = 1500) {
  for (let i = 0; i < limit; i++) {
    if (await page.locator('.match-over').isVisible()) return;
    if (!(await playStep(page))) await page.waitForTimeout(30);
  }
  throw new Error('the match did not end');
}

test('Cap-It: a whole one-round match against bots to its end, the winner named', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await openCapit(page);
  await houseRules(page, { 'Rounds in a match': '1', 'Turns before a round stops': '10' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.ccontract')).toContainText('Two sets of 3');
  await playToEnd(page);
  await expect(page.locator('.match-over')).toContainText(/wins|win/);
  await page.screenshot({ path: shot('match-over') });
  await axe(page, 'Cap-It match over');
  expect(errors).toEqual([]);
});

/** Pass and play: the device handed to whoever it goes to; true when it was. */
async function takeDevice(page: Page): Promise<string | null> {
  const b = page.getByRole('button', { name: /^I am .*show my cards/ });
  await expect(b).toBeVisible();
  const who = /^I am (.*): show my cards/.exec((await b.textContent()) ?? '')?.[1] ?? null;
  await b.click();
  return who;
}

test('Cap-It: pass and play for four, pushes between people (the stock card seen only by its receiver), 20 cards in a hand on a phone, a reload mid-turn', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewportSize({ width: 360, height: 640 });
  await openCapit(page);
  await page.getByRole('textbox', { name: 'Name of seat 1' }).fill('Ada');
  await people(page, ['Bea', 'Cy', 'Di']);
  await houseRules(page, { 'Cards dealt': '15' });
  await page.getByRole('button', { name: 'Start' }).click();
  const push = page.getByRole('button', { name: /^Push$/ });
  const line = page.locator('.cinfo .clast-push');
  // C11: the first player pushes; the one on their left is told which stock card they got,
  // the one after is not.
  const names = ['Ada', 'Bea', 'Cy', 'Di'];
  const first = (await takeDevice(page)) ?? '';
  const [second, third] = [1, 2].map((k) => names[(names.indexOf(first) + k) % 4] as string);
  await expect(page.locator('.cpush-why')).toContainText(`the top stock card go to ${second}`);
  await push.click();
  await expect(line).toContainText(
    new RegExp(`^(${first}|You) pushed .+ and a card to ${second}\\.$`),
  );
  expect(await discardSome(page)).toBe(true);
  expect(await takeDevice(page)).toBe(second);
  const told = (await line.innerText()).replace(/\s+/g, ' ');
  expect(told).toMatch(new RegExp(`^${first} pushed \\S+ and \\S+ to (you|${second})\\.$`));
  expect(told).not.toContain('a card');
  await expect(page.locator('.chand button')).toHaveCount(17);
  await axe(page, 'Cap-It pass and play, a push received');
  await page.getByRole('button', { name: /^Take / }).click();
  expect(await discardSome(page)).toBe(true);
  // The next person was not pushed to: the stock card is not theirs to see.
  expect(await takeDevice(page)).toBe(third);
  await expect(line).toContainText(new RegExp(`^${first} pushed .+ and a card to ${second}\\.$`));
  // The log never names a pushed stock card to the table.
  await expect(page.locator('.match-log')).not.toContainText(/pushes \S+ and \S+ to/);
  // Everyone pushes on: each hand grows by two a round of turns.
  const cards = page.locator('.chand button');
  for (let turn = 0; turn < 16 && (await cards.count()) < 20; turn++) {
    await push.click();
    expect(await discardSome(page)).toBe(true);
    await takeDevice(page);
  }
  expect(await cards.count()).toBeGreaterThanOrEqual(20);
  // A 20-card hand fits a phone: every card on screen, nothing to scroll.
  for (let i = 0; i < (await cards.count()); i++) {
    const box = await cards.nth(i).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360 && box.y + box.height <= 640).toBe(true);
  }
  const over = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(over).toBe(0);
  await page.locator('.csort button', { hasText: 'By run' }).click();
  await page.screenshot({ path: shot('hand-20-360x640') });
  // A reload mid-turn: the match goes on where it was, the same hand.
  await push.click();
  const held = await cards.count();
  await page.reload();
  await takeDevice(page);
  await expect(cards).toHaveCount(held);
  await expect(push).toHaveCount(0);
  // The order picked at the table before the reload is the device's setting now.
  await expect(page.locator('.csort button', { hasText: 'By run' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await discardSome(page)).toBe(true);
  expect(errors).toEqual([]);
});

const [SMALLEST, LARGEST] = [SIZES[0], SIZES[SIZES.length - 1]];

for (const players of [4, 6])
  test(`Cap-It with ${players} players at every size (one table, resized): the table fits, axe clean`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const [w0, h0] = SMALLEST;
    await page.setViewportSize({ width: w0, height: h0 });
    await openCapit(page);
    await page.locator('#players').selectOption(String(players));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.locator('.chand button').first()).toBeVisible();
    for (let i = 0; i < 4; i++) await playStep(page);
    await page.waitForTimeout(300);
    for (const size of SIZES) {
      const [w, h] = size;
      await test.step(`Cap-It at ${w}x${h} with ${players} players: the table fits, axe clean`, async () => {
        await page.setViewportSize({ width: w, height: h });
        await expect
          .poll(() =>
            page.evaluate(() => ({
              x: document.documentElement.scrollWidth - window.innerWidth,
              y: document.documentElement.scrollHeight - window.innerHeight,
            })),
          )
          .toEqual({ x: 0, y: 0 });
        await page.screenshot({ path: shot(`table-${players}p-${w}x${h}`) });
        if (size === SMALLEST || size === LARGEST) await axe(page, `Cap-It table ${w}x${h}`);
      });
    }
  });
