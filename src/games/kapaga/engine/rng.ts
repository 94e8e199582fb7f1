// The seeded generator is shared by every game's engine (src/lib/rng.ts).
export { type HasRng, random, randomInt, seedState, shuffle } from '../../../lib/rng';
