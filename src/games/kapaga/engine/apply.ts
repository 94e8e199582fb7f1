/**
 * Applying actions to a private copy of the game (the engine's one mutable path).
 * `applyAction` (index.ts) validates, copies once, then calls `applyInPlace`; the bots'
 * search calls `applyInPlace` directly on its own copy with logging off.
 */
import {
  buildDeck,
  type Call,
  type Card,
  callCode,
  cardCode,
  EIGHT,
  JOKER,
  NO_CALL,
  rankOf,
} from './cards';
import {
  DRAW_FIVE,
  DRAW_TWO,
  isAceAlone,
  NO_EFFECT,
  PASS_LEFT,
  PASS_RIGHT,
  SKIP,
  stackAnswer,
  zombieRevives,
} from './effects';
import type { DrawReason } from './events';
import { type Miss, noteMiss, notePlayed, packMiss } from './evidence';
import { hasKapaga } from './kapaga';
import { passHands } from './pass';
import { canStart } from './play';
import { shuffle } from './rng';
import { endRound, nextDealer } from './round';
import { type Game, nextActive, topCard } from './state';
import { tablesOf } from './tables';

/** An action with cards already parsed (the engine's inner form). */
export type Move =
  | { type: 'play'; seat: number; cards: Card[]; call: Call }
  | { type: 'draw'; seat: number }
  | { type: 'pass'; seat: number }
  | { type: 'call'; seat: number; call: Call }
  | { type: 'kapaga'; seat: number }
  | { type: 'catch'; seat: number; target: number }
  | { type: 'next-round' };

/** R22: turn the discard pile (all but its top) over as the new stock; false if nothing to turn. */
function recycle(g: Game, seat: number, log: boolean): boolean {
  if (g.discard.length <= 1) return false;
  const top = g.discard.pop() as Card;
  g.stock = shuffle(g, g.discard);
  g.discard = [top];
  g.recycles++;
  const points = g.rules.recyclePenalty * g.recycles;
  g.scores[seat] = (g.scores[seat] as number) + points; // R25: added at once
  g.penalties = g.penalties.map((p, s) => (s === seat ? p + points : p));
  if (log) g.events.push({ type: 'recycle', seat, points, count: g.recycles });
  return true;
}

/**
 * Draw up to `count` cards for `seat` (recycling as needed); returns how many were drawn
 * (they are the last cards of the hand). Nothing is allocated unless the events are logged.
 */
export function drawCards(
  g: Game,
  seat: number,
  count: number,
  reason: DrawReason,
  log: boolean,
): number {
  const hand = g.hands[seat] as Card[];
  let got = 0;
  for (; got < count; got++) {
    if (g.stock.length === 0 && !recycle(g, seat, log)) break; // R22: nothing left: skip the rest
    const stock = g.stock;
    // Read, then pop: the optimizer then knows a card (not `undefined`) goes into the hand.
    const c = stock[stock.length - 1] as Card;
    stock.pop();
    hand.push(c);
  }
  if (got > 0) g.kapaga[seat] = hasKapaga(hand, g.rules);
  if (log)
    g.events.push({
      type: 'draw',
      seat,
      count: got,
      reason,
      cards: hand.slice(hand.length - got).map(cardCode),
    });
  return got;
}

/** R19: which hands have KAPAGA, after hands were dealt, passed or laid out. */
export function refreshKapaga(g: Game): void {
  for (let s = 0; s < g.seats; s++) g.kapaga[s] = hasKapaga(g.hands[s] as Card[], g.rules);
}

/** The card a seat just drew (the last of its hand). */
const lastCard = (g: Game, seat: number): Card => {
  const hand = g.hands[seat] as Card[];
  return hand[hand.length - 1] as Card;
};

/** Take one `c` out of `hand`, in place (no array is made: the fast path plays millions). */
function removeCard(hand: Card[], c: Card): void {
  const n = hand.length - 1;
  let i = 0;
  while (hand[i] !== c) i++;
  for (; i < n; i++) hand[i] = hand[i + 1] as Card;
  hand.pop();
}

function setTurn(g: Game, seat: number, log: boolean): void {
  g.turn = seat;
  g.stage = g.pending > 0 ? 'answer' : 'play';
  g.drawn = -1;
  if (log) g.events.push({ type: 'turn', seat });
}

/** R17: every other active player draws one, clockwise from the player's left. */
function jokerDraws(g: Game, seat: number, log: boolean): void {
  if (log) g.events.push({ type: 'joker', seat });
  for (let s = nextActive(g, seat); s !== seat; s = nextActive(g, s))
    drawCards(g, s, 1, 'joker', log);
}

/**
 * Effects of a play (or of the dealer's turn-up, R6), card by card in order (effects.ts
 * says what each card does), then whose turn it is. `zombie` is the spent penalty a
 * leading 2 revives (R12z), else 0.
 */
function resolve(
  g: Game,
  seat: number,
  cards: readonly Card[],
  call: Call,
  zombie: number,
  turnUp: boolean,
  log: boolean,
): void {
  const effect = tablesOf(g.rules).effect;
  if (zombie > 0) g.pending = zombie;
  let skips = 0;
  let penalty = false;
  let passes = 0;
  let passing = false;
  for (let i = 0; i < cards.length; i++) {
    const e = effect[cards[i] as Card];
    if (e === NO_EFFECT) continue; // most cards
    switch (e) {
      case DRAW_TWO:
        g.pending += 2; // R12
        g.stackBy = 2;
        penalty = true;
        break;
      case DRAW_FIVE:
        g.pending += 5; // R12, R18
        g.stackBy = 5;
        penalty = true;
        break;
      case SKIP:
        skips++; // R14
        break;
      case PASS_LEFT:
        passes++; // R16: added up, then passed once
        passing = true;
        break;
      case PASS_RIGHT:
        passes--;
        passing = true;
        break;
    }
  }
  if (passing) passHands(g, passes, turnUp, log);
  if (lastCardKeepsTurn(g, seat, cards, call, turnUp, log)) return;
  passTurn(g, seat, skips, penalty, zombie, log);
}

/**
 * What the play's last card does once its effects are in: a joker (R17), an 8's call (R13;
 * at the turn-up the dealer must call, R6), an ace alone's card (R15). True when the same
 * seat goes on (follow, call, or play the card drawn), so the turn does not pass.
 */
function lastCardKeepsTurn(
  g: Game,
  seat: number,
  cards: readonly Card[],
  call: Call,
  turnUp: boolean,
  log: boolean,
): boolean {
  const r = g.rules;
  const last = cards[cards.length - 1] as Card;
  if (last === JOKER) {
    jokerDraws(g, seat, log); // R17: then the same player must follow
    g.turn = seat;
    g.stage = 'follow';
    return true;
  }
  if (rankOf(last) === EIGHT) {
    if (turnUp) {
      g.turn = seat; // R6: the dealer must call
      g.stage = 'call';
      if (log) g.events.push({ type: 'must-call', seat });
      return true;
    }
    g.call = call; // R13: only the play's last 8 calls
    if (log) g.events.push({ type: 'call', seat, call: callCode(call) as string });
  }
  if (isAceAlone(r, cards)) {
    // R15: an ace played alone draws one at once; R6: at the turn-up no play follows.
    const drew = drawCards(g, seat, 1, 'ace', log);
    const d = lastCard(g, seat);
    if (!turnUp && drew > 0 && r.drawnCardPlayable && canStart(g, d)) {
      g.stage = 'drawn';
      g.drawn = d;
      if (log) g.events.push({ type: 'may-play-drawn', seat, card: cardCode(d) });
      return true;
    }
  }
  return false;
}

/** The turn passes on over the seats skipped (R14), to the seat a penalty now faces (R12). */
function passTurn(
  g: Game,
  seat: number,
  skips: number,
  penalty: boolean,
  zombie: number,
  log: boolean,
): void {
  let next = nextActive(g, seat);
  for (let i = 0; i < skips; i++) {
    if (log) g.events.push({ type: 'skip', seat: next });
    next = nextActive(g, next);
  }
  if (penalty && log)
    g.events.push({
      type: 'penalty',
      seat: next,
      amount: g.pending,
      zombie: zombie > 0,
      answer: stackAnswer(g.rules, g.stackBy),
    });
  setTurn(g, next, log);
}

function play(g: Game, seat: number, cards: Card[], call: Call, log: boolean): void {
  const hand = g.hands[seat] as Card[];
  for (let i = 0; i < cards.length; i++) removeCard(hand, cards[i] as Card);
  g.kapaga[seat] = hasKapaga(hand, g.rules);
  const onto = topCard(g);
  // R12z: a 2 played directly on a spent 2 or spent 5S revives the stack.
  const zombie = zombieRevives(g.rules, g.spent, cards[0] as Card);
  for (let i = 0; i < cards.length; i++) g.discard.push(cards[i] as Card);
  g.call = NO_CALL;
  g.spent = 0;
  g.drawn = -1;
  g.missed[seat] = null;
  const misses = g.misses[seat] as Miss[];
  if (log && misses.length) notePlayed(g.rules, misses, cards);
  if (log) g.events.push({ type: 'play', seat, cards: cards.map(cardCode), onto: cardCode(onto) });
  if (hand.length === 0 && !isAceAlone(g.rules, cards)) {
    endRound(g, seat, log); // R23: out at once; the last play's effects do not apply
    return;
  }
  resolve(g, seat, cards, call, zombie, false, log);
}

function draw(g: Game, seat: number, log: boolean): void {
  if (g.stage === 'answer') {
    // R12: draw the whole stack; the penalty is then spent (R12z remembers its amount).
    const amount = g.pending;
    const held = (g.hands[seat] as Card[]).length;
    if (log)
      noteMiss(g.misses[seat] as Miss[], packMiss(g.rules, topCard(g), g.call, g.stackBy, held));
    drawCards(g, seat, amount, 'penalty', log);
    g.pending = 0;
    g.stackBy = 0;
    g.spent = amount;
    setTurn(g, nextActive(g, seat), log);
    return;
  }
  g.missed[seat] = { top: topCard(g), call: g.call };
  const held = (g.hands[seat] as Card[]).length;
  const drew = drawCards(g, seat, 1, 'choice', log);
  const d = lastCard(g, seat);
  const playable = drew > 0 && g.rules.drawnCardPlayable && canStart(g, d);
  // The drawn card too was no play, when the turn ends at once (R11: seen by everyone).
  const shown = held + (drew > 0 && g.rules.drawnCardPlayable && !playable ? 1 : 0);
  if (log) noteMiss(g.misses[seat] as Miss[], packMiss(g.rules, topCard(g), g.call, 0, shown));
  if (playable) {
    g.stage = 'drawn'; // R11
    g.drawn = d;
    if (log) g.events.push({ type: 'may-play-drawn', seat, card: cardCode(d) });
    return;
  }
  setTurn(g, nextActive(g, seat), log);
}

/** R4-R6: deal a round and turn up the first card, which counts as the dealer's play. */
export function deal(g: Game, log: boolean): void {
  const r = g.rules;
  g.round++;
  g.phase = 'playing';
  g.pending = 0;
  g.stackBy = 0;
  g.spent = 0;
  g.call = NO_CALL;
  g.drawn = -1;
  g.recycles = 0;
  g.penalties = Array.from({ length: g.seats }, () => 0);
  g.roundWinner = null;
  g.kapagaCalled.fill(false);
  g.passed = g.passed.map(() => []);
  g.passedTo.fill(-1);
  g.missed.fill(null);
  for (const m of g.misses) m.length = 0;
  const active = g.eliminated.filter((out) => !out).length;
  const size = active === 2 ? r.handSizeTwoPlayers : r.handSize; // R5
  const deck = shuffle(g, buildDeck(r.decks, r.jokers));
  for (let s = 0; s < g.seats; s++) g.hands[s] = [];
  for (let i = 0; i < size; i++)
    for (let s = nextActive(g, g.dealer), k = 0; k < active; s = nextActive(g, s), k++)
      (g.hands[s] as Card[]).push(deck.pop() as Card);
  refreshKapaga(g);
  g.stock = deck;
  const up = deck.pop() as Card;
  g.discard = [up];
  if (log) g.events.push({ type: 'deal', round: g.round, dealer: g.dealer, handSize: size });
  if (log) g.events.push({ type: 'turn-up', seat: g.dealer, card: cardCode(up) });
  resolve(g, g.dealer, [up], NO_CALL, 0, true, log);
}

/**
 * Apply a move already known to be legal. Mutates `g`. `log`: record what the table shows
 * its viewers (the action's events, each hand's misses); a search's private copies skip it.
 */
export function applyInPlace(g: Game, m: Move, log: boolean): void {
  switch (m.type) {
    case 'play':
      play(g, m.seat, m.cards, m.call, log);
      break;
    case 'draw':
      draw(g, m.seat, log);
      break;
    case 'pass':
      if (log) g.events.push({ type: 'keep', seat: m.seat });
      setTurn(g, nextActive(g, m.seat), log);
      break;
    case 'call':
      g.call = m.call;
      if (log) g.events.push({ type: 'call', seat: m.seat, call: callCode(m.call) as string });
      setTurn(g, nextActive(g, m.seat), log);
      break;
    case 'kapaga':
      g.kapagaCalled[m.seat] = true;
      if (log) g.events.push({ type: 'kapaga', seat: m.seat });
      break;
    case 'catch': {
      // R21: the caught player draws, and counts as having called if it still has Kapaga.
      const got = drawCards(g, m.target, g.rules.kapagaPenalty, 'catch', log);
      if (log) g.events.push({ type: 'catch', seat: m.seat, target: m.target, count: got });
      g.kapagaCalled[m.target] = g.kapaga[m.target] as boolean;
      break;
    }
    case 'next-round':
      g.dealer = nextDealer(g);
      deal(g, log);
      break;
    default: {
      const never: never = m;
      throw new Error(`unknown move ${JSON.stringify(never)}`);
    }
  }
  // R21: a call lasts until the hand no longer has Kapaga.
  const called = g.kapagaCalled;
  const has = g.kapaga;
  for (let s = 0; s < called.length; s++)
    if (called[s] === true && has[s] !== true) called[s] = false;
}
