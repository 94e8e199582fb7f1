/**
 * Which plays are legal (R9, R10, R12, R13, R15, R17), from the card rules of effects.ts:
 * the move generator and the validator both use `canStart` and `canFollowInPlay`.
 */
import { ACE, type Call, type Card, callName, cardLabel, EIGHT, JOKER, rankOf } from './cards';
import { canFollowInPlay, canStartOn, needsCall, stackAnswer } from './effects';
import type { Rules } from './rules';
import { type Game, topCard } from './state';
import { CARDS, hiBit, loBit, type RuleTables, startRow, tablesOf } from './tables';

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

/** Scratch marks of the cards already in the play being built (the engine is single-threaded). */
let used = new Uint8Array(64);

/**
 * Every play that extends the play of `depth` cards written at `from`, in hand order
 * (canFollowInPlay through the tables), depth first. `lo`, `hi`: the cards that may still
 * join, as bits (tables.ts), so a play nothing can follow is not searched.
 */
function extendPlay(
  t: RuleTables,
  hand: readonly Card[],
  from: number,
  depth: number,
  buf: PlayBuffer,
  lo: number,
  hi: number,
): void {
  const cards = buf.cards;
  const row = (cards[from + depth - 1] as Card) * CARDS;
  const follow = t.follow;
  const marks = used;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card;
    if (marks[i] || follow[row + c] === 0 || (t.dupes && !firstUnused(hand, c, i))) continue;
    const at = buf.size;
    for (let k = 0; k < depth; k++) cards[at + k] = cards[from + k] as Card;
    cards[at + depth] = c;
    buf.start[buf.n] = at;
    buf.len[buf.n] = depth + 1;
    buf.size = at + depth + 1;
    buf.n++;
    // Card c leaves the set (with identical cards a bit stands for both: it stays).
    const bit = 1 << c;
    const low = (c - 32) >> 31; // all ones when c < 32 (a shift counts mod 32)
    const restLo = t.dupes ? lo : lo & ~(bit & low);
    const restHi = t.dupes ? hi : hi & ~(bit & ~low);
    if (((t.followLo[c] as number) & restLo) === 0 && ((t.followHi[c] as number) & restHi) === 0)
      continue;
    marks[i] = 1;
    extendPlay(t, hand, at, depth + 1, buf, restLo, restHi);
    marks[i] = 0;
  }
}

/** Is `i` the first unused index holding `c`? Identical cards (two decks) are tried once per position. */
function firstUnused(hand: readonly Card[], c: Card, i: number): boolean {
  for (let j = 0; j < i; j++) if (hand[j] === c && !used[j]) return false;
  return true;
}

/**
 * Every legal play of the seat to act, without calls, into `buf`; returns how many. Plays
 * come depth first in hand order: each first card (canStart), then each longer play it
 * leads (canFollowInPlay), both asked through the rules' tables (the fast path: no
 * allocation, no rule asked twice).
 */
export function playsInto(g: Game, buf: PlayBuffer): number {
  buf.n = 0;
  buf.size = 0;
  const stage = g.stage;
  if (stage === null || stage === 'call') return 0;
  const hand = g.hands[g.turn] as Card[];
  const n = hand.length;
  if (n > used.length) used = new Uint8Array(n * 2);
  const r = g.rules;
  const t = tablesOf(r);
  const at = startRow(r, t, topCard(g), g.call, g.pending, g.stackBy);
  // The card just drawn (R11), or identical cards (two decks): the careful way.
  if (stage === 'drawn' || t.dupes) return playsOf(g, t, hand, at, buf);
  // The hand as bits (tables.ts): card c is bit c of lo (c < 32) or of hi.
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const c = hand[i] as Card;
    const bit = 1 << c; // a shift counts mod 32
    const low = (c - 32) >> 31; // all ones when c < 32
    lo |= bit & low;
    hi |= bit & ~low;
  }
  const start = t.start;
  const cards = buf.cards;
  const starts = buf.start;
  const lens = buf.len;
  let plays = 0;
  for (let i = 0; i < n; i++) {
    const c = hand[i] as Card;
    if (start[at + c] === 0) continue;
    const from = buf.size;
    cards[from] = c;
    starts[plays] = from;
    lens[plays] = 1;
    buf.size = from + 1;
    buf.n = ++plays;
    const bit = 1 << c;
    const low = (c - 32) >> 31;
    const restLo = lo & ~(bit & low);
    const restHi = hi & ~(bit & ~low);
    if (((t.followLo[c] as number) & restLo) === 0 && ((t.followHi[c] as number) & restHi) === 0)
      continue;
    used[i] = 1;
    extendPlay(t, hand, from, 1, buf, restLo, restHi);
    used[i] = 0;
    plays = buf.n;
  }
  return plays;
}

/** `playsInto` when only the card just drawn may start, or when cards may repeat. */
function playsOf(
  g: Game,
  t: RuleTables,
  hand: readonly Card[],
  at: number,
  buf: PlayBuffer,
): number {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < hand.length; i++) {
    lo |= loBit(hand[i] as Card);
    hi |= hiBit(hand[i] as Card);
  }
  const only = g.stage === 'drawn';
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as Card;
    if (t.start[at + c] === 0 || (only && c !== g.drawn) || (t.dupes && !firstUnused(hand, c, i)))
      continue;
    const from = buf.size;
    buf.cards[from] = c;
    buf.start[buf.n] = from;
    buf.len[buf.n] = 1;
    buf.size = from + 1;
    buf.n++;
    // With identical cards a bit stands for both copies: it stays while either may join.
    const restLo = t.dupes ? lo : lo & ~loBit(c);
    const restHi = t.dupes ? hi : hi & ~hiBit(c);
    if (((t.followLo[c] as number) & restLo) === 0 && ((t.followHi[c] as number) & restHi) === 0)
      continue;
    used[i] = 1;
    extendPlay(t, hand, from, 1, buf, restLo, restHi);
    used[i] = 0;
  }
  return buf.n;
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
