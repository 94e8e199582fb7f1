/**
 * La Krap's demos (`Demo` in src/games/module.ts): each a table laid out by `fromSetup` and
 * a few scripted actions with a caption, watched from seat 0 ("You"). The captions say
 * what the engine does; tests/games/lakrap/contentDemos.test.ts plays each demo through the
 * engine and checks every claim against the table.
 */
import type { Demo } from '../../module';
import type { Action, Game } from '../engine';
import { exchange, expose, laid, marry, names, play } from './layout';
import { SHEET_TURNED, TWO_ON_JOKER } from './moreDemos';
import { card as c, line } from './say';

type LDemo = Demo<Game, Action>;

/** L10, the book's own example: hA hK hK s7 hA, hearts trumps: the spade seven takes it. */
const TWINS: LDemo = {
  id: 'twins',
  title: 'Twins cancel each other',
  shows: 'A card identical to one already in the trick cancels it: both leave.',
  names: names(5),
  open: true,
  start: () =>
    laid({
      hands: ['AH 8C', 'KH 9C', 'KH 7D', '7S 8D', 'AH 9D'],
      indicators: ['QH'],
      dealer: 4,
      stage: 'lead',
    }),
  intro: line('Hearts are trumps (a ', c('QH'), ' was turned). You lead.'),
  steps: [
    { action: play(0, 'AH'), say: line('You lead the ', c('AH'), ': the highest heart.') },
    { action: play(1, 'KH'), say: line('Ann follows with the ', c('KH'), '.') },
    {
      action: play(2, 'KH'),
      say: line(
        'Ben plays the other ',
        c('KH'),
        ': twins cancel each other, and both kings leave the trick.',
      ),
    },
    {
      action: play(3, '7S'),
      say: line('Cat has no heart and throws the ', c('7S'), '.'),
    },
    {
      action: play(4, 'AH'),
      say: line(
        'Dan plays the other ',
        c('AH'),
        ': it cancels your ace. Only the ',
        c('7S'),
        ' is left, so spades are led, and the spade seven takes the trick.',
      ),
    },
  ],
};

/** L11: a 2 cancels the last live card before it when that card is of its suit. */
const TWO: LDemo = {
  id: 'the-two',
  title: 'A 2 cancels the card before it',
  shows: 'A 2 cancels the card just before it in its own suit; both leave the trick.',
  names: names(4),
  open: true,
  start: () =>
    laid({
      hands: ['KH 7C', 'AH 8C', '2H 9S', '7H TS'],
      indicators: ['AD'],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line('Diamonds are trumps. You lead.'),
  steps: [
    { action: play(0, 'KH'), say: line('You lead the ', c('KH'), '.') },
    { action: play(1, 'AH'), say: line('Ann plays the ', c('AH'), ': the highest card so far.') },
    {
      action: play(2, '2H'),
      say: line(
        'Ben plays the ',
        c('2H'),
        ': the card just before it is a heart, so the 2 cancels Ann’s ace and both leave the trick.',
      ),
    },
    {
      action: play(3, '7H'),
      say: line(
        'Cat follows with the ',
        c('7H'),
        '. Your king is the highest heart left: you take it.',
      ),
    },
  ],
};

/** L9, L12: the sheet may be played at any time and cancels every live card but the last. */
const SHEET: LDemo = {
  id: 'the-sheet',
  title: 'The sheet cancels all but one',
  shows: 'The blank card cancels every card in the trick except the one just before it.',
  names: names(4),
  open: true,
  start: () =>
    laid({
      hands: ['AH 8D', '9H 8S', 'KH 7D', 'BL 7H'],
      indicators: ['AC'],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line('Clubs are trumps. Cat holds the sheet, the blank card.'),
  steps: [
    { action: play(0, 'AH'), say: line('You lead the ', c('AH'), '.') },
    { action: play(1, '9H'), say: line('Ann follows with the ', c('9H'), '.') },
    { action: play(2, 'KH'), say: line('Ben plays the ', c('KH'), '.') },
    {
      action: play(3, 'BL'),
      say: line(
        'Cat could follow with the ',
        c('7H'),
        ', but the sheet may be played at any time. It cancels every card in the trick except the last one before it, Ben’s king, and leaves too: Ben takes the trick.',
      ),
    },
  ],
};

/** L9, L10, L13: a trick with no card left goes to the seat that led it. */
const DEAD: LDemo = {
  id: 'dead-trick',
  title: 'A dead trick',
  shows: 'When every card is cancelled, the trick goes to the one who led it.',
  names: names(4),
  open: true,
  start: () =>
    laid({
      hands: ['KH 8D', 'KH 7D', 'QS 9D', 'QS TD'],
      indicators: ['AC'],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line('Clubs are trumps. You lead.'),
  steps: [
    { action: play(0, 'KH'), say: line('You lead the ', c('KH'), '.') },
    {
      action: play(1, 'KH'),
      say: line(
        'Ann must follow hearts: her ',
        c('KH'),
        ' is the twin of yours, and both leave. No card is left, so no suit is led now.',
      ),
    },
    {
      action: play(2, 'QS'),
      say: line('Ben may play any card: his ', c('QS'), ' makes spades the suit led.'),
    },
    {
      action: play(3, 'QS'),
      say: line(
        'Cat follows with the other ',
        c('QS'),
        ': twins again. No card is left: the trick is dead and goes to you, who led it. It counts as one of your tricks.',
      ),
    },
    { action: play(0, '8D'), say: line('You took it, so you lead the next trick.') },
  ],
};

/** L14, L15: the winner of a trick shows a K and Q; the next lead must be one of them. */
const MARRIAGE: LDemo = {
  id: 'marriage',
  title: 'A marriage and its lead',
  shows: 'Win a trick, show a king and queen of one suit for 5 points, then lead one of them.',
  names: names(4),
  open: true,
  start: () =>
    laid({
      hands: ['AS KH QH', '7S 8D 9D', '8S 7D TD', '9S 8H JD'],
      faceUp: ['AS', '7S', '8S', '9S'],
      indicators: ['AC'],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line(
    'Every face-up card is black: everyone is in one team, which means no teams. Each plays alone. Clubs are trumps.',
  ),
  steps: [
    { action: play(0, 'AS'), say: line('You lead the ', c('AS'), '.') },
    { action: play(1, '7S'), say: line('Ann follows with the ', c('7S'), '.') },
    { action: play(2, '8S'), say: line('Ben follows with the ', c('8S'), '.') },
    { action: play(3, '9S'), say: line('Cat follows with the ', c('9S'), ': your ace takes it.') },
    {
      action: marry(0, 'H'),
      say: line(
        'You won a trick, so before you lead you may show a marriage: your ',
        c('KH'),
        ' and ',
        c('QH'),
        ' score 5 points. They stay in your hand, and you must lead one of them now.',
      ),
    },
    { action: play(0, 'QH'), say: line('You lead the ', c('QH'), '.') },
    { action: play(1, '8D'), say: line('Ann has no heart: she plays the ', c('8D'), '.') },
    { action: play(2, '7D'), say: line('Ben plays the ', c('7D'), '.') },
    { action: play(3, '8H'), say: line('Cat follows with the ', c('8H'), ': your queen wins.') },
    { action: play(0, 'KH'), say: line('You lead the ', c('KH'), '.') },
    { action: play(1, '9D'), say: line('Ann plays the ', c('9D'), '.') },
    { action: play(2, 'TD'), say: line('Ben plays the ', c('TD'), '.') },
    {
      action: play(3, 'JD'),
      say: line(
        'Cat plays the ',
        c('JD'),
        '. You took all 3 tricks: 3 × 3 = 9, plus 5 for the marriage, is 14, times your 3 opponents: 42 points.',
      ),
    },
  ],
};

/** L5, L6, L10, L15: a red joker turned (×4), then an 8: a null game, the jokers spades. */
const NULL_ROUND: LDemo = {
  id: 'null-round',
  title: 'A null round, times four',
  shows:
    'A red joker turned multiplies the round by 4; a 9, 8 or 7 turned makes every point negative.',
  names: names(4),
  open: true,
  start: () =>
    laid({
      hands: ['AS 7H', 'JB 9D', '7S KC', 'JB TC'],
      faceUp: ['7H', '9D', 'KC', 'TC'],
      indicators: ['JR', '8S'],
      tricks: [2, 1, 1, 1],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line(
    'The red joker was turned (all scores ×4), then the ',
    c('8S'),
    ': a null game, no trumps, and the black jokers are the highest spades. You and Ann (red face-up cards) play Ben and Cat (black). Five tricks are gone: you took 2, the others 1 each.',
  ),
  steps: [
    { action: play(0, 'AS'), say: line('You lead the ', c('AS'), '.') },
    {
      action: play(1, 'JB'),
      say: line(
        'A black joker counts as a spade here, so Ann must follow with it: the highest spade.',
      ),
    },
    { action: play(2, '7S'), say: line('Ben follows with the ', c('7S'), '.') },
    {
      action: play(3, 'JB'),
      say: line(
        'Cat plays the other black joker: twins, so both jokers leave. Your ace is the highest spade left, and you take the trick.',
      ),
    },
    { action: play(0, '7H'), say: line('You lead the ', c('7H'), ', your last card.') },
    { action: play(1, '9D'), say: line('Ann has no heart: she plays the ', c('9D'), '.') },
    { action: play(2, 'KC'), say: line('Ben plays the ', c('KC'), '.') },
    {
      action: play(3, 'TC'),
      say: line(
        'Cat plays the ',
        c('TC'),
        '. Your 7 wins: 4 tricks for you, 1 for Ann: 16 + 1 = 17, times 2 opponents, times 4: you and Ann score −136 each. Ben and Cat: (1 + 1) × 2 × 4 = −16 each.',
      ),
    },
  ],
};

/** L4, L7, L8: the exchange from the dealer's left, then the secret exposure. */
const EXCHANGE: LDemo = {
  id: 'exchange',
  title: 'The exchange and the exposure',
  shows: 'Lay aside up to 6 cards for new ones; then each shows up to 3, all at once.',
  names: names(4),
  start: () =>
    laid({
      hands: [
        '7C 8C AD TD KH QH 9S',
        '8H 9H AS TS 7D 8D JH',
        'AC TC KC QC JC 9C 7H',
        'QS JS 8S 7S 9D JD AH',
      ],
      faceUp: ['9S', 'JH', '7H', 'AH'],
      indicators: ['KD'],
      deck: ['AS', 'KD', 'TH', 'QD', 'JD', '8H'],
      dealer: 3,
    }),
  intro: line(
    'Diamonds are trumps. Your face-up ',
    c('9S'),
    ' is black and the others’ are red: you play alone against Ann, Ben and Cat. Cat dealt, so you exchange first.',
  ),
  steps: [
    {
      action: exchange(0, '7C 9S'),
      say: line(
        'You lay aside the ',
        c('7C'),
        ' and your face-up ',
        c('9S'),
        ', and draw two cards face down from the deck. The teams stay as they were dealt.',
      ),
    },
    { action: exchange(1, '7D'), say: line('Ann lays aside one card and draws one.') },
    { action: exchange(2, ''), say: line('Ben keeps his hand.') },
    {
      action: exchange(3, '8S 7S 9D'),
      say: line('Cat, the dealer, exchanges last: three cards. Now everyone chooses what to show.'),
    },
    {
      action: expose(2, ''),
      say: line('Ben has chosen. What, and how many, stays secret until everyone has chosen.'),
    },
    { action: expose(1, 'AS TS'), say: line('Ann has chosen.') },
    { action: expose(3, 'QD'), say: line('Cat has chosen.') },
    {
      action: expose(0, 'AD AS'),
      say: line(
        'You show your ',
        c('AD'),
        ' and ',
        c('AS'),
        '. Everyone has chosen: all the shown cards turn face up together (Ann two, Cat one, Ben none), and you lead the first trick.',
      ),
    },
  ],
};

export const DEMOS: readonly LDemo[] = [
  TWINS,
  TWO,
  SHEET,
  DEAD,
  MARRIAGE,
  NULL_ROUND,
  EXCHANGE,
  SHEET_TURNED,
  TWO_ON_JOKER,
];
