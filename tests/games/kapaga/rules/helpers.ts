// Helpers for the Kapaga rules suite. Written from shared/RULES.md only (§9 contract):
// the engine is opaque; state is read through snapshot / playerView / legalActions.
import { expect } from 'vitest';
import * as engine from '../../../../src/games/kapaga/engine';
import {
  type Action,
  RANKS,
  type Result,
  type Snapshot,
  SUITS,
} from '../../../../src/games/kapaga/engine';

export { RANKS, SUITS } from '../../../../src/games/kapaga/engine';
export type { Action, Result, Snapshot };
export type Card = string;
/** Opaque game value (never inspected directly). */
export type Game = unknown;

/** The contract's Setup, with `rules` left loose so tests can pass invalid configs. */
export interface Setup {
  rules?: Record<string, unknown> | string;
  hands: string[][];
  discard: string[]; // bottom..top
  stock?: string[]; // top first
  turn: number;
  dealer?: number;
  scores?: number[];
  eliminated?: boolean[];
  call?: string | null;
  seed?: number;
}

interface Engine {
  newGame(o: { players: number; seed: number; rules?: unknown }): Result<Game>;
  fromSetup(s: Setup): Result<Game>;
  legalActions(g: Game): Action[];
  applyAction(g: Game, a: Action): Result<Game>;
  snapshot(g: Game): Snapshot;
  playerView(g: Game, seat: number): Record<string, unknown>;
}
const E = engine as unknown as Engine;

export const newGame = (o: { players: number; seed: number; rules?: unknown }) => E.newGame(o);
export const fromSetup = (s: Setup) => E.fromSetup(s);
export const legalActions = (g: Game) => E.legalActions(g);
export const applyAction = (g: Game, a: Action) => E.applyAction(g, a);
export const snapshot = (g: Game) => E.snapshot(g);
export const playerView = (g: Game, seat: number) => E.playerView(g, seat);

// The seed's players.
export const SUZIE = 0;
export const LOUIS = 1;
export const ROMAINE = 2;
export const DUDLEY = 3;

/** Unwrap a Result, failing the test with its message. */
export function ok<T>(r: Result<T>, what = 'result'): T {
  if (!r.ok) throw new Error(`${what} failed: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

export function setup(s: Setup): Game {
  return ok(fromSetup(s), 'fromSetup');
}

export function snap(g: Game): Snapshot {
  return snapshot(g);
}

function brief(g: Game): string {
  try {
    const s = snap(g);
    return `turn=${s.turn} stage=${s.stage} top=${s.top} pending=${s.pending} call=${s.call} phase=${s.phase} hand=${JSON.stringify(s.hands[s.turn])}`;
  } catch {
    return '(no snapshot)';
  }
}

/** Apply an action that must be legal. */
export function act(g: Game, a: Action): Game {
  const r = applyAction(g, a);
  if (!r.ok)
    throw new Error(
      `action ${JSON.stringify(a)} rejected: ${r.error.code}: ${r.error.message} [${brief(g)}]`,
    );
  return r.value;
}

export function acts(g: Game, ...as: Action[]): Game {
  return as.reduce((acc, a) => act(acc, a), g);
}

function fingerprint(g: Game): string {
  let raw = '';
  try {
    raw = JSON.stringify(g);
  } catch {
    raw = '(not json)';
  }
  return JSON.stringify([snap(g), legalActions(g), raw]);
}

/** Apply an action that must be refused; the game passed in must be left as it was. */
export function reject(g: Game, a: Action): { code: string; message: string } {
  const before = fingerprint(g);
  const r = applyAction(g, a);
  expect(r.ok, `expected ${JSON.stringify(a)} to be refused [${brief(g)}]`).toBe(false);
  if (r.ok) throw new Error('unreachable');
  expect(typeof r.error.code).toBe('string');
  expect(typeof r.error.message).toBe('string');
  expect(r.error.message.length).toBeGreaterThan(0);
  expect(fingerprint(g)).toBe(before);
  return r.error;
}

function matches(a: Action, partial: Record<string, unknown>): boolean {
  const rec = a as unknown as Record<string, unknown>;
  return Object.entries(partial).every(
    ([k, v]) => v === undefined || JSON.stringify(rec[k]) === JSON.stringify(v),
  );
}

/** Is an action matching `partial` among legalActions(g)? Arrays compare exactly (card order matters). */
export function hasAction(g: Game, partial: Record<string, unknown>): boolean {
  return legalActions(g).some((a) => matches(a, partial));
}

/** The legal plays of a seat as sorted, de-duplicated strings like '7H 7S'. */
export function plays(g: Game, seat: number = snap(g).turn): string[] {
  const set = new Set<string>();
  for (const a of legalActions(g))
    if (a.type === 'play' && a.seat === seat) set.add(a.cards.join(' '));
  return [...set].sort();
}

export const list = (...xs: string[]): string[] => [...xs].sort();

/** The calls legalActions offers with a given play. */
export function callsFor(g: Game, seat: number, cards: string[]): string[] {
  const set = new Set<string>();
  for (const a of legalActions(g))
    if (
      a.type === 'play' &&
      a.seat === seat &&
      a.cards.join(' ') === cards.join(' ') &&
      a.call !== undefined
    )
      set.add(a.call);
  return [...set].sort();
}

/** A legal action: offered by legalActions and accepted by applyAction. Returns the new game. */
export function expectLegal(g: Game, a: Action): Game {
  expect(
    hasAction(g, a as unknown as Record<string, unknown>),
    `legalActions should offer ${JSON.stringify(a)} [${brief(g)}]`,
  ).toBe(true);
  return act(g, a);
}

/** An illegal action: not offered, refused, and the game unchanged. */
export function expectIllegal(g: Game, a: Action): void {
  const partial = { ...(a as unknown as Record<string, unknown>) };
  // an 8 play is illegal with any call: do not match on the call
  if (a.type === 'play') delete partial.call;
  expect(
    hasAction(g, partial),
    `legalActions should not offer ${JSON.stringify(a)} [${brief(g)}]`,
  ).toBe(false);
  reject(g, a);
}

export const sorted = (xs: readonly string[]): string[] => [...xs].sort();

/** A seat's hand in a snapshot; a seat the table does not have fails the test. */
export function hand(s: { hands: readonly string[][] }, seat: number): string[] {
  const h = s.hands[seat];
  if (!h) throw new Error(`the table has no seat ${seat}`);
  return h;
}

/** One of `xs` by a random number in [0, 1); an empty list fails the test. */
export function pick<T>(xs: readonly T[], r: number): T {
  const x = xs[Math.floor(r * xs.length)];
  if (x === undefined) throw new Error('nothing to pick from');
  return x;
}

/** Compare hands ignoring the order within each hand. */
export function expectHands(g: Game, hands: string[][]): void {
  expect(snap(g).hands.map(sorted)).toEqual(hands.map(sorted));
}

/** Multiset difference a - b. */
export function minus(a: readonly string[], b: readonly string[]): string[] {
  const out = [...a];
  for (const c of b) {
    const i = out.indexOf(c);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** Every card of a table: `decks` x 52 plus `jokers` Jokers. */
export function deck(decks = 1, jokers = 1): string[] {
  const out: string[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (const r of RANKS) out.push(r + s);
  for (let j = 0; j < jokers; j++) out.push('JK');
  return out;
}

export function deckFor(rules: Setup['rules']): { decks: number; jokers: number } {
  if (typeof rules === 'string') return { decks: 1, jokers: rules === 'crazy-eights' ? 0 : 1 };
  return {
    decks: (rules?.decks as number | undefined) ?? 1,
    jokers: (rules?.jokers as number | undefined) ?? 1,
  };
}

/** All cards on the table: hands + discard + stock. */
export function allCards(s: Snapshot): string[] {
  return [...s.hands.flat(), ...s.discard, ...s.stock];
}

/**
 * Put every card of the deck that the setup does not place into hands[seat], so that the
 * stock is exactly `stock` (R22 tests need an empty or tiny stock).
 */
export function withRest(s: Setup, seat: number): Setup {
  const { decks, jokers } = deckFor(s.rules);
  const placed = [...s.hands.flat(), ...s.discard, ...(s.stock ?? [])];
  const rest = minus(deck(decks, jokers), placed);
  return {
    ...s,
    stock: s.stock ?? [],
    hands: s.hands.map((h, i) => (i === seat ? [...h, ...rest] : h)),
  };
}

export const rankOf = (c: string): string => (c === 'JK' ? 'JK' : c.charAt(0));
export const suitOf = (c: string): string => (c === 'JK' ? '' : c.charAt(1));

/** Scan seeds until a new game's snapshot satisfies `pred` (for R6 turn-up cards). */
export function findDeal(
  players: number,
  pred: (s: Snapshot) => boolean,
  rules?: unknown,
  maxSeed = 3000,
): { g: Game; seed: number; s: Snapshot } {
  for (let seed = 1; seed <= maxSeed; seed++) {
    const r = newGame({ players, seed, rules });
    if (!r.ok) throw new Error(`newGame failed: ${r.error.message}`);
    const s = snap(r.value);
    if (pred(s)) return { g: r.value, seed, s };
  }
  throw new Error('no seed found for the wanted turn-up card');
}

/** Small deterministic PRNG for simulated games. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Play a seeded game by picking random legal actions. Calls `onStep(before, action, after)`
 * after each step. Stops at game over, when nothing is legal, or after maxSteps.
 */
export function simulate(opts: {
  players: number;
  seed: number;
  rules?: unknown;
  maxSteps?: number;
  drawBias?: number;
  greedy?: boolean;
  onStep?: (before: Game, a: Action, after: Game) => void;
}): Game {
  const rnd = mulberry32(opts.seed * 7919 + 1);
  let g = ok(newGame({ players: opts.players, seed: opts.seed, rules: opts.rules }), 'newGame');
  const max = opts.maxSteps ?? 2000;
  for (let i = 0; i < max; i++) {
    if (snap(g).phase === 'game-over') break;
    const all = legalActions(g);
    if (all.length === 0) break;
    const side = all.filter((a) => a.type === 'kapaga' || a.type === 'catch');
    const main = all.filter((a) => a.type !== 'kapaga' && a.type !== 'catch');
    let a: Action;
    if (side.length > 0 && (main.length === 0 || rnd() < 0.3)) a = pick(side, rnd());
    else {
      const draw = main.find((x) => x.type === 'draw');
      const playsNow = main.filter((x) => x.type === 'play');
      if (draw && rnd() < (opts.drawBias ?? 0.4)) a = draw;
      else if (opts.greedy && playsNow.length > 0) {
        // shed as many cards as possible, so that rounds end
        const most = Math.max(...playsNow.map((x) => (x.type === 'play' ? x.cards.length : 0)));
        const best = playsNow.filter((x) => x.type === 'play' && x.cards.length === most);
        a = pick(best, rnd());
      } else a = pick(main, rnd());
    }
    const r = applyAction(g, a);
    if (!r.ok)
      throw new Error(
        `legalActions offered ${JSON.stringify(a)} but applyAction refused it: ${r.error.message}`,
      );
    opts.onStep?.(g, a, r.value);
    g = r.value;
  }
  return g;
}
