/**
 * One checked random La Krap match, the unit of `npm run fuzz -- --game lakrap` and of the
 * fuzz test: 3 to 6 players and a few rounds drawn from `i`, a uniformly random legal action
 * of the whole table each step (every seat's exposure too). Each action must be accepted,
 * keep the invariant (engine/check.ts) and the match must end with winners. Game `i` is the
 * same game on every run.
 */
import { randomInt, seedState } from '../../../lib/rng';
import { applyAction, invariant, legalActions, newGame } from '../engine';

export function checkGame(i: number, cap = 100_000): { rounds: number; actions: number } {
  const r = { rng: seedState(i * 2654435761 + 29) };
  const players = 3 + randomInt(r, 4);
  const rules = randomInt(r, 4) === 0 ? {} : { rounds: 1 + randomInt(r, 3) };
  const made = newGame({ players, seed: i, rules });
  if (!made.ok) throw new Error(`game ${i}: ${made.error.message}`);
  let g = made.value;
  let rounds = 1;
  let actions = 0;
  const fail = (what: string) =>
    new Error(
      `game ${i} (${players} players, ${JSON.stringify(rules)}), action ${actions}: ${what}`,
    );
  while (g.phase !== 'game-over') {
    const legal = legalActions(g);
    const a = legal[randomInt(r, legal.length)];
    if (a === undefined) throw fail('a game in play offers no action');
    const next = applyAction(g, a);
    if (!next.ok) throw fail(`${JSON.stringify(a)} offered but refused: ${next.error.message}`);
    if (a.type === 'next-round') rounds++;
    g = next.value;
    const broke = invariant(g);
    if (broke) throw fail(broke);
    if (++actions > cap) throw fail('the match does not end');
  }
  if (g.winners.length === 0) throw fail('the match ended with no winner');
  return { rounds, actions };
}
