/**
 * La Krap's How to play in a player's words, with card pictures (Guide.tsx draws them with
 * the kit's card faces). The rules it tells are LAKRAP.md's; their ids stay in the rules
 * reference (rulesText.ts). A picture of a trick names the turned card, so a test plays its
 * cards through the engine and checks which are cancelled and who takes it.
 */
import { counted } from '../../../kit/count';
import type { HowSection as KitHowSection, Picture as KitPicture } from '../../../kit/guide';
import type { LakrapRules } from '../engine';

/**
 * Cards in a row by code; `(KH)`: cancelled, drawn greyed and crossed. A trick's picture
 * gives the turned card (`turned`) and the seat that takes it, counted from the leader.
 */
export interface Picture extends KitPicture {
  trick?: { turned: string; taker: number };
}

export type HowSection = KitHowSection<Picture>;

export const GOAL =
  'La Krap is a Finnish trick-taking game for 3 to 6 players. Teams change every deal, set ' +
  'by a card each player shows, and some cards cancel others in the trick. Take tricks for ' +
  'your team: each player’s tricks score their square.';

/** The rules of a match as set up, in words (the Guide's first lines). */
export const matchRules = (r: LakrapRules): string[] => [
  `A match is ${counted(r.rounds, 'round')}; the deal passes left each round. The highest total wins.`,
];

/** The sections no rule of the match changes. */
const FIXED: readonly HowSection[] = [
  {
    title: 'The cards',
    text: [
      'The deck has 72 cards: A, 10, K, Q, J, 9, 8 and 7 twice in each suit, one 2 of each suit, a red joker, two black jokers, and the sheet: a blank card.',
      'Within a suit the order is A, 10, K, Q, J, 9, 8, 7, then the 2, the lowest.',
    ],
    pictures: [
      { cards: ['AS', 'TS', 'KS'], caption: 'Highest: ace, ten, king' },
      { cards: ['JR', 'JB', 'JB'], caption: 'The red joker and the two black jokers' },
      { cards: ['2H', 'BL'], caption: 'A 2, and the sheet (blank)' },
    ],
  },
  {
    title: 'The deal and the teams',
    text: [
      'Everyone gets seven cards; the seventh is dealt face up and stays face up until it is played.',
      'The face-up cards make the teams: hearts and diamonds are the red team, spades and clubs the black team, and the jokers and the sheet a third team. If everyone is in one team, there are no teams: each plays alone. The teams hold for the whole round.',
    ],
    pictures: [
      {
        cards: ['7H', '9D', 'KS', 'JR'],
        caption: 'The first two play together; the king of spades and the joker each play alone',
      },
    ],
  },
  {
    title: 'The game: trumps or null',
    text: [
      'The top card of the deck is turned and set aside. An A, 10, K, Q or J makes its suit trumps, and the jokers are the highest trumps, the red above the black. A 2 does too, but then nobody exchanges.',
      'A 9, 8 or 7 makes a null game: no trumps, and every point of the round is negative, so you want few tricks. The jokers are then the highest cards of that card’s suit.',
      'A joker turned multiplies the round: the red joker by 4, a black one by 2, and the next card is turned. The sheet turned means no teams, a null game, and every joker counts as a sheet.',
    ],
    pictures: [
      { cards: ['QH'], caption: 'Hearts are trumps' },
      { cards: ['8S'], caption: 'A null game: the jokers are the highest spades' },
      { cards: ['JR', '8S'], caption: 'All scores ×4, then a null game' },
    ],
  },
  {
    title: 'Before the first trick',
    text: [
      'The exchange: from the dealer’s left, each player may lay aside up to 6 cards (never more than the deck still holds) and draw as many, face down. A face-up card laid aside is gone: the card drawn for it is face down.',
      'The exposure: then everyone chooses up to 3 of their face-down cards to show, or none. Nobody sees what, or how many, the others chose until everyone has chosen; then all are shown together and stay face up.',
    ],
  },
  {
    title: 'Tricks',
    text: [
      'The player left of the dealer leads the first trick. You must follow the suit led if you can; the sheet may be played at any time. You never have to trump or to win.',
      'The suit led is the suit of the first card still in the trick: when the first card is cancelled, the next one left sets it.',
      'The highest trump left in the trick takes it, else the highest card left of the suit led. The winner leads the next trick.',
    ],
  },
  {
    title: 'Cards that cancel',
    text: [
      'Twins: a card identical to one still in the trick cancels it, and both leave. The two black jokers are twins; the red joker, the 2s and the sheet have none.',
      'A 2 cancels the card just before it (the last one still in the trick) if that card is of the 2’s suit; both leave. Otherwise the 2 stays as the lowest card of its suit.',
      'The sheet cancels every card in the trick except the one just before it, and leaves too. A cancelled card stays out: it can never come back.',
      'If no card is left, the trick is dead: it goes to the player who led it, counts as their trick, and they lead next.',
    ],
    pictures: [
      {
        cards: ['(AH)', '(KH)', '(KH)', '7S', '(AH)'],
        caption: 'Hearts trumps: the kings and the aces cancel; the 7♠ takes it',
        trick: { turned: 'QH', taker: 3 },
      },
      {
        cards: ['KH', '(AH)', '(2H)', '7H'],
        caption: 'The 2♥ cancels the ace just before it: the king takes it',
        trick: { turned: 'AD', taker: 0 },
      },
      {
        cards: ['(AH)', '(9H)', 'KH', '(BL)'],
        caption: 'The sheet leaves only the card just before it',
        trick: { turned: 'AC', taker: 2 },
      },
      {
        cards: ['(KH)', '(KH)', '(QS)', '(QS)'],
        caption: 'A dead trick: it goes to the one who led it',
        trick: { turned: 'AC', taker: 0 },
      },
    ],
  },
  {
    title: 'Marriages',
    text: [
      'When you have just won a trick (a dead one too), before you lead you may show a king and queen of one suit from your hand: a marriage, 5 points for your team. You must then lead one of the two. Each king and queen counts in one marriage only, and one marriage per trick won.',
    ],
    pictures: [{ cards: ['KH', 'QH'], caption: 'A marriage: 5 points' }],
  },
];

/** How to play, the numbers of the match's rules in it (the rounds). */
export function howToPlay(r: LakrapRules): HowSection[] {
  return [
    ...FIXED,
    {
      title: 'Scoring',
      text: [
        'Each player’s tricks score their square: 1 trick 1, 2 tricks 4, 3 tricks 9, and so on up to 49. A team adds its players’ squares and 5 for each marriage, then multiplies by the number of players not in the team, then by the jokers turned. Every player of the team scores that.',
        'In a null game the points are negative. With 4 players and teams of two, one and one, tricks 2 and 1 score (4 + 1) × 2 = 10 each; a lone player with 3 tricks and a marriage scores (9 + 5) × 3 = 42.',
        `After ${counted(r.rounds, 'round')} the highest total wins; equal totals share the win.`,
      ],
    },
  ];
}
