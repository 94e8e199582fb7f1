/**
 * Determinization for search bots (RULES.md §9): games consistent with one seat's view.
 * Every hidden card (other hands, the stock's order, another seat's drawn card) is dealt
 * from the cards that seat has not seen; everything the view shows is kept as it is, so
 * `playerView(sample, seat)` equals the view it came from. A sampler prepares the view once
 * (cards parsed, the unseen pool counted) and then deals as many worlds as asked.
 */
import { buildDeck, type Card, JOKER, parseCall, parseCard, rankOf } from './cards';
import { canStartOn, type StackBy } from './effects';
import { couldPlayThen, type Miss, missHeld, missOfView } from './evidence';
import { hasKapaga } from './kapaga';
import { type HasRng, random, shuffle } from './rng';
import type { Rules } from './rules';
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
  const { prefer } = belief;
  const n = view.handSizes.length;
  const me = view.seat;
  const own = toCards(view.hand);
  const discard = toCards(view.discard);
  // Hands laid face up (a scored round, an open view) are dealt as they lie.
  const opened = view.open?.map(toCards) ?? null;
  const unseen = unseenCards(view);
  if (opened)
    opened.forEach((h, s) => {
      if (s !== me) for (const c of h) take(unseen, c);
    });
  const known = opened ? null : passedStillWith(view);
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
  const misses = view.misses.map((list) => list.map((m) => missOfView(view.rules, m)));
  const ownPassed = toCards(view.passed);
  const missed = view.missed.map((m) =>
    m
      ? {
          top: parseCard(m.top) as Card,
          call: m.call === null ? -1 : (parseCall(m.call) as number),
        }
      : null,
  );
  const drawnHidden = view.stage === 'drawn' && view.turn !== me && view.phase === 'playing';
  const playable = (c: Card): boolean =>
    canStartOn(view.rules, top, call, view.pending, stackBy, c);

  return {
    sample(r: HasRng): Game {
      const pool = shuffle(r, unseen.slice());
      // Loops, not closures: a world is dealt thousands of times a decision.
      const hands: Card[][] = new Array(n);
      const kapaga: boolean[] = new Array(n);
      const passed: Card[][] = new Array(n);
      const passedTo: number[] = new Array(n);
      const missList: Miss[][] = new Array(n);
      for (let s = 0; s < n; s++) {
        hands[s] = s === me ? own.slice() : (opened?.[s]?.slice() ?? []);
        passed[s] = s === me ? ownPassed.slice() : [];
        // R16: whom this seat passed to, and who passed to it (hands move in the open).
        passedTo[s] =
          s === me && view.passedTo !== null ? view.passedTo : s === view.receivedFrom ? me : -1;
        missList[s] = (misses[s] as Miss[]).slice();
      }
      let kept = 0;
      if (known && known.seat !== me) {
        const hand = hands[known.seat] as Card[];
        const size = view.handSizes[known.seat] as number;
        // More than it holds: it played some since, and a recycle hid them (R22): which is a guess.
        const cards = known.cards.length > size ? shuffle(r, known.cards.slice()) : known.cards;
        for (const c of cards) if (hand.length < size && take(pool, c)) hand.push(c);
        kept = hand.length;
      }
      for (const s of order) {
        const hand = hands[s] as Card[];
        const size = view.handSizes[s] as number;
        const keep = known?.seat === s ? kept : 0;
        if (called(s)) {
          dealKapaga(view.rules, hand, keep, size, pool, r);
          continue;
        }
        if (belief.misses) dealShown(view.rules, misses[s] as Miss[], hand, size, pool);
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
      let drawn = view.drawn === null ? -1 : (parseCard(view.drawn) as Card);
      if (drawnHidden) drawn = hiddenDrawn(hands[view.turn] as Card[], pool, playable, r);
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
        discard: discard.slice(),
        call,
        pending: view.pending,
        stackBy: view.pending > 0 ? stackBy : 0,
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
        missed: missed.slice(),
        rng: (Math.floor(random(r) * 2 ** 32) | 0) >>> 0,
        events: view.events.slice(),
      };
      return g;
    },
  };
}

/**
 * Another seat drew a card it may play (R11, R15): that card is hidden, but it is one that
 * can start a play. Pick one from its sampled hand, or swap one in from the pool.
 */
function hiddenDrawn(hand: Card[], pool: Card[], playable: (c: Card) => boolean, r: HasRng): Card {
  const inHand = hand.filter(playable);
  if (inHand.length) return inHand[Math.floor(random(r) * inHand.length)] as Card;
  const j = pool.findIndex(playable);
  if (j < 0 || hand.length === 0) return hand[hand.length - 1] ?? -1;
  const k = Math.floor(random(r) * hand.length);
  const out = hand[k] as Card;
  hand[k] = pool[j] as Card;
  pool[j] = out;
  return hand[k] as Card;
}

/** Take one `c` out of `pool`; false when it is not there. */
function take(pool: Card[], c: Card): boolean {
  const i = pool.indexOf(c);
  if (i < 0) return false;
  pool.splice(i, 1);
  return true;
}

/** Could `c` have been held through misses `from`.. of `list` (it could play on none of them)? */
function fits(r: Rules, list: readonly Miss[], from: number, c: Card): boolean {
  for (let k = from; k < list.length; k++) if (couldPlayThen(r, list[k] as Miss, c)) return false;
  return true;
}

/**
 * Deal a hand its shown cards first: of its misses (oldest first), the oldest one's `held`
 * cards could start a play on none of the piles it drew on since; the next one's add the
 * cards that fit it and every later one; and so on. Taken from the (shuffled) pool while it
 * has such cards; the rest of the hand is dealt as usual.
 */
function dealShown(
  r: Rules,
  list: readonly Miss[],
  hand: Card[],
  size: number,
  pool: Card[],
): void {
  for (let i = 0; i < list.length; i++) {
    let have = 0;
    for (const c of hand) if (fits(r, list, i, c)) have++;
    const want = missHeld(list[i] as Miss);
    for (let j = pool.length - 1; j >= 0 && have < want && hand.length < size; j--) {
      if (!fits(r, list, i, pool[j] as Card)) continue;
      hand.push(pool[j] as Card);
      pool.splice(j, 1);
      have++;
    }
  }
}

/**
 * R19, R21: deal a called hand of `size` that has KAPAGA, keeping its first `keep` cards
 * (known to be there): tries hands gathered around one rank (most KAPAGA hands are one
 * rank, with a Joker or an ace's companion now and then), the engine judging each.
 */
function dealKapaga(
  r: Rules,
  hand: Card[],
  keep: number,
  size: number,
  pool: Card[],
  rng: HasRng,
): void {
  while (hand.length > keep) pool.push(hand.pop() as Card);
  const need = size - keep;
  const pick: number[] = [];
  for (let t = 0; t < 60 && pool.length >= need; t++) {
    // The call is certain, the cards kept only a guess (see the recycle above): let them go.
    if (t === 30 && keep > 0) {
      while (hand.length) pool.push(hand.pop() as Card);
      dealKapaga(r, hand, 0, size, pool, rng);
      return;
    }
    pick.length = 0;
    const anchor = (keep > 0 ? hand[0] : pool[Math.floor(random(rng) * pool.length)]) as Card;
    const start = Math.floor(random(rng) * pool.length);
    // Now and then one card of any rank (a Joker, an ace, an ace's companion).
    let loose = random(rng) < 0.4 ? 1 : 0;
    for (let k = 0; k < pool.length && pick.length < need; k++) {
      const j = (start + k) % pool.length;
      const c = pool[j] as Card;
      if (c !== JOKER && anchor !== JOKER && rankOf(c) === rankOf(anchor)) pick.push(j);
      else if (loose > 0 && random(rng) < 0.2) {
        pick.push(j);
        loose--;
      }
    }
    if (pick.length < need) continue;
    const trial = hand.concat(pick.map((j) => pool[j] as Card));
    if (!hasKapaga(trial, r)) continue;
    pick.sort((a, b) => b - a);
    for (const j of pick) hand.push(pool.splice(j, 1)[0] as Card);
    return;
  }
  // Few unseen cards left, or a rare shape: look through every pair or triple, or (four
  // cards or more to deal) every rank with one or two cards of any other beside it.
  if (need >= 1 && need <= 3 && exhaustive(r, hand, need, pool)) return;
  if (need >= 4 && byRank(r, hand, need, pool)) return;
  while (hand.length < size && pool.length) hand.push(pool.pop() as Card);
}

/**
 * Add `need` (4 or more) cards of `pool` that give `hand` KAPAGA, if any do in the shapes a
 * called hand of many cards takes (R19): as many of one rank as fit, and the rest (one or
 * two: a Joker, an ace's companion) any cards of the pool.
 */
function byRank(r: Rules, hand: Card[], need: number, pool: Card[]): boolean {
  for (const rank of new Set(pool.filter((c) => c !== JOKER).map(rankOf))) {
    const all = pool.filter((c) => c !== JOKER && rankOf(c) === rank);
    for (let k = Math.min(need, all.length); k >= need - 2; k--) {
      const same = all.slice(0, k);
      const trialHand = hand.concat(same);
      const rest = pool.slice();
      for (const c of same) rest.splice(rest.indexOf(c), 1);
      const found = k === need ? hasKapaga(trialHand, r) : exhaustive(r, trialHand, need - k, rest);
      if (!found) continue;
      for (const c of trialHand.slice(hand.length)) pool.splice(pool.indexOf(c), 1);
      hand.push(...trialHand.slice(hand.length));
      return true;
    }
  }
  return false;
}

/** Add `need` (1 to 3) cards of `pool` that give `hand` KAPAGA, if any do. */
function exhaustive(r: Rules, hand: Card[], need: number, pool: Card[]): boolean {
  const trial = hand.concat(new Array<Card>(need).fill(0));
  const picked: number[] = [];
  const search = (from: number): boolean => {
    if (picked.length === need) return hasKapaga(trial, r);
    for (let i = from; i < pool.length; i++) {
      trial[hand.length + picked.length] = pool[i] as Card;
      picked.push(i);
      if (search(i + 1)) return true;
      picked.pop();
    }
    return false;
  };
  if (!search(0)) return false;
  for (const i of picked.reverse()) hand.push(pool.splice(i, 1)[0] as Card);
  return true;
}

/** RULES.md §9: one game consistent with `view`, from `seed`. */
export function determinize(view: PlayerView, seed: number, belief?: Belief): Game {
  return worldSampler(view, belief).sample({ rng: seed | 0 });
}
