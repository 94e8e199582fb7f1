/**
 * The platform's fuzz (src/platform/fuzz.ts) over every registered game: random rules and
 * players, random legal actions, the game's invariant after each. `npm run fuzz -- --game
 * ID` runs thousands; here a few of each, and the check itself is shown to catch a break.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, GAMES } from '../../src/games/registry';
import { fuzzGame } from '../../src/platform/fuzz';

const MODULES: [string, AnyModule][] = await Promise.all(
  GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
);

describe.each(MODULES)('%s under the fuzz', (_id, m) => {
  test('random games under random rules end, every offered action accepted', () => {
    for (let i = 0; i < 4; i++) expect(fuzzGame(m, i).actions).toBeGreaterThan(10);
  });

  test.runIf(m.check !== undefined)('a broken invariant stops the fuzz and names the game', () => {
    let calls = 0;
    const broken: AnyModule = { ...m, check: () => (++calls > 50 ? 'a card went missing' : null) };
    expect(() => fuzzGame(broken, 3)).toThrow(/game 3 .*a card went missing/);
  });
});

test("K1: KAPOW!'s invariant sees a card go missing", async () => {
  const kapow = MODULES.find(([id]) => id === 'kapow')?.[1];
  const made = kapow?.engine.newGame({ players: 2, seed: 4 });
  if (!kapow?.check || !made?.ok) throw new Error('KAPOW! is registered with its check');
  expect(kapow.check(made.value)).toBeNull();
  const g = JSON.parse(JSON.stringify(made.value));
  g.stock.pop();
  expect(kapow.check(g)).toMatch(/in play, the deck has/);
});
