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

/** K8 on one value: null (a KAPOW! card) stands for any value 0-12, and nothing outside it. */
const at = (v: number | null, want: number): boolean =>
  v === null ? want >= 0 && want <= 12 : v === want;

/** K8 on three values from `start` by `step` (a set: step 0). */
const runFrom = (
  a: number | null,
  b: number | null,
  c: number | null,
  start: number,
  step: number,
): boolean => at(a, start) && at(b, start + step) && at(c, start + 2 * step);

/** K8 on three values, the one at `known` being `v`: a set, a run up or a run down through it. */
const fitsFrom = (
  a: number | null,
  b: number | null,
  c: number | null,
  known: number,
  v: number,
): boolean =>
  runFrom(a, b, c, v, 0) || runFrom(a, b, c, v - known, 1) || runFrom(a, b, c, v + known, -1);

/**
 * K8 on the values of three positions, top to bottom: a set or a run (ascending or
 * descending); null is a KAPOW! card, any value 0-12 and nothing outside it. Values count
 * as they are, below 0 or above 12 too. The one statement of K8: `isComplete` and the
 * bots' reckoning both ask it.
 */
export function completes(a: number | null, b: number | null, c: number | null): boolean {
  if (a !== null) return fitsFrom(a, b, c, 0, a);
  if (b !== null) return fitsFrom(a, b, c, 1, b);
  if (c !== null) return fitsFrom(a, b, c, 2, c);
  return true;
}

/** K8: three face-up positions make a set or a run (`completes` on their values). */
export function isComplete(triad: readonly Pos[]): boolean {
  const [a, b, c] = triad;
  const value = (p: Pos | undefined): number | null | undefined =>
    p === null || p === undefined || !p.up ? undefined : p.card === KW ? null : stackValue(p);
  const va = value(a);
  const vb = value(b);
  const vc = value(c);
  if (va === undefined || vb === undefined || vc === undefined) return false;
  return completes(va, vb, vc);
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

/** K4: a hand's 12 positions, triad by triad, top first (made once, shared). */
export const POSITIONS: readonly Where[] = [0, 1, 2, 3].flatMap((triad) =>
  [0, 1, 2].map((pos) => ({ triad, pos })),
);

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
  const out: { a: Where; b: Where }[] = [];
  for (const k of POSITIONS) {
    if (!isUpKapow(posAt(g, g.turn, k))) continue;
    for (const o of POSITIONS) if (swapOk(g, k, o)) out.push({ a: k, b: o });
  }
  return out;
}
