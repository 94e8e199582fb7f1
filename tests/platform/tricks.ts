/**
 * A toy trick-taking game shaped like La Krap (../shared/rules/LAKRAP.md), for the
 * platform's tests only (never registered): it holds what a trick game asks of the table
 * that Kapaga and KAPOW! never did, so a test fails if the platform stops one.
 * - Teams set anew each deal, from each seat's face-up badge card: red or black (all one
 *   colour: no teams, each seat for itself). Every seat of a team scores the team's points.
 * - A choice every seat makes at once, hidden from the others until all have made it: each
 *   may show one card of its hand face up, or none. Nobody is on turn then: the status names
 *   the seats still to choose (`together`; pass and play hands the device on in seat order).
 * - Tricks: follow the colour led if able; the trick's winner leads the next (the turn jumps).
 * - Cards that cancel: a card of the same rank as a live card in the trick kills both.
 * - Highest total wins; a round is three tricks; `rounds` rounds a match.
 */
import type { GameModule } from '../../src/games/module';
import type { AnyModule } from '../../src/games/registry';
import { resolveFields } from '../../src/lib/fields';
import { fail, isRecord, ok, type Result } from '../../src/lib/result';
import { seedState, shuffle } from '../../src/lib/rng';

export type TricksAction =
  | { type: 'expose'; seat: number; card: string | null }
  | { type: 'play'; seat: number; card: string }
  | { type: 'next-round' };

type Played = { seat: number; card: string; live: boolean };

export interface Tricks {
  n: number;
  seed: number;
  round: number;
  rounds: number;
  hands: string[][];
  /** Each seat's face-up badge card: its colour sets its team. */
  badges: string[];
  /** undefined: still to choose; null: shows none; else the card shown. */
  exposed: (string | null | undefined)[];
  stage: 'expose' | 'play';
  turn: number;
  trick: Played[];
  /** Every card played in the round's finished tricks (public). */
  played: string[];
  tricks: number[];
  scores: number[];
  roundScores: number[] | null;
  phase: 'playing' | 'round-over' | 'game-over';
  winners: number[];
}

const HAND = 3;
const colour = (c: string) => c[0] ?? '';
const rank = (c: string) => Number(c.slice(1));

/** The deck of `n` seats: red and black 1 to 2n. */
const deck = (n: number) =>
  ['R', 'B'].flatMap((c) => Array.from({ length: 2 * n }, (_, i) => `${c}${i + 1}`));

const shuffled = <T>(xs: readonly T[], seed: number): T[] =>
  shuffle({ rng: seedState(seed) }, [...xs]);

/** Team id per seat: its badge's colour, unless every seat has the same (then each alone). */
export function teamsOf(badges: readonly string[]): number[] {
  const colours = badges.map((b) => (colour(b) === 'R' ? 0 : 1));
  return new Set(colours).size === 1 ? badges.map((_, s) => s) : colours;
}

function deal(n: number, seed: number, round: number, rounds: number, scores: number[]): Tricks {
  const cards = shuffled(deck(n), seed * 31 + round);
  return {
    n,
    seed,
    round,
    rounds,
    hands: Array.from({ length: n }, (_, s) => cards.slice(s * HAND, s * HAND + HAND)),
    badges: Array.from({ length: n }, (_, s) => cards[n * HAND + s] ?? 'R1'),
    exposed: Array.from({ length: n }, () => undefined),
    stage: 'expose',
    turn: 0,
    trick: [],
    played: [],
    tricks: Array.from({ length: n }, () => 0),
    scores,
    roundScores: null,
    phase: 'playing',
    winners: [],
  };
}

function actionsFor(g: Tricks, seat: number): TricksAction[] {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  if (g.phase !== 'playing') return [];
  const hand = g.hands[seat] ?? [];
  if (g.stage === 'expose')
    return g.exposed[seat] === undefined
      ? [
          { type: 'expose', seat, card: null },
          ...hand.map((card) => ({ type: 'expose' as const, seat, card })),
        ]
      : [];
  if (seat !== g.turn) return [];
  const led = g.trick[0];
  const follow = led ? hand.filter((c) => colour(c) === colour(led.card)) : [];
  return (follow.length ? follow : hand).map((card) => ({ type: 'play', seat, card }));
}

const legalActions = (g: Tricks): TricksAction[] => {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  return Array.from({ length: g.n }, (_, s) => actionsFor(g, s)).flat();
};

/** The trick's winner: the highest live card of the colour led, else of any, else the leader. */
function winnerOf(trick: readonly Played[]): number {
  const live = trick.filter((p) => p.live);
  const led = colour(trick[0]?.card ?? '');
  const pool = live.some((p) => colour(p.card) === led)
    ? live.filter((p) => colour(p.card) === led)
    : live;
  const best = pool.reduce<Played | null>(
    (b, p) => (!b || rank(p.card) > rank(b.card) ? p : b),
    null,
  );
  return (best ?? trick[0])?.seat ?? 0;
}

function scored(g: Tricks): Tricks {
  const teams = teamsOf(g.badges);
  const team = (t: number) => g.tricks.reduce((sum, k, s) => sum + (teams[s] === t ? k * k : 0), 0);
  const roundScores = teams.map(team);
  const scores = g.scores.map((x, s) => x + (roundScores[s] ?? 0));
  const over = g.round >= g.rounds;
  const best = Math.max(...scores);
  return {
    ...g,
    scores,
    roundScores,
    phase: over ? 'game-over' : 'round-over',
    winners: over ? scores.flatMap((x, s) => (x === best ? [s] : [])) : [],
  };
}

function applyAction(g: Tricks, a: TricksAction): Result<Tricks> {
  if (!legalActions(g).some((x) => JSON.stringify(x) === JSON.stringify(a)))
    return fail('illegal-action', 'That is not a move you can make now.');
  if (a.type === 'next-round') return ok(deal(g.n, g.seed, g.round + 1, g.rounds, g.scores));
  if (a.type === 'expose') {
    const exposed = g.exposed.map((x, s) => (s === a.seat ? a.card : x));
    const waiting = exposed.indexOf(undefined);
    const lead = (g.round - 1) % g.n;
    return ok({
      ...g,
      exposed,
      stage: waiting < 0 ? 'play' : 'expose',
      turn: waiting < 0 ? lead : waiting,
    });
  }
  const hands = g.hands.map((h, s) => (s === a.seat ? h.filter((c) => c !== a.card) : h));
  // Cards that cancel: a live card of the same rank dies with this one.
  const twin = g.trick.findIndex((p) => p.live && rank(p.card) === rank(a.card));
  const trick = [
    ...g.trick.map((p, i) => (i === twin ? { ...p, live: false } : p)),
    { seat: a.seat, card: a.card, live: twin < 0 },
  ];
  if (trick.length < g.n) return ok({ ...g, hands, trick, turn: (g.turn + 1) % g.n });
  const won = winnerOf(trick);
  const next: Tricks = {
    ...g,
    hands,
    trick: [],
    played: [...g.played, ...trick.map((p) => p.card)],
    tricks: g.tricks.map((k, s) => (s === won ? k + 1 : k)),
    turn: won,
  };
  return ok(hands.every((h) => h.length === 0) ? scored(next) : next);
}

/** A seat's view: its own hand; of the others, the size and the card shown once all chose. */
export interface TricksView extends Omit<Tricks, 'hands' | 'exposed' | 'seed'> {
  seat: number;
  hand: string[];
  sizes: number[];
  /** A seat's choice once every seat has made one; before, its own, and 'chosen' or 'waiting'. */
  exposed: (string | null | 'chosen' | 'waiting')[];
}

function playerView(g: Tricks, seat: number): TricksView {
  const { hands, exposed, seed: _, ...open } = g;
  const all = exposed.every((x) => x !== undefined);
  return {
    ...open,
    seat,
    hand: [...(hands[seat] ?? [])],
    sizes: hands.map((h) => h.length),
    exposed: exposed.map((x, s) =>
      all || s === seat
        ? (x ?? (x === null ? null : 'waiting'))
        : x === undefined
          ? 'waiting'
          : 'chosen',
    ),
  };
}

/** A world the seat could be in: the cards it cannot see dealt at random to the others. */
function determinize(v: TricksView, seed: number): Result<Tricks> {
  const shown = v.exposed.filter(
    (x): x is string => typeof x === 'string' && x !== 'chosen' && x !== 'waiting',
  );
  const known = new Set([...v.hand, ...v.played, ...v.trick.map((p) => p.card), ...v.badges]);
  // A shown card still in its seat's hand is known too, and stays there.
  const unseen = shuffled(
    deck(v.n).filter((c) => !known.has(c) && !shown.includes(c)),
    seed,
  );
  const hands = v.sizes.map((size, s) => {
    if (s === v.seat) return [...v.hand];
    const own = v.exposed[s];
    const keep =
      typeof own === 'string' &&
      own !== 'chosen' &&
      own !== 'waiting' &&
      v.stage === 'play' &&
      !known.has(own)
        ? [own]
        : [];
    return [...keep, ...unseen.splice(0, size - keep.length)];
  });
  const exposed = v.exposed.map((x): string | null | undefined => {
    if (x === 'waiting') return undefined;
    if (x === 'chosen') return null;
    // A shown card is public: still in its seat's hand (kept there above), or played.
    return x;
  });
  const { seat: _, hand: __, sizes: ___, ...open } = v;
  return ok({ ...open, seed, hands, exposed });
}

function parseAction(x: unknown): Result<TricksAction> {
  if (!isRecord(x)) return fail('bad-action', 'That is not a move of this game.');
  if (x.type === 'next-round') return ok({ type: 'next-round' });
  const seat = x.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat))
    return fail('bad-action', 'That is not a move of this game.');
  if (x.type === 'play' && typeof x.card === 'string')
    return ok({ type: 'play', seat, card: x.card });
  if (x.type === 'expose' && (x.card === null || typeof x.card === 'string'))
    return ok({ type: 'expose', seat, card: x.card });
  return fail('bad-action', 'That is not a move of this game.');
}

const FIELDS = { rounds: { kind: 'int', min: 1, max: 5 } } as const;

const resolve = (x: unknown) => resolveFields({ rounds: 2 }, FIELDS, x);

export const TRICKS: GameModule<Tricks, TricksAction, TricksView, { rounds: number }> = {
  info: {
    id: 'tricks',
    name: 'Tricks',
    tagline: 'Teams by colour, tricks that cancel.',
    players: { min: 3, max: 6, default: 4 },
    lowWins: false,
  },
  version: 1,
  engine: {
    newGame: (o) => {
      if (!isRecord(o) || typeof o.seed !== 'number') return fail('bad-setup', 'Not a new game.');
      const r = resolve(o.rules ?? {});
      if (!r.ok) return r;
      if (!Number.isInteger(o.players) || o.players < 3 || o.players > 6)
        return fail('bad-players', 'Players: 3 to 6.');
      return ok(
        deal(
          o.players,
          o.seed,
          1,
          r.value.rounds,
          Array.from({ length: o.players }, () => 0),
        ),
      );
    },
    legalActions,
    actionsFor,
    applyAction,
    playerView,
    determinize,
    parseAction,
    status: (g) => ({
      phase: g.phase,
      round: g.round,
      // While every seat chooses what to show, nobody is on turn: the seats still to choose
      // act together, the first of them the one the device goes to in pass and play.
      turn: g.phase === 'playing' && g.stage === 'play' ? g.turn : null,
      together:
        g.phase === 'playing' && g.stage === 'expose'
          ? g.exposed.flatMap((x, s) => (x === undefined ? [s] : []))
          : [],
      teams: teamsOf(g.badges),
      scores: g.scores,
      roundScores: g.roundScores,
      winners: g.winners,
    }),
    nextRound: (g) => applyAction(g, { type: 'next-round' }),
    viewSeat: (v) => v.seat,
  },
  rules: {
    defaults: { rounds: 2 },
    fields: FIELDS,
    resolve,
    text: {
      rounds: { label: 'Rounds in a match', line: 'The highest total wins.', example: '2' },
    },
  },
  bots: {
    persona: null,
    // Shows nothing; plays its highest card.
    create: () => ({
      decide: (_v, legal) => ({
        action:
          legal.find((a) => a.type === 'expose' && a.card === null) ??
          [...legal].sort((a, b) =>
            a.type === 'play' && b.type === 'play' ? rank(b.card) - rank(a.card) : 0,
          )[0] ??
          null,
        reason: [],
      }),
    }),
  },
  describe: (_g, a) => [{ kind: 'text', text: a.type }],
};

/** The toy as the session takes any game (as the registry does). */
export const TRICKS_MODULE = TRICKS as AnyModule;
