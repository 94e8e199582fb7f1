/** The deal (K7), new games and tables laid out by hand (Setup). */
import { brief, fail, isRecord, ok, type Result } from '../../../lib/result';
import { randomInt, seedState, shuffle } from '../../../lib/rng';
import { type Card, cardCode, DECK_COUNT, fullDeck, isPower, KW, parseCard } from './cards';
import { resolveRules } from './rules';
import type { ErrorCode, Game, Mod, Pos, Setup } from './state';
import { handOf } from './triads';
import { comeToDraw } from './turn';

type R<T> = Result<T, ErrorCode>;

const MIN_PLAYERS = 2;
const MAX_PLAYERS = 4;

const playersOk = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;

function blank(players: number, seed: number): Omit<Game, 'rules'> {
  return {
    players,
    seed,
    rng: seedState(seed),
    phase: 'playing',
    round: 1,
    starter: 0,
    turn: 0,
    stage: 'draw',
    revealsLeft: Array(players).fill(0),
    drawn: null,
    drawnFrom: null,
    mustKeep: false,
    hands: [],
    discard: [],
    stock: [],
    wentOut: null,
    finalTurns: Array(players).fill(false),
    swaps: [],
    turnsPlayed: 0,
    scores: Array(players).fill(0),
    roundScores: null,
    doubled: false,
    winners: [],
  };
}

/** K7: shuffle, 12 face down to each seat, turn the top card; `g.starter` begins. */
export function deal(g: Game): void {
  const deck = shuffle(g, fullDeck());
  const top = (): Card => {
    const c = deck.pop();
    if (c === undefined) throw new Error(`deal: the deck ran out for ${g.players} players`);
    return c;
  };
  g.hands = Array.from({ length: g.players }, () =>
    Array.from({ length: 4 }, () =>
      Array.from({ length: 3 }, (): Pos => ({ card: top(), up: false })),
    ),
  );
  g.discard = [top()];
  g.stock = deck;
  g.phase = 'playing';
  g.wentOut = null;
  g.finalTurns = Array(g.players).fill(false);
  g.swaps = [];
  g.turnsPlayed = 0;
  g.drawn = null;
  g.drawnFrom = null;
  g.mustKeep = false;
  g.roundScores = null;
  g.doubled = false;
  g.revealsLeft = Array(g.players).fill(g.rules.firstTurnReveals);
  g.turn = g.starter;
  g.stage = g.rules.firstTurnReveals > 0 ? 'reveal' : 'draw';
  if (g.stage === 'draw') comeToDraw(g);
}

export function newGame(o: { players: number; seed: number; rules?: unknown }): R<Game> {
  if (!isRecord(o))
    return fail('bad-players', 'A new game needs the number of players and a seed.');
  if (!playersOk(o.players))
    return fail('bad-players', `KAPOW! is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  if (typeof o.seed !== 'number' || !Number.isInteger(o.seed))
    return fail('bad-seed', 'The deal number must be a whole number.');
  const rules = resolveRules(o.rules);
  if (!rules.ok) return rules;
  const g: Game = { rules: rules.value, ...blank(o.players, o.seed) };
  g.starter = randomInt(g, g.players);
  deal(g);
  return ok(g);
}

/** K7: the next round begins with the first seat out, or the seat after the last starter. */
export function nextRound(g: Game): void {
  g.starter = g.wentOut ?? (g.starter + 1) % g.players;
  g.round += 1;
  deal(g);
}

/** Any outside value, said briefly: never by its own toString (it may be anything). */
const notACard = (code: unknown): string =>
  `${typeof code === 'string' || typeof code === 'number' ? brief(code) : 'That'} is not a KAPOW! card: cards are 0 to 12, P1, P2 and KW.`;

function parsePos(x: unknown, used: number[]): Result<Pos, ErrorCode> {
  if (x === null) return ok(null);
  if (!isRecord(x)) return fail('bad-setup', 'A position is empty, face down or face up.');
  const take = (code: unknown): Card | string => {
    const c = parseCard(code);
    if (c === null) return notACard(code);
    used[c] = (used[c] ?? 0) + 1;
    return c;
  };
  const keys = Object.keys(x).sort().join();
  if (keys === 'down') {
    const c = take(x.down);
    return typeof c === 'string' ? fail('bad-card', c) : ok({ card: c, up: false });
  }
  if (keys !== 'mods,up' || !Array.isArray(x.mods))
    return fail('bad-setup', 'A face-up position is a card and its modifiers.');
  const c = take(x.up);
  if (typeof c === 'string') return fail('bad-card', c);
  const mods: Mod[] = [];
  for (const m of x.mods) {
    if (
      !isRecord(m) ||
      Object.keys(m).sort().join() !== 'card,sign' ||
      (m.sign !== 1 && m.sign !== -1)
    )
      return fail('bad-setup', 'A modifier is a power card with a sign, + or -.');
    const mc = take(m.card);
    if (typeof mc === 'string' || !isPower(mc))
      return fail('bad-card', 'Only power cards modify a card.');
    mods.push({ card: mc, sign: m.sign });
  }
  if (c === KW && mods.length > 0)
    return fail('bad-setup', 'A KAPOW! card is never part of a powerset (K6).');
  return ok({ card: c, up: true, mods });
}

function parseCards(x: unknown, used: number[]): Result<Card[], ErrorCode> {
  if (!Array.isArray(x)) return fail('bad-setup', 'Piles are lists of cards.');
  const out: Card[] = [];
  for (const code of x) {
    const c = parseCard(code);
    if (c === null) return fail('bad-card', notACard(code));
    used[c] = (used[c] ?? 0) + 1;
    out.push(c);
  }
  return ok(out);
}

/** A seat's 4 triads of 3 positions, each triad whole or gone, at least one card. */
function parseHand(hand: unknown, used: number[]): Result<Pos[][], ErrorCode> {
  if (
    !Array.isArray(hand) ||
    hand.length !== 4 ||
    hand.some((t) => !Array.isArray(t) || t.length !== 3)
  )
    return fail('bad-setup', 'Each seat has 4 triads of 3 positions.');
  const triads: Pos[][] = [];
  const rows: readonly (readonly unknown[])[] = hand;
  for (const triad of rows) {
    const ps: Pos[] = [];
    for (const x of triad) {
      const p = parsePos(x, used);
      if (!p.ok) return p;
      ps.push(p.value);
    }
    // A triad is discarded whole (K13): it is all there or all gone.
    if (ps.some((p) => p === null) && ps.some((p) => p !== null))
      return fail('bad-setup', 'A triad is discarded whole: all three positions or none.');
    triads.push(ps);
  }
  // A seat with no card left has gone out (K15) and never plays again this round; a setup
  // cannot say so, and such a seat could take a card it may not discard and have nowhere
  // to put it (K11): no legal action. So every seat holds a card.
  if (triads.every((t) => t.every((p) => p === null)))
    return fail('bad-setup', 'Every player holds at least one card: one with none has gone out.');
  return ok(triads);
}

/** A table laid out by hand; the deck's other cards go, shuffled, below the given stock. */
export function fromSetup(s: Setup): R<Game> {
  if (!isRecord(s)) return fail('bad-setup', 'A setup is an object.');
  const rules = resolveRules(s.rules);
  if (!rules.ok) return rules;
  if (!Array.isArray(s.hands) || !playersOk(s.hands.length))
    return fail('bad-players', `KAPOW! is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`);
  const seed = s.seed ?? 1;
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    return fail('bad-seed', 'The deal number must be a whole number.');
  const g: Game = { rules: rules.value, ...blank(s.hands.length, seed) };
  const used: number[] = Array(DECK_COUNT.length).fill(0);
  // Outside data, whatever its declared type: each part is checked.
  const hands: readonly unknown[] = s.hands;
  for (const x of hands) {
    const hand = parseHand(x, used);
    if (!hand.ok) return hand;
    g.hands.push(hand.value);
  }
  const discard = parseCards(s.discard, used);
  if (!discard.ok) return discard;
  const stock = parseCards(s.stock ?? [], used);
  if (!stock.ok) return stock;
  const over = used.findIndex((n, c) => n > (DECK_COUNT[c] ?? 0));
  if (over >= 0)
    return fail('bad-card', `The deck has only ${DECK_COUNT[over]} of ${cardCode(over)}.`);
  const rest: Card[] = [];
  for (const c of fullDeck()) {
    // The given table holds this card: it is not among the rest.
    const given = used[c] ?? 0;
    if (given > 0) used[c] = given - 1;
    else rest.push(c);
  }
  // Stock top first at the boundary; inside, the top is the last element.
  g.stock = [...shuffle(g, rest), ...stock.value.reverse()];
  g.discard = discard.value;
  if (!Number.isInteger(s.turn) || s.turn < 0 || s.turn >= g.players)
    return fail('bad-setup', 'The seat to play must be one of the seats.');
  g.turn = s.turn;
  g.starter = s.turn;
  const round = s.round ?? 1;
  if (!Number.isInteger(round) || round < 1 || round > g.rules.rounds)
    return fail('bad-setup', `The round is a whole number from 1 to ${g.rules.rounds}.`);
  g.round = round;
  if (s.scores !== undefined) {
    if (
      !Array.isArray(s.scores) ||
      s.scores.length !== g.players ||
      !s.scores.every(Number.isSafeInteger)
    )
      return fail('bad-setup', 'Scores are one whole number per seat.');
    g.scores = [...s.scores];
  }
  const reveals = s.revealsLeft ?? 0;
  if (!Number.isInteger(reveals) || reveals < 0 || reveals > 12)
    return fail('bad-setup', 'Reveals owed are a whole number from 0 to 12.');
  const down = handOf(g, g.turn)
    .flat()
    .filter((p) => p !== null && !p.up).length;
  if (reveals > down)
    return fail('bad-setup', 'A seat cannot reveal more cards than it has face down.');
  g.revealsLeft[g.turn] = reveals;
  const stage = s.stage ?? (reveals > 0 ? 'reveal' : 'draw');
  if (stage !== 'reveal' && stage !== 'draw')
    return fail('bad-setup', 'A setup starts at a reveal or a draw.');
  if ((stage === 'reveal') !== reveals > 0)
    return fail('bad-setup', 'A reveal stage needs reveals owed, and reveals owed a reveal stage.');
  g.stage = stage;
  if (stage === 'draw') comeToDraw(g);
  return ok(g);
}
