/**
 * "Learn to play" (issue 12): a first round laid out so that each special card comes up in
 * turn, every move scripted, each with a line that says what happened and why. The person
 * makes their own moves (the table points at them); the bots' moves wait for "Next". After
 * the last step the round goes on as a normal one, and the match after it.
 */
import type { Action, Setup } from '../engine';

export interface LessonStep {
  /** The move: the person's (seat 0) to make, or a bot's to watch. */
  action: Action;
  /** What to look at: a card in hand, the pile, a seat, a button ("card:2H", "discard", "seat-1", "button:Draw"). */
  anchor: string;
  /** Before the move: what to do, or what is about to happen. */
  say: string;
}

export const LESSON_NAMES = ['You', 'Ada', 'Bruno'];

/**
 * Seats: you (0), Ada (1), Bruno (2, the dealer). Your hand holds the moves you will make;
 * the stock is stacked so every draw brings what the story needs.
 */
export const LESSON_SETUP: Setup = {
  rules: 'grayzone',
  hands: [
    ['2H', '8D', '5S', 'AS', '4S', '9H', '6H', 'KS'],
    ['2C', 'QS', '2S', 'JK', '7H', '6C', '4D'],
    ['3S', '5C', 'TC', 'JH'],
  ],
  discard: ['4H'],
  // Top first: Bruno's 4 and 7 penalty cards, his Joker card, then your king of clubs.
  stock: ['3C', '7C', '9C', 'JC', '3D', '5D', '6D', '7D', '9D', 'TD', 'JD', 'QD', 'KC', 'QC'],
  turn: 0,
  seed: 7,
};

const play = (seat: number, ...cards: string[]): Action => ({ type: 'play', seat, cards });
const playCall = (seat: number, call: string, ...cards: string[]): Action => ({
  type: 'play',
  seat,
  cards,
  call,
});

export const LESSON: readonly LessonStep[] = [
  {
    action: play(0, '2H'),
    anchor: 'card:2H',
    say: 'Match the top card by suit or rank. Play your 2♥ on the 4♥: a 2 makes the next player draw two.',
  },
  {
    action: play(1, '2C'),
    anchor: 'seat-1',
    say: 'Ada is next, facing your 2. Whoever holds a 2 may answer with it: the penalties stack, and the next player faces four. Press Next to see what she does.',
  },
  {
    action: { type: 'draw', seat: 2 },
    anchor: 'seat-2',
    say: 'Bruno has no 2 to answer with: he draws all four, and the stack is spent.',
  },
  {
    action: playCall(0, 'S', '8D'),
    anchor: 'card:8D',
    say: 'Nothing of yours matches the 2♣, but an 8 is wild: play your 8♦ and call spades (or a rank). The next card must match your call.',
  },
  {
    action: play(1, 'QS'),
    anchor: 'seat-1',
    say: 'Ada follows your call with a spade.',
  },
  {
    action: play(2, '3S'),
    anchor: 'seat-2',
    say: 'Bruno plays a spade too.',
  },
  {
    action: play(0, '5S'),
    anchor: 'card:5S',
    say: 'The 5♠ is the nastiest card: the next player draws five. Play it on the 3♠.',
  },
  {
    action: play(1, '2S'),
    anchor: 'seat-1',
    say: 'Only the 2 of spades answers the 5♠, adding its 2. Press Next to see whether Ada holds it.',
  },
  {
    action: { type: 'draw', seat: 2 },
    anchor: 'seat-2',
    say: 'Bruno draws seven. Ouch.',
  },
  {
    action: play(0, 'AS', '4S'),
    anchor: 'card:AS',
    say: 'An ace takes a companion: a card of its own suit played right after it, and the companion’s effect counts. Play A♠ then 4♠ (select both, in that order). An ace played alone makes you draw a card at once, which you may then play on it.',
  },
  {
    action: play(1, 'JK'),
    anchor: 'seat-1',
    say: 'Ada’s turn again. Press Next to see what she plays.',
  },
  {
    action: play(1, '7H'),
    anchor: 'seat-1',
    say: 'That was the Joker: everyone else drew a card, and Ada plays again. Anything goes on a Joker. Watch for a 7: it skips the next player.',
  },
  {
    action: play(0, '9H'),
    anchor: 'card:9H',
    say: 'A 9 passes every hand to the left, yours too. Play your 9♥ and see who gets what.',
  },
  {
    action: play(1, '6H'),
    anchor: 'seat-1',
    say: 'Ada now holds what was your hand, and plays your 6♥ from it.',
  },
  {
    action: play(2, '6C'),
    anchor: 'seat-2',
    say: 'Bruno plays a 6 from what was Ada’s hand.',
  },
  {
    action: play(0, '5C'),
    anchor: 'card:5C',
    say: 'You hold Bruno’s old hand. Its 5♣ passes every hand to the right: play it.',
  },
  {
    action: { type: 'kapaga', seat: 0 },
    anchor: 'button:KAPAGA!',
    say: 'Your own hand is back: K♠ K♣, which could go out in one turn. That is KAPAGA: call it now, before anyone catches you!',
  },
  {
    action: { type: 'catch', seat: 0, target: 1 },
    anchor: 'seat-1',
    say: 'Ada holds one card and did not call KAPAGA. Catch her: she draws a card.',
  },
];

/** The last word of the lesson, once every step is done. */
export const LESSON_DONE =
  'That is every special card. The round goes on as a normal one: go out first (your K♣ K♠ is one play), and mind the bots.';

/** The coach's first words on the table's lesson screen, before the first step. */
export const LESSON_INTRO =
  'Learn Kapaga in one round: you against Ada and Bruno. Each special card comes up in turn; the coach says what to do and why, and points at it.';

/**
 * The round played to its end, for the table's lesson screen (it then hands over to a match
 * of one's own); Kapaga's own coach lets the round go on as a normal one instead.
 */
export const LESSON_FINISH: readonly LessonStep[] = [
  {
    action: play(1, 'QC'),
    anchor: 'seat-1',
    say: 'Ada follows your 5♣ with a club. Press Next to see it.',
  },
  {
    action: play(2, '3C'),
    anchor: 'seat-2',
    say: 'Bruno, his hand full of penalty cards, plays a club too. Press Next.',
  },
  {
    action: play(0, 'KC', 'KS'),
    anchor: 'card:KC',
    say: 'Cards of one rank go down together: select K♣ and K♠ and play them at once. That is your last play: you go out and win the round.',
  },
];

/** The last words on the table's lesson screen, the round won. */
export const LESSON_WON =
  'That is every special card, and a round won: the cards the others still hold are their points, and the lowest total wins the match. Now a match of your own.';
