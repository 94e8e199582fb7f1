/**
 * What the screen-size tests of Kapaga on the platform share (phone.spec, viewport.spec,
 * screens.spec): a fresh device with a link's setup, a house rule so that the rules card
 * shows, pass and play up to its banner, a resize of the screen under a table set up once,
 * and the checks that something lies wholly on screen and the page does not scroll.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { newGame, snapshot } from '../src/games/kapaga/engine';
import { openFresh } from './helpers';

export type Size = { width: number; height: number };

/**
 * A fresh device (nothing kept: no match to resume, as `?fresh` once did) on the setup a
 * link brings (`seed=5&opponents=2&level=easy&speed=instant`), with the table's `settings`
 * kept beforehand (`{ adviser: true }`).
 */
export async function freshSetup(
  page: Page,
  params: string,
  settings: Record<string, unknown> | null = null,
): Promise<void> {
  await openFresh(
    page,
    `/?${params}`,
    settings ? { 'table:settings': JSON.stringify(settings) } : {},
  );
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
}

/**
 * A house rule that changes no deal (out above 3000 points, not 2000): the platform says the
 * rules in effect at a match's start only when they are not the standard ones.
 */
export async function houseRule(page: Page): Promise<void> {
  const fold = page.locator('summary', { hasText: /^House rules$/ });
  await fold.click();
  await page.getByLabel('Out above').fill('3000');
  await fold.click();
}

/** Start the match set up, and wait for the person's hand. */
export async function startMatch(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
}

/** The rules card a match starts with (house rules only). */
export const rulesCard = (page: Page) =>
  page.getByRole('complementary', { name: 'House rules in effect' });

export type Box = { x: number; y: number; width: number; height: number };

export async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error('not shown');
  return b;
}

/**
 * Every element `l` matches lies wholly inside the viewport (`count`: exactly so many); read
 * in one round trip (the boxes as `boundingBox` gives them: none for an element not shown).
 */
export async function inside(page: Page, l: Locator, what: string, count?: number) {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  const boxes = await l.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const shown = getComputedStyle(el).display !== 'none' && el.getClientRects().length > 0;
      return shown ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    }),
  );
  const n = boxes.length;
  if (count !== undefined) expect(n, `${what}: how many`).toBe(count);
  else expect(n, `${what}: on the page`).toBeGreaterThan(0);
  for (const [i, b] of boxes.entries()) {
    expect(b, `${what} #${i + 1} is shown`).not.toBeNull();
    if (!b) continue;
    const at = `${what} #${i + 1} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)} in ${size.width}x${size.height}`;
    expect(b.width * b.height, `${at}: has a size`).toBeGreaterThan(0);
    expect(b.x, at).toBeGreaterThanOrEqual(-0.5);
    expect(b.y, at).toBeGreaterThanOrEqual(-0.5);
    expect(b.x + b.width, at).toBeLessThanOrEqual(size.width + 0.5);
    expect(b.y + b.height, at).toBeLessThanOrEqual(size.height + 0.5);
  }
}

/** The page neither scrolls nor is taller (`downToo`) or wider than the screen. */
export async function notScrolled(page: Page, what: string, downToo = true) {
  const m = await page.evaluate(() => ({
    y: window.scrollY,
    x: window.scrollX,
    down: document.documentElement.scrollHeight - window.innerHeight,
    across: document.documentElement.scrollWidth - window.innerWidth,
  }));
  if (downToo) {
    expect(m.y, `${what}: the page is not scrolled`).toBe(0);
    expect(m.down, `${what}: the page is no taller than the screen`).toBeLessThanOrEqual(0);
  }
  expect(m.x, `${what}: the page is not scrolled sideways`).toBe(0);
  expect(m.across, `${what}: the page is no wider than the screen`).toBeLessThanOrEqual(0);
}

/**
 * The match's header reads whole: the game and round, and the totals (on a narrow screen a
 * strip that scrolls sideways, on screen itself), each seat's total inside its own entry (a
 * long name cut there with an ellipsis).
 */
export async function headerWhole(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const cut = await page.locator('.match-head').evaluate((head, w) => {
    const out: string[] = [];
    const title = head.querySelector('.match-title');
    if (title && title.scrollWidth > title.clientWidth + 1) out.push('the title is cut');
    const totals = head.querySelector('.totals');
    const t = totals?.getBoundingClientRect();
    if (!totals || !t) return ['no totals'];
    if (t.left < -0.5 || t.right > w + 0.5) out.push('the totals run off the screen');
    if (totals.scrollWidth > totals.clientWidth + 1 && totals.getAttribute('tabindex') !== '0')
      out.push('the totals scroll, but not by keyboard');
    for (const li of totals.querySelectorAll('li')) {
      const r = li.getBoundingClientRect();
      const num = li.querySelector('.num')?.getBoundingClientRect();
      const name = li.querySelector('.name');
      if (num && (num.left < r.left - 0.5 || num.right > r.right + 0.5))
        out.push(`${li.textContent}: its total spills`);
      if (
        name &&
        name.scrollWidth > name.clientWidth + 1 &&
        getComputedStyle(name).textOverflow !== 'ellipsis'
      )
        out.push(`${li.textContent}: its name is cut without an ellipsis`);
    }
    return out;
  }, width);
  expect(cut, 'the header reads whole').toEqual([]);
}

/**
 * Turn or resize the screen to `size` (reduced motion: nothing slides after it) and let the
 * page lay itself out again (two frames: a resize handler's render, then its layout).
 */
export async function resize(page: Page, size: Size): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** `WxH`, as screenshots and messages name a size. */
export const sizeName = (s: Size) => `${s.width}x${s.height}`;

/**
 * Pass and play from a fresh device on a link's setup (`params`), seat 2 a person too (every
 * seat named `names`, if given): Player 1's turn played until the banner asks to hide.
 */
export async function toPassBanner(
  page: Page,
  params: string,
  o: { names?: string; settings?: Record<string, unknown> } = {},
): Promise<void> {
  await freshSetup(page, params, o.settings ?? null);
  await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption('person');
  const seats = await page.getByRole('combobox', { name: /^Who plays seat / }).count();
  if (o.names)
    for (let i = 1; i <= seats; i++)
      await page.getByLabel(`Name of seat ${i}`, { exact: true }).fill(o.names);
  await page.getByRole('button', { name: 'Start' }).click();
  const hide = page.getByRole('button', { name: 'Hide my cards' });
  const button = (text: RegExp) => page.locator('.controls .buttons button', { hasText: text });
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
    const keep = button(/^Keep/);
    const draw = button(/^Draw/);
    // isVisible never waits (isEnabled would, for a button a hand-off has taken away).
    if (await keep.isVisible()) await keep.click();
    else if ((await draw.isVisible()) && (await draw.isEnabled())) await draw.click();
    else await page.waitForTimeout(30);
  }
  await expect(hide).toBeVisible();
}

/** A grayzone deal where the person plays first and holds a card of `ranks` on the top's suit. */
export function seedWith(players: number, ranks: string): number {
  for (let seed = 1; seed < 5000; seed++) {
    const g = newGame({ players, seed, rules: 'grayzone' });
    if (!g.ok) continue;
    const s = snapshot(g.value);
    if (s.turn !== 0 || s.stage !== 'play' || s.pending > 0 || s.call !== null) continue;
    if (s.hands[0]?.some((c) => ranks.includes(c[0] as string) && c[1] === s.top[1])) return seed;
  }
  throw new Error(`no deal for ${ranks}`);
}

/** Nothing in `l` runs past its right edge, or past the screen's. */
export async function noneCut(page: Page, l: Locator, what: string) {
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

/** The whole log's list in its dialog, and whether its latest line is in view there. */
export async function wholeLogEnd(page: Page) {
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
