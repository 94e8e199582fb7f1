/**
 * The engine's fast path, for search playouts, simulation and the bots: the meld finder
 * (finder.ts) and what it reads, `waysToLay` (a contract's ways as melds), and
 * `applyLegal` on Game objects (an action the caller took from `legalActions`, applied to
 * a private copy without the parse and the legality check), and the flat engine (flat.ts,
 * flatPlay.ts, flatApply.ts: a game in typed arrays, int actions applied in place, in
 * lockstep with the contract). The contract stays `index.ts`.
 */
import { clone, step } from './apply';
import { type Card, deckCounts, KINDS } from './cards';
import { findWays, loadHand, newFinder, setNeeds } from './finder';
import { type Flat, newFlat as makeFlat } from './flat';
import { recordMove } from './flatPlay';
import type { Need } from './rules';
import type { Action, Game, Meld } from './state';
import { wayOf } from './way';

export { legalActions } from './actions';
export { applyAction } from './apply';
export { type Card, codeCard, deckCounts, JOKER, KINDS, rankOf, suitOf } from './cards';
export { type Finder, findWays, loadHand, newFinder, setNeeds, setOne } from './finder';
// The flat game's layout and its moves, for the bots' own playouts.
export * from './flat';
export * from './flatApply';
export * from './flatPlay';
export { fitsAt } from './flatRules';
export { fits, readMeld } from './melds';
export type { CapitRules, Need } from './rules';
export { newGame } from './setup';
export type { Action, Game } from './state';

/** A flat engine (flat.ts), for playouts: load a Game into it, then legalInto + applyCode. */
export const newFlat = (): Flat => makeFlat(recordMove);
export { wayOf } from './way';

/** The next state after a legal action (from `legalActions`); never changes `g`. */
export function applyLegal(g: Game, a: Action): Game {
  const n = clone(g);
  step(n, a);
  return n;
}

const scratch = newFinder();

/**
 * C6, section 5: the ways to lay `needs` from `hand` (card ints), up to `cap` of them (all
 * by default); `taken` is the code taken from the discard this turn (C12), -1 for none.
 */
export function waysToLay(
  hand: readonly Card[],
  needs: readonly Need[],
  wildTwos: boolean,
  taken = -1,
  cap = Number.POSITIVE_INFINITY,
): Meld[][] {
  const f = scratch;
  loadHand(f, hand);
  f.wildTwos = wildTwos;
  f.taken = taken;
  f.must = -1;
  setNeeds(f, needs);
  const out: Meld[][] = [];
  f.onWay = (x) => {
    out.push(wayOf(x));
    return out.length < cap;
  };
  findWays(f);
  return out;
}

/** C1: how many of each card are in play (hands, piles, the table), by card. */
export function cardsInPlay(g: Game): number[] {
  const n = new Array<number>(KINDS).fill(0);
  const add = (c: number) => {
    n[c] = (n[c] ?? 0) + 1;
  };
  for (const h of g.hands) h.forEach(add);
  g.discard.forEach(add);
  g.stock.forEach(add);
  for (const m of g.table) m.cards.forEach(add);
  return n;
}

/** C1: the decks' count of each card, for the check above. */
export const decksHold = (g: Game): number[] => deckCounts(g.players);
