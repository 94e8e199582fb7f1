/**
 * Determinization for search bots (RULES.md §9): games consistent with one seat's view.
 * Every hidden card (other hands, the stock's order, another seat's drawn card) is dealt
 * from the cards that seat has not seen; everything the view shows is kept as it is, so
 * `playerView(sample, seat)` equals the view it came from. A sampler prepares the view once
 * (cards parsed, the unseen pool counted) and then deals as many worlds as asked.
 */
import { buildDeck, type Card, parseCall, parseCard } from './cards';
import { dealKapaga, dealShown, hiddenDrawn, take } from './dealing';
import { canStartOn, type StackBy } from './effects';
import { type Miss, missOfView } from './evidence';
import { hasKapaga } from './kapaga';
import { type HasRng, random, shuffle } from './rng';
import type { Game } from './state';
import type { PlayerView } from './view';

const toCards = (codes: readonly string[]): Card[] => codes.map((c) => parseCard(c) as Card);

/** Cards neither in this seat's hand nor on the discard pile: in other hands or the stock. */
export function unseenCards(view: PlayerView): Card[] {
  const counts = new Array<number>(53).fill(0);
  for (const c of buildDeck(view.rules.decks, view.rules.jokers))
    counts[c] = (counts[c] as number) + 1;
  for (const c of toCards(view.hand)) counts[c] = (counts[c] as number) - 1;
  for (const c of toCards(view.discard)) counts[c] = (counts[c] as number) - 1;
  const out: Card[] = [];
  for (let c = 0; c < 53; c++) for (let k = 0; k < (counts[c] as number); k++) out.push(c);
  return out;
}

/**
 * What this seat knows by itself of another hand (R16): the hand it passed on with the
 * last 9 or 5 of clubs, less the cards seen on the pile since, is with the seat it went to.
 */
export function passedStillWith(view: PlayerView): { seat: number; cards: Card[] } | null {
  if (view.passedTo === null || view.passed.length === 0) return null;
  const pile = toCards(view.discard);
  const cards: Card[] = [];
  for (const c of toCards(view.passed)) {
    const i = pile.indexOf(c);
    if (i >= 0) pile.splice(i, 1);
    else cards.push(c);
  }
  return { seat: view.passedTo, cards };
}

/**
 * A soft belief about hidden hands: `prefer(seat, card)` false means the card is unlikely
 * in that seat's hand (say, a suit it drew on); such cards go elsewhere when they can.
 */
export type Prefer = (seat: number, card: Card) => boolean;

/**
 * What a sampler believes beyond the view's facts. `prefer`: see Prefer. `misses`: each
 * hand's public misses (evidence.ts): of a hand's cards, `held` of them could not start a
 * play on the pile it drew on (and, oldest first, on every later one); such cards are dealt
 * first, as far as the unseen cards allow.
 */
export interface Belief {
  prefer?: Prefer;
  misses?: boolean;
  /**
   * A hand of several cards whose seat has not called KAPAGA does not have it (R19, R20:
   * good players call at once; a forgetful one might not).
   */
  uncalled?: boolean;
}

export interface WorldSampler {
  /** One world consistent with the view; advances `r`. */
  sample(r: HasRng): Game;
}

export function worldSampler(view: PlayerView, belief: Belief = {}): WorldSampler {
  const w = prepare(view, belief);
  return { sample: (r: HasRng): Game => sampleWorld(w, r) };
}

/** A view prepared once for dealing worlds: its cards parsed, the pool, who is dealt first. */
interface Prepared {
  view: PlayerView;
  belief: Belief;
  n: number;
  me: number;
  own: Card[];
  discard: Card[];
  /** Hands laid face up (a scored round, an open view), dealt as they lie. */
  opened: Card[][] | null;
  /** The cards to deal: not seen by this seat, nor in a hand laid open. */
  unseen: Card[];
  /** The hand this seat passed on, less the cards seen since (R16). */
  known: { seat: number; cards: Card[] } | null;
  call: number;
  stackBy: StackBy;
  /** The other hands to deal, those that showed the most first. */
  order: number[];
  /** R21: a called hand of several cards has KAPAGA. */
  called(s: number): boolean;
  misses: Miss[][];
  ownPassed: Card[];
  missed: Game['missed'];
  /** Another seat drew a card it may play, which this seat did not see (R11, R15). */
  drawnHidden: boolean;
  /** A card that can start a play on the pile. */
  playable(c: Card): boolean;
}

function prepare(view: PlayerView, belief: Belief): Prepared {
  const { prefer } = belief;
  const n = view.handSizes.length;
  const me = view.seat;
  const discard = toCards(view.discard);
  // Hands laid face up (a scored round, an open view) are dealt as they lie.
  const opened = view.open?.map(toCards) ?? null;
  const unseen = unseenCards(view);
  if (opened)
    opened.forEach((h, s) => {
      if (s !== me) for (const c of h) take(unseen, c);
    });
  const call = view.call === null ? -1 : (parseCall(view.call) as number);
  const stackBy: StackBy = view.stackBy === '5S' ? 5 : view.stackBy === '2' ? 2 : 0;
  const top = discard[discard.length - 1] as Card;
  // Seats that showed a void are dealt first, so their constraint has cards to choose from.
  // Every other hand with cards (at a round's end, one just eliminated still shows its own).
  const order = [...Array(n).keys()].filter(
    (s) => s !== me && !opened && (view.handSizes[s] as number) > 0,
  );
  // R21: a call lasts only while the hand has KAPAGA: a called hand of several cards has it.
  const called = (s: number): boolean =>
    view.kapagaCalled[s] === true && (view.handSizes[s] as number) > 1;
  const shown = (s: number): number =>
    (called(s) ? 100 : 0) +
    (prefer && view.missed[s] ? 1 : 0) +
    (belief.misses ? (view.misses[s]?.length ?? 0) : 0);
  order.sort((a, b) => shown(b) - shown(a));
  return {
    view,
    belief,
    n,
    me,
    own: toCards(view.hand),
    discard,
    opened,
    unseen,
    known: opened ? null : passedStillWith(view),
    call,
    stackBy,
    order,
    called,
    misses: view.misses.map((list) => list.map((m) => missOfView(view.rules, m))),
    ownPassed: toCards(view.passed),
    missed: view.missed.map((m) =>
      m
        ? {
            top: parseCard(m.top) as Card,
            call: m.call === null ? -1 : (parseCall(m.call) as number),
          }
        : null,
    ),
    drawnHidden: view.stage === 'drawn' && view.turn !== me && view.phase === 'playing',
    playable: (c: Card): boolean => canStartOn(view.rules, top, call, view.pending, stackBy, c),
  };
}

/** One world consistent with the prepared view; advances `r`. */
function sampleWorld(w: Prepared, r: HasRng): Game {
  const { view, n, me, opened } = w;
  const pool = shuffle(r, w.unseen.slice());
  // Loops, not closures: a world is dealt thousands of times a decision.
  const hands: Card[][] = new Array(n);
  const kapaga: boolean[] = new Array(n);
  const passed: Card[][] = new Array(n);
  const passedTo: number[] = new Array(n);
  const missList: Miss[][] = new Array(n);
  for (let s = 0; s < n; s++) {
    hands[s] = s === me ? w.own.slice() : (opened?.[s]?.slice() ?? []);
    passed[s] = s === me ? w.ownPassed.slice() : [];
    // R16: whom this seat passed to, and who passed to it (hands move in the open).
    passedTo[s] =
      s === me && view.passedTo !== null ? view.passedTo : s === view.receivedFrom ? me : -1;
    missList[s] = (w.misses[s] as Miss[]).slice();
  }
  dealHidden(w, hands, pool, r);
  let drawn = view.drawn === null ? -1 : (parseCard(view.drawn) as Card);
  if (w.drawnHidden) drawn = hiddenDrawn(hands[view.turn] as Card[], pool, w.playable, r);
  for (let s = 0; s < n; s++) kapaga[s] = hasKapaga(hands[s] as Card[], view.rules);
  const g: Game = {
    v: 1,
    rules: view.rules,
    seats: n,
    round: view.round,
    phase: view.phase,
    dealer: view.dealer,
    turn: view.turn,
    stage: view.stage,
    hands,
    stock: pool,
    discard: w.discard.slice(),
    call: w.call,
    pending: view.pending,
    stackBy: view.pending > 0 ? w.stackBy : 0,
    spent: view.spent,
    drawn,
    scores: view.scores.slice(),
    eliminated: view.eliminated.slice(),
    kapagaCalled: view.kapagaCalled.slice(),
    kapaga,
    recycles: view.recycles,
    penalties: view.penalties.slice(),
    roundWinner: view.roundWinner,
    winners: view.winners.slice(),
    passed,
    passedTo,
    misses: missList,
    missed: w.missed.slice(),
    rng: (Math.floor(random(r) * 2 ** 32) | 0) >>> 0,
    events: view.events.slice(),
  };
  return g;
}

/**
 * Deal the other hands from the pool: first what this seat knows is with the seat it passed
 * to (R16), then each hand in `order` as the belief has it.
 */
function dealHidden(w: Prepared, hands: Card[][], pool: Card[], r: HasRng): void {
  const { view, known } = w;
  let kept = 0;
  if (known && known.seat !== w.me) {
    const hand = hands[known.seat] as Card[];
    const size = view.handSizes[known.seat] as number;
    // More than it holds: it played some since, and a recycle hid them (R22): which is a guess.
    const cards = known.cards.length > size ? shuffle(r, known.cards.slice()) : known.cards;
    for (const c of cards) if (hand.length < size && take(pool, c)) hand.push(c);
    kept = hand.length;
  }
  for (const s of w.order) {
    const hand = hands[s] as Card[];
    const size = view.handSizes[s] as number;
    const keep = known?.seat === s ? kept : 0;
    if (w.called(s)) {
      dealKapaga(view.rules, hand, keep, size, pool, r);
      continue;
    }
    dealBelieved(w, s, hand, size, keep, pool, r);
  }
}

/**
 * Deal seat `s` up to `size` cards: the cards its misses show it held first, then the ones
 * the belief prefers for it, then any; an uncalled hand of several cards is dealt without
 * KAPAGA where a few swaps with the pool manage it (R19, R20).
 */
function dealBelieved(
  w: Prepared,
  s: number,
  hand: Card[],
  size: number,
  keep: number,
  pool: Card[],
  r: HasRng,
): void {
  const { view, belief } = w;
  const { prefer } = belief;
  if (belief.misses) dealShown(view.rules, w.misses[s] as Miss[], hand, size, pool);
  if (prefer)
    for (let i = 0; i < pool.length && hand.length < size; ) {
      if (prefer(s, pool[i] as Card)) hand.push(pool.splice(i, 1)[0] as Card);
      else i++;
    }
  while (hand.length < size && pool.length) hand.push(pool.pop() as Card);
  if (belief.uncalled && size > 1 && view.phase === 'playing')
    for (
      let t = 0;
      t < 12 && hand.length > keep && pool.length && hasKapaga(hand, view.rules);
      t++
    ) {
      const i = keep + Math.floor(random(r) * (hand.length - keep));
      const j = Math.floor(random(r) * pool.length);
      const c = hand[i] as Card;
      hand[i] = pool[j] as Card;
      pool[j] = c;
    }
}

/** RULES.md §9: one game consistent with `view`, from `seed`. */
export function determinize(view: PlayerView, seed: number, belief?: Belief): Game {
  return worldSampler(view, belief).sample({ rng: seed | 0 });
}
