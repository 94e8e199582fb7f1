/**
 * Seeded random legal play, for the simulation test, `npm run fuzz`, `npm run bench` and
 * the rules lab. Two policies:
 * - `uniform`: pick uniformly among every legal action of the table (plays, draws, keeps,
 *   calls, KAPAGA calls and catches by any seat): the widest coverage, for fuzzing;
 * - `eager`: call KAPAGA when able, play a random legal play when there is one, else draw
 *   (a just-drawn card is kept one time in four): the usual random playout, and what
 *   "random rounds" means in the benchmarks.
 */
import { type Card, type Game, type NewGameOptions, needsCall, newGame } from '../engine';
import {
  applyInPlace,
  callOptions,
  cloneGame,
  legalMoves,
  type Move,
  playBuffer,
  playsInto,
  randomInt,
} from '../engine/fast';

/** The random players' plays, generated without allocating. */
const PLAYS = playBuffer();

export interface Rand {
  rng: number;
}

export const rand = (seed: number): Rand => ({ rng: seed | 0 });

export type Policy = 'uniform' | 'eager';

/**
 * Moves the fast loop fills in place instead of making new ones (`playRandom` applies each
 * at once and keeps none): the random players allocate nothing per action.
 */
const SCRATCH = {
  play: { type: 'play' as const, seat: 0, cards: [] as Card[], call: -1 },
  draw: { type: 'draw' as const, seat: 0 },
  pass: { type: 'pass' as const, seat: 0 },
  kapaga: { type: 'kapaga' as const, seat: 0 },
  call: { type: 'call' as const, seat: 0, call: 0 },
  next: { type: 'next-round' as const },
};

const BY_LENGTH: Card[][] = [];

/** One random legal move, or null when the game is over. `reuse`: fill shared scratch moves. */
export function randomMove(
  g: Game,
  r: Rand,
  policy: Policy = 'uniform',
  reuse = false,
): Move | null {
  if (policy === 'uniform') {
    const moves = legalMoves(g);
    return moves.length ? (moves[randomInt(r, moves.length)] as Move) : null;
  }
  return eagerMove(g, r, reuse ? SCRATCH : fresh());
}

/** Moves of one's own to fill, for a caller that keeps them. */
const fresh = (): typeof SCRATCH => ({
  play: { ...SCRATCH.play, cards: [] as Card[] },
  draw: { ...SCRATCH.draw },
  pass: { ...SCRATCH.pass },
  kapaga: { ...SCRATCH.kapaga },
  call: { ...SCRATCH.call },
  next: SCRATCH.next,
});

/** The `eager` policy's move, filled into `out` (one array per play length when `out` is SCRATCH). */
function eagerMove(g: Game, r: Rand, out: typeof SCRATCH): Move | null {
  const reuse = out === SCRATCH;
  const phase = g.phase;
  if (phase === 'game-over') return null;
  if (phase === 'round-over') return out.next;
  // R20: the first seat with KAPAGA it has not called calls it (flags kept by the engine).
  const kapaga = g.kapaga;
  for (let s = 0; s < kapaga.length; s++)
    if (kapaga[s] === true && g.kapagaCalled[s] !== true && g.eliminated[s] !== true) {
      out.kapaga.seat = s;
      return out.kapaga;
    }
  const seat = g.turn;
  const stage = g.stage;
  if (stage === 'call') {
    const calls = callOptions(g.rules);
    out.call.seat = seat;
    out.call.call = calls[randomInt(r, calls.length)] as number;
    return out.call;
  }
  const n = playsInto(g, PLAYS);
  // Keep a drawn card now and then: always playing it can cycle forever (fuzz game 174095:
  // ten hands of five, and only AC and 9C left to draw, played and recycled in turn).
  if (n === 0 || (stage === 'drawn' && randomInt(r, 4) === 0)) {
    const m = stage === 'drawn' ? out.pass : out.draw;
    m.seat = seat;
    return m;
  }
  const i = randomInt(r, n);
  const from = PLAYS.start[i] as number;
  const len = PLAYS.len[i] as number;
  const played = PLAYS.cards;
  // One reused array per play length (no array is made, none is resized).
  let cards = reuse ? BY_LENGTH[len] : undefined;
  if (cards === undefined) {
    cards = [];
    for (let k = 0; k < len; k++) cards.push(0); // packed, like every other hand of cards
    if (reuse) BY_LENGTH[len] = cards;
  }
  for (let k = 0; k < len; k++) cards[k] = played[from + k] as Card;
  out.play.cards = cards;
  out.play.seat = seat;
  if (needsCall(cards, (g.hands[seat] as Card[]).length)) {
    const calls = callOptions(g.rules);
    out.play.call = calls[randomInt(r, calls.length)] as number;
  } else out.play.call = -1;
  return out.play;
}

export interface PlayOptions {
  /** Record events (slower; the lab's statistics need them). */
  log?: boolean;
  /** Give up after this many actions (a game that does not end is a bug). */
  maxActions?: number;
  /** How the random players choose (default `uniform`). */
  policy?: Policy;
  /** Stop at the end of the round instead of the game. */
  oneRound?: boolean;
  /** Called after each move with the game after it. */
  onMove?: (g: Game, m: Move) => void;
}

export interface PlayResult {
  game: Game;
  actions: number;
  ended: boolean;
}

/** Play `g` (mutated: pass a copy) with random legal moves to the end of the game or round. */
export function playRandom(g: Game, r: Rand, o: PlayOptions = {}): PlayResult {
  const max = o.maxActions ?? 1_000_000;
  const log = o.log ?? false;
  const eager = o.policy === 'eager';
  const { oneRound, onMove } = o;
  let actions = 0;
  while (actions < max) {
    const phase = g.phase;
    if (phase === 'game-over' || (oneRound && phase === 'round-over'))
      return { game: g, actions, ended: true };
    const m = (eager ? eagerMove(g, r, SCRATCH) : randomMove(g, r, o.policy, true)) as Move;
    if (log) g.events = [];
    applyInPlace(g, m, log);
    actions++;
    onMove?.(g, m);
  }
  return { game: g, actions, ended: false };
}

/** A new game played to its end by random players. */
export function randomGame(o: NewGameOptions, playSeed: number, p: PlayOptions = {}): PlayResult {
  const start = newGame(o);
  if (!start.ok) throw new Error(start.error.message);
  return playRandom(cloneGame(start.value), rand(playSeed), p);
}

/** The number of cards on the table: hands, stock and discard pile (conserved, R1). */
export function cardCount(g: Game): number {
  let n = g.stock.length + g.discard.length;
  for (const h of g.hands) n += h.length;
  return n;
}
