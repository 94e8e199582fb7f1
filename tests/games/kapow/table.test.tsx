// KAPOW!'s table (src/games/kapow/table): every click is one of `legal`, nothing hidden shows.
import { fireEvent, act as flush, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createKai } from '../../../src/games/kapow/bots';
import { type Action, actionsFor, type Game, playerView } from '../../../src/games/kapow/engine';
import KapowTable from '../../../src/games/kapow/table';
import type { Decision } from '../../../src/games/module';
import { at, downs, hand, play, setup } from './helpers';

const NAMES = ['Ada', 'Kai'];
const F = ['~3', '~4', '~5'];
const draw = (seat: number, from: 'stock' | 'discard' = 'stock') =>
  ({ type: 'draw', seat, from }) as const;

function props(g: Game, seat = 0, decisions: (Decision<Action> | null)[] = [null, null]) {
  return {
    view: playerView(g, seat),
    legal: actionsFor(g, seat),
    act: vi.fn(),
    narrator: { names: NAMES, you: seat },
    decisions,
    motion: false,
  };
}

function show(g: Game, seat = 0) {
  const p = props(g, seat);
  const user = userEvent.setup();
  const r = render(<KapowTable {...p} />);
  return { ...r, p, user, mine: () => screen.getByRole('group', { name: 'Your hand, triads' }) };
}

describe('K9 first-turn reveals', () => {
  const g = setup({
    hands: [downs(['12', '11', '10']), downs(['6', '7', '8'])],
    discard: ['5'],
    turn: 0,
    revealsLeft: 2,
  });

  test('face-down positions are buttons; a click is exactly the legal reveal', async () => {
    const { p, user } = show(g);
    expect(screen.getByText(/Reveal 2 cards/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Triad 2, middle: face down. Reveal' }));
    expect(p.act).toHaveBeenCalledWith({ type: 'reveal', seat: 0, at: at(1, 1) });
    expect(p.legal).toContainEqual(p.act.mock.calls[0]?.[0]);
  });

  test('face-down cards show no value, own or not', () => {
    const { container } = show(g);
    const words = [
      container.textContent ?? '',
      ...[...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
    ].join(' ');
    for (const v of ['12', '11', '10', '6', '7', '8', 'twelve', 'seven'])
      expect(words).not.toContain(v);
  });

  test('the keyboard reveals too (Enter, Space)', async () => {
    const { p, user } = show(g);
    screen.getByRole('button', { name: /Triad 1, top: face down/ }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: /Triad 4, bottom: face down/ }).focus();
    await user.keyboard(' ');
    expect(p.act.mock.calls.map((c) => c[0])).toEqual([
      { type: 'reveal', seat: 0, at: at(0, 0) },
      { type: 'reveal', seat: 0, at: at(3, 2) },
    ]);
  });
});

describe('K10 drawing', () => {
  const g = setup({ hands: [downs(), downs()], discard: ['5', '7'], stock: ['KW'], turn: 0 });

  test('the piles are the draw actions', async () => {
    const { p, user } = show(g);
    expect(screen.getByText(/Draw from the pile or take the/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Draw pile, \d+ cards\. Draw a card$/ }));
    await user.click(screen.getByRole('button', { name: 'Discard pile: seven. Take it' }));
    expect(p.act.mock.calls.map((c) => c[0])).toEqual([draw(0), draw(0, 'discard')]);
  });

  test("another seat's card from the draw pile is not named (PlayerView)", () => {
    const kai = play({ ...g, turn: 1 }, draw(1));
    const { container } = show(kai, 0);
    expect(screen.getByRole('img', { name: "Kai's card: hidden" })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/KAPOW!/);
    // Off turn: nothing to press (the rules open from the match, GameModule.guide).
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

/** Seat 0 has drawn `top`; its first triad is `t0`. */
const base = (t0: string[], top: string) =>
  play(
    setup({ hands: [hand(t0, F, F, F), downs()], discard: ['9'], stock: [top], turn: 0 }),
    draw(0),
  );

describe('K11 playing the drawn card', () => {
  test('power up: the position opens its ways, each one legal action', async () => {
    const { p, user } = show(base(['5', '~1', '~2'], 'P2'));
    expect(
      screen.getByText(/discard it, or choose a card to replace or power up/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Triad 1, top: five\. Choose how/ }));
    const ways = screen.getByRole('group', { name: 'Ways to play the card here' });
    const names = within(ways)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual([
      'Replace the five with plus-or-minus-two power card',
      'Power up: five plus two = 7',
      'Power down: five minus two = 3',
      'Cancel',
    ]);
    // For the eye: the cards as the table writes them.
    expect(
      within(within(ways).getAllByRole('button')[2] as HTMLElement).getByText('−2'),
    ).toBeVisible();
    await user.click(within(ways).getByRole('button', { name: /Power down/ }));
    expect(p.act).toHaveBeenCalledWith({ type: 'power', seat: 0, at: at(0, 0), sign: -1 });
    expect(p.legal).toContainEqual(p.act.mock.calls[0]?.[0]);
  });

  test('a face-down position has one way: replace, at once; Discard is a button', async () => {
    const { p, user } = show(base(['5', '~1', '~2'], 'P2'));
    await user.click(screen.getByRole('button', { name: /Triad 1, middle: face down\. Replace/ }));
    await user.click(
      screen.getByRole('button', { name: 'Discard the plus-or-minus-two power card' }),
    );
    expect(p.act.mock.calls.map((c) => c[0])).toEqual([
      { type: 'replace', seat: 0, at: at(0, 1) },
      { type: 'discard', seat: 0 },
    ]);
  });

  test('a power card on a lone power card: which is the base (K11 ruling)', async () => {
    const { p, user } = show(base(['P2', '~1', '~2'], 'P1'));
    await user.click(screen.getByRole('button', { name: /Triad 1, top: plus-or-minus-two/ }));
    const ways = screen.getByRole('group', { name: 'Ways to play the card here' });
    await user.click(
      within(ways).getByRole('button', {
        name: /Make plus-or-minus-one power card the base: .* minus two = −1/,
      }),
    );
    expect(p.act).toHaveBeenCalledWith({
      type: 'power',
      seat: 0,
      at: at(0, 0),
      sign: -1,
      base: 'drawn',
    });
  });

  test('Escape and Cancel let go of a chosen position; keyboard reaches the ways', async () => {
    const { user } = show(base(['5', '~1', '~2'], 'P2'));
    screen.getByRole('button', { name: /Triad 1, top: five/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Replace the five/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Ways to play the card here' })).toBeNull();
  });
});

describe('K11 by drag: the drawn card dropped where a click would play it', () => {
  const g = base(['5', '~1', '~2'], 'P2');
  const card = () => screen.getByRole('img', { name: /^Your card: / });
  const P = { pointerId: 1, isPrimary: true, button: 0 };
  // jsdom lays nothing out: the hit test answers with the element the test names.
  const under = (el: Element | null) => {
    document.elementFromPoint = () => el;
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'elementFromPoint');
  });
  /** Presses the drawn card and moves it `by` pixels, over `target`. */
  const lift = (target: Element | null, by = 40) => {
    under(target);
    fireEvent.pointerDown(card(), { ...P, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(card(), { ...P, clientX: 100 + by, clientY: 100 - by });
  };
  /** A whole drag: press, move, release over `target`. */
  const dragTo = (target: Element | null, by = 40) => {
    lift(target, by);
    fireEvent.pointerUp(card(), { ...P, clientX: 100 + by, clientY: 100 - by });
  };
  const faceDown = () =>
    screen.getByRole('button', { name: /Triad 1, middle: face down\. Replace/ });
  const five = () => screen.getByRole('button', { name: /Triad 1, top: five\. Choose how/ });
  const ways = () =>
    within(screen.getByRole('group', { name: 'Ways to play the card here' }))
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);

  test('a drop on a position with one way is its click: the same legal action', async () => {
    const clicked = show(g);
    await clicked.user.click(faceDown());
    clicked.unmount();
    const { p } = show(g);
    dragTo(faceDown());
    expect(p.act.mock.calls).toEqual(clicked.p.act.mock.calls);
    expect(p.act).toHaveBeenCalledWith({ type: 'replace', seat: 0, at: at(0, 1) });
    expect(p.legal).toContainEqual(p.act.mock.calls[0]?.[0]);
  });

  test('a drop on a position with several ways opens the ways its click opens', async () => {
    const clicked = show(g);
    await clicked.user.click(five());
    const byClick = ways();
    clicked.unmount();
    const { p, user } = show(g);
    dragTo(five());
    expect(p.act).not.toHaveBeenCalled();
    expect(ways()).toEqual(byClick);
    expect(five()).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Power up: five plus two/ }));
    expect(p.act).toHaveBeenCalledWith({ type: 'power', seat: 0, at: at(0, 0), sign: 1 });
  });

  test('a drop on the discard pile discards', () => {
    const { p } = show(g);
    dragTo(screen.getByRole('button', { name: /^Discard pile: nine\. Discard your card here$/ }));
    expect(p.act.mock.calls).toEqual([[{ type: 'discard', seat: 0 }]]);
  });

  test('while dragging, the legal drops are marked and the one under the card is lit', () => {
    const { container, mine } = show(g);
    lift(five());
    expect(container.querySelector('.kapow')).toHaveClass('dragging');
    const drops = [...container.querySelectorAll('[data-drop]')];
    // Every own position holds a card (replace, K11) and the card may be discarded.
    expect(drops).toHaveLength(13);
    for (const d of drops)
      expect(mine().contains(d) || d.getAttribute('data-drop') === 'discard').toBe(true);
    expect(drops.filter((d) => d.classList.contains('over'))).toEqual([five()]);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(container.querySelector('.kapow')).not.toHaveClass('dragging');
  });

  test('a drop elsewhere, a tap, or Escape mid-drag acts on nothing', () => {
    const { p } = show(g);
    dragTo(screen.getByText(/discard it, or choose a card/));
    dragTo(
      within(screen.getByRole('region', { name: "Kai's hand" })).getAllByRole('img')[0] ?? null,
    );
    dragTo(null);
    dragTo(faceDown(), 3); // a tap: short of the drag's start
    lift(faceDown());
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.pointerUp(card(), { ...P, clientX: 140, clientY: 60 });
    expect(p.act).not.toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Ways to play the card here' })).toBeNull();
  });

  test('a card taken from the discard pile is not dropped back on it (K11)', () => {
    const taken = play(
      setup({
        hands: [hand(['5', '~1', '~2'], F, F, F), downs()],
        discard: ['9'],
        stock: ['4'],
        turn: 0,
      }),
      draw(0, 'discard'),
    );
    const { p, container } = show(taken);
    const pile = screen.getByRole('img', { name: /^Discard pile/ });
    expect(pile).not.toHaveAttribute('data-drop');
    dragTo(pile);
    expect(p.act).not.toHaveBeenCalled();
    expect(container.querySelectorAll('[data-drop]')).toHaveLength(12);
  });
});

describe('K12 KAPOW! swaps', () => {
  const g = play(
    setup({
      hands: [hand(['7', '7', '~1'], ['KW', '~4', '~5'], F, F), downs()],
      discard: ['5'],
      stock: ['0'],
      turn: 0,
    }),
    draw(0),
    { type: 'discard', seat: 0 },
  );

  test('the KAPOW! card is chosen; its partners are the legal swaps; End turn', async () => {
    const { p, user } = show(g);
    expect(screen.getByText(/card or end your turn/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Triad 2, top: KAPOW! card\. Choose this/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /Triad 1, bottom: face down\. Swap/ }));
    await user.click(screen.getByRole('button', { name: 'End turn' }));
    const [swap, end] = p.act.mock.calls.map((c) => c[0]);
    expect(p.legal).toContainEqual(swap);
    expect(swap).toMatchObject({ type: 'swap', seat: 0 });
    expect(end).toEqual({ type: 'end', seat: 0 });
  });
});

describe('K13-K18 completing, going out, the summary', () => {
  const g0 = setup({
    hands: [
      hand(['9', '8', '~3'], ['1', '1', '2'], ['4', '4', '0'], ['.', '.', '.']),
      downs(['6', '8', '12']),
    ],
    discard: ['5'],
    stock: ['7'],
    turn: 0,
  });
  const before = play(g0, draw(0));
  const after = play(before, { type: 'replace', seat: 0, at: at(0, 2) });

  test('K13: a triad that completes flashes; K16: final turns are announced', () => {
    const { p, rerender, mine } = show(before);
    rerender(<KapowTable {...p} view={playerView(after, 0)} legal={actionsFor(after, 0)} />);
    expect(within(mine()).getByText('Complete!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You went out. Final turns: Kai.');
  });

  const gone = ['.', '.', '.'];
  const one = (t: string[]) => hand(t, gone, gone, gone);
  const scored = play(
    setup({
      hands: [one(['~3', '6', '0']), one(['5', '0', '0'])],
      discard: ['5'],
      stock: ['12', '0'],
      turn: 0,
    }),
    draw(0),
    { type: 'replace', seat: 0, at: at(0, 0) },
    draw(1),
    { type: 'discard', seat: 1 },
  );

  test('K18: the summary says why the score was doubled; Next round is the legal action', async () => {
    const p = { ...props(scored, 1), rounds: [[36, 5]] };
    const user = userEvent.setup();
    render(<KapowTable {...p} />);
    const sum = screen.getByRole('region', { name: 'Round 1 is over' });
    expect(sum).toHaveTextContent(
      'Ada went out first without the lowest score: 18 is doubled to 36.',
    );
    expect(within(sum).getByRole('table', { name: 'Scores by round' })).toHaveTextContent('1365');
    await user.click(screen.getByRole('button', { name: 'Next round' }));
    expect(p.act).toHaveBeenCalledWith({ type: 'next-round' });
  });
});

describe("the expert's advice (TableProps.advice: the hint, the adviser) is marked where it applies", () => {
  const marked = (c: HTMLElement) => [...c.querySelectorAll('.advised')];

  test('a draw, a place, one of its ways, Discard: exactly the advised one, and none without advice', async () => {
    const drawing = setup({ hands: [downs(), downs()], discard: ['5', '7'], turn: 0 });
    const d = render(<KapowTable {...props(drawing)} advice={draw(0, 'discard')} />);
    expect(marked(d.container).map((e) => e.getAttribute('aria-label'))).toEqual([
      'Discard pile: seven. Take it',
    ]);
    d.unmount();
    const drawn = base(['5', '~1', '~2'], 'P2');
    const power = { type: 'power', seat: 0, at: at(0, 0), sign: -1 } as const;
    const user = userEvent.setup();
    const r = render(<KapowTable {...props(drawn)} advice={power} />);
    const [place] = marked(r.container);
    expect(marked(r.container)).toHaveLength(1);
    expect(place?.getAttribute('aria-label')).toMatch(/^Triad 1, top: five\. Choose how/);
    await user.click(place as HTMLElement);
    // Among the ways, the advised one.
    expect(marked(r.container).map((e) => e.getAttribute('aria-label'))).toEqual([
      'Power down: five minus two = 3',
      'Triad 1, top: five. Choose how to play the plus-or-minus-two power card here',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    r.rerender(<KapowTable {...props(drawn)} advice={{ type: 'discard', seat: 0 }} />);
    expect(marked(r.container).map((e) => e.getAttribute('aria-label'))).toEqual([
      'Discard pile: nine. Discard your card here',
      'Discard the plus-or-minus-two power card',
    ]);
    r.rerender(<KapowTable {...props(drawn)} />);
    expect(marked(r.container)).toEqual([]);
  });
});

describe('Understand the move', () => {
  test("the last seat to act: its decision's lines", async () => {
    const g = setup({ hands: [downs(), downs()], discard: ['5', '7'], stock: ['4'], turn: 1 });
    const next = play(g, draw(1), { type: 'discard', seat: 1 });
    const why: Decision<Action> = {
      action: null,
      reason: [{ kind: 'text', text: 'Nothing fits.' }],
      detail: [[{ kind: 'text', text: 'The 4 makes no triad.' }]],
    };
    const p = props(g, 0, [null, why]);
    const user = userEvent.setup();
    const { rerender } = render(<KapowTable {...p} />);
    await flush(async () => {
      rerender(<KapowTable {...p} view={playerView(next, 0)} legal={actionsFor(next, 0)} />);
    });
    await user.click(screen.getByRole('button', { name: "Understand Kai's move" }));
    expect(screen.getByRole('dialog', { name: "Kai's move" })).toHaveTextContent(
      'The 4 makes no triad.',
    );
  });

  test('with several Kais, the words name the seat that moved as the table names it', async () => {
    const g = setup({ hands: [downs(), downs()], discard: ['5', '7'], stock: ['4'], turn: 1 });
    const next = play(g, draw(1), { type: 'discard', seat: 1 });
    // Kai's own words: it names itself by its seat (Kai's bots, words.ts speech).
    const kai = createKai('medium', { seed: 3 });
    const why = kai.decide(playerView(g, 1), actionsFor(g, 1));
    expect(why.reason[0]).toMatchObject({ kind: 'seat', seat: 1 });
    const p = { ...props(g, 0, [null, why]), narrator: { names: ['Ada', 'Kai 2'], you: 0 } };
    const user = userEvent.setup();
    const { rerender } = render(<KapowTable {...p} />);
    await flush(async () => {
      rerender(<KapowTable {...p} view={playerView(next, 0)} legal={actionsFor(next, 0)} />);
    });
    await user.click(screen.getByRole('button', { name: "Understand Kai 2's move" }));
    const dialog = screen.getByRole('dialog', { name: "Kai 2's move" });
    expect(dialog.querySelector('.why-lead')?.textContent).toMatch(/^Kai\s2 (draws|takes) /);
    expect(dialog).toHaveTextContent(/Kai 2's triads:/);
  });
});

describe('who plays each seat (TableProps.players)', () => {
  const g = setup({
    hands: [downs(['12', '11', '10']), downs(['6', '7', '8'])],
    discard: ['5'],
    turn: 0,
    revealsLeft: 2,
  });

  test("a bot's level stands by its name; a person's seat says no level", () => {
    const p = {
      ...props(g),
      players: [{ kind: 'person' as const }, { kind: 'bot' as const, level: 'hard' as const }],
    };
    render(<KapowTable {...p} />);
    const kai = screen.getByRole('heading', { name: /^Kai/ });
    expect(within(kai).getByText('Hard')).toBeInTheDocument();
    const you = screen.getByRole('heading', { name: /^You/ });
    expect(you.querySelector('.level')).toBeNull();
  });

  test('not told, no level is said', () => {
    render(<KapowTable {...props(g)} />);
    expect(document.querySelector('.kseat .level')).toBeNull();
  });
});
