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

test("R1, R19-R21: Kapaga's invariant sees a card go missing, a stale KAPAGA and a call it lost", () => {
  const kapaga = MODULES.find(([id]) => id === 'kapaga')?.[1];
  const made = kapaga?.engine.newGame({ players: 3, seed: 4 });
  if (!kapaga?.check || !made?.ok) throw new Error('Kapaga is registered with its check');
  expect(kapaga.check(made.value)).toBeNull();
  const copy = () => JSON.parse(JSON.stringify(made.value));
  const lost = copy();
  lost.stock.pop();
  expect(kapaga.check(lost)).toMatch(/in play, the deck has 53/);
  const stale = copy();
  stale.kapaga[1] = !stale.kapaga[1];
  expect(kapaga.check(stale)).toMatch(/seat 1's KAPAGA status is stale/);
  const called = copy();
  called.kapaga[2] = false;
  called.hands[2] = called.hands[2].slice(0, 3);
  called.stock.push(...made.value.hands[2].slice(3));
  called.kapagaCalled[2] = true;
  expect(kapaga.check(called)).toMatch(/seat 2 has called KAPAGA it no longer has/);
});
