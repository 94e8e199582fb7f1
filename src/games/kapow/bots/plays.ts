/**
 * What a play does to Kai's hand, worked out on cells (K11-K13): where the drawn card
 * goes, what lands on the discard pile, which triads complete, and the KAPOW! swaps (K12).
 */

import { item } from '../../../lib/item';
import type { Action, Where } from '../engine';
import * as cards from '../engine/fast';

// Local copies: calls through a module's live bindings are slow in playouts.
const { faceValue, isFixed, isPower, KW } = cards;

import { type Cell, cellAt, GONE, type Hand, upCell, withCell } from './table';
import { complete } from './value';

export type Play = Extract<Action, { type: 'discard' | 'replace' | 'power' }>;
export type Swap = Extract<Action, { type: 'swap' }>;

export const WHERES: readonly Where[] = [0, 1, 2, 3].flatMap((triad) =>
  [0, 1, 2].map((pos) => ({ triad, pos })),
);

/** The plays of drawn card `d` (as `legalActions` lists them in the play stage). */
export function playsFor(h: Hand, d: number, seat: number, mayDiscard: boolean): Play[] {
  const out: Play[] = mayDiscard ? [{ type: 'discard', seat }] : [];
  for (const at of WHERES) {
    const c = cellAt(h, at);
    if (c.kind === 'gone') continue;
    out.push({ type: 'replace', seat, at });
    if (c.kind !== 'up' || c.kw) continue;
    for (const sign of [1, -1] as const) {
      if (isPower(d) && c.lone > 0) {
        out.push({ type: 'power', seat, at, sign, base: 'held' });
        out.push({ type: 'power', seat, at, sign, base: 'drawn' });
      } else if (isPower(d) || (isFixed(d) && c.lone > 0))
        out.push({ type: 'power', seat, at, sign });
    }
  }
  return out;
}

/** K11: does the drawn card become the base (on a lone power card), the held card its modifier. */
export const drawnBase = (c: Cell, d: number, base?: 'drawn' | 'held'): boolean =>
  c.lone > 0 && (isFixed(d) || base === 'drawn');

/** The cell a power-up makes (K11): the held stack grows, or the drawn card is the base. */
export function powered(c: Cell, d: number, sign: 1 | -1, base?: 'drawn' | 'held'): Cell {
  if (drawnBase(c, d, base))
    return {
      kind: 'up',
      value: faceValue(d) + sign * c.lone,
      card: d,
      kw: false,
      lone: 0,
      mods: 1,
    };
  const value = c.value + sign * faceValue(d);
  return { kind: 'up', value, card: c.card, kw: false, lone: 0, mods: c.mods + 1 };
}

/** The hand after the play, and the card it puts on the discard pile (-1: unseen yet). */
export function place(h: Hand, d: number, a: Play): { hand: Hand; gave: number | null } {
  switch (a.type) {
    case 'discard':
      return { hand: h, gave: d };
    case 'replace': {
      const old = cellAt(h, a.at);
      return { hand: withCell(h, a.at, upCell(d)), gave: old.kind === 'up' ? old.card : -1 };
    }
    case 'power':
      return { hand: withCell(h, a.at, powered(cellAt(h, a.at), d, a.sign, a.base)), gave: null };
  }
}

/**
 * K13: the end of the turn: complete triads leave the hand, and the top card of the last
 * one is what the next seat may take. `top` is the discard top before (null: unchanged).
 */
export function finish(
  h: Hand,
  top: number | null,
): { hand: Hand; top: number | null; done: number[] } {
  const done: number[] = [];
  let last = top;
  const hand = h.map((t, i) => {
    if (t.every((c) => c.kind === 'gone') || !complete(t)) return t;
    done.push(i);
    last = item(t, 0, 'finish: cell').card;
    return [GONE, GONE, GONE];
  });
  return { hand: done.length > 0 ? hand : h, top: last, done };
}

/** K12: the swaps open to a hand (one face-up KAPOW! card with another position). */
export function swapOptions(h: Hand, seat: number): Swap[] {
  const out: Swap[] = [];
  for (const k of WHERES) {
    if (!cellAt(h, k).kw || cellAt(h, k).kind !== 'up') continue;
    const kDone = complete(item(h, k.triad, 'swapOptions: triad'));
    for (const o of WHERES) {
      const c = cellAt(h, o);
      if (c.kind === 'gone' || c.kw || (kDone && o.triad !== k.triad)) continue;
      const after = swapped(h, k, o);
      const oDone = complete(item(h, o.triad, 'swapOptions: triad'));
      if (kDone && !complete(item(after, k.triad, 'swapOptions: triad'))) continue;
      if (oDone && !complete(item(after, o.triad, 'swapOptions: triad'))) continue;
      out.push({ type: 'swap', seat, a: k, b: o });
    }
  }
  return out;
}

export function swapped(h: Hand, a: Where, b: Where): Hand {
  const ca = cellAt(h, a);
  return withCell(withCell(h, a, cellAt(h, b)), b, ca);
}

export const sameWhere = (p: Where, q: Where): boolean => p.triad === q.triad && p.pos === q.pos;

/** Whether a card is a KAPOW! card (named for readability at call sites). */
export const isKapow = (c: number | null): boolean => c === KW;
