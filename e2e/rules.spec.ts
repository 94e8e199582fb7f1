import { expect, type Page, test } from '@playwright/test';
import { menuEntry } from './helpers';

const hand = (page: Page) =>
  page.locator('.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));

test('a shared rules link opens the same rules (and the same deal) in a new page', async ({
  page,
  context,
}) => {
  await page.goto('/?fresh');
  await page.getByText('Change the house rules').click();
  await page.getByRole('checkbox', { name: 'Zombie 2s' }).uncheck();
  await page.getByLabel('8s call').selectOption('suit');
  await page.getByLabel('Cards dealt', { exact: true }).fill('6');
  await page.getByText('More options').click();
  await page.getByLabel(/seed/).fill('1234');
  await page.getByText('Share these rules').click();
  const link = await page.getByLabel('Link to these rules').inputValue();
  expect(link).toMatch(/#game=kapaga&rules=k2\.[\w-]+$/);
  await page.getByRole('button', { name: 'Start' }).click();
  const first = await hand(page);
  expect(first).toHaveLength(6);

  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('status').first()).toContainText('came with the link');
  await expect(other.locator('.custom-rules')).toContainText(
    'Grayzone with Cards dealt, Zombie 2s, 8s call changed',
  );
  await expect(other.getByLabel(/seed/)).toHaveValue('1234');
  await other.getByRole('button', { name: 'Start' }).click();
  // Once the first page's match has begun, leaving it is asked first.
  const leave = other.getByRole('button', { name: 'Leave it and start' });
  if (await leave.isVisible()) await leave.click();
  // The same rules are in effect, and the same deal.
  const card = other.getByRole('complementary', { name: /Rules in effect/ });
  await expect(card).toContainText('Cards dealt: 6');
  await expect(card).toContainText('Zombie 2s: Off');
  await expect(card).toContainText('8s call: A suit only');
  expect(await hand(other)).toEqual(first);
  await card.getByRole('button', { name: 'All the rules' }).click();
  const rules = other.getByRole('dialog', { name: 'Rules' });
  await expect(rules).toContainText('Deal: 6 cards each');
  await expect(rules).toContainText('8s are wild: the player calls a suit.');
  await expect(rules).not.toContainText('Zombie 2s: a 2 played right on');
});

test('a tampered or broken rules link: a clear message, and the rules the player chose stay', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?fresh');
  await page.getByRole('radio', { name: /Classic/ }).check();
  await page.goto('/?rules=k1.eyJyIjp7InN0YWNrVHdvcyI6ZmFsc2V9fQ-tampered!');
  await expect(page.locator('.notice')).toContainText(
    "This link's rules could not be read (it may be cut, or made by a newer version of the game): your own rules are unchanged. Ask for the link again.",
  );
  await expect(page.getByRole('radio', { name: /Classic/ })).toBeChecked();
  // Well-formed, but rules no table can use: the message names no field.
  const body = Buffer.from(JSON.stringify({ r: { handSize: 99 } })).toString('base64url');
  await page.goto(`/?rules=k1.${body}`);
  await expect(page.locator('.notice')).toContainText('your own rules are unchanged');
  await expect(page.locator('.notice')).not.toContainText('handSize');
  await expect(page.getByRole('radio', { name: /Classic/ })).toBeChecked();
  await page.getByRole('radio', { name: /Grayzone/ }).check();
  // A fixed deal (a plain card turned up): a Joker or an ace there could change the count.
  await page.getByText('More options').click();
  await page.getByLabel(/seed/).fill('3');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand, 5 cards/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a replay: saved as a file and a link, opened again, stepped move by move', async ({
  page,
  context,
}) => {
  // Bots only: a replay of the match in progress shows no person's hidden hand.
  await page.goto('/?fresh&seed=20260&opponents=2&level=easy&speed=instant');
  await page.getByRole('button', { name: 'Watch the bots play' }).click();
  await expect(async () =>
    expect(await page.locator('.log-line').count()).toBeGreaterThan(8),
  ).toPass();
  await page.getByRole('button', { name: 'Pause' }).click();
  await menuEntry(page, 'Replay');
  const dialog = page.getByRole('dialog', { name: 'Replays' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kapaga-replay-20260-\d+\.txt$/);
  const file = await download.path();
  const link = await dialog.getByLabel('Replay link', { exact: true }).inputValue();

  // The link, in a new page.
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Replay', exact: true })).toBeVisible();
  await expect(other.getByLabel(/Move 0 of \d+: the deal/)).toBeVisible();
  await expect(other.getByRole('img', { name: /^Jules, hand: / })).toBeVisible();
  await other.getByRole('button', { name: 'Next' }).click();
  await expect(other.getByLabel(/Move 1 of/)).toBeVisible();
  await other.getByRole('button', { name: 'Last' }).click();
  await expect(other.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(other.locator('.open-log')).toContainText(/played|drew/);
  await other.getByRole('button', { name: 'First' }).click();
  await expect(other.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // The file, through the file picker.
  await dialog.getByLabel('A replay file (.txt)').setInputFiles(file);
  await expect(page.getByRole('heading', { name: 'Replay', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Last' }).click();
  await expect(page.getByLabel(/Move (\d+) of \1: [A-Z]/)).toBeVisible();
  await page.getByRole('button', { name: 'Close replay' }).click();
  await expect(page.getByRole('region', { name: 'Watching the bots' })).toBeVisible();
});

test('a long panel scrolled on a phone: its title bar stays at the very top, nothing shows above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?fresh');
  // The new-game page's own link to the rules.
  await page.getByRole('button', { name: 'Rules', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Rules' });
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
