// Cap-It's table (src/games/capit/table): what it says is true of the hand, what it proposes
// is what the engine accepts, a click sends an action the engine takes.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import {
  type Action,
  actionsFor,
  applyAction,
  contractProgress,
  type Game,
  playerView,
} from '../../../src/games/capit/engine';
import CapitTable from '../../../src/games/capit/table';
import { sortedHand } from '../../../src/games/capit/table/choices';
import { progressWords } from '../../../src/games/capit/table/talk';
import { type Card, cardName, parseCard } from '../../../src/kit/cards';
import { randomMatch, table } from './helpers';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di'];

function show(g: Game, seat = 0) {
  const p = {
    view: playerView(g, seat),
    legal: actionsFor(g, seat),
    act: vi.fn(),
    narrator: { names: NAMES, you: seat },
    decisions: [null, null, null, null],
    motion: false,
  };
  const user = userEvent.setup();
  render(<CapitTable {...p} />);
  return { p, user };
}

/** The action the table sent, checked against the engine: accepted for that game. */
function accepted(g: Game, act: ReturnType<typeof vi.fn>): Action {
  const a = act.mock.calls.at(-1)?.[0] as Action;
  expect(applyAction(g, a).ok, JSON.stringify(a)).toBe(true);
  return a;
}

describe('the contract and the progress (C6)', () => {
  test('C6: "two sets of 3: you have one, and a pair" is true of the hand', () => {
    const g = table(['7S', '7H', '7D', '9C', '9D', 'KH', '4S'], { round: 1 });
    show(g);
    expect(screen.getByText(/Two sets of 3: you have one, and a pair\./)).toBeTruthy();
    // What the words claim, asked of the meld finder: one set now, two 9s toward the other.
    expect(contractProgress(playerView(g, 0).hand, g.rules.contracts[0] ?? [], true)).toEqual({
      have: [0],
      toward: [{ need: 1, cards: 2 }],
    });
  });

  test('C6: over random deals, "you have it all" only when the engine lists a way to lay it', () => {
    let all = 0;
    for (let seed = 1; seed <= 30; seed++)
      randomMatch(4, seed, { rounds: 2 }, 400, (g) => {
        if (g.phase !== 'playing' || g.stage !== 'meld' || g.down[g.turn]) return;
        const v = playerView(g, g.turn);
        const says = progressWords(v).includes('you have it all');
        // The engine's list, less the C12 dead end (a way leaving only the card taken).
        const lists = actionsFor(g, g.turn).some((a) => a.type === 'meld');
        if (says && g.taken < 0) expect(lists).toBe(true);
        if (lists) expect(says).toBe(true);
        if (says) all++;
      });
    expect(all).toBeGreaterThan(0);
  });

  test('C7: once down, the bar says so', () => {
    const g = table(['4C', '5C'], {
      stage: 'meld',
      down: [true, false, false, false],
      table: [{ owner: 0, kind: 'set', cards: ['9C', '9D', '9S'] }],
    });
    show(g);
    expect(screen.getByText(/yours is down/)).toBeTruthy();
  });
});

describe('laying the contract (C7)', () => {
  const g = table(['7S', '7H', 'JK', '9C', '9D', '9S', '4H', 'KD'], { stage: 'meld' });

  test('each way proposed is one the engine lists and accepts; a click lays it', async () => {
    const { p, user } = show(g);
    const ways = screen.getAllByRole('button', { name: /^Lay/ });
    expect(ways.length).toBeGreaterThan(0);
    await user.click(ways[0] as HTMLElement);
    const a = accepted(g, p.act);
    expect(p.legal).toContainEqual(a);
    expect(a.type).toBe('meld');
  });

  test('picking a card narrows the ways to those holding it', async () => {
    const { p, user } = show(g);
    const mine = screen.getByRole('region', { name: 'Your hand' });
    await user.click(within(mine).getByRole('button', { name: 'king of diamonds' }));
    expect(screen.queryAllByRole('button', { name: /^Lay/ })).toHaveLength(0);
    expect(screen.getByText(/No way to lay the contract holds every card picked/)).toBeTruthy();
    await user.click(within(mine).getByRole('button', { name: 'king of diamonds' }));
    await user.click(within(mine).getByRole('button', { name: 'Joker' }));
    for (const b of screen.getAllByRole('button', { name: /^Lay/ }))
      expect(b.textContent).toContain('Joker');
    expect(p.act).not.toHaveBeenCalled();
  });

  test('C10: a picked card is discarded by the Discard button, as the engine lists it', async () => {
    const { p, user } = show(g);
    const mine = screen.getByRole('region', { name: 'Your hand' });
    await user.click(within(mine).getByRole('button', { name: 'four of hearts' }));
    await user.click(screen.getByRole('button', { name: /^Discard/ }));
    expect(accepted(g, p.act)).toEqual({ type: 'discard', seat: 0, card: '4H' });
  });
});

describe('laying off and freeing a wild (C8)', () => {
  const g = table(['9H', '7H', '4C', '5C'], {
    stage: 'meld',
    down: [true, true, false, false],
    table: [
      { owner: 1, kind: 'run', cards: ['5H', '6H', 'JK', '8H'] },
      { owner: 0, kind: 'set', cards: ['9C', '9D', '9S'] },
      { owner: 2, kind: 'set', cards: ['KC', 'KD', 'KS'] },
    ],
  });

  test('C4: each wild shows what it stands for', () => {
    show(g);
    const run = screen.getByRole('listitem', { name: 'Bo’s run of hearts' });
    expect(run.textContent).toContain('=7♥');
  });

  test('a card, then a meld end: the lay-off the engine accepts', async () => {
    const { p, user } = show(g);
    const mine = screen.getByRole('region', { name: 'Your hand' });
    await user.click(within(mine).getByRole('button', { name: 'nine of hearts' }));
    await user.click(
      screen.getByRole('button', {
        name: 'Lay nine of hearts off at the high end of Bo’s run of hearts',
      }),
    );
    expect(accepted(g, p.act)).toEqual({
      type: 'layoff',
      seat: 0,
      card: '9H',
      meld: 0,
      end: 'high',
    });
    // The set of 9s takes it too: its end is offered there, as the engine lists it.
    expect(p.legal).toContainEqual({ type: 'layoff', seat: 0, card: '9H', meld: 1 });
    expect(
      screen.getByRole('button', { name: 'Lay nine of hearts off on your set of 9s' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /off on Cy’s set of kings/ })).toBeNull();
  });

  test('the natural card, then the wild: where the wild goes is chosen, and the free is accepted', async () => {
    const { p, user } = show(g);
    const mine = screen.getByRole('region', { name: 'Your hand' });
    await user.click(within(mine).getByRole('button', { name: 'seven of hearts' }));
    await user.click(screen.getByRole('button', { name: /^Free Joker, standing for 7♥/ }));
    const choices = screen.getByRole('group', { name: 'Where the freed wild goes' });
    const names = within(choices)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/\s/g, ' '));
    // Every place the engine lists for that wild: the set of 9s, Cy's set of kings, or a new
    // run with the 4♣ and 5♣ held (below them or above).
    expect(names).toEqual([
      'Put it on your set of 9s',
      'Put it on Cy’s set of kings',
      'Lay it in Joker 4♣ 5♣',
      'Lay it in 4♣ 5♣ Joker',
    ]);
    await user.click(within(choices).getByRole('button', { name: /Put it on your set of\s9s/ }));
    expect(accepted(g, p.act)).toEqual({
      type: 'free',
      seat: 0,
      card: '7H',
      meld: 0,
      index: 2,
      to: 1,
    });
  });
});

describe('the hand', () => {
  test('sorted by set or by run (ace high, C3), every card kept', () => {
    const hand = ['AS', '2H', 'KS', '7H', 'JK', '7S', '3H'];
    const bySet = sortedHand(hand, 'set').map((x) => x.code);
    const byRun = sortedHand(hand, 'run').map((x) => x.code);
    expect(bySet).toEqual(['2H', '3H', '7S', '7H', 'KS', 'AS', 'JK']);
    expect(byRun).toEqual(['7S', 'KS', 'AS', '2H', '3H', '7H', 'JK']);
  });

  test("the order picked at the table is the person's setting: kept, and the hand re-sorted", async () => {
    const g = table(['AS', '2H', 'KS', '7H', '7S', '3H']);
    const setPref = vi.fn();
    const user = userEvent.setup();
    render(
      <CapitTable
        view={playerView(g, 0)}
        legal={actionsFor(g, 0)}
        act={vi.fn()}
        narrator={{ names: NAMES, you: 0 }}
        decisions={[null, null, null, null]}
        motion={false}
        prefs={{ sort: 'set' }}
        setPref={setPref}
      />,
    );
    const codes = () =>
      [...document.querySelectorAll<HTMLElement>('.chand button')].map((b) =>
        b.getAttribute('aria-label'),
      );
    const sorted = (by: 'set' | 'run') =>
      sortedHand(playerView(g, 0).hand, by).map((x) => cardName(parseCard(x.code, true) as Card));
    expect(codes()).toEqual(sorted('set'));
    await user.click(screen.getByRole('button', { name: 'By run' }));
    expect(setPref).toHaveBeenCalledWith('sort', 'run');
    expect(codes()).toEqual(sorted('run'));
    expect(sorted('run')).not.toEqual(sorted('set'));
    expect(screen.getByRole('button', { name: 'By run' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('C11: the push is explained where it is offered', () => {
    const g = table(['4C', '5C', '6C'], { discard: ['7H'] });
    show(g);
    expect(document.querySelector('.cpush-why')?.textContent).toBe(
      'Push: 7♥ and the top stock card go to Bo; you draw the next stock card.',
    );
  });
});
