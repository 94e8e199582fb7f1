/**
 * The engine's fast path, for search playouts and simulation: the flat engine (flat.ts,
 * flatPlay.ts, flatDeal.ts: a round in typed arrays, int actions, applied in place, in
 * lockstep with the contract). The contract stays `index.ts`.
 */
export * from './flat';
export { dealFlat } from './flatDeal';
export { applyCode, legalInto, randomCode } from './flatPlay';
export { addCard, winnerIn } from './flatTrick';
