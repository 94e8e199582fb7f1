/**
 * Off-turn actions at the match screen and in the session (src/platform/ui/Match.tsx,
 * session.ts), on a toy game whose seats may shout off turn (tests/platform/toy.ts): a
 * person holding the device is offered their off-turn action and takes it; the log names
 * the seat; in pass and play the device is handed on only for the seat on turn, and nothing
 * of a hand shows while it is.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { TableProps } from '../../src/games/module';
import type { AnyModule } from '../../src/games/registry';
import type { SeatPlan } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';
import { TOY_MODULE, type ToyAction, type ToyView } from './toy';

/** The toy's table: the holder's seat, and a button per action it is given. */
function ToyTable({ view, legal, act }: TableProps<ToyView, ToyAction>) {
  return (
    <section aria-label="Toy table">
      <p>Seat {view.seat}</p>
      {legal.map((a) => (
        <button key={a.type} type="button" onClick={() => act(a)}>
          {a.type}
        </button>
      ))}
    </section>
  );
}

const TABLED: AnyModule = { ...TOY_MODULE, table: async () => ToyTable };

function table(seats: SeatPlan[]) {
  const s = createSession(TABLED, null);
  s.getState().setPlan({ seats, rules: {} });
  s.getState().start(1);
  render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
  return s;
}

describe('off-turn actions at the table', () => {
  test('the person is offered their off-turn action while a bot is on turn, and it is logged as theirs', async () => {
    const user = userEvent.setup();
    const s = table([
      { kind: 'person', name: 'Ada' },
      { kind: 'bot', level: 'easy', name: 'Kai' },
    ]);
    await user.click(await screen.findByRole('button', { name: 'step' }));
    // Seat 1 (a bot) is on turn now; Ada may shout off turn.
    expect(s.getState().game).toMatchObject({ turn: 1, open: [0] });
    await user.click(await screen.findByRole('button', { name: 'shout' }));
    expect(s.getState().record?.actions.at(-1)).toEqual({ type: 'shout', seat: 0 });
    expect(s.getState().log.at(-1)?.seat).toBe(0);
    expect(s.getState().holder).toBe(0);
    expect(screen.queryByRole('button', { name: 'shout' })).toBeNull();
  });

  test('pass and play: the device goes to the seat on turn only; no hand shows meanwhile', async () => {
    const user = userEvent.setup();
    const s = table([
      { kind: 'person', name: 'Ada' },
      { kind: 'person', name: 'Bo' },
      { kind: 'bot', level: 'easy', name: 'Kai' },
    ]);
    await user.click(await screen.findByRole('button', { name: /I am Ada/ }));
    await user.click(await screen.findByRole('button', { name: 'step' }));
    // Bo is on turn: the device is handed to Bo, though Ada may shout off turn.
    expect(s.getState().holder).toBeNull();
    expect(screen.getByText(/Pass the device to/).textContent).toContain('Bo');
    expect(screen.queryByRole('region', { name: 'Toy table' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'shout' })).toBeNull();
    // An off-turn action (Ada's shout, said aloud) does not hand the device on again.
    s.getState().act({ type: 'shout', seat: 0 });
    expect(s.getState().log.at(-1)?.seat).toBe(0);
    expect(s.getState().holder).toBeNull();
    await user.click(screen.getByRole('button', { name: /I am Bo/ }));
    await user.click(await screen.findByRole('button', { name: 'step' }));
    // The bot is on turn: Bo keeps the device and is offered their own shout, off turn.
    expect(s.getState().holder).toBe(1);
    await user.click(await screen.findByRole('button', { name: 'shout' }));
    expect(s.getState().record?.actions.at(-1)).toEqual({ type: 'shout', seat: 1 });
    expect(s.getState().holder).toBe(1);
  });
});

describe("a call that goes with a move (TableProps.act's `then`)", () => {
  const session = (seats: SeatPlan[]) => {
    const s = createSession(TABLED, null);
    s.getState().setPlan({ seats, rules: {} });
    s.getState().start(1);
    return s;
  };
  const people: SeatPlan[] = [
    { kind: 'person', name: 'Ada' },
    { kind: 'person', name: 'Bo' },
  ];

  test('lands the moment the move does, even as the device is handed on', () => {
    const s = session(people);
    s.getState().take(0);
    s.getState().act({ type: 'step', seat: 0 }, { type: 'shout', seat: 0 });
    expect(s.getState().record?.actions).toEqual([
      { type: 'step', seat: 0 },
      { type: 'shout', seat: 0 },
    ]);
    expect(
      s
        .getState()
        .log.slice(-2)
        .map((l) => l.seat),
    ).toEqual([0, 0]);
    // Bo is on turn: nobody holds the device, and the shout was not lost to the hand-off.
    expect(s.getState().holder).toBeNull();
    expect(s.getState().problem).toBeNull();
  });

  test('is dropped without a word when the seat is not offered it then', () => {
    const s = session(people);
    s.getState().take(0);
    // Bo has not stepped: his shout is not the acting seat's to make.
    s.getState().act({ type: 'step', seat: 0 }, { type: 'shout', seat: 1 });
    expect(s.getState().record?.actions).toEqual([{ type: 'step', seat: 0 }]);
    expect(s.getState().problem).toBeNull();
  });

  test('never lands when the move itself is refused', () => {
    const s = session(people);
    s.getState().take(0);
    s.getState().act({ type: 'step', seat: 1 }, { type: 'shout', seat: 1 });
    expect(s.getState().record?.actions).toEqual([]);
    expect(s.getState().problem).not.toBeNull();
  });
});
