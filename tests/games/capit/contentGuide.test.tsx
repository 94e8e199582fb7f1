/**
 * Cap-It's How to play (src/games/capit/content/Guide.tsx, howToPlay.ts, rulesText.ts): the
 * rules in play first, the game in a player's words with card pictures whose every caption
 * the engine bears out, and the rules reference naming every rule id, its rulings checked
 * against the engine.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Guide from '../../../src/games/capit/content/Guide';
import { contractWords, howToPlay, rulesInPlay } from '../../../src/games/capit/content/howToPlay';
import { GOAL, RULE_SECTIONS, RULINGS } from '../../../src/games/capit/content/rulesText';
import {
  type CapitRules,
  cardValue,
  codeCard,
  DEFAULT_RULES,
  fromSetup,
  type Game,
  legalActions,
  resolveRules,
} from '../../../src/games/capit/engine';
import type { Picture } from '../../../src/kit/guide';
import { has, play, refused, setup, table } from './helpers';

const RULE_ID = /\bC\d+\b/;
const OTHER: CapitRules = {
  ...DEFAULT_RULES,
  handSize: 8,
  turnLimit: 20,
  rounds: 2,
  push: false,
  wildTwos: false,
  contracts: [
    [
      { kind: 'run', length: 5 },
      { kind: 'run', length: 5 },
    ],
    [{ kind: 'set', length: 4 }],
    [{ kind: 'set', length: 3 }],
  ],
};
const allWords = (r: CapitRules) => [
  GOAL,
  ...rulesInPlay(r),
  ...howToPlay(r).flatMap((s) => [s.title, ...s.text, ...(s.pictures ?? []).map((p) => p.caption)]),
];

describe("How to play in a player's words, the rules in play first", () => {
  test.each([
    ['the standard rules', DEFAULT_RULES],
    ['house rules', OTHER],
  ])('no how-to-play line cites a rule id (C1...), under %s', (_, r) => {
    for (const w of allWords(r)) expect(w).not.toMatch(RULE_ID);
  });

  test('C6, C9, C11, C4, C13, C16: the standard rules in play', () => {
    expect(rulesInPlay(DEFAULT_RULES)).toEqual([
      '5 rounds, each with its contract: round 1, two sets of 3; round 2, a set of 3 and a run of 4; round 3, two runs of 4; round 4, three sets of 3; round 5, a run of 3 and a run of 7.',
      '10 cards to each player.',
      'The push is on: you may pass the discard, with a stock card, to the player on your left.',
      'Jokers and 2s are wild.',
      'A round stops after 60 turns of every player if nobody has gone out.',
    ]);
  });

  test('C6, C11, C4: house rules change what is said, the push and wild 2s gone from the text', () => {
    const said = rulesInPlay(OTHER).join(' ');
    expect(said).toContain(
      '2 rounds, each with its contract: round 1, two runs of 5; round 2, a set of 4.',
    );
    expect(said).toMatch(/8 cards.*No push.*2s are plain cards.*20 turns/);
    const how = howToPlay(OTHER)
      .flatMap((s) => s.text)
      .join(' ');
    expect(how).toContain('Cap-It is played over 2 rounds');
    expect(how).toContain('Round 2: a set of 4.');
    expect(how).not.toContain('Round 3');
    expect(how).not.toMatch(/push it|pushes with|A 2 that counts as itself/);
    const pics = howToPlay(OTHER).flatMap((s) => s.pictures ?? []);
    expect(pics.some((p) => p.caption.includes('2♣ stands for'))).toBe(false);
  });

  test('C6: contracts in words', () => {
    expect(contractWords([{ kind: 'set', length: 3 }])).toBe('a set of 3');
    expect(
      contractWords([
        { kind: 'set', length: 3 },
        { kind: 'set', length: 3 },
        { kind: 'run', length: 4 },
        { kind: 'set', length: 3 },
      ]),
    ).toBe('two sets of 3, a run of 4 and a set of 3');
  });
});

/** A table where seat 0 is down and may free: the meld given owned by seat 1. */
const freeTable = (meld: { kind: 'set' | 'run'; cards: string[] }, hand: string[]): Game =>
  setup({
    hands: [hand, ['3C', '8D', 'KS'], ['4C', '9D', 'QS'], ['5C', 'TD', 'JS']],
    discard: ['6D'],
    table: [
      { owner: 1, ...meld },
      { owner: 0, kind: 'set', cards: ['QC', 'QD', 'QH'] },
    ],
    turn: 0,
    stage: 'meld',
  });
const tableOk = (kind: 'set' | 'run', cards: readonly string[]) =>
  fromSetup({
    hands: [['3C'], ['4C'], ['5C'], ['6C']],
    discard: ['7C'],
    turn: 0,
    table: [{ owner: 0, kind, cards: [...cards] }],
  }).ok;

/** What each picture's caption claims, asked of the engine. */
const PICTURE_CHECKS: Record<string, (p: Picture) => void> = {
  'A set: suits may repeat': (p) => expect(tableOk('set', p.cards)).toBe(true),
  'A run of 4': (p) => expect(p.cards.length === 4 && tableOk('run', p.cards)).toBe(true),
  'The joker stands for the 7♥': (p) => {
    const g = freeTable({ kind: 'run', cards: [...p.cards] }, ['7H', '3S']);
    expect(has(g, { type: 'free', seat: 0, card: '7H', meld: 0, index: 2, to: 1 })).toBe(true);
  },
  'The 2♣ stands for a 7': (p) => {
    const g = freeTable({ kind: 'set', cards: [...p.cards] }, ['7D', '3S']);
    expect(has(g, { type: 'free', seat: 0, card: '7D', meld: 0, index: 2, to: 1 })).toBe(true);
  },
  'Not a run: the ace is high only': (p) => expect(tableOk('run', p.cards)).toBe(false),
  'One set of 3…': (p) => expect(tableOk('set', p.cards)).toBe(true),
  '…and another: round 1 laid': (p) => {
    const g = table(['8S', '8H', '8D', ...p.cards, '3H'], { stage: 'meld' });
    const next = play(g, {
      type: 'meld',
      seat: 0,
      melds: [
        { kind: 'set', cards: ['8S', '8H', '8D'] },
        { kind: 'set', cards: [...p.cards] },
      ],
    });
    expect(next.down[0]).toBe(true);
  },
  'Push it: it goes left, with a stock card': (p) => {
    const g = table(['3S', '4S'], { discard: [...p.cards] });
    const next = play(g, { type: 'push', seat: 0 });
    expect(next.hands[1]).toContain(codeCard(p.cards[0]));
    expect(next.hands[1]?.length).toBe(5);
  },
  'The 7♥ freed the joker…': (p) => expect(tableOk('run', p.cards)).toBe(true),
  '…which went onto the 9s': (p) => expect(tableOk('set', p.cards)).toBe(true),
  'Left in hand: 10+5+15+15+20 = 65': (p) =>
    expect(p.cards.reduce((t, c) => t + cardValue(codeCard(c) ?? 0), 0)).toBe(65),
};

describe('C3-C14: every card picture says what the engine does', () => {
  const pictures = howToPlay(DEFAULT_RULES).flatMap((s) => s.pictures ?? []);
  test.each(pictures.map((p) => [p.caption, p] as const))('%s', (caption, p) => {
    const check = PICTURE_CHECKS[caption];
    expect(check, 'every picture has its check').toBeDefined();
    check?.(p);
  });
});

describe('the rules reference: every rule id, its rulings true of the engine', () => {
  test('C1-C16, each once and in order', () => {
    const ids = RULE_SECTIONS.flatMap((s) => s.rules.map((r) => r.id));
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => `C${i + 1}`));
  });

  test('C3, C4, C5: ace high only; a 2 in its own spot is real; a set of 2s; K named is refused', () => {
    expect(tableOk('run', ['AH', '2H', '3H'])).toBe(false);
    expect(tableOk('run', ['KH', 'AH', '2H'])).toBe(false);
    expect(tableOk('run', ['QH', 'KH', 'AH'])).toBe(true);
    // The natural 2♥ is never freed; the 2♠ in the 2♥ spot is.
    expect(
      legalActions(freeTable({ kind: 'run', cards: ['2H', '3H', '4H'] }, ['2H', '3S'])).some(
        (a) => a.type === 'free',
      ),
    ).toBe(false);
    const g = freeTable({ kind: 'run', cards: ['2S', '3H', '4H'] }, ['2H', '3S']);
    expect(has(g, { type: 'free', seat: 0, card: '2H', meld: 0, index: 0, to: 1 })).toBe(true);
    expect(tableOk('set', ['JK', '2S', '2D'])).toBe(true);
    const mine = table(['JK', '2S', '2D', '3H'], { stage: 'meld' });
    const k = { kind: 'set' as const, cards: ['JK', '2S', '2D'], rank: 'K' };
    expect(refused(mine, { type: 'meld', seat: 0, melds: [k, k] })).toMatch(/natural card/);
  });

  test('C12, C14: 8♥ 8♠ and a taken 8♦: lay off one, not both; meld all three and go out; 65 points', () => {
    const t = play(
      setup({
        hands: [
          ['8H', '8S'],
          ['3C', '8D', 'KS'],
          ['4C', '9D', 'QS'],
          ['5C', 'TD', 'JS'],
        ],
        discard: ['8D'],
        table: [{ owner: 0, kind: 'set', cards: ['8C', '8C', 'JK'] }],
        turn: 0,
      }),
      { type: 'take', seat: 0 },
    );
    const after = play(t, { type: 'layoff', seat: 0, card: '8H', meld: 0 });
    expect(refused(after, { type: 'layoff', seat: 0, card: '8S', meld: 0 })).toMatch(/took/);
    const out = play(t, {
      type: 'meld',
      seat: 0,
      melds: [{ kind: 'set', cards: ['8H', '8S', '8D'] }],
    });
    expect(out.phase).toBe('round-over');
    expect(
      ['KS', '9D', 'AH', '2C', 'JK'].reduce((s, c) => s + cardValue(codeCard(c) ?? 0), 0),
    ).toBe(65);
  });

  const R = (i: number) => RULINGS[i]?.text ?? '';
  test('ruling: a freed wild goes into a different meld, never into a hand', () => {
    expect(R(0)).toContain('different meld');
    const g = freeTable({ kind: 'run', cards: ['5H', '6H', 'JK', '8H'] }, ['7H', '3S']);
    expect(refused(g, { type: 'free', seat: 0, card: '7H', meld: 0, index: 2, to: 0 })).toMatch(
      /another meld/,
    );
    const done = play(g, { type: 'free', seat: 0, card: '7H', meld: 0, index: 2, to: 1 });
    expect(done.hands[0]).not.toContain(codeCard('JK'));
    expect(done.table[1]?.cards).toContain(codeCard('JK'));
  });

  test('ruling: a set takes a lay-off at its end; a wild fitting both ends of a run needs its end', () => {
    expect(R(1)).toContain('you choose the end');
    const g = freeTable({ kind: 'run', cards: ['5H', '6H', '7H'] }, ['JK', '3S', 'QS']);
    expect(has(g, { type: 'layoff', seat: 0, card: 'JK', meld: 0, end: 'low' })).toBe(true);
    expect(has(g, { type: 'layoff', seat: 0, card: 'JK', meld: 0, end: 'high' })).toBe(true);
    expect(refused(g, { type: 'layoff', seat: 0, card: 'JK', meld: 0 })).toMatch(/which end/);
    const s = play(g, { type: 'layoff', seat: 0, card: 'QS', meld: 1 });
    expect(s.table[1]?.cards.at(-1)).toBe(codeCard('QS'));
  });

  test('ruling: a run whose only real card is a bottom 2 is of its suit, from the 2', () => {
    expect(R(2)).toContain('2♥ Joker Joker');
    expect(tableOk('run', ['2H', 'JK', 'JK'])).toBe(true);
    expect(tableOk('run', ['JK', '2H', '2S'])).toBe(false);
    const g = freeTable({ kind: 'run', cards: ['2H', 'JK', 'JK'] }, ['5H', '3S']);
    expect(has(g, { type: 'layoff', seat: 0, card: '5H', meld: 0, end: 'high' })).toBe(true);
  });

  test('ruling: laying the whole contract with every card held goes out, no discard', () => {
    expect(R(3)).toContain('goes out at once');
    const g = table(['8H', '8S', '5C', '5D', 'JK'], { discard: ['8D'] });
    const t = play(g, { type: 'take', seat: 0 });
    const out = play(t, {
      type: 'meld',
      seat: 0,
      melds: [
        { kind: 'set', cards: ['8S', '8H', '8D'] },
        { kind: 'set', cards: ['5D', '5C', 'JK'] },
      ],
    });
    expect(t.down[0]).toBe(false);
    expect(out.phase).toBe('round-over');
    expect(out.roundScores?.[0]).toBe(0);
  });

  test('rulings: pushed cards are the receiver’s to discard; the pusher may discard any card', () => {
    const g = table(['3S', '4S', 'KD'], { discard: ['7H'], stock: ['9C', 'TC'] });
    const pushed = play(g, { type: 'push', seat: 0 });
    for (const c of ['3S', '4S', 'KD', 'TC'])
      expect(has(pushed, { type: 'discard', seat: 0, card: c })).toBe(true);
    const next = play(pushed, { type: 'discard', seat: 0, card: 'KD' }, { type: 'take', seat: 1 });
    expect(has(next, { type: 'discard', seat: 1, card: '7H' })).toBe(true);
    expect(has(next, { type: 'discard', seat: 1, card: '9C' })).toBe(true);
    expect(R(4) + R(5)).toMatch(/pushed to you.*After a push/s);
  });

  test('ruling: house rules hold 1 to 20 contracts of 1 to 4 melds of 3 to 13 cards', () => {
    const c = (k: number, melds = 1, length = 3) =>
      Array.from({ length: k }, () =>
        Array.from({ length: melds }, () => ({ kind: 'set', length })),
      );
    expect(resolveRules({ contracts: c(20) }).ok).toBe(true);
    expect(resolveRules({ contracts: c(21) }).ok).toBe(false);
    expect(resolveRules({ contracts: c(1, 4) }).ok).toBe(true);
    expect(resolveRules({ contracts: c(1, 5) }).ok).toBe(false);
    expect(resolveRules({ contracts: c(1, 1, 13) }).ok).toBe(true);
    expect(resolveRules({ contracts: c(1, 1, 14) }).ok).toBe(false);
    expect(resolveRules({ contracts: c(1, 1, 2) }).ok).toBe(false);
    const three = resolveRules({ contracts: c(3) });
    expect(three.ok && three.value.rounds).toBe(3);
    expect(resolveRules({ contracts: c(3), rounds: 4 }).ok).toBe(false);
    expect(R(6)).toMatch(/1 to 20 contracts of 1 to 4 melds.*3 to 13 cards/);
  });
});

describe('the page', () => {
  test('the rules in play first, card pictures drawn with the kit’s faces, rule ids only in the reference', () => {
    const { container } = render(<Guide rules={DEFAULT_RULES} playing={true} />);
    const first = screen.getByRole('region', { name: 'Rules in effect' });
    expect(first).toHaveTextContent('Jokers and 2s are wild.');
    expect(
      screen.getByRole('img', {
        name: /five of hearts, six of hearts, .*joker.*, eight of hearts/i,
      }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('.cpicture .card-face').length).toBeGreaterThan(25);
    const ref = screen.getByRole('region', { name: 'Rules reference' });
    for (let k = 1; k <= 16; k++) expect(within(ref).getByText(`C${k}`)).toBeInTheDocument();
    expect(within(ref).getByRole('heading', { name: 'Rulings' })).toBeInTheDocument();
    const rest = [...container.querySelectorAll('.crules > :not(.crulebook)')];
    expect(rest.length).toBeGreaterThan(5);
    for (const el of rest) expect(el.textContent).not.toMatch(RULE_ID);
    expect(container.querySelector('.crules > :last-child')).toBe(ref);
  });

  test('the next match’s rules, as set up, when not playing', () => {
    render(<Guide rules={OTHER} playing={false} />);
    expect(screen.getByRole('region', { name: 'Rules of your next match' })).toHaveTextContent(
      'No push',
    );
  });
});
