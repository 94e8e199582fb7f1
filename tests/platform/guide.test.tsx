/**
 * How to play, written once (GameModule.guide, src/platform/ui/Guide.tsx): the setup and a
 * match open the game's own rules, the rules in play said first. KAPOW!'s tells its rule
 * book with the text's quick tips (K1-K19); Kapaga's its house rules as a preset with
 * changes, then the rule book (R1-R26).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { createSession } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';
import { showSetup } from './showSetup';

const load = async (id: string) =>
  (await (gameById(id)?.load() ?? Promise.reject(new Error(id)))) as AnyModule;
const none = () => {};

test("K1-K19: the setup opens KAPOW!'s rules for the next match, with the quick tips", async () => {
  const user = userEvent.setup();
  const kapow = await load('kapow');
  const s = createSession(kapow, null);
  s.getState().setRules({ ...s.getState().plan.rules, kapowPenalty: 100 });
  showSetup(s);
  await user.click(screen.getByRole('button', { name: 'How to play' }));
  const dialog = await screen.findByRole('dialog', { name: 'How to play KAPOW!' });
  const next = await within(dialog).findByRole('region', { name: 'Rules of your next match' });
  expect(next).toHaveTextContent(/100/);
  expect(dialog).toHaveTextContent(/K1/);
  expect(within(dialog).getByRole('heading', { name: /Quick tips/i })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: /Close/ }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('R1-R26: a Kapaga match opens its rules in play: the preset, then the rule book', async () => {
  const user = userEvent.setup();
  const kapaga = await load('kapaga');
  const s = createSession(kapaga, null);
  s.getState().setPlan({
    seats: [
      { kind: 'person', name: 'Ada' },
      { kind: 'bot', level: 'easy', name: 'Bo' },
    ],
    rules: { ...s.getState().plan.rules, recyclePenalty: 50 },
  });
  s.getState().start(3);
  render(<Match session={s} settings={createSettings(null)} onLeave={none} />);
  await user.click(await screen.findByRole('button', { name: 'Rules' }));
  const dialog = await screen.findByRole('dialog', { name: 'How to play Kapaga' });
  expect(await within(dialog).findByText('This game: Grayzone, with changes.')).toBeInTheDocument();
  expect(dialog).toHaveTextContent(/Turning the pile over: 50/);
  expect(within(dialog).getByRole('heading', { name: 'Special cards' })).toBeInTheDocument();
  // Then how to play it here: the controls, the keyboard and the tips (the rules first).
  const heads = within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  expect(heads.slice(-4)).toEqual(['Playing', 'Friends, bots and rules', 'Keyboard', 'Tips']);
  expect(dialog).toHaveTextContent(/a Catch button appears on their seat/);
});
