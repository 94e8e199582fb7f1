/**
 * Play on a phone (issue 19): selecting a card moves nothing (so a double tap plays it), a
 * raised card never covers my seat line, every screen fits with every setting on (the
 * expert's hint, the rules card, the passing notes), and long names are cut, never the
 * layout. At the sizes the viewport tests use. Screenshots land in test-results/screens/.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newGame, snapshot } from '../src/games/kapaga/engine';
import {
  box,
  freshSetup,
  headerWhole,
  houseRule,
  inside,
  notScrolled,
  rulesCard,
  type Size,
  startMatch,
} from './fit';
import { humanStep } from './helpers';

const SIZES: Size[] = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 740, height: 360 },
  { width: 1440, height: 900 },
];

/** A grayzone deal where the person plays first and holds a card of `ranks` on the top's suit. */
function seedWith(players: number, ranks: string): number {
  for (let seed = 1; seed < 5000; seed++) {
    const g = newGame({ players, seed, rules: 'grayzone' });
    if (!g.ok) continue;
    const s = snapshot(g.value);
    if (s.turn !== 0 || s.stage !== 'play' || s.pending > 0 || s.call !== null) continue;
    if (s.hands[0]?.some((c) => ranks.includes(c[0] as string) && c[1] === s.top[1])) return seed;
  }
  throw new Error(`no deal for ${ranks}`);
}

async function open(page: Page, size: Size) {
  await page.setViewportSize(size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

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

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${test.info().project.outputDir}/screens/phone-${name}.png` });

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

for (const size of SIZES)
  test(`${size.width}x${size.height}: selecting a card moves nothing, a double tap plays it`, async ({
    page,
  }) => {
    await open(page, size);
    await start(page, `seed=${seedWith(4, '3467TQK')}&opponents=3`);
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
    await shot(page, `${size.width}x${size.height}-selected`);
    await button(page, /^Clear/).click();
    await expect(page.locator('.hand .card.selected')).toHaveCount(0);
    // A double tap plays the card alone.
    await page.locator(`.hand .card[data-code="${code}"]`).dblclick();
    await expect(page.locator(`.hand .card[data-code="${code}"]`)).toHaveCount(0);
  });

for (const size of SIZES)
  test(`${size.width}x${size.height}: the table fits with the hint, the rules card and the passing notes`, async ({
    page,
  }) => {
    await open(page, size);
    await start(page, `seed=${seedWith(4, '9')}&opponents=3`, { adviser: true, house: true });
    await page.locator('.hand .card[data-code^="9"]').first().click();
    await button(page, /^Play/).click();
    await expect(page.locator('.passing-chip')).toHaveCount(2);
    await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
    await expect(advice(page)).toBeVisible();
    await expect(advice(page)).not.toContainText('thinking');
    await expect(rulesCard(page)).toBeVisible();
    await shot(page, `${size.width}x${size.height}-everything-on`);
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

for (const size of SIZES)
  test(`${size.width}x${size.height}: the round over fits, Next round on screen`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, size);
    await start(page, 'seed=8&opponents=9', { adviser: true });
    for (let i = 0; i < 2000; i++) if ((await humanStep(page)) === 'round-over') break;
    await expect(page.locator('.round-over')).toBeVisible();
    await shot(page, `${size.width}x${size.height}-round-over`);
    await inside(page, page.getByRole('button', { name: 'Next round' }), 'Next round');
  });

const LONG_NAMES = ['W'.repeat(20), 'ΩΨΦΣΔΘΛΞΠΓωψφσδθλξπγ'];

/** Pass and play at ten seats, every name 20 characters, seat 2 a person: seat 1's turn played. */
async function longNamesToPassBanner(page: Page, names: string) {
  await freshSetup(page, 'seed=12&opponents=9&level=easy&speed=instant&preset=grayzone', {
    adviser: false,
  });
  await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption('person');
  for (let i = 1; i <= 10; i++)
    await page.getByLabel(`Name of seat ${i}`, { exact: true }).fill(names);
  await page.getByRole('button', { name: 'Start' }).click();
  const hide = page.getByRole('button', { name: 'Hide my cards' });
  for (let i = 0; i < 80; i++) {
    if (await hide.isVisible()) break;
    // Between people: the device handed on, nobody's cards on screen.
    const show = page.getByRole('button', { name: /show my cards/ });
    if (await show.isVisible()) {
      await show.click();
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
    if (await keep.isVisible()) await keep.click();
    else if ((await draw.isVisible()) && (await draw.isEnabled())) await draw.click();
    else await page.waitForTimeout(30);
  }
  await expect(hide).toBeVisible();
}

for (const size of SIZES)
  for (const [k, names] of LONG_NAMES.entries())
    test(`${size.width}x${size.height}: ten long names are cut to fit, never the layout (${k ? 'Greek' : 'W'})`, async ({
      page,
    }) => {
      await open(page, size);
      await longNamesToPassBanner(page, names);
      await shot(page, `${size.width}x${size.height}-long-names-${k}`);
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

/** Nothing in `l` runs past its right edge, or past the screen's. */
async function noneCut(page: Page, l: Locator, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  const cut = await l.evaluateAll(
    (els, w) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim().slice(0, 30);
        return el.scrollWidth > el.clientWidth + 1 || r.right > w + 0.5
          ? [`${text} (${Math.round(r.right)})`]
          : [];
      }),
    width,
  );
  expect(cut, `${what}: cut at the right`).toEqual([]);
}

for (const size of SIZES)
  test(`${size.width}x${size.height}: settings and stats read whole`, async ({ page }) => {
    await open(page, size);
    await start(page, 'seed=31&opponents=1');
    // The table's settings wait on the first screen, the match's Menu away (folded there).
    await page.getByRole('button', { name: 'Menu' }).click();
    const settings = page.locator('.table-settings');
    await settings.locator('summary').click();
    await expect(settings.getByLabel('Game speed')).toBeVisible();
    await settings.scrollIntoViewIfNeeded();
    await shot(page, `${size.width}x${size.height}-settings`);
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
    await expect(tables.first()).toBeVisible();
    await shot(page, `${size.width}x${size.height}-stats`);
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

for (const size of SIZES)
  test(`${size.width}x${size.height}: the seat picker's every choice reads whole ("Bot, Medium")`, async ({
    page,
  }) => {
    await open(page, size);
    await freshSetup(page, 'opponents=3');
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

/** The whole log's list in its dialog, and whether its latest line is in view there. */
async function wholeLogEnd(page: Page) {
  return page.locator('.whole-log').evaluate((list) => {
    const last = list.lastElementChild?.getBoundingClientRect();
    const r = list.getBoundingClientRect();
    return {
      lines: list.children.length,
      scrolls: list.scrollHeight > list.clientHeight,
      atEnd: list.scrollHeight - list.clientHeight - list.scrollTop <= 1,
      lastInView:
        !!last &&
        last.bottom <= r.bottom + 1 &&
        last.top >= r.top - 1 &&
        last.bottom <= innerHeight,
      // The latest move's line (a bot's reason follows it, in the whole log only).
      latest: [...list.querySelectorAll('li:not(.reason)')].at(-1)?.textContent ?? '',
    };
  });
}

test('the log shows its latest line after the window grows from phone size', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, { width: 390, height: 844 });
  await start(page, 'seed=8&opponents=9');
  for (let i = 0; i < 2000; i++) if ((await humanStep(page)) === 'round-over') break;
  await expect(page.locator('.round-over')).toBeVisible();
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
});

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
