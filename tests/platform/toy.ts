/**
 * A toy game with off-turn actions, for the platform's tests (never registered): the seat
 * on turn steps; a seat that has stepped may shout once, on turn or off, like a call after
 * a play. A round is `goal` steps; a shout scores 1. Small enough to reason about every
 * state, so a test can say which seats the table asks, in which order.
 */
import type { GameModule } from '../../src/games/module';
import type { AnyModule } from '../../src/games/registry';
import { fail, ok, type Result } from '../../src/lib/result';

export type ToyAction =
  | { type: 'step'; seat: number }
  | { type: 'shout'; seat: number }
  | { type: 'next-round' };

export interface Toy {
  n: number;
  goal: number;
  turn: number;
  steps: number;
  round: number;
  /** Seats that may shout now, in seat order. */
  open: number[];
  scores: number[];
  phase: 'playing' | 'round-over' | 'game-over';
}

export const toy = (o: Partial<Toy> & { n: number }): Toy => ({
  goal: 6,
  turn: 0,
  steps: 0,
  round: 1,
  open: [],
  scores: Array.from({ length: o.n }, () => 0),
  phase: 'playing',
  ...o,
});

function actionsFor(g: Toy, seat: number): ToyAction[] {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  if (g.phase !== 'playing') return [];
  const out: ToyAction[] = [];
  if (seat === g.turn) out.push({ type: 'step', seat });
  if (g.open.includes(seat)) out.push({ type: 'shout', seat });
  return out;
}

const legalActions = (g: Toy): ToyAction[] =>
  Array.from({ length: g.n }, (_, s) => actionsFor(g, s)).flat();

function applyAction(g: Toy, a: ToyAction): Result<Toy> {
  if (!legalActions(g).some((x) => JSON.stringify(x) === JSON.stringify(a)))
    return fail('illegal-action', 'Not now.');
  switch (a.type) {
    case 'step': {
      const steps = g.steps + 1;
      const open = [...new Set([...g.open, a.seat])].sort((x, y) => x - y);
      const over = steps >= g.goal;
      return ok({
        ...g,
        steps,
        open: over ? [] : open,
        turn: (g.turn + 1) % g.n,
        phase: over ? ('round-over' as const) : g.phase,
      });
    }
    case 'shout':
      return ok({
        ...g,
        open: g.open.filter((s) => s !== a.seat),
        scores: g.scores.map((x, s) => (s === a.seat ? x + 1 : x)),
      });
    case 'next-round':
      return ok({ ...g, steps: 0, round: g.round + 1, phase: 'playing' as const });
  }
}

function parseAction(x: unknown): Result<ToyAction> {
  const a = x as ToyAction;
  return typeof a === 'object' && a !== null && ['step', 'shout', 'next-round'].includes(a.type)
    ? ok(a)
    : fail('bad-action', 'That is not an action of this game.');
}

/** A seat's view: the whole toy (it hides nothing) and whose view it is. */
export type ToyView = Toy & { seat: number };

export const TOY: GameModule<Toy, ToyAction, ToyView, Record<string, never>> = {
  info: {
    id: 'toy',
    name: 'Toy',
    tagline: 'Step, and shout.',
    players: { min: 2, max: 6, default: 3 },
    lowWins: false,
  },
  version: 1,
  engine: {
    newGame: (o) => ok(toy({ n: o.players })),
    legalActions,
    actionsFor,
    applyAction,
    playerView: (g, seat) => ({ ...g, seat }),
    determinize: (v) => ok(v),
    parseAction,
    status: (g) => ({
      phase: g.phase,
      round: g.round,
      turn: g.phase === 'playing' ? g.turn : null,
      scores: g.scores,
      roundScores: g.phase === 'playing' ? null : g.scores,
      winners: [],
    }),
    nextRound: (g) => applyAction(g, { type: 'next-round' }),
    viewSeat: (v) => v.seat,
  },
  rules: { defaults: {}, fields: {}, resolve: () => ok({}), text: {} },
  bots: {
    persona: null,
    // The seat on turn steps; off turn, a bot shouts when it may.
    create: () => ({
      decide: (_v, legal) => ({
        action: legal.find((a) => a.type === 'shout') ?? legal[0] ?? null,
        reason: [],
      }),
    }),
  },
  describe: (_g, a) => [{ kind: 'text', text: a.type }],
};

/** The toy as the session takes any game (as the registry does). */
export const TOY_MODULE = TOY as AnyModule;
