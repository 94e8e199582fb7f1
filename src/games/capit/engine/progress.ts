/**
 * What the table asks of the engine about melds, beside the contract (C4-C6): what each
 * card of a meld stands for, and how far a hand is toward the round's contract, found by
 * the one meld finder (finder.ts), never by rules of the table's own.
 */
import { cardAt, cardCode, codeCard, RANK_CODES } from './cards';
import { findWays, loadHand, newFinder, setNeeds, setOne } from './finder';
import { readMeld, wildInRun, wildInSet } from './melds';
import type { Need } from './rules';
import type { Kind } from './state';
import { wayOf } from './way';

/**
 * C4, C5: for each card of a meld, what it stands for when it is wild (a run's card code,
 * a set's rank code: '7'), null when it stands as itself; null for all when it is no meld.
 */
export function standsFor(
  kind: Kind,
  codes: readonly string[],
  wildTwos: boolean,
): (string | null)[] {
  const cards = codes.map(codeCard);
  const none = codes.map(() => null);
  if (cards.some((c) => c === null)) return none;
  const cs = cards as number[];
  const read = readMeld(kind, cs, wildTwos);
  if (typeof read === 'string') return none;
  return cs.map((c, i) => {
    if (kind === 'set')
      return wildInSet(c, read.rank, wildTwos) ? (RANK_CODES[read.rank] as string) : null;
    const place = read.start + i;
    return wildInRun(c, place, read.suit, wildTwos) ? cardCode(cardAt(place, read.suit)) : null;
  });
}

/** How far a hand is toward a contract (C6): needs it can lay now, the best start of each other. */
export interface Progress {
  /** Indexes of the needs the hand can lay together now (as many as it can). */
  have: number[];
  /** Each other need: its index and the most cards toward it the rest of the hand holds (0-length-1). */
  toward: { need: number; cards: number }[];
}

const f = newFinder();
const CAP = 64;

function without(hand: readonly number[], out: readonly number[]): number[] {
  const rest = [...hand];
  for (const c of out) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/** The most cards toward each of `needs` in turn, from what `hand` holds (greedy). */
function toward(
  hand: readonly number[],
  needs: readonly { need: number; n: Need }[],
  wildTwos: boolean,
) {
  let rest = [...hand];
  return needs.map(({ need, n }) => {
    for (let len = n.length - 1; len >= 2; len--) {
      loadHand(f, rest);
      f.wildTwos = wildTwos;
      f.taken = -1;
      f.must = -1;
      setOne(f, n.kind === 'set' ? 0 : 1, len);
      let got: number[] | null = null;
      f.onWay = (x) => {
        const [m] = wayOf(x);
        got = (m?.cards ?? []).slice(0, len).map((c) => codeCard(c) as number);
        return false;
      };
      findWays(f);
      if (got) {
        rest = without(rest, got);
        return { need, cards: len };
      }
    }
    return { need, cards: 0 };
  });
}

/**
 * C6: the most needs of `needs` the hand (codes) can lay together, then the most cards it
 * holds toward the others (a pair toward a set of 3), over every way to lay the first.
 */
export function contractProgress(
  hand: readonly string[],
  needs: readonly Need[],
  wildTwos: boolean,
): Progress {
  const cards = hand.map(codeCard).filter((c): c is number => c !== null);
  const n = needs.length;
  const masks = Array.from({ length: 1 << n }, (_, m) => m).sort(
    (a, b) => bits(b) - bits(a) || a - b,
  );
  let best: Progress | null = null;
  let bestScore = -1;
  for (const mask of masks) {
    if (best && bits(mask) < best.have.length) break;
    const picked = needs.flatMap((x, i) => (mask & (1 << i) ? [x] : []));
    const others = needs.flatMap((x, i) => (mask & (1 << i) ? [] : [{ need: i, n: x }]));
    const ways = picked.length === 0 ? [[]] : allWays(cards, picked, wildTwos);
    for (const way of ways) {
      const t = toward(without(cards, way.flat()), others, wildTwos);
      const score = t.reduce((s, x) => s + x.cards, 0);
      if (score > bestScore) {
        bestScore = score;
        best = { have: needs.flatMap((_, i) => (mask & (1 << i) ? [i] : [])), toward: t };
      }
    }
  }
  return best ?? { have: [], toward: needs.map((_, need) => ({ need, cards: 0 })) };
}

const bits = (m: number): number => (m === 0 ? 0 : (m & 1) + bits(m >> 1));

function allWays(hand: readonly number[], needs: readonly Need[], wildTwos: boolean): number[][][] {
  loadHand(f, hand);
  f.wildTwos = wildTwos;
  f.taken = -1;
  f.must = -1;
  setNeeds(f, needs);
  const out: number[][][] = [];
  f.onWay = (x) => {
    out.push(wayOf(x).map((m) => m.cards.map((c) => codeCard(c) as number)));
    return out.length < CAP;
  };
  findWays(f);
  return out;
}
