/**
 * A toy meld game shaped like Cap-It (../shared/rules/CAPIT.md), for the platform's tests
 * only (never registered): it holds what a meld game asks of the table that Kapaga and
 * KAPOW! never did, so a test fails if the platform stops one.
 * - Melds too many to list: the engine lists one way to lay the round's contract (and every
 *   discard), and accepts any other legal lay a person builds (`lay` with its own melds).
 * - A rules field of the list kind: `contracts`, one list of melds per round (a set or a
 *   run and its least length); the match is one round per contract.
 * Cards are 1 to 9 in three colours (R, G, B); a set is cards of one number, a run cards
 * of one colour in a row. A turn: draw from the stock or take the discard, lay (once the
 * contract is down, any melds), then discard; a seat that empties its hand ends the round;
 * each seat scores the numbers left in its hand, the lowest total wins. 40 turns, or nothing
 * left to draw, end a round.
 */
import type { GameModule } from '../../src/games/module';
import type { AnyModule } from '../../src/games/registry';
import { type FieldSpec, resolveFields } from '../../src/lib/fields';
import { fail, isRecord, ok, type Result } from '../../src/lib/result';
import { seedState, shuffle } from '../../src/lib/rng';

export type Meld = { kind: 'set' | 'run'; length: number };
export type MeldsAction =
  | { type: 'draw'; seat: number; from: 'stock' | 'discard' }
  | { type: 'lay'; seat: number; melds: string[][] }
  | { type: 'discard'; seat: number; card: string }
  | { type: 'next-round' };

export interface Melds {
  n: number;
  seed: number;
  round: number;
  contracts: Meld[][];
  hands: string[][];
  stock: string[];
  discard: string[];
  table: string[][];
  down: boolean[];
  turn: number;
  stage: 'draw' | 'lay';
  turns: number;
  scores: number[];
  roundScores: number[] | null;
  phase: 'playing' | 'round-over' | 'game-over';
  winners: number[];
}

const HAND = 7;
const LIMIT = 40;
const DECK = ['R', 'G', 'B'].flatMap((c) => Array.from({ length: 9 }, (_, i) => `${c}${i + 1}`));
const num = (c: string) => Number(c.slice(1));
const colour = (c: string) => c[0] ?? '';

function deal(
  n: number,
  seed: number,
  round: number,
  contracts: Meld[][],
  scores: number[],
): Melds {
  const cards = shuffle({ rng: seedState(seed * 31 + round) }, [...DECK]);
  return {
    n,
    seed,
    round,
    contracts,
    hands: Array.from({ length: n }, (_, s) => cards.slice(s * HAND, s * HAND + HAND)),
    stock: cards.slice(n * HAND + 1),
    discard: cards.slice(n * HAND, n * HAND + 1),
    table: [],
    down: Array.from({ length: n }, () => false),
    turn: (round - 1) % n,
    stage: 'draw',
    turns: 0,
    scores,
    roundScores: null,
    phase: 'playing',
    winners: [],
  };
}

/** What kind of meld `cards` are, if any: a set (one number), or a run (one colour, in a row). */
function meldKind(cards: readonly string[]): Meld['kind'] | null {
  if (cards.length < 3) return null;
  if (cards.every((c) => num(c) === num(cards[0] ?? ''))) return 'set';
  const sorted = [...cards].sort((a, b) => num(a) - num(b));
  const run = sorted.every(
    (c, i) =>
      colour(c) === colour(sorted[0] ?? '') && (i === 0 || num(c) === num(sorted[i - 1] ?? '') + 1),
  );
  return run ? 'run' : null;
}

/** Whether `melds`, laid from `hand` by a seat (its contract down or not), are a legal lay. */
function layOk(g: Melds, seat: number, melds: readonly (readonly string[])[]): boolean {
  const hand = [...(g.hands[seat] ?? [])];
  for (const c of melds.flat()) {
    const i = hand.indexOf(c);
    if (i < 0) return false;
    hand.splice(i, 1);
  }
  if (melds.length === 0 || melds.some((m) => meldKind(m) === null)) return false;
  if (g.down[seat]) return true;
  // The first lay holds the whole contract: each required meld met by a meld of its own.
  const need = [...(g.contracts[g.round - 1] ?? [])];
  const used = new Set<number>();
  return need.every((r) => {
    const k = melds.findIndex(
      (m, i) => !used.has(i) && meldKind(m) === r.kind && m.length >= r.length,
    );
    if (k >= 0) used.add(k);
    return k >= 0;
  });
}

/** One way to lay the contract (the listed one): the first melds found, greedily. */
function oneWay(g: Melds, seat: number): string[][] | null {
  const hand = g.hands[seat] ?? [];
  const found: string[][] = [];
  const groups = [
    ...[...new Set(hand.map(num))].map((x) => hand.filter((c) => num(c) === x)),
    ...['R', 'G', 'B'].flatMap((col) => {
      const mine = hand.filter((c) => colour(c) === col).sort((a, b) => num(a) - num(b));
      const runs: string[][] = [];
      for (const c of mine) {
        const last = runs.at(-1);
        if (last && num(last.at(-1) ?? '') === num(c) - 1) last.push(c);
        else if (!last || num(last.at(-1) ?? '') !== num(c)) runs.push([c]);
      }
      return runs;
    }),
  ].filter((m) => m.length >= 3);
  const taken = new Set<string>();
  for (const m of groups) {
    if (m.some((c) => taken.has(c))) continue;
    found.push(m);
    for (const c of m) taken.add(c);
  }
  return found.length > 0 && layOk(g, seat, found) ? found : null;
}

function actionsFor(g: Melds, seat: number): MeldsAction[] {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  if (g.phase !== 'playing' || seat !== g.turn) return [];
  if (g.stage === 'draw')
    return [
      { type: 'draw', seat, from: 'stock' },
      ...(g.discard.length ? [{ type: 'draw' as const, seat, from: 'discard' as const }] : []),
    ];
  const way = oneWay(g, seat);
  return [
    ...(way ? [{ type: 'lay' as const, seat, melds: way }] : []),
    ...[...new Set(g.hands[seat])].map((card) => ({ type: 'discard' as const, seat, card })),
  ];
}

const legalActions = (g: Melds): MeldsAction[] =>
  g.phase === 'round-over' ? [{ type: 'next-round' }] : actionsFor(g, g.turn);

function scored(g: Melds): Melds {
  const roundScores = g.hands.map((h) => h.reduce((sum, c) => sum + num(c), 0));
  const scores = g.scores.map((x, s) => x + (roundScores[s] ?? 0));
  const last = g.round >= g.contracts.length;
  const best = Math.min(...scores);
  return {
    ...g,
    scores,
    roundScores,
    phase: last ? 'game-over' : 'round-over',
    winners: last ? scores.flatMap((x, s) => (x === best ? [s] : [])) : [],
  };
}

function applyAction(g: Melds, a: MeldsAction): Result<Melds> {
  if (!isRecord(a) || typeof a.type !== 'string')
    return fail('bad-action', 'That is not a move of this game.');
  if (a.type === 'next-round') {
    if (g.phase !== 'round-over') return fail('illegal-action', 'The round is not over.');
    return ok(deal(g.n, g.seed, g.round + 1, g.contracts, g.scores));
  }
  if (g.phase !== 'playing' || a.seat !== g.turn)
    return fail('illegal-action', 'It is not your turn.');
  const hand = g.hands[a.seat] ?? [];
  const withHand = (h: string[]) => g.hands.map((x, s) => (s === a.seat ? h : x));
  if (a.type === 'draw') {
    if (g.stage !== 'draw') return fail('illegal-action', 'You have drawn already.');
    const pile =
      a.from === 'discard' ? g.discard : g.stock.length ? g.stock : g.discard.slice(0, -1);
    const card = a.from === 'discard' ? pile.at(-1) : pile[0];
    if (card === undefined) return fail('illegal-action', 'That pile is empty.');
    const stock =
      a.from === 'discard' ? g.stock : g.stock.length ? g.stock.slice(1) : pile.slice(1);
    const discard =
      a.from === 'discard'
        ? g.discard.slice(0, -1)
        : g.stock.length
          ? g.discard
          : g.discard.slice(-1);
    return ok({ ...g, hands: withHand([...hand, card]), stock, discard, stage: 'lay' });
  }
  if (g.stage !== 'lay') return fail('illegal-action', 'Draw first.');
  if (a.type === 'lay') {
    if (!Array.isArray(a.melds) || !layOk(g, a.seat, a.melds))
      return fail('illegal-action', 'Those cards are not melds you can lay now.');
    const left = [...hand];
    for (const c of a.melds.flat()) left.splice(left.indexOf(c), 1);
    const next = {
      ...g,
      hands: withHand(left),
      table: [...g.table, ...a.melds.map((m) => [...m])],
      down: g.down.map((d, s) => d || s === a.seat),
    };
    return ok(left.length === 0 ? scored(next) : next);
  }
  if (a.type !== 'discard' || !hand.includes(a.card))
    return fail('illegal-action', 'That is not a move you can make now.');
  const left = [...hand];
  left.splice(left.indexOf(a.card), 1);
  const turns = g.turns + 1;
  const next: Melds = {
    ...g,
    hands: withHand(left),
    discard: [...g.discard, a.card],
    turn: (g.turn + 1) % g.n,
    stage: 'draw',
    turns,
  };
  // Nothing left to draw (the stock gone, the discard a single card) ends the round too.
  const stuck = next.stock.length === 0 && next.discard.length <= 1;
  return ok(left.length === 0 || turns >= LIMIT || stuck ? scored(next) : next);
}

export interface MeldsView extends Omit<Melds, 'hands' | 'stock' | 'seed'> {
  seat: number;
  hand: string[];
  sizes: number[];
  stockSize: number;
}

function playerView(g: Melds, seat: number): MeldsView {
  const { hands, stock, seed: _, ...open } = g;
  return {
    ...open,
    seat,
    hand: [...(hands[seat] ?? [])],
    sizes: hands.map((h) => h.length),
    stockSize: stock.length,
  };
}

function determinize(v: MeldsView, seed: number): Result<Melds> {
  const known = new Set([...v.hand, ...v.discard, ...v.table.flat()]);
  const unseen = shuffle(
    { rng: seedState(seed) },
    DECK.filter((c) => !known.has(c)),
  );
  const hands = v.sizes.map((size, s) => (s === v.seat ? [...v.hand] : unseen.splice(0, size)));
  const { seat: _, hand: __, sizes: ___, stockSize, ...open } = v;
  return ok({ ...open, seed, hands, stock: unseen.splice(0, stockSize) });
}

function parseAction(x: unknown): Result<MeldsAction> {
  const bad = fail('bad-action', 'That is not a move of this game.');
  if (!isRecord(x)) return bad;
  if (x.type === 'next-round') return ok({ type: 'next-round' });
  const seat = x.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat)) return bad;
  if (x.type === 'draw' && (x.from === 'stock' || x.from === 'discard'))
    return ok({ type: 'draw', seat, from: x.from });
  if (x.type === 'discard' && typeof x.card === 'string')
    return ok({ type: 'discard', seat, card: x.card });
  const melds = x.melds;
  if (
    x.type === 'lay' &&
    Array.isArray(melds) &&
    melds.length <= 9 &&
    melds.every((m) => Array.isArray(m) && m.length <= 27 && m.every((c) => typeof c === 'string'))
  )
    return ok({ type: 'lay', seat, melds: melds.map((m: string[]) => [...m]) });
  return bad;
}

const MELD: FieldSpec = {
  kind: 'record',
  fields: {
    kind: { kind: 'enum', values: ['set', 'run'] },
    length: { kind: 'int', min: 3, max: 5 },
  },
};
const FIELDS = {
  contracts: { kind: 'list', min: 1, max: 5, item: { kind: 'list', min: 1, max: 2, item: MELD } },
} as const satisfies Record<string, FieldSpec>;
const DEFAULTS: { contracts: Meld[][] } = {
  contracts: [[{ kind: 'set', length: 3 }], [{ kind: 'run', length: 3 }]],
};
const resolve = (x: unknown) => resolveFields(DEFAULTS, FIELDS, x);
const said = (c: Meld[][]) =>
  c.map((round) => round.map((m) => `a ${m.kind} of ${m.length}`).join(' and ')).join('; ');

export const MELDS: GameModule<Melds, MeldsAction, MeldsView, { contracts: Meld[][] }> = {
  info: {
    id: 'melds',
    name: 'Melds',
    tagline: 'Contracts to lay.',
    players: { min: 2, max: 3, default: 2 },
    lowWins: true,
  },
  version: 1,
  engine: {
    newGame: (o) => {
      if (!isRecord(o) || typeof o.seed !== 'number') return fail('bad-setup', 'Not a new game.');
      const r = resolve(o.rules ?? {});
      if (!r.ok) return r;
      if (!Number.isInteger(o.players) || o.players < 2 || o.players > 3)
        return fail('bad-players', 'Players: 2 or 3.');
      return ok(
        deal(
          o.players,
          o.seed,
          1,
          r.value.contracts,
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
      turn: g.phase === 'playing' ? g.turn : null,
      scores: g.scores,
      roundScores: g.roundScores,
      winners: g.winners,
    }),
    nextRound: (g) => applyAction(g, { type: 'next-round' }),
    viewSeat: (v) => v.seat,
  },
  rules: {
    defaults: DEFAULTS,
    fields: FIELDS,
    resolve,
    text: {
      contracts: {
        label: 'Contracts',
        line: 'What each round asks of a first lay; one round each.',
        example: 'a set of 3; a run of 3',
        say: (v) => said(v as Meld[][]),
        parts: {
          item: 'Round',
          inner: 'Meld',
          fields: { kind: { label: 'kind' }, length: { label: 'cards' } },
        },
      },
    },
  },
  bots: {
    persona: null,
    // Draws from the stock, lays what is listed, discards its highest card.
    create: () => ({
      decide: (_v, legal) => ({
        action:
          legal.find((a) => a.type === 'draw' && a.from === 'stock') ??
          legal.find((a) => a.type === 'lay') ??
          [...legal].sort((a, b) =>
            a.type === 'discard' && b.type === 'discard' ? num(b.card) - num(a.card) : 0,
          )[0] ??
          null,
        reason: [],
      }),
    }),
  },
  describe: (_g, a) => [
    { kind: 'text', text: a.type === 'lay' ? `lays ${a.melds.flat().join(' ')}` : a.type },
  ],
};

/** The toy as the session takes any game (as the registry does). */
export const MELDS_MODULE = MELDS as AnyModule;
/** Whether `melds` are a lay the engine would take from seat `seat` now (tests build unlisted ones). */
export const isLay = (g: Melds, seat: number, melds: string[][]) => layOk(g, seat, melds);
export { meldKind };
