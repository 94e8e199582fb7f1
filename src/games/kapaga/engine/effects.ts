/**
 * What a card does and what may be played on what (R9, R12-R18): the one home of every
 * card rule. The engine's apply, legality and refusals, and through the contract the table
 * prompts and the bots, all ask these functions; nothing else knows what a 2 or a 9 does.
 */
import {
  ACE,
  type Call,
  type Card,
  EIGHT,
  FIVE_OF_CLUBS,
  FIVE_OF_SPADES,
  JOKER,
  matchesCall,
  NINE,
  rankOf,
  SEVEN,
  suitOf,
  TWO,
  TWO_OF_SPADES,
} from './cards';
import type { Rules } from './rules';

/** A card's effect under the rules in force, as a small int (the fast path switches on it). */
export const NO_EFFECT = 0;
/** R12: a 2 (draw 2). */
export const DRAW_TWO = 1;
/** R12, R18: the 5 of spades (draw 5). */
export const DRAW_FIVE = 2;
/** R14: a 7 skips the next player. */
export const SKIP = 3;
/** R16: a 9 passes every hand left. */
export const PASS_LEFT = 4;
/** R16: the 5 of clubs passes every hand right. */
export const PASS_RIGHT = 5;
/** R17: everyone else draws one, and the same player plays again. */
export const JOKER_EFFECT = 6;
/** R13: an 8 is wild and calls. */
export const WILD = 7;
/** R15: an ace takes a companion (alone, it draws one). */
export const ACE_EFFECT = 8;
export type Effect = number;

export function cardEffect(r: Rules, c: Card): Effect {
  if (c === JOKER) return JOKER_EFFECT;
  switch (rankOf(c)) {
    case TWO:
      return r.twos === 'draw' ? DRAW_TWO : NO_EFFECT;
    case SEVEN:
      return r.sevens === 'skip' ? SKIP : NO_EFFECT;
    case NINE:
      return r.nines === 'pass' ? PASS_LEFT : NO_EFFECT;
    case EIGHT:
      return WILD;
    case ACE:
      return r.aces === 'companion' ? ACE_EFFECT : NO_EFFECT;
    default:
      if (c === FIVE_OF_SPADES) return r.fiveOfSpades === 'draw' ? DRAW_FIVE : NO_EFFECT;
      if (c === FIVE_OF_CLUBS) return r.fiveOfClubs === 'pass' ? PASS_RIGHT : NO_EFFECT;
      return NO_EFFECT;
  }
}

/** The penalty card that last fed a live stack: 2 (a two), 5 (the 5 of spades), 0 none. */
export type StackBy = 0 | 2 | 5;

/**
 * R12: does `c` answer a live stack by `stackBy`? A 2 on a 2 (`stackTwos`), only the 2 of
 * spades on the 5 of spades (`twoOfSpadesOnFive`); 8s, Jokers and 7s never do.
 */
export function answers(r: Rules, stackBy: StackBy, c: Card): boolean {
  if (c === JOKER || rankOf(c) !== TWO || r.twos !== 'draw') return false;
  return stackBy === 5 ? c === TWO_OF_SPADES && r.twoOfSpadesOnFive : r.stackTwos;
}

const TWO_OF_HEARTS = TWO_OF_SPADES + 1;

/** R12: what answers a live stack by `stackBy`, in short: any 2, only the 2 of spades, or nothing. */
export type Answer = '2' | '2S' | null;
export const stackAnswer = (r: Rules, stackBy: StackBy): Answer =>
  answers(r, stackBy, TWO_OF_HEARTS) ? '2' : answers(r, stackBy, TWO_OF_SPADES) ? '2S' : null;

/**
 * May `c` start a play on this pile (R9, R12, R13, R15, R17)? The pile is given field by
 * field (no object to build): the top card, the 8's call, the live penalty and its card.
 */
export function canStartOn(
  r: Rules,
  top: Card,
  call: Call,
  pending: number,
  stackBy: StackBy,
  c: Card,
): boolean {
  if (pending > 0) return answers(r, stackBy, c); // R12
  if (c === JOKER || top === JOKER) return true; // R17, R9: anything goes on a Joker
  const rank = rankOf(c);
  if (rank === ACE && r.aces === 'companion' && rankOf(top) === ACE) return false; // R15
  if (rank === EIGHT) return true; // R13
  if (call >= 0) return matchesCall(c, call);
  return suitOf(c) === suitOf(top) || rank === rankOf(top);
}

/** R10, R15: may `next` come right after `prev` in one play? */
export function canFollowInPlay(r: Rules, prev: Card, next: Card): boolean {
  if (prev === JOKER || next === JOKER) return false; // the Joker is always played alone
  if (r.aces === 'companion' && rankOf(prev) === ACE)
    return rankOf(next) !== ACE && suitOf(next) === suitOf(prev); // the ace's companion
  if (r.multiPlay === 'none') return false;
  return rankOf(prev) === rankOf(next);
}

/** R15: a play of `length` cards led by `first` is an ace alone (it draws one, does not go out). */
export const aceAloneOf = (r: Rules, length: number, first: Card): boolean =>
  length === 1 && first !== JOKER && rankOf(first) === ACE && r.aces === 'companion';

/** R15: an ace that ends a play alone draws one at once (and does not go out). */
export const isAceAlone = (r: Rules, cards: readonly Card[]): boolean =>
  aceAloneOf(r, cards.length, cards[0] as Card);

/** R23, R15: a play of `length` cards led by `first`, by a hand of `handSize`, ends the round. */
export const goesOutOf = (r: Rules, length: number, first: Card, handSize: number): boolean =>
  length === handSize && !aceAloneOf(r, length, first);

/** R23, R15: does this play by a hand of `handSize` cards end the round? */
export const goesOut = (r: Rules, cards: readonly Card[], handSize: number): boolean =>
  goesOutOf(r, cards.length, cards[0] as Card, handSize);

/** R13: does this play (by a hand of `handSize` cards) end with an 8 that must call? */
export const needsCall = (cards: readonly Card[], handSize: number): boolean => {
  const last = cards[cards.length - 1] as Card;
  return last !== JOKER && rankOf(last) === EIGHT && handSize > cards.length;
};

/** R12z: the penalty a play starting with `first` revives on a spent 2 or 5S (0: none). */
export function zombieRevives(r: Rules, spent: number, first: Card): number {
  return spent > 0 && first !== JOKER && rankOf(first) === TWO && r.zombieTwos && r.twos === 'draw'
    ? spent
    : 0;
}

/** The public state of the pile, as the engine keeps it and a view shows it. */
export interface Pile {
  top: Card;
  call: Call;
  pending: number;
  stackBy: StackBy;
  /** R12z: the amount of the penalty last drawn, while that spent card is on top. */
  spent: number;
}

/** What a play does, card by card (the order of R4's note on multi-card plays). */
export interface PlayOutcome {
  /** The pile after it (hands passing and draws aside). */
  pile: Pile;
  /** Players skipped (R14). */
  skips: number;
  /** Hand passes in order: +1 left (a 9), -1 right (the 5 of clubs); `passMove` adds them up (R16). */
  passes: number[];
  /** A penalty was added or revived (R12, R12z). */
  penalty: boolean;
  zombie: boolean;
  /** R17: the Joker ends it: everyone else draws and the player plays again. */
  joker: boolean;
  /** R15: an ace alone: the player draws one and may play it. */
  aceAlone: boolean;
}

/** R12-R18: what `cards` (a legal play, with `call` for an ending 8) do to `pile`. */
export function playOutcome(r: Rules, pile: Pile, cards: readonly Card[], call: Call): PlayOutcome {
  const zombie = zombieRevives(r, pile.spent, cards[0] as Card);
  let pending = zombie > 0 ? zombie : pile.pending;
  let stackBy: StackBy = pile.pending > 0 || zombie > 0 ? pile.stackBy : 0;
  let skips = 0;
  let penalty = zombie > 0;
  const passes: number[] = [];
  for (const c of cards) {
    switch (cardEffect(r, c)) {
      case DRAW_TWO:
        pending += 2;
        stackBy = 2;
        penalty = true;
        break;
      case DRAW_FIVE:
        pending += 5;
        stackBy = 5;
        penalty = true;
        break;
      case SKIP:
        skips++;
        break;
      case PASS_LEFT:
        passes.push(1);
        break;
      case PASS_RIGHT:
        passes.push(-1);
        break;
    }
  }
  const last = cards[cards.length - 1] as Card;
  const eight = last !== JOKER && rankOf(last) === EIGHT;
  return {
    pile: {
      top: last,
      call: eight ? call : -1,
      pending,
      stackBy: pending > 0 ? stackBy : 0,
      spent: 0,
    },
    skips,
    passes,
    penalty,
    zombie: zombie > 0,
    joker: last === JOKER,
    aceAlone: isAceAlone(r, cards),
  };
}

/** R3: the next seat in `dir` (+1 left, -1 right), skipping eliminated seats. */
export function seatFrom(eliminated: readonly boolean[], seat: number, dir = 1): number {
  const n = eliminated.length;
  let s = seat;
  if (dir > 0)
    do s = s + 1 === n ? 0 : s + 1;
    while (eliminated[s]);
  else
    do s = s === 0 ? n - 1 : s - 1;
    while (eliminated[s]);
  return s;
}

/**
 * R16: the passes of one play (+1 for a 9, -1 for the 5 of clubs, summed) as the one move
 * they add up to: how many active seats every hand goes, left (> 0) or right (< 0). 0 when
 * every hand would end where it was (a 9 and the 5 of clubs; two 9s between two players):
 * then nothing passes.
 */
export function passMove(eliminated: readonly boolean[], passes: number): number {
  let active = 0;
  for (let s = 0; s < eliminated.length; s++) if (!eliminated[s]) active++;
  if (active === 0) return 0;
  const seats = Math.abs(passes) % active;
  return passes < 0 ? -seats : seats;
}

/**
 * Who acts after `seat` plays `cards` (R14, R15, R17): the same seat after a Joker or a
 * lone ace, else the next seat past any skips. Hand passing does not move the turn.
 */
export function actsNext(eliminated: readonly boolean[], seat: number, o: PlayOutcome): number {
  if (o.joker || o.aceAlone) return seat;
  let next = seatFrom(eliminated, seat);
  for (let i = 0; i < o.skips; i++) next = seatFrom(eliminated, next);
  return next;
}
