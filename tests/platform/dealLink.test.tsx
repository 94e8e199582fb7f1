// A rules link with a deal opened on the platform's screens (src/platform/ui/Shell.tsx), on
// KAPOW!: the setup says the deal and asks about the rules; a match going on stays on
// screen, a finished one gives way to the setup.
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { gameById } from '../../src/games/registry';
import { createSession } from '../../src/platform/session';
import { rulesLink } from '../../src/platform/share';
import { Shell } from '../../src/platform/ui/Shell';
import { ADA_AND_KAI, playRandomly } from './records';

const entry = gameById('kapow');
if (!entry) throw new Error('no KAPOW!');
const kapow = await entry.load();

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** A match of one round against Kai, played by seeded random legal actions `upTo` steps. */
function kept(upTo: number) {
  const s = createSession(kapow, null);
  s.getState().setPlan({ seats: ADA_AND_KAI, rules: { rounds: 1 } });
  s.getState().start(21);
  const next = playRandomly(kapow, s, upTo, 3);
  localStorage.setItem('table:kapow:match', JSON.stringify(s.getState().record));
  return next;
}

const open = () => {
  const link = new URL(rulesLink(kapow, { kapowPenalty: 40 }, window.location.href, 808));
  window.history.replaceState(null, '', `${link.pathname}${link.hash}`);
  render(<Shell entry={entry} />);
};

test('a finished match gives way to the setup, where the link says its deal and asks about its rules', async () => {
  expect(kept(5000)).toBe('over');
  open();
  expect(
    await screen.findByText(/Deal 808 came with the link/, {}, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alertdialog', { name: 'Rules from a link' })).toBeInTheDocument();
});

test('a match going on stays on screen; the link waits in the setup', async () => {
  expect(kept(6)).toBe('seat');
  open();
  expect(
    await screen.findByRole('main', { name: 'KAPOW! match' }, { timeout: 5000 }),
  ).toBeVisible();
  expect(screen.queryByText(/Deal 808 came with the link/)).toBeNull();
});
