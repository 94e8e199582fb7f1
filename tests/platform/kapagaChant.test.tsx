/**
 * The bots' "Nearly KAPAGA!" on the platform (table talk, no rule behind it): a bot whose
 * play leaves it two cards sometimes says so (bots/chant.ts, carried as Decision.say), never
 * as advice, never after a play that passes hands (R16); Kapaga's table shows it by the seat
 * whose play is the last one, unless muted (its setting, carried from its own screen).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { chantsAfter } from '../../src/games/kapaga/bots/chant';
import {
  type Action,
  applyAction,
  fromSetup,
  type Game,
  playerView,
} from '../../src/games/kapaga/engine';
import KapagaTable from '../../src/games/kapaga/table';
import { CHANT_WORDS } from '../../src/games/kapaga/words';
import type { Decision } from '../../src/games/module';

const NAMES = { names: ['Ann', 'Bea', 'Cal'], you: 0 };

function table(turn: number): Game {
  const g = fromSetup({
    hands: [
      ['4H', '5H', 'KD'],
      ['4D', '6D', '9D'],
      ['QS', 'QC', 'JH'],
    ],
    discard: ['4S'],
    turn,
  });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}
const play = (seat: number, ...cards: string[]): Action => ({ type: 'play', seat, cards });

describe('who chants (bots/chant.ts)', () => {
  const view = playerView(table(0), 0);
  const seeds = Array.from({ length: 400 }, (_, i) => i);
  test('a play leaving two cards: some of the time, the same for the same seed', () => {
    const said = seeds.filter((s) => chantsAfter(view, play(0, '4H'), s)).length;
    expect(said / seeds.length).toBeGreaterThan(0.25);
    expect(said / seeds.length).toBeLessThan(0.45);
    expect(seeds.map((s) => chantsAfter(view, play(0, '4H'), s))).toEqual(
      seeds.map((s) => chantsAfter(view, play(0, '4H'), s)),
    );
  });
  test('never on a draw, nor once KAPAGA is called', () => {
    expect(seeds.some((s) => chantsAfter(view, { type: 'draw', seat: 0 }, s))).toBe(false);
    const called = { ...view, kapagaCalled: [true, false, false] };
    expect(seeds.some((s) => chantsAfter(called, play(0, '4H'), s))).toBe(false);
  });
  test('R16: never after a 9, whose play hands the hand on', () => {
    const bea = playerView(table(1), 1);
    expect(seeds.some((s) => chantsAfter(bea, play(1, '9D'), s))).toBe(false);
    expect(seeds.some((s) => chantsAfter(bea, play(1, '4D'), s))).toBe(true);
  });
});

describe("Kapaga's table shows it", () => {
  const after = applyAction(table(1), play(1, '4D'));
  if (!after.ok) throw new Error(after.error.message);
  const view = playerView(after.value, 0);
  const said: Decision<Action> = {
    action: play(1, '4D'),
    reason: [],
    say: [{ kind: 'text', text: CHANT_WORDS }],
  };
  const show = (decisions: (Decision<Action> | null)[], muteChants = false) =>
    render(
      <KapagaTable
        view={view}
        legal={[]}
        act={() => {}}
        narrator={NAMES}
        decisions={decisions}
        motion={false}
        prefs={{ sortBy: 'suit', hints: true, fourColour: false, muteChants }}
      />,
    );

  test('by the seat whose play is the last one', () => {
    show([null, said, null]);
    const bubble = screen.getByText(CHANT_WORDS);
    expect(bubble.closest('li')).toHaveTextContent(/Bea/);
  });
  test('not when muted, nor without talk', () => {
    const { unmount } = show([null, said, null], true);
    expect(screen.queryByText(CHANT_WORDS)).toBeNull();
    unmount();
    show([null, { ...said, say: undefined }, null]);
    expect(screen.queryByText(CHANT_WORDS)).toBeNull();
  });
});
