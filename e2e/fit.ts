/**
 * What the screen-size tests of Kapaga on the platform share (phone.spec, viewport.spec,
 * screens.spec): a fresh device with a link's setup, a house rule so that the rules card
 * shows, and the checks that something lies wholly on screen and the page does not scroll.
 */
import { expect, type Locator, type Page } from '@playwright/test';

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
  await page.goto(`/?${params}`);
  await page.evaluate((s) => {
    localStorage.clear();
    if (s) localStorage.setItem('table:settings', JSON.stringify(s));
  }, settings);
  await page.goto(`/?${params}`);
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

/** Every element `l` matches lies wholly inside the viewport (`count`: exactly so many). */
export async function inside(page: Page, l: Locator, what: string, count?: number) {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  const n = await l.count();
  if (count !== undefined) expect(n, `${what}: how many`).toBe(count);
  else expect(n, `${what}: on the page`).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const b = await l.nth(i).boundingBox();
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
