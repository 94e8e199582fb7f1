/**
 * Kapaga's rules and replays on the table, in the built app: a shared rules link opens the
 * same rules and the same deal on another device; a tampered or broken link is said in words
 * and the player's rules stay; a bots' match is shared as a link and kept as a file, both
 * opened again and stepped; a long rules dialog scrolled on a phone keeps its title bar on top.
 */
import { expect, type Page, test } from '@playwright/test';

const hand = (page: Page) =>
  page.locator('.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));

test('a shared rules link opens the same rules (and the same deal) in a new page', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByText('House rules').click();
  await page.getByRole('checkbox', { name: 'Zombie 2s' }).uncheck();
  await page.getByLabel('8s call').selectOption('suit');
  await page.getByLabel('Cards dealt', { exact: true }).fill('6');
  await page.locator('summary', { hasText: 'Deal number' }).click();
  await page.getByLabel('Deal number (optional)').fill('1234');
  await page.getByRole('button', { name: 'Share rules and deal 1234' }).click();
  const link = await page.getByRole('textbox', { name: 'The link' }).inputValue();
  expect(link).toMatch(/#game=kapaga&rules=[\w-]+&seed=1234$/);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand, 6 cards/ })).toBeVisible();
  const first = await hand(page);
  expect(first).toHaveLength(6);

  // A friend's device: nothing kept there yet.
  const friend = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await friend.newPage();
  await other.goto(link);
  await other
    .getByRole('alertdialog', { name: 'Rules from a link' })
    .getByRole('button', { name: 'Use these rules' })
    .click();
  await expect(
    other.getByRole('status').filter({ hasText: 'The house rules below came from a link.' }),
  ).toBeVisible();
  await expect(
    other.getByRole('status').filter({ hasText: 'Deal 1234 came with the link' }),
  ).toBeVisible();
  await other.getByRole('button', { name: 'Start' }).click();
  // The same rules are in effect, and the same deal.
  const card = other.getByRole('complementary', { name: 'House rules in effect' });
  await expect(card).toContainText('Cards dealt: 6');
  await expect(card).toContainText('Zombie 2s: Off');
  await expect(card).toContainText('8s call: A suit only');
  await expect.poll(() => hand(other)).toEqual(first);
  await other.locator('.match-foot').getByRole('button', { name: 'Rules' }).click();
  const rules = other.getByRole('dialog', { name: /Rules|How to play/ });
  await expect(rules).toContainText('Deal: 6 cards each');
  await expect(rules).toContainText('8s are wild: the player calls a suit.');
  await expect(rules).not.toContainText('Zombie 2s: a 2 played right on');
  await friend.close();
});

test('a tampered or broken rules link: a clear message, and the rules the player chose stay', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page.getByRole('radio', { name: /Classic/ }).check();
  // A link from before the table (k1.), cut or tampered with.
  await page.goto('/?rules=k1.eyJyIjp7InN0YWNrVHdvcyI6ZmFsc2V9fQ-tampered!');
  await expect(page.getByRole('alert')).toContainText(
    "This link's rules could not be read (it may be cut, or made by a newer version of the game): your own rules are unchanged. Ask for the link again.",
  );
  await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('radio', { name: /Classic/ })).toBeChecked();
  // Well-formed, but rules no table can use: the message names no field.
  const body = Buffer.from(JSON.stringify({ r: { handSize: 99 } })).toString('base64url');
  await page.goto(`/?rules=k1.${body}`);
  await expect(page.getByRole('alert')).toContainText('your own rules are unchanged');
  await expect(page.getByRole('alert')).not.toContainText('handSize');
  await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('radio', { name: /Classic/ })).toBeChecked();
  await page.getByRole('radio', { name: /Grayzone/ }).check();
  // A fixed deal (a plain card turned up): a Joker or an ace there could change the count.
  await page.locator('summary', { hasText: 'Deal number' }).click();
  await page.getByLabel('Deal number (optional)').fill('3');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand, 5 cards/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a replay: saved as a file and a link, opened again, stepped move by move', async ({
  page,
  context,
}) => {
  // 20-24 s on a quiet machine: room for a loaded one.
  test.setTimeout(90_000);
  // Bots only: a replay of the match in progress shows no person's hidden hand.
  await page.goto('/?seed=20260&opponents=2&level=easy&speed=fast');
  await page.getByRole('textbox', { name: 'Name of seat 1' }).fill('Jules');
  await page.getByRole('combobox', { name: 'Who plays seat 1' }).selectOption('easy');
  await page.getByRole('button', { name: 'Start' }).click();
  const moves = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('table:kapaga:match') ?? '{}').actions?.length ?? 0,
    );
  await expect.poll(moves, { timeout: 20_000 }).toBeGreaterThan(8);
  await page.getByRole('button', { name: 'Pause' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save it as a file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kapaga-match-20260.json');
  const file = await download.path();
  await page.getByRole('button', { name: 'Share this match' }).click();
  const link = await page.getByRole('textbox', { name: 'The link' }).inputValue();
  const played = await moves();

  // The link, in a new page.
  const other = await context.newPage();
  await other.goto(link);
  const replay = other.getByRole('main', { name: 'Watch a match' });
  await expect(replay).toBeVisible();
  await expect(replay).toContainText(`Step 0 of ${played}: Round 1: `);
  await other.getByRole('combobox', { name: /Seen by/ }).selectOption('0');
  await expect(other.getByRole('group', { name: /^Jules’s hand|^Jules's hand/ })).toBeVisible();
  await other.getByRole('button', { name: 'Next' }).click();
  await expect(replay).toContainText(`Step 1 of ${played}:`);
  await other.getByRole('button', { name: 'Last' }).click();
  await expect(other.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Its last move said as the log says it (a play, a draw, a call: whatever came last).
  await expect(replay).toContainText(new RegExp(`Step ${played} of ${played}: [A-Z]\\w+`));
  await other.getByRole('button', { name: 'First' }).click();
  await expect(other.getByRole('button', { name: 'Back one' })).toBeDisabled();

  // The file, through the file picker of the first screen.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Open a replay file').setInputFiles(file);
  await expect(page.getByRole('main', { name: 'Watch a match' })).toBeVisible();
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.getByRole('main', { name: 'Watch a match' })).toContainText(
    `Step ${played} of ${played}:`,
  );
  await page
    .getByRole('main', { name: 'Watch a match' })
    .getByRole('button', { name: 'Back' })
    .first()
    .click();
  // The bots' match waits where it was.
  await expect(page.getByRole('region', { name: 'The bots’ match' })).toBeVisible();
  expect(await moves()).toBe(played);
});

test('a long panel scrolled on a phone: its title bar stays at the very top, nothing shows above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  // The first screen's way to the rules.
  await page.getByRole('button', { name: 'How to play', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText('The effects of the card that ends a round do not apply.')
    .scrollIntoViewIfNeeded();
  const head = await dialog.locator('.dialog-head').boundingBox();
  expect(head?.y).toBeLessThanOrEqual(1);
  // The first rule has scrolled away under the bar, not into a gap above it.
  const first = await dialog.locator('.dialog-body p').first().boundingBox();
  expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(
    (head?.y ?? 0) + (head?.height ?? 0),
  );
});
