/**
 * Kapaga's seeded arena, rounds, matches and lab units, as recorded from its own loop before
 * it moved onto the platform's (tests/sim/kapagaArena.ts): the same points, winners, actions
 * and KAPAGA stats (R20, R21) for every one.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { kapagaDigest } from './kapagaArena';

const BEFORE = JSON.parse(
  readFileSync(new URL('../fixtures/sim/kapaga-arena.json', import.meta.url), 'utf8'),
);

test('the seeded arena plays every action, point, winner and KAPAGA stat as recorded', () => {
  const now = kapagaDigest();
  // Row by row first, so that a failure names the round.
  now.rounds.forEach((r, i) => {
    expect(r, `round ${i} (seed ${r.seed})`).toEqual(BEFORE.rounds[i]);
  });
  now.matches.forEach((m, i) => {
    expect(m, `match ${i} (seed ${m.seed})`).toEqual(BEFORE.matches[i]);
  });
  expect(now).toEqual(BEFORE);
}, 60_000);
