// La Krap's table (src/games/lakrap/table): every tap is one of `legal`; what it says of a
// trick is the engine's; an exposure shows nowhere until every seat has chosen (L8).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { type Action, actionsFor, type Game, playerView } from '../../../src/games/lakrap/engine';
import { ENGINE } from '../../../src/games/lakrap/game';
import LakrapTable from '../../../src/games/lakrap/table';
import { act, atLead, plays, setup } from './helpers';

const NAMES = ['Ann', 'Bob', 'Cid', 'Dee'];

function show(g: Game, seat: number, rounds: number[][] = []) {
  const p = {
    view: playerView(g, seat),
    legal: actionsFor(g, seat),
    act: vi.fn<(a: Action) => void>(),
    narrator: { names: NAMES.slice(0, g.players), you: seat },
    decisions: NAMES.slice(0, g.players).map(() => null),
    motion: false,
    rounds,
  };
  const r = render(<LakrapTable {...p} />);
  return { ...r, p, user: userEvent.setup() };
}

const trickCard = (label: RegExp) => screen.getByRole('img', { name: label }).closest('li');

describe('the trick in the middle (L9-L13)', () => {
  test('L10: twins stay in view, crossed, each with the word why; no suit is led then', () => {
    const g = plays(atLead(['KH 7S', 'KH 8S', '9H 7C', '8H 8C'], ['AC']), 'KH', 'KH');
    show(g, 2);
    const ann = trickCard(/^Ann: king of hearts, cancelled/);
    const bob = trickCard(/^Bob: king of hearts, cancelled/);
    expect(ann?.className).toContain('out');
    expect(ann).toHaveTextContent("twin of Bob's K♥");
    expect(bob).toHaveTextContent("twin of Ann's K♥");
    expect(screen.getByText('No card is live: no suit is led.')).toBeInTheDocument();
  });

  test('L11 and L9: "cancelled by 2♦", and the suit led now after the cancellation', () => {
    const g = plays(atLead(['9D 7S', '2D 8S', '8C 7C', 'AD 8H'], ['AS']), '9D', '2D', '8C');
    show(g, 3);
    expect(trickCard(/^Ann: nine of diamonds/)).toHaveTextContent('cancelled by 2♦');
    expect(trickCard(/^Bob: two of diamonds/)).toHaveTextContent("cancels Ann's 9♦");
    const live = trickCard(/^Cid: eight of clubs$/);
    expect(live?.className).not.toContain('out');
    // L13: the only live card takes the trick as it stands.
    expect(live).toHaveTextContent('winning');
    expect(screen.getAllByText('winning')).toHaveLength(1);
    expect(screen.getByText(/♦ diamonds no longer led\. Now led: ♣ clubs\./)).toBeInTheDocument();
  });

  test('L12: the sheet and what it cancelled say "the sheet"; the card before it stays live', () => {
    const g = plays(
      atLead(['9H 7S', 'TH 8S', 'AH 7C', 'BL 8C', '7H 9S'], ['AC']),
      '9H',
      'TH',
      'AH',
      'BL',
    );
    show(g, 4);
    for (const who of [/^Ann: nine/, /^Bob: ten/, /^Dee: the sheet/])
      expect(trickCard(who)).toHaveTextContent('the sheet');
    expect(trickCard(/^Cid: ace of hearts$/)?.className).not.toContain('out');
  });

  test('a tap plays exactly a legal card; a card that may not be played is not offered', async () => {
    // Ann led a heart: Bob holds one and must follow (L9).
    const g = plays(atLead(['9H 7S', 'KH 8S', '8C 7C'], ['AS']), '9H');
    const { p, user } = show(g, 1);
    const hand = screen.getByRole('list', { name: 'Your hand' });
    expect(within(hand).getByRole('button', { name: /eight of spades/ })).toBeDisabled();
    await user.click(within(hand).getByRole('button', { name: /^Play king of hearts/ }));
    expect(p.act).toHaveBeenCalledWith({ type: 'play', seat: 1, card: 'KH' });
    expect(p.legal).toContainEqual(p.act.mock.calls[0]?.[0]);
  });

  test('L14: the marriage is offered when it can be made, and the lead it forces is marked', async () => {
    const won = plays(
      atLead(['AS KH QH 7C', 'KS 7D 8D 9D', '7S 8H 9H TC'], ['AC']),
      'AS',
      'KS',
      '7S',
    );
    const { p, user, unmount } = show(won, 0);
    await user.click(
      screen.getByRole('button', { name: 'Show a marriage: the king and queen of hearts' }),
    );
    expect(p.act).toHaveBeenCalledWith({ type: 'marriage', seat: 0, suit: 'H' });
    unmount();
    show(act(won, { type: 'marriage', seat: 0, suit: 'H' }), 0);
    const hand = screen.getByRole('list', { name: 'Your hand' });
    expect(
      within(hand).getByRole('button', { name: /^Play king of hearts \(married, must lead\)/ }),
    ).toBeEnabled();
    expect(within(hand).getByRole('button', { name: /seven of clubs/ })).toBeDisabled();
    expect(document.querySelector('.lk-prompt')).toHaveTextContent('You must lead K♥ or Q♥');
  });
});

describe('the steps before the first trick (L7, L8)', () => {
  const deal = () =>
    setup({
      hands: [
        ['AS', 'KS', 'QS', 'JS', '9S', '8S', '7S'],
        ['AH', 'KH', 'QH', 'JH', '9H', '8H', '7H'],
        ['AD', 'KD', 'QD', 'JD', '9D', '8D', '7D'],
      ],
      faceUp: [['7S'], ['7H'], ['7D']],
      indicators: ['AC'],
      dealer: 2,
    });

  test('L7: tap cards to lay aside, then the step button takes exactly that exchange', async () => {
    const { p, user } = show(deal(), 0);
    expect(screen.getByText(/Step 1 of 2, the exchange/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep all my cards' })).toBeEnabled();
    const hand = screen.getByRole('list', { name: 'Your hand' });
    await user.click(within(hand).getByRole('button', { name: /^nine of spades/ }));
    await user.click(within(hand).getByRole('button', { name: /^eight of spades/ }));
    await user.click(screen.getByRole('button', { name: 'Lay aside 2 and draw 2' }));
    expect(p.act).toHaveBeenCalledWith({ type: 'exchange', seat: 0, cards: ['9S', '8S'] });
  });

  test('L8: an exposure is hidden from every other seat until the last has chosen, then shown together', () => {
    let g = act(
      deal(),
      ...[0, 1, 2].map((seat) => ({ type: 'exchange' as const, seat, cards: [] })),
    );
    g = act(g, { type: 'expose', seat: 1, cards: ['AH', 'KH'] });
    // Ann sees Bob has chosen, not what: Bob's seat shows only his face-up 7♥.
    const ann = show(g, 0);
    const bob = screen.getByRole('listitem', { name: "Bob's seat" });
    expect(within(bob).getByText('chosen')).toBeInTheDocument();
    expect(within(bob).queryByRole('img', { name: 'ace of hearts' })).toBeNull();
    expect(
      within(bob)
        .getAllByRole('img')
        .map((x) => x.getAttribute('aria-label')),
    ).toEqual(['seven of hearts']);
    expect(screen.getByText(/Step 2 of 2, the secret exposure/)).toBeInTheDocument();
    ann.unmount();
    // Bob, having chosen, waits for the others.
    const bobs = show(g, 1);
    expect(document.querySelector('.lk-prompt')).toHaveTextContent(
      'You have chosen. Waiting for Ann, Cid.',
    );
    bobs.unmount();
    // The last seat chooses: every seat's shown cards are face up at once.
    g = act(g, { type: 'expose', seat: 0, cards: [] }, { type: 'expose', seat: 2, cards: ['QD'] });
    show(g, 0);
    const seat = screen.getByRole('listitem', { name: "Bob's seat" });
    const faces = within(seat)
      .getAllByRole('img')
      .map((x) => x.getAttribute('aria-label'));
    expect(faces.sort()).toEqual(['ace of hearts', 'king of hearts', 'seven of hearts']);
  });

  test("L8: when the last seat chooses, every seat's shown cards are said together on the table", () => {
    let g = act(
      deal(),
      ...[0, 1, 2].map((seat) => ({ type: 'exchange' as const, seat, cards: [] })),
    );
    g = act(
      g,
      { type: 'expose', seat: 1, cards: ['AH', 'KH'] },
      { type: 'expose', seat: 0, cards: [] },
    );
    const { p, rerender } = show(g, 0);
    expect(document.querySelector('.lk-shown-together')).toBeNull();
    const after = act(g, { type: 'expose', seat: 2, cards: ['QD'] });
    rerender(<LakrapTable {...p} view={playerView(after, 0)} legal={actionsFor(after, 0)} />);
    expect(document.querySelector('.lk-shown-together')).toHaveTextContent(
      'Everyone has chosen. Shown together: You: nothing; Bob: A♥ K♥; Cid: Q♦',
    );
  });

  test('L8: a face-up card cannot be chosen to show; show nothing is a choice', async () => {
    const g = act(
      deal(),
      ...[0, 1, 2].map((seat) => ({ type: 'exchange' as const, seat, cards: [] })),
    );
    const { p, user } = show(g, 0);
    const hand = screen.getByRole('list', { name: 'Your hand' });
    expect(within(hand).getByRole('button', { name: /^seven of spades \(shown\)/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Show nothing' }));
    expect(p.act).toHaveBeenCalledWith({ type: 'expose', seat: 0, cards: [] });
  });
});

describe('between two people (the public view)', () => {
  test('every seat is shown with only its face-up cards, and no hand', () => {
    const g = plays(
      atLead(['9H 7S', 'KH 8S', '8C 7C'], ['AS'], { faceUp: [['7S'], [], []] }),
      '9H',
    );
    const view = ENGINE.publicView?.(g);
    if (!view) throw new Error('a public view');
    render(
      <LakrapTable
        view={view}
        legal={[]}
        act={vi.fn()}
        narrator={{ names: NAMES.slice(0, 3), you: null }}
        decisions={[null, null, null]}
        motion={false}
      />,
    );
    expect(screen.queryByRole('list', { name: 'Your hand' })).toBeNull();
    expect(screen.getAllByRole('listitem', { name: /'s seat$/ })).toHaveLength(3);
    const ann = screen.getByRole('listitem', { name: "Ann's seat" });
    expect(
      within(ann)
        .getAllByRole('img')
        .map((x) => x.getAttribute('aria-label')),
    ).toEqual(['seven of spades']);
    expect(document.querySelector('.lk-prompt')).toHaveTextContent('Bob plays.');
  });
});

describe('L15, L16: the round summary', () => {
  test("each team's squares, marriages, opponents and multiplier, and the match's totals", () => {
    let g = setup({
      hands: [['AS'], ['7S'], ['8S'], ['9S']],
      faceUp: [['AS'], ['7S'], ['8S'], ['9S']],
      teams: [0, 0, 2, 3],
      indicators: ['JB', 'KS'],
      dealer: 3,
      stage: 'lead',
      tricks: [1, 1, 3, 1],
      marriages: [0, 0, 1, 0],
    });
    g = plays(g, 'AS', '7S', '8S', '9S');
    expect(g.phase).toBe('round-over');
    const { p } = show(g, 0, [g.roundScores ?? []]);
    const sum = screen.getByRole('region', { name: /Round 1 scored/ });
    // Seats 0 and 1: (2² + 1) x 2 opponents x 2 (the black joker) = 20 each.
    expect(sum).toHaveTextContent('You 2→4 + Bob 1→1 = 5; × 2 opponents × 2 = 20 each');
    expect(sum).toHaveTextContent('Cid 3→9 + 1×5 (marriage) = 14; × 3 opponents × 2 = 84');
    expect(g.roundScores).toEqual([20, 20, 84, 6]);
    const totals = within(sum).getByRole('table');
    expect(within(totals).getByRole('row', { name: /Total/ })).toHaveTextContent('Total2020846');
    expect(p.legal).toEqual([{ type: 'next-round' }]);
  });
});
