/**
 * Which plays are legal (R9, R10, R12, R13, R15, R17), from the card rules of effects.ts:
 * the validator asks `canStart` and `canFollowInPlay`, the move generator their answers as
 * remembered in tables.ts (a test holds the two to the same plays).
 */
import { ACE, type Call, type Card, callName, cardLabel, EIGHT, JOKER, rankOf } from './cards';
import { canFollowInPlay, canStartOn, needsCall, stackAnswer } from './effects';
import type { Rules } from './rules';
import { type Game, topCard } from './state';
import { hiBit, inSet, loBit, type RuleTables, startRow, tablesOf } from './tables';

export { canFollowInPlay, needsCall };

/** May `c` be the first card of a play by the seat to act? */
export const canStart = (g: Game, c: Card): boolean =>
  canStartOn(g.rules, topCard(g), g.call, g.pending, g.stackBy, c);

/** Why `c` may not start a play: only called when `canStart` said no. */
export function whyNotStart(g: Game, c: Card): string {
  const label = cardLabel(c);
  if (g.pending > 0) {
    const answer = stackAnswer(g.rules, g.stackBy);
    const need =
      answer === '2S' ? ' or answer with the 2♠' : answer === '2' ? ' or answer with a 2' : '';
    return `${label} cannot answer the live penalty: draw ${g.pending}${need}.`;
  }
  const top = topCard(g);
  if (rankOf(c) === ACE && rankOf(top) === ACE) return 'An ace is never played on an ace.';
  if (g.call >= 0)
    return `${label} does not match the call (${callName(g.call)}): play ${callName(g.call)}, an 8 or the Joker.`;
  return `${label} does not match ${cardLabel(top)}: follow its suit or rank, or play an 8 or the Joker.`;
}

export function whyNotFollow(r: Rules, prev: Card, next: Card): string {
  const a = cardLabel(prev);
  const b = cardLabel(next);
  if (prev === JOKER || next === JOKER) return 'The Joker is always played alone.';
  if (r.aces === 'companion' && rankOf(prev) === ACE)
    return rankOf(next) === ACE
      ? 'An ace never follows an ace.'
      : `${b} cannot be the companion of ${a}: it must have the ace's suit.`;
  if (r.multiPlay === 'none')
    return 'Only one card per play under these rules (an ace takes one companion).';
  return `${b} cannot follow ${a} in one play: the cards must have the same rank.`;
}

const SUIT_CALLS: readonly Call[] = [0, 1, 2, 3];
const ALL_CALLS: readonly Call[] = [
  ...SUIT_CALLS,
  ...[...Array(13).keys()].filter((r) => r !== EIGHT).map((r) => 4 + r),
];

/** R13: the calls an 8 may make. */
export const callOptions = (r: Rules): readonly Call[] =>
  r.eights === 'suit' ? SUIT_CALLS : ALL_CALLS;

/**
 * Plays written flat into reused arrays: play i is cards[start[i] .. start[i] + len[i]).
 * Generating plays this way allocates nothing once the arrays have grown (the fast path).
 */
export interface PlayBuffer {
  cards: Card[];
  start: number[];
  len: number[];
  /** Plays written. */
  n: number;
  /** Cards written. */
  size: number;
}

export const playBuffer = (): PlayBuffer => ({ cards: [], start: [], len: [], n: 0, size: 0 });

/** Write play `from .. from + depth` of `buf` followed by `c` as a new play; returns where. */
function recordAfter(buf: PlayBuffer, from: number, depth: number, c: Card): number {
  const at = buf.size;
  const cards = buf.cards;
  for (let k = 0; k < depth; k++) cards[at + k] = cards[from + k] as Card;
  cards[at + depth] = c;
  buf.start[buf.n] = at;
  buf.len[buf.n] = depth + 1;
  buf.size = at + depth + 1;
  buf.n++;
  return at;
}

/**
 * Every legal play of the seat to act, without calls, into `buf`; returns how many. Plays
 * come depth first in hand order: each first card (canStart), then each longer play it
 * leads (canFollowInPlay), both asked through the rules' tables as sets of cards (the fast
 * path: no allocation, no rule asked twice).
 */
export function playsInto(g: Game, buf: PlayBuffer): number {
  buf.n = 0;
  buf.size = 0;
  const stage = g.stage;
  if (stage === null || stage === 'call') return 0;
  const hand = g.hands[g.turn] as Card[];
  const r = g.rules;
  const t = tablesOf(r);
  const row = startRow(r, t, topCard(g), g.call, g.pending, g.stackBy);
  // The cards that may start: none, a third of the time, and nothing more to look at.
  let startLo = t.startLo[row] as number;
  let startHi = t.startHi[row] as number;
  if (stage === 'drawn') {
    // R11: only the card just drawn may start.
    const d = g.drawn;
    startLo &= d < 0 ? 0 : loBit(d);
    startHi &= d < 0 ? 0 : hiBit(d);
  }
  // Each first card is a play of one card extending the empty play.
  if (t.dupes) {
    // Identical cards (two decks, two Jokers): the careful way, by places in the hand.
    if (hand.length > used.length) used = new Uint8Array(hand.length * 2);
    extendPlaces(t, hand, 0, 0, buf, startLo, startHi);
    return buf.n;
  }
  // The hand as a set (tables.ts): its cards are all different here.
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card;
    const bit = 1 << c; // a shift counts mod 32
    const low = (c - 32) >> 31; // all ones when c < 32
    lo |= bit & low;
    hi |= bit & ~low;
  }
  extendPlay(t, hand, 0, 0, buf, lo, hi, lo & startLo, hi & startHi);
  return buf.n;
}

/**
 * Every play that extends the play of `depth` cards written at `from` with a card of the
 * set `nextLo`, `nextHi`, in hand order, depth first; `restLo`, `restHi`: the cards of the
 * hand not in the play (all different).
 */
function extendPlay(
  t: RuleTables,
  hand: readonly Card[],
  from: number,
  depth: number,
  buf: PlayBuffer,
  restLo: number,
  restHi: number,
  nextLo: number,
  nextHi: number,
): void {
  let leftLo = nextLo;
  let leftHi = nextHi;
  for (let i = 0; (leftLo !== 0 || leftHi !== 0) && i < hand.length; i++) {
    const c = hand[i] as Card;
    const bit = 1 << c;
    const low = (c - 32) >> 31;
    if ((((leftLo & low) | (leftHi & ~low)) & bit) === 0) continue;
    leftLo &= ~(bit & low);
    leftHi &= ~(bit & ~low);
    const at = recordAfter(buf, from, depth, c);
    const lo = restLo & ~(bit & low);
    const hi = restHi & ~(bit & ~low);
    const followLo = lo & (t.followLo[c] as number);
    const followHi = hi & (t.followHi[c] as number);
    if (followLo !== 0 || followHi !== 0)
      extendPlay(t, hand, at, depth + 1, buf, lo, hi, followLo, followHi);
  }
}

/** Scratch marks of the cards already in the play being built (the engine is single-threaded). */
let used = new Uint8Array(64);

/**
 * `extendPlay` when cards may repeat, by places in the hand: each card of the set
 * `nextLo`, `nextHi` not yet in the play, identical cards tried once per position.
 */
function extendPlaces(
  t: RuleTables,
  hand: readonly Card[],
  from: number,
  depth: number,
  buf: PlayBuffer,
  nextLo: number,
  nextHi: number,
): void {
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card;
    if (used[i] || !inSet(nextLo, nextHi, c) || !firstUnused(hand, c, i)) continue;
    const at = recordAfter(buf, from, depth, c);
    const followLo = t.followLo[c] as number;
    const followHi = t.followHi[c] as number;
    if (followLo === 0 && followHi === 0) continue;
    used[i] = 1;
    extendPlaces(t, hand, at, depth + 1, buf, followLo, followHi);
    used[i] = 0;
  }
}

/** Is `i` the first unused place holding `c`? */
function firstUnused(hand: readonly Card[], c: Card, i: number): boolean {
  for (let j = 0; j < i; j++) if (hand[j] === c && !used[j]) return false;
  return true;
}

/** Play `i` of a buffer, as its own array. */
export const playAt = (buf: PlayBuffer, i: number): Card[] =>
  buf.cards.slice(buf.start[i] as number, (buf.start[i] as number) + (buf.len[i] as number));

const shared = playBuffer();

/** Every legal play (ordered card list) of the seat to act, without calls. */
export function legalPlays(g: Game): Card[][] {
  const n = playsInto(g, shared);
  const out: Card[][] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = playAt(shared, i);
  return out;
}

/** A play's problem, or null when it is legal (same checks as the generator). */
export function playError(g: Game, cards: readonly Card[], call: Call | null): string | null {
  const hand = g.hands[g.turn] as Card[];
  const left = hand.slice();
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return `${cardLabel(c)} is not in your hand.`;
    left.splice(i, 1);
  }
  const first = cards[0] as Card;
  if (g.stage === 'drawn' && first !== g.drawn)
    return `Play the card you just drew (${cardLabel(g.drawn)}) or keep it.`;
  if (!canStart(g, first)) return whyNotStart(g, first);
  for (let i = 1; i < cards.length; i++)
    if (!canFollowInPlay(g.rules, cards[i - 1] as Card, cards[i] as Card))
      return whyNotFollow(g.rules, cards[i - 1] as Card, cards[i] as Card);
  if (needsCall(cards, hand.length)) {
    if (call === null) return 'An 8 that ends a play must call a suit or a rank.';
    if (!callOptions(g.rules).includes(call))
      return g.rules.eights === 'suit'
        ? 'An 8 calls a suit under these rules.'
        : 'An 8 calls a suit, or a rank other than 8.';
  } else if (call !== null) {
    return 'Only an 8 that ends a play (and does not go out) makes a call.';
  }
  return null;
}
