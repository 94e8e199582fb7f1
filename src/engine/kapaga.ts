import { ACE, type Card, JOKER, rankOf, suitOf } from './cards';
import type { Rules } from './rules';

/**
 * R19: could this hand go out in a single turn, whatever the top card? One card (a lone
 * ace too: it could draw its companion); all cards one legal play (R10, R15); or Jokers
 * plus such a play. With `one-card`, only a one-card hand.
 */
export function hasKapaga(hand: readonly Card[], r: Rules): boolean {
  const n = hand.length;
  if (n === 1) return true;
  if (n === 0 || r.kapagaWhen === 'one-card') return false;
  let jokers = 0;
  let aces = 0;
  let aceSuit = -1;
  for (const c of hand) {
    if (c === JOKER) jokers++;
    else if (r.aces === 'companion' && rankOf(c) === ACE) {
      aces++;
      aceSuit = suitOf(c);
    }
  }
  const rest = n - jokers - aces; // non-ace, non-Joker cards
  if (aces > 1) return false; // aces never follow aces
  if (aces === 0) {
    if (rest <= 1) return true;
    if (r.multiPlay === 'none') return false;
    let rank = -1;
    for (const c of hand) {
      if (c === JOKER) continue;
      if (rank < 0) rank = rankOf(c);
      else if (rankOf(c) !== rank) return false;
    }
    return true;
  }
  // One ace: alone (it draws its companion) or with a companion of its suit, then same rank.
  if (rest === 0) return true;
  if (r.multiPlay === 'none' && rest > 1) return false;
  let rank = -1;
  let companion = false;
  for (const c of hand) {
    if (c === JOKER || rankOf(c) === ACE) continue;
    if (rank < 0) rank = rankOf(c);
    else if (rankOf(c) !== rank) return false;
    if (suitOf(c) === aceSuit) companion = true;
  }
  return companion;
}
