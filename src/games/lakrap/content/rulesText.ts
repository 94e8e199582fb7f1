/**
 * La Krap's rules reference as players read it: LAKRAP.md's sections rule by rule with
 * their ids (L1-L16) and the book's rulings in plain words, then the rulings the engine made
 * where even the book is silent (each checked by tests/games/lakrap/contentGuide.test.tsx).
 */
import type { RuleSection } from '../../../kit/guide';

export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    title: 'Cards and seats',
    rules: [
      {
        id: 'L1',
        text: '3 to 6 players; play goes to the left. 72 cards: A, 10, K, Q, J, 9, 8, 7 of each suit, twice; one red joker and two black jokers; one 2 of each suit; and the sheet, a blank card.',
      },
      {
        id: 'L2',
        text: 'Within a suit, high to low: A, 10, K, Q, J, 9, 8, 7, then the 2.',
      },
    ],
  },
  {
    title: 'The deal, the teams, the game',
    rules: [
      {
        id: 'L3',
        text: 'The first dealer is drawn by lot; the deal passes left. Each player gets 7 cards; the seventh is dealt face up and stays face up until played.',
      },
      {
        id: 'L4',
        text: 'Each face-up card sets its player’s team: hearts and diamonds red, spades and clubs black, the jokers and the sheet a third team. If everyone is in one team there are no teams: each plays alone.',
        ruling: 'The teams hold for the whole round, even when a face-up card is laid aside.',
      },
      {
        id: 'L5',
        text: 'The top card of the rest of the deck is turned: A-J, that suit is trumps; 9, 8 or 7, a null game with no trumps; a 2, trumps in its suit with no exchange; the red joker, all scores ×4 and the next card is turned; a black joker, ×2 and the same; the sheet, no teams, a null game, and every joker counts as a sheet.',
        ruling: 'Every card turned is set aside, out of play.',
      },
      {
        id: 'L6',
        text: 'In a trump game the jokers are the highest trumps, the red above the black. In a null game they are the highest cards of the turned card’s suit. When the sheet was turned they are sheets and have no suit.',
        ruling:
          'In a null game the jokers belong to the turned suit for following, for winning and for a 2: that suit’s 2 cancels a joker.',
      },
    ],
  },
  {
    title: 'Before the first trick',
    rules: [
      {
        id: 'L7',
        text: 'The exchange: from the dealer’s left, each player may lay aside face down up to 6 cards and draw as many from the deck.',
        ruling:
          'Never more than the deck still holds (with 6 players it runs short). A face-up card laid aside is replaced face down. Holding the same card face up and face down, the face-up one is the one laid aside, played or shown.',
      },
      {
        id: 'L8',
        text: 'The exposure: then each player chooses up to 3 face-down cards to show, or none. Nobody learns what, or how many, another chose until all have chosen; then all are shown together and stay face up.',
      },
    ],
  },
  {
    title: 'Tricks',
    rules: [
      {
        id: 'L9',
        text: 'The player left of the dealer leads first; a trick’s winner leads the next. Follow the suit led if you can: the suit of the first card still in the trick (with none left, no suit is led).',
        ruling:
          'The sheet may be played at any time, and so may every joker when the sheet was turned. Nobody must trump or win.',
      },
      {
        id: 'L10',
        text: 'Twins: a card identical to one still in the trick cancels it, and both leave. The two black jokers are twins; the red joker, the 2s and the sheet have none.',
      },
      {
        id: 'L11',
        text: 'A 2 cancels the card just before it if that card is of its suit: both leave. Otherwise the 2 stays as the lowest card of its suit, even when it leads.',
        ruling: '“The card just before it” is the last card still in the trick.',
      },
      {
        id: 'L12',
        text: 'The sheet cancels every card in the trick except the last one before it, and leaves too. A sheet that leads leaves alone.',
        ruling: 'A card that cancelled others has left the trick and cannot be cancelled itself.',
      },
      {
        id: 'L13',
        text: 'The highest trump still in the trick takes it, else the highest card of the suit led.',
        ruling:
          'A trick with no card left is dead: it goes to the player who led it, counts as one of their tricks, and they lead next.',
      },
      {
        id: 'L14',
        text: 'A marriage: a player who has just won a trick may, before leading, show a K and Q of one suit from their hand, for 5 points (−5 in a null game). The next lead must be one of the two; they stay in the hand.',
        ruling:
          'After a dead trick too; at most one marriage per trick won; the sheet does not free the lead; each K and Q can be in one marriage only.',
      },
    ],
  },
  {
    title: 'Scoring',
    rules: [
      {
        id: 'L15',
        text: 'Each player’s tricks score their square (1, 4, 9 ... 49). A team scores its players’ squares plus 5 per marriage, times the players not in the team, times the jokers turned; negative in a null game. Every player of a team scores the team’s points.',
      },
      {
        id: 'L16',
        text: 'A match is a number of rounds (twice the number of players unless set otherwise: each player deals twice); the highest total wins, and equal totals share the win.',
      },
    ],
  },
];

/** Cases even the book leaves open, as the table plays them. */
export const RULINGS: readonly string[] = [
  'A choice in the exposure is final: once made, it cannot be changed.',
  'Cards laid aside in the exchange stay out for the round; only their player sees them, the others know how many.',
  'A marriage shown is known to everyone: the king and queen stay in the hand, and every player knows they are there.',
  'A joker turned before the sheet still multiplies the round: the null game that the sheet makes scores ×2 or ×4.',
  'No marriage before the first trick: it needs a trick just won.',
];
