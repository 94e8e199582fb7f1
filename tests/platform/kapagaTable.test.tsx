/**
 * Kapaga's table as the platform hands any game's (src/games/kapaga/table, TableProps): on
 * the platform's match screen it shows the holder's hand and nobody else's, and a click
 * builds the same actions as on Kapaga's own screen, KAPAGA! pressed with a play included
 * (R20, through TableProps.act's `then`).
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import {
  type Action,
  fromSetup,
  type Game,
  hasKapaga,
  type PlayerView,
  parseCard,
  snapshot,
} from '../../src/games/kapaga/engine';
import KapagaTable from '../../src/games/kapaga/table';
import { cardWords } from '../../src/games/kapaga/words';
import { whoActs } from '../../src/kit/loop';
import { randomInt, seedState } from '../../src/lib/rng';
import type { SeatPlan } from '../../src/platform/record';
import { createSession, type Session } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';
import { ADA_AND_BO, e, gameOf, KAPAGA, playUntil } from './kapagaPlay';

type Play = Extract<Action, { type: 'play' }>;

/** A one-card play of Ada's now that leaves her hand with KAPAGA (R19), if she has one. */
function armable(g: Game): Play | undefined {
  const v: PlayerView = e.playerView(g, 0);
  if (v.kapagaCalled[0]) return undefined;
  return e
    .actionsFor(g, 0)
    .filter((a): a is Play => a.type === 'play' && a.cards.length === 1 && !a.call)
    .find((a) => {
      const rest = [...v.hand];
      rest.splice(rest.indexOf(a.cards[0] as string), 1);
      return (
        rest.length > 0 &&
        hasKapaga(
          rest.map((c) => parseCard(c) as number),
          v.rules,
        )
      );
    });
}

const show = (s: Session) =>
  render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);

describe("Kapaga's table on the platform's match screen", () => {
  test("shows the holder's hand and only card counts of the other's", async () => {
    const s = playUntil(3, (g) => e.actionsFor(g, 0).some((a) => a.type === 'play'));
    show(s);
    const hand = await screen.findByRole('group', { name: /^Your hand, \d+ cards?$/ });
    const mine = e.playerView(gameOf(s), 0).hand;
    expect(within(hand).getAllByRole('button')).toHaveLength(mine.length);
    const bo = screen.getByRole('list', { name: 'Opponents, in playing order' });
    const boCards = gameOf(s).hands[1]?.length ?? 0;
    expect(within(bo).getByRole('region', { name: /^Bo/ })).toHaveAccessibleName(
      new RegExp(`^Bo(, dealer)?: ${boCards} cards?,`),
    );
    // Nothing of Bo's hand is on the page.
    expect(document.querySelector('.open-hand')).toBeNull();
    expect(screen.getByText('Your turn: play or draw.', { exact: false })).toBeInTheDocument();
  });

  test('a card clicked and played is the action the platform applies', async () => {
    const user = userEvent.setup();
    const s = playUntil(5, (g) =>
      e.actionsFor(g, 0).some((a) => a.type === 'play' && a.cards.length === 1 && !a.call),
    );
    const play = e
      .actionsFor(gameOf(s), 0)
      .find((a): a is Play => a.type === 'play' && a.cards.length === 1 && !a.call) as Play;
    const before = s.getState().record?.actions.length ?? 0;
    show(s);
    const name = cardWords(play.cards[0] as string);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
    await user.click(screen.getByRole('button', { name: `Play ${name}` }));
    expect(s.getState().record?.actions.slice(before)).toEqual([play]);
    expect(s.getState().problem).toBeNull();
  });

  test('R20: KAPAGA! pressed with the play is called the moment it lands', async () => {
    const user = userEvent.setup();
    const s = playUntil(7, (g) => armable(g) !== undefined);
    const play = armable(gameOf(s)) as Play;
    const before = s.getState().record?.actions.length ?? 0;
    show(s);
    const name = cardWords(play.cards[0] as string);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }));
    await user.click(screen.getByRole('button', { name: 'KAPAGA!' }));
    expect(screen.getByRole('button', { name: 'KAPAGA! with this play' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: `Play ${name}` }));
    expect(s.getState().record?.actions.slice(before)).toEqual([play, { type: 'kapaga', seat: 0 }]);
    expect(gameOf(s).kapagaCalled[0]).toBe(true);
  });
});

describe("Kapaga's table watched on the platform", () => {
  const BOTS: SeatPlan[] = [
    { kind: 'bot', level: 'easy', name: 'Cal' },
    { kind: 'bot', level: 'easy', name: 'Dee' },
    { kind: 'bot', level: 'easy', name: 'Eve' },
  ];

  test('bots only: every hand may be shown face up, and hidden again', async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    s.getState().setPlan({ seats: BOTS, rules: {} });
    s.getState().start(11);
    show(s);
    await screen.findByRole('list', { name: 'Opponents, in playing order' });
    expect(document.querySelector('.open-hand')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Cards face up' }));
    // Seen by Cal: Dee's and Eve's hands face up, card by card, as the engine has them.
    const hands = gameOf(s).hands;
    for (const seat of [1, 2]) {
      const box = screen.getByRole('region', { name: new RegExp(`^${BOTS[seat]?.name}`) });
      // Who plays it, as the setup has it (TableProps.players).
      expect(within(box).getByText('Easy')).toBeInTheDocument();
      const open = within(box).getByRole('img');
      expect(open.querySelectorAll('.mini-card')).toHaveLength(hands[seat]?.length ?? -1);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Cards face up' }));
    expect(document.querySelector('.open-hand')).toBeNull();
  });

  test('a person at the table: no face-up view is offered', async () => {
    const s = playUntil(3, () => true);
    show(s);
    await screen.findByRole('group', { name: /^Your hand/ });
    expect(screen.queryByRole('checkbox', { name: 'Cards face up' })).toBeNull();
    expect(document.querySelector('.open-hand')).toBeNull();
  });
});

describe("Kapaga's round end on the platform's table (R22-R25)", () => {
  test('every hand left lies face up with its points, and Next round deals the next', async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    s.getState().setPlan({ seats: ADA_AND_BO, rules: {} });
    s.getState().start(21);
    const rng = { rng: seedState(21) };
    for (let i = 0; i < 3000 && whoActs(e, gameOf(s)).kind === 'seat'; i++) {
      const next = whoActs(e, gameOf(s));
      if (next.kind !== 'seat') break;
      const legal = e.actionsFor(gameOf(s), next.seat);
      s.getState().take(next.seat);
      s.getState().act(legal[randomInt(rng, legal.length)]);
    }
    expect(whoActs(e, gameOf(s)).kind).toBe('next-round');
    const g = gameOf(s);
    const over = g.events.find((x) => x.type === 'round-over');
    if (over?.type !== 'round-over') throw new Error('no round-over event');
    show(s);
    const table = await screen.findByRole('table', {
      name: 'Cards left in hand score against their holder',
    });
    ['Ada', 'Bo'].forEach((name, seat) => {
      const row = within(table).getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .parentElement as HTMLElement;
      const hand = snapshot(g).hands[seat] ?? [];
      if (hand.length === 0) expect(within(row).getByText('none')).toBeInTheDocument();
      else
        expect(within(row).getByRole('img')).toHaveAccessibleName(hand.map(cardWords).join(', '));
      expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(String(over.points[seat]));
      expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(String(g.scores[seat]));
    });
    const before = s.getState().record?.actions.length ?? 0;
    await user.click(screen.getByRole('button', { name: 'Next round' }));
    expect(s.getState().record?.actions.slice(before)).toEqual([{ type: 'next-round' }]);
    expect(gameOf(s).round).toBe(2);
    expect(screen.queryByRole('table', { name: /Cards left in hand/ })).toBeNull();
  });

  test("the round's end never takes the focus from a dialog open over the table", async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    s.getState().setPlan({ seats: ADA_AND_BO, rules: {} });
    s.getState().start(21);
    const rng = { rng: seedState(21) };
    // Play up to the action that ends the round, and keep it.
    let last: Action | null = null;
    for (let i = 0; i < 3000 && last === null; i++) {
      const next = whoActs(e, gameOf(s));
      if (next.kind !== 'seat') throw new Error('the round ended early');
      const legal = e.actionsFor(gameOf(s), next.seat);
      const a = legal[randomInt(rng, legal.length)] as Action;
      s.getState().take(next.seat);
      const after = e.applyAction(gameOf(s), a);
      if (after.ok && after.value.phase !== 'playing') last = a;
      else s.getState().act(a);
    }
    show(s);
    await user.click(await screen.findByRole('button', { name: 'Log' }));
    const close = within(screen.getByRole('dialog', { name: 'What happened' })).getByRole(
      'button',
      {
        name: 'Close',
      },
    );
    expect(close).toHaveFocus();
    act(() => s.getState().act(last));
    await screen.findByRole('button', { name: 'Next round' });
    expect(close).toHaveFocus();
  });

  test("R22: the round's recycle penalties are in their holder's row", () => {
    const must = <T,>(r: { ok: true; value: T } | { ok: false; error: { message: string } }) => {
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    // Ada draws the 3S from under the top (a recycle: 100), Bo goes out with his KS.
    const used = ['4D', '6C', 'KS', '3S', 'KH'];
    const deck = snapshot(must(e.newGame({ players: 3, seed: 1 })));
    const cy = [...deck.hands.flat(), ...deck.stock, ...deck.discard].filter(
      (c) => !used.includes(c),
    );
    let g = must(
      fromSetup({ hands: [['4D', '6C'], ['KS'], cy], discard: ['3S', 'KH'], stock: [], turn: 0 }),
    );
    const moves: Action[] = [
      { type: 'draw', seat: 0 },
      { type: 'play', seat: 1, cards: ['KS'] },
    ];
    for (const a of moves) g = must(e.applyAction(g, a));
    render(
      <KapagaTable
        view={e.playerView(g, 2)}
        legal={e.actionsFor(g, 2)}
        act={() => {}}
        narrator={{ names: ['Ada', 'Bo', 'Cy'], you: 2 }}
        decisions={[]}
        motion={false}
      />,
    );
    const row = (name: string) =>
      within(screen.getByRole('table')).getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .parentElement as HTMLElement;
    expect(within(row('Ada')).getAllByRole('cell')[2]).toHaveTextContent('100');
    expect(within(row('Cy')).getAllByRole('cell')[2]).toHaveTextContent('');
    expect(within(row('Bo')).getByRole('rowheader')).toHaveTextContent('Bo (went out)');
    expect(within(row('Ada')).getByRole('img')).toHaveAccessibleName(
      ['4D', '6C', '3S'].map(cardWords).join(', '),
    );
    // Cy may deal the next round; a table offered nothing (a replay, the bots dealing on)
    // shows the summary with no button.
    expect(screen.getByRole('button', { name: 'Next round' })).toBeEnabled();
    cleanup();
    render(
      <KapagaTable
        view={e.playerView(g, 2)}
        legal={[]}
        act={() => {}}
        narrator={{ names: ['Ada', 'Bo', 'Cy'], you: null }}
        decisions={[]}
        motion={false}
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next round' })).toBeNull();
  });

  test('a seat out of the match (eliminated) is told so over its hand while the others play on', () => {
    const s = playUntil(3, (g) => e.actionsFor(g, 0).some((a) => a.type === 'play'));
    const view: PlayerView = e.playerView(gameOf(s), 0);
    const out: PlayerView = { ...view, eliminated: view.eliminated.map((_, i) => i === 0) };
    const table = (v: PlayerView, you: number | null) =>
      render(
        <KapagaTable
          view={v}
          legal={[]}
          act={() => {}}
          narrator={{ names: ['Ada', 'Bo'], you }}
          decisions={[]}
          motion={false}
        />,
      );
    table(out, 0);
    expect(
      screen.getByText('You are out of this match: watch the others play it out.'),
    ).toHaveClass('out-note');
    cleanup();
    // Said by name to whoever else looks (a replay); nothing while the seat is still in.
    table(out, null);
    expect(screen.getByText('Ada is out of this match.')).toBeInTheDocument();
    cleanup();
    table(view, 0);
    expect(screen.queryByText(/out of this match/)).toBeNull();
  });
});
