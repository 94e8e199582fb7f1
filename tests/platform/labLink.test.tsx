// A lab link opened on the platform's screens (src/platform/ui/Shell.tsx, Lab.tsx), on
// KAPOW!: the lab opens with exactly the linked comparison, set up and not run, and its
// Share button makes the same link again; a cut one says so and opens nothing.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { gameById } from '../../src/games/registry';
import type { LabSpec } from '../../src/platform/lab/spec';
import { BROKEN_LAB, labLink, readLink } from '../../src/platform/share';
import { Shell } from '../../src/platform/ui/Shell';

const entry = gameById('kapow');
if (!entry) throw new Error('no KAPOW!');
const kapow = await entry.load();

const SPEC: LabSpec = {
  game: 'kapow',
  a: {},
  b: { goingOutPenalty: 'none' },
  labels: ['As printed', 'No doubling'],
  players: 3,
  seats: ['easy', 'easy', 'easy'],
  unit: 'rounds',
  worth: false,
  rounds: 1000,
  seed: 77,
};

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a lab link on the platform', () => {
  test('opens the lab with the comparison set up, not run, and shares it back', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', new URL(labLink(kapow, SPEC, window.location.href)));
    render(<Shell entry={entry} />);
    await screen.findByRole('heading', { name: 'Rules lab: KAPOW!' }, { timeout: 5000 });
    const a = screen.getByRole('group', { name: 'Rule set A' });
    const b = screen.getByRole('group', { name: 'Rule set B' });
    expect(within(a).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'As printed');
    expect(within(b).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'No doubling');
    expect(b.querySelector<HTMLSelectElement>('#lab-b-goingOutPenalty')?.value).toBe('none');
    expect(a.querySelector<HTMLSelectElement>('#lab-a-goingOutPenalty')?.value).toBe('double');
    expect(screen.getByRole('combobox', { name: 'Players' })).toHaveProperty('value', '3');
    expect(screen.getByRole('combobox', { name: 'Bots' })).toHaveProperty('value', 'easy');
    expect(screen.getByRole('spinbutton', { name: 'Rounds of each' })).toHaveProperty(
      'value',
      '1000',
    );
    expect(screen.getByRole('spinbutton', { name: 'First deal' })).toHaveProperty('value', '77');
    // Not run: Compare waits for the person; no figures yet.
    expect(screen.getByRole('button', { name: 'Compare' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Figures' })).toBeNull();
    // The link is read once and leaves the address.
    expect(window.location.hash).toBe('#game=kapow');
    await user.click(screen.getByRole('button', { name: 'Share this comparison' }));
    const made = (await screen.findByRole('textbox', { name: 'The link' })) as HTMLInputElement;
    expect(await readLink(kapow, new URL(made.value).hash)).toEqual({ kind: 'lab', spec: SPEC });
  });

  test('a cut one says so in words, opens nothing and keeps the plan', async () => {
    const plan = JSON.stringify({
      seats: [
        { kind: 'person', name: 'Ada' },
        { kind: 'bot', level: 'easy', name: 'Kai' },
      ],
      rules: { rounds: 3 },
    });
    localStorage.setItem('table:kapow:plan', plan);
    const link = new URL(labLink(kapow, SPEC, window.location.href));
    window.history.replaceState(null, '', `${link.pathname}${link.hash.slice(0, -9)}`);
    render(<Shell entry={entry} />);
    await screen.findByText(BROKEN_LAB, {}, { timeout: 5000 });
    expect(screen.queryByRole('heading', { name: /Rules lab/ })).toBeNull();
    expect(localStorage.getItem('table:kapow:plan')).toBe(plan);
  });

  test("a cut one pasted into the lab's tab is said there, and the comparison stays", async () => {
    window.history.replaceState(null, '', new URL(labLink(kapow, SPEC, window.location.href)));
    render(<Shell entry={entry} />);
    await screen.findByRole('heading', { name: 'Rules lab: KAPOW!' }, { timeout: 5000 });
    const cut = new URL(labLink(kapow, { ...SPEC, seed: 5 }, window.location.href)).hash;
    act(() => {
      window.history.replaceState(null, '', cut.slice(0, -9));
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect((await screen.findByRole('alert')).textContent).toContain(BROKEN_LAB);
    expect(screen.getByRole('spinbutton', { name: 'First deal' })).toHaveProperty('value', '77');
  });

  test('a number out of range on either side holds Compare, with the reason, until it is fixed', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', new URL(labLink(kapow, SPEC, window.location.href)));
    render(<Shell entry={entry} />);
    await screen.findByRole('heading', { name: 'Rules lab: KAPOW!' }, { timeout: 5000 });
    const b = screen.getByRole('group', { name: 'Rule set B' });
    // K19's rounds make a match's length: first rounds never see them, said there, until
    // the lab plays whole matches.
    const idle =
      /Note: A rule of the whole match: first rounds never see it\. Play whole matches to compare it\./;
    expect(within(b).getByLabelText('Rounds in a match')).toHaveAccessibleDescription(idle);
    expect(within(b).getByLabelText('KAPOW! card left in hand')).not.toHaveAccessibleDescription(
      /whole match/,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Play' }), 'Whole matches');
    expect(within(b).getByLabelText('Rounds in a match')).not.toHaveAccessibleDescription(idle);
    const matches = screen.getByRole('spinbutton', { name: 'Matches of each' });
    expect(matches).toHaveProperty('value', '100');
    const compare = screen.getByRole('button', { name: 'Compare' });
    // A count out of range holds Compare, said why, until it is one the lab plays.
    await user.clear(matches);
    await user.type(matches, '0');
    expect(matches).toBeInvalid();
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription(
      'Matches of each: a whole number from 1 to 20,000.',
    );
    await user.clear(matches);
    await user.type(matches, '60');
    expect(compare).toBeEnabled();
    expect(matches).toBeValid();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Play' }), 'First rounds');
    expect(within(b).getByLabelText('Rounds in a match')).toHaveAccessibleDescription(idle);
    expect(screen.getByRole('spinbutton', { name: 'Rounds of each' })).toHaveProperty(
      'value',
      '500',
    );
    // KAPOW!'s kinds of move may be weighed too, said by name; off until asked.
    const weigh = screen.getByRole('checkbox', {
      name: 'Also weigh each kind of move: taking the discard, building a powerset, swapping a KAPOW! card (slower)',
    });
    expect(weigh).not.toBeChecked();
    await user.click(weigh);
    expect(weigh).toBeChecked();
    const penalty = within(b).getByLabelText('KAPOW! card left in hand');
    await user.clear(penalty);
    await user.type(penalty, '500');
    expect(compare).toBeDisabled();
    expect(compare).toHaveAccessibleDescription('Fix the house rules marked in red first.');
    expect(
      within(b).getByText('KAPOW! card left in hand: a whole number from 0 to 100.'),
    ).toBeVisible();
    await user.clear(penalty);
    await user.type(penalty, '50');
    expect(compare).toBeEnabled();
  });
});
