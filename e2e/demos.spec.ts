/**
 * Kapaga's rule demos on the table's demos screen, in the built app: each plays out to the
 * table its promise describes (the engine agrees, and the page shows that very table), as
 * set up and with its house rule changed.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO_NAMES, DEMOS, demoEnd, runDemo } from '../src/games/kapaga/content/demos';
import { cardName, parseCard } from '../src/games/kapaga/engine';

/** The demo table as the page shows it: each seat's hand and score, the top card, the penalty. */
function visibleTable(page: Page) {
  return page.locator('.platform-script').evaluate((root) => {
    const points = (s: string | null | undefined) => Number(/(-?\d+) points/.exec(s ?? '')?.[1]);
    const mine = root.querySelector<HTMLElement>('.me');
    const codes = (el: Element | null, sel: string) =>
      [...(el?.querySelectorAll<HTMLElement>(sel) ?? [])].map((c) => c.dataset.code ?? '');
    const boxes = [...root.querySelectorAll<HTMLElement>('.seat-box')];
    const seats = [
      {
        hand: codes(mine, '.hand .card'),
        score: points(root.querySelector('.my-line .score')?.textContent),
        toAct: false,
      },
      ...boxes.map((b) => ({
        hand: codes(b, '.mini-card'),
        score: points(b.getAttribute('aria-label')),
        toAct: /, to act/.test(b.getAttribute('aria-label') ?? ''),
      })),
    ];
    return {
      seats,
      pending: root.querySelector('.pending-badge')?.textContent ?? '',
      top: root.querySelector('[aria-label^="Discard pile"]')?.getAttribute('aria-label') ?? '',
      text: root.querySelector('.table-text')?.textContent ?? '',
    };
  });
}

test('every rule demo plays out to the table its promise describes, rule on and toggled', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Demos' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('demos');
  for (const demo of DEMOS) {
    for (const toggled of demo.toggle ? [false, true] : [false]) {
      const end = demoEnd(runDemo(demo, toggled));
      // The engine agrees with the promise (tests/games/kapaga/content holds this too)...
      expect(demo.check[toggled ? 'off' : 'on'](end), demo.id).toBe(true);
      await page.locator('.demo-pick', { hasText: demo.title }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(demo.title);
      if (toggled)
        await page.getByRole('checkbox', { name: /^Again with the house rule changed/ }).check();
      await page.getByRole('button', { name: 'Play out' }).click();
      // ...and the page shows that end: the promise, and the very table.
      const promise = toggled ? demo.promise.off : demo.promise.on;
      await expect(page.locator('.script-say')).toContainText(promise);
      const where = `${demo.id}${toggled ? ' (toggled)' : ''}`;
      if (end.phase !== 'playing') {
        // The round is over: the summary shows each hand left and each total.
        const rows = await page.locator('.round-over tbody tr').evaluateAll((trs) =>
          trs.map((tr) => ({
            name: tr.querySelector('bdi')?.textContent ?? '',
            hand: tr.querySelector('.mini-hand')?.getAttribute('aria-label') ?? '',
            total: Number(tr.querySelector('strong')?.textContent),
          })),
        );
        expect(rows.length, where).toBeGreaterThan(0);
        for (const r of rows) {
          const seat = DEMO_NAMES.indexOf(r.name);
          const cards = (end.hands[seat] ?? []).map((c) => cardName(parseCard(c) ?? -1));
          expect(r, where).toEqual({
            name: r.name,
            hand: cards.join(', '),
            total: end.scores[seat],
          });
        }
        await page.getByRole('button', { name: 'All demos' }).click();
        continue;
      }
      const shown = await visibleTable(page);
      // The same cards in each hand (the watched hand is laid out as the table arranges it).
      const sorted = (hands: readonly (readonly string[])[]) => hands.map((h) => [...h].sort());
      expect(sorted(shown.seats.map((s) => s.hand)), where).toEqual(sorted(end.hands));
      expect(
        shown.seats.map((s) => s.score),
        where,
      ).toEqual(end.scores);
      expect(shown.top, where).toBe(
        `Discard pile, top card: ${cardName(parseCard(end.top) ?? -1)}`,
      );
      expect(shown.pending, where).toBe(end.pending > 0 ? `+${end.pending}` : '');
      if (end.turn > 0)
        expect(
          shown.seats.findIndex((s) => s.toAct),
          where,
        ).toBe(end.turn);
      expect(shown.text, where).toContain(DEMO_NAMES[end.turn] as string);
      await page.getByRole('button', { name: 'All demos' }).click();
    }
  }
});
