/**
 * KAPOW!'s Learn to play on phones (issue 34, item 21), in the built app: at every step, at
 * each size, the coach's instruction is in view without scrolling its bubble, and the bubble is no
 * scrolling region (axe `scrollable-region-focusable`); the cards are readable and keep
 * their size from step to step; "Complete!" never overlaps a name row.
 */
import { expect, type Page, test } from '@playwright/test';
import { LESSON } from '../src/games/kapow/content/lesson';
import type { Action } from '../src/games/kapow/engine';
import { plain } from '../src/games/kapow/words';
import { axe } from './helpers';

const TALL = { width: 390, height: 844 };
const SMALL = { width: 360, height: 640 };
const SIDEWAYS = { width: 740, height: 360 };
const SIZES = [TALL, SMALL, SIDEWAYS];
const SHOTS = process.env.KAPOW_TEACH_SHOTS;

/** The coach's place for an action, as the table marks it (`data-coach`). */
const spot = (w: { triad: number; pos: number }) =>
  `[data-coach="triad-${w.triad + 1}-${['top', 'middle', 'bottom'][w.pos]}"]`;

/** Make the person's move by clicks, as the coach says. */
async function move(page: Page, a: Action) {
  const table = page.locator('.match-table');
  const click = (sel: string) => table.locator(sel).first().click();
  if (a.type === 'draw') await click(`[data-coach="${a.from}"]`);
  else if (a.type === 'discard') await click('[data-coach="discard"]');
  else if (a.type === 'end') await click('[data-coach="end"]');
  else if (a.type === 'reveal' || a.type === 'replace') await click(spot(a.at));
  else if (a.type === 'power') {
    await click(spot(a.at));
    await table
      .locator('.kchoices')
      .getByRole('button', {
        name: a.sign > 0 ? /^(Power up|Make).* plus / : /^(Power down|Make).* minus /,
      })
      .first()
      .click();
  } else if (a.type === 'swap') {
    await click(spot(a.a));
    await click(spot(a.b));
  }
}

/** The boxes this test reads, in one round trip. */
function look(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element | null) => {
      const r = e?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y, w: r.width, h: r.height } : null;
    };
    const bubble = document.querySelector('.coach-bubble');
    const card = document.querySelector('.kme .kface');
    const complete = [
      ...document.querySelectorAll('.ktriad.flash'),
      ...[...document.querySelectorAll('.tval')].filter((e) => e.textContent === 'Complete!'),
    ];
    return {
      bubble: box(bubble),
      say: box(document.querySelector('.coach-now .coach-say')),
      scroll: bubble ? bubble.scrollHeight - bubble.clientHeight : -1,
      card: box(card),
      complete: complete.map(box),
      names: [...document.querySelectorAll('.kseat')].map(box),
    };
  });
}

type Box = { x: number; y: number; w: number; h: number } | null;
const inside = (a: Box, b: Box) =>
  !!a && !!b && a.y >= b.y - 0.5 && a.y + a.h <= b.y + b.h + 0.5 && a.x >= b.x - 0.5;
const apart = (a: Box, b: Box) =>
  !a || !b || a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

test('the lesson\'s coach, cards and "Complete!" at every size', async ({ page }) => {
  // One walk through the lesson, the window resized through the three sizes at every step
  // (a phone turned mid-lesson), each size measured there; axe at the smallest and the
  // largest.
  test.setTimeout(180_000);
  const axed = [SMALL, TALL];
  await page.setViewportSize(TALL);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?speed=instant#game=kapow');
  await page.getByRole('button', { name: 'Learn to play' }).first().click();
  const coach = page.locator('.coach-bubble');
  const cards = new Map(SIZES.map((s) => [s, [] as string[]]));
  const seenComplete = new Map(SIZES.map((s) => [s, 0]));
  for (const [i, step] of LESSON.steps.entries()) {
    if (step.who !== 'coach') continue;
    await expect(coach).toContainText(plain(step.say).slice(0, 30));
    await expect(page.locator('.kme .kface').first()).toBeVisible();
    // Looked at through the sizes at once, before asserting: "Complete!" flashes 1.6 s.
    const looks: Awaited<ReturnType<typeof look>>[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      looks.push(await look(page));
    }
    for (const [k, size] of SIZES.entries()) {
      const name = `${size.width}x${size.height}`;
      await test.step(`the lesson's coach, cards and "Complete!" at ${name}: step ${i + 1}`, async () => {
        await page.setViewportSize(size);
        if (SHOTS)
          await page.screenshot({
            path: `${SHOTS}/lesson-${name}-step${String(i + 1).padStart(2, '0')}.png`,
          });
        const at = looks[k] ?? (await look(page));
        const where = `step ${i + 1} at ${name}`;
        // The instruction in view: nothing to scroll, inside the bubble, inside the screen.
        expect(at.scroll, where).toBeLessThanOrEqual(0);
        expect(inside(at.say, at.bubble), `${where}: ${JSON.stringify(at)}`).toBe(true);
        expect((at.bubble?.y ?? 0) + (at.bubble?.h ?? 0), where).toBeLessThanOrEqual(size.height);
        // Readable cards, one size throughout.
        expect(at.card?.w ?? 0, where).toBeGreaterThanOrEqual(30);
        expect(at.card?.h ?? 0, where).toBeGreaterThanOrEqual(42);
        cards.get(size)?.push(`${Math.round(at.card?.w ?? 0)}x${Math.round(at.card?.h ?? 0)}`);
        for (const c of at.complete) {
          seenComplete.set(size, (seenComplete.get(size) ?? 0) + 1);
          for (const n of at.names)
            expect(apart(c, n), `${where}: Complete! over a name`).toBe(true);
        }
        if (i === 0 && axed.includes(size)) await axe(page, `lesson ${name}`);
      });
    }
    await move(page, step.action);
  }
  for (const size of SIZES) {
    const seen = cards.get(size) ?? [];
    const name = `${size.width}x${size.height}`;
    expect(new Set(seen).size, `${name}: ${seen.join(' ')}`).toBe(1);
    test.info().annotations.push({ type: `card ${name}`, description: seen[0] ?? '' });
    expect(seenComplete.get(size), name).toBeGreaterThan(0);
  }
  await expect(page.getByRole('button', { name: 'Play a match' })).toBeVisible();
  for (const size of axed) {
    await page.setViewportSize(size);
    await axe(page, `lesson's end ${size.width}x${size.height}`);
  }
});
