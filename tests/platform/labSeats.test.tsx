/**
 * The rules lab seats a level per seat, the expert too, and starts a rule set from a game's
 * presets (module.ts `presets`, `BotOptions.repeatable`): the seats turn round the table
 * deal by deal, the expert searches a fixed amount so a comparison repeats, and Kapaga's
 * lab starts from its presets as its own lab did (Grayzone against Classic).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { BotOptions, Level } from '../../src/games/module';
import { type AnyModule, gameById } from '../../src/games/registry';
import { playLabDeal, runDeals } from '../../src/platform/lab/run';
import { checkSpec, defaultSpec, houseSpec, type LabSpec } from '../../src/platform/lab/spec';
import { Lab } from '../../src/platform/ui/Lab';

const kapow = (await gameById('kapow')?.load()) as AnyModule;
const kapaga = (await gameById('kapaga')?.load()) as AnyModule;

/** `m` with every bot made written down: its level and options, in the order made. */
function recording(m: AnyModule) {
  const made: { level: Level; o: BotOptions }[] = [];
  const module: AnyModule = {
    ...m,
    bots: {
      ...m.bots,
      create(level, o) {
        made.push({ level, o });
        return m.bots.create(level, o);
      },
    },
  };
  return { module, made };
}

describe('a level per seat', () => {
  test('the seats turn round the table deal by deal, so each level plays from every place', () => {
    const { module, made } = recording(kapaga);
    const seats: Level[] = ['hard', 'easy', 'easy', 'medium'];
    const spec: LabSpec = { ...defaultSpec(kapaga), seats, rounds: 4 };
    for (let i = 0; i < 4; i++) {
      made.length = 0;
      runDeals(module, spec, i, i + 1);
      // Each rule set's deal makes the table's bots, seat by seat.
      const levels = made.slice(0, 4).map((b) => b.level);
      expect(levels).toEqual(seats.map((_, s) => seats[(s - i + 4) % 4]));
      expect(made.slice(4, 8).map((b) => b.level)).toEqual(levels);
    }
  });

  test('a spec needs a bot in every seat, each of a level the game has', () => {
    const s = defaultSpec(kapaga);
    expect(checkSpec(kapaga, { ...s, seats: ['hard', 'easy', 'easy', 'expert'] }).ok).toBe(true);
    expect(checkSpec(kapaga, { ...s, seats: ['hard', 'easy', 'easy'] }).ok).toBe(false);
    expect(checkSpec(kapaga, { ...s, seats: ['hard', 'easy', 'easy', 'wizard'] }).ok).toBe(false);
    expect(checkSpec(kapaga, { ...s, seats: 'hard' }).ok).toBe(false);
  });
});

describe('the expert in the lab', () => {
  test.each([
    ['kapaga', kapaga],
    ['kapow', kapow],
  ] as const)(
    '%s: its bots are asked to be repeatable, and the same seeds give the same figures',
    (_id, m) => {
      const { module, made } = recording(m);
      const players = m.info.players.min;
      const seats = Array<Level>(players).fill('expert');
      const spec: LabSpec = { ...defaultSpec(m), players, seats, rounds: 1 };
      const once = runDeals(module, spec, 0, 1);
      expect(made.length).toBeGreaterThan(0);
      expect(made.every((b) => b.o.repeatable === true)).toBe(true);
      expect(runDeals(module, spec, 0, 1)).toEqual(once);
      expect(once.deals).toBe(1);
    },
    60_000,
  );
});

describe('presets as starting rule sets', () => {
  test("Kapaga's lab starts from its first two presets, named as they are", () => {
    const s = defaultSpec(kapaga);
    expect(s.labels).toEqual(['Grayzone', 'Classic']);
    expect(s.a).toEqual({});
    const classic = kapaga.rules.resolve(s.b);
    expect(classic.ok && classic.value).toMatchObject({ stackTwos: false, multiPlay: 'none' });
    // House rules are compared with the first preset, by its name.
    expect(houseSpec(kapaga, { jokers: 2 }, 3).labels).toEqual(['Grayzone', 'Your house rules']);
    // A game without presets starts from its own rules, as before.
    expect(defaultSpec(kapow).labels[0]).toBe('Standard rules');
  });

  test('"Start from" sets a side to a preset, its name too, and says which preset a side is', async () => {
    const user = userEvent.setup();
    render(<Lab module={kapaga} onClose={() => {}} />);
    const b = screen.getByRole('group', { name: 'Rule set B' });
    const from = within(b).getByRole('combobox', { name: 'Start from' });
    expect(from).toHaveValue('classic');
    await user.selectOptions(from, 'crazy-eights');
    expect(within(b).getByRole('textbox', { name: 'Name' })).toHaveValue('Crazy Eights');
    expect(from).toHaveValue('crazy-eights');
    // A field changed by hand: the side is no preset any more, and says so.
    // Its fields are folded under their summary (Kapaga has presets).
    const box = within(b).getByText('Its rules, field by field').closest('details');
    expect(box).not.toHaveAttribute('open');
    await user.click(within(b).getByText('Its rules, field by field'));
    expect(box).toHaveAttribute('open');
    const jokers = within(b).getByRole('combobox', { name: /^Jokers/ });
    await user.selectOptions(jokers, '2');
    expect(from).toHaveValue('');
    expect(within(from).getByRole('option', { name: 'Rules of your own (below)' })).toBeTruthy();
  });

  test('a side may start again from the house rules of the setup, named so; one standard set is no choice', async () => {
    const user = userEvent.setup();
    const house = { goingOutPenalty: 'none' };
    const { unmount } = render(<Lab module={kapow} house={house} onClose={() => {}} />);
    const a = screen.getByRole('group', { name: 'Rule set A' });
    const from = within(a).getByRole('combobox', { name: 'Start from' });
    expect(from).toHaveValue('standard');
    expect(
      within(from)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Standard rules', 'Your house rules']);
    await user.selectOptions(from, 'house');
    expect(within(a).getByRole('textbox', { name: 'Name' })).toHaveValue('Your house rules');
    expect(within(a).getByRole('combobox', { name: /^Going out first/ })).toHaveValue('none');
    unmount();
    // Without house rules (or with the standard ones) there is nothing to choose from.
    render(<Lab module={kapow} house={{}} onClose={() => {}} />);
    expect(screen.queryByRole('combobox', { name: 'Start from' })).toBeNull();
  });

  test('"Seat by seat" gives each seat its own bot, kept when the table grows', async () => {
    const user = userEvent.setup();
    render(<Lab module={kapaga} onClose={() => {}} />);
    expect(screen.queryByRole('group', { name: /^Each seat/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bots' }), 'seats');
    const seats = screen.getByRole('group', { name: /^Each seat/ });
    await user.selectOptions(within(seats).getByRole('combobox', { name: 'Seat 1' }), 'expert');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '5');
    const now = within(screen.getByRole('group', { name: /^Each seat/ }))
      .getAllByRole('combobox')
      .map((x) => (x as HTMLSelectElement).value);
    expect(now).toEqual(['expert', 'hard', 'hard', 'hard', 'expert']);
    // One level for all again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bots' }), 'medium');
    expect(screen.queryByRole('group', { name: /^Each seat/ })).toBeNull();
  });
});

describe("Kapaga's figures in the lab", () => {
  const index = (name: RegExp) => (kapaga.tallies ?? []).findIndex((t) => name.test(t.name));
  const kind = (name: string) => (kapaga.kinds ?? []).findIndex((k) => k.name === name);

  test('R12: 2s are played under Crazy Eights, and never take effect there; under Grayzone they do', () => {
    const eights = kapaga.rules.presets?.find((p) => p.id === 'crazy-eights')?.rules ?? {};
    const spec: LabSpec = { ...defaultSpec(kapaga), a: {}, b: eights, rounds: 30 };
    const sums = runDeals(kapaga, spec, 0, 30);
    const fired = `tally:${index(/^2s taking effect/)}`;
    const played = `made:${kind('playing a 2')}`;
    expect(sums.b[played]?.sum).toBeGreaterThan(0);
    expect(sums.b[fired]?.sum).toBe(0);
    expect(sums.a[fired]?.sum).toBeGreaterThan(0);
  });

  test("R12-R13: the biggest stack is one stack's size, never more than every penalty card drawn", () => {
    const stack = `tally:${index(/^Biggest penalty stack/)}`;
    const drawn = `tally:${index(/^Penalty cards drawn/)}`;
    let stacks = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const f = playLabDeal(kapaga, {}, ['hard', 'hard', 'hard', 'hard'], seed);
      const big = f[stack] ?? 0;
      expect(Number.isInteger(big)).toBe(true);
      expect(big).toBeLessThanOrEqual(f[drawn] ?? 0);
      if (big > 0) stacks++;
    }
    expect(stacks).toBeGreaterThan(5);
  });
});

test('a tally of the most keeps the largest single count; any other, their sum per round', () => {
  const three = { name: 'Three each action', count: () => 3 };
  const m: AnyModule = { ...kapow, tallies: [three, { ...three, most: true }] };
  const f = playLabDeal(m, {}, ['easy', 'easy'], 7);
  expect(f.actions).toBeGreaterThan(10);
  expect(f['tally:0']).toBe(3 * (f.actions ?? 0));
  expect(f['tally:1']).toBe(3);
});
