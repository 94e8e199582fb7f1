/**
 * The engine's fast path, for search playouts and simulation: the flat engine (flat.ts,
 * flatPlay.ts, flatDeal.ts: a round in typed arrays, int actions, applied in place, in
 * lockstep with the contract). The contract stays `index.ts`.
 */

// The rules' own answers for bots (what a card is, what it does to a trick, who holds it).
export {
  BLACK_JOKER,
  type Card,
  cardCode,
  cardOf,
  DECK_COUNT,
  isJokerCard,
  POWER,
  RED_JOKER,
  SHEET,
  suitOfCode,
  TWO,
} from './cards';
export * from './flat';
export { dealFlat } from './flatDeal';
export { applyCode, legalInto, randomCode } from './flatPlay';
export { addCard, winnerIn } from './flatTrick';
export { addToTrick, isSheet, ledSuit, suitIn, winnerOf } from './laws';
export type { GameKind, Played } from './state';
