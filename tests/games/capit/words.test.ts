/** Cap-It's log words (words.ts): what each action says, and to whom a pushed card is named. */
import { describe, expect, test } from 'vitest';
import { type Action, contractProgress, standsFor } from '../../../src/games/capit/engine';
import { contractWords, dealt, meldName, describe as say } from '../../../src/games/capit/words';
import { plain } from '../../../src/lib/tokens';
import { play, randomMatch, setup, table } from './helpers';

const names = ['Ana', 'Bo', 'Cy', 'Di'];
const as = (you: number | null) => ({ names, you });

describe('Cap-It log words', () => {
  test('C11: a push names the stock card only to the seat it went to', () => {
    const g = setup({
      hands: [
        ['3C', '8D', 'KS'],
        ['4C', '9D', 'QS'],
        ['5C', 'TD', 'JS'],
        ['6C', '7D', '4S'],
      ],
      discard: ['7H'],
      stock: ['9S', '5D', '6S'],
      turn: 0,
    });
    const push = { type: 'push', seat: 0 } as const;
    expect(plain(say(g, push, as(1)))).toBe(
      'Ana pushes 7♥ and 9♠ to you, and draws from the stock.',
    );
    expect(plain(say(g, push, as(2)))).toBe(
      'Ana pushes 7♥ and a card from the stock to Bo, and draws from the stock.',
    );
    expect(plain(say(g, push, as(0)))).toBe(
      'You push 7♥ and a card from the stock to Bo, and draw from the stock.',
    );
    expect(plain(say(g, push, as(null)))).not.toContain('9♠');
  });

  test('C7, C12: the contract laid, and going out by a discard', () => {
    const g = table(['7S', '7H', 'JK', '9C', '9D', '9S', '4H'], { stage: 'meld' });
    const lay: Action = {
      type: 'meld',
      seat: 0,
      melds: [
        { kind: 'set', cards: ['7S', '7H', 'JK'] },
        { kind: 'set', cards: ['9C', '9D', '9S'] },
      ],
    };
    expect(plain(say(g, lay, as(null)))).toBe('Ana lays the contract: 7♠ 7♥ Joker and 9♣ 9♦ 9♠.');
    const down = play(g, lay);
    expect(plain(say(down, { type: 'discard', seat: 0, card: '4H' }, as(0)))).toBe(
      'You discard 4♥ and go out.',
    );
  });

  test('C8: a lay-off and a free name the meld by its owner and kind', () => {
    const g = table(['7H', '9H', '4C', '5C'], {
      stage: 'meld',
      down: [true, true, false, false],
      table: [
        { owner: 1, kind: 'run', cards: ['5H', '6H', 'JK', '8H'] },
        { owner: 0, kind: 'set', cards: ['9C', '9D', '9S'] },
      ],
    });
    expect(
      plain(say(g, { type: 'layoff', seat: 0, card: '9H', meld: 0, end: 'high' }, as(0))),
    ).toBe("You lay 9♥ off on Bo's run of hearts.");
    expect(
      plain(say(g, { type: 'free', seat: 0, card: '7H', meld: 0, index: 2, to: 1 }, as(1))),
    ).toBe("Ana frees Joker from your run of hearts with 7♥ and puts it on Ana's set of 9s.");
  });

  test('C6: contracts and melds in words; a deal says the contract', () => {
    expect(
      contractWords([
        { kind: 'set', length: 3 },
        { kind: 'set', length: 3 },
      ]),
    ).toBe('two sets of 3');
    expect(
      contractWords([
        { kind: 'run', length: 3 },
        { kind: 'run', length: 7 },
      ]),
    ).toBe('a run of 3 and a run of 7');
    expect(meldName({ kind: 'set', cards: ['JK', '2S', 'KH'] }, true)).toBe('a set of kings');
    expect(meldName({ kind: 'run', cards: ['2S', '3H', '4H'] }, true)).toBe('a run of hearts');
    const g = randomMatch(4, 3, {}, 0).game;
    expect(plain(dealt(g, as(null)))).toMatch(
      /^Round 1: two sets of 3\. \w+ deals and turns up .+; \w+ starts\.$/,
    );
  });

  test('C4, C5: what each wild of a meld stands for', () => {
    expect(standsFor('run', ['5H', '6H', 'JK', '8H'], true)).toEqual([null, null, '7H', null]);
    expect(standsFor('run', ['2H', '3H', '4H'], true)).toEqual([null, null, null]);
    expect(standsFor('set', ['7S', '7H', '2C'], true)).toEqual([null, null, '7']);
    expect(standsFor('set', ['2S', '2H', '2C'], true)).toEqual([null, null, null]);
  });

  test('C6: progress toward the contract, from the meld finder', () => {
    const two = [
      { kind: 'set', length: 3 },
      { kind: 'set', length: 3 },
    ] as const;
    expect(contractProgress(['7S', '7H', '7D', '9C', '9D', 'KH'], two, true)).toEqual({
      have: [0],
      toward: [{ need: 1, cards: 2 }],
    });
    expect(contractProgress(['7S', '7H', 'JK', '9C', '9D', '2S'], two, true).have).toEqual([0, 1]);
    const runs = [
      { kind: 'run', length: 4 },
      { kind: 'run', length: 4 },
    ] as const;
    expect(contractProgress(['3H', '4H', '5H', 'KS', 'QC'], runs, true)).toEqual({
      have: [],
      toward: [
        { need: 0, cards: 3 },
        { need: 1, cards: 0 },
      ],
    });
  });
});
