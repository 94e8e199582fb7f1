/**
 * Replays (src/platform/ui/Replay.tsx) in the DOM: a KAPOW! record stepped through on the
 * game's own table, seen from a picked seat, with each action's log line; a damaged record
 * is refused in words with its details closed; a damaged replay file changes nothing.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { createSession } from '../../src/platform/session';
import { BROKEN_REPLAY } from '../../src/platform/share';
import { Replay } from '../../src/platform/ui/Replay';
import { Watch } from '../../src/platform/ui/Watch';
import { shortMatch } from './records';

const m = (await gameById('kapow')?.load()) as AnyModule;

describe('a KAPOW! replay', () => {
  test('steps with first, back, next, last and the slider, on the table, with log lines', async () => {
    const rec = shortMatch(m);
    const n = rec.actions.length;
    const user = userEvent.setup();
    render(<Replay module={m} record={rec} onClose={() => {}} />);
    expect(screen.getByText(`Step 0 of ${n}:`)).toBeInTheDocument();
    expect(screen.getByText('The deal.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    await screen.findByRole('main', { name: 'Watch a match' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(`Step 1 of ${n}:`)).toBeInTheDocument();
    const line = screen.getByText(`Step 1 of ${n}:`).parentElement as HTMLElement;
    expect(line.textContent).toMatch(/^Step 1 of \d+: (Ada|Kai) \w+/);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText(`Step ${n} of ${n}:`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Back one' }));
    expect(screen.getByText(`Step ${n - 1} of ${n}:`)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: 'Step' }), { target: { value: '5' } });
    expect(screen.getByText(`Step 5 of ${n}:`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText(`Step 0 of ${n}:`)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Seen by/ }), '1');
    expect(screen.getByRole('combobox', { name: /Seen by/ })).toHaveValue('1');
    // The game's own table loads (its own chunk) and shows the deal from the picked seat.
    expect(await screen.findByRole('region', { name: "Kai's hand" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Ada's hand" })).toBeInTheDocument();
  });

  test('a finished match may be watched with every card face up, and hidden again', async () => {
    const user = userEvent.setup();
    render(<Replay module={m} record={shortMatch(m)} onClose={() => {}} />);
    await screen.findByRole('region', { name: "Ada's hand" });
    // At the deal every card is face down: nobody's is named.
    const named = () => document.querySelectorAll('[aria-label*=": face down, "]');
    expect(named()).toHaveLength(0);
    expect(document.querySelector('.kface.down .peek')).toBeNull();
    const open = screen.getByRole('checkbox', { name: 'Cards face up' });
    expect(open).not.toBeChecked();
    await user.click(open);
    // Each of the 24 face-down cards (two seats, four triads of three) shows its card.
    expect(named()).toHaveLength(24);
    expect(document.querySelectorAll('.kface.down .peek')).toHaveLength(24);
    await user.click(open);
    expect(named()).toHaveLength(0);
  });

  test('a match not over that people played never shows its cards face up', async () => {
    const rec = shortMatch(m);
    const unfinished = { ...rec, actions: rec.actions.slice(0, 6) };
    const { unmount } = render(<Replay module={m} record={unfinished} onClose={() => {}} />);
    await screen.findByRole('region', { name: "Ada's hand" });
    expect(screen.queryByRole('checkbox', { name: 'Cards face up' })).toBeNull();
    unmount();
    // Only bots played it: nobody could be told a hidden card.
    const bots = {
      ...unfinished,
      seats: unfinished.seats.map((p, i) => ({
        kind: 'bot' as const,
        level: 'easy' as const,
        name: p.name || `Bot ${i}`,
      })),
    };
    render(<Replay module={m} record={bots} onClose={() => {}} />);
    expect(await screen.findByRole('checkbox', { name: 'Cards face up' })).toBeInTheDocument();
  });

  test('a damaged record is refused in words, its details closed', async () => {
    const rec = shortMatch(m);
    rec.actions[2] = { type: 'swap', seat: 0, a: { triad: 9, pos: 9 }, b: { triad: 0, pos: 0 } };
    const onClose = vi.fn();
    render(<Replay module={m} record={rec} onClose={onClose} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(BROKEN_REPLAY);
    const details = alert.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(within(alert).getByText('Details (for a bug report)')).toBeInTheDocument();
    expect(details.textContent).toMatch(/action 3/);
    await userEvent.click(within(alert).getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('junk is refused the same way', () => {
    render(<Replay module={m} record={'not a match'} onClose={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(BROKEN_REPLAY);
  });
});

describe('watch again and replay files', () => {
  test('a damaged file is refused in words; nothing opens', async () => {
    const session = createSession(m, null);
    const onWatch = vi.fn();
    render(<Watch session={session} onWatch={onWatch} />);
    const input = screen.getByLabelText('Open a replay file');
    const file = new File(['{"game":"kapow","v":1,'], 'match.json', { type: 'application/json' });
    await userEvent.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent(BROKEN_REPLAY);
    expect(onWatch).not.toHaveBeenCalled();
  });

  test('a good file opens, and a finished match offers "Watch again"', async () => {
    const session = createSession(m, null);
    const rec = shortMatch(m);
    session.getState().setPlan({ seats: rec.seats, rules: rec.rules });
    session.getState().start(rec.seed);
    for (const a of rec.actions) session.getState().act(a);
    const onWatch = vi.fn();
    render(<Watch session={session} onWatch={onWatch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Watch again' }));
    expect(onWatch).toHaveBeenLastCalledWith(expect.objectContaining({ seed: rec.seed }));
    const file = new File([JSON.stringify(rec)], 'match.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Open a replay file'), file);
    await vi.waitFor(() => expect(onWatch).toHaveBeenCalledTimes(2));
  });
});

test("a Kapaga replay: step 0 says the deal as Kapaga's log does, each step its own action", async () => {
  const kapaga = (await gameById('kapaga')?.load()) as AnyModule;
  const s = createSession(kapaga, {
    getItem: () => null,
    setItem: () => {},
    removeItem: () => {},
  });
  s.getState().setPlan({
    seats: [
      { kind: 'bot', level: 'easy', name: 'Ann' },
      { kind: 'bot', level: 'easy', name: 'Bea' },
    ],
    rules: {},
  });
  s.getState().start(12);
  const legal = () => kapaga.engine.legalActions(s.getState().game);
  for (let i = 0; i < 3; i++) s.getState().act(legal()[0]);
  const rec = s.getState().record;
  if (!rec) throw new Error('a record');
  // (Spaces as words say them, a non-breaking one or not.)
  const flat = (x: string | null | undefined) => (x ?? '').replace(/\s+/g, ' ');
  const lines = s.getState().log.map((l) => flat(l.words.map((t) => t.text).join('')));
  const user = userEvent.setup();
  render(<Replay module={kapaga} record={rec} onClose={() => {}} />);
  const said = () => flat(screen.getByText(/^Step \d+ of 3:/).parentElement?.textContent);
  expect(said()).toBe(`Step 0 of 3: ${lines[0]}`);
  expect(lines[0]).toMatch(/^Round 1: \w+ deals 7 cards each\./);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(said()).toBe(`Step 1 of 3: ${lines[1]}`);
  await user.click(screen.getByRole('button', { name: 'Last' }));
  expect(said()).toBe(`Step 3 of 3: ${lines[3]}`);
});
