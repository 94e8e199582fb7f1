/**
 * KAPOW!'s table at the four sizes, measured (issue 34, items 17, 22-24, 26, 27): matches
 * made in Node (kapowRecord.ts) open where the check needs them, once, and the window is
 * resized through the four sizes on that page (a phone turned, a window resized), each
 * former test a step at each size. Boxes, sizes, the focus, no sideways scroll, axe's
 * target-size; a screenshot of each screen at each size (KAPOW_SHOTS names a folder).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Game } from '../src/games/kapow/engine';
import { KW } from '../src/games/kapow/engine/cards';
import { freshSetup } from './fit';
import { findMatch, type Made, openMade } from './kapowRecord';

const SIZES = [
  [360, 640],
  [390, 844],
  [740, 360],
  [1440, 900],
] as const;
type Size = (typeof SIZES)[number];
const SHOTS = process.env.KAPOW_SHOTS;

async function shot(page: Page, name: string) {
  const s = page.viewportSize();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${s?.width}x${s?.height}.png` });
}

type Box = { x: number; y: number; width: number; height: number };
async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not shown');
  return b;
}
const apart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

async function noSideways(page: Page) {
  const over = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(over, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

// The moments looked at, played by Kai in Node.
const mine = (g: Game) => g.phase === 'playing' && g.turn === 0 && (g.revealsLeft[0] ?? 0) === 0;
const powerset = (g: Game) =>
  g.hands.some((h) => h.some((t) => t.some((p) => p?.up === true && p.mods.length > 0)));
const kwUp = (g: Game) =>
  g.hands.some((h) => h.some((t) => t.some((p) => p?.up === true && p.card === KW)));
const POWER = (g: Game) =>
  mine(g) &&
  g.stage === 'play' &&
  (g.drawn === 13 || g.drawn === 14) &&
  (g.hands[0] ?? []).some((t) => t.some((p) => p?.up === true && p.card < 13));
const made = {
  play: findMatch(2, 11, (g, n) => n > 20 && mine(g) && g.stage === 'play'),
  parts: findMatch(2, 30, (g) => mine(g) && g.stage === 'draw' && powerset(g)),
  glow: findMatch(2, 50, (g) => mine(g) && g.stage === 'draw' && kwUp(g)),
  choice: findMatch(2, 70, POWER),
  four: findMatch(4, 12, (g, n) => n > 30 && mine(g) && g.stage === 'play'),
  doubled: findMatch(2, 90, (g) => g.phase === 'round-over' && g.doubled),
  over: findMatch(2, 14, (g) => g.phase === 'game-over', { rounds: 2 }),
} satisfies Record<string, Made>;

/** Runs `check` as a step at each size in turn (the page resized, not reopened). */
async function atSizes(
  page: Page,
  name: string,
  check: (w: number, h: number) => Promise<void>,
  sizes: readonly Size[] = SIZES,
) {
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await test.step(`${w}x${h}: ${name}`, () => check(w, h));
  }
}
const logHeight = async (page: Page) => Math.round((await box(page.locator('.match-log'))).height);

async function fourFit(page: Page, w: number) {
  await shot(page, 'four');
  await noSideways(page);
  const table = await box(page.locator('.kapow'));
  const me = await box(page.locator('.kme .kseat'));
  expect(me.y + me.height, '"You … to play" whole').toBeLessThanOrEqual(table.y + table.height);
  for (const where of ['.kme', '.kopp']) {
    const card = await box(page.locator(`${where} .kface`).first());
    expect(card.width, `${where} card width`).toBeGreaterThan(20);
    expect(card.height, `${where} card height`).toBeGreaterThan(28);
  }
  for (const hand of await page.locator('.kopp .khand').all()) {
    const labels = await hand.locator('.tval').all();
    const boxes = await Promise.all(labels.map(box));
    for (let i = 1; i < boxes.length; i++) {
      const [a, b] = [boxes[i - 1] as Box, boxes[i] as Box];
      expect(b.x - (a.x + a.width), 'value labels apart').toBeGreaterThanOrEqual(4);
    }
    const hb = await box(hand);
    expect(hb.x).toBeGreaterThanOrEqual(0);
    expect(hb.x + hb.width).toBeLessThanOrEqual(w);
  }
}

async function overRoom(page: Page, h: number) {
  const wrap = page.locator('.ksum-wrap');
  await shot(page, 'over');
  const sum = await box(wrap);
  const scroll = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(scroll, 'the match over scrolls the page').toBeLessThanOrEqual(0);
  await noSideways(page);
  // Room for the summary: its heading, its seats and most of its rounds.
  expect(sum.height).toBeGreaterThanOrEqual(Math.min(280, h * 0.35));
  await expect(page.getByRole('button', { name: 'Play again' })).toBeInViewport({ ratio: 1 });
}

async function kaiUpright(page: Page, w: number, h: number) {
  const kai = page.locator('.kopp .ktriad').first();
  const top = await box(kai.getByRole('img', { name: /^top:/ }));
  const bottom = await box(kai.getByRole('img', { name: /^bottom:/ }));
  // Side by side (a short, wide screen) both hands are drawn top row on top.
  if (w > h && h <= 520) expect(top.y, "Kai's top row on top").toBeLessThan(bottom.y);
  else expect(top.y, "Kai's top row nearest the middle").toBeGreaterThan(bottom.y);
}

const NOT_SIDEWAYS = SIZES.filter(([w]) => w !== 740);
const LOG = '22: the log keeps its height whatever its lines say';

test('KAPOW! at every size: the log, four players, the match over, Kai’s hand (22, 23, 26)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 22: one log height per size whatever the lines say (a long line never shrinks the cards).
  const heights = new Map<string, number[]>();
  const log = (w: number, h: number, n: number) =>
    heights.set(`${w}x${h}`, [...(heights.get(`${w}x${h}`) ?? []), n]);
  await openMade(page, made.four);
  await atSizes(
    page,
    '26: four players fit, their value labels apart, cards bigger than 20x28',
    async (w, h) => {
      if (w !== 740) log(w, h, await logHeight(page));
      if (w !== 1440) await fourFit(page, w);
    },
  );
  await openMade(page, made.over);
  await atSizes(
    page,
    '22: the match over leaves the summary room, the page still',
    async (w, h) => {
      if (w !== 740) log(w, h, await logHeight(page));
      await overRoom(page, h);
    },
  );
  await openMade(page, made.play);
  await atSizes(
    page,
    "23: Kai's hand the same way up as yours side by side (nearest the middle stacked)",
    async (w, h) => {
      if (w !== 740) log(w, h, await logHeight(page));
      await kaiUpright(page, w, h);
    },
  );
  // Held sideways the log is one line.
  for (const [w, h] of NOT_SIDEWAYS)
    await test.step(`${w}x${h}: ${LOG}`, () => {
      const hs = heights.get(`${w}x${h}`) ?? [];
      expect(hs).toHaveLength(3);
      expect(new Set(hs).size, `log heights ${hs}`).toBe(1);
    });
});

async function summaryTop(page: Page) {
  const wrap = page.locator('.ksum-wrap');
  await expect(page.getByRole('button', { name: 'Next round' })).toBeFocused();
  await shot(page, 'round');
  expect(await wrap.evaluate((e) => e.scrollTop)).toBe(0);
  const head = await box(page.locator('.ksum h2'));
  expect(head.y).toBeGreaterThanOrEqual((await box(wrap)).y);
  const note = page.locator('.ksum .note', { hasText: 'doubled' });
  const lh = await note.evaluate((e) => Number.parseFloat(getComputedStyle(e).lineHeight) || 20);
  expect((await box(note)).height, '"(doubled)" on one line').toBeLessThan(lh * 1.5);
}

async function partsReadable(page: Page) {
  const parts = page.locator('.kme .kface .parts, .kopp .kface .parts').filter({ visible: true });
  for (const p of await parts.all()) {
    const px = await p.evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    expect(px, 'powerset parts').toBeGreaterThanOrEqual(12);
  }
}

async function waysInSight(page: Page) {
  const panel = page.locator('.kchoices');
  await expect(panel).toBeVisible();
  await shot(page, 'choices');
  const pb = await box(panel);
  const table = await box(page.locator('.kapow'));
  for (const what of ['.kdrawn', '.kstatus']) {
    const b = await box(page.locator(what));
    expect(b.y, `${what} below the table's top`).toBeGreaterThanOrEqual(table.y);
    expect(b.y + b.height, `${what} above its bottom`).toBeLessThanOrEqual(table.y + table.height);
  }
  expect(apart(pb, await box(page.locator('.kdrawn'))), 'the panel covers the drawn card').toBe(
    true,
  );
  expect(apart(pb, await box(page.locator('.kstatus'))), 'the panel covers the prompt').toBe(true);
  await noSideways(page);
}

const PHONES = SIZES.filter(([w]) => w <= 600);

test('KAPOW! at every size: the round summary, powerset parts, the ways to play (22, 27)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openMade(page, made.doubled);
  await atSizes(page, '22: the round summary opens at its heading, "(doubled)" on one line', () =>
    summaryTop(page),
  );
  // The phones upright.
  await openMade(page, made.parts);
  await atSizes(page, '27: powerset parts readable (12 px)', () => partsReadable(page), PHONES);
  await openMade(page, made.choice);
  await page.setViewportSize({ width: SIZES[0][0], height: SIZES[0][1] });
  await page
    .locator('.kme button.kslot', { has: page.locator('.kface.up.fixed') })
    .first()
    .click();
  await atSizes(page, '27: the ways to play leave the drawn card and the prompt in sight', () =>
    waysInSight(page),
  );
});

async function focusOn(page: Page) {
  await openMade(page, made.play);
  // The place for the drawn card has the focus as the turn opens.
  const focused = page.locator('.kme button.kslot:focus');
  // (A loaded machine may take more than 5 s to open the turn.)
  await expect(focused).toHaveCount(1, { timeout: 15_000 });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  const ring = await focused.evaluate((e) => {
    const s = getComputedStyle(e);
    return { style: s.outlineStyle, width: s.outlineWidth, offset: s.outlineOffset };
  });
  expect(ring.style).toBe('solid');
  expect(Number.parseFloat(ring.offset), 'the ring outside the gold frame').toBeGreaterThan(3);
  await shot(page, 'focus');
  await page.keyboard.press('Enter');
  // The move made (or its ways offered): the focus is on a control, never the page.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  // Kai plays (instantly); then the draw pile waits with the focus.
  const ways = page.locator('.kchoices button').first();
  if (await ways.isVisible()) await page.keyboard.press('Enter');
  await expect(page.locator('button.kpile:focus, .kme button.kslot:focus')).toHaveCount(1);
}

async function hintWhole(page: Page, w: number, h: number) {
  const words = page.locator('.hint .hint-words');
  await expect(words).not.toContainText('thinking', { timeout: 20_000 });
  await shot(page, 'hint');
  // A phone with the height for it (390x844); shorter ones keep two lines and More (a
  // table that cannot shrink, Kapaga's, has no line to spare at 360x640).
  if (w < 600 && h > 700) {
    const cut = await words.evaluate((e) => e.scrollHeight - e.clientHeight);
    expect(cut, 'the hint cut').toBeLessThanOrEqual(1);
    await expect(page.getByRole('button', { name: 'More' })).toBeHidden();
  }
  // The cards take the room left: the grid's content fills it within a few pixels.
  // Stacked (a phone upright, a desktop), measured as fit.ts does.
  const slack = await page.locator('.kgrid').evaluate((g) => {
    const cs = getComputedStyle(g);
    if (cs.display !== 'flex') return null;
    const kids = [...g.children] as HTMLElement[];
    const used = kids.reduce((s, k) => s + k.offsetHeight, 0);
    const gaps = (Number.parseFloat(cs.rowGap) || 0) * (kids.length - 1);
    const pad = Number.parseFloat(cs.paddingTop) + Number.parseFloat(cs.paddingBottom);
    return g.clientHeight - used - gaps - pad;
  });
  if (slack !== null && w < h) expect(slack, 'room left unused').toBeLessThan(12);
  if (slack !== null) expect(slack, 'room overfilled').toBeGreaterThanOrEqual(0);
}

test('KAPOW! at every size: the focus, the hint on phones (24, 27)', async ({ page }) => {
  test.setTimeout(120_000);
  // Each size's check plays a move: the match is opened afresh for each.
  await atSizes(
    page,
    '24: the focus goes on to the next control, its ring clear of the gold frame',
    () => focusOn(page),
  );
  await page.setViewportSize({ width: 360, height: 640 });
  await openMade(page, made.play, { speed: 'instant', adviser: true });
  await atSizes(
    page,
    '27: the hint whole on phones, the cards take the room left',
    (w, h) => hintWhole(page, w, h),
    PHONES,
  );
});

// Motion is the same at every size: looked at on the phone.
test.describe('KAPOW! at 390x844', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 390, height: 844 }));

  test('17: a card played slides to its place, and not with motion off', async ({ page }) => {
    const moving = () =>
      page.evaluate(
        () =>
          document.getAnimations().filter((a) => {
            const t = a.effect instanceof KeyframeEffect ? a.effect.target : null;
            return t instanceof HTMLElement && t.dataset.at !== undefined;
          }).length,
      );
    const play = () =>
      page
        .locator('.kme button.kslot', { has: page.locator('.kface.down') })
        .first()
        .click();
    await openMade(page, made.play, { speed: 'slow' });
    await play();
    expect(await moving(), 'the card and the one it replaced slide').toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openMade(page, made.play, { speed: 'slow' });
    await play();
    expect(await moving()).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openMade(page, made.play, { speed: 'instant' });
    await play();
    expect(await moving()).toBe(0);
  });

  test('17: a KAPOW! card glows, and not with motion off', async ({ page }) => {
    await openMade(page, made.glow, { speed: 'normal' });
    const kw = page.locator('.kface.kw').first();
    expect(await kw.evaluate((e) => getComputedStyle(e).animationName)).toBe('kglow');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    expect(await kw.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openMade(page, made.glow, { speed: 'instant' });
    expect(await kw.evaluate((e) => getComputedStyle(e).animationName)).toBe('none');
  });
});

test('KAPOW! at every size: 27: setup: Start in reach, the folds pass target-size', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/#game=kapow');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await atSizes(page, '27: setup: Start in reach, the folds pass target-size', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('button', { name: 'Start' })).toBeInViewport();
    await shot(page, 'setup');
    // The whole screen scrolled to its end (where a sticky Start sits in its place, over
    // nothing), the folds House rules and Deal number with it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const all = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
    expect(all.violations.flatMap((v) => v.nodes.map((n) => n.target))).toEqual([]);
  });
});

test("27: Kapaga's hand-off with a 20-letter name stays on a 390x844 screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshSetup(page, 'seed=5&opponents=1&speed=instant');
  await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption('person');
  await page.getByLabel('Name of seat 1', { exact: true }).fill('W'.repeat(20));
  await page.getByLabel('Name of seat 2', { exact: true }).fill('M'.repeat(20));
  await page.getByRole('button', { name: 'Start' }).click();
  const go = page.getByRole('button', { name: /^I am [WM]+: show my cards/ });
  await expect(go).toBeVisible();
  await shot(page, 'kapaga-handoff');
  const b = await box(go);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(390);
  await noSideways(page);
});
