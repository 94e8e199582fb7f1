/**
 * Dealing a sampled world's hidden cards (determinize.ts) under what a seat knows: a hand's
 * misses (evidence.ts), a KAPAGA call (R19, R21), another seat's hidden drawn card (R11, R15).
 */
import { type Card, JOKER, rankOf } from './cards';
import { couldPlayThen, type Miss, missHeld } from './evidence';
import { hasKapaga } from './kapaga';
import { type HasRng, random } from './rng';
import type { Rules } from './rules';

/**
 * Another seat drew a card it may play (R11, R15): that card is hidden, but it is one that
 * can start a play. Pick one from its sampled hand, or swap one in from the pool.
 */
export function hiddenDrawn(
  hand: Card[],
  pool: Card[],
  playable: (c: Card) => boolean,
  r: HasRng,
): Card {
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
export function take(pool: Card[], c: Card): boolean {
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
export function dealShown(
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
export function dealKapaga(
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
