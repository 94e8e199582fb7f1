// The platform's first screen (src/platform/ui/Setup.tsx), on KAPOW!: a seat that changes
// hands takes the default name that fits it (a bot is never "You"), a typed name stays.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { gameById } from '../../src/games/registry';
import type { LabSpec } from '../../src/platform/lab/spec';
import type { MatchRecord } from '../../src/platform/record';
import { createSession, type Session } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { type Deal, Setup } from '../../src/platform/ui/Setup';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));
const none = () => {};

interface On {
  onPlay?(): void;
  onLab?(spec?: LabSpec): void;
  onWatch?(r: MatchRecord): void;
  deal?: Deal;
}

/** The setup with the deal held as the Shell holds it. */
function SetupHere({ s, on }: { s: Session; on: On }) {
  const [deal, setDeal] = useState<Deal>(on.deal ?? { text: '', linked: false });
  return (
    <Setup
      session={s}
      settings={createSettings(null)}
      deal={deal}
      onDeal={setDeal}
      onPlay={on.onPlay ?? none}
      onLab={on.onLab ?? none}
      onStats={none}
      onWatch={on.onWatch ?? none}
    />
  );
}

/** The first screen of session `s`; the screens it leads to are not opened. */
function showSetup(s: Session, on: On = {}) {
  render(<SetupHere s={s} on={on} />);
}

/** A session with your match against Kai under way. */
function yourMatch() {
  const s = createSession(kapow, null);
  s.getState().setPlan({
    seats: [
      { kind: 'person', name: 'You' },
      { kind: 'bot', level: 'easy', name: 'Kai' },
    ],
    rules: {},
  });
  s.getState().start(4);
  return { s, mine: s.getState().record };
}

test('a seat given to a bot is named as a bot, and back to "You" for a person ("Player N" among several); a typed name stays', async () => {
  const user = userEvent.setup();
  const s = createSession(kapow, null);
  showSetup(s);
  const names = () => s.getState().plan.seats.map((x) => x.name);
  expect(names()).toEqual(['You', 'Kai']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 1' }), 'easy');
  expect(names()).toEqual(['Kai 1', 'Kai']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 1' }), 'person');
  expect(names()).toEqual(['You', 'Kai']);
  // Seat 2 becomes a second person: two share the device, so nobody is "You" (the table
  // would say "Pass the device to You"): each is a player's number.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'person');
  expect(names()).toEqual(['Player 1', 'Player 2']);
  const name = screen.getByRole('textbox', { name: 'Name of seat 2' });
  await user.clear(name);
  await user.type(name, 'Bea');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'hard');
  expect(names()).toEqual(['Player 1', 'Bea']);
});

test('watching the bots sets a running match of people aside without asking; "Back to your match" brings it back', async () => {
  const user = userEvent.setup();
  const { s, mine } = yourMatch();
  let played = 0;
  showSetup(s, { onPlay: () => played++ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 1' }), 'easy');
  await user.click(screen.getByRole('button', { name: 'Start' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(played).toBe(1);
  expect(s.getState().aside).toEqual(mine);
  // The match waiting now is the bots' own, and is called so.
  expect(screen.getByRole('region', { name: 'The bots’ match' })).toHaveTextContent(
    'The bots’ match is waiting where you left it.',
  );
  expect(screen.getByRole('button', { name: 'Watch on' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to your match' }));
  expect(s.getState().record).toEqual(mine);
  expect(played).toBe(2);
  // A new match of people still asks first.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 1' }), 'person');
  await user.click(screen.getByRole('button', { name: 'Start' }));
  expect(screen.getByRole('dialog', { name: 'Replace your match?' })).toBeInTheDocument();
  // Keeping it changes nothing and goes back to it; Escape only closes the question.
  const before = played;
  await user.click(screen.getByRole('button', { name: 'Keep my match' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(played).toBe(before + 1);
  await user.click(screen.getByRole('button', { name: 'Start' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(played).toBe(before + 1);
  expect(s.getState().record).toEqual(mine);
  expect(s.getState().left).toEqual([]);
});

test('a match of people replaced (asked first) is kept to watch again from this screen', async () => {
  const user = userEvent.setup();
  const { s, mine } = yourMatch();
  const watched: unknown[] = [];
  showSetup(s, { onWatch: (r) => watched.push(r) });
  expect(screen.queryByRole('heading', { name: 'Left unfinished' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Start' }));
  const ask = screen.getByRole('dialog', { name: 'Replace your match?' });
  // The question names the match it replaces.
  expect(ask).toHaveTextContent(
    'Start a new match? Your match against Kai ends here, unfinished: you can only watch it again.',
  );
  await user.click(screen.getByRole('button', { name: 'Start a new match' }));
  const list = screen.getByRole('list', { name: 'Left unfinished' });
  await user.click(within(list).getByRole('button', { name: 'Watch again' }));
  expect(watched).toEqual([mine]);
});

test('the house rules: a number out of range stays marked and holds Start, with the reason; fixed, the match starts with it', async () => {
  const user = userEvent.setup();
  const s = createSession(kapow, null);
  let played = 0;
  showSetup(s, { onPlay: () => played++ });
  await user.click(screen.getByText('House rules'));
  // Grouped as KAPOW! groups them, each field with its line and an example.
  expect(screen.getByRole('group', { name: 'Scoring' })).toContainElement(
    screen.getByLabelText('Rounds in a match'),
  );
  const rounds = screen.getByLabelText('Rounds in a match');
  expect(rounds).toHaveAccessibleDescription(/K19: .* E\.g\. 3: a short match/);
  await user.clear(rounds);
  await user.type(rounds, '25');
  expect(rounds).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Rounds in a match: a whole number from 1 to 20.')).toBeInTheDocument();
  const start = screen.getByRole('button', { name: 'Start' });
  expect(start).toBeDisabled();
  expect(start).toHaveAccessibleDescription('Fix the house rules marked in red first.');
  // Back to the standard rules: the number being typed goes with the old rules.
  await user.click(screen.getByRole('button', { name: 'Back to the standard rules' }));
  expect(screen.getByLabelText('Rounds in a match')).toHaveProperty('value', '10');
  expect(start).toBeEnabled();
  await user.clear(screen.getByLabelText('Rounds in a match'));
  await user.type(screen.getByLabelText('Rounds in a match'), '3');
  await user.click(start);
  expect(played).toBe(1);
  expect(s.getState().record?.rules).toMatchObject({ rounds: 3 });
});

test("what the game's engine says no deal can start holds Start, beside the field and by Start", async () => {
  const user = userEvent.setup();
  // A game whose engine refuses long matches for four (its rules config's `check`).
  const strict = {
    ...kapow,
    rules: {
      ...kapow.rules,
      check: (r: { rounds: number }, players: number) =>
        r.rounds > 5 && players > 2
          ? [{ field: 'rounds', level: 'error' as const, message: 'Too long for a table of 3.' }]
          : [],
    },
  };
  const s = createSession(strict, null);
  s.getState().setPlan({ ...s.getState().plan, rules: { rounds: 8 } });
  showSetup(s);
  const start = screen.getByRole('button', { name: 'Start' });
  expect(start).toBeEnabled();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3');
  expect(start).toBeDisabled();
  expect(start).toHaveAccessibleDescription(
    /These rules cannot start a game of 3: Too long for a table of 3\./,
  );
  await user.click(screen.getByText('House rules'));
  expect(screen.getByLabelText('Rounds in a match')).toHaveAccessibleDescription(
    /Cannot start: Too long for a table of 3\./,
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '2');
  expect(start).toBeEnabled();
});

test('a deal number typed deals those cards, once; shared with the rules, the link carries it', async () => {
  const user = userEvent.setup();
  const s = createSession(kapow, null);
  let played = 0;
  showSetup(s, { onPlay: () => played++ });
  await user.click(screen.getByText('Deal number'));
  const deal = screen.getByLabelText('Deal number (optional)');
  expect(deal).toHaveAccessibleDescription(/same number deals the same cards/);
  await user.type(deal, '4242');
  expect(screen.getByText('Deal number: 4242')).toBeInTheDocument();
  await user.click(screen.getByText('House rules'));
  const share = screen.getByRole('button', { name: 'Share rules and deal 4242' });
  await user.click(share);
  const link = (screen.getByRole('textbox', { name: 'The link' }) as HTMLInputElement).value;
  expect(new URL(link).hash).toMatch(/^#game=kapow&rules=[\w-]+&seed=4242$/);
  await user.click(screen.getByRole('button', { name: 'Start' }));
  expect(played).toBe(1);
  expect(s.getState().record?.seed).toBe(4242);
  // For one match: the field is blank again, so the next is a new deal.
  expect(screen.getByLabelText('Deal number (optional)')).toHaveProperty('value', '');
});

test("a link's deal is said, and anything but a whole number is a new deal", async () => {
  const user = userEvent.setup();
  const s = createSession(kapow, null);
  showSetup(s, { deal: { text: '77', linked: true } });
  expect(
    screen.getByText('Deal 77 came with the link: everyone who starts it is dealt the same cards.'),
  ).toHaveAttribute('role', 'status');
  const deal = screen.getByLabelText('Deal number (optional)');
  expect(deal.closest('details')).toHaveAttribute('open');
  await user.clear(deal);
  // Cleared to type another: the fold stays open under the person's hands.
  expect(deal.closest('details')).toHaveAttribute('open');
  await user.type(deal, 'soon');
  expect(screen.queryByText(/came with the link/)).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Start' }));
  const seed = s.getState().record?.seed;
  expect(Number.isSafeInteger(seed)).toBe(true);
  expect(seed).not.toBe(77);
});

test('house rules changed: the lab opens set up to compare the standard rules with them', async () => {
  const user = userEvent.setup();
  const s = createSession(kapow, null);
  const asked: (LabSpec | undefined)[] = [];
  showSetup(s, { onLab: (spec) => asked.push(spec) });
  await user.click(screen.getByText('House rules'));
  // Standard rules: nothing to compare yet.
  expect(screen.queryByRole('button', { name: /See what these rules change/ })).toBeNull();
  await user.selectOptions(screen.getByLabelText('Going out first, not lowest'), 'none');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3');
  await user.click(screen.getByRole('button', { name: 'See what these rules change (rules lab)' }));
  expect(asked).toEqual([
    expect.objectContaining({
      a: {},
      b: { goingOutPenalty: 'none' },
      labels: ['Standard rules', 'Your house rules'],
      players: 3,
    }),
  ]);
  // The lab's own button opens it as it was.
  await user.click(screen.getByRole('button', { name: 'Rules lab' }));
  expect(asked).toHaveLength(2);
  expect(asked[1]).toBeUndefined();
});

test("a game's presets are the setup's rules to pick; rules of one's own say their nearest preset and what changed", async () => {
  const user = userEvent.setup();
  const kapaga = await (gameById('kapaga')?.load() ?? Promise.reject(new Error('no Kapaga')));
  const s = createSession(kapaga, null);
  showSetup(s);
  const rules = screen.getByRole('group', { name: 'Rules' });
  const presets = kapaga.rules.presets ?? [];
  expect(within(rules).getAllByRole('radio')).toHaveLength(presets.length);
  // The standard rules are the first preset, each shown with what it plays like.
  expect(within(rules).getByRole('radio', { name: /^Grayzone/ })).toBeChecked();
  expect(within(rules).getByText(presets[1]?.line ?? '-')).toBeInTheDocument();
  await user.click(within(rules).getByRole('radio', { name: /^Classic/ }));
  expect(within(rules).getByRole('radio', { name: /^Classic/ })).toBeChecked();
  const classic = kapaga.rules.resolve(presets[1]?.rules ?? {});
  if (!classic.ok) throw new Error(classic.error.message);
  expect(s.getState().plan.rules).toEqual(classic.value);
  // One field changed by hand: none of the presets, the nearest named with the change.
  s.getState().setRules({ ...classic.value, recyclePenalty: 50 });
  expect(await within(rules).findByRole('status')).toHaveTextContent(
    'Rules of your own: Classic with Turning the pile over changed',
  );
  expect(within(rules).queryByRole('radio', { checked: true })).toBeNull();
});

test("rules of one's own replaced by a preset or the standard rules are offered back, never lost", async () => {
  const user = userEvent.setup();
  const kapaga = await (gameById('kapaga')?.load() ?? Promise.reject(new Error('no Kapaga')));
  const s = createSession(kapaga, null);
  showSetup(s);
  const rules = screen.getByRole('group', { name: 'Rules' });
  // From one preset to another: nothing of one's own to lose, nothing offered.
  await user.click(within(rules).getByRole('radio', { name: /^Classic/ }));
  expect(screen.queryByRole('button', { name: 'Bring back your own rules' })).toBeNull();
  const own = { ...s.getState().plan.rules, recyclePenalty: 50 };
  s.getState().setRules(own);
  await user.click(await within(rules).findByRole('radio', { name: /^Grayzone/ }));
  expect(screen.getByText(/Your own rules were replaced by Grayzone\./)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bring back your own rules' }));
  expect(s.getState().plan.rules).toEqual(own);
  expect(within(rules).getByRole('status')).toHaveTextContent('Rules of your own: Classic with');
  // The standard rules, from the house rules: the same offer.
  await user.click(screen.getByText('House rules'));
  await user.click(screen.getByRole('button', { name: 'Back to the standard rules' }));
  expect(
    screen.getByText(/Your own rules were replaced by the standard rules\./),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bring back your own rules' }));
  expect(s.getState().plan.rules).toEqual(own);
  expect(screen.queryByRole('button', { name: 'Bring back your own rules' })).toBeNull();
});

test('a game without presets shows no choice of them', () => {
  showSetup(createSession(kapow, null));
  expect(screen.queryByRole('group', { name: 'Rules' })).toBeNull();
});
