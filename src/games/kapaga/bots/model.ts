/**
 * The expert's model of how a table of good players plays, for its playouts: hard's main
 * terms (points shed, suits kept covered, a top card the others rarely follow, a penalty
 * or a skip for a seat close to going out, the last 8 kept, hands passed when it pays)
 * computed on the engine's ints with nothing allocated per move. Each seat in a playout
 * plays from its own hand, the pile and the hand sizes: what that seat could see.
 */
import {
  type Card,
  cardPoints,
  DRAW_FIVE,
  DRAW_TWO,
  EIGHT,
  type Game,
  hasKapaga,
  JOKER,
  PASS_LEFT,
  PASS_RIGHT,
  passMove,
  rankOf,
  SKIP,
  seatFrom,
  suitOf,
} from '../engine';
import {
  aceAloneOf,
  callOptions,
  goesOutOf,
  type HasRng,
  type Move,
  type PlayBuffer,
  playBuffer,
  playsInto,
  random,
  tablesOf,
} from '../engine/fast';
import { HARD } from './context';
import { isEight } from './knowledge';

/** What the model counts as the playout goes: the cards seen on the pile, by suit and rank. */
export interface PileCount {
  suits: number[];
  ranks: number[];
  jokers: number;
  /** Discard cards counted so far, and the recycle they belong to (R22 starts a new pile). */
  counted: number;
  recycles: number;
  /** Per suit and per rank, how many the whole deck holds (R1). */
  deckSuit: number;
  deckRank: number;
  deckJokers: number;
  /** Points of an average card nobody has seen (what an unknown hand is worth per card). */
  mean: number;
}

export function pileCount(g: Game, mean: number): PileCount {
  return {
    suits: [0, 0, 0, 0],
    ranks: new Array<number>(13).fill(0),
    jokers: 0,
    counted: 0,
    recycles: -1,
    deckSuit: 13 * g.rules.decks,
    deckRank: 4 * g.rules.decks,
    deckJokers: g.rules.jokers,
    mean,
  };
}

/** Bring the count up to the pile as it is now (a recycle starts it again). */
function catchUp(p: PileCount, g: Game): void {
  if (p.recycles !== g.recycles) {
    p.suits.fill(0);
    p.ranks.fill(0);
    p.jokers = 0;
    p.counted = 0;
    p.recycles = g.recycles;
  }
  for (; p.counted < g.discard.length; p.counted++) {
    const c = g.discard[p.counted] as Card;
    if (c === JOKER) p.jokers++;
    else {
      p.suits[suitOf(c)] = (p.suits[suitOf(c)] as number) + 1;
      p.ranks[rankOf(c)] = (p.ranks[rankOf(c)] as number) + 1;
    }
  }
}

/** R24: what each card scores in hand, by card (asked of the engine once). */
const POINTS = Array.from({ length: 53 }, (_, c) => cardPoints(c));

/** Scratch space: nothing is allocated per move. */
const PLAYS: PlayBuffer = playBuffer();
const HAND_SUITS = [0, 0, 0, 0];
const HAND_RANKS = new Array<number>(13).fill(0);
const TAKEN = new Uint8Array(64);
/** One reused array per length, for the engine's hasKapaga of what a play leaves. */
const REST: Card[][] = [];
const restOf = (n: number): Card[] => {
  let a = REST[n];
  if (!a) {
    a = new Array<Card>(n).fill(0);
    REST[n] = a;
  }
  return a;
};
const BY_LENGTH: Card[][] = [];
const SCRATCH = {
  play: { type: 'play' as const, seat: 0, cards: [] as Card[], call: -1 },
  draw: { type: 'draw' as const, seat: 0 },
  pass: { type: 'pass' as const, seat: 0 },
  call: { type: 'call' as const, seat: 0, call: 0 },
};

/** The call an 8 makes: the suit the rest holds most of, or a rank held twice or more. */
function callFor(g: Game, hand: readonly Card[], skip: Uint8Array | null): number {
  const suits = [0, 0, 0, 0];
  const ranks = HAND_RANKS;
  ranks.fill(0);
  for (let i = 0; i < hand.length; i++) {
    if (skip?.[i]) continue;
    const c = hand[i] as Card;
    if (c === JOKER || isEight(c)) continue;
    suits[suitOf(c)] = (suits[suitOf(c)] as number) + 1;
    ranks[rankOf(c)] = (ranks[rankOf(c)] as number) + 1;
  }
  let best = 0;
  for (let s = 1; s < 4; s++) if ((suits[s] as number) > (suits[best] as number)) best = s;
  if (callOptions(g.rules).length > 4) {
    let rank = -1;
    for (let k = 0; k < 13; k++)
      if (
        k !== EIGHT &&
        (ranks[k] as number) >= 2 &&
        (rank < 0 || (ranks[k] as number) > (ranks[rank] as number))
      )
        rank = k;
    if (rank >= 0 && (ranks[rank] as number) > (suits[best] as number)) return 4 + rank;
  }
  return best;
}

/**
 * What every play of one move is weighed against, set once per move (weighing), and what
 * the play being weighed leaves in hand (restAfter): scratch, nothing allocated per move.
 */
const W = {
  effects: new Int8Array(0) as Int8Array,
  seat: 0,
  nextSize: 0,
  shortest: 99,
  urgency: 1,
  handPts: 0,
  eights: 0,
  unseenTotal: 1,
  onlyEights: true,
  restSuits: 0,
  restEights: 0,
};

/**
 * The model's move for the seat to act (g.stage 'call', 'play', 'answer', 'follow' or
 * 'drawn'). The returned move is scratch: apply it before asking again.
 */
export function modelMove(g: Game, p: PileCount, r: HasRng): Move {
  const seat = g.turn;
  const hand = g.hands[seat] as Card[];
  if (g.stage === 'call') {
    SCRATCH.call.seat = seat;
    SCRATCH.call.call = callFor(g, hand, null);
    return SCRATCH.call;
  }
  const n = playsInto(g, PLAYS);
  if (n === 0) return drawOrKeep(g, seat);
  // One play and nothing to weigh it against (no drawn card to keep, no last 8 to save).
  if (
    n === 1 &&
    (g.stage === 'answer' ||
      g.stage === 'follow' ||
      (g.stage === 'play' && !isEight(PLAYS.cards[(PLAYS.len[0] as number) - 1] as Card)))
  )
    return playOf(g, seat, hand, 0);
  catchUp(p, g);
  weighing(g, p, seat, hand, n);
  const { cards, start, len } = PLAYS;
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < n; i++) {
    if (goesOutOf(g.rules, len[i] as number, cards[start[i] as number] as Card, hand.length)) {
      best = i;
      break;
    }
    const score = weighPlay(g, p, r, hand, i);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  if (
    W.onlyEights &&
    W.eights === 1 &&
    hand.length >= 4 &&
    g.pending === 0 &&
    g.stage === 'play' &&
    bestScore < 1e5
  )
    return drawOrKeep(g, seat);
  if (g.stage === 'drawn' && bestScore < 0) return drawOrKeep(g, seat);
  return playOf(g, seat, hand, best);
}

/**
 * Set what the move's plays are weighed against: how close the others are to going out,
 * the hand's own counts (for what the others could hold: unseen = deck - pile - hand), and
 * whether every play ends on an 8.
 */
function weighing(g: Game, p: PileCount, seat: number, hand: readonly Card[], n: number): void {
  W.effects = tablesOf(g.rules).effect; // the engine's cardEffect, by card
  W.seat = seat;
  const next = seatFrom(g.eliminated, seat);
  W.nextSize = (g.hands[next] as Card[]).length;
  let shortest = 99;
  for (let s = 0; s < g.seats; s++)
    if (s !== seat && !g.eliminated[s])
      shortest = Math.min(shortest, (g.hands[s] as Card[]).length);
  W.shortest = shortest;
  W.urgency = shortest <= 2 ? 1 + HARD.urgency : 1;
  HAND_SUITS.fill(0);
  HAND_RANKS.fill(0);
  let handPts = 0;
  let eights = 0;
  for (const c of hand) {
    handPts += POINTS[c] as number;
    if (c !== JOKER) {
      HAND_SUITS[suitOf(c)] = (HAND_SUITS[suitOf(c)] as number) + 1;
      HAND_RANKS[rankOf(c)] = (HAND_RANKS[rankOf(c)] as number) + 1;
      if (rankOf(c) === EIGHT) eights++;
    }
  }
  W.handPts = handPts;
  W.eights = eights;
  W.unseenTotal = Math.max(1, 4 * p.deckSuit + p.deckJokers - g.discard.length - hand.length);
  const { cards, start, len } = PLAYS;
  let onlyEights = true;
  for (let i = 0; i < n; i++) {
    const last = cards[(start[i] as number) + (len[i] as number) - 1] as Card;
    if (!isEight(last)) onlyEights = false;
  }
  W.onlyEights = onlyEights;
}

/** Hard's terms for play `i` of the buffer, one that does not go out: the higher the better. */
function weighPlay(g: Game, p: PileCount, r: HasRng, hand: readonly Card[], i: number): number {
  const rules = g.rules;
  const effects = W.effects;
  const { cards, start, len } = PLAYS;
  const from = start[i] as number;
  const length = len[i] as number;
  const first = cards[from] as Card;
  const last = cards[from + length - 1] as Card;
  // What the play leaves in hand.
  let shed = 0;
  let pending = g.pending;
  let penalty = false;
  let skips = 0;
  let passes = 0;
  for (let k = from; k < from + length; k++) {
    const c = cards[k] as Card;
    shed += POINTS[c] as number;
    const e = effects[c] as number;
    if (e === DRAW_TWO) {
      pending += 2;
      penalty = true;
    } else if (e === DRAW_FIVE) {
      pending += 5;
      penalty = true;
    } else if (e === SKIP) skips++;
    else if (e === PASS_LEFT) passes++;
    else if (e === PASS_RIGHT) passes--;
  }
  const restLen = hand.length - length;
  const rest = restAfter(hand, from, length);
  const { nextSize, shortest } = W;
  const restPts = W.handPts - shed;
  let score = shed * W.urgency + HARD.perCard * length + random(r) * 20;
  if (g.pending > 0) score += 1000 + 60 * g.pending;
  else if (penalty) score += (nextSize <= 2 ? 500 : HARD.attack) + 20 * pending;
  if (skips > 0) score += nextSize <= 2 ? HARD.skip : 40;
  const aceAlone = aceAloneOf(rules, length, first);
  if (last === JOKER) score += 150 + (shortest === 1 ? HARD.joker : 0);
  else if (isEight(last) && !aceAlone && !W.onlyEights && W.restEights === 0) score -= 450;
  if (aceAlone) score -= 40 + p.mean * 0.3;
  passes = passMove(g.eliminated, passes); // R16: one move, or none
  if (passes !== 0) {
    let from2 = W.seat;
    for (let k = 0; k < Math.abs(passes); k++)
      from2 = seatFrom(g.eliminated, from2, passes > 0 ? -1 : 1);
    const incoming = (g.hands[from2] as Card[]).length;
    score += (restPts - incoming * p.mean) * HARD.pass + 60 * (restLen - incoming);
  }
  score += HARD.suits * popcount(W.restSuits);
  if (last !== JOKER && !isEight(last)) {
    // How likely a card nobody has seen (from here) follows the top card left.
    const suit = suitOf(last);
    const rank = rankOf(last);
    const sameSuit = p.deckSuit - (p.suits[suit] as number) - (HAND_SUITS[suit] as number);
    const sameRank = p.deckRank - (p.ranks[rank] as number) - (HAND_RANKS[rank] as number);
    score -= HARD.follow * 4 * ((sameSuit + sameRank) / W.unseenTotal);
  }
  // A hand left shaped to go out next turn (R19); five cards or more hardly ever are.
  if (restLen > 1 && restLen < 5 && hasKapaga(rest, rules)) score += HARD.shape;
  return score;
}

/**
 * The cards play `from`..`from + length` of the buffer leaves in hand (a reused array), its
 * suits (a bit each, 8s and jokers aside) and its 8s set in W.
 */
function restAfter(hand: readonly Card[], from: number, length: number): Card[] {
  const { cards } = PLAYS;
  const rest = restOf(hand.length - length);
  TAKEN.fill(0, 0, hand.length);
  for (let k = from; k < from + length; k++)
    for (let j = 0; j < hand.length; j++)
      if (!TAKEN[j] && hand[j] === cards[k]) {
        TAKEN[j] = 1;
        break;
      }
  let restSuits = 0;
  let restEights = 0;
  for (let j = 0, m = 0; j < hand.length; j++) {
    if (TAKEN[j]) continue;
    const c = hand[j] as Card;
    rest[m++] = c;
    if (c === JOKER) continue;
    if (rankOf(c) === EIGHT) restEights++;
    else restSuits |= 1 << suitOf(c);
  }
  W.restSuits = restSuits;
  W.restEights = restEights;
  return rest;
}

/** Play `i` of the buffer as the scratch move, an ending 8 with the model's call. */
function playOf(g: Game, seat: number, hand: readonly Card[], i: number): Move {
  const { cards, start, len } = PLAYS;
  const from = start[i] as number;
  const length = len[i] as number;
  let out = BY_LENGTH[length];
  if (!out) {
    out = new Array<Card>(length).fill(0);
    BY_LENGTH[length] = out;
  }
  for (let k = 0; k < length; k++) out[k] = cards[from + k] as Card;
  SCRATCH.play.seat = seat;
  SCRATCH.play.cards = out;
  SCRATCH.play.call = -1;
  const last = out[length - 1] as Card;
  if (isEight(last) && hand.length > length) {
    TAKEN.fill(0, 0, hand.length);
    for (let k = 0; k < length; k++)
      for (let j = 0; j < hand.length; j++)
        if (!TAKEN[j] && hand[j] === out[k]) {
          TAKEN[j] = 1;
          break;
        }
    SCRATCH.play.call = callFor(g, hand, TAKEN);
  }
  return SCRATCH.play;
}

function drawOrKeep(g: Game, seat: number): Move {
  const m = g.stage === 'drawn' ? SCRATCH.pass : SCRATCH.draw;
  m.seat = seat;
  return m;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}
