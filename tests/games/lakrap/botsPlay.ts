// La Krap's bots at a table, for the bots' tests: whole rounds, every decision handed to a check.
import { createBot } from '../../../src/games/lakrap/bots';
import {
  type Action,
  actionsFor,
  applyAction,
  type Game,
  newGame,
  playerView,
  snapshot,
} from '../../../src/games/lakrap/engine';
import type { Decision, Level } from '../../../src/games/module';

export interface Seen {
  g: Game;
  next: Game;
  seat: number;
  legal: Action[];
  d: Decision<Action>;
}

/** One round of deal `seed` with `levels` in the seats; `check` sees every decision. */
export function round(levels: Level[], seed: number, check: (x: Seen) => void): Game {
  const r = newGame({ players: levels.length, seed, rules: { rounds: 1 } });
  if (!r.ok) throw new Error(r.error.message);
  let g = r.value;
  const bots = levels.map((l, s) => createBot(l, { seed: seed * 10 + s, iterations: 3 }));
  for (let steps = 0; steps < 500 && g.phase === 'playing'; steps++) {
    const seat = snapshot(g).toAct[0] ?? g.turn;
    const legal = actionsFor(g, seat);
    const d = bots[seat]?.decide(playerView(g, seat), legal);
    if (!d?.action) throw new Error(`seat ${seat} did nothing`);
    const a = applyAction(g, d.action);
    if (!a.ok) throw new Error(`${JSON.stringify(d.action)}: ${a.error.message}`);
    check({ g, next: a.value, seat, legal, d });
    g = a.value;
  }
  return g;
}
