/**
 * What medium and hard read off a view before scoring plays: the context (hand, unseen
 * cards, urgency, the pile), the 8's call, and hard's card counting: how likely the seat
 * acting next goes out on what a play leaves. The rules come from the engine (effects).
 */
import {
  actsNext,
  type Card,
  canStartOn,
  cardPoints,
  JOKER,
  NO_CALL,
  type Pile,
  type PlayerView,
  parseCall,
  parseCard,
  passedStillWith,
  passMove,
  playOutcome,
  RANKS,
  rankOf,
  SUITS,
  seatFrom,
  suitOf,
  unseenCards,
} from '../engine';
import type { Clause } from '../words';
import { isEight, meanPoints, plausible, toCards, voidsOf } from './knowledge';
export type Skill = 'medium' | 'hard';

const activeSeatsOf = (eliminated: readonly boolean[]): number[] =>
  eliminated.flatMap((e, s) => (e ? [] : [s]));

export interface Context {
  skill: Skill;
  view: PlayerView;
  hand: Card[];
  next: number;
  unseen: Card[];
  /** Expected points of an unseen card. */
  mean: number;
  /** How much shedding points matters now (1 normal; more when the round may end soon or I am near the limit). */
  urgency: number;
  /** The pile as the view shows it (for the engine's "what does this play do"). */
  pile: Pile;
}

export function makeContext(skill: Skill, view: PlayerView): Context {
  const hand = toCards(view.hand);
  const next = seatFrom(view.eliminated, view.seat);
  const unseen = unseenCards(view);
  let urgency = 1;
  const others = activeSeatsOf(view.eliminated).filter((s) => s !== view.seat);
  const shortest = Math.min(...others.map((s) => view.handSizes[s] as number));
  if (shortest <= 2) urgency += skill === 'hard' ? HARD.urgency : 0.5;
  if (skill === 'hard') {
    const myScore = view.scores[view.seat] as number;
    const limit = view.rules.eliminationScore;
    if (myScore + hand.reduce((a, c) => a + cardPoints(c), 0) > limit * 0.8) urgency += 0.5;
  }
  const pile: Pile = {
    top: parseCard(view.top) as Card,
    call: view.call === null ? NO_CALL : (parseCall(view.call) as number),
    pending: view.pending,
    stackBy: view.stackBy === '5S' ? 5 : view.stackBy === '2' ? 2 : 0,
    spent: view.spent,
  };
  return { skill, view, hand, next, unseen, mean: meanPoints(unseen), urgency, pile };
}

/** The call an 8 should make: the suit (or rank) this hand holds most of. */
export function bestCall(
  view: PlayerView,
  rest: readonly Card[],
  skill: Skill,
): { call: string; why: Clause[] } {
  const suitCount = [0, 0, 0, 0];
  const rankCount = new Array<number>(13).fill(0);
  for (const c of rest) {
    if (c === JOKER || isEight(c)) continue;
    suitCount[suitOf(c)] = (suitCount[suitOf(c)] as number) + 1;
    rankCount[rankOf(c)] = (rankCount[rankOf(c)] as number) + 1;
  }
  let best = 0;
  let bestScore = -1;
  const next = seatFrom(view.eliminated, view.seat);
  const voids = skill === 'hard' ? voidsOf(view, next) : null;
  for (let s = 0; s < 4; s++) {
    const score = (suitCount[s] as number) * 10 + (voids?.suits.has(s) ? 6 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  const held = suitCount[best] as number;
  const why: Clause[] = held
    ? [{ say: 'call-hold', call: SUITS[best] as string, count: held }]
    : [{ say: 'call-any' }];
  if (voids?.suits.has(best) && held) why.push({ say: 'call-void', seat: next });
  if (view.rules.eights === 'suit-or-rank') {
    let rank = -1;
    for (let r = 0; r < 13; r++)
      if (r !== 7 && (rankCount[r] as number) > (rank < 0 ? 0 : (rankCount[rank] as number)))
        rank = r;
    if (rank >= 0 && (rankCount[rank] as number) >= 2 && (rankCount[rank] as number) > held)
      return {
        call: RANKS[rank] as string,
        why: [{ say: 'call-hold', call: RANKS[rank] as string, count: rankCount[rank] as number }],
      };
  }
  return { call: SUITS[best] as string, why };
}

/**
 * Hard's weights, found with the arena (`npm run arena -- --tune '{...}'`): suits covered,
 * an 8 or Joker kept, how often the others can follow the top card left, points per card
 * shed, and the extra weight on points when someone is close to going out.
 */
export const HARD = {
  suits: 15,
  escape: 0,
  follow: 120,
  perCard: 160,
  urgency: 1,
  risk: 2,
  pair: 0.25,
  joker: 400,
  skip: 800,
  shape: 300,
  attack: 300,
  pass: 1.5,
  triple: 0.1,
  relative: 1,
  exact: 600,
};

/**
 * Hard's card counting: keep a hand that can follow next time (suits covered, an 8 in
 * reserve), and leave a top card whose suit and rank are mostly seen already, so the
 * others are less likely to follow it.
 */
export function countingTerms(ctx: Context, rest: readonly Card[], last: Card): number {
  const W = HARD;
  let score = 0;
  const suits = new Set(rest.filter((c) => c !== JOKER && !isEight(c)).map(suitOf));
  score += W.suits * suits.size;
  if (rest.some(isEight) || rest.includes(JOKER)) score += W.escape;
  if (last !== JOKER && !isEight(last)) {
    let sameSuit = 0;
    let sameRank = 0;
    for (const c of ctx.unseen) {
      if (c === JOKER) continue;
      if (suitOf(c) === suitOf(last)) sameSuit++;
      if (rankOf(c) === rankOf(last)) sameRank++;
    }
    const total = Math.max(1, ctx.unseen.length);
    // Probability-ish that a random unseen card follows the top card.
    const follow = (sameSuit + sameRank) / total;
    score -= W.follow * follow * 4;
  }
  return score;
}

/**
 * Hard: how likely the seat acting after this play goes out at once, times the points I
 * would still hold. From counting: the unseen cards that could follow the top card (or
 * answer the penalty) this play leaves, less what that seat showed it lacks.
 */
export function goOutRisk(
  ctx: Context,
  cards: readonly Card[],
  rest: readonly Card[],
  call: string | undefined,
): number {
  const { view } = ctx;
  const r = view.rules;
  // No cards: I draw, and the pile (and its call) stays as it is.
  let pile = ctx.pile;
  let target = ctx.next;
  if (cards.length) {
    const o = playOutcome(r, ctx.pile, cards, call ? (parseCall(call) as number) : NO_CALL);
    if (o.joker || o.aceAlone) return 0; // I play again, or draw and may go on
    const passes = o.passes.reduce((a, d) => a + d, 0);
    // Hands move: judged by the passing term (R16: unless the passes add up to no move).
    if (passMove(view.eliminated, passes) !== 0) return 0;
    pile = o.pile;
    target = actsNext(view.eliminated, view.seat, o);
  }
  if (target === view.seat) return 0;
  const size = view.handSizes[target] as number;
  if (size > 3) return 0;
  const voids = voidsOf(view, target);
  const follows = (c: Card): boolean =>
    canStartOn(r, pile.top, pile.call, pile.pending, pile.stackBy, c) &&
    (pile.pending > 0 || plausible(voids, c));
  // The hand I passed on with a 9 or 5C: if that seat still holds just those cards, I know.
  const known = passedStillWith(view);
  let p: number;
  if (known && known.seat === target && known.cards.length === size)
    p = known.cards.some(follows) ? 1 : 0;
  else {
    let follow = 0;
    for (const c of ctx.unseen) if (follows(c)) follow++;
    p = follow / Math.max(1, ctx.unseen.length);
  }
  const out = size === 1 ? p : size === 2 ? p * HARD.pair : p * HARD.triple;
  const mine = rest.reduce((a, c) => a + cardPoints(c), 0);
  // What the round's end costs me against the others (the measure that wins matches).
  let others = 0;
  let count = 0;
  view.handSizes.forEach((n, s) => {
    if (s === view.seat || s === target || view.eliminated[s]) return;
    others += n * ctx.mean;
    count++;
  });
  const relative = mine - HARD.relative * (count ? others / count : 0);
  return out * Math.max(0, relative);
}

/** Score one play: higher is better. The reason names what tipped it. */
