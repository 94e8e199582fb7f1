/** New games (C1, C9) and tables laid out by hand (Setup, section 5's rulings). */
import { brief, fail, isRecord, ok, type Result } from '../../../lib/result';
import { randomInt, seedState, shuffle } from '../../../lib/rng';
import { type Card, cardCode, codeCard, deckCounts, deckFor, KINDS } from './cards';
import { readMeld } from './melds';
import { resolveRules } from './rules';
import type { ErrorCode, Game, Setup, TableMeld } from './state';
import { deal } from './turn';

type R<T> = Result<T, ErrorCode>;

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 6;

const playersOk = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_PLAYERS && n <= MAX_PLAYERS;
const BAD_PLAYERS = `Cap-It is for ${MIN_PLAYERS} to ${MAX_PLAYERS} players.`;

function blank(g: Pick<Game, 'rules' | 'players' | 'seed'>): Game {
  return {
    ...g,
    rng: seedState(g.seed),
    phase: 'playing',
    round: 1,
    dealer: 0,
    turn: 0,
    stage: 'draw',
    hands: [],
    discard: [],
    stock: [],
    table: [],
    down: Array(g.players).fill(false),
    pushes: [],
    taken: -1,
    turnsPlayed: 0,
    scores: Array(g.players).fill(0),
    roundScores: null,
    roundWinners: [],
    winners: [],
  };
}

export function newGame(o: { players: number; seed: number; rules?: unknown }): R<Game> {
  if (!isRecord(o))
    return fail('bad-players', 'A new game needs the number of players and a seed.');
  if (!playersOk(o.players)) return fail('bad-players', BAD_PLAYERS);
  if (typeof o.seed !== 'number' || !Number.isInteger(o.seed))
    return fail('bad-seed', 'The deal number must be a whole number.');
  const rules = resolveRules(o.rules);
  if (!rules.ok) return rules;
  const g = blank({ rules: rules.value, players: o.players, seed: o.seed });
  // C9: the first dealer by the seeded generator.
  g.dealer = randomInt(g, g.players);
  deal(g);
  return ok(g);
}

const notACard = (code: unknown): string =>
  `${typeof code === 'string' || typeof code === 'number' ? brief(code) : 'That'} is not a card: cards are written 7H, TS, AS, and JK for a joker.`;

/** A list of card codes from outside, each counted into `used`. */
export function parseCards(x: unknown, used: number[], what: string): R<Card[]> {
  if (!Array.isArray(x)) return fail('bad-setup', `${what} is a list of cards.`);
  const out: Card[] = [];
  for (const code of x as unknown[]) {
    const c = codeCard(code);
    if (c === null) return fail('bad-card', notACard(code));
    used[c] = (used[c] ?? 0) + 1;
    out.push(c);
  }
  return ok(out);
}

const isSeat = (x: unknown, players: number): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < players;

function parseTable(x: unknown, g: Game, used: number[]): R<TableMeld[]> {
  if (x === undefined) return ok([]);
  if (!Array.isArray(x)) return fail('bad-setup', 'The table is a list of melds.');
  const out: TableMeld[] = [];
  for (const m of x as unknown[]) {
    if (!isRecord(m) || Object.keys(m).sort().join() !== 'cards,kind,owner')
      return fail('bad-setup', 'A meld on the table has an owner, a kind and its cards.');
    if (!isSeat(m.owner, g.players))
      return fail('bad-setup', 'A meld’s owner is one of the seats.');
    if (m.kind !== 'set' && m.kind !== 'run')
      return fail('bad-setup', 'A meld on the table is a set or a run.');
    const cards = parseCards(m.cards, used, 'A meld');
    if (!cards.ok) return cards;
    const read = readMeld(m.kind, cards.value, g.rules.wildTwos);
    if (typeof read === 'string')
      return fail('bad-setup', `A meld on the table is no meld: ${read}`);
    out.push({ owner: m.owner, kind: m.kind, cards: cards.value, ...read });
  }
  return ok(out);
}

/** A table laid out by hand; the decks' other cards go, shuffled by the seed, below the stock. */
export function fromSetup(s: Setup): R<Game> {
  if (!isRecord(s)) return fail('bad-setup', 'A setup is an object.');
  const rules = resolveRules(s.rules);
  if (!rules.ok) return rules;
  if (!Array.isArray(s.hands) || !playersOk(s.hands.length))
    return fail('bad-players', BAD_PLAYERS);
  const seed = s.seed ?? 1;
  if (typeof seed !== 'number' || !Number.isInteger(seed))
    return fail('bad-seed', 'The deal number must be a whole number.');
  const g = blank({ rules: rules.value, players: s.hands.length, seed });
  const used: number[] = Array(KINDS).fill(0);
  for (const x of s.hands as unknown[]) {
    const hand = parseCards(x, used, 'A hand');
    if (!hand.ok) return hand;
    if (hand.value.length === 0)
      return fail('bad-setup', 'Every player holds at least one card: one with none has gone out.');
    g.hands.push(hand.value.sort((a, b) => a - b));
  }
  const discard = parseCards(s.discard, used, 'The discard pile');
  if (!discard.ok) return discard;
  const stock = parseCards(s.stock ?? [], used, 'The stock');
  if (!stock.ok) return stock;
  const table = parseTable(s.table, g, used);
  if (!table.ok) return table;
  const decks = deckCounts(g.players);
  const over = used.findIndex((n, c) => n > (decks[c] ?? 0));
  if (over >= 0)
    return fail('bad-card', `The decks hold only ${decks[over]} of ${cardCode(over)} (C1).`);
  const rest: Card[] = [];
  for (const c of deckFor(g.players)) {
    const given = used[c] ?? 0;
    if (given > 0) used[c] = given - 1;
    else rest.push(c);
  }
  // Stock top first at the boundary; inside, the top is the last element.
  g.stock = [...shuffle(g, rest), ...stock.value.reverse()];
  g.discard = discard.value;
  g.table = table.value;
  if (!isSeat(s.turn, g.players))
    return fail('bad-setup', 'The seat to play must be one of the seats.');
  g.turn = s.turn;
  const dealer = s.dealer ?? (s.turn + g.players - 1) % g.players;
  if (!isSeat(dealer, g.players)) return fail('bad-setup', 'The dealer must be one of the seats.');
  g.dealer = dealer;
  const round = s.round ?? 1;
  if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > g.rules.rounds)
    return fail('bad-setup', `The round is a whole number from 1 to ${g.rules.rounds}.`);
  g.round = round;
  if (s.down === undefined) for (const m of g.table) g.down[m.owner] = true;
  else if (
    !Array.isArray(s.down) ||
    s.down.length !== g.players ||
    !s.down.every((d) => typeof d === 'boolean')
  )
    return fail('bad-setup', 'Who is down is true or false for each seat.');
  else g.down = [...s.down];
  if (s.scores !== undefined) {
    if (
      !Array.isArray(s.scores) ||
      s.scores.length !== g.players ||
      !s.scores.every(Number.isSafeInteger)
    )
      return fail('bad-setup', 'Scores are one whole number per seat.');
    g.scores = [...s.scores];
  }
  const stage = s.stage ?? 'draw';
  if (stage !== 'draw' && stage !== 'meld')
    return fail('bad-setup', 'A setup starts at a draw or after it (meld).');
  if (stage === 'draw' && g.discard.length === 0)
    return fail('bad-setup', 'A seat about to draw needs a discard pile to take from (C11).');
  g.stage = stage;
  return ok(g);
}
