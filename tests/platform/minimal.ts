/**
 * The smallest game the table takes: the example HOW_TO_ADD_A_GAME.md walks through, kept
 * honest by the contract suite (tests/games/contract.test.ts). "Higher": each seat holds
 * three cards of 1-12; in turn each lays one; the highest card of the three scores its seat
 * a point; after three such tricks the round is over; the most points after `rounds` wins.
 */
import type { GameModule } from '../../src/games/module';
import type { AnyModule } from '../../src/games/registry';
import { resolveFields } from '../../src/lib/fields';
import { fail, isRecord, ok, type Result } from '../../src/lib/result';
import { seedState, shuffle } from '../../src/lib/rng';

// 1. The state: plain JSON, everything the rules need (hidden cards too).
export interface Higher {
  seed: number;
  round: number;
  rounds: number;
  hands: number[][];
  trick: { seat: number; card: number }[];
  turn: number;
  scores: number[];
  roundScores: number[] | null;
  phase: 'playing' | 'round-over' | 'game-over';
  winners: number[];
}
// 2. The actions: each names its kind and, when a seat's, the seat.
export type HigherAction = { type: 'play'; seat: number; card: number } | { type: 'next-round' };
// 3. A seat's view: only what it may know (a whitelist).
export interface HigherView extends Omit<Higher, 'hands' | 'seed'> {
  seat: number;
  hand: number[];
  sizes: number[];
}

const deal = (n: number, seed: number, round: number, rounds: number, scores: number[]): Higher => {
  const cards = shuffle(
    { rng: seedState(seed * 31 + round) },
    Array.from({ length: 12 }, (_, i) => i + 1),
  );
  return {
    seed,
    round,
    rounds,
    hands: Array.from({ length: n }, (_, s) => cards.slice(s * 3, s * 3 + 3)),
    trick: [],
    turn: (round - 1) % n,
    scores,
    roundScores: null,
    phase: 'playing',
    winners: [],
  };
};

const actionsFor = (g: Higher, seat: number): HigherAction[] =>
  g.phase === 'round-over'
    ? [{ type: 'next-round' }]
    : g.phase === 'playing' && seat === g.turn
      ? (g.hands[seat] ?? []).map((card) => ({ type: 'play', seat, card }))
      : [];

function applyAction(g: Higher, a: HigherAction): Result<Higher> {
  if (!isRecord(a)) return fail('bad-action', 'That is not a move of this game.');
  if (a.type === 'next-round')
    return g.phase === 'round-over'
      ? ok(deal(g.hands.length, g.seed, g.round + 1, g.rounds, g.scores))
      : fail('illegal-action', 'The round is not over.');
  if (!actionsFor(g, a.seat).some((x) => x.type === 'play' && x.card === a.card))
    return fail('illegal-action', 'That is not a card you can play now.');
  const n = g.hands.length;
  const hands = g.hands.map((h, s) => (s === a.seat ? h.filter((c) => c !== a.card) : h));
  const trick = [...g.trick, { seat: a.seat, card: a.card }];
  if (trick.length < n) return ok({ ...g, hands, trick, turn: (a.seat + 1) % n });
  const won = trick.reduce((best, p) => (p.card > best.card ? p : best)).seat;
  const roundScores = (g.roundScores ?? g.scores.map(() => 0)).map(
    (x, s) => x + (s === won ? 1 : 0),
  );
  const next: Higher = { ...g, hands, trick: [], turn: won, roundScores };
  if ((hands[0] ?? []).length > 0) return ok(next);
  const scores = g.scores.map((x, s) => x + (roundScores[s] ?? 0));
  const over = g.round >= g.rounds;
  const best = Math.max(...scores);
  return ok({
    ...next,
    scores,
    phase: over ? 'game-over' : 'round-over',
    winners: over ? scores.flatMap((x, s) => (x === best ? [s] : [])) : [],
  });
}

const FIELDS = { rounds: { kind: 'int', min: 1, max: 5 } } as const;
const resolve = (x: unknown) => resolveFields({ rounds: 2 }, FIELDS, x);

// 4. The module: the members every game must write (GameCore in src/games/module.ts).
export const HIGHER: GameModule<Higher, HigherAction, HigherView, { rounds: number }> = {
  info: {
    id: 'higher',
    name: 'Higher',
    tagline: 'The highest card scores.',
    players: { min: 2, max: 4, default: 2 },
    lowWins: false,
  },
  version: 1,
  engine: {
    newGame: (o) => {
      if (!isRecord(o) || typeof o.seed !== 'number' || !Number.isInteger(o.seed))
        return fail('bad-setup', 'Not a new game.');
      if (!Number.isInteger(o.players) || o.players < 2 || o.players > 4)
        return fail('bad-players', 'Players: 2 to 4.');
      const r = resolve(o.rules ?? {});
      return r.ok
        ? ok(
            deal(
              o.players,
              o.seed,
              1,
              r.value.rounds,
              Array.from({ length: o.players }, () => 0),
            ),
          )
        : r;
    },
    legalActions: (g) =>
      g.phase === 'round-over' ? [{ type: 'next-round' }] : actionsFor(g, g.turn),
    actionsFor,
    applyAction,
    playerView: (g, seat) => {
      const { hands, seed: _, ...open } = g;
      return { ...open, seat, hand: [...(hands[seat] ?? [])], sizes: hands.map((h) => h.length) };
    },
    // A world the seat cannot tell from the real one: the cards it has not seen, dealt anew.
    determinize: (v, seed) => {
      const seen = new Set([...v.hand, ...v.trick.map((p) => p.card)]);
      const unseen = shuffle(
        { rng: seedState(seed) },
        Array.from({ length: 12 }, (_, i) => i + 1).filter((c) => !seen.has(c)),
      );
      const hands = v.sizes.map((k, s) => (s === v.seat ? [...v.hand] : unseen.splice(0, k)));
      const { seat: _, hand: __, sizes: ___, ...open } = v;
      return ok({ ...open, seed, hands });
    },
    parseAction: (x) => {
      if (isRecord(x) && x.type === 'next-round') return ok({ type: 'next-round' });
      if (isRecord(x) && x.type === 'play' && Number.isInteger(x.seat) && Number.isInteger(x.card))
        return ok({ type: 'play', seat: x.seat as number, card: x.card as number });
      return fail('bad-action', 'That is not a move of this game.');
    },
    status: (g) => ({
      phase: g.phase,
      round: g.round,
      turn: g.phase === 'playing' ? g.turn : null,
      scores: g.scores,
      roundScores: g.phase === 'playing' ? null : g.roundScores,
      winners: g.winners,
    }),
    nextRound: (g) => applyAction(g, { type: 'next-round' }),
    viewSeat: (v) => v.seat,
  },
  rules: {
    defaults: { rounds: 2 },
    fields: FIELDS,
    resolve,
    text: { rounds: { label: 'Rounds in a match', line: 'The most points wins.', example: '2' } },
  },
  bots: {
    persona: null,
    // Every level plays its highest card (a real game's levels differ by their mistakes).
    create: () => ({
      decide: (_v, legal) => ({
        action:
          [...legal].sort((a, b) =>
            a.type === 'play' && b.type === 'play' ? b.card - a.card : 0,
          )[0] ?? null,
        reason: [{ kind: 'text', text: 'Its highest card.' }],
      }),
    }),
  },
  describe: (_g, a) => [
    { kind: 'text', text: a.type === 'play' ? `plays ${a.card}` : 'deals again' },
  ],
};

/** The module as the registry holds every game. */
export const HIGHER_MODULE = HIGHER as AnyModule;
