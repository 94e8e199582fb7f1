/** A seat's hand (cards with what is shown of each) and what it may do with it (L7-L9, L14). */
import { type Card, king, queen } from './cards';
import { isSheet, ledSuit, suitIn } from './laws';
import type { Game } from './state';

/** L7: cards laid aside at most: 6, and no more than the deck holds. */
export const exchangeLimit = (g: Game): number => Math.min(6, g.deck.length);

/** L8: cards shown at most. */
export const EXPOSE_MAX = 3;

/**
 * Where `card` is in a seat's hand, the copy an action takes: the face-up one (L7: else the
 * others would learn of the hidden twin), then one shown in a marriage (L14, the same
 * reason), then any; -1 when the hand has none. `wed`: only a copy not yet in a marriage.
 */
export function findCard(g: Game, seat: number, card: Card, unwed = false): number {
  const h = g.hands[seat] ?? [];
  const up = g.up[seat] ?? [];
  const wed = g.wed[seat] ?? [];
  let best = -1;
  let bestRank = -1;
  for (let i = 0; i < h.length; i++) {
    if (h[i] !== card || (unwed && wed[i])) continue;
    const rank = (up[i] ? 2 : 0) + (!unwed && wed[i] ? 1 : 0);
    if (rank > bestRank) {
      best = i;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * Takes `card` out of a seat's hand: the copy `findCard` names, from the place of the first
 * copy (identical cards trade what is shown of them), so the hand's order never tells which
 * copy was face up.
 */
export function takeCard(g: Game, seat: number, card: Card): void {
  const h = g.hands[seat] ?? [];
  const up = g.up[seat] ?? [];
  const wed = g.wed[seat] ?? [];
  const j = findCard(g, seat, card);
  const i = h.indexOf(card);
  if (i < 0 || j < 0) throw new Error(`seat ${seat} has no ${card}`);
  up[j] = up[i] ?? false;
  wed[j] = wed[i] ?? false;
  h.splice(i, 1);
  up.splice(i, 1);
  wed.splice(i, 1);
}

/** Whether `cards` is a part of `pool` (as multisets). */
export function within(cards: readonly Card[], pool: readonly Card[]): boolean {
  const left = [...pool];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** L8: a seat's face-down cards. */
export const faceDown = (g: Game, seat: number): Card[] =>
  (g.hands[seat] ?? []).filter((_, i) => !g.up[seat]?.[i]);

/** L14: the suits a seat holds a K and a Q of, neither yet shown in a marriage. */
export function marriageSuits(g: Game, seat: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < 4; s++)
    if (findCard(g, seat, king(s), true) >= 0 && findCard(g, seat, queen(s), true) >= 0)
      out.push(s);
  return out;
}

/** L14: a marriage may be shown: the seat on lead has just won a trick, none shown since. */
export const mayMarry = (g: Game): boolean =>
  g.stage === 'lead' && g.lastTrick !== null && g.mustLead === null;

/** L9, L14: the cards the seat on turn may play (each code once, in hand order). */
export function playable(g: Game, seat: number): Card[] {
  const h = g.hands[seat] ?? [];
  let ok: (c: Card) => boolean = () => true;
  if (g.stage === 'lead' && g.mustLead) {
    const must = g.mustLead;
    ok = (c) => must.includes(c);
  } else if (g.stage === 'follow') {
    const led = ledSuit(g.kind, g.trick);
    if (led >= 0 && h.some((c) => suitIn(g.kind, c) === led))
      ok = (c) => suitIn(g.kind, c) === led || isSheet(g.kind, c);
  }
  const out: Card[] = [];
  for (const c of h) if (ok(c) && !out.includes(c)) out.push(c);
  return out;
}
