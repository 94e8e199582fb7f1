import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newGame, snapshot } from '../src/games/kapaga/engine';

/** The screen sizes every screen is checked and photographed at. */
export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];

/** The sizes a table is checked and photographed at: phones upright and sideways, a desktop. */
export const FOUR_SIZES = [
  [360, 640],
  [390, 844],
  [740, 360],
  [1440, 900],
] as const;

/** Where a screenshot goes: the test output's screens/ folder. */
export const shotPath = (name: string) => `${test.info().project.outputDir}/screens/${name}.png`;

/** No axe violations (WCAG 2.1 A and AA) on the page as it is; `where` names the screen. */
export async function axe(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    result.violations.map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([]);
}

/** Open the new-game screen with link options (`seed=5&opponents=2&speed=instant`) and start. */
export async function startGame(page: Page, params: string): Promise<void> {
  await page.goto(`/?fresh&${params}`);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
}

export interface TableState {
  over: boolean;
  roundOver: boolean;
  kapaga: boolean;
  chooser: boolean;
  playable: string[];
  selected: number;
  canPlay: boolean;
  canDraw: boolean;
  keep: boolean;
}

/** One look at the table, in a single round trip. */
export function readTable(page: Page): Promise<TableState> {
  return page.evaluate(() => {
    const q = (s: string) => document.querySelector(s);
    const button = (text: RegExp) =>
      [...document.querySelectorAll<HTMLButtonElement>('.controls button')].find((b) =>
        text.test(b.textContent ?? ''),
      );
    const draw = button(/^Draw/);
    const play = button(/^Play/);
    return {
      over: !!q('.match-over'),
      roundOver: !!q('.round-over'),
      // A call to make now (not the button that arms a call with the selected play).
      kapaga:
        (q('.btn.kapaga:not([aria-pressed])') as HTMLButtonElement | null)?.disabled === false,
      chooser: !!q('.call-chooser'),
      playable: [...document.querySelectorAll<HTMLElement>('.hand .card.playable')].map(
        (b) => b.dataset.code ?? '',
      ),
      selected: document.querySelectorAll('.hand .card.selected').length,
      canPlay: !!play && !play.disabled,
      canDraw: !!draw && !draw.disabled,
      keep: !!button(/^Keep/),
    };
  });
}

async function tryClick(l: Locator): Promise<boolean> {
  try {
    await l.click({ timeout: 1500 });
    return true;
  } catch {
    return false; // the table moved on (a catch, a bot's call): look again
  }
}

const SPECIAL = /^(8|2|7|9|A|JK|5S|5C)/;

export type Step =
  | 'over'
  | 'round-over'
  | 'next'
  | 'kapaga'
  | 'call'
  | 'play'
  | 'keep'
  | 'draw'
  | 'wait';

/**
 * Play the person's seat one step: deal the next round (with `nextRound`; otherwise say
 * 'round-over'), call KAPAGA, answer a call chooser, play a marked card (special cards
 * first, unless `drawOnly`), keep, or draw.
 */
export async function humanStep(
  page: Page,
  opts: { drawOnly?: boolean; nextRound?: boolean } = {},
): Promise<Step> {
  const t = await readTable(page);
  if (t.over) return 'over';
  if (t.roundOver) {
    // Dealing on is asked for: a loop that stops at the round's end never misses it.
    if (!opts.nextRound) return 'round-over';
    return (await tryClick(page.getByRole('button', { name: 'Next round' }))) ? 'next' : 'wait';
  }
  if (t.kapaga) {
    await tryClick(page.getByRole('button', { name: 'KAPAGA!' }));
    return 'kapaga';
  }
  if (t.chooser) {
    await tryClick(page.locator('.call-chooser button').first());
    return 'call';
  }
  if (t.selected > 0 && t.canPlay) {
    await tryClick(page.locator('.controls button', { hasText: /^Play/ }));
    return 'play';
  }
  if (!opts.drawOnly && t.playable.length > 0 && t.selected === 0) {
    const code = t.playable.find((c) => SPECIAL.test(c)) ?? (t.playable[0] as string);
    await tryClick(page.locator(`.hand .card[data-code="${code}"]`).first());
    return 'play';
  }
  if (t.keep) {
    await tryClick(page.locator('.controls button', { hasText: /^Keep/ }));
    return 'keep';
  }
  if (t.canDraw) {
    await tryClick(page.locator('.controls button', { hasText: /^Draw/ }));
    return 'draw';
  }
  await page.waitForTimeout(15);
  return 'wait';
}

/**
 * The match's whole log, a line each, read from its dialog (opened and closed again); a card
 * reads as symbol and name ("7♥seven of hearts").
 */
export async function logText(page: Page): Promise<string> {
  await page.locator('.match-foot').getByRole('button', { name: 'Log', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'What happened' });
  const lines = await dialog.locator('.whole-log li').allTextContents();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return lines.join('\n');
}

/** A grayzone deal where the person (seat 0) is first to play and holds an 8. */
export function seedWithAnEight(players: number): number {
  for (let seed = 1; seed < 5000; seed++) {
    const g = newGame({ players, seed, rules: 'grayzone' });
    if (!g.ok) continue;
    const s = snapshot(g.value);
    if (s.turn === 0 && s.stage === 'play' && s.hands[0]?.some((c) => c[0] === '8')) return seed;
  }
  throw new Error(`no deal with an 8 for ${players} players`);
}

/**
 * Opens `url` on a fresh device keeping only `kept` (storage key to text). The storage is
 * emptied from a page of the table's origin that the app does not run in: a table left
 * running (a match the test played, its bots moving at instant speed) saves as it goes and
 * as it is left, and would write its match back after a clear made from its own page.
 */
export async function openFresh(
  page: Page,
  url: string,
  kept: Record<string, string> = {},
): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((k) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, text] of Object.entries(k)) localStorage.setItem(key, text);
  }, kept);
  await page.goto(url);
}
