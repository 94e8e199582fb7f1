import { deal, refreshKapaga } from './apply';
import {
  buildDeck,
  type Card,
  cardCode,
  EIGHT,
  JOKER,
  NO_CALL,
  parseCall,
  parseCard,
  rankOf,
} from './cards';
import { callOptions } from './play';
import { brief, err, ok, type Result } from './result';
import { randomInt, seedState, shuffle } from './rng';
import { deckSize, type PresetName, type Rules, resolveRules } from './rules';
import { type Game, type Miss, prevActive } from './state';

export interface NewGameOptions {
  players: number;
  seed: number;
  rules?: Partial<Rules> | PresetName;
}

/** A table laid out by hand (tests, demos). Its top card is already resolved. */
export interface Setup {
  rules?: Partial<Rules> | PresetName;
  hands: string[][];
  /** bottom..top */
  discard: string[];
  /** top first */
  stock?: string[];
  turn: number;
  dealer?: number;
  scores?: number[];
  eliminated?: boolean[];
  call?: string | null;
  seed?: number;
}

function blank(rules: Rules, seats: number, seed: number): Game {
  // Packed arrays (new Array(n).fill(x) stays holey): every copy the engine makes keeps that.
  const each = <T>(x: T): T[] => Array.from({ length: seats }, () => x);
  return {
    v: 1,
    rules,
    seats,
    round: 0,
    phase: 'playing',
    dealer: 0,
    turn: 0,
    stage: null,
    hands: Array.from({ length: seats }, () => []),
    stock: [],
    discard: [],
    call: NO_CALL,
    pending: 0,
    stackBy: 0,
    spent: 0,
    drawn: -1,
    scores: each(0),
    eliminated: each(false),
    kapagaCalled: each(false),
    kapaga: each(false),
    recycles: 0,
    penalties: each(0),
    roundWinner: null,
    winners: [],
    passed: Array.from({ length: seats }, () => []),
    passedTo: each(-1),
    missed: each<Miss | null>(null),
    misses: Array.from({ length: seats }, () => []),
    rng: seedState(seed),
    events: [],
  };
}

const isSeed = (seed: unknown): seed is number =>
  typeof seed === 'number' && Number.isSafeInteger(seed);

/** R3-R6: a new game, first round dealt. */
export function newGame(o: NewGameOptions): Result<Game> {
  if (!o || typeof o !== 'object') return err('bad-players', 'newGame needs { players, seed }.');
  const rules = resolveRules(o.rules);
  if (!rules.ok) return rules;
  const r = rules.value;
  const n = o.players;
  if (!Number.isInteger(n) || n < 2 || n > r.maxPlayers)
    return err(
      'bad-players',
      `Players must be a whole number from 2 to ${r.maxPlayers}, not ${brief(n)}.`,
    );
  if (!isSeed(o.seed))
    return err('bad-seed', `The seed must be a whole number, not ${brief(o.seed)}.`);
  const need =
    Math.max(n * (n === 2 ? r.handSizeTwoPlayers : r.handSize), 2 * r.handSizeTwoPlayers) + 1;
  if (need > deckSize(r))
    return err(
      'bad-rules',
      `These hand sizes need ${need} cards, but the deck has ${deckSize(r)}: lower "handSize" or "handSizeTwoPlayers", or add a deck.`,
    );
  const g = blank(r, n, o.seed);
  g.dealer = randomInt(g, n); // R4: the first dealer is drawn by the seeded generator
  deal(g, true);
  return ok(g);
}

function parseCards(codes: unknown, where: string): Result<Card[]> {
  if (!Array.isArray(codes)) return err('bad-setup', `${where} must be a list of card codes.`);
  const out: Card[] = [];
  for (const code of codes) {
    const c = typeof code === 'string' ? parseCard(code) : null;
    if (c === null)
      return err('bad-card', `${where}: ${brief(code)} is not a card (use codes like 7H, TS, JK).`);
    out.push(c);
  }
  return ok(out);
}

const seatOk = (s: unknown, n: number): s is number =>
  Number.isInteger(s) && (s as number) >= 0 && (s as number) < n;

/** A setup's eliminated seats, if it gives them; else why not. */
function setEliminated(s: Setup, g: Game, n: number): Result<Game> | null {
  if (s.eliminated !== undefined) {
    if (
      !Array.isArray(s.eliminated) ||
      s.eliminated.length !== n ||
      s.eliminated.some((e) => typeof e !== 'boolean')
    )
      return err('bad-setup', `"eliminated" must list true/false for each of the ${n} seats.`);
    g.eliminated = s.eliminated.slice();
  }
  return null;
}

/** A setup's scores, if it gives them; else why not. */
function setScores(s: Setup, g: Game, n: number): Result<Game> | null {
  if (s.scores !== undefined) {
    if (
      !Array.isArray(s.scores) ||
      s.scores.length !== n ||
      s.scores.some((x) => !Number.isInteger(x) || x < 0)
    )
      return err(
        'bad-setup',
        `"scores" must list a whole number of points for each of the ${n} seats.`,
      );
    g.scores = s.scores.slice();
  }
  return null;
}

/** The cards placed so far, code by code: `place` counts more and says when a deck has too few. */
function deckCount(r: Rules) {
  const count = new Array<number>(53).fill(0);
  const limit = (c: Card): number => (c === JOKER ? r.jokers : r.decks);
  const place = (cards: Card[], where: string): string | null => {
    for (const c of cards) {
      count[c] = (count[c] as number) + 1;
      if ((count[c] as number) > limit(c))
        return c === JOKER && r.jokers === 0
          ? `${where}: these rules play without Jokers.`
          : `${where}: ${cardCode(c)} appears more often than the deck has it (${limit(c)}).`;
    }
    return null;
  };
  return { count, place };
}

/** A setup's call for its top 8, if it gives one; else why not. */
function setCall(s: Setup, g: Game, r: Rules, top: Card): Result<Game> | null {
  if (s.call !== undefined && s.call !== null) {
    const call = typeof s.call === 'string' ? parseCall(s.call) : null;
    if (top === JOKER || rankOf(top) !== EIGHT)
      return err('bad-setup', 'A call is only set when the top card is an 8.');
    if (call === null || !callOptions(r).includes(call))
      return err('bad-setup', `${brief(s.call)} is not a call these rules allow for an 8.`);
    g.call = call;
  }
  return null;
}

/** The cards of the rules' deck not placed (`count`, used up as they are found), in deck order. */
function restOfDeck(r: Rules, count: number[]): Card[] {
  const rest: Card[] = [];
  for (const c of buildDeck(r.decks, r.jokers)) {
    if ((count[c] as number) > 0) count[c] = (count[c] as number) - 1;
    else rest.push(c);
  }
  return rest;
}

/** RULES.md §9: a table laid out by hand. Cards not placed go, shuffled by the seed, under the stock. */
export function fromSetup(s: Setup): Result<Game> {
  if (!s || typeof s !== 'object') return err('bad-setup', 'A setup must be an object.');
  const rules = resolveRules(s.rules);
  if (!rules.ok) return rules;
  const r = rules.value;
  if (!Array.isArray(s.hands) || s.hands.length < 2 || s.hands.length > r.maxPlayers)
    return err('bad-setup', `A setup needs from 2 to ${r.maxPlayers} hands.`);
  const n = s.hands.length;
  const seed = s.seed ?? 0;
  if (!isSeed(seed)) return err('bad-seed', 'The seed must be a whole number.');
  const g = blank(r, n, seed);
  g.round = 1;
  const eliminated = setEliminated(s, g, n);
  if (eliminated) return eliminated;
  const active = g.eliminated.filter((e) => !e).length;
  if (active < 2) return err('bad-setup', 'At least two seats must be in the game.');
  const scores = setScores(s, g, n);
  if (scores) return scores;
  const { count, place } = deckCount(r);
  for (let i = 0; i < n; i++) {
    const hand = parseCards(s.hands[i], `Hand ${i}`);
    if (!hand.ok) return hand;
    if (g.eliminated[i] && hand.value.length > 0)
      return err('bad-setup', `Seat ${i} is eliminated but holds cards.`);
    if (!g.eliminated[i] && hand.value.length === 0)
      return err('bad-setup', `Seat ${i} is in the game but holds no cards.`);
    const problem = place(hand.value, `Hand ${i}`);
    if (problem) return err('bad-setup', problem);
    g.hands[i] = hand.value;
  }
  const discard = parseCards(s.discard, 'The discard pile');
  if (!discard.ok) return discard;
  if (discard.value.length === 0)
    return err('bad-setup', 'The discard pile needs at least its top card.');
  const p1 = place(discard.value, 'The discard pile');
  if (p1) return err('bad-setup', p1);
  g.discard = discard.value;
  const stock = parseCards(s.stock ?? [], 'The stock');
  if (!stock.ok) return stock;
  const p2 = place(stock.value, 'The stock');
  if (p2) return err('bad-setup', p2);
  if (!seatOk(s.turn, n) || g.eliminated[s.turn])
    return err(
      'bad-setup',
      `"turn" must be a seat in the game (0 to ${n - 1}), not ${brief(s.turn)}.`,
    );
  g.turn = s.turn;
  if (s.dealer !== undefined && (!seatOk(s.dealer, n) || g.eliminated[s.dealer]))
    return err('bad-setup', `"dealer" must be a seat in the game, not ${brief(s.dealer)}.`);
  g.dealer = s.dealer ?? prevActive(g, s.turn);
  const top = discard.value[discard.value.length - 1] as Card;
  const called = setCall(s, g, r, top);
  if (called) return called;
  // The rest of the deck, shuffled, under the given stock (stored top last).
  const rest = restOfDeck(r, count);
  shuffle(g, rest);
  g.stock = rest.concat(stock.value.slice().reverse());
  g.stage = 'play';
  refreshKapaga(g);
  return ok(g);
}
