// What the Cap-It bots read from a hand (src/games/capit/bots/hand.ts): how many cards it
// lacks to lay the round's contract (C6), checked against the engine's meld finder.
import { describe, expect, test } from 'vitest';
import { cardOf, JOKER, missing } from '../../../src/games/capit/bots/hand';
import { DEFAULT_RULES, newGame, playerView } from '../../../src/games/capit/engine';
import { waysToLay } from '../../../src/games/capit/engine/fast';

describe('Cap-It bots: the hand', () => {
  test('C6: a hand lacks no card exactly when the finder finds a way; a joker added lacks one fewer', () => {
    let found = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const r = newGame({ players: 4 + (seed % 3), seed });
      if (!r.ok) throw new Error(r.error.message);
      const hand = playerView(r.value, 0).hand.map(cardOf);
      for (const needs of DEFAULT_RULES.contracts) {
        const m = missing(hand, needs, true);
        expect(m === 0).toBe(waysToLay(hand, needs, true, -1, 1).length > 0);
        if (m === 0) found++;
        if (m > 0 && m < 8) expect(missing([...hand, JOKER], needs, true)).toBe(m - 1);
        // With the missing cards as jokers the hand lays it.
        if (m < 8)
          expect(waysToLay([...hand, ...new Array(m).fill(JOKER)], needs, true, -1, 1).length).toBe(
            1,
          );
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
