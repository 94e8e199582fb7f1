/**
 * Kapaga on the table under faults and bad input (issue 9): every case shows a message on
 * screen and keeps the player's data. Nothing blank, nothing lost, nothing peeked. Saves are
 * the table's (`table:kapaga:*`); what Kapaga's own screens kept (`kapaga:*`) is carried over
 * once, and a damaged one is said and kept aside there too.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { recordToText } from '../src/games/kapaga/engine';
import { axe, logText, seedWithAnEight } from './helpers';

/** The table's keys for Kapaga's match, and where a damaged one is kept aside. */
const MATCH = 'table:kapaga:match';
const DAMAGED = 'table:kapaga:damaged';
/** The damaged saves kept aside (a list: damaged.ts), each as it was. */
const asideTexts = (kept: string | null): string[] =>
  (JSON.parse(kept ?? '[]') as { text: string }[]).map((d) => d.text);
/** Kapaga's own screens' save, from before the table. */
const OLD_MATCH = 'kapaga:match';
const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');

/** A match as the table keeps it. */
const record = (o: object = {}) =>
  JSON.stringify({
    game: 'kapaga',
    v: 1,
    seed: 1,
    rules: {},
    seats: [
      { kind: 'person', name: 'Pat' },
      { kind: 'bot', name: 'Ada', level: 'easy' },
    ],
    actions: [],
    ...o,
  });

/** A match as Kapaga's own screens kept it. */
const oldSave = (rec: unknown, v = 2) =>
  JSON.stringify({
    v,
    record: rec,
    seats: [
      { name: 'Pat', kind: 'human', level: 'easy' },
      { name: 'Ada', kind: 'bot', level: 'easy' },
    ],
    reasons: [],
    chants: [],
  });

/** The person's simplest move once it is their turn: keep a drawn card, or draw. */
async function simpleMove(page: Page) {
  await page
    .locator('.controls button:enabled', { hasText: /^(Keep|Draw)/ })
    .first()
    .click();
}

const heading = (page: Page) => page.getByRole('heading', { name: 'Kapaga', exact: true });

/**
 * The page's storage made as a fresh device's holding only `kept` (key to text), then the page
 * loaded again: what it reads at its start is that alone. (A device each time costs a browser
 * context; a cleared storage and a reload are the same start.)
 */
async function reloadWith(page: Page, kept: Record<string, string>) {
  await page.evaluate((k) => {
    localStorage.clear();
    for (const [key, text] of Object.entries(k)) localStorage.setItem(key, text);
  }, kept);
  await page.reload();
}

/** The first screen, on a fresh device; the game has started (its store read what was kept). */
async function opened(page: Page) {
  await page.goto('/');
  await expect(heading(page)).toBeVisible();
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const moves = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('table:kapaga:match') ?? '{}').actions);

/** What a player reads: no engine's or reader's own words. */
const INNARDS = /toString|constructor|valueOf|hasOwnProperty|Unknown preset|Line \d|JSON|null/;

test.describe('saves that cannot load', () => {
  const cases: [string, string][] = [
    ...['toString', 'constructor', 'valueOf', 'hasOwnProperty'].map(
      (r) => [`rules "${r}"`, record({ rules: JSON.parse(`{"${r}":1}`) })] as [string, string],
    ),
    ['rules a prototype key', record({ rules: 'toString' })],
    ['one null action', record({ actions: [null] })],
    ['truncated', record().slice(0, 40)],
    ['wrong types', JSON.stringify({ game: 'kapaga', v: 1, seed: 'x', seats: 5 })],
    ['a number', '42'],
  ];
  test("the table's save damaged: each kind said, moved aside, never a loop", async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await opened(page);
    for (const [what, text] of cases)
      await test.step(`${what}: a message, the save moved aside (kept), and no loop on reload`, async () => {
        await reloadWith(page, { [MATCH]: text });
        await expect(heading(page)).toBeVisible();
        const said = page.getByRole('alert').filter({ hasText: 'could not be read' });
        await expect(said).toContainText('kept aside');
        await expect(said).not.toContainText(INNARDS);
        expect(asideTexts(await stored(page, DAMAGED))).toEqual([text]);
        expect(await stored(page, MATCH)).toBeNull();
        await page.reload();
        await expect(heading(page)).toBeVisible();
        await expect(page.getByText('could not be read')).toHaveCount(0);
        expect(asideTexts(await stored(page, DAMAGED))).toEqual([text]);
        expect(errors).toEqual([]);
      });

    await test.step("a newer version's save is kept untouched, with a message", async () => {
      const text = JSON.stringify({ game: 'kapaga', v: 99, future: true });
      await reloadWith(page, { [MATCH]: text });
      await expect(page.getByRole('alert').first()).toContainText('newer version');
      expect(await stored(page, MATCH)).toBe(text);
      await axe(page, 'newer save');
      await page.reload();
      await expect(page.getByRole('alert').first()).toContainText('newer version');
      expect(await stored(page, MATCH)).toBe(text);
    });
  });

  const older: [string, string][] = [
    ...['toString', 'constructor', 'valueOf', 'hasOwnProperty'].map(
      (r) =>
        [`rules "${r}"`, oldSave({ players: 2, seed: 1, rules: r, actions: [] })] as [
          string,
          string,
        ],
    ),
    ['one null action', oldSave({ players: 2, seed: 1, rules: 'grayzone', actions: [null] })],
    ['truncated', '{"v":2,"record":{"players":2,"se'],
    ['wrong types', JSON.stringify({ v: 2, record: 5, seats: 'x' })],
    ['a number', '42'],
    ['a newer version', JSON.stringify({ v: 99, future: true })],
  ];
  test("Kapaga's own save damaged, before the table opened: each kind carried and said", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await opened(page);
    for (const [what, text] of older)
      await test.step(`Kapaga's own save, ${what}: carried with a message, kept aside, nothing lost, no loop on reload`, async () => {
        // A device where Kapaga's own screens kept `text` as their match, nothing carried yet.
        await reloadWith(page, { [OLD_MATCH]: text });
        await expect(heading(page)).toBeVisible();
        const said = page.getByRole('alert').filter({ hasText: 'could not be read' });
        await expect(said).toContainText('kept aside');
        await expect(said).not.toContainText(INNARDS);
        // Kept aside where the table keeps a damaged save, and left where it was.
        expect(asideTexts(await stored(page, DAMAGED))).toEqual([text]);
        expect(await stored(page, OLD_MATCH)).toBe(text);
        expect(await stored(page, MATCH)).toBeNull();
        await page.reload();
        await expect(heading(page)).toBeVisible();
        await expect(page.getByText('could not be read')).toHaveCount(0);
        expect(await stored(page, OLD_MATCH)).toBe(text);
        expect(errors).toEqual([]);
      });
  });

  test('the same poisoned record as a link, a file or pasted text: a message, nothing thrown', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const text = recordToText({ players: 2, seed: 1, rules: 'grayzone', actions: [] }).replace(
      'rules grayzone',
      'rules toString',
    );
    const code = `r1.${Buffer.from(text).toString('base64url')}`;
    await page.goto(`/#replay=${code}`);
    await expect(page.getByRole('alert').first()).toContainText(
      'This replay could not be read: it may be damaged or made by a newer version of the game. Ask for the link again.',
    );
    await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const watch = page.getByRole('region', { name: 'Watch a match' });
    // Pasted as a link, then as its text.
    await watch.getByLabel(/Or paste/).fill(`http://example.com/#replay=${code}`);
    await watch.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(watch.getByRole('alert')).toContainText('Ask for the link again.');
    await watch.getByLabel(/Or paste/).fill(text);
    await watch.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(watch.getByRole('alert')).toContainText(
      'This replay could not be read: it may be damaged or made by a newer version of the game. Ask for the file again.',
    );
    await expect(watch.getByRole('alert').locator('p')).not.toContainText(/Unknown preset|Line \d/);
    // Said once, where it was asked (not a second time elsewhere on the page).
    await expect(page.getByRole('alert')).toHaveCount(1);
    await watch.getByLabel('Open a replay file').setInputFiles({
      name: 'bad.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${text}null\n`),
    });
    await expect(watch.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('main', { name: 'Watch a match' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test('storage that refuses to save: before and during the match', async ({ page }) => {
  test.setTimeout(90_000);
  // Storage refuses the match's save while `quotaFull`; a page starts with it as this tab's
  // `fullAtStart` says.
  await page.addInitScript(() => {
    const real = Storage.prototype.setItem;
    const w = window as unknown as { quotaFull: boolean };
    w.quotaFull = sessionStorage.getItem('fullAtStart') === '1';
    Storage.prototype.setItem = function (k: string, v: string) {
      if (w.quotaFull && k === 'table:kapaga:match')
        throw new DOMException('full', 'QuotaExceededError');
      return real.call(this, k, v);
    };
  });
  for (const when of ['before', 'during'] as const)
    await test.step(`quota full ${when} the match: said at once, the match plays on, it can be downloaded`, async () => {
      await page.goto('/');
      await page.evaluate((full) => {
        localStorage.clear();
        sessionStorage.setItem('fullAtStart', full ? '1' : '0');
      }, when === 'before');
      await openFresh(page, '/?seed=20260&opponents=1&level=easy&speed=instant');
      await page.getByRole('button', { name: 'Start' }).click();
      const banner = page.getByRole('alert').filter({ hasText: 'Saving failed' });
      if (when === 'during') {
        await simpleMove(page);
        await expect(banner).toHaveCount(0);
        await page.evaluate(() => {
          (window as unknown as { quotaFull: boolean }).quotaFull = true;
        });
      }
      await simpleMove(page);
      await expect(banner).toBeVisible();
      await axe(page, 'saving failed');
      // It stays said while the match goes on unsaved.
      await simpleMove(page);
      await expect(banner).toBeVisible();
      const download = page.waitForEvent('download');
      await banner.getByRole('button', { name: 'Download the match' }).click();
      const file = await (await download).path();
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      expect(saved).toMatchObject({ game: 'kapaga', seed: 20260 });
      expect(saved.actions.length).toBeGreaterThan(1);
      // The match goes on in memory.
      await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
    });
});

test('two tabs: the second waits, takes over with the latest moves, the first stops', async ({
  context,
}) => {
  // Two pages at once: 34 s (past the default 30 s) on a loaded machine.
  test.setTimeout(90_000);
  const a = await context.newPage();
  await a.goto('/?seed=20260&opponents=1&level=easy&speed=instant');
  await a.getByRole('button', { name: 'Start' }).click();
  await simpleMove(a);
  const b = await context.newPage();
  await b.goto('/');
  await expect(b.getByRole('dialog', { name: 'This match is open in another tab' })).toBeVisible();
  await axe(b, 'other tab');
  // A plays on; B never overwrites its save.
  await simpleMove(a);
  const aMoves = (await moves(a)).length;
  await b.getByRole('button', { name: 'Play it here' }).click();
  await expect(a.getByRole('dialog', { name: 'This match moved to another tab' })).toBeVisible();
  await expect(b.getByRole('group', { name: /Your hand/ })).toBeVisible();
  expect((await moves(a)).length).toBeGreaterThanOrEqual(aMoves);
  expect((await moves(b)).length).toBeGreaterThanOrEqual(aMoves);
});

/**
 * A link opened on the page as on a fresh device: storage cleared, the page loaded from the
 * link (a hash alone would not load it again).
 */
async function openFresh(page: Page, link: string) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await page.goto(link);
}

test('poisoned links: each refused in words, the default rules kept; old query links open', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [what, body] of [
    ['a prototype key for a preset', { r: 'toString' }],
    ['a prototype key as a field', JSON.parse('{"r":{"__proto__":{"x":1}}}')],
    ['an extra field', { r: {}, evil: 1 }],
  ] as const)
    await test.step(`${what}: refused with a message, the default rules kept`, async () => {
      await openFresh(page, `/#rules=k1.${b64(body)}`);
      await expect(page.locator('.notice')).toContainText('your own rules are unchanged');
      await expect(page.locator('.notice')).not.toContainText(/__proto__|toString|evil/);
      await expect(page.getByRole('alertdialog', { name: 'Rules from a link' })).toHaveCount(0);
      await expect(page.getByRole('radio', { name: /Grayzone/ })).toBeChecked();
      expect(errors).toEqual([]);
    });

  await test.step('old query links still open', async () => {
    await openFresh(page, `/?rules=k1.${b64({ r: { zombieTwos: false } })}`);
    const ask = page.getByRole('alertdialog', { name: 'Rules from a link' });
    await expect(ask).toContainText('This link brings other house rules');
    await ask.getByRole('button', { name: 'Use these rules' }).click();
    await expect(page.locator('.notice')).toContainText('came from a link');
    // Read once: the address no longer carries it (a reload does not ask again).
    expect(page.url()).not.toContain('rules=');
  });
});

test('a double click never makes a call the player did not see', async ({ page }) => {
  const seed = seedWithAnEight(2);
  await page.goto(`/?seed=${seed}&opponents=1&level=easy&speed=instant`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: /^eight of / }).first()).toBeVisible();
  // Both clicks of a double click, in the page at once (as a hand makes them; a test driver's
  // click takes longer than the chooser's moment): the second lands on the chooser that the
  // first one opened under the pointer.
  const landed = await page.evaluate(async () => {
    const eight = [...document.querySelectorAll<HTMLButtonElement>('.hand button.card')].find((b) =>
      b.dataset.code?.startsWith('8'),
    );
    eight?.click();
    await new Promise((r) => requestAnimationFrame(r));
    const first = document.querySelector<HTMLButtonElement>('.call-chooser button');
    first?.click();
    return first !== null;
  });
  expect(landed, 'the chooser opened under the second click').toBe(true);
  const call = page.getByRole('button', { name: /^Call / }).first();
  // The second click came before the chooser could be seen: nothing was played.
  await expect(page.getByRole('group', { name: /and call$/ })).toBeVisible();
  expect((await moves(page)).length).toBe(0);
  await page.waitForTimeout(600);
  await call.click();
  await expect(async () => expect((await moves(page)).length).toBeGreaterThan(0)).toPass();
});

test('pass and play: no replay and no deal number while the match is on', async ({ page }) => {
  await page.goto('/?opponents=2&level=easy&speed=instant');
  await page.getByRole('textbox', { name: 'Name of seat 1' }).fill('Ann');
  await page.getByRole('combobox', { name: 'Who plays seat 2' }).selectOption('person');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: /^I am .*show my cards/ })).toBeVisible();
  expect(page.url()).not.toMatch(/seed=/);
  const seed = String(JSON.parse((await stored(page, MATCH)) ?? '{}').seed);
  expect(seed).toMatch(/^\d+$/);
  await expect(page.locator('body')).not.toContainText(seed);
  await expect(page.getByRole('button', { name: /^Share/ })).toHaveCount(0);
  // The first screen offers the match to resume, not to watch: nothing shows its deal.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  const watch = page.getByRole('region', { name: 'Watch a match' });
  await expect(watch.getByRole('button', { name: 'Watch again' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(seed);
  await expect(page.getByLabel('Deal number (optional)')).toHaveValue('');
});

test('a person who never calls KAPAGA is caught, like a bot that forgot', async ({ page }) => {
  test.setTimeout(60_000);
  // One card each (hand size 1): every hand has KAPAGA from the deal; the bots call theirs.
  // A fixed deal (2) in which the round lasts past the person's first turn: with a random
  // deal the first bot sometimes went out at once, ending the round before any catch (the
  // deal of seed 1 does so every time), so the test failed now and then.
  await page.goto(
    `/?speed=normal&opponents=2&level=hard&seed=2#rules=k1.${b64({ r: { handSize: 1 } })}`,
  );
  await page.getByRole('button', { name: 'Use these rules' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  // Said in the table's latest lines as it happens, and kept in the match's whole log.
  await expect(page.locator('.match-log')).toContainText(/caught you without a KAPAGA call/, {
    timeout: 30_000,
  });
  expect(await logText(page)).toMatch(/caught you without a KAPAGA call/);
});
