/**
 * One checked random Cap-It game, the unit of its fuzz (`npm run fuzz -- --game capit`)
 * and of the unit suite's few hundred: random rules (every field drawn in its range, now
 * and then random contracts), 4-6 players, a random legal action each step. After every
 * action the decks' cards are all somewhere (C1: 108 or 162), hands are in card order, each
 * table meld reads as what the engine holds (C5); a game in play always offers an action
 * (the next step asks), and every game ends with its winners.
 * Game `i` is fully determined by `i`.
 */

import { randomInt, seedState } from '../../../lib/rng';
import {
  type Action,
  applyAction,
  type CapitRules,
  cardsInPlay,
  decksHold,
  type Game,
  legalActions,
  type Need,
  newGame,
  readMeld,
} from '../engine/fast';

type Rand = { rng: number };

function randomContracts(r: Rand): Need[][] {
  return Array.from({ length: 1 + randomInt(r, 6) }, () =>
    Array.from({ length: 1 + randomInt(r, 3) }, () => ({
      kind: randomInt(r, 2) === 0 ? ('set' as const) : ('run' as const),
      length: 3 + randomInt(r, 5),
    })),
  );
}

/** Random rules: each field drawn half the time, contracts one time in four. */
export function randomRules(r: Rand): Partial<CapitRules> {
  const out: Partial<CapitRules> = {};
  if (randomInt(r, 2)) out.handSize = 7 + randomInt(r, 9);
  if (randomInt(r, 2)) out.turnLimit = 10 + randomInt(r, 191);
  if (randomInt(r, 2)) out.meldOptions = 1 + randomInt(r, randomInt(r, 2) ? 8 : 1000);
  if (randomInt(r, 2)) out.push = randomInt(r, 2) === 1;
  if (randomInt(r, 2)) out.wildTwos = randomInt(r, 2) === 1;
  if (randomInt(r, 4) === 0) out.contracts = randomContracts(r);
  const most = out.contracts?.length ?? 5;
  if (randomInt(r, 2)) out.rounds = 1 + randomInt(r, most);
  return out;
}

/** What broke in `g`, or null. */
export function invariant(g: Game): string | null {
  const held = cardsInPlay(g);
  const decks = decksHold(g);
  const off = held.findIndex((n, c) => n !== decks[c]);
  if (off >= 0) return `card ${off}: ${held[off]} in play, the decks hold ${decks[off]}`;
  for (const h of g.hands)
    for (let i = 1; i < h.length; i++)
      if ((h[i - 1] as number) > (h[i] as number)) return 'a hand is out of card order';
  for (const m of g.table) {
    const read = readMeld(m.kind, m.cards, g.rules.wildTwos);
    if (typeof read === 'string') return `a table meld is no meld: ${read}`;
    if (read.rank !== m.rank || read.suit !== m.suit || read.start !== m.start)
      return 'a table meld reads otherwise than the engine holds it';
  }
  if (g.phase === 'playing' && legalActions(g).length === 0)
    return 'a game in play offers no action';
  return null;
}

/** Plays game `i` to its end; throws what broke, with the game's number. */
export function checkGame(i: number, cap = 2_000_000): { rounds: number; actions: number } {
  const r = { rng: seedState(i * 2654435761 + 17) };
  const rules = randomRules(r);
  const players = 4 + randomInt(r, 3);
  const made = newGame({ players, seed: i, rules });
  if (!made.ok) throw new Error(`game ${i}: ${made.error.message}`);
  let g = made.value;
  let actions = 0;
  const fail = (what: string) =>
    new Error(
      `game ${i} (${players} players, ${JSON.stringify(rules)}), action ${actions}: ${what}`,
    );
  while (g.phase !== 'game-over') {
    const legal = legalActions(g);
    const a = legal[randomInt(r, legal.length)] as Action | undefined;
    if (a === undefined) throw fail('a game in play offers no action');
    const next = applyAction(g, a);
    if (!next.ok) throw fail(`${JSON.stringify(a)} offered but refused: ${next.error.message}`);
    g = next.value;
    const broke = invariant(g);
    if (broke) throw fail(broke);
    if (++actions > cap) throw fail('the game does not end');
  }
  if (g.winners.length === 0 || g.roundWinners.length !== g.rules.rounds)
    throw fail('no winners at the end');
  return { rounds: g.rules.rounds, actions };
}
