/** Tables laid out by hand (LAKRAP.md §6, Setup): every part checked, never a throw. */
import { brief, fail, isRecord, ok, type Result } from '../../../lib/result';
import { shuffle } from '../../../lib/rng';
import { type Card, cardCode, DECK_COUNT, fullDeck, KINDS, parseCard } from './cards';
import { blank, HAND, noExchange, playersOk, startExposure, startPlay } from './deal';
import { alone, colourOf, kindOf, teamsOf } from './laws';
import { resolveRules } from './rules';
import type { ErrorCode, Game, Setup } from './state';

type R<T> = Result<T, ErrorCode>;

const notACard = (code: unknown): string =>
  `${typeof code === 'string' || typeof code === 'number' ? brief(code) : 'That'} is not a La Krap card: codes are like AS, TH, 7C, 2D, JR, JB and BL.`;

function parseCards(x: unknown, used: number[], what: string): R<Card[]> {
  if (!Array.isArray(x) || x.length > 72) return fail('bad-setup', `${what} is a list of cards.`);
  const out: Card[] = [];
  for (const code of x as unknown[]) {
    const c = parseCard(code);
    if (c === null) return fail('bad-card', notACard(code));
    if (used.length > 0) used[c] = (used[c] ?? 0) + 1;
    out.push(c);
  }
  return ok(out);
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x);

function perSeat(x: unknown, n: number, what: string, min: number, max: number): R<number[]> {
  if (!Array.isArray(x) || x.length !== n || !x.every((v) => isInt(v) && v >= min && v <= max))
    return fail('bad-setup', `${what} are one whole number per seat, from ${min} to ${max}.`);
  return ok([...(x as number[])]);
}

/** A table laid out by hand; the deck's other cards go, shuffled, below the given deck. */
export function fromSetup(s: Setup): R<Game> {
  if (!isRecord(s)) return fail('bad-setup', 'A setup is an object.');
  const hands0: unknown = s.hands;
  if (!Array.isArray(hands0) || !playersOk(hands0.length))
    return fail('bad-players', 'La Krap is for 3 to 6 players: one hand per seat.');
  const n = hands0.length;
  const rules = resolveRules(s.rules, n);
  if (!rules.ok) return rules;
  const seed = s.seed ?? 1;
  if (!isInt(seed)) return fail('bad-seed', 'The deal number must be a whole number.');
  const g: Game = { rules: rules.value, ...blank(n, seed) };
  // Each part in turn, the first fault refused.
  for (const part of [placeCards, markFaceUp, seatTable, setCounts]) {
    const r = part(g, s);
    if (!r.ok) return r;
  }
  return startStage(g, s);
}

/** The hands, the turned cards (L5) and the deck; the cards not given, shuffled, below the deck. */
function placeCards(g: Game, s: Setup): R<Game> {
  const used = new Array<number>(KINDS).fill(0);
  g.hands = [];
  for (const h of s.hands as unknown[]) {
    const hand = parseCards(h, used, 'A hand');
    if (!hand.ok) return hand;
    g.hands.push(hand.value);
  }
  const size = g.hands[0]?.length ?? 0;
  if (size < 1 || size > HAND || g.hands.some((h) => h.length !== size))
    return fail('bad-setup', 'Every hand holds the same number of cards, 1 to 7.');
  const indicators = parseCards(s.indicators, used, 'The turned cards');
  if (!indicators.ok) return indicators;
  const kind = kindOf(indicators.value);
  if (kind === null || kindOf(indicators.value.slice(0, -1)) !== null)
    return fail('bad-setup', 'The turned cards are jokers, then one card that sets the game (L5).');
  g.indicators = indicators.value;
  g.kind = kind;
  const deck = parseCards(s.deck ?? [], used, 'The deck');
  if (!deck.ok) return deck;
  const over = used.findIndex((k, c) => k > (DECK_COUNT[c] ?? 0));
  if (over >= 0)
    return fail('bad-card', `The deck has only ${DECK_COUNT[over]} of ${cardCode(over)}.`);
  // The cards the setup does not place, shuffled, below the given deck (top last inside).
  const rest: Card[] = [];
  for (const c of fullDeck()) {
    const given = used[c] ?? 0;
    if (given > 0) used[c] = given - 1;
    else rest.push(c);
  }
  g.deck = [...shuffle(g, rest), ...deck.value.reverse()];
  return ok(g);
}

/** Face-up cards: each a card of its hand (a copy not yet marked). */
function markFaceUp(g: Game, s: Setup): R<Game> {
  const n = g.players;
  g.up = g.hands.map((h) => h.map(() => false));
  g.wed = g.hands.map((h) => h.map(() => false));
  if (s.faceUp === undefined) return ok(g);
  const faceUp: unknown = s.faceUp;
  if (!Array.isArray(faceUp) || faceUp.length !== n)
    return fail('bad-setup', 'Face-up cards are a list per seat.');
  for (let seat = 0; seat < n; seat++) {
    const shown = parseCards(faceUp[seat], [], 'Face-up cards');
    if (!shown.ok) return shown;
    const h = g.hands[seat] ?? [];
    const up = g.up[seat] ?? [];
    for (const c of shown.value) {
      const i = h.findIndex((x, k) => x === c && !up[k]);
      if (i < 0) return fail('bad-setup', `Seat ${seat} shows ${cardCode(c)}, not in its hand.`);
      up[i] = true;
    }
  }
  return ok(g);
}

/** The teams, the dealer and the round. */
function seatTable(g: Game, s: Setup): R<Game> {
  const n = g.players;
  const teams = setupTeams(s.teams, g);
  if (!teams.ok) return teams;
  g.teams = teams.value;
  if (!isInt(s.dealer) || s.dealer < 0 || s.dealer >= n)
    return fail('bad-setup', 'The dealer is one of the seats.');
  g.dealer = s.dealer;
  const round = s.round ?? 1;
  if (!isInt(round) || round < 1 || round > g.rules.rounds)
    return fail('bad-setup', `The round is a whole number from 1 to ${g.rules.rounds}.`);
  g.round = round;
  return ok(g);
}

/** The tricks and marriages this round, per seat, and the scores. */
function setCounts(g: Game, s: Setup): R<Game> {
  const n = g.players;
  for (const [key, max] of [
    ['tricks', HAND],
    ['marriages', 8],
  ] as const) {
    if (s[key] === undefined) continue;
    const v = perSeat(s[key], n, key === 'tricks' ? 'Tricks' : 'Marriages', 0, max);
    if (!v.ok) return v;
    g[key] = v.value;
  }
  const size = g.hands[0]?.length ?? 0;
  if (g.tricks.reduce((a, b) => a + b, 0) + size > HAND)
    return fail('bad-setup', 'Tricks taken and cards in hand make at most 7 tricks a round.');
  if (s.scores !== undefined) {
    const v = perSeat(s.scores, n, 'Scores', -1e12, 1e12);
    if (!v.ok) return v;
    g.scores = v.value;
  }
  return ok(g);
}

/** L4, §6: the teams given (any ids: seats alike share one), else from the face-up cards. */
function setupTeams(x: unknown, g: Game): R<number[]> {
  if (x !== undefined) {
    if (!Array.isArray(x) || x.length !== g.players || !x.every(isInt))
      return fail('bad-setup', 'Teams are one whole number per seat (seats alike share one).');
    const ids = x as number[];
    return ok(ids.map((t) => ids.indexOf(t)));
  }
  if (g.kind.sheets) return ok(alone(g.players));
  const first = g.hands.map((h, s) => h.find((_, i) => g.up[s]?.[i]));
  if (first.some((c) => c === undefined)) return ok(alone(g.players));
  return ok(teamsOf(first.map((c) => colourOf(c ?? 0))));
}

/** §6: a setup starts its stage afresh. */
function startStage(g: Game, s: Setup): R<Game> {
  const n = g.players;
  const stage = s.stage ?? (noExchange(g) ? 'expose' : 'exchange');
  const turn = s.turn ?? (g.dealer + 1) % n;
  if (!isInt(turn) || turn < 0 || turn >= n)
    return fail('bad-setup', 'The seat to play is one of the seats.');
  switch (stage) {
    case 'exchange':
      if (noExchange(g)) return fail('bad-setup', 'After a 2 is turned there is no exchange (L5).');
      g.stage = 'exchange';
      g.turn = turn;
      return ok(g);
    case 'expose':
      startExposure(g);
      if (turn !== g.turn)
        return fail('bad-setup', 'The exposure begins with the seat left of the dealer (L8).');
      return ok(g);
    case 'lead':
      startPlay(g);
      g.turn = turn;
      return ok(g);
    default:
      return fail('bad-setup', 'A setup starts at the exchange, the exposure or a lead.');
  }
}
