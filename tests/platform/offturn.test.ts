/**
 * Off-turn actions on the platform (src/platform/loop.ts mayAct and play, bots.ts runBots):
 * a game whose seats may act off turn is asked off turn, in the documented order, and a game
 * without off-turn actions (KAPOW!) plays exactly as before.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { kapowRounds } from './kapowArena';

const BEFORE = JSON.parse(
  readFileSync(new URL('../fixtures/platform/kapow-arena.json', import.meta.url), 'utf8'),
);

describe('KAPOW! has no off-turn actions, so nothing changes for it', () => {
  test('the same seeded arena rounds ask the same bots and get the same actions as before', async () => {
    // The fixture was recorded before the loop asked seats off turn (tests/platform/kapowArena.ts).
    expect(await kapowRounds()).toEqual(BEFORE);
  });
});
