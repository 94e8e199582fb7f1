/** A 9's or 5 of clubs' hand passing as the seat on screen lived it (R16). */
import type { PlayerView } from '../engine';
import { cards, line, type Narrator, type Token, Who, who, whose } from './tokens';

export interface PassingWords {
  /** "You now hold Cleo's hand.": whose hand you hold (null: no hand passed this round). */
  received: Token[] | null;
  /** "You passed on 7♥ 3♣ to Ana.": kept for the round. */
  passed: Token[] | null;
}

/** The most passed cards named one by one. */
const LISTED = 8;

export function narratePassing(view: PlayerView, n: Narrator): PassingWords {
  const from = view.receivedFrom;
  const to = view.passedTo;
  return {
    received: from === null ? null : line('You now hold ', whose(n, from), ' hand.'),
    // A 9 played as the last card ends the round (R23) before any passing: a passed hand has
    // cards, but one passed by the dealer's turned card was never seen (R6). A big one is
    // counted, not listed (a chip of sixteen cards helps nobody's memory).
    passed:
      to === null
        ? null
        : view.passed.length === 0
          ? line('Your hand went to ', who(n, to), ' before you looked at it.')
          : view.passed.length > LISTED
            ? line(`You passed on ${view.passed.length} cards to `, who(n, to), '.')
            : line('You passed on ', cards(view.passed), ' to ', who(n, to), '.'),
  };
}

/**
 * Pass and play, on the hand-off screen: a missing call the person taking the device may
 * catch before looking at their cards (R21), and its button.
 */
export function catchBeforeLooking(
  target: number,
  n: Narrator,
): { line: Token[]; button: Token[] } {
  return {
    line: line(
      Who(n, target),
      ' has one card and did not call KAPAGA! Catch them before you look: they draw a card.',
    ),
    button: line('Catch ', Who(n, target), '!'),
  };
}
