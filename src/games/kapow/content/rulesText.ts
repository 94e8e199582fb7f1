/**
 * KAPOW!'s rules reference as people read it in the game: the rule book's sections with
 * their ids (KAPOW.md), its rulings in plain words, and the original page's Quick Tips.
 */
import type { RuleSection } from '../../../kit/guide';

export const GOAL =
  'KAPOW! is a rummy-style game: have the fewest points after ten rounds. Each round you ' +
  'start with twelve face-down cards and reveal, keep, replace and discard them; complete ' +
  'triads leave your hand and take their points with them.';

export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    title: 'Cards and players',
    rules: [
      {
        id: 'K1',
        text: 'The deck has 118 cards: 96 numbered 0 to 12 (eight of each, four each of 1 and 2), 16 power cards and 6 KAPOW! cards.',
        ruling: 'Eight power cards are ±1 and eight are ±2.',
      },
      {
        id: 'K2',
        text: 'Cards with the same number are alike; so are power cards of the same value, and KAPOW! cards.',
      },
      { id: 'K3', text: 'Two to four players; play passes to the left.' },
    ],
  },
  {
    title: 'Your hand: four triads',
    rules: [
      {
        id: 'K4',
        text: 'Your twelve cards lie in four columns of three, called triads. The top of each triad is the card nearest the middle of the table, for every player.',
      },
      {
        id: 'K5',
        text: 'A place in a triad holds a face-down card, a face-up card, or a powerset: a card with power cards on it, each turned + or − when it was placed. A powerset moves and is discarded whole.',
      },
      {
        id: 'K6',
        text: 'A numbered card is worth its number; a power card alone is worth 1 or 2; a powerset is its base plus or minus each power card on it, below 0 or above 12 too (−2 under a 0 makes −2).',
        ruling: 'A KAPOW! card never carries power cards.',
      },
    ],
  },
  {
    title: 'The deal and the first turn',
    rules: [
      {
        id: 'K7',
        text: 'Each player gets twelve cards face down; the rest is the draw pile, and its top card starts the discard pile.',
        ruling:
          "The first player out starts the next round; if nobody went out, the player after the last round's starter does.",
      },
      {
        id: 'K8',
        text: 'A triad is complete when its three cards are face up and, top to bottom, show three of a kind (7 7 7) or a run up or down (5 6 7, 12 11 10; 5 7 6 is not). A KAPOW! card stands for any value from 0 to 12.',
        ruling:
          'Values count as they are, below 0 or above 12 too: 0−2, 0−1, 0 is the run −2, −1, 0 and is complete.',
      },
      {
        id: 'K9',
        text: 'Your first turn of a round begins with turning up two face-down cards of your choice.',
      },
    ],
  },
  {
    title: 'A turn',
    rules: [
      { id: 'K10', text: 'Draw the top card of the draw pile or of the discard pile.' },
      {
        id: 'K11',
        text: 'Then play it: discard it; or put it face up in place of any card or powerset of yours (what was there goes to the discard pile); or power up: lay a power card on a face-up card or powerset of yours as + or −, or lay a numbered card on a lone power card.',
        ruling:
          'A card taken from the discard pile may not be discarded again. A power card laid on a lone power card: you choose which of the two is the base.',
      },
      {
        id: 'K12',
        text: 'After playing, you may swap a face-up KAPOW! card of yours with any other card or powerset of yours, as often as you like, then end your turn.',
        ruling:
          'A KAPOW! card in a complete triad is swapped only within it, and only if the triad stays complete. You cannot undo the swap you just made, nor swap two KAPOW! cards; at most 12 swaps a turn.',
      },
      {
        id: 'K13',
        text: 'At the end of your turn every complete triad of yours goes to the discard pile, its top card uppermost, so the next player may take it.',
        ruling:
          'Several complete triads go in order, triad 1 first; a powerset goes with its base card on top.',
      },
      {
        id: 'K14',
        text: 'When the draw pile runs out, the discard pile except its top card is shuffled into a new draw pile.',
        ruling:
          'If there is then nothing to draw, you must take the top discard and keep it; if there is nothing at all, the round ends at once and nobody is doubled. A round also ends after 50 turns of every player (the house rules may change the number), even during the final turns, the same way: final turns still owed are lost and nobody is doubled, not even a player who went out on that last turn.',
      },
    ],
  },
  {
    title: 'Going out and scoring',
    rules: [
      {
        id: 'K15',
        text: 'You go out when, at the end of your turn, none of your cards is face down. You may go out with incomplete triads.',
      },
      {
        id: 'K16',
        text: 'Everyone else then has one final turn: their face-down cards are turned up first (complete triads go at once), then they draw and play as usual.',
        ruling: 'Nobody goes out during a final turn; a player with no cards left skips it.',
      },
      {
        id: 'K17',
        text: 'Your round score is the sum of the cards left in your hand. Each KAPOW! card left counts 25. Over each triad is what it counts so far: 4+? is 4 from its face-up cards, plus face-down cards not known yet; a complete triad counts 0, as it goes to the discard pile.',
        ruling: 'A KAPOW! card left in a hand counts 25 and nothing else.',
      },
      {
        id: 'K18',
        text: 'If the first player out does not have the lowest round score, that score is doubled.',
        ruling: 'A tie is not lowest; a score of 0 or less is never doubled.',
      },
      { id: 'K19', text: 'After ten rounds the lowest total wins; equal totals share the win.' },
    ],
  },
];

/** The original page's Quick Tips. */
export const QUICK_TIPS: readonly { title: string; text: string }[] = [
  {
    title: 'Build triads with several ways to finish',
    text: 'A triad with 9, 9 and 11 is completed by a 9, a 10, a −2 power card or a KAPOW! card. Put the odds in your favour.',
  },
  {
    title: 'Power cards can make negative values',
    text: 'A −2 power card under a 0 is worth −2 points. Negative triads lower your score: keep them incomplete.',
  },
  {
    title: 'Play defensively',
    text: 'When you complete a triad its top card becomes available on the discard pile. Put cards your opponent cannot use in the top position.',
  },
  {
    title: 'Play offensively',
    text: "Cards in the top position of your opponent's triads may come to you when a triad is discarded. Build with that in mind.",
  },
  {
    title: "Don't go out too early",
    text: 'If someone scores as low as you or lower, your round score is doubled.',
  },
  {
    title: 'Take advantage of swaps',
    text: 'Swap KAPOW! cards to build and complete triads; one may be swapped before your turn ends even after it completed a triad. Avoid handing it to your opponent.',
  },
  {
    title: 'Shed points',
    text: 'Late in a round, replace high cards with low ones, and think twice before taking a KAPOW! card you cannot use: it counts 25 if it is still in your hand.',
  },
  {
    title: 'Use "Understand Kai\'s move"',
    text: "After Kai plays, open Understand Kai's move to read the reasoning: a good way to learn strategy.",
  },
];
