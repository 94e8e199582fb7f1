// A rules link with a deal opened on the platform's screens (src/platform/ui/Shell.tsx), on
// KAPOW!: the setup says the deal and asks about the rules; a match going on stays on
// screen, a finished one gives way to the setup.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { gameById } from '../../src/games/registry';
import { createSession } from '../../src/platform/session';
import { rulesLink } from '../../src/platform/share';
import { linkedDeal } from '../../src/platform/ui/SetupFields';
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

test("a link's deal over a deal the person typed says so, and keeps theirs when asked", async () => {
  const user = userEvent.setup();
  render(<Shell entry={entry} />);
  await user.click(await screen.findByText('Deal number', {}, { timeout: 5000 }));
  const field = screen.getByLabelText('Deal number (optional)');
  await user.type(field, '31');
  // A friend's link arrives in this tab (pasted into the address: a hash change).
  const link = new URL(rulesLink(kapow, { kapowPenalty: 40 }, window.location.href, 808));
  act(() => {
    window.history.replaceState(null, '', `${link.pathname}${link.hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(
    await screen.findByText(/Deal 808 came with the link.*It took the place of deal 31/),
  ).toBeInTheDocument();
  expect(field).toHaveValue('808');
  await user.click(screen.getByRole('button', { name: 'Keep mine' }));
  await user.click(screen.getByRole('button', { name: 'Keep deal 31' }));
  expect(field).toHaveValue('31');
  expect(screen.queryByText(/came with the link/)).toBeNull();
});

test('a link over a deal that came with another link, or over the same number, replaces nothing to keep', () => {
  expect(linkedDeal({ text: '5', linked: true }, 808)).toEqual({ text: '808', linked: true });
  expect(linkedDeal({ text: ' 808 ', linked: false }, 808)).toEqual({ text: '808', linked: true });
  expect(linkedDeal({ text: '', linked: false }, 808)).toEqual({ text: '808', linked: true });
  expect(linkedDeal({ text: '31', linked: false }, 808)).toEqual({
    text: '808',
    linked: true,
    replaced: '31',
  });
});
