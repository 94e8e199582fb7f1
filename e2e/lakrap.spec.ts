/**
 * La Krap on the platform, in the built app: a whole match against the bots to its end,
 * pass and play for four with the secret exposure (no seat sees another's choice before all
 * have chosen), a reload in the exchange, in the exposure and mid-trick, and the table on one
 * screen at every size with 4 and 6 players (one table each, resized through the sizes;
 * screenshots in the test output's screens/ folder). The person plays by what the table
 * offers.
 */
import { expect, type Page, test } from '@playwright/test';
import { axe, FOUR_SIZES, openFresh, shotPath } from './helpers';

test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

const SIZES = FOUR_SIZES;

const [SMALLEST, LARGEST] = [SIZES[0], SIZES[SIZES.length - 1]];

const shot = (name: string) => shotPath(`lakrap-${name}`);

async function openLakrap(page: Page, params = 'speed=instant&seed=7') {
  await openFresh(page, `/?${params}#game=lakrap`);
  // The game's code loads on demand: room for a loaded machine.
  await expect(page.getByRole('heading', { name: 'La Krap' })).toBeVisible({ timeout: 20_000 });
}

const record = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('table:lakrap:match') ?? 'null'));

/** One step of the person's: take the device, deal on, keep and show nothing, play a card. */
async function playStep(page: Page): Promise<boolean> {
  const tries = [
    () => page.getByRole('button', { name: /^I am .*show my cards/ }),
    () => page.getByRole('button', { name: 'Deal the next round' }),
    () => page.locator('.lk-step button:enabled'),
    () => page.locator('.lk-tools button[aria-label^="Show a marriage"]'),
    () => page.locator('.lk-hand button.playable:enabled'),
  ];
  for (const t of tries) {
    const b = t().first();
    if ((await b.count()) > 0 && (await b.isVisible()) && (await b.isEnabled())) {
      await b.click({ timeout: 2000 }).catch(() => {});
      return true;
    }
  }
  return false;
}

test('La Krap: a whole two-round match against the bots to its end, the summary and the winner named', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await openLakrap(page);
  await page.getByRole('combobox', { name: 'Players' }).selectOption('3');
  await page.getByText('House rules').click();
  // L16: the default is twice the players; two rounds speed the match up.
  await expect(page.getByLabel('Rounds in a match')).toHaveValue('6');
  await page.getByLabel('Rounds in a match').fill('2');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('region', { name: 'Your seat' })).toBeVisible();
  let summaries = 0;
  for (let i = 0; i < 600; i++) {
    if (await page.locator('.match-over').isVisible()) break;
    if (await page.getByRole('button', { name: 'Deal the next round' }).isVisible()) {
      summaries++;
      await expect(page.locator('.lk-sum')).toContainText('opponent');
      await expect(page.locator('.lk-sum-totals')).toBeVisible();
    }
    if (!(await playStep(page))) await page.waitForTimeout(50);
  }
  await expect(page.locator('.match-over')).toContainText(/wins|win/);
  expect(summaries).toBe(1);
  await expect(page.locator('.lk-sum-totals tbody tr')).toHaveCount(3);
  await axe(page, 'La Krap match over');
  expect(errors).toEqual([]);
});

test('La Krap: pass and play for four: the exposure stays secret until the last seat has chosen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Deal 4 of four turns no 2 (L5): there is an exchange.
  await openLakrap(page, 'speed=instant&seed=4');
  const names = ['Ann', 'Bob', 'Cid', 'Dee'];
  for (const [s, name] of names.entries()) {
    if (s > 0)
      await page.getByRole('combobox', { name: `Who plays seat ${s + 1}` }).selectOption('person');
    await page.getByRole('textbox', { name: `Name of seat ${s + 1}` }).fill(name);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  const take = page.getByRole('button', { name: /^I am .*show my cards/ });
  // L7: each keeps their cards in turn (or L5's 2 turned: no exchange at all).
  for (let i = 0; i < 4; i++) {
    await take.click();
    await page.getByRole('button', { name: 'Keep all my cards' }).click();
  }
  await take.click();
  // L8: the first to choose shows one face-down card; the others must not see it.
  await expect(page.getByText(/Step.2.of.2, the secret exposure/)).toBeVisible();
  const chooser = await page.locator('.lk-me .lk-name').innerText();
  const card = page.locator('.lk-hand li:not(.up) button').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.click();
  await page.getByRole('button', { name: /^Show 1 card/ }).click();
  const seatOf = () => page.getByRole('listitem', { name: `${chooser}'s seat` });
  const shows = async () =>
    seatOf()
      .getByRole('img')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  for (let i = 0; i < 3; i++) {
    // Between two people the table shows nobody's choice either.
    await expect(take).toBeVisible();
    expect(await shows()).not.toContain(name);
    await take.click();
    expect(await shows(), `seen by the next person, ${i + 1}`).not.toContain(name);
    await expect(page.getByText(/Step.2.of.2/)).toBeVisible();
    await page.getByRole('button', { name: 'Show nothing' }).click();
  }
  // Every seat has chosen: the card is shown, face up, to whoever holds the device next.
  if (await take.isVisible()) await take.click();
  await expect(page.locator('.lk-prompt')).not.toContainText(/Step.2/);
  if ((await page.locator('.lk-me .lk-name').innerText()) !== chooser)
    expect(await shows()).toContain(name);
  await axe(page, 'La Krap pass and play');
});

test('La Krap: a reload in the exchange, in the exposure and mid-trick keeps the match', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Deal 6 of four turns no 2 (L5): there is an exchange.
  await openLakrap(page, 'speed=instant&seed=6');
  await page.getByRole('button', { name: 'Start' }).click();
  const same = async (what: string, check: () => Promise<void>) => {
    const before = await record(page);
    await page.reload();
    await check();
    // Nothing lost; the bots may have gone on (in the exposure they choose at once).
    const after = (await record(page)).actions;
    expect(after.slice(0, before.actions.length), what).toEqual(before.actions);
  };
  await expect(page.getByText(/Step.1.of.2, the exchange/)).toBeVisible();
  await same('the exchange', () => expect(page.getByText(/Step.1.of.2/)).toBeVisible());
  await page.getByRole('button', { name: 'Keep all my cards' }).click();
  await expect(page.getByText(/Step.2.of.2, the secret exposure/)).toBeVisible();
  await same('the exposure', () => expect(page.getByText(/Step.2.of.2/)).toBeVisible());
  await page.getByRole('button', { name: 'Show nothing' }).click();
  // Play until a trick is under way while it is the person's turn.
  for (let i = 0; i < 40; i++) {
    if ((await page.locator('.lk-trick-cards li').count()) > 0) break;
    await page.locator('.lk-hand button.playable:enabled').first().click();
    await page.waitForTimeout(200);
  }
  const trick = () => page.locator('.lk-trick-cards').innerText();
  const was = await trick();
  expect(was.length).toBeGreaterThan(0);
  await same('mid-trick', async () => expect(await trick()).toBe(was));
  await axe(page, 'La Krap mid-trick after a reload');
});

/** The page scrolls neither way (after a resize, once the layout has followed). */
const notScrolled = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => ({
        x: document.documentElement.scrollWidth - window.innerWidth,
        y: document.documentElement.scrollHeight - window.innerHeight,
      })),
    )
    .toEqual({ x: 0, y: 0 });

for (const players of [4, 6])
  test(`La Krap with ${players} at every size (one table, resized): the table fits without scrolling, seven cards readable`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const [w0, h0] = SMALLEST;
    await page.setViewportSize({ width: w0, height: h0 });
    await openLakrap(page, `speed=instant&seed=${players === 4 ? 6 : 2}`);
    await page.getByRole('combobox', { name: 'Players' }).selectOption(String(players));
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('region', { name: 'Your seat' })).toBeVisible();
    // One colour per team: each seat's dot in the totals is the colour its seat is drawn in.
    const colours = await page.evaluate(() => {
      const byName = (el: Element | null, sel: string) =>
        el ? getComputedStyle(el.querySelector(sel) ?? el).color : 'none';
      const marks = [...document.querySelectorAll('.totals li')].map((li) => [
        li.querySelector('.name')?.textContent ?? '',
        li.querySelector('.team-mark') ? byName(li, '.team-mark') : 'none',
      ]);
      const seats = [...document.querySelectorAll('.lk-seat')].map((s) => [
        (s.getAttribute('aria-label') ?? '').replace(/'s seat$/, ''),
        byName(s, '.lk-team'),
      ]);
      return { marks: Object.fromEntries(marks), seats };
    });
    for (const [name, colour] of colours.seats)
      if (colours.marks[name as string] !== 'none')
        expect(colour, `${name}'s seat and total`).toBe(colours.marks[name as string]);
    if (players === 6) expect(Object.values(colours.marks)).not.toContain('none');
    // The table as dealt, the person's first step waiting, at every size.
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await notScrolled(page);
      await page.screenshot({ path: shot(`step-${players}p-${w}x${h}`) });
    }
    await page.setViewportSize({ width: w0, height: h0 });
    for (let i = 0; i < 4; i++) await playStep(page);
    await page.waitForTimeout(300);
    for (const size of SIZES) {
      const [w, h] = size;
      await test.step(`La Krap at ${w}x${h} with ${players}: the table fits without scrolling, seven cards readable`, async () => {
        await page.setViewportSize({ width: w, height: h });
        await notScrolled(page);
        // Every seat and every card of the hand on screen, each card wide enough to read and tap.
        const cards = page.locator('.lk-hand .lk-card');
        for (const el of await cards.all()) await expect(el).toBeInViewport({ ratio: 1 });
        await expect(page.locator('.lk-seat')).toHaveCount(players - 1);
        for (const el of await page.locator('.lk-seat').all())
          await expect(el).toBeInViewport({ ratio: 1 });
        const narrowest = await cards.evaluateAll((cs) =>
          Math.min(...cs.map((c) => c.getBoundingClientRect().width)),
        );
        expect(narrowest).toBeGreaterThanOrEqual(40);
        if (size === SMALLEST || size === LARGEST)
          await axe(page, `La Krap table ${w}x${h}, ${players} players`);
        await page.screenshot({ path: shot(`table-${players}p-${w}x${h}`) });
      });
    }
  });
