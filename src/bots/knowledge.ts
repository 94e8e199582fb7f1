/**
 * What a seat can know from its own view (hard and expert): the cards it has not seen,
 * what each opponent failed to follow, where its passed hand went. Never a hidden card.
 */
import {
  buildDeck,
  type Card,
  cardPoints,
  EIGHT,
  JOKER,
  type PlayerView,
  parseCall,
  parseCard,
  rankOf,
  suitOf,
} from '../engine';

export const toCards = (codes: readonly string[]): Card[] => codes.map((c) => parseCard(c) as Card);

/** Cards neither in this seat's hand nor on the discard pile: in other hands or the stock. */
export function unseenCards(view: PlayerView): Card[] {
  const counts = new Array<number>(53).fill(0);
  for (const c of buildDeck(view.rules.decks, view.rules.jokers))
    counts[c] = (counts[c] as number) + 1;
  for (const c of toCards(view.hand)) counts[c] = (counts[c] as number) - 1;
  for (const c of toCards(view.discard)) counts[c] = (counts[c] as number) - 1;
  const out: Card[] = [];
  for (let c = 0; c < 53; c++) for (let k = 0; k < (counts[c] as number); k++) out.push(c);
  return out;
}

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

/** Passed cards not yet played: still with the seat that received them (as far as it knows). */
export function knownWith(view: PlayerView): { seat: number; cards: Card[] } | null {
  if (view.passedTo === null || view.passed.length === 0) return null;
  const discard = toCards(view.discard);
  const left = discard.slice();
  const cards: Card[] = [];
  for (const c of toCards(view.passed)) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
    else cards.push(c);
  }
  return { seat: view.passedTo, cards };
}

export const isEight = (c: Card): boolean => c !== JOKER && rankOf(c) === EIGHT;
