import { expect, type Page, test } from '@playwright/test';
import { DEMO_NAMES, DEMOS, demoEnd, runDemo } from '../src/games/kapaga/content/demos';

/** The demo table as the page shows it: hands, top card, penalty, scores, who is to act. */
function visibleTable(page: Page) {
  return page.locator('.open-table').evaluate((table) => {
    const seats = [...table.querySelectorAll<HTMLElement>('.open-seat')].map((s) => ({
      hand: [...s.querySelectorAll<HTMLElement>('.mini-card')].map((c) => c.dataset.code ?? ''),
      score: Number(s.querySelector<HTMLElement>('.open-score')?.dataset.score),
      toAct: s.classList.contains('to-act'),
    }));
    const pending = table.querySelector('.pending-badge')?.textContent ?? '';
    const top = table.querySelector<HTMLElement>('.open-pile')?.dataset.top ?? '';
    return { seats, pending, top, text: table.querySelector('.table-text')?.textContent ?? '' };
  });
}

test('every rule demo plays out to the table its promise describes, rule on and toggled', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/?fresh');
  await page.getByRole('button', { name: 'Rule demos' }).click();
  await expect(page.getByRole('heading', { name: 'Rule demos' })).toBeVisible();
  for (const demo of DEMOS) {
    for (const toggled of demo.toggle ? [false, true] : [false]) {
      const end = demoEnd(runDemo(demo, toggled));
      // The engine agrees with the promise (tests/lab holds this too)...
      expect(demo.check[toggled ? 'off' : 'on'](end), demo.id).toBe(true);
      await page.getByRole('button', { name: new RegExp(`^${reEscape(demo.title)}`) }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.title);
      await expect(page.getByText(demo.explain)).toBeVisible();
      if (toggled)
        await page.getByRole('checkbox', { name: /^Try it with the house rule changed/ }).check();
      await page.getByRole('button', { name: 'Play out' }).click();
      // ...and the page shows that end: the promise, and the very table.
      const promise = toggled ? demo.promise.off : demo.promise.on;
      await expect(page.locator('.demo-promise')).toContainText(promise);
      const shown = await visibleTable(page);
      const where = `${demo.id}${toggled ? ' (toggled)' : ''}`;
      expect(
        shown.seats.map((s) => s.hand),
        where,
      ).toEqual(end.hands);
      expect(
        shown.seats.map((s) => s.score),
        where,
      ).toEqual(end.scores);
      expect(shown.top, where).toBe(end.top);
      expect(shown.pending, where).toBe(end.pending > 0 ? `+${end.pending}` : '');
      if (end.phase === 'playing') {
        expect(
          shown.seats.findIndex((s) => s.toAct),
          where,
        ).toBe(end.turn);
        expect(shown.text, where).toContain(
          end.pending > 0
            ? `+${end.pending}: ${DEMO_NAMES[end.turn]} must`
            : (DEMO_NAMES[end.turn] as string),
        );
      }
      await page.getByRole('button', { name: 'All demos' }).click();
    }
  }
});

function reEscape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
