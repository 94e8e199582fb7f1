/**
 * K17 as the table writes it (issue 34 item 12): a complete triad shows 0, what it scores;
 * "+?" is explained in words; the round summary never lists a KAPOW! card's 25 beside
 * triad values that already hold it.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { RULE_SECTIONS } from '../../../src/games/kapow/content/rulesText';
import { playerView } from '../../../src/games/kapow/engine';
import { HandView } from '../../../src/games/kapow/table/HandView';
import { Summary } from '../../../src/games/kapow/table/Summary';
import { hand, play, setup } from './helpers';

describe('K17: what a triad counts, as the table writes it', () => {
  test.each([
    ['three of a kind', ['7', '7', '7']],
    ['a KAPOW! card completing it (not 7+7+25)', ['7', '7', 'KW']],
    ['a run with a powerset', ['5', '5+P1', '7']],
  ])('K8 K13 K17: a complete triad (%s) shows 0', (_, t) => {
    render(<HandView seat={0} hand={hand(t)} title="Your hand" kapowPenalty={25} />);
    const label = document.querySelector('.tval');
    expect(label?.textContent).toBe('0');
    expect(label?.getAttribute('title')).toMatch(/counts 0/);
    expect(screen.getByRole('group', { name: /Triad 1, value 0/ })).toBeInTheDocument();
  });

  test('K17: "4+?" is said in words: the face-up cards counted, the face-down ones not yet', () => {
    render(
      <HandView seat={0} hand={hand(['4', '~?', '~?'])} title="Your hand" kapowPenalty={25} />,
    );
    const label = document.querySelector('.tval');
    expect(label?.textContent).toBe('4+?');
    expect(label?.getAttribute('title')).toBe(
      '4 from its face-up cards, plus 2 face-down cards not known yet (?).',
    );
    const k17 = RULE_SECTIONS.flatMap((s) => s.rules).find((r) => r.id === 'K17');
    expect(k17?.text).toMatch(/4\+\? is 4 from its face-up cards, plus face-down cards/);
  });

  test('K17: the summary counts a KAPOW! card left inside its triad, never as 25 more beside it', () => {
    const gone = ['.', '.', '.'];
    const g = play(
      setup({
        hands: [hand(['~3', '6', '0'], gone, gone, gone), hand(['KW', '2', '9'], gone, gone, gone)],
        discard: ['5'],
        stock: ['12', '0'],
        turn: 0,
      }),
      { type: 'draw', seat: 0, from: 'stock' },
      { type: 'replace', seat: 0, at: { triad: 0, pos: 0 } },
      { type: 'draw', seat: 1, from: 'stock' },
      { type: 'discard', seat: 1 },
    );
    const v = playerView(g, 1);
    render(<Summary v={v} n={{ names: ['Ada', 'Kai'], you: 1 }} rounds={[]} onNext={null} />);
    const seats = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(seats).queryByRole('columnheader', { name: 'KAPOW!' })).toBeNull();
    expect(seats.textContent).not.toMatch(/×/);
    const you = within(seats).getByRole('row', { name: /^You/ });
    expect(you.textContent).toMatch(/36 · — · — · —/);
    expect(you.textContent).toMatch(/The KAPOW! card left counts 25, inside its triad’s value\./);
  });
});
