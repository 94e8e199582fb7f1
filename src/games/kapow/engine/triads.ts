/** What a position is worth and when a triad is complete (K6, K8), and the swap limits (K12). */
import { type Card, faceValue, KW } from './cards';
import type { Game, Pos, Where } from './state';

/** K6: a face-up stack's value: its base plus or minus each modifier's face value. */
export function stackValue(p: { card: Card; mods: { card: Card; sign: 1 | -1 }[] }): number {
  let v = faceValue(p.card);
  for (const m of p.mods) v += m.sign * faceValue(m.card);
  return v;
}

/** K17: what a position counts in the round's score (face down included). */
export function scoreValue(p: Pos, kapowPenalty: number): number {
  if (p === null) return 0;
  if (p.card === KW) return kapowPenalty;
  return p.up ? stackValue(p) : faceValue(p.card);
}

/**
 * K8: three face-up positions, top to bottom, make a set or a run (ascending or
 * descending); each KAPOW! card stands for any value 0-12, and for nothing outside it.
 * Values count as they are, below 0 or above 12 too.
 */
export function isComplete(triad: readonly Pos[]): boolean {
  const vals: (number | null)[] = [];
  // The first position that is not wild, and its value.
  let known = -1;
  let first = 0;
  for (const p of triad) {
    if (p === null || !p.up) return false;
    if (p.card === KW) vals.push(null);
    else {
      const v = stackValue(p);
      if (known < 0) {
        known = vals.length;
        first = v;
      }
      vals.push(v);
    }
  }
  // All wild: any value 0-12 makes a set.
  if (known < 0) return true;
  for (const step of [0, 1, -1]) {
    const start = first - step * known;
    let fits = true;
    for (let i = 0; i < 3 && fits; i++) {
      const want = start + step * i;
      const v = vals[i];
      fits = v === null ? want >= 0 && want <= 12 : v === want;
    }
    if (fits) return true;
  }
  return false;
}

export const posAt = (g: Game, seat: number, w: Where): Pos =>
  g.hands[seat]?.[w.triad]?.[w.pos] ?? null;

/** A seat's hand: a seat without one is a bug. */
export function handOf(g: Game, seat: number): Pos[][] {
  const hand = g.hands[seat];
  if (hand === undefined) throw new Error(`no hand for seat ${seat}`);
  return hand;
}

/** A hand's triad `t`: a triad outside the hand is a bug. */
export function triadOf(hand: Pos[][], t: number): Pos[] {
  const triad = hand[t];
  if (triad === undefined) throw new Error(`no triad ${t} in the hand`);
  return triad;
}

const isUpKapow = (p: Pos): boolean => p?.up === true && p.card === KW;

const samePair = (x: { a: Where; b: Where }, a: Where, b: Where): boolean => {
  const eq = (p: Where, q: Where) => p.triad === q.triad && p.pos === q.pos;
  return (eq(x.a, a) && eq(x.b, b)) || (eq(x.a, b) && eq(x.b, a));
};

export const MAX_SWAPS = 12;

/** K12: may the seat to act exchange the KAPOW! card at `k` with the position `o`. */
export function swapOk(g: Game, k: Where, o: Where): boolean {
  const hand = g.hands[g.turn];
  if (!hand) return false;
  const pk = posAt(g, g.turn, k);
  const po = posAt(g, g.turn, o);
  if (!isUpKapow(pk) || po === null || isUpKapow(po)) return false;
  if (g.swaps.length >= MAX_SWAPS) return false;
  const last = g.swaps[g.swaps.length - 1];
  if (last && samePair(last, k, o)) return false;
  const kTriad = hand[k.triad];
  const oTriad = hand[o.triad];
  if (kTriad === undefined || oTriad === undefined) return false;
  const kDone = isComplete(kTriad);
  // A KAPOW! card in a complete triad is swapped only within it.
  if (kDone && k.triad !== o.triad) return false;
  const oDone = isComplete(oTriad);
  if (!kDone && !oDone) return true;
  // Every complete triad the swap touches stays complete.
  const after = (triad: Pos[], t: number): Pos[] =>
    triad.map((p, i) =>
      t === k.triad && i === k.pos ? po : t === o.triad && i === o.pos ? pk : p,
    );
  return (
    (!kDone || isComplete(after(kTriad, k.triad))) && (!oDone || isComplete(after(oTriad, o.triad)))
  );
}

/** K12: every legal swap for the seat to act, the KAPOW! card first. */
export function legalSwaps(g: Game): { a: Where; b: Where }[] {
  const hand = g.hands[g.turn];
  const out: { a: Where; b: Where }[] = [];
  if (!hand) return out;
  const all = hand.flatMap((triad, t) => triad.map((_, pos) => ({ triad: t, pos })));
  for (const k of all) {
    if (!isUpKapow(posAt(g, g.turn, k))) continue;
    for (const o of all) if (swapOk(g, k, o)) out.push({ a: k, b: o });
  }
  return out;
}
