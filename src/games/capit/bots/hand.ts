/**
 * What a Cap-It bot reads from its seat's view, on the engine's ints: its hand as counts,
 * the round's contract, how far the hand is from it (the meld finder with jokers added),
 * and what fits the melds on the table. Everything here is computed from the view alone.
 */

import type { Meld, Need, PlayerView, TableMeld } from '../engine';
import { codeCard } from '../engine';
import {
  type Card,
  deckCounts,
  findWays,
  fits,
  JOKER,
  loadHand,
  newFinder,
  rankOf,
  readMeld,
  setNeeds,
  suitOf,
} from '../engine/fast';

export { type Card, JOKER, rankOf, suitOf };

/** A code from the engine's own view: one it cannot read is a bug. */
export function cardOf(code: string): Card {
  const c = codeCard(code);
  if (c === null) throw new Error(`a Cap-It view holds "${code.slice(0, 8)}", not a card`);
  return c;
}

/** C4: a card that stands for others (jokers; 2s with wild 2s). */
export const isWild = (c: Card, wildTwos: boolean): boolean =>
  c === JOKER || (wildTwos && c < JOKER && rankOf(c) === 1);

/** C14's points of a card (the engine's cardValue, on ints). */
export function points(c: Card): number {
  if (c === JOKER) return 20;
  const r = rankOf(c);
  if (r <= 1) return 15;
  return r >= 9 ? 10 : 5;
}

/** C3: a card's run place, 2 low (0) to ace high (12). */
export const placeOf = (c: Card): number => (rankOf(c) + 12) % 13;

/** C6: the round's contract as the view's rules give it. */
export const needsOf = (view: PlayerView): readonly Need[] =>
  view.rules.contracts[view.round - 1] ?? [];

const finder = newFinder();
/** More missing cards than this are counted as this many (a hand far from its contract). */
export const FAR = 9;

/**
 * How many cards `hand` lacks to lay `needs` (0: it can lay them now): the fewest jokers
 * that, added to it, make a way (C6). Each meld keeps at least one natural card of the hand.
 */
export function missing(hand: readonly Card[], needs: readonly Need[], wildTwos: boolean): number {
  if (needs.length === 0) return 0;
  for (let k = 0; k < FAR; k++) if (layableWith(hand, needs, wildTwos, k)) return k;
  return FAR;
}

/** Does `hand` with `k` jokers added hold a way to lay `needs` (C6). */
export function layableWith(
  hand: readonly Card[],
  needs: readonly Need[],
  wildTwos: boolean,
  k: number,
): boolean {
  const f = finder;
  loadHand(f, hand);
  f.wildTwos = wildTwos;
  f.taken = -1;
  f.must = -1;
  setNeeds(f, needs);
  f.onWay = () => false;
  f.counts[JOKER] = (f.counts[JOKER] as number) + k;
  f.held = hand.length + k;
  return !findWays(f);
}

/** The hand without one `c`. */
export function without(hand: readonly Card[], c: Card): Card[] {
  const out = [...hand];
  const i = out.indexOf(c);
  if (i >= 0) out.splice(i, 1);
  return out;
}

/** The cards a way lays (meld actions), as ints. */
export const wayCards = (melds: readonly Meld[]): Card[] =>
  melds.flatMap((m) => m.cards.map(cardOf));

/** The view's table melds as the engine reads them (C5). */
export function tableOf(view: PlayerView): TableMeld[] {
  return view.table.map((m) => {
    const cards = m.cards.map(cardOf);
    const r = readMeld(m.kind, cards, view.rules.wildTwos);
    if (typeof r === 'string') throw new Error(`a Cap-It view's table holds no meld: ${r}`);
    return { owner: m.owner, kind: m.kind, cards, ...r };
  });
}

/** C8: the first table meld `c` goes onto (either end of a run), or -1. */
export function fitIndex(table: readonly TableMeld[], c: Card, wildTwos: boolean): number {
  return table.findIndex((m) => fits(m, c, wildTwos, 'low') || fits(m, c, wildTwos, 'high'));
}

/** C1: how many of each card the seat has not seen (not in its hand, the discard pile or on the table). */
export function unseenOf(view: PlayerView): number[] {
  const left = deckCounts(view.players);
  const seen = (code: string) => {
    const c = cardOf(code);
    left[c] = (left[c] ?? 0) - 1;
  };
  view.hand.forEach(seen);
  view.discard.forEach(seen);
  for (const m of view.table) m.cards.forEach(seen);
  return left.map((n) => Math.max(0, n));
}

/** The seat on `seat`'s left (C11: where a push goes). */
export const leftOf = (view: PlayerView, seat = view.seat): number => (seat + 1) % view.players;
