/**
 * Tables for demos and the lesson in a short notation (as the tests write them): '7' a
 * face-up 7, '~7' face down, '3+P2' a powerset (3 with P2 as +2), 'KW', '.' a discarded
 * position. A table that does not lay out is a bug in the content, so it throws.
 */
import { type Action, fromSetup, type Game, type PosCode, type Setup, type Where } from '../engine';

export function pos(s: string): PosCode {
  if (s === '.') return null;
  if (s.startsWith('~')) return { down: s.slice(1) };
  const m = /^(KW|P[12]|\d+)((?:[+-]P[12])*)$/.exec(s);
  if (!m) throw new Error(`bad position ${s}`);
  const [, up, powers = ''] = m;
  if (up === undefined) throw new Error(`bad position ${s}`);
  const mods = [...powers.matchAll(/([+-])(P[12])/g)].map(
    ([, sign, card]): { card: 'P1' | 'P2'; sign: 1 | -1 } => ({
      card: card === 'P1' ? 'P1' : 'P2',
      sign: sign === '+' ? 1 : -1,
    }),
  );
  return { up, mods };
}

/** A hand from four triads, each top to bottom; '...' a discarded triad. */
export const hand = (...triads: string[]): PosCode[][] =>
  triads.map((t) => (t === '...' ? [null, null, null] : t.split(' ').map(pos)));

export function laid(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** Actions as the engine lists them (so the table's clicks find them in `legal`). */
export const at = (triad: number, p: number): Where => ({ triad, pos: p });
export const draw = (seat: number, from: 'stock' | 'discard'): Action => ({
  type: 'draw',
  seat,
  from,
});
export const reveal = (seat: number, w: Where): Action => ({ type: 'reveal', seat, at: w });
export const replace = (seat: number, w: Where): Action => ({ type: 'replace', seat, at: w });
export const discard = (seat: number): Action => ({ type: 'discard', seat });
export const power = (seat: number, w: Where, sign: 1 | -1): Action => ({
  type: 'power',
  seat,
  at: w,
  sign,
});
export const swap = (seat: number, kapow: Where, b: Where): Action => ({
  type: 'swap',
  seat,
  a: kapow,
  b,
});
export const end = (seat: number): Action => ({ type: 'end', seat });
