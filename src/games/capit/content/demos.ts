/**
 * Cap-It's demos (`Demo` in src/games/scripted.ts): each a table laid out by the engine's
 * `fromSetup` and a few scripted actions with a caption, watched from seat 0 (Dee). The
 * actions are written as the engine lists them; tests/games/capit/contentDemos.test.ts plays
 * each through the engine and checks every claim its captions make.
 */
import type { Demo } from '../../module';
import type { Action, Game } from '../engine';
import { discard, free, hand, laid, layoff, meld, push, run, set, take } from './layout';
import { card as c, cards, line } from './say';

type CDemo = Demo<Game, Action>;
/** The story's seats: Dee is seat 0, the view the demos are watched from. */
export const DEMO_NAMES = ['Dee', 'Ana', 'Ben', 'Cleo'] as const;

/** C11: the push, and what it may hand the player on the left. */
const PUSH: CDemo = {
  id: 'push',
  title: 'The push',
  shows: 'Decline the discard and it goes left, with a stock card, to the next player.',
  open: true,
  names: DEMO_NAMES,
  start: () =>
    laid({
      hands: [
        hand('4C 4D 9S JH KC QD 6S 3H 8C TD'),
        hand('7S 7D 5H 5C AS 3C 9H JC QS KH'),
        hand('2D 3S 4H 6D 8H 9C TC JS QH AD'),
        hand('3D 5S 6C 8S 9D TH JD QC KS AH'),
      ],
      discard: ['7H'],
      stock: ['KD', '5D'],
      turn: 0,
    }),
  intro: line(
    'Round 1: two sets of 3. Dee is to draw; the discard pile shows ',
    c('7H'),
    ', and Dee holds no 7. Instead of taking it, Dee may push it.',
  ),
  steps: [
    {
      action: push(0),
      say: line(
        'Dee pushes: the ',
        c('7H'),
        ' and the top card of the stock, ',
        c('KD'),
        ', go into Ana’s hand, and she must take them. Dee draws the next stock card, ',
        c('5D'),
        '. Everyone saw the ',
        c('7H'),
        ' go to Ana; only Ana saw the ',
        c('KD'),
        '.',
      ),
    },
    {
      action: discard(0, 'KC'),
      say: line(
        'Dee discards the ',
        c('KC'),
        '. Ana holds two cards more: 15 points against her if she still holds them when the round ends.',
      ),
    },
    {
      action: take(1),
      say: line(
        'Ana takes the ',
        c('KC'),
        ': with the ',
        c('7H'),
        ' and the ',
        c('KD'),
        ' Dee pushed her, she has two sets of 3, her contract.',
      ),
    },
    {
      action: meld(1, set('7S 7H 7D'), set('KH KD KC')),
      say: line(
        'Ana lays her contract: ',
        cards(['7S', '7H', '7D']),
        ' and ',
        cards(['KH', 'KD', 'KC']),
        '. A push may hand the player on your left the very cards they need.',
      ),
    },
    {
      action: discard(1, 'QS'),
      say: line('Ana discards the ', c('QS'), ' and holds 6 cards; Dee still holds 10.'),
    },
  ],
};

/** C8: freeing a wild, onto a meld on the table and into a new meld; a natural 2 stays. */
const FREE: CDemo = {
  id: 'free-a-wild',
  title: 'Freeing a wild',
  shows: 'Swap a natural card for a wild on the table, and use the wild at once.',
  names: DEMO_NAMES,
  start: () =>
    laid({
      hands: [
        hand('7H 8S 4S 4D TC 3D'),
        hand('AS AD 5C 9H'),
        hand('3C 6D QH JS'),
        hand('5S 6C 8D JD'),
      ],
      discard: ['QC'],
      table: [
        { owner: 1, kind: 'set', cards: hand('QS QD QH') },
        { owner: 1, kind: 'run', cards: hand('5H 6H JK 8H') },
        { owner: 0, kind: 'set', cards: hand('9C 9D 9S') },
        { owner: 0, kind: 'set', cards: hand('KC KD KS') },
        { owner: 2, kind: 'set', cards: hand('8C 8D 2S') },
        { owner: 2, kind: 'set', cards: hand('TH TD TS') },
        { owner: 3, kind: 'run', cards: hand('2H 3H 4H') },
        { owner: 3, kind: 'set', cards: hand('JC JH JD') },
      ],
      turn: 0,
      stage: 'meld',
    }),
  intro: line(
    'Dee has drawn, and her contract is down, so she may free wilds. In Ana’s run ',
    cards(['5H', '6H', 'JK', '8H']),
    ' the Joker stands for the ',
    c('7H'),
    ', and Dee holds the ',
    c('7H'),
    '. Cleo’s ',
    cards(['2H', '3H', '4H']),
    ' is all natural: that ',
    c('2H'),
    ' stands as itself and can never be freed.',
  ),
  steps: [
    {
      action: free(0, '7H', 1, 2, 2),
      say: line(
        'Dee puts her ',
        c('7H'),
        ' in the Joker’s place and, in the same move, the Joker on her own ',
        cards(['9C', '9D', '9S']),
        ': Ana’s run is all natural now, and Dee’s set has 4 cards.',
      ),
    },
    {
      action: free(0, '8S', 4, 2, set('2S 4S 4D')),
      say: line(
        'In a set any natural card of its rank frees a wild: Dee’s ',
        c('8S'),
        ' frees the ',
        c('2S'),
        ' from Ben’s ',
        cards(['8C', '8D', '2S']),
        ', and she lays the ',
        c('2S'),
        ' at once in a new set with her ',
        cards(['4S', '4D']),
        '.',
      ),
    },
    {
      action: discard(0, 'TC'),
      say: line(
        'Dee discards the ',
        c('TC'),
        ' and holds one card. A freed wild goes into a meld in the same move: it never joins a hand.',
      ),
    },
  ],
};

/** C12: going out by laying off, in the one order the taken card allows. */
const OUT: CDemo = {
  id: 'out-by-layoff',
  title: 'Going out by a lay-off',
  shows: 'Lay off your last cards and you go out without a discard.',
  names: DEMO_NAMES,
  start: () =>
    laid({
      round: 2,
      hands: [hand('QH'), hand('AS AD 5C 9H 3S'), hand('3C 6D QS JS 2D'), hand('5S 6C 8D JD KH')],
      discard: ['9D'],
      table: [
        { owner: 0, kind: 'set', cards: hand('9C 9D 9S') },
        { owner: 0, kind: 'run', cards: hand('8H 9H TH JH') },
      ],
      turn: 0,
    }),
  intro: line(
    'Round 2: a set of 3 and a run of 4. Dee’s contract is down and she holds one card, the ',
    c('QH'),
    '. The discard pile shows ',
    c('9D'),
    '.',
  ),
  steps: [
    {
      action: take(0),
      say: line(
        'Dee takes the ',
        c('9D'),
        '. She may not discard a card she took this turn, so to go out now she must lay off both cards.',
      ),
    },
    {
      action: layoff(0, '9D', 0),
      say: line(
        'The ',
        c('9D'),
        ' goes first, on her ',
        cards(['9C', '9D', '9S']),
        '. The ',
        c('QH'),
        ' first would have left her holding only the ',
        c('9D'),
        ', which she could not discard: the table refuses that order.',
      ),
    },
    {
      action: layoff(0, 'QH', 1, 'high'),
      say: line(
        'Then the ',
        c('QH'),
        ' on the high end of her run ',
        cards(['8H', '9H', 'TH', 'JH']),
        '. Her hand is empty: she goes out without a discard, and the round ends at once. Dee scores 0; the others score the cards they hold.',
      ),
    },
  ],
};

/** C6, C3, C4: round 5's contract, laid with two wilds, and the match's end (C16). */
const ROUND5: CDemo = {
  id: 'round-5',
  title: 'The contract of round 5',
  shows: 'A run of 3 and a run of 7, with wilds, laid in one go.',
  names: DEMO_NAMES,
  start: () =>
    laid({
      round: 5,
      hands: [
        hand('3S 4S 5S 6H 7H 8H TH JH JK KC'),
        hand('AS AD 5C 9H 3S 7C 8C QD KD 4D'),
        hand('3C 6D QS JS 2D 7D 9S TC 4H 5H'),
        hand('5S 6C 8D JD KH AC AH 3H 9C TS'),
      ],
      discard: ['2C'],
      turn: 0,
      scores: [55, 70, 40, 85],
    }),
  intro: line(
    'Round 5, the last: the contract is a run of 3 and a run of 7. Dee holds ',
    cards(['3S', '4S', '5S']),
    ', ',
    cards(['6H', '7H', '8H', 'TH', 'JH']),
    ' and a Joker. The discard pile shows ',
    c('2C'),
    ', and 2s are wild.',
  ),
  steps: [
    { action: take(0), say: line('Dee takes the ', c('2C'), '.') },
    {
      action: meld(0, run('6H 7H 8H JK TH JH 2C'), run('3S 4S 5S')),
      say: line(
        'She lays the whole contract at once: ',
        cards(['3S', '4S', '5S']),
        ', and ',
        cards(['6H', '7H', '8H', 'JK', 'TH', 'JH', '2C']),
        ', the Joker standing for the ',
        c('9H'),
        ' and the ',
        c('2C'),
        ' for the ',
        c('QH'),
        '. A run is one suit in order; the ace is high only, so Q K A is a run and K A 2 is not.',
      ),
    },
    {
      action: discard(0, 'KC'),
      say: line(
        'Dee discards her last card, the ',
        c('KC'),
        ', and goes out. It was the last round: the lowest total wins the match, and Dee wins it with 55.',
      ),
    },
  ],
};

export const DEMOS: readonly CDemo[] = [PUSH, FREE, OUT, ROUND5];
