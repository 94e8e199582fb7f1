/**
 * The lab's charts for every game (platform/ui/LabChart.tsx, moved from Kapaga's lab, which
 * draws on it too): each seat's points, and over whole matches its wins, A beside B, each
 * chart one named image whose numbers are in the table.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { runDeals } from '../../src/platform/lab/run';
import { defaultSpec, type LabSpec } from '../../src/platform/lab/spec';
import { figureRows } from '../../src/platform/lab/stats';
import { FigureCharts, niceAxis } from '../../src/platform/ui/LabChart';

const kapow = (await gameById('kapow')?.load()) as AnyModule;
const NAMES = (kapow.kinds ?? []).map((k) => k.name);
const MADE = 'How often each kind of move is made, per round: the numbers are in the tables above';

const charts = (spec: LabSpec) => {
  render(
    <FigureCharts
      rows={figureRows(kapow, spec, runDeals(kapow, spec, 0, 3))}
      spec={spec}
      kinds={NAMES}
    />,
  );
  return screen.getAllByRole('img').map((x) => x.getAttribute('aria-label'));
};

describe("the lab's charts", () => {
  test('first rounds: points per round by order of play, a bar for A and one for B per place', () => {
    const spec: LabSpec = { ...defaultSpec(kapow), seats: ['easy', 'easy'], rounds: 3 };
    expect(charts(spec)).toEqual([
      'Points per round by order of play: the numbers are in the tables above',
      'Best round by order of play: the numbers are in the tables above',
      MADE,
    ]);
    const chart = screen.getByRole('img', { name: /^Points per round by order of play/ });
    expect(within(chart).getByText('Second to play')).toBeInTheDocument();
    expect(chart.querySelectorAll('.lab-bar.a')).toHaveLength(2);
    expect(chart.querySelectorAll('.lab-bar.b')).toHaveLength(2);
  });

  test('whole matches: final totals and wins by order of play', () => {
    const spec: LabSpec = {
      ...defaultSpec(kapow),
      seats: ['easy', 'easy'],
      unit: 'matches',
      rounds: 3,
    };
    expect(charts({ ...spec, a: { rounds: 2 }, b: { rounds: 3 } })).toEqual([
      'Final total by order of play: the numbers are in the tables above',
      'Wins by order of play: the numbers are in the tables above',
      MADE,
    ]);
    // KAPOW!'s kinds of move, each counted: "Taking the discard".
    const made = screen.getByRole('img', { name: MADE });
    expect(within(made).getByText('Taking the discard')).toBeInTheDocument();
    expect(within(made).getByText('Swapping a KAPOW! card')).toBeInTheDocument();
  });

  test("weighed moves: a chart of what each is worth, named by the game's kinds", () => {
    const spec: LabSpec = {
      ...defaultSpec(kapow),
      seats: ['easy', 'easy'],
      rounds: 2,
      worth: true,
    };
    const sums = runDeals(kapow, spec, 0, 2, 'worth');
    const names = (kapow.kinds ?? []).map((k) => k.name);
    render(<FigureCharts rows={figureRows(kapow, spec, sums)} spec={spec} kinds={names} />);
    const chart = screen.getByRole('img', {
      name: /^What a move is worth: points lost without it/,
    });
    // Each kind's name, as the start of a line: "Taking the discard".
    for (const name of names)
      expect(within(chart).getByText(new RegExp(`^${name}$`, 'i'))).toBeInTheDocument();
    expect(within(chart).getByText('Taking the discard')).toBeInTheDocument();
  });

  test('an axis runs through 0 in round steps', () => {
    expect(niceAxis(3, 87)).toMatchObject({ min: 0, max: 100, step: 50 });
    expect(niceAxis(-12, 5)).toMatchObject({ min: -15, max: 5, step: 5 });
  });
});
