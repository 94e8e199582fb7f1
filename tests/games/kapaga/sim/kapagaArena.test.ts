/**
 * Kapaga's seeded arena, rounds and matches, as recorded from its own loop before it moved
 * onto the platform's (tests/games/kapaga/sim/kapagaArena.ts): the same points, winners, action counts and
 * KAPAGA calls for every one. (Its lab units were here too, until its lab became the
 * platform's: tests/platform/lab*.)
 *
 * Where several seats could act at the same moment, the platform's loop asks them from the
 * seat that acted last (src/kit/loop.ts mayAct), where the old arena asked them from
 * seat 0: in the rows below, seats that all call KAPAGA after a hand pass (R16) call in
 * another order, and of two catchers who noticed at the same moment another one catches
 * (R21). The game comes out the same (one catch draws the same card whoever makes it), so
 * there only the actions' order (the hash) and who made the catches differ.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { type Digest, kapagaDigest, type RoundDigest } from './kapagaArena';

const BEFORE: Digest = JSON.parse(
  readFileSync(new URL('../../../fixtures/sim/kapaga-arena.json', import.meta.url), 'utf8'),
);

/** Rows whose simultaneous actions come in another order (the seeds). */
const REORDERED = {
  calls: [509, 524],
  catches: [514, 517, 534],
  /** Matches: both. */
  matches: [72],
};

/** A round less what the order of simultaneous actions may change. */
const outcome = (r: RoundDigest) => ({
  ...r,
  hash: '',
  kapaga: r.kapaga.map((k) => ({ ...k, catches: 0 })),
  catches: r.kapaga.reduce((n, k) => n + k.catches, 0),
});

test('the seeded arena rounds: the same points, winners, actions and KAPAGA stats', () => {
  const now = kapagaDigest();
  now.rounds.forEach((r, i) => {
    const before = BEFORE.rounds[i] as RoundDigest;
    if (REORDERED.calls.includes(r.seed) || REORDERED.catches.includes(r.seed)) {
      expect(outcome(r), `round ${i} (seed ${r.seed})`).toEqual(outcome(before));
      expect(r.hash, `round ${i} (seed ${r.seed}) is reordered`).not.toBe(before.hash);
    } else expect(r, `round ${i} (seed ${r.seed})`).toEqual(before);
  });
  now.matches.forEach((m, i) => {
    const before = BEFORE.matches[i];
    if (REORDERED.matches.includes(m.seed))
      expect({ ...m, hash: '' }, `match ${i} (seed ${m.seed})`).toEqual({ ...before, hash: '' });
    else expect(m, `match ${i} (seed ${m.seed})`).toEqual(before);
  });
}, 60_000);
