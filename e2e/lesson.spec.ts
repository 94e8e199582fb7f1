/**
 * Kapaga's Learn to play on the table's lesson screen, in the built app: every step at every
 * size (one lesson, each step looked at in each size in turn), the person's moves made as
 * the coach says (cards, a call, KAPAGA!, a catch), the others' told first and played on Next; the coach never covers what it points at, with
 * motion on too; at the end, a match of one's own.
 */
import { expect, type Page, test } from '@playwright/test';
import { LESSON, LESSON_FINISH } from '../src/games/kapaga/content/lesson';
import { axe, SIZES, shotPath } from './helpers';

/** Every step of the round, as the coach takes the person through it. */
const STEPS = [...LESSON, ...LESSON_FINISH];

/**
 * Make the lesson's move for the person: select its cards, play (and call), or press;
 * `clear` checks the coach clears the risen card (at the size on show, unless told).
 */
async function myMove(page: Page, i: number, clear = expectClear) {
  const a = STEPS[i]?.action;
  if (!a || a.type === 'next-round') throw new Error(`step ${i}`);
  if (a.type === 'play') {
    for (const c of a.cards) await page.locator(`.hand [data-code="${c}"]`).click();
    await clear(page, i); // a selected card rises: the coach still clears it
    if (a.call) {
      await page.waitForTimeout(500); // a chooser ignores clicks for a moment
      await page
        .getByRole('button', { name: /^Call / })
        .filter({ hasText: /spades/i })
        .click();
    } else await page.getByRole('button', { name: /^Play/ }).click();
  } else if (a.type === 'kapaga') await page.getByRole('button', { name: 'KAPAGA!' }).click();
  else if (a.type === 'catch')
    await page
      .getByRole('button', { name: /^Catch / })
      .first()
      .click();
}

/**
 * Regression (issue 19): at step 4 the coach half covered the 8 it told you to play. The
 * coach never covers what it points at (the marked card, seat or button).
 */
async function expectClear(page: Page, i: number) {
  const anchor = STEPS[i]?.anchor;
  if (!anchor) return;
  const target = page.locator(`.match-table [data-coach="${anchor}"]`);
  await expect(target).toHaveCount(1);
  const coach = page.getByRole('region', { name: 'Coach' });
  await expect
    .poll(async () => {
      const [a, b] = [await coach.boundingBox(), await target.boundingBox()];
      if (!a || !b) return 'no box';
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      return apart
        ? 'clear'
        : `step ${i + 1}: coach ${JSON.stringify(a)} over ${JSON.stringify(b)}`;
    })
    .toBe('clear');
}

const mine = (i: number) => {
  const a = STEPS[i]?.action;
  return !!a && a.type !== 'next-round' && 'seat' in a && a.seat === 0;
};

/** The coach stays clear of its target: also a small phone and a phone held sideways. */
const LESSON_SIZES = [
  ...SIZES,
  { name: 'small phone', width: 360, height: 640 },
  { name: 'phone sideways', width: 740, height: 360 },
];

const SMALLEST = LESSON_SIZES.find((s) => s.width === 360);
const LARGEST = LESSON_SIZES.find((s) => s.width === 1440);

/**
 * Step `i` looked at in every size in turn (a phone turned, a window resized): the coach
 * clear of its target; at step 4 (`look`), axe and a photograph too.
 */
async function everySize(page: Page, i: number, look = false) {
  for (const size of LESSON_SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectClear(page, i);
    if (look && i === 3) {
      // axe at the smallest and the largest size; a photograph at every size.
      if (size === SMALLEST || size === LARGEST) await axe(page, `lesson ${size.name}`);
      await page.screenshot({
        path: shotPath(`lesson-${size.width}`),
      });
    }
  }
}

test('learn to play, every step, at every size', async ({ page }) => {
  test.setTimeout(360_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?speed=instant');
  await page.getByRole('button', { name: 'Learn to play' }).first().click();
  const coach = page.getByRole('region', { name: 'Coach' });
  await expect(coach).toContainText('Learn Kapaga in one round');
  for (let i = 0; i < STEPS.length; i++) {
    const say = STEPS[i]?.say ?? '';
    await expect(coach).toContainText(say.slice(0, 40));
    await everySize(page, i, true);
    // Each size takes its turn at making the moves.
    const size = LESSON_SIZES[i % LESSON_SIZES.length] ?? LESSON_SIZES[0];
    await test.step(`learn to play, step ${i + 1}, at ${size?.width}x${size?.height}`, async () => {
      if (size) await page.setViewportSize({ width: size.width, height: size.height });
      if (mine(i))
        await myMove(page, i, async (p, j) => {
          await everySize(p, j);
          if (size) await p.setViewportSize({ width: size.width, height: size.height });
        });
      else await coach.getByRole('button', { name: 'Next' }).click();
    });
  }
  // The round is won: a match of one's own.
  await coach.getByRole('button', { name: 'Play a match' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
});

/**
 * With motion on (as a new player has it), a selected card rises over a moment and the hand
 * settles after the table redraws: the coach clears the 8 it points at (step 4) and every
 * target before it. The lesson is begun again at each size, so that each sees the motion.
 */
test('the coach clears what it points at, with motion', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 640 },
  ])
    await test.step(`the coach clears what it points at, with motion, at ${size.width}x${size.height}`, async () => {
      await page.setViewportSize(size);
      await page.goto('/');
      await page.getByRole('button', { name: 'Learn to play' }).first().click();
      const coach = page.getByRole('region', { name: 'Coach' });
      for (let i = 0; i < 5; i++) {
        await expect(coach).toContainText((STEPS[i]?.say ?? '').slice(0, 40));
        await expectClear(page, i);
        if (mine(i)) await myMove(page, i);
        else await coach.getByRole('button', { name: 'Next' }).click();
      }
    });
});
