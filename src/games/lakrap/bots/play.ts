/**
 * The levels' play: each legal card scored by the chance its team ends up holding the trick
 * (wanted in a trump game, not in a null one: L15) less the worth of keeping the card. The
 * chance that a later opponent takes the trick away comes from the cards the seat cannot
 * see: medium counts only trumps played; hard counts every card (two of most, one of the
 * 2s, the jokers and the sheet), reads voids, and fears twins and 2s (L10, L11).
 */
import { makeCard } from '../../../kit/cards';
import type { Played } from '../engine/fast';
import { type Card, DECK_COUNT, ledSuit, POWER, suitIn, TWO } from '../engine/fast';
import {
  after,
  type Facts,
  holding,
  isSheet,
  isTrump,
  laterSeats,
  strength,
  teamOf,
} from './facts';

export interface Skill {
  /** Every card counted (hard), else trumps only (easy, medium). */
  countAll: boolean;
  /** Twins, 2s and the sheet played on purpose and feared (hard). */
  cancels: boolean;
  /** Leads trumps to draw them when long in them (medium, hard). */
  drawTrumps: boolean;
}

export const SKILLS: Record<'easy' | 'medium' | 'hard', Skill> = {
  easy: { countAll: false, cancels: false, drawTrumps: false },
  medium: { countAll: false, cancels: false, drawTrumps: true },
  hard: { countAll: true, cancels: true, drawTrumps: true },
};

/** A trick's worth against a card's (points of the score below are in these units). */
const TRICK = 10;
const KEEP = 3;

export interface Scored {
  card: Card;
  score: number;
  /** The chance its team holds the trick at the end, as the seat reckons it. */
  keep: number;
}

/** How many copies of `c` the seat reckons are still out of sight. */
const left = (f: Facts, k: Skill, c: Card): number =>
  k.countAll || isTrump(f, c) ? (f.unseen[c] ?? 0) : (f.naive[c] ?? 0);

/** The chance a seat with `h` face-down cards holds one of `x` of the `u` unseen cards. */
function pHas(h: number, x: number, u: number): number {
  if (x <= 0 || h <= 0) return 0;
  let none = 1;
  for (let i = 0; i < h; i++) none *= Math.max(0, u - x - i) / Math.max(1, u - i);
  return 1 - none;
}

/** Cards of the kind's suit `suit` above power `p` still out (jokers count in their suit). */
function higher(f: Facts, k: Skill, suit: number, p: number): number {
  let x = 0;
  for (let c = 0; c < DECK_COUNT.length; c++)
    if (
      (DECK_COUNT[c] ?? 0) > 0 &&
      !isSheet(f.kind, c) &&
      suitIn(f.kind, c) === suit &&
      (POWER[c] ?? 0) > p
    )
      x += left(f, k, c);
  return x;
}

/** The chance seat `r`, still to play, takes the trick from the card holding it. */
function threat(
  f: Facts,
  k: Skill,
  t: readonly Played[],
  top: Played,
  r: number,
  next: boolean,
): number {
  const led = ledSuit(f.kind, t);
  const h = f.downs[r] ?? 0;
  const u = Math.max(1, f.hidden);
  const shown = f.shown[r] ?? [];
  const topSuit = suitIn(f.kind, top.card);
  const topTrump = isTrump(f, top.card);
  const has = (x: number, pred: (c: Card) => boolean) => (shown.some(pred) ? 1 : pHas(h, x, u));
  let ledOut = 0;
  for (let c = 0; c < DECK_COUNT.length; c++)
    if (!isSheet(f.kind, c) && suitIn(f.kind, c) === led) ledOut += left(f, k, c);
  const showsLed = shown.some((c) => !isSheet(f.kind, c) && suitIn(f.kind, c) === led);
  const pVoid = f.voids[r]?.[led] ? 1 : showsLed ? 0 : (1 - ledOut / u) ** h;
  const over = (c: Card) =>
    !isSheet(f.kind, c) &&
    suitIn(f.kind, c) === topSuit &&
    (POWER[c] ?? 0) > (POWER[top.card] ?? 0);
  const beat = has(higher(f, k, topSuit, POWER[top.card] ?? 0), over);
  let p: number;
  if (topTrump && led !== topSuit) p = pVoid * beat;
  else {
    p = (1 - pVoid) * beat;
    if (!topTrump && f.kind.trump >= 0) {
      const trumps = higher(f, k, f.kind.trump, -1);
      p += pVoid * has(trumps, (c) => isTrump(f, c));
    }
  }
  if (k.cancels) {
    const twins = left(f, k, top.card);
    p = 1 - (1 - p) * (1 - has(twins, (c) => c === top.card));
    const last = [...t].reverse().find((x) => x.live);
    if (next && last === top) {
      const two = topSuit < 0 ? -1 : makeCard(TWO, topSuit);
      if (two >= 0) p = 1 - (1 - p) * (1 - has(left(f, k, two), (c) => c === two));
    }
  }
  return Math.min(1, p);
}

/** The chance the trick `t` (just played to) ends with the seat's team. */
export function keepChance(f: Facts, k: Skill, t: readonly Played[], winner: number): number {
  if (!teamOf(f, winner)) return 0;
  const top = holding(f, t);
  // A dead trick is its leader's; nothing later can be reckoned beyond that.
  if (!top) return 1;
  let keep = 1;
  laterSeats(f).forEach((r, i) => {
    if (!teamOf(f, r)) keep *= 1 - threat(f, k, t, top, r, i === 0);
  });
  return keep;
}

/** Every legal card scored, best first. */
export function scorePlays(f: Facts, k: Skill, cards: readonly Card[]): Scored[] {
  const plain = cards.filter((c) => k.cancels || !cancelsAny(f, c));
  const pool = plain.length > 0 ? plain : cards;
  const myTrumps = f.hand.filter((c) => isTrump(f, c)).length;
  const trumpsOut = f.kind.trump >= 0 ? higher(f, k, f.kind.trump, -1) : 0;
  const out = pool.map((card): Scored => {
    const a = after(f, f.trick, f.me, card);
    const keep = keepChance(f, k, a.trick, a.winner);
    let score = f.want * (keep * TRICK - strength(f, card) * KEEP);
    if (k.drawTrumps && f.trick.length === 0 && isTrump(f, card) && myTrumps >= 3 && trumpsOut > 0)
      score += 1.5;
    return { card, score, keep };
  });
  return out.sort((a, b) => b.score - a.score || a.card - b.card);
}

/** Whether the card cancels a card of the trick (a twin, a 2) or is a sheet (L10-L12). */
export function cancelsAny(f: Facts, c: Card): boolean {
  if (isSheet(f.kind, c)) return true;
  const a = after(f, f.trick, f.me, c);
  return a.trick.some((p, i) => i < f.trick.length && p.live !== f.trick[i]?.live);
}
