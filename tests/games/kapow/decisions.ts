// Seeded rounds of Kai against Kai, every decision kept with the table before and after it,
// for the properties that hold over many decisions (swaps, the truth of Kai's words).
import { createKai } from '../../../src/games/kapow/bots';
import {
  type Action,
  actionsFor,
  applyAction,
  type Game,
  type KapowRules,
  newGame,
  playerView,
} from '../../../src/games/kapow/engine';
import type { Decision, Level, Voice } from '../../../src/games/module';

export interface Made {
  /** The table the seat decided on, and the one its action left. */
  before: Game;
  after: Game;
  seat: number;
  level: Level;
  voice: Voice;
  decision: Decision<Action>;
  /** The round's turn number (1 = the first seat's first turn), counted over every seat as the original game's log counts them. */
  turn: number;
}

function must(r: ReturnType<typeof applyAction>): Game {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * One round from deal `deal`, seat 0 and seat 1 playing `levels` with the arena's seeds
 * (scripts/arena-kapow.ts: seat 0's bot seeded `deal * 2 + 1`, seat 1's `deal * 2 + 2`).
 * `voice` 'advice' asks every decision as the hint would. The expert searches `iterations`
 * worlds (few: these are properties of words and moves, not of strength).
 */
export function playRound(
  deal: number,
  levels: readonly Level[],
  o: { voice?: Voice; iterations?: number; rules?: Partial<KapowRules> } = {},
): Made[] {
  const voice = o.voice ?? 'bot';
  const bots = levels.map((level, s) =>
    createKai(level, { seed: deal * 2 + 1 + s, iterations: o.iterations ?? 2, voice }),
  );
  const made = newGame({ players: levels.length, seed: deal, rules: o.rules });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  const out: Made[] = [];
  let turn = 0;
  for (let i = 0; i < 5000 && g.phase === 'playing'; i++) {
    const seat = g.turn;
    // A turn starts as the seat comes to act after another seat (a reveal, then its draw).
    if (out.at(-1)?.seat !== seat) turn++;
    const decision = botOf(bots, seat).decide(playerView(g, seat), actionsFor(g, seat));
    if (!decision.action) throw new Error('Kai gave no action on its turn');
    const after = must(applyAction(g, decision.action));
    out.push({
      before: g,
      after,
      seat,
      level: levels[seat] as Level,
      voice,
      decision,
      turn,
    });
    g = after;
  }
  return out;
}

const botOf = <T>(bots: readonly T[], seat: number): T => {
  const b = bots[seat];
  if (!b) throw new Error(`no bot for seat ${seat}`);
  return b;
};

/** The table as the seat's turn would end right after this action (K13): `end` if it may swap on. */
export function endOfMove(m: Made): Game {
  const a = m.after;
  if (a.phase !== 'playing' || a.turn !== m.seat || a.stage !== 'swap') return a;
  return must(applyAction(a, { type: 'end', seat: m.seat }));
}
