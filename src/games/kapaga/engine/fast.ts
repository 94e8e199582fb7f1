/**
 * The engine's second entry: the fast path for search and simulation (the expert's
 * playouts, random players, the fuzzer, the benchmarks). Cards are ints (cards.ts), moves
 * are parsed actions, and `applyInPlace` mutates a private copy with logging optional.
 * Same rules as the contract (index.ts): both paths share every predicate, and a test
 * plays seeded games through both and requires identical tables.
 */
export { legalMoves, moveToAction, toMove } from './actions';
export type { Move } from './apply';
export { applyInPlace, refreshKapaga } from './apply';
export { aceAloneOf, goesOutOf } from './effects';
export type { PlayBuffer } from './play';
export { callOptions, legalPlays, playAt, playBuffer, playsInto } from './play';
export type { HasRng } from './rng';
export { random, randomInt, shuffle } from './rng';
export { cloneGame } from './state';
export { tablesOf } from './tables';
