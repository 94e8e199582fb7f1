import { ACE, type Card, JOKER, rankOf, suitOf } from './cards';
import type { Rules } from './rules';

/**
 * R19: could this hand go out in a single turn, whatever the top card? One card (a lone
 * ace too: it could draw its companion); all cards one legal play (R10, R15); or Jokers
 * plus such a play. With `one-card`, only a one-card hand. One pass, no allocation: the
 * engine asks this of every hand after every action.
 */
export function hasKapaga(hand: readonly Card[], r: Rules): boolean {
  const n = hand.length;
  if (n === 1) return true;
  if (n === 0 || r.kapagaWhen === 'one-card') return false;
  const companion = r.aces === 'companion';
  let aceSuit = -1;
  let rank = -1;
  let count = 0; // cards other than Jokers and the ace
  let suits = 0; // their suits, as bits
  for (let i = 0; i < n; i++) {
    const c = hand[i] as Card;
    if (c === JOKER) continue; // the Joker goes first, then its follow
    const k = rankOf(c);
    if (companion && k === ACE) {
      if (aceSuit >= 0) return false; // aces never follow aces
      aceSuit = suitOf(c);
      continue;
    }
    if (rank < 0) rank = k;
    else if (k !== rank) return false;
    count++;
    suits |= 1 << suitOf(c);
  }
  if (count <= 1 && aceSuit < 0) return true;
  if (r.multiPlay === 'none' && count > 1) return false;
  // With an ace: alone (it draws its companion) or led by a companion of its suit.
  return aceSuit < 0 || count === 0 || ((suits >> aceSuit) & 1) === 1;
}
