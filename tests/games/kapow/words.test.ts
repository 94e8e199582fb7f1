// KAPOW!'s words (src/games/kapow/words.ts): each action as the log says it, K9-K18.
import { describe, expect, test } from 'vitest';
import type { Action, Game } from '../../../src/games/kapow/engine';
import {
  actionsFor,
  DEFAULT_RULES,
  doubling,
  playerView,
  powerResult,
  triadValue,
} from '../../../src/games/kapow/engine';
import { prompt } from '../../../src/games/kapow/prompt';
import { FIELD_TEXT, houseRules, valueLabel } from '../../../src/games/kapow/rulesWords';
import { cardToken, plain, describe as say, spoken } from '../../../src/games/kapow/words';
import type { Narrator } from '../../../src/lib/tokens';
import { at, downs, hand, play, setup } from './helpers';

const ADA = { names: ['Ada', 'Kai'], you: 0 };
const KAI = { names: ['Ada', 'Kai'], you: 1 };
const WATCH = { names: ['Ada', 'Kai'], you: null };
const F = ['~3', '~4', '~5'];
const draw = (seat: number, from: 'stock' | 'discard' = 'stock') =>
  ({ type: 'draw', seat, from }) as const;
const words = (g: Game, a: Action, n: Narrator = ADA) => plain(say(g, a, n));

describe('K2 card words', () => {
  test.each([
    ['7', '7', 'seven'],
    ['0', '0', 'zero'],
    ['12', '12', 'twelve'],
    ['P1', '±1', 'plus-or-minus-one power card'],
    ['P2', '±2', 'plus-or-minus-two power card'],
    ['KW', 'KAPOW!', 'KAPOW! card'],
  ])('%s reads %s, says %s', (code, text, said) => {
    expect(cardToken(code)).toEqual({ kind: 'card', code, text, spoken: said });
  });
});

describe('K9-K10 reveals and draws', () => {
  const g = setup({
    hands: [hand(['9', '8', '~3'], F, F, F), hand(F, ['1', '~11', '2'], F, F)],
    discard: ['5', '7'],
    stock: ['4', '6'],
    turn: 0,
    revealsLeft: 2,
  });

  test('K9: a reveal names the card and its place', () => {
    expect(words(g, { type: 'reveal', seat: 0, at: at(1, 2) })).toBe(
      'You reveal 5 in triad 2, bottom.',
    );
    expect(words(g, { type: 'reveal', seat: 0, at: at(1, 0) }, KAI)).toBe(
      'Ada reveals 3 in triad 2, top.',
    );
  });

  const g2 = setup({ hands: [downs(), downs()], discard: ['5', '7'], stock: ['4'], turn: 1 });
  test('K10: the discard pile is public', () => {
    expect(words(g2, draw(1, 'discard'))).toBe('Kai draws from the discard pile: 7.');
  });

  test('K10: a card drawn from the draw pile is named only to its seat', () => {
    expect(words(g2, draw(1))).toBe('Kai draws from the draw pile.');
    expect(words(g2, draw(1), WATCH)).toBe('Kai draws from the draw pile.');
    expect(words(g2, draw(1), KAI)).toBe('You draw from the draw pile: 4.');
    expect(spoken(say(g2, draw(1), KAI))).toBe('You draw from the draw pile: four.');
  });
});

describe('K11 plays', () => {
  const base = (t0: string[], top: string, seat = 0) =>
    play(
      setup({
        hands: [hand(t0, F, F, F), hand(F, ['1', '~11', '2'], F, F)],
        discard: ['5'],
        stock: [top],
        turn: seat,
      }),
      draw(seat),
    );

  test('discard names the card', () => {
    expect(words(base(F, '4'), { type: 'discard', seat: 0 })).toBe('You discard 4.');
  });

  test('replacing a face-down card names it as it goes face up to the pile', () => {
    const g = base(F, '3', 1);
    expect(words(g, { type: 'replace', seat: 1, at: at(1, 1) })).toBe(
      'Kai replaces a face-down card in triad 2 with 3; the 11 goes to the discard pile.',
    );
  });

  test('replacing a powerset: it goes whole, its base on top', () => {
    expect(words(base(['5-P2', '~1', '~2'], '3'), { type: 'replace', seat: 0, at: at(0, 0) })).toBe(
      'You replace the powerset 5 −2 (3) in triad 1 with 3; it goes to the discard pile, 5 on top.',
    );
  });

  test('power up: the modifier with its sign and the value made', () => {
    const g = base(['5', '~1', '~2'], 'P2');
    expect(words(g, { type: 'power', seat: 0, at: at(0, 0), sign: -1 }, KAI)).toBe(
      'Ada powers up the 5 in triad 1 with ±2 as −2: 3.',
    );
  });

  test('a power card on a lone power card: the base chosen (K11 ruling)', () => {
    const g = base(['P2', '~1', '~2'], 'P1');
    const held = { type: 'power', seat: 0, at: at(0, 0), sign: -1, base: 'held' } as const;
    expect(words(g, held, KAI)).toBe('Ada powers up the ±2 in triad 1 with ±1 as −1: 1.');
    expect(words(g, { ...held, base: 'drawn' }, KAI)).toBe(
      'Ada builds on the ±2 in triad 1: ±1 is the base, the ±2 counts as −2: −1.',
    );
  });
});

describe('K12-K16 swaps, complete triads, going out', () => {
  test('K12: a KAPOW! swap says where it went', () => {
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
    expect(g.stage).toBe('swap');
    expect(words(g, { type: 'swap', seat: 0, a: at(1, 0), b: at(0, 2) }, KAI)).toBe(
      'Ada swaps the KAPOW! card into triad 1, bottom; a face-down card goes to triad 2, top.',
    );
  });

  test('K13: a complete triad goes, its top card named; K15: going out', () => {
    const g = play(
      setup({
        hands: [
          hand(['9', '8', '~3'], ['1', '1', '2'], ['4', '4', '0'], ['.', '.', '.']),
          downs(['6', '8', '12']),
        ],
        discard: ['5'],
        stock: ['7'],
        turn: 0,
      }),
      draw(0),
    );
    expect(words(g, { type: 'replace', seat: 0, at: at(0, 2) }, KAI)).toBe(
      'Ada replaces a face-down card in triad 1 with 7; the 3 goes to the discard pile.' +
        " Ada's triad 1 is complete and goes to the discard pile, its 9 on top." +
        ' Ada has gone out: everyone else gets one final turn.' +
        ' You turn up every face-down card for the final turn.',
    );
    const done = setup({
      hands: [
        hand(['9', '8', '6'], ['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.']),
        downs(['6', '7', '8']),
      ],
      discard: ['5'],
      stock: ['3'],
      turn: 0,
    });
    expect(words(play(done, draw(0)), { type: 'discard', seat: 0 })).toBe(
      'You discard 3. You have gone out: everyone else gets one final turn.' +
        ' Kai turns up every face-down card for the final turn.' +
        [1, 2, 3, 4]
          .map((t) => ` Kai's triad ${t} is complete and goes to the discard pile, its 6 on top.`)
          .join('') +
        ' Round 1 is over.',
    );
  });
});

describe('K14 the turn limit', () => {
  test('the round that reaches it says why it stops', () => {
    const g = play(
      setup({ rules: { turnLimit: 1 }, hands: [downs(), downs()], discard: ['5'], turn: 0 }),
      draw(0),
      { type: 'discard', seat: 0 },
      draw(1),
    );
    expect(
      words(g, { type: 'discard', seat: 1 }, ADA).endsWith(
        ' Everyone has had 1 turn: the round stops here and nobody is doubled. Round 1 is over.',
      ),
    ).toBe(true);
  });
});

describe('view facts (engine/values.ts)', () => {
  test('K17: a triad counts its face-up values, a KAPOW! card its penalty, hidden ones apart', () => {
    expect(
      triadValue(
        [{ up: '5', mods: [{ card: 'P2', sign: -1 }] }, { up: 'KW', mods: [] }, { down: '?' }],
        25,
      ),
    ).toEqual({ known: 28, hidden: 1, kapows: 1 });
  });
  test('K11: the stack a power action makes', () => {
    const p2 = { up: 'P2', mods: [] };
    expect(powerResult(p2, 'P1', 1, 'drawn')).toEqual({
      up: 'P1',
      mods: [{ card: 'P2', sign: 1 }],
    });
    expect(powerResult(p2, 'P1', 1)).toEqual({ up: 'P2', mods: [{ card: 'P1', sign: 1 }] });
    expect(powerResult(p2, '4', -1)).toEqual({ up: '4', mods: [{ card: 'P2', sign: -1 }] });
  });
  test('K18: why the first seat out was or was not doubled', () => {
    const out = (hands: ReturnType<typeof hand>[], top = '12') =>
      play(
        setup({ hands, discard: ['5'], stock: [top, '0'], turn: 0 }),
        draw(0),
        { type: 'replace', seat: 0, at: at(0, 0) },
        draw(1),
        { type: 'discard', seat: 1 },
      );
    const gone = ['.', '.', '.'];
    const one = (t: string[]) => hand(t, gone, gone, gone);
    const g = out([one(['~3', '6', '0']), one(['5', '0', '0'])]);
    expect(g.phase).toBe('round-over');
    expect(g.roundScores).toEqual([36, 5]);
    expect(doubling(playerView(g, 0))).toBe('doubled');
    expect(
      doubling(
        playerView(out([one(['~3', '0-P2', '0-P1']), one(['0-P2', '0-P2', '1-P1'])], '0'), 1),
      ),
    ).toBe('not-above-zero');
    expect(
      doubling(playerView(out([one(['~3', '0', '0-P2']), one(['5', '0', '0'])], '0'), 1)),
    ).toBe('lowest');
  });
});

describe('the prompt and the rules config in words', () => {
  test('K9-K12: what the seat to act owes, from its legal actions', () => {
    const first = setup({
      hands: [downs(), downs()],
      discard: ['5', '7'],
      turn: 0,
      revealsLeft: 2,
    });
    const say = (g: Game, n = ADA) => plain(prompt(playerView(g, 0), actionsFor(g, 0), n));
    expect(say(first)).toBe('Reveal 2 cards: choose face-down cards of your own.');
    const drawing = setup({
      hands: [downs(), downs()],
      discard: ['5', '7'],
      stock: ['4'],
      turn: 0,
    });
    expect(say(drawing)).toBe('Draw from the pile or take the 7.');
    expect(say(play(drawing, draw(0)))).toBe(
      'Play the 4: discard it, or choose a card to replace.',
    );
    expect(say(play(drawing, draw(0, 'discard')))).toBe('Play the 7: choose a card to replace.');
    expect(say({ ...drawing, turn: 1 })).toBe('Kai is drawing.');
  });

  test('K9, K11, K14, K17-K19: labels and values', () => {
    expect(valueLabel('rounds', 10)).toBe('10 rounds');
    expect(valueLabel('firstTurnReveals', 0)).toBe('none');
    expect(valueLabel('kapowPenalty', 25)).toBe('25 points');
    expect(valueLabel('goingOutPenalty', 'double')).toBe('the round score is doubled');
    expect(valueLabel('discardTakenCard', false)).toBe('no');
    expect(Object.keys(FIELD_TEXT).sort()).toEqual(Object.keys(DEFAULT_RULES).sort());
    expect(valueLabel('turnLimit', 50)).toBe('50 turns each');
    expect(houseRules(DEFAULT_RULES)).toHaveLength(6);
    expect(houseRules({ ...DEFAULT_RULES, turnLimit: 1 })).toContain(
      'A round stops after 1 turn of every player, and nobody is doubled then.',
    );
  });
});
