/**
 * KAPOW!'s rules lab in the built app: the house rules editor and the lab it opens, a
 * comparison shared by link (and a cut one), the moves weighed in the lab's workers.
 */
import { expect, type Page, test } from '@playwright/test';
import { axe } from './helpers';
import { openKapow } from './kapowRecord';

test('KAPOW!: the house rules editor, a number out of range, a deal, and the lab it opens: said in words, axe clean', async ({
  page,
}) => {
  await openKapow(page, 'speed=instant');
  await page.getByText('House rules').click();
  const penalty = page.getByLabel('KAPOW! card left in hand');
  await penalty.fill('500');
  await expect(
    page.getByText('KAPOW! card left in hand: a whole number from 0 to 100.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await page.getByText('Deal number', { exact: true }).click();
  await page.getByLabel('Deal number (optional)').fill('31');
  await axe(page, 'KAPOW! setup: a field marked, a deal typed');
  await penalty.fill('40');
  await expect(page.getByRole('button', { name: 'Start' })).toBeEnabled();
  await page.getByRole('button', { name: 'See what these rules change (rules lab)' }).click();
  const b = page.getByRole('group', { name: 'Rule set B' });
  await expect(b.getByLabel('KAPOW! card left in hand')).toHaveValue('40');
  await expect(b.getByText(/first rounds never see it/)).toBeVisible();
  await axe(page, 'KAPOW! lab: your house rules as B');
  // Back on the setup, Start deals deal 31 (the lab kept the setup as it was).
  await page.getByRole('button', { name: /Back/ }).first().click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('region', { name: /Your hand|You/ }).first()).toBeVisible();
  const saved = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('table:kapow:match') ?? 'null'),
  );
  expect(saved.seed).toBe(31);
  expect(saved.rules.kapowPenalty).toBe(40);
});

test('KAPOW!: a lab comparison shared by link opens the same in a new page; a cut one says so', async ({
  page,
  context,
}) => {
  // Six whole matches under both rule sets (and six of the skill probe's): about a third of
  // the twenty's work (35 s of one core for the twenty in Node); 1.8 min on a machine loaded
  // about 17-fold: room for such a one.
  test.setTimeout(240_000);
  await openKapow(page);
  await page.getByRole('button', { name: 'Rules lab' }).click();
  await expect(page.getByRole('heading', { name: 'Rules lab: KAPOW!' })).toBeVisible();
  const b = page.getByRole('group', { name: 'Rule set B' });
  await b.getByRole('textbox', { name: 'Name' }).fill('Short and harsh');
  await b.getByLabel('Rounds in a match').fill('3');
  await page.getByLabel('Bots').selectOption('easy');
  // K19's rounds act over a whole match: the lab plays whole matches to see them.
  await expect(b.getByText(/first rounds never see it/)).toBeVisible();
  await page.getByLabel(/^Play\b/).selectOption('Whole matches');
  await expect(b.getByText(/first rounds never see it/)).toHaveCount(0);
  await page.getByLabel('Matches of each').fill('6');
  await page.getByLabel('First deal').fill('31');
  await page.getByRole('button', { name: 'Share this comparison' }).click();
  const link = await page.getByRole('textbox', { name: 'The link' }).inputValue();
  expect(link).toMatch(/#game=kapow&lab=c1\.[\w-]+$/);
  const form = async (p: Page) => ({
    names: await p
      .getByRole('textbox', { name: 'Name' })
      .evaluateAll((xs) => xs.map((x) => (x as HTMLInputElement).value)),
    fields: await p
      .locator('.rule-field select, .rule-field input')
      .evaluateAll((xs) =>
        xs.map(
          (x) =>
            `${x.id}=${x instanceof HTMLInputElement && x.type === 'checkbox' ? x.checked : (x as HTMLInputElement).value}`,
        ),
      ),
    run: await p
      .locator('.lab-run select, .lab-run input')
      .evaluateAll((xs) =>
        xs.map((x) =>
          x instanceof HTMLInputElement && x.type === 'checkbox'
            ? String(x.checked)
            : (x as HTMLInputElement).value,
        ),
      ),
  });
  const here = await form(page);
  expect(here.names).toEqual(['Standard rules', 'Short and harsh']);
  expect(here.fields).toContain('lab-b-rounds=3');
  expect(here.run).toEqual(['2', 'easy', 'matches', '6', '31', 'false']);

  // A new page on a fresh device: the same comparison, set up and waiting for Compare.
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Rules lab: KAPOW!' })).toBeVisible();
  expect(await form(other)).toEqual(here);
  await expect(other.getByRole('button', { name: 'Compare' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Figures' })).toHaveCount(0);
  await axe(other, 'KAPOW! lab from a link');
  // Compared: B's matches last its 3 rounds, A's the standard 10.
  await other.getByRole('button', { name: 'Compare' }).click();
  await expect(other.getByText(/Done: 6 of 6 matches under both rule sets/)).toBeVisible({
    timeout: 180_000,
  });
  const rounds = other.getByRole('row', { name: /Rounds per match/ });
  await expect(rounds.getByRole('cell').nth(0)).toHaveText(/^10\.00/);
  await expect(rounds.getByRole('cell').nth(1)).toHaveText(/^3\.00/);
  await expect(rounds).toContainText('clear');

  // A cut link: said in words, no lab, the plan on this device untouched.
  await other.getByRole('button', { name: 'Back' }).click();
  await other.getByRole('textbox', { name: 'Name of seat 1' }).fill('Ada');
  const plan = await other.evaluate(() => localStorage.getItem('table:kapow:plan'));
  await other.goto(link.slice(0, -8));
  await expect(other.getByText(/This lab link could not be read/)).toBeVisible();
  await expect(other.getByRole('heading', { name: /Rules lab/ })).toHaveCount(0);
  await expect(other.getByRole('textbox', { name: 'Name of seat 1' })).toHaveValue('Ada');
  expect(await other.evaluate(() => localStorage.getItem('table:kapow:plan'))).toBe(plan);
});

test('KAPOW!: the lab weighs the moves in its workers: what each is worth, counted, charted, axe clean', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openKapow(page);
  await page.getByRole('button', { name: 'Rules lab' }).click();
  await page.getByLabel('Bots').selectOption('easy');
  // 20 deals: the skill probe and the weighing play their least, 20 each.
  await page.getByLabel('Rounds of each').fill('20');
  await page.getByRole('checkbox', { name: /^Also weigh each kind of move/ }).check();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(
    page.getByText(
      /^Done: 20 of 20 deals under both rule sets \(and 20 for the skill probe, 20 for the weighing\)/,
    ),
  ).toBeVisible({ timeout: 180_000 });
  for (const name of ['taking the discard', 'building a powerset', 'swapping a KAPOW! card'])
    await expect(
      page.getByRole('row', { name: new RegExp(`^Never ${name}: points lost per round`) }),
    ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^What a move is worth: points lost without it/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^How often each kind of move is made, per round/ }),
  ).toBeVisible();
  await axe(page, 'KAPOW! lab: the moves weighed');
  expect(errors).toEqual([]);
});
