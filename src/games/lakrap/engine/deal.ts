/** New games, the deal (L3-L5) and the steps between the exchange, the exposure and play. */
import { fail, isRecord, ok, type Result } from '../../../lib/result';
import { randomInt, seedState, shuffle } from '../../../lib/rng';
import { type Card, fullDeck, isTwo } from './cards';
import { alone, colourOf, kindOf, teamsOf } from './laws';
import { resolveRules } from './rules';
import type { ErrorCode, Game } from './state';

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;
/** L3: cards per hand. */
export const HAND = 7;

export const playersOk = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;

const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);
const lists = <T>(n: number): T[][] => Array.from({ length: n }, () => []);

/** A game of `players` seats with nothing dealt (the rules set apart). */
export function blank(players: number, seed: number): Omit<Game, 'rules'> {
  return {
    players,
    seed,
    rng: seedState(seed),
    phase: 'playing',
    round: 1,
    dealer: 0,
    turn: 1 % players,
    stage: 'exchange',
    hands: lists(players),
    up: lists(players),
    wed: lists(players),
    teams: alone(players),
    kind: { trump: -1, null: false, jokerSuit: -1, sheets: false, multiplier: 1 },
    indicators: [],
    deck: [],
    chosen: Array.from({ length: players }, () => null),
    trick: [],
    lastTrick: null,
    taken: lists(players),
    laidAside: lists(players),
    tricks: zeros(players),
    marriages: zeros(players),
    mustLead: null,
    scores: zeros(players),
    roundScores: null,
    winners: [],
  };
}

/** The card on top of the deck (its last element); an empty deck here is a bug. */
export function drawTop(g: Game): Card {
  const c = g.deck.pop();
  if (c === undefined) throw new Error('the deck ran out');
  return c;
}

/**
 * L3-L5: shuffle, 7 cards to each seat (the seventh face up, setting the teams), turn
 * indicators until one sets the game; the dealer's left exchanges first (L7), or, after a
 * 2, every seat chooses its exposure (L8).
 */
export function deal(g: Game): void {
  const n = g.players;
  g.deck = shuffle(g, fullDeck());
  g.hands = Array.from({ length: n }, () => Array.from({ length: HAND }, () => drawTop(g)));
  g.up = g.hands.map((h) => h.map((_, i) => i === HAND - 1));
  g.wed = g.hands.map((h) => h.map(() => false));
  g.teams = teamsOf(g.hands.map((h) => colourOf(h[HAND - 1] ?? 0)));
  g.indicators = [];
  let kind = null;
  while (kind === null) {
    g.indicators.push(drawTop(g));
    kind = kindOf(g.indicators);
  }
  g.kind = kind;
  // L5: the sheet turned: no teams.
  if (kind.sheets) g.teams = alone(n);
  g.phase = 'playing';
  g.trick = [];
  g.lastTrick = null;
  g.taken = lists(n);
  g.laidAside = lists(n);
  g.tricks = zeros(n);
  g.marriages = zeros(n);
  g.mustLead = null;
  g.roundScores = null;
  g.chosen = g.hands.map(() => null);
  if (noExchange(g)) startExposure(g);
  else {
    g.stage = 'exchange';
    g.turn = (g.dealer + 1) % n;
  }
}

/** L5: a 2 turned: no exchange. */
export const noExchange = (g: Game): boolean => {
  const last = g.indicators[g.indicators.length - 1];
  return last !== undefined && isTwo(last);
};

/** L8: every seat chooses; the turn is the first from the dealer's left. */
export function startExposure(g: Game): void {
  g.stage = 'expose';
  g.chosen = g.hands.map(() => null);
  g.turn = (g.dealer + 1) % g.players;
}

/** L8: the first seat from the dealer's left yet to choose; -1: all have chosen. */
export function firstToChoose(g: Game): number {
  for (let i = 1; i <= g.players; i++) {
    const s = (g.dealer + i) % g.players;
    if (g.chosen[s] === null) return s;
  }
  return -1;
}

/** L9: the first trick, led by the dealer's left. */
export function startPlay(g: Game): void {
  g.stage = 'lead';
  g.turn = (g.dealer + 1) % g.players;
  g.chosen = g.hands.map(() => null);
}

export function newGame(o: {
  players: number;
  seed: number;
  rules?: unknown;
}): Result<Game, ErrorCode> {
  if (!isRecord(o))
    return fail('bad-players', 'A new game needs the number of players and a seed.');
  if (!playersOk(o.players))
    return fail('bad-players', `La Krap is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  if (typeof o.seed !== 'number' || !Number.isSafeInteger(o.seed))
    return fail('bad-seed', 'The deal number must be a whole number.');
  const rules = resolveRules(o.rules, o.players);
  if (!rules.ok) return rules;
  const g: Game = { rules: rules.value, ...blank(o.players, o.seed) };
  // L3: the first dealer is the generator's.
  g.dealer = randomInt(g, g.players);
  deal(g);
  return ok(g);
}

/** L3, L16: the deal passes left. */
export function nextRound(g: Game): void {
  g.dealer = (g.dealer + 1) % g.players;
  g.round += 1;
  deal(g);
}
