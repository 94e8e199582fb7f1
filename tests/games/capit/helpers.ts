// Cap-It test helpers: tables laid out by hand, actions in a row, random legal play.
import {
  type Action,
  applyAction,
  fromSetup,
  type Game,
  legalActions,
  newGame,
  type Setup,
} from '../../../src/games/capit/engine';
import { randomInt, seedState } from '../../../src/lib/rng';

export function setup(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Four seats: seat 0's hand as given, the others a few cards nobody uses. */
export function table(hand: string[], more: Partial<Setup> = {}): Game {
  return setup({
    hands: [hand, ['3C', '8D', 'KS'], ['4C', '9D', 'QS'], ['5C', 'TD', 'JS']],
    discard: ['6D'],
    turn: 0,
    ...more,
  });
}

export function play(g: Game, ...actions: Action[]): Game {
  let cur = g;
  for (const a of actions) {
    const next = applyAction(cur, a);
    if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.error.message}`);
    cur = next.value;
  }
  return cur;
}

/** The refusal's message of `a` (throws when it is accepted). */
export function refused(g: Game, a: unknown): string {
  const r = applyAction(g, a as Action);
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  return r.error.message;
}

export const has = (g: Game, a: Action): boolean =>
  legalActions(g).some((x) => JSON.stringify(x) === JSON.stringify(a));

/** A seeded random match to its end (or `cap` actions), `each` called before every action. */
export function randomMatch(
  players: number,
  seed: number,
  rules: object = {},
  cap = 200_000,
  each: (g: Game, a: Action) => void = () => {},
): { game: Game; actions: number } {
  const made = newGame({ players, seed, rules });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  const r = { rng: seedState(seed * 7919 + 3) };
  let actions = 0;
  while (g.phase !== 'game-over' && actions < cap) {
    const legal = legalActions(g);
    if (legal.length === 0) throw new Error('a live game offers no action');
    const a = legal[randomInt(r, legal.length)] as Action;
    each(g, a);
    g = play(g, a);
    actions++;
  }
  return { game: g, actions };
}
