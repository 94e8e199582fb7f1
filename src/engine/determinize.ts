/**
 * Determinization for search bots (RULES.md §9): games consistent with one seat's view.
 * Every hidden card (other hands, the stock's order, another seat's drawn card) is dealt
 * from the cards that seat has not seen; everything the view shows is kept as it is, so
 * `playerView(sample, seat)` equals the view it came from. A sampler prepares the view once
 * (cards parsed, the unseen pool counted) and then deals as many worlds as asked.
 */
import { buildDeck, type Card, parseCall, parseCard } from './cards';
import { canStartOn, type StackBy } from './effects';
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

export interface WorldSampler {
  /** One world consistent with the view; advances `r`. */
  sample(r: HasRng): Game;
}

export function worldSampler(view: PlayerView, prefer?: Prefer): WorldSampler {
  const n = view.handSizes.length;
  const me = view.seat;
  const own = toCards(view.hand);
  const discard = toCards(view.discard);
  const unseen = unseenCards(view);
  const known = passedStillWith(view);
  const call = view.call === null ? -1 : (parseCall(view.call) as number);
  const stackBy: StackBy = view.stackBy === '5S' ? 5 : view.stackBy === '2' ? 2 : 0;
  const top = discard[discard.length - 1] as Card;
  // Seats that showed a void are dealt first, so their constraint has cards to choose from.
  // Every other hand with cards (at a round's end, one just eliminated still shows its own).
  const order = [...Array(n).keys()].filter((s) => s !== me && (view.handSizes[s] as number) > 0);
  if (prefer) order.sort((a, b) => (view.missed[b] ? 1 : 0) - (view.missed[a] ? 1 : 0));
  const drawnHidden = view.stage === 'drawn' && view.turn !== me && view.phase === 'playing';
  const playable = (c: Card): boolean =>
    canStartOn(view.rules, top, call, view.pending, stackBy, c);

  return {
    sample(r: HasRng): Game {
      const pool = shuffle(r, unseen.slice());
      const hands: Card[][] = Array.from({ length: n }, () => []);
      hands[me] = own.slice();
      const take = (c: Card): boolean => {
        const i = pool.indexOf(c);
        if (i < 0) return false;
        pool.splice(i, 1);
        return true;
      };
      if (known && known.seat !== me) {
        const hand = hands[known.seat] as Card[];
        const size = view.handSizes[known.seat] as number;
        for (const c of known.cards) if (hand.length < size && take(c)) hand.push(c);
      }
      for (const s of order) {
        const hand = hands[s] as Card[];
        const size = view.handSizes[s] as number;
        if (prefer)
          for (let i = 0; i < pool.length && hand.length < size; ) {
            if (prefer(s, pool[i] as Card)) hand.push(pool.splice(i, 1)[0] as Card);
            else i++;
          }
        while (hand.length < size && pool.length) hand.push(pool.pop() as Card);
      }
      let drawn = view.drawn === null ? -1 : (parseCard(view.drawn) as Card);
      if (drawnHidden) drawn = hiddenDrawn(hands[view.turn] as Card[], pool, playable, r);
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
        kapaga: hands.map((h) => hasKapaga(h, view.rules)),
        recycles: view.recycles,
        roundWinner: view.roundWinner,
        winners: view.winners.slice(),
        passed: Array.from({ length: n }, (_, s) => (s === me ? toCards(view.passed) : [])),
        // R16: whom this seat passed to, and who passed to it (hands move in the open).
        passedTo: Array.from({ length: n }, (_, s) =>
          s === me && view.passedTo !== null ? view.passedTo : s === view.receivedFrom ? me : -1,
        ),
        missed: view.missed.map((m) =>
          m
            ? {
                top: parseCard(m.top) as Card,
                call: m.call === null ? -1 : (parseCall(m.call) as number),
              }
            : null,
        ),
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

/** RULES.md §9: one game consistent with `view`, from `seed`. */
export function determinize(view: PlayerView, seed: number, prefer?: Prefer): Game {
  return worldSampler(view, prefer).sample({ rng: seed | 0 });
}
