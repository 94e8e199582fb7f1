/**
 * La Krap's How to play (content/Guide.tsx, howToPlay.ts, rulesText.ts): the match's rules
 * first, the game in a player's words (no rule ids) with pictures the engine agrees with,
 * the rules reference naming L1-L16, and the rulings the engine made, each checked.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Guide, { pictured } from '../../../src/games/lakrap/content/Guide';
import { GOAL, howToPlay, matchRules } from '../../../src/games/lakrap/content/howToPlay';
import { laid } from '../../../src/games/lakrap/content/layout';
import { RULE_SECTIONS, RULINGS } from '../../../src/games/lakrap/content/rulesText';
import {
  actionsFor,
  applyAction,
  type Game,
  playerView,
  roundPoints,
  snapshot,
} from '../../../src/games/lakrap/engine';

const RULE_ID = /\bL\d+\b/;
const RULES = { rounds: 8 };

function act(g: Game, ...as: unknown[]): Game {
  let cur = g;
  for (const a of as) {
    const r = applyAction(cur, a);
    if (!r.ok) throw new Error(r.error.message);
    cur = r.value;
  }
  return cur;
}

describe('La Krap: how to play', () => {
  test('L16: the rules of the match come first, in effect or for the next match', () => {
    const { unmount } = render(<Guide rules={RULES} playing={false} />);
    const first = screen.getByRole('heading', { name: 'Rules of your next match' });
    expect(first.parentElement?.textContent).toMatch(/A match is 8 rounds/);
    unmount();
    render(<Guide rules={{ rounds: 1 }} playing />);
    expect(
      screen.getByRole('heading', { name: 'Rules in effect' }).parentElement?.textContent,
    ).toMatch(/A match is 1 round;/);
  });

  test('no how-to-play word cites a rule id; the reference names L1 to L16, in order', () => {
    const words = [
      GOAL,
      ...matchRules(RULES),
      ...howToPlay(RULES).flatMap((s) => [
        s.title,
        ...s.text,
        ...(s.pictures ?? []).map((p) => p.caption),
      ]),
    ];
    for (const w of words) expect(w).not.toMatch(RULE_ID);
    const ids = RULE_SECTIONS.flatMap((s) => s.rules.map((r) => r.id));
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => `L${i + 1}`));
    render(<Guide rules={RULES} playing />);
    const book = screen.getByRole('heading', { name: 'Rules reference' }).parentElement;
    for (const id of ids) expect(within(book as HTMLElement).getByText(id)).toBeTruthy();
    expect(within(book as HTMLElement).getByRole('heading', { name: 'Rulings' })).toBeTruthy();
  });

  test('pictures: every card drawn with its name said; a cancelled card said so', () => {
    render(<Guide rules={RULES} playing />);
    const twins = screen.getByRole('img', {
      name: 'ace of hearts (cancelled), king of hearts (cancelled), king of hearts (cancelled), seven of spades, ace of hearts (cancelled)',
    });
    expect(twins.querySelectorAll('.lkg-card.out')).toHaveLength(4);
    expect(screen.getByRole('img', { name: 'two of hearts, the sheet' })).toBeTruthy();
  });

  test('L10-L13: each trick pictured is what the engine does with those cards', () => {
    const tricks = howToPlay(RULES)
      .flatMap((s) => s.pictures ?? [])
      .filter((p) => p.trick);
    expect(tricks).toHaveLength(4);
    for (const p of tricks) {
      const cards = p.cards.map(pictured);
      const n = cards.length;
      let g = laid({
        hands: cards.map((c) => c.code),
        indicators: [p.trick?.turned ?? ''],
        dealer: n - 1,
        stage: 'lead',
      });
      for (const [seat, c] of cards.entries()) g = act(g, { type: 'play', seat, card: c.code });
      const last = snapshot(g).lastTrick;
      expect(
        last?.cards.map((x) => !x.live),
        p.caption,
      ).toEqual(cards.map((c) => c.out));
      expect(last?.winner, p.caption).toBe(p.trick?.taker);
    }
  });

  test('L4, L5, L15: the teams, games and scores the pictures and the text say', () => {
    const teams = laid({
      hands: ['7H', '9D', 'KS', 'JR'],
      faceUp: ['7H', '9D', 'KS', 'JR'],
      indicators: ['AC'],
      dealer: 3,
      stage: 'lead',
    });
    expect(teams.teams).toEqual([0, 0, 2, 3]);
    const game = (turned: string[]) =>
      snapshot(laid({ hands: ['7H', '9D', 'KS'], indicators: turned, dealer: 2 })).game;
    expect(game(['QH'])).toMatchObject({ trump: 'H', null: false });
    expect(game(['8S'])).toMatchObject({ trump: null, null: true, jokerSuit: 'S' });
    expect(game(['JR', '8S'])).toMatchObject({ null: true, multiplier: 4 });
    // "(4 + 1) x 2 = 10 each; (9 + 5) x 3 = 42".
    const k = teams.kind;
    expect(roundPoints(k, [0, 0, 2, 3], [2, 1, 3, 1], [0, 0, 1, 0])).toEqual([10, 10, 42, 3]);
  });
});

describe('La Krap: the rulings where the book is silent', () => {
  const table = () =>
    laid({
      hands: ['AS KH QH 7C', 'KS 7D 8D 9D', '7S 8H 9H TC'],
      indicators: ['AC'],
      dealer: 2,
    });
  test('five rulings, each said once', () => {
    expect(RULINGS).toHaveLength(5);
    expect(new Set(RULINGS).size).toBe(5);
  });

  test('an exposure once chosen is final', () => {
    let g = act(
      table(),
      { type: 'exchange', seat: 0, cards: [] },
      { type: 'exchange', seat: 1, cards: [] },
    );
    g = act(g, { type: 'exchange', seat: 2, cards: [] }, { type: 'expose', seat: 1, cards: [] });
    expect(actionsFor(g, 1)).toEqual([]);
    expect(applyAction(g, { type: 'expose', seat: 1, cards: ['KS'] }).ok).toBe(false);
  });

  test('cards laid aside stay out; the others see how many, not which', () => {
    const t = table();
    const g = act(t, { type: 'exchange', seat: 0, cards: ['7C', 'AS'] });
    expect(playerView(g, 1).laidAside[0]).toEqual(['?', '?']);
    expect(playerView(g, 0).laidAside[0]).toEqual(['AS', '7C']);
    // Two drawn, none put back: the deck's other 7♣ is the only one left in it.
    const sevens = (x: Game) => snapshot(x).deck.filter((c) => c === '7C').length;
    expect(snapshot(g).deck).toHaveLength(snapshot(t).deck.length - 2);
    expect(sevens(g)).toBe(sevens(t));
  });

  test('a marriage shown is known to every player; none before the first trick', () => {
    const lead = laid({
      hands: ['AS KH QH 7C', 'KS 7D 8D 9D', '7S 8H 9H TC'],
      indicators: ['AC'],
      dealer: 2,
      stage: 'lead',
    });
    expect(actionsFor(lead, 0).some((a) => a.type === 'marriage')).toBe(false);
    const g = act(
      lead,
      { type: 'play', seat: 0, card: 'AS' },
      { type: 'play', seat: 1, card: 'KS' },
      { type: 'play', seat: 2, card: '7S' },
      { type: 'marriage', seat: 0, suit: 'H' },
    );
    expect(playerView(g, 1).married[0]).toEqual(['QH', 'KH']);
    expect(playerView(g, 2).hands[0]).toEqual(['?', '?', '?']);
  });

  test('a joker turned before the sheet still multiplies the round', () => {
    const g = laid({ hands: ['7H', '9D', 'KS'], indicators: ['JB', 'BL'], dealer: 2 });
    expect(snapshot(g).game).toEqual({
      trump: null,
      null: true,
      jokerSuit: null,
      sheets: true,
      multiplier: 2,
    });
    const four = laid({ hands: ['7H', '9D', 'KS'], indicators: ['JR', 'BL'], dealer: 2 });
    expect(snapshot(four).game.multiplier).toBe(4);
  });
});

test('content/index.ts hands the module its members: the guide loads apart', async () => {
  const content = await import('../../../src/games/lakrap/content');
  expect(await content.guide()).toBe(Guide);
  expect(content.DEMOS).toHaveLength(9);
  expect(content.LESSON.steps.length).toBeGreaterThan(0);
  expect(content.MEASURES.length + content.TALLIES.length + content.KINDS.length).toBe(14);
});
