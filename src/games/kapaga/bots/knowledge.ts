/**
 * What a seat can infer from its own view (hard and expert), beyond what the engine's
 * determinization already keeps (unseen cards, the hand it passed on): what each opponent
 * showed it lacks when it drew instead of playing. A belief, not a fact: a player may
 * draw though it could play (R8: "It's a free country").
 */
import {
  type Card,
  cardPoints,
  EIGHT,
  JOKER,
  type PlayerView,
  type Prefer,
  parseCall,
  parseCard,
  rankOf,
  suitOf,
} from '../engine';

export const toCards = (codes: readonly string[]): Card[] => codes.map((c) => parseCard(c) as Card);

/** Average points of an unseen card: what a hand of unknown cards is worth per card. */
export function meanPoints(unseen: readonly Card[]): number {
  if (unseen.length === 0) return 50;
  let sum = 0;
  for (const c of unseen) sum += cardPoints(c);
  return sum / unseen.length;
}

/**
 * What `seat` showed it lacked when it last drew instead of playing: the suit and rank
 * (or the call) it could not (or would not) follow, and no 8 or Joker.
 */
export interface Voids {
  suits: Set<number>;
  ranks: Set<number>;
  noEight: boolean;
}

export function voidsOf(view: PlayerView, seat: number): Voids {
  const v: Voids = { suits: new Set(), ranks: new Set(), noEight: false };
  const m = view.missed[seat];
  if (!m) return v;
  v.noEight = true;
  const call = m.call ? parseCall(m.call) : null;
  if (call !== null) {
    if (call < 4) v.suits.add(call);
    else v.ranks.add(call - 4);
    return v;
  }
  const top = parseCard(m.top) as Card;
  if (top !== JOKER) {
    v.suits.add(suitOf(top));
    v.ranks.add(rankOf(top));
  }
  return v;
}

export const isEight = (c: Card): boolean => c !== JOKER && rankOf(c) === EIGHT;

/** Does a seat with these voids plausibly hold `c`? */
export const plausible = (v: Voids, c: Card): boolean =>
  c === JOKER || isEight(c) ? !v.noEight : !v.suits.has(suitOf(c)) && !v.ranks.has(rankOf(c));

/** The voids as a belief for the engine's determinization. */
export function voidBelief(view: PlayerView): Prefer {
  const voids = view.handSizes.map((_, s) => voidsOf(view, s));
  return (seat, c) => plausible(voids[seat] as Voids, c);
}
