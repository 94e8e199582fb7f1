/**
 * Play on a phone (issue 19): selecting a card moves nothing (so a double tap plays it), a
 * raised card never covers my seat line, every screen fits with every setting on (the
 * expert's hint, the rules card, the passing notes), and long names are cut, never the
 * layout. At the sizes the viewport tests use. Screenshots land in test-results/screens/.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newGame, snapshot } from '../src/games/kapaga/engine';
import { humanStep } from './helpers';

const SIZES = [
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

async function open(page: Page, size: { width: number; height: number }, adviser = false) {
  await page.setViewportSize(size);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?fresh');
  await page.evaluate(
    (on) => localStorage.setItem('kapaga:settings', JSON.stringify({ adviser: on })),
    adviser,
  );
}

async function start(page: Page, params: string) {
  await page.goto(`/?fresh&level=easy&speed=instant&preset=grayzone&${params}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${test.info().project.outputDir}/screens/phone-${name}.png` });

type Box = { x: number; y: number; width: number; height: number };
async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not shown');
  return b;
}

async function notScrolled(page: Page, what: string, downToo = true) {
  const m = await page.evaluate(() => ({
    down: document.documentElement.scrollHeight - window.innerHeight,
    across: document.documentElement.scrollWidth - window.innerWidth,
  }));
  if (downToo)
    expect(m.down, `${what}: the page is no taller than the screen`).toBeLessThanOrEqual(0);
  expect(m.across, `${what}: the page is no wider than the screen`).toBeLessThanOrEqual(0);
}

/** Wholly on screen. */
async function inside(page: Page, l: Locator, what: string) {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  const b = await box(l);
  const at = `${what} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)} in ${size.width}x${size.height}`;
  expect(b.x, at).toBeGreaterThanOrEqual(-0.5);
  expect(b.y, at).toBeGreaterThanOrEqual(-0.5);
  expect(b.x + b.width, at).toBeLessThanOrEqual(size.width + 0.5);
  expect(b.y + b.height, at).toBeLessThanOrEqual(size.height + 0.5);
}

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
    await open(page, size, true);
    await start(page, `seed=${seedWith(4, '9')}&opponents=3`);
    await page.locator('.hand .card[data-code^="9"]').first().click();
    await button(page, /^Play/).click();
    await expect(page.locator('.passing-chip')).toHaveCount(2);
    await expect(page.locator('.table-text.you, .table-text.penalty')).toBeVisible();
    await expect(page.locator('.advice')).not.toContainText('thinking');
    await expect(page.getByRole('complementary', { name: /Rules in effect/ })).toBeVisible();
    await shot(page, `${size.width}x${size.height}-everything-on`);
    await notScrolled(page, 'the table');
    for (const what of [/^Play/, /^Draw/]) await inside(page, button(page, what), `${what}`);
    await inside(page, page.getByRole('button', { name: 'KAPAGA!' }), 'KAPAGA!');
    await inside(page, page.locator('.advice'), 'the hint');
    for (const chip of await page.locator('.passing-chip').all())
      await inside(page, chip, 'a passing note');
    await inside(page, page.locator('.hand'), 'the hand');
  });

for (const size of SIZES)
  test(`${size.width}x${size.height}: the round over fits, Next round on screen`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, size, true);
    await start(page, 'seed=8&opponents=9');
    for (let i = 0; i < 2000; i++) if ((await humanStep(page)) === 'round-over') break;
    await expect(page.locator('.round-over')).toBeVisible();
    await shot(page, `${size.width}x${size.height}-round-over`);
    await inside(page, page.getByRole('button', { name: 'Next round' }), 'Next round');
  });

const LONG_NAMES = ['W'.repeat(20), 'ΩΨΦΣΔΘΛΞΠΓωψφσδθλξπγ'];

/** Pass and play at ten seats, every name 20 characters, Ada a person: Player 1's turn played. */
async function longNamesToPassBanner(page: Page, names: string) {
  await page.goto('/?fresh&seed=12&opponents=9&level=easy&speed=instant&preset=grayzone');
  await page.getByLabel('Your name').fill(names);
  await page.getByText('Seats: names, people and bots').click();
  for (let i = 2; i <= 10; i++) await page.getByLabel(`Name of seat ${i}`).fill(names);
  await page
    .locator('select')
    .filter({ hasText: 'Person (pass and play)' })
    .first()
    .selectOption('person');
  await page.getByRole('button', { name: 'Start' }).click();
  const hide = page.getByRole('button', { name: 'Hide my cards' });
  for (let i = 0; i < 80; i++) {
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
      // The top bar says "Round 1 · Grayzone · pass and play" whole.
      const info = await page
        .locator('.round-info')
        .evaluate((el) => [el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight]);
      expect(info, 'the round line is not cut').toEqual([0, 0]);
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
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Game menu' })
      .getByRole('button', { name: 'Settings', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible();
    await shot(page, `${size.width}x${size.height}-settings`);
    await noneCut(page, dialog.locator('.check, fieldset, .field'), 'the settings');
    const boxes = await dialog.locator('input[type="checkbox"]').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return `${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
    );
    expect(new Set(boxes).size, `every checkbox the same size: ${boxes.join(' ')}`).toBe(1);
    await page.keyboard.press('Escape');

    // Stats: two matches in a history file; on a phone each figure keeps its column's name.
    const entry = (at: number, won: boolean) => ({
      at,
      rules: 'grayzone',
      players: 2,
      seats: [
        { name: 'You', kind: 'human', level: 'easy' },
        { name: 'Ada', kind: 'bot', level: 'easy' },
      ],
      placings: won ? [0, 1] : [1, 0],
      scores: won ? [10, 2010] : [2010, 10],
      winners: won ? [0] : [1],
      rounds: [won ? [10, 2010] : [2010, 10]],
      you: 0,
      hints: 0,
    });
    await page.goto('/?fresh');
    await page.getByRole('button', { name: 'Your stats' }).click();
    await page.getByLabel('Add a history file').setInputFiles({
      name: 'history.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          kapaga: 'history',
          v: 1,
          entries: [entry(1.7e12, true), entry(1.7e12 + 1, false)],
        }),
      ),
    });
    await expect(page.getByRole('status').filter({ hasText: 'Added 2 matches' })).toBeVisible();
    const table = page.locator('.stats-table').first();
    await expect(table).toBeVisible();
    await shot(page, `${size.width}x${size.height}-stats`);
    const heads = await page.locator('.stats-table').evaluateAll((tables) =>
      tables.map((t) => {
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
    await notScrolled(page, 'the stats', false);
  });

for (const size of SIZES)
  test(`${size.width}x${size.height}: the seat picker shows "Bot, same as all (Medium)" whole`, async ({
    page,
  }) => {
    await open(page, size);
    await page.goto('/?fresh&opponents=3');
    await page.getByText('Seats: names, people and bots').click();
    const picks = page.locator('.per-seat select');
    await expect(picks).toHaveCount(3);
    const short = await picks.evaluateAll((els) =>
      els.flatMap((el) => {
        const select = el as HTMLSelectElement;
        const text = select.selectedOptions[0]?.textContent ?? '';
        const probe = document.createElement('span');
        probe.style.font = getComputedStyle(select).font;
        probe.style.whiteSpace = 'pre';
        probe.textContent = text;
        document.body.append(probe);
        const need = probe.getBoundingClientRect().width;
        probe.remove();
        // The box's room for words: its width less its padding and the arrow (about 24px).
        const cs = getComputedStyle(select);
        const room =
          select.clientWidth -
          Number.parseFloat(cs.paddingLeft) -
          Number.parseFloat(cs.paddingRight) -
          24;
        return need > room ? [`${text}: ${Math.round(need)} in ${Math.round(room)}`] : [];
      }),
    );
    expect(short, 'every choice reads whole').toEqual([]);
  });

test('the desktop log shows its latest line after the window grows from phone size', async ({
  page,
}) => {
  await open(page, { width: 390, height: 844 });
  await start(page, 'seed=8&opponents=9');
  for (let i = 0; i < 400 && (await page.locator('.log-line').count()) < 60; i++)
    if ((await humanStep(page)) === 'round-over') break;
  expect(await page.locator('.log-line').count()).toBeGreaterThan(30);
  await page.setViewportSize({ width: 1440, height: 900 });
  const list = page.getByRole('list', { name: 'Game log, latest last' });
  await expect(list).toBeVisible();
  await expect
    .poll(() =>
      list.evaluate((el) => [
        el.scrollHeight > el.clientHeight,
        el.scrollHeight - el.clientHeight - el.scrollTop <= 1,
      ]),
    )
    .toEqual([true, true]);
});

test("held sideways with the advice on, an 8's call chooser fits", async ({ page }) => {
  // Issue 19: at 740x360 the chooser and the advice together pushed the buttons 25 px down.
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto('/?fresh&seed=7&speed=fast');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('checkbox', { name: /What would the expert do/ }).check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start' }).click();
  // Seed 7 deals the person an 8 first in hand, and it is their turn.
  await expect(page.locator('.advice')).not.toContainText('thinking', { timeout: 15_000 });
  await page.locator('.hand .card').first().click();
  await expect(page.locator('.call-chooser')).toBeVisible();
  const size = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.scrollHeight,
  ]);
  expect(size).toEqual([740, 360]);
  await expect(page.getByRole('button', { name: 'Clear' })).toBeInViewport();
});
