/**
 * Seeded generator (mulberry32). Its whole state is one uint32 kept in the game, so every
 * step stays pure and a game replays from its seed and action list.
 */
export interface HasRng {
  rng: number;
}

export function seedState(seed: number): number {
  // Mix the seed so that nearby seeds give unrelated streams.
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A float in [0, 1); advances `s.rng`. */
export function random(s: HasRng): number {
  s.rng = (s.rng + 0x6d2b79f5) | 0;
  let t = s.rng;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

export function randomInt(s: HasRng, n: number): number {
  return Math.floor(random(s) * n);
}

/** Fisher-Yates, in place, of an array without holes or undefined. */
export function shuffle<T>(s: HasRng, a: T[]): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const t = a[i];
    const u = a[j];
    if (t === undefined || u === undefined) throw new Error(`shuffle: no element at ${i} or ${j}`);
    a[i] = u;
    a[j] = t;
  }
  return a;
}
