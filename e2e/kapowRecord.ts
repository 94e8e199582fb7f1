/**
 * KAPOW! matches made in Node for the layout checks (kapow-layout.spec): Kai plays every seat
 * from a seeded deal until the table reaches the moment asked for, and the record is kept as
 * the device keeps a match (`table:kapow:match`), so the page resumes it at once. And the
 * setup opened on a fresh device, and a person's moves by what the table offers (kapow.spec,
 * kapow-lab.spec).
 */
import { expect, type Page } from '@playwright/test';
import { createKai } from '../src/games/kapow/bots';
import {
  type Action,
  applyAction,
  type Game,
  legalActions,
  newGame,
  playerView,
} from '../src/games/kapow/engine';
import { openFresh } from './helpers';

export interface Made {
  record: Record<string, unknown>;
  game: Game;
  /** Whether the moment asked for was reached. */
  reached: boolean;
}

/** Plays `seed` with medium Kai in every seat until `stop(game)` holds (or it cannot go on). */
export function makeMatch(
  players: number,
  seed: number,
  stop: (g: Game, moves: number) => boolean,
  rules: Record<string, unknown> = {},
  names: string[] = [],
): Made {
  const made = newGame({ players, seed, rules });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  const bots = Array.from({ length: players }, (_, s) => createKai('medium', { seed: seed + s }));
  const actions: unknown[] = [];
  for (let i = 0; i < 5000 && !stop(g, actions.length); i++) {
    const legal = legalActions(g);
    let a: Action | null;
    if (legal.some((x) => x.type === 'next-round')) a = { type: 'next-round' };
    else {
      const first = legal[0];
      const seat = first && first.type !== 'next-round' ? first.seat : g.turn;
      const mine = legal.filter((x) => x.type !== 'next-round' && x.seat === seat);
      // biome-ignore lint/style/noNonNullAssertion: a bot of this seat exists
      a = bots[seat]!.decide(playerView(g, seat), mine).action;
    }
    if (!a) break;
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    actions.push(a.type === 'next-round' ? 'next-round' : a);
    g = next.value;
  }
  const seats = Array.from({ length: players }, (_, s) =>
    s === 0
      ? { kind: 'person', name: names[0] ?? 'You' }
      : { kind: 'bot', name: names[s] ?? (players === 2 ? 'Kai' : `Kai ${s}`), level: 'medium' },
  );
  const reached = stop(g, actions.length);
  return {
    record: { game: 'kapow', v: 1, seed, rules: g.rules, seats, actions },
    game: g,
    reached,
  };
}

/** The first deal from `seed` on (of 40) whose play reaches `stop`. */
export function findMatch(
  players: number,
  seed: number,
  stop: (g: Game, moves: number) => boolean,
  rules: Record<string, unknown> = {},
): Made {
  for (let s = seed; s < seed + 40; s++) {
    const m = makeMatch(players, s, stop, rules);
    if (m.reached) return m;
  }
  throw new Error('no deal reached the moment asked for');
}

/** A fresh device that keeps `made` as its match, with the table's `settings`; the table shown. */
export async function openMade(
  page: Page,
  made: Made,
  settings: Record<string, unknown> = { speed: 'instant' },
): Promise<void> {
  await openFresh(page, '/#game=kapow', {
    'table:kapow:match': JSON.stringify(made.record),
    'table:settings': JSON.stringify(settings),
  });
  await page.locator('.kapow').waitFor();
}

/** Opens KAPOW!'s setup with a fresh device. */
export async function openKapow(page: Page, params = 'speed=instant&seed=7') {
  await openFresh(page, `/?${params}#game=kapow`);
  await expect(page.getByRole('heading', { name: 'KAPOW!' })).toBeVisible();
}

/** Plays one step of the person's turn if it is theirs; false when there was nothing to do. */
export async function playStep(page: Page): Promise<boolean> {
  const me = page.locator('.kme');
  const tries: (() => ReturnType<Page['getByRole']>)[] = [
    () => page.getByRole('button', { name: /^I am .*show my cards/ }),
    () => page.getByRole('button', { name: 'Next round' }),
    () => me.getByRole('button', { name: /Reveal/ }).first(),
    () => page.getByRole('button', { name: /Draw a card/ }),
    () => page.getByRole('button', { name: /^Discard the / }),
    () => page.getByRole('button', { name: 'End turn' }),
    () => me.getByRole('button').first(),
    () => page.locator('.kcenter fieldset button').first(),
  ];
  for (const t of tries) {
    const b = t();
    if ((await b.count()) > 0 && (await b.isVisible()) && (await b.isEnabled())) {
      await b.click({ timeout: 2000 }).catch(() => {});
      return true;
    }
  }
  return false;
}

export async function playToEnd(page: Page, limit = 600) {
  for (let i = 0; i < limit; i++) {
    if (await page.locator('.match-over').isVisible()) return;
    if (!(await playStep(page))) await page.waitForTimeout(50);
  }
  throw new Error('the match did not end');
}
