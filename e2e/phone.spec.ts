/**
 * Play on a phone (issue 19): selecting a card moves nothing (so a double tap plays it), a
 * raised card never covers my seat line, every screen fits with every setting on (the
 * expert's hint, the rules card, the passing notes), and long names are cut, never the
 * layout. At the sizes the viewport tests use: each setup once, the screen resized under it (a
 * check that plays a card deals again for the next size). Screenshots land in
 * test-results/screens/.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  box,
  freshSetup,
  headerWhole,
  houseRule,
  inside,
  noneCut,
  notScrolled,
  resize,
  rulesCard,
  type Size,
  seedWith,
  sizeName,
  startMatch,
  toPassBanner,
  wholeLogEnd,
} from './fit';
import { humanStep, shotPath } from './helpers';

const SIZES: Size[] = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 740, height: 360 },
  { width: 1440, height: 900 },
];

/**
 * A fresh device, the adviser on or off (the table's setting, kept), set up by the link and
 * started; `house`: under a house rule, so that the rules card is up.
 */
async function start(page: Page, params: string, o: { adviser?: boolean; house?: boolean } = {}) {
  await freshSetup(page, `level=easy&speed=instant&preset=grayzone&${params}`, {
    adviser: o.adviser ?? false,
  });
  if (o.house) await houseRule(page);
  await startMatch(page);
  await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
}

const shot = (page: Page, name: string) => page.screenshot({ path: shotPath(`phone-${name}`) });

/** The adviser's words for this turn, once it has thought (the platform's hint, in the header). */
const advice = (page: Page) => page.locator('.hint .hint-words');

const button = (page: Page, text: RegExp) =>
  page.locator('.controls .buttons button', { hasText: text });

/** Where the hand, my line and each of my buttons are. */
const layout = (page: Page) =>
  page.evaluate(() =>
    [
      '.my-line',
      '.hand',
      ...[1, 2, 3, 4, 5].map((k) => `.controls .buttons > :nth-child(${k})`),
    ].map((s) => {
      const r = document.querySelector(s)?.getBoundingClientRect();
      return r
        ? `${s} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`
        : `${s} none`;
    }),
  );

test('selecting a card moves nothing, a double tap plays it, at every size', async ({ page }) => {
  test.setTimeout(420_000);
  const seed = seedWith(4, '3467TQK');
  for (const size of SIZES)
    await test.step(`${sizeName(size)}: selecting a card moves nothing, a double tap plays it`, async () => {
      await resize(page, size);
      // The same deal at each size (the double tap below plays its card).
      await start(page, `seed=${seed}&opponents=3`);
      const before = await layout(page);
      const card = page
        .locator('.hand .card.playable')
        .filter({ hasNot: page.locator('[data-code^="8"]') })
        .first();
      const code = await card.getAttribute('data-code');
      await card.click();
      await expect(page.locator('.hand .card.selected')).toHaveCount(1);
      expect(await layout(page), 'the same layout with a card selected').toEqual(before);
      // The raised card stays under my line ("You 0 points").
      const line = await box(page.locator('.my-line'));
      const raised = await box(page.locator('.hand .card.selected .card-face'));
      expect(raised.y, 'the raised card is below my line').toBeGreaterThanOrEqual(
        line.y + line.height,
      );
      await shot(page, `${sizeName(size)}-selected`);
      await button(page, /^Clear/).click();
      await expect(page.locator('.hand .card.selected')).toHaveCount(0);
      // A double tap plays the card alone.
      await page.locator(`.hand .card[data-code="${code}"]`).dblclick();
      await expect(page.locator(`.hand .card[data-code="${code}"]`)).toHaveCount(0);
    });
});

test('the table fits every size with the hint, the rules card and the passing notes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await resize(page, SIZES[0] as Size);
  await start(page, `seed=${seedWith(4, '9')}&opponents=3`, { adviser: true, house: true });
  await page.locator('.hand .card[data-code^="9"]').first().click();
  await button(page, /^Play/).click();
  await expect(page.locator('.passing-chip')).toHaveCount(2);
  await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
  for (const size of SIZES)
    await test.step(`${sizeName(size)}: the table fits with the hint, the rules card and the passing notes`, async () => {
      await resize(page, size);
      await expect(page.locator('.passing-chip')).toHaveCount(2);
      await expect(advice(page)).toBeVisible();
      await expect(advice(page)).not.toContainText('thinking');
      await expect(rulesCard(page)).toBeVisible();
      await shot(page, `${sizeName(size)}-everything-on`);
      await notScrolled(page, 'the table');
      await headerWhole(page);
      for (const what of [/^Play/, /^Draw/]) await inside(page, button(page, what), `${what}`);
      await inside(page, page.getByRole('button', { name: 'KAPAGA!' }), 'KAPAGA!');
      await inside(page, page.locator('.hint'), 'the hint');
      await inside(page, page.getByRole('button', { name: 'Play it' }), "the hint's Play it");
      await inside(page, rulesCard(page), 'the rules card');
      for (const chip of await page.locator('.passing-chip').all())
        await inside(page, chip, 'a passing note');
      await inside(page, page.locator('.hand'), 'the hand');
    });
});

const LONG_NAMES = ['W'.repeat(20), 'ΩΨΦΣΔΘΛΞΠΓωψφσδθλξπγ'];

for (const [k, names] of LONG_NAMES.entries())
  test(`ten long names are cut to fit at every size, never the layout (${k ? 'Greek' : 'W'})`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await resize(page, SIZES[0] as Size);
    // Pass and play at ten seats, every name 20 characters, seat 2 a person: seat 1's turn played.
    await toPassBanner(page, 'seed=12&opponents=9&level=easy&speed=instant&preset=grayzone', {
      names,
      settings: { adviser: false },
    });
    for (const size of SIZES)
      await test.step(`${sizeName(size)}: ten long names are cut to fit, never the layout (${k ? 'Greek' : 'W'})`, async () => {
        await resize(page, size);
        await shot(page, `${sizeName(size)}-long-names-${k}`);
        // At 360x640 too: the prompt's name is cut, the hand a little smaller beside the banner.
        await notScrolled(page, 'the table with ten long names');
        await inside(page, page.locator('.pass-banner'), 'the pass banner');
        await inside(page, page.getByRole('button', { name: 'Hide my cards' }), 'Hide my cards');
        // Each name inside its own seat: cut (with an ellipsis), never spilling on a neighbour.
        const seats = page.locator('.opponents .seat-box');
        await expect(seats).toHaveCount(9);
        for (const seat of await seats.all()) {
          const s = await box(seat);
          const n = await box(seat.locator('.seat-name'));
          expect(n.x, 'a name starts inside its seat').toBeGreaterThanOrEqual(s.x - 0.5);
          expect(n.x + n.width, 'a name ends inside its seat').toBeLessThanOrEqual(
            s.x + s.width + 0.5,
          );
        }
        const mine = page.locator('.my-line .seat-name');
        if (await mine.isVisible()) await inside(page, mine, 'my name');
        await inside(page, page.locator('.table-text .main'), 'the prompt');
        // The prompt's name ("WWW... to play.") is cut (an ellipsis), its line kept whole.
        const name = page.locator('.table-text .main .who');
        await expect(name).toHaveCount(1);
        expect(
          await name.evaluate((el) => el.scrollWidth > el.clientWidth),
          "the prompt's name is cut",
        ).toBe(true);
        // The header says "Kapaga Round 1" whole, each total in its place (names cut there).
        await headerWhole(page);
      });
  });

test('settings and stats read whole at every size', async ({ page }) => {
  test.setTimeout(420_000);
  await resize(page, SIZES[0] as Size);
  await start(page, 'seed=31&opponents=1');
  // The table's settings wait on the first screen, the match's Menu away (folded there).
  await page.getByRole('button', { name: 'Menu' }).click();
  const settings = page.locator('.table-settings');
  await settings.locator('summary').click();
  for (const size of SIZES)
    await test.step(`${sizeName(size)}: the settings read whole`, async () => {
      await resize(page, size);
      await expect(settings.getByLabel('Game speed')).toBeVisible();
      await settings.scrollIntoViewIfNeeded();
      await shot(page, `${sizeName(size)}-settings`);
      await noneCut(page, settings.locator('.check, fieldset, .field, .volume'), 'the settings');
      await notScrolled(page, 'the first screen with the settings open', false);
      const boxes = await settings.locator('input[type="checkbox"]').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return `${Math.round(r.width)}x${Math.round(r.height)}`;
        }),
      );
      expect(boxes.length).toBeGreaterThan(3);
      expect(new Set(boxes).size, `every checkbox the same size: ${boxes.join(' ')}`).toBe(1);
    });
  // The match waits where it was left.
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();

  // Stats: two matches in a history file; on a phone each figure keeps its column's name.
  const seats = [
    { kind: 'person', name: 'You' },
    { kind: 'bot', level: 'easy', name: 'Ada' },
  ];
  const entry = (at: number, won: boolean) => ({
    at,
    names: ['You', 'Ada'],
    rules: 'grayzone',
    seats,
    people: [0],
    scores: won ? [10, 2010] : [2010, 10],
    winners: won ? [0] : [1],
    rounds: [won ? [10, 2010] : [2010, 10]],
    hints: [0, 0],
  });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Your stats' }).click();
  await page.getByLabel('Add a history file').setInputFiles({
    name: 'history.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        kind: 'history',
        game: 'kapaga',
        v: 1,
        entries: [entry(1.7e12, true), entry(1.7e12 + 1, false)],
      }),
    ),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 matches' })).toBeVisible();
  const tables = page.getByRole('main').locator('table');
  for (const size of SIZES)
    await test.step(`${sizeName(size)}: the stats read whole`, async () => {
      await resize(page, size);
      await expect(tables.first()).toBeVisible();
      await shot(page, `${sizeName(size)}-stats`);
      const heads = await tables.evaluateAll((all) =>
        all.map((t) => {
          const shown = (el: Element) => el.getBoundingClientRect().height > 0;
          const thead = t.querySelector('thead');
          // A header row on screen, or each figure labelled with its column's name.
          return (
            (!!thead && shown(thead)) ||
            [...t.querySelectorAll('tbody td')].every(
              (td) => getComputedStyle(td, '::before').content.replace(/"/g, '').length > 1,
            )
          );
        }),
      );
      expect(heads.length).toBeGreaterThan(1);
      expect(heads, 'every stats table names its columns').not.toContain(false);
      await noneCut(page, page.getByRole('main').locator('table, li, p, h2, h3'), 'the stats');
      await notScrolled(page, 'the stats', false);
    });
});

test(`the seat picker's every choice reads whole ("Bot, Medium") at every size`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await resize(page, SIZES[0] as Size);
  await freshSetup(page, 'opponents=3');
  for (const size of SIZES)
    await test.step(`${sizeName(size)}: the seat picker's every choice reads whole ("Bot, Medium")`, async () => {
      await resize(page, size);
      const picks = page.getByRole('combobox', { name: /^Who plays seat / });
      await expect(picks).toHaveCount(4);
      const short = await picks.evaluateAll((els) =>
        els.flatMap((el) => {
          if (!(el instanceof HTMLSelectElement)) return ['not a select'];
          const select = el;
          const cs = getComputedStyle(select);
          // The box's room for words: its width less its padding and the arrow (about 24px).
          const room =
            select.clientWidth -
            Number.parseFloat(cs.paddingLeft) -
            Number.parseFloat(cs.paddingRight) -
            24;
          // Whichever is chosen reads whole: every choice it offers.
          return [...select.options].flatMap((o) => {
            const text = o.textContent ?? '';
            const probe = document.createElement('span');
            probe.style.font = cs.font;
            probe.style.whiteSpace = 'pre';
            probe.textContent = text;
            document.body.append(probe);
            const need = probe.getBoundingClientRect().width;
            probe.remove();
            return need > room ? [`${text}: ${Math.round(need)} in ${Math.round(room)}`] : [];
          });
        }),
      );
      expect(short, 'every choice reads whole').toEqual([]);
    });
});

/**
 * One round of ten seats played to its end (the adviser on): the log at phone size, then with
 * the window grown; then the round over at every size, each opened at that size (a reload
 * keeps the round's end). Resized under it, the round over keeps its scroll: shrunk from
 * 390x844 to 360x640, Next round lay below the screen (reported; not what is checked here).
 */
test('the round over fits every size; the log shows its latest line after the window grows', async ({
  page,
}) => {
  // A round of ten seats, then five sizes: 2.3 min measured beside other test runs.
  test.setTimeout(420_000);
  await resize(page, { width: 390, height: 844 });
  await start(page, 'seed=8&opponents=9', { adviser: true });
  for (let i = 0; i < 2000; i++) if ((await humanStep(page)) === 'round-over') break;
  await expect(page.locator('.round-over')).toBeVisible();
  await test.step('the log shows its latest line after the window grows from phone size', () =>
    logAfterGrowing(page));
  for (const size of SIZES)
    await test.step(`${sizeName(size)}: the round over fits, Next round on screen`, async () => {
      await resize(page, size);
      await page.reload();
      await expect(page.locator('.round-over')).toBeVisible();
      await shot(page, `${sizeName(size)}-round-over`);
      await inside(page, page.getByRole('button', { name: 'Next round' }), 'Next round');
    });
});

/** At the round's end: the log at phone size, its latest line in view; then the window grown. */
async function logAfterGrowing(page: Page) {
  await resize(page, { width: 390, height: 844 });
  const ticker = page.locator('.match-log li').last();
  const latest = await ticker.innerText();
  await inside(page, ticker, "the ticker's latest line");
  // The whole log, opened on the phone: its latest line in view.
  const log = page.locator('.match-foot').getByRole('button', { name: 'Log', exact: true });
  await log.click();
  const dialog = page.getByRole('dialog', { name: 'What happened' });
  await expect(dialog).toBeVisible();
  const phone = await wholeLogEnd(page);
  expect(phone.lines).toBeGreaterThan(30);
  expect(phone.scrolls).toBe(true);
  expect(phone.lastInView).toBe(true);
  expect(phone.latest.replace(/\s+/g, ' ')).toBe(latest.replace(/\s+/g, ' '));
  // The window grows with the log open: still its latest line in view, at its end.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect
    .poll(async () => {
      const e = await wholeLogEnd(page);
      return [e.scrolls, e.atEnd, e.lastInView];
    })
    .toEqual([true, true, true]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(log).toBeFocused();
  // On the desktop the ticker's latest line is on screen too, and the log opens at its end.
  await inside(page, ticker, "the ticker's latest line on the desktop");
  await expect(ticker).toHaveText(latest);
  await log.click();
  await expect
    .poll(async () => {
      const e = await wholeLogEnd(page);
      return [e.scrolls, e.atEnd, e.lastInView];
    })
    .toEqual([true, true, true]);
}

test("held sideways with the advice on, an 8's call chooser fits", async ({ page }) => {
  // Issue 19: at 740x360 the chooser and the advice together pushed the buttons 25 px down.
  await page.setViewportSize({ width: 740, height: 360 });
  await freshSetup(page, 'seed=7&speed=fast');
  // The adviser is one of the table's settings, on the first screen.
  await page.locator('.table-settings summary').click();
  await page.getByRole('checkbox', { name: /What would the expert do/ }).check();
  await page.locator('.table-settings summary').click();
  await page.getByRole('button', { name: 'Start' }).click();
  // Seed 7 deals the person an 8 first in hand, and it is their turn.
  await expect(advice(page)).toBeVisible({ timeout: 15_000 });
  await expect(advice(page)).not.toContainText('thinking', { timeout: 15_000 });
  await page.locator('.hand .card').first().click();
  await expect(page.locator('.call-chooser')).toBeVisible();
  const size = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  expect(size).toEqual([740, 360]);
  await notScrolled(page, 'the table with the chooser and the advice');
  await expect(page.getByRole('button', { name: 'Clear' })).toBeInViewport({ ratio: 1 });
  await inside(page, page.locator('.call-chooser'), 'the call chooser', 1);
  await inside(page, page.locator('.hint'), 'the advice', 1);
});
