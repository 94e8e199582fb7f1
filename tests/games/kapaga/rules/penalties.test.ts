// R12 (2s and the 5 of spades), R12z (zombie 2s), R18 (the 5s).
import { describe, expect, test } from 'vitest';
import {
  act,
  acts,
  DUDLEY,
  expectHands,
  expectIllegal,
  expectLegal,
  hand,
  hasAction,
  LOUIS,
  list,
  plays,
  ROMAINE,
  type Setup,
  SUZIE,
  setup,
  snap,
  sorted,
  withRest,
} from './helpers';

const STOCK = ['3C', '4C', '6C', 'TC', 'JC', 'QC', 'KC', '9C'];

function table(over: Partial<Setup> & { hands: string[][] }): Setup {
  return { discard: ['KS'], stock: STOCK, turn: SUZIE, ...over };
}

describe('R12 the penalty stack', () => {
  test("R12: Suzie's 2 makes Louis draw two; drawing ends his turn with no play", () => {
    let g = setup(
      table({
        hands: [
          ['2S', '4D'],
          ['4H', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2S'] });
    let s = snap(g);
    expect(s.turn).toBe(LOUIS);
    expect(s.stage).toBe('answer');
    expect(s.pending).toBe(2);
    expect(hasAction(g, { type: 'pass', seat: LOUIS })).toBe(false);
    g = expectLegal(g, { type: 'draw', seat: LOUIS });
    s = snap(g);
    expect(sorted(hand(s, LOUIS))).toEqual(sorted(['4H', '6D', '3C', '4C']));
    expect(s.turn).toBe(ROMAINE);
    expect(s.pending).toBe(0);
    expect(s.stage).toBe('play');
    expect(s.top).toBe('2S');
  });

  test('R12: drawing the penalty ends the turn even when a drawn card could be played', () => {
    let g = setup(
      table({
        hands: [
          ['2S', '4D'],
          ['4H', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
        stock: ['3S', '2C', 'JC'],
      }),
    );
    g = acts(g, { type: 'play', seat: SUZIE, cards: ['2S'] }, { type: 'draw', seat: LOUIS });
    expect(snap(g).turn).toBe(ROMAINE);
  });

  test('R12: on a live 2 the only plays are 2s (Louis holds 2C 2S 8D JK 7H 5S 3H)', () => {
    let g = setup(
      table({
        discard: ['KH'],
        hands: [
          ['2H', '4D'],
          ['2C', '2S', '8D', 'JK', '7H', '5S', '3H'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2H'] });
    expect(plays(g, LOUIS)).toEqual(list('2C', '2S', '2C 2S', '2S 2C'));
    expect(hasAction(g, { type: 'draw', seat: LOUIS })).toBe(true);
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['3H'] });
  });

  test.each([{ card: '8D', call: 'H' }, { card: 'JK' }, { card: '7H' }])(
    'R12: $card does not answer a live 2',
    ({ card, call }) => {
      let g = setup(
        table({
          discard: ['KH'],
          hands: [
            ['2H', '4D'],
            [card, '4S'],
            ['TD', 'JD'],
            ['QD', 'KD'],
          ],
        }),
      );
      g = act(g, { type: 'play', seat: SUZIE, cards: ['2H'] });
      expectIllegal(g, { type: 'play', seat: LOUIS, cards: [card], ...(call ? { call } : {}) });
    },
  );

  test('R12: an answering 2 adds two and passes the whole stack on', () => {
    let g = setup(
      table({
        discard: ['KH'],
        hands: [
          ['2H', '4D'],
          ['2C', '6D'],
          ['2D', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['2H'] },
      { type: 'play', seat: LOUIS, cards: ['2C'] },
    );
    let s = snap(g);
    expect(s.turn).toBe(ROMAINE);
    expect(s.pending).toBe(4);
    expect(s.stage).toBe('answer');
    g = act(g, { type: 'play', seat: ROMAINE, cards: ['2D'] });
    s = snap(g);
    expect(s.turn).toBe(DUDLEY);
    expect(s.pending).toBe(6);
    g = act(g, { type: 'draw', seat: DUDLEY });
    s = snap(g);
    expect(hand(s, DUDLEY).length).toBe(8);
    expect(sorted(hand(s, DUDLEY))).toEqual(sorted(['QD', 'KD', ...STOCK.slice(0, 6)]));
    expect(s.turn).toBe(SUZIE);
    expect(s.pending).toBe(0);
  });

  test('R12: two 2s in one answer add two each', () => {
    let g = setup(
      table({
        discard: ['KH'],
        hands: [
          ['2H', '4D'],
          ['2C', '2S', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['2H'] },
      { type: 'play', seat: LOUIS, cards: ['2C', '2S'] },
    );
    expect(snap(g).pending).toBe(6);
    expect(snap(g).turn).toBe(ROMAINE);
  });

  test('R12: the 5 of spades makes the next player draw five', () => {
    let g = setup(
      table({
        hands: [
          ['5S', '4D'],
          ['4H', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['5S'] });
    expect(snap(g).pending).toBe(5);
    expect(snap(g).stage).toBe('answer');
    g = act(g, { type: 'draw', seat: LOUIS });
    expect(sorted(hand(snap(g), LOUIS))).toEqual(sorted(['4H', '6D', ...STOCK.slice(0, 5)]));
    expect(snap(g).turn).toBe(ROMAINE);
  });

  test('R12: on a live 5 of spades only the 2 of spades answers, and makes seven', () => {
    let g = setup(
      table({
        hands: [
          ['5S', '4D'],
          ['2S', '2H', '5D', '8S', 'JK'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['5S'] });
    expect(plays(g, LOUIS)).toEqual(list('2S', '2S 2H'));
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['2H'] });
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['5D'] });
    g = act(g, { type: 'play', seat: LOUIS, cards: ['2S'] });
    expect(snap(g).pending).toBe(7);
    expect(snap(g).turn).toBe(ROMAINE);
  });

  test('R12: twoOfSpadesOnFive false: nothing answers the 5 of spades', () => {
    let g = setup(
      table({
        rules: { twoOfSpadesOnFive: false },
        hands: [
          ['5S', '4D'],
          ['2S', '2H'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['5S'] });
    expect(plays(g, LOUIS)).toEqual([]);
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['2S'] });
  });

  test('R12: the 5 of spades is never legal on a live 2 (not even on the 2 of spades)', () => {
    let g = setup(
      table({
        hands: [
          ['2S', '4D'],
          ['5S', '2H'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2S'] });
    expect(plays(g, LOUIS)).toEqual(list('2H'));
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['5S'] });
  });

  test('R12: after 5S then 5H in one play, only the 2 of spades answers', () => {
    let g = setup(
      table({
        hands: [
          ['5S', '5H', 'KD'],
          ['2S', '2H', '5D', 'QH'],
          ['TD', 'JD'],
          ['QD', '4D'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['5S', '5H'] });
    const s = snap(g);
    expect(s.top).toBe('5H');
    expect(s.pending).toBe(5);
    expect(plays(g, LOUIS)).toEqual(list('2S', '2S 2H'));
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['2H'] });
  });

  test('R12: after 5S then an answering 2S, any 2 answers', () => {
    let g = setup(
      table({
        hands: [
          ['5S', '4D'],
          ['2S', '6D'],
          ['2H', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['5S'] },
      { type: 'play', seat: LOUIS, cards: ['2S'] },
    );
    expect(plays(g, ROMAINE)).toEqual(list('2H'));
    g = act(g, { type: 'play', seat: ROMAINE, cards: ['2H'] });
    expect(snap(g).pending).toBe(9);
    expect(snap(g).turn).toBe(DUDLEY);
  });

  test('R12: a spent 2 is an ordinary card: follow suit or rank, or an 8 or the Joker', () => {
    let g = setup(
      table({
        discard: ['QH'],
        hands: [
          ['2H', '4D'],
          ['4S', '6D'],
          ['KH', '8D', 'JK', '3S', '7C'],
          ['QD', '6S'],
        ],
      }),
    );
    g = acts(g, { type: 'play', seat: SUZIE, cards: ['2H'] }, { type: 'draw', seat: LOUIS });
    expect(snap(g).stage).toBe('play');
    expect(plays(g, ROMAINE)).toEqual(list('KH', '8D', 'JK'));
  });

  test('R12: a spent 5 of spades is an ordinary card: 5D follows by rank', () => {
    let g = setup(
      table({
        hands: [
          ['5S', '4D'],
          ['4H', '6D'],
          ['5D', 'QS', '4C', 'JK'],
          ['QD', 'KD'],
        ],
        stock: ['3D', '6H', 'TH', 'JH', 'QH'],
      }),
    );
    g = acts(g, { type: 'play', seat: SUZIE, cards: ['5S'] }, { type: 'draw', seat: LOUIS });
    expect(plays(g, ROMAINE)).toEqual(list('5D', 'QS', 'JK'));
  });

  test.each(['classic', { stackTwos: false }])(
    'R12: stackTwos false (%j): a 2 does not answer a live 2',
    (rules) => {
      let g = setup(
        table({
          rules,
          discard: ['KH'],
          hands: [
            ['2H', '4D'],
            ['2C', '3H'],
            ['TD', 'JD'],
            ['QD', 'KD'],
          ],
        }),
      );
      g = act(g, { type: 'play', seat: SUZIE, cards: ['2H'] });
      expect(plays(g, LOUIS)).toEqual([]);
      expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['2C'] });
      expect(hasAction(g, { type: 'draw', seat: LOUIS })).toBe(true);
    },
  );

  test('R12: twos plain: a 2 is an ordinary card', () => {
    let g = setup(
      table({
        rules: { twos: 'plain' },
        discard: ['KH'],
        hands: [
          ['2H', '4D'],
          ['3H', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2H'] });
    expect(snap(g).pending).toBe(0);
    expect(snap(g).stage).toBe('play');
    expect(plays(g, LOUIS)).toEqual(list('3H'));
  });

  test('R12: fiveOfSpades plain: the 5 of spades is an ordinary card', () => {
    let g = setup(
      table({
        rules: { fiveOfSpades: 'plain' },
        hands: [
          ['5S', '4D'],
          ['3S', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['5S'] });
    expect(snap(g).pending).toBe(0);
    expect(snap(g).turn).toBe(LOUIS);
    expect(plays(g, LOUIS)).toEqual(list('3S'));
  });
  test('R12: a fresh play of two 2s makes the next player draw four', () => {
    let g = setup(
      table({
        discard: ['KH'],
        hands: [
          ['2H', '2C', '4D'],
          ['4S', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2H', '2C'] });
    expect(snap(g).pending).toBe(4);
    expect(snap(g).turn).toBe(LOUIS);
  });

  test('R12: an ace with a 2 companion does not answer a live 2', () => {
    let g = setup(
      table({
        discard: ['KH'],
        hands: [
          ['2H', '4D'],
          ['AS', '2S', '6D'],
          ['TD', 'JD'],
          ['QD', 'KD'],
        ],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2H'] });
    expectIllegal(g, { type: 'play', seat: LOUIS, cards: ['AS', '2S'] });
    expect(plays(g, LOUIS)).toEqual(list('2S'));
  });

  test('R12: the penalty falls on the next active player, past an eliminated seat', () => {
    let g = setup(
      table({
        discard: ['KH'],
        hands: [['2H', '4D'], [], ['TD', 'JD'], ['QD', 'KD']],
        eliminated: [false, true, false, false],
        scores: [0, 2500, 0, 0],
      }),
    );
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2H'] });
    expect(snap(g).turn).toBe(ROMAINE);
    expect(snap(g).pending).toBe(2);
  });
});

describe('R12z zombie 2s', () => {
  // The seed's example. Louis holds a Joker and an 8, Romaine no hearts and no 2s.
  const seedTable = (rules?: Setup['rules']) =>
    setup({
      rules,
      hands: [
        ['2H', 'KC', '4D', '2D'],
        ['JK', '8D', '3C'],
        ['QS', '6C'],
        ['2C', 'TD', '7S'],
      ],
      discard: ['7H'],
      stock: ['4S', '9S', '3S', 'JS', 'QD', 'KD', '6S', 'TS'],
      turn: SUZIE,
    });

  function toDudley(rules?: Setup['rules']) {
    let g = act(seedTable(rules), { type: 'play', seat: SUZIE, cards: ['2H'] });
    // Louis cannot use his Joker or his 8: he must draw two
    expect(plays(g, LOUIS)).toEqual([]);
    g = act(g, { type: 'draw', seat: LOUIS });
    expect(sorted(hand(snap(g), LOUIS))).toEqual(sorted(['JK', '8D', '3C', '4S', '9S']));
    // Romaine has no hearts and no 2s: she draws one (3S, not playable) and play moves on
    expect(plays(g, ROMAINE)).toEqual([]);
    g = act(g, { type: 'draw', seat: ROMAINE });
    expect(snap(g).turn).toBe(DUDLEY);
    expect(snap(g).top).toBe('2H');
    return g;
  }

  test("R12z: Suzie's 2H, Louis draws 2, Romaine draws 1, Dudley's 2C makes Suzie draw 4", () => {
    let g = toDudley();
    g = expectLegal(g, { type: 'play', seat: DUDLEY, cards: ['2C'] });
    let s = snap(g);
    expect(s.turn).toBe(SUZIE);
    expect(s.stage).toBe('answer');
    expect(s.pending).toBe(4);
    g = act(g, { type: 'draw', seat: SUZIE });
    s = snap(g);
    expect(sorted(hand(s, SUZIE))).toEqual(sorted(['KC', '4D', '2D', 'JS', 'QD', 'KD', '6S']));
    expect(s.turn).toBe(LOUIS);
  });

  test('R12z: Suzie may instead answer the zombie with another 2, passing six to Louis', () => {
    let g = act(toDudley(), { type: 'play', seat: DUDLEY, cards: ['2C'] });
    expect(plays(g, SUZIE)).toEqual(list('2D'));
    g = act(g, { type: 'play', seat: SUZIE, cards: ['2D'] });
    expect(snap(g).turn).toBe(LOUIS);
    expect(snap(g).pending).toBe(6);
  });

  test.each(['classic', { zombieTwos: false }])(
    "R12z: zombieTwos off (%j): Dudley's 2C is a fresh 2",
    (rules) => {
      const g = act(toDudley(rules), { type: 'play', seat: DUDLEY, cards: ['2C'] });
      expect(snap(g).pending).toBe(2);
      expect(snap(g).stage).toBe('answer');
    },
  );

  test('R12z: the zombie counts the whole stack last drawn (4 drawn, then 2D: 6)', () => {
    let g = setup({
      hands: [
        ['2H', '4D'],
        ['2C', '6D'],
        ['TD', 'JD'],
        ['2D', 'KD'],
      ],
      discard: ['KH'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['2H'] },
      { type: 'play', seat: LOUIS, cards: ['2C'] },
      { type: 'draw', seat: ROMAINE },
      { type: 'play', seat: DUDLEY, cards: ['2D'] },
    );
    expect(snap(g).pending).toBe(6);
    expect(snap(g).turn).toBe(SUZIE);
  });

  test('R12z: two 2s on a spent 2 add two more each (2 + 2 + 2 = 6)', () => {
    let g = setup({
      hands: [
        ['2H', '4D'],
        ['4H', '6D'],
        ['TD', 'JD'],
        ['2C', '2D', 'KD'],
      ],
      discard: ['KH'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['2H'] },
      { type: 'draw', seat: LOUIS },
      { type: 'draw', seat: ROMAINE },
      { type: 'play', seat: DUDLEY, cards: ['2C', '2D'] },
    );
    expect(snap(g).pending).toBe(6);
  });

  test('R12z: the 2 of spades on a spent 5 of spades makes seven', () => {
    let g = setup({
      hands: [
        ['5S', '4D'],
        ['4H', '6D'],
        ['2S', 'JD'],
        ['QD', 'KD'],
      ],
      discard: ['KS'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = acts(g, { type: 'play', seat: SUZIE, cards: ['5S'] }, { type: 'draw', seat: LOUIS });
    g = act(g, { type: 'play', seat: ROMAINE, cards: ['2S'] });
    expect(snap(g).pending).toBe(7);
    expect(snap(g).turn).toBe(DUDLEY);
  });

  test('R12z: a card played on the spent 2 buries it: the next 2 is fresh', () => {
    let g = setup({
      hands: [
        ['2H', '4D'],
        ['4H', '6D'],
        ['8H', 'JD'],
        ['2C', 'KD'],
      ],
      discard: ['KH'],
      stock: STOCK,
      turn: SUZIE,
    });
    g = acts(
      g,
      { type: 'play', seat: SUZIE, cards: ['2H'] },
      { type: 'draw', seat: LOUIS },
      { type: 'play', seat: ROMAINE, cards: ['8H'], call: '2' },
      { type: 'play', seat: DUDLEY, cards: ['2C'] },
    );
    expect(snap(g).pending).toBe(2);
  });

  test.each([
    { top: '2H', card: '2C' },
    { top: '5S', card: '2S' },
  ])('R12z: a $top on top of a Setup is not spent: $card on it is a fresh 2', ({ top, card }) => {
    const g = setup({
      hands: [
        [card, '4D'],
        ['4H', '6D'],
        ['TD', 'JD'],
      ],
      discard: ['QS', top],
      stock: STOCK,
      turn: 0,
    });
    expect(snap(g).pending).toBe(0);
    expect(snap(g).stage).toBe('play');
    expect(snap(act(g, { type: 'play', seat: 0, cards: [card] })).pending).toBe(2);
  });

  test('R12z: a draw cut short by R22 still counts in full: 5S drawn as 2 cards, then 2S makes seven', () => {
    // Stock is just 6D; below the 5S lies only KS: Louis draws 6D, recycles KS (+100), draws it; 3 draws are skipped.
    let g = setup(
      withRest(
        { hands: [['5S', '4D'], ['TD', 'JD'], []], discard: ['KS'], stock: ['6D'], turn: 0 },
        2,
      ),
    );
    g = act(g, { type: 'play', seat: 0, cards: ['5S'] });
    g = act(g, { type: 'draw', seat: 1 });
    let s = snap(g);
    expect(sorted(hand(s, 1))).toEqual(sorted(['TD', 'JD', '6D', 'KS']));
    expect(s.scores[1]).toBe(100);
    expect(s.stock).toEqual([]);
    expect(s.discard).toEqual(['5S']);
    expect(s.turn).toBe(2);
    g = act(g, { type: 'play', seat: 2, cards: ['2S'] });
    s = snap(g);
    expect(s.pending).toBe(7);
    expect(s.turn).toBe(0);
  });
});

describe('R18 the 5s', () => {
  test.each([
    { five: '5H', top: 'QH' },
    { five: '5D', top: '9D' },
  ])('R18: $five is a plain card (on $top)', ({ five, top }) => {
    const g = setup({
      hands: [
        [five, '4D'],
        ['4H', '6D'],
        ['TD', 'JD'],
        ['QD', 'KD'],
      ],
      discard: [top],
      stock: STOCK,
      turn: 0,
    });
    const g2 = act(g, { type: 'play', seat: 0, cards: [five] });
    const s = snap(g2);
    expect(s.turn).toBe(1);
    expect(s.pending).toBe(0);
    expect(s.stage).toBe('play');
    expectHands(g2, [['4D'], ['4H', '6D'], ['TD', 'JD'], ['QD', 'KD']]);
  });

  test('R18: the 5 of spades draws five and the 5 of clubs passes hands right', () => {
    let g = setup({
      hands: [
        ['5S', '5C', '4D'],
        ['4H', '6D'],
        ['TD', 'JD'],
        ['QD', 'KD'],
      ],
      discard: ['KS'],
      stock: STOCK,
      turn: 0,
    });
    g = act(g, { type: 'play', seat: 0, cards: ['5S'] });
    expect(snap(g).pending).toBe(5);
    let g2 = setup({
      hands: [
        ['5C', '4D'],
        ['4H', '6D'],
        ['TD', 'JD'],
        ['QD', 'KD'],
      ],
      discard: ['7C'],
      stock: STOCK,
      turn: 0,
    });
    g2 = act(g2, { type: 'play', seat: 0, cards: ['5C'] });
    expectHands(g2, [['4H', '6D'], ['TD', 'JD'], ['QD', 'KD'], ['4D']]);
  });
});
