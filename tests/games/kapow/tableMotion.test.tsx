// KAPOW!'s table in motion and by keyboard (issue 34, items 17, 23, 24): what moves between two
// views (moves.ts), that motion off moves nothing, where the focus goes after a move, and the
// hands read top first.
import { act as flush, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { actionsFor, type Game, playerView } from '../../../src/games/kapow/engine';
import KapowTable from '../../../src/games/kapow/table';
import { motionOf } from '../../../src/games/kapow/table/moves';
import { at, downs, hand, kapowSwapTable, play, setup } from './helpers';

const NAMES = ['Ada', 'Kai'];
const view = (g: Game, seat = 0) => playerView(g, seat);

function props(g: Game, motion: boolean, moveMs = 300) {
  return {
    view: view(g),
    legal: actionsFor(g, 0),
    act: vi.fn(),
    narrator: { names: NAMES, you: 0 },
    decisions: [null, null],
    motion,
    moveMs,
  };
}

const firstTurn = setup({
  hands: [downs(['12', '11', '10']), downs(['6', '7', '8'])],
  discard: ['5'],
  stock: ['3', '4', '9'],
  turn: 0,
  revealsLeft: 2,
});
const revealed = play(firstTurn, { type: 'reveal', seat: 0, at: at(0, 0) });

describe('K9-K12 what moves (moves.ts)', () => {
  test('K9: a card revealed flips where it is; nothing slides', () => {
    expect(motionOf(view(firstTurn), view(revealed))).toEqual({ flips: ['0-0-0'], slides: [] });
  });

  test('K10, K11: a card drawn slides from its pile, and played from where it was drawn; the card it replaced slides to the discard pile', () => {
    const ready = play(revealed, { type: 'reveal', seat: 0, at: at(0, 1) });
    const drawn = play(ready, { type: 'draw', seat: 0, from: 'stock' });
    expect(motionOf(view(ready), view(drawn)).slides).toEqual([['drawn', 'stock']]);
    const placed = play(drawn, { type: 'replace', seat: 0, at: at(2, 2) });
    expect(motionOf(view(drawn), view(placed))).toEqual({
      flips: [],
      slides: [
        ['0-2-2', 'drawn'],
        ['discard', '0-2-2'],
      ],
    });
  });

  test('K12: the two cards of a KAPOW! swap change places', () => {
    const g = kapowSwapTable(downs());
    const after = play(g, { type: 'swap', seat: 0, a: at(0, 0), b: at(1, 2) });
    expect(motionOf(view(g), view(after)).slides).toEqual(
      expect.arrayContaining([
        ['0-0-0', '0-1-2'],
        ['0-1-2', '0-0-0'],
      ]),
    );
  });
});

describe('17 motion on the table, and motion off', () => {
  const animate = vi.fn();
  beforeEach(() => {
    animate.mockReset();
    Element.prototype.animate = animate as unknown as Element['animate'];
  });
  afterEach(() => {
    delete (Element.prototype as { animate?: unknown }).animate;
  });

  test('K9: a revealed card flips (Web Animations); the table is marked for the CSS motion', () => {
    const p = props(firstTurn, true);
    const { rerender, container } = render(<KapowTable {...p} />);
    expect(container.querySelector('.kapow')).toHaveClass('motion');
    rerender(<KapowTable {...props(revealed, true)} />);
    const el = animate.mock.contexts[0] as HTMLElement;
    expect(el.dataset.at).toBe('0-0-0');
    expect(JSON.stringify(animate.mock.calls[0]?.[0])).toContain('rotateY');
  });

  test('motion off (reduced motion, or the instant speed) moves nothing', () => {
    for (const [motion, ms] of [
      [false, 300],
      [true, 0],
    ] as const) {
      const { rerender, container, unmount } = render(
        <KapowTable {...props(firstTurn, motion, ms)} />,
      );
      expect(container.querySelector('.kapow')).not.toHaveClass('motion');
      rerender(<KapowTable {...props(revealed, motion, ms)} />);
      unmount();
    }
    expect(animate).not.toHaveBeenCalled();
  });
});

describe('17 K13: a triad completed shakes and goes', () => {
  const g = setup({
    hands: [
      hand(['5', '5', '~9'], ['~1', '~7', '~12'], ['~2', '~8', '~11'], ['~3', '~6', '~10']),
      downs(),
    ],
    discard: ['4'],
    stock: ['5'],
    turn: 0,
  });
  const drawn = play(g, { type: 'draw', seat: 0, from: 'stock' });
  const done = play(drawn, { type: 'replace', seat: 0, at: at(0, 2) });

  test('its three cards stay on show as they go (with motion), the triad flashes', () => {
    const { rerender, container } = render(<KapowTable {...props(drawn, true)} />);
    rerender(<KapowTable {...props(done, true)} />);
    const mine = screen.getByRole('group', { name: 'Your hand, triads' });
    const first = mine.querySelector('.ktriad');
    expect(first).toHaveClass('flash');
    expect(first?.querySelectorAll('.kslot.going')).toHaveLength(3);
    expect(first).toHaveTextContent('Complete!');
    // Hidden from the ear: the triad is said discarded, its cards not named again.
    expect(within(mine).queryAllByRole('img', { name: /5/ })).toHaveLength(0);
    expect(container.querySelector('.kapow')).toHaveClass('motion');
  });
});

describe('24 the focus after a move goes on to the next control', () => {
  test('K9: after a reveal, the next reveal; after the last, the draw pile; then a place for the drawn card', async () => {
    const user = userEvent.setup();
    const p = props(firstTurn, false);
    const { rerender } = render(<KapowTable {...p} />);
    const first = screen.getByRole('button', { name: /Triad 1, top: face down/ });
    first.focus();
    await user.keyboard('{Enter}');
    expect(p.act).toHaveBeenCalledWith({ type: 'reveal', seat: 0, at: at(0, 0) });
    rerender(<KapowTable {...props(revealed, false)} />);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/face down\. Reveal$/);
    const ready = play(revealed, { type: 'reveal', seat: 0, at: at(0, 1) });
    await flush(async () => rerender(<KapowTable {...props(ready, false)} />));
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Draw pile/);
    const drawn = play(ready, { type: 'draw', seat: 0, from: 'stock' });
    await flush(async () => rerender(<KapowTable {...props(drawn, false)} />));
    const mine = screen.getByRole('group', { name: 'Your hand, triads' });
    expect(within(mine).getAllByRole('button')).toContain(document.activeElement);
  });

  test('K12: after a swap, End turn', async () => {
    const g = kapowSwapTable(downs());
    const after = play(g, { type: 'swap', seat: 0, a: at(0, 0), b: at(1, 2) });
    const { rerender } = render(<KapowTable {...props(g, false)} />);
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(<KapowTable {...props(after, false)} />);
    expect(document.activeElement).toHaveTextContent('End turn');
  });

  test('while Kai plays, the focus waits on the table, not the page', () => {
    const kaiTurn: Game = setup({
      hands: [hand(['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9'], ['~1', '~2', '~3']), downs()],
      discard: ['5'],
      stock: ['3'],
      turn: 1,
    });
    const { container } = render(<KapowTable {...props(kaiTurn, false)} />);
    expect(document.activeElement).toBe(container.querySelector('.kapow'));
  });
});

describe('23 the hands read top first', () => {
  test("K4: Kai's hand, drawn bottom-up across the top, is top first in the page (as read aloud)", () => {
    render(<KapowTable {...props(firstTurn, false)} />);
    const kai = screen.getByRole('group', { name: "Kai's hand, triads" });
    expect(kai).toHaveClass('flip');
    const names = within(kai)
      .getAllByRole('img')
      .slice(0, 3)
      .map((e) => e.getAttribute('aria-label'));
    expect(names).toEqual(['top: face down', 'middle: face down', 'bottom: face down']);
  });
});
