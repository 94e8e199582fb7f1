/**
 * Kapaga's table on the platform's match screen, from a table laid out by hand (as its own
 * screen's tests laid it out, tests/ui/table.test.tsx): the cards named and marked from the
 * engine's actions, a play built in click order, an 8's calls, a refusal in the engine's
 * words, drawing and keeping, the penalty, KAPAGA! and Catch (R20, R21), the seats, the
 * dealer's call, the log read aloud, a 9's passing (R16), the game's own settings, the
 * match's end and its rules.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Action, Setup } from '../../src/games/kapaga/engine';
import { CHOOSER_GRACE_MS } from '../../src/games/kapaga/table/Controls';
import type { SeatPlan } from '../../src/platform/record';
import { createSession, type Session } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';
import { KAPAGA as ANY_MODULE, e, gameOf, patAndBots, sessionAt } from './kapagaPlay';

/** Wait out the moment a new chooser ignores clicks. */
const settle = () => new Promise((r) => setTimeout(r, CHOOSER_GRACE_MS + 20));

async function showAt(setup: Setup, seats?: SeatPlan[]) {
  const s = sessionAt(setup, seats);
  const settings = createSettings(null);
  const user = userEvent.setup();
  const view = render(<Match session={s} settings={settings} onLeave={() => {}} />);
  // The table is its own chunk: drawn once loaded.
  await screen.findByRole('region', { name: 'Card table' });
  return { s, settings, user, ...view };
}

const actions = (s: Session): unknown[] => s.getState().record?.actions ?? [];

const base: Setup = {
  hands: [
    ['7H', '7S', '2C', '8D'],
    ['3D', '4D', 'KC'],
  ],
  discard: ['9H'],
  turn: 0,
};

describe("Kapaga's table on the platform", () => {
  test('names cards for screen readers and marks the playable ones from legalActions', async () => {
    await showAt(base);
    const hand = screen.getByRole('group', { name: /Your hand/ });
    expect(
      within(hand).getByRole('button', { name: 'seven of hearts, playable' }),
    ).toBeInTheDocument();
    expect(
      within(hand).getByRole('button', { name: 'eight of diamonds, playable' }),
    ).toBeInTheDocument();
    expect(within(hand).getByRole('button', { name: 'two of clubs' })).toBeInTheDocument();
    expect(within(hand).getByRole('button', { name: 'seven of spades' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Discard pile, top card: nine of hearts' }),
    ).toBeInTheDocument();
  });

  test('builds a play in click order, then plays it', async () => {
    const { s, user } = await showAt(base);
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    // After the 7H, the 7S may follow (same rank): marked playable.
    expect(screen.getByRole('button', { name: 'seven of spades, playable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^seven of spades/ }));
    expect(
      screen.getByRole('button', { name: /seven of spades, selected second/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts, seven of spades' }));
    expect(actions(s)).toEqual([{ type: 'play', seat: 0, cards: ['7H', '7S'] }]);
  });

  test('a double click plays a single card in one gesture; on an 8 it opens the calls', async () => {
    const { s, user } = await showAt(base);
    // 2C does not match 9H: a double click on it plays nothing.
    await user.dblClick(screen.getByRole('button', { name: /^two of clubs/ }));
    expect(actions(s)).toEqual([]);
    await user.dblClick(screen.getByRole('button', { name: /^eight of diamonds/ }));
    expect(actions(s)).toEqual([]);
    expect(screen.getByRole('group', { name: 'Play eight of diamonds and call' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.dblClick(screen.getByRole('button', { name: /^seven of hearts/ }));
    expect(actions(s)).toEqual([{ type: 'play', seat: 0, cards: ['7H'] }]);
  });

  test('an 8 shows the call chooser with the calls of the legal plays', async () => {
    const { s, user } = await showAt(base);
    await user.click(screen.getByRole('button', { name: /^eight of diamonds/ }));
    const chooser = screen.getByRole('group', { name: 'Play eight of diamonds and call' });
    expect(within(chooser).getByRole('button', { name: 'Call hearts' })).toBeInTheDocument();
    expect(within(chooser).getByRole('button', { name: 'Call kings' })).toBeInTheDocument();
    expect(within(chooser).queryByRole('button', { name: 'Call 8s' })).toBeNull();
    // Issue 9: a click that lands right after the chooser appeared (a double click) is ignored.
    await user.click(within(chooser).getByRole('button', { name: 'Call diamonds' }));
    expect(actions(s)).toEqual([]);
    await settle();
    await user.click(within(chooser).getByRole('button', { name: 'Call spades' }));
    expect(actions(s)).toEqual([{ type: 'play', seat: 0, cards: ['8D'], call: 'S' }]);
    expect(screen.getByText(/8 called: spades/)).toBeInTheDocument();
  });

  test('with the playable marks off, an illegal play shows the engine message and changes nothing', async () => {
    const { s, user } = await showAt(base);
    act(() => s.getState().setPref('hints', false));
    expect(screen.getByRole('button', { name: 'seven of hearts' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^two of clubs/ }));
    await user.click(screen.getByRole('button', { name: 'Play two of clubs' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/2♣ does not match 9♥/);
    expect(actions(s)).toEqual([]);
  });

  test('draw, then play or keep the drawn card', async () => {
    const { s, user } = await showAt({ ...base, stock: ['9C'] });
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    expect(screen.getByText('You drew the 9♣: play it or keep it.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /nine of clubs, just drawn, playable/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep the nine of clubs' }));
    expect(actions(s).map((a) => (a as Action).type)).toEqual(['draw', 'pass']);
  });

  test('says the live penalty in words and offers the draw of the whole amount', async () => {
    const { s, user } = await showAt({
      hands: [
        ['2C', 'KS', '3S'],
        ['2H', '4D', 'KC'],
      ],
      discard: ['9H'],
      turn: 1,
    });
    act(() => s.getState().act({ type: 'play', seat: 1, cards: ['2H'] }));
    expect(screen.getByText('+2: play a 2 or draw 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'two of clubs, playable' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw 2' }));
    expect(actions(s).at(-1)).toEqual({ type: 'draw', seat: 0 });
  });

  test('KAPAGA! is usable when the hand has it; Catch appears for an opponent with one card', async () => {
    const { s, user } = await showAt({ hands: [['7H', '3C'], ['4D']], discard: ['9H'], turn: 0 });
    // Offered once the missing call has lasted a moment (a bot calls its own well before).
    expect(screen.queryByRole('button', { name: 'Catch Bot1!' })).toBeNull();
    const catchBtn = await screen.findByRole('button', { name: 'Catch Bot1!' });
    expect(screen.getByRole('button', { name: 'KAPAGA!' })).toBeDisabled();
    await user.click(catchBtn);
    expect(actions(s).at(-1)).toEqual({ type: 'catch', seat: 0, target: 1 });
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts' }));
    // One card left: KAPAGA, right after the play.
    const kapaga = screen.getByRole('button', { name: 'KAPAGA!' });
    expect(kapaga).toBeEnabled();
    await user.click(kapaga);
    expect(actions(s).at(-1)).toEqual({ type: 'kapaga', seat: 0 });
    expect(screen.getByText('KAPAGA!', { selector: '.kapaga-badge' })).toBeInTheDocument();
  });

  test('R20: KAPAGA! pressed with the selected play is called the moment the play lands; a new selection takes it back', async () => {
    const { s, user } = await showAt({
      hands: [
        ['7H', '7S', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    await user.click(screen.getByRole('button', { name: /^king of diamonds/ }));
    // KD leaves 7H 7S: KAPAGA after the play, so it may be pressed with it.
    const arm = screen.getByRole('button', { name: 'KAPAGA!' });
    expect(arm).toHaveAttribute('aria-pressed', 'false');
    await user.click(arm);
    expect(screen.getByRole('button', { name: 'KAPAGA! with this play' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Changing the selection takes it back.
    await user.click(screen.getByRole('button', { name: /^king of diamonds/ }));
    await user.click(screen.getByRole('button', { name: /^king of diamonds/ }));
    expect(screen.getByRole('button', { name: 'KAPAGA!' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'KAPAGA!' }));
    await user.click(screen.getByRole('button', { name: 'Play king of diamonds' }));
    expect(actions(s)).toEqual([
      { type: 'play', seat: 0, cards: ['KD'] },
      { type: 'kapaga', seat: 0 },
    ]);
    expect(screen.getByText('KAPAGA!', { selector: '.kapaga-badge' })).toBeInTheDocument();
  });

  test('the selection builds a play in click order; a move that changes the hand clears it', async () => {
    const { s, user } = await showAt({
      hands: [
        ['7H', '7S', '2C'],
        ['3D', '4D'],
      ],
      discard: ['9H'],
      turn: 0,
      stock: ['QC'],
    });
    await user.click(screen.getByRole('button', { name: /^seven of spades/ }));
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    expect(screen.getByRole('button', { name: /seven of spades, selected first/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /seven of hearts, selected second/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^seven of spades/ }));
    expect(screen.getByRole('button', { name: /seven of hearts, selected first/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    expect(actions(s)).toEqual([{ type: 'draw', seat: 0 }]);
    expect(screen.queryByRole('button', { name: /selected/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  test('shows each seat with name, cards, score and status', async () => {
    await showAt({ ...base, scores: [0, 150] });
    const seat = screen.getByRole('region', { name: /^Bot1/ });
    expect(seat).toHaveAccessibleName('Bot1, dealer: 3 cards, 150 points');
    expect(screen.getByText('your turn')).toBeInTheDocument();
  });

  test('the dealer calls for a turned-up 8', async () => {
    // A deal of two where the person deals and turns up an 8.
    let seed = 0;
    const calls = (n: number) => {
      const g = e.newGame({ players: 2, seed: n });
      return g.ok && g.value.stage === 'call' && g.value.turn === 0;
    };
    while (!calls(seed)) seed++;
    const s = createSession(ANY_MODULE, null);
    s.getState().setPlan({ seats: patAndBots(2), rules: {} });
    s.getState().start(seed);
    const user = userEvent.setup();
    render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    const chooser = await screen.findByRole('group', { name: 'You turned up an 8: call for it' });
    await settle();
    await user.click(within(chooser).getByRole('button', { name: 'Call clubs' }));
    expect(actions(s)).toEqual([{ type: 'call', seat: 0, call: 'C' }]);
  });

  test('reads the latest turn aloud, each card by its name', async () => {
    const { user } = await showAt(base);
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts' }));
    const live = screen.getByRole('list', { name: 'What happened' });
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('You played 7♥ on 9♥.');
    expect(within(live).getByRole('img', { name: 'seven of hearts' })).toBeInTheDocument();
    expect(within(live).getByRole('img', { name: 'nine of hearts' })).toBeInTheDocument();
  });

  test('R16: after a 9 the table says whose hand you hold and what you passed on, and marks it', async () => {
    const { user, container } = await showAt({
      hands: [['9H', '7C', '3D'], ['4D', 'KC'], ['QS']],
      discard: ['9S'],
      turn: 0,
    });
    expect(container.querySelector('.passing-chip')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^nine of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play nine of hearts' }));
    const line = container.querySelector('.my-line');
    expect(line).toHaveTextContent("You now hold Bot2's hand.");
    expect(line).toHaveTextContent(/You passed on 7♣seven of clubs 3♦three of diamonds to Bot1\./);
    // The hand that came over is marked for a moment (a glow keyed to this passing).
    expect(container.querySelectorAll('.hand .hand-flash')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Your hand, 1 card' })).toBeInTheDocument();
  });

  test("four-colour suits and sorting follow the game's own settings", async () => {
    const { s, container } = await showAt(base);
    const order = () =>
      [...container.querySelectorAll('.hand button.card')].map((b) => b.getAttribute('data-code'));
    expect(order()).toEqual(['7S', '7H', '2C', '8D']);
    act(() => {
      s.getState().setPref('sortBy', 'rank');
      s.getState().setPref('fourColour', true);
    });
    expect(order()).toEqual(['2C', '7S', '7H', '8D']);
    expect(container.querySelector('.felt')).toHaveClass('four-colour');
  });
});

describe("the match's end and its rules", () => {
  test('names the winner over the final table, and plays again with the same seats', async () => {
    const { s, user } = await showAt({
      hands: [['7H'], ['KD', '4D']],
      discard: ['9H'],
      turn: 0,
      scores: [0, 1990],
    });
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts' }));
    const over = screen.getByRole('region', { name: 'The match is over' });
    expect(within(over).getByRole('status')).toHaveTextContent('Pat wins the match.');
    const rows = within(within(over).getByRole('table', { name: 'Final table' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent(/winner.*Pat/);
    await user.click(within(over).getByRole('button', { name: 'Play again' }));
    expect(e.status(gameOf(s)).phase).toBe('playing');
    expect(gameOf(s).round).toBe(1);
    expect(s.getState().record?.seats.map((x) => x.name)).toEqual(['Pat', 'Bot1']);
  });

  test('the rules show the house rules in effect and the grey areas as the game settles them; Escape closes', async () => {
    const { user } = await showAt({ ...base, rules: 'classic' });
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to play Kapaga' });
    expect(await within(dialog).findByText(/One card per play/)).toBeInTheDocument();
    expect(within(dialog).getByText(/the computer deals/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Its draw always finds a card/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/also while\s+drawing for someone's Joker/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/An 8 that goes out needs no call/)).toBeInTheDocument();
    expect(within(dialog).getByText(/A zombie 2 must land directly/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
