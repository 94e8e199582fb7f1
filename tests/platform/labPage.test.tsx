/**
 * The lab's page for any game (platform/ui/Lab.tsx), run here without a Worker: its figures
 * come in sections under their titles, in one order, each section only with figures.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { Level } from '../../src/games/module';
import { type AnyModule, gameById } from '../../src/games/registry';
import { defaultSpec } from '../../src/platform/lab/spec';
import { SECTIONS } from '../../src/platform/lab/stats';
import { Lab } from '../../src/platform/ui/Lab';

const kapow = (await gameById('kapow')?.load()) as AnyModule;

test('the figures come in sections, in order, under their titles', async () => {
  const user = userEvent.setup();
  const spec = {
    ...defaultSpec(kapow),
    seats: ['easy', 'easy'] as Level[],
    rounds: 2,
    worth: true,
  };
  render(<Lab module={kapow} spec={spec} onClose={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Compare' }));
  expect(await screen.findByText(/^Done: 2 of 2 deals/, {}, { timeout: 20_000 })).toBeVisible();
  const table = screen.getByRole('table');
  const titles = within(table)
    .getAllByRole('rowheader')
    .filter((h) => h.getAttribute('scope') === 'rowgroup')
    .map((h) => h.textContent);
  expect(titles).toEqual([
    SECTIONS.places,
    SECTIONS.length,
    SECTIONS.moves,
    SECTIONS.game,
    SECTIONS.skill,
    SECTIONS.worth,
  ]);
  // Each section holds its own figures: the worth of taking the discard under its title.
  const groups = within(table).getAllByRole('rowgroup').slice(1);
  expect(
    within(groups[5] as HTMLElement).getByRole('rowheader', { name: /^Never taking the discard/ }),
  ).toBeInTheDocument();
  expect(
    within(groups[0] as HTMLElement).getByRole('rowheader', { name: 'Best round, first to play' }),
  ).toBeInTheDocument();
}, 30_000);
