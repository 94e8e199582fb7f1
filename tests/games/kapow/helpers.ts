// Tables for KAPOW! tests in a short notation: '7' a face-up 7, '~7' face down, '3+P2' a
// powerset (3 with P2 as +2), '0-P2-P1', 'KW', '.' a discarded position.
import { expect } from 'vitest';
import {
  type Action,
  applyAction,
  fromSetup,
  type Game,
  type PosCode,
  type Setup,
  snapshot,
} from '../../../src/games/kapow/engine';

export function pos(s: string): PosCode {
  if (s === '.') return null;
  if (s.startsWith('~')) return { down: s.slice(1) };
  const m = /^(KW|P[12]|\d+)((?:[+-]P[12])*)$/.exec(s);
  if (!m) throw new Error(`bad position ${s}`);
  const mods = [...(m[2] as string).matchAll(/([+-])(P[12])/g)].map((x) => ({
    card: x[2] as 'P1' | 'P2',
    sign: (x[1] === '+' ? 1 : -1) as 1 | -1,
  }));
  return { up: m[1] as string, mods };
}

/** A hand from four triads, each top to bottom. */
export const hand = (...triads: string[][]): PosCode[][] => triads.map((t) => t.map(pos));

/** Every triad face down with these cards, for seats whose hand does not matter. */
export const downs = (cards = ['10', '11', '12']): PosCode[][] =>
  hand(...[0, 1, 2, 3].map(() => cards.map((c) => `~${c}`)));

export function setup(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

export function play(g: Game, ...actions: Action[]): Game {
  let cur = g;
  for (const a of actions) {
    const r = applyAction(cur, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

export function refused(g: Game, a: unknown): string {
  const r = applyAction(g, a);
  expect(r.ok, JSON.stringify(a)).toBe(false);
  return r.ok ? '' : r.error.message;
}

export const at = (triad: number, p: number) => ({ triad, pos: p });

/** One triad of a seat, as codes top to bottom ('.' for gone, '~' for face down). */
export function triadOf(g: Game, seat: number, t: number): string[] {
  const h = snapshot(g).hands[seat]?.[t] ?? [];
  return h.map((p) =>
    p === null
      ? '.'
      : 'down' in p
        ? `~${p.down}`
        : p.up + p.mods.map((m) => `${m.sign > 0 ? '+' : '-'}${m.card}`).join(''),
  );
}

/**
 * K12: seat 0 has just replaced a card with a 0 and may swap its KAPOW! card (top of triad 1)
 * with the 11 of triad 2 to complete [5, 5, KW]; seat 1's cards do not matter.
 */
export function kapowSwapTable(idle: PosCode[][]): Game {
  const g = setup({
    hands: [hand(['KW', '3', '9'], ['5', '5', '11'], ['~1', '~2', '~3'], ['~4', '~5', '~6']), idle],
    discard: ['12'],
    stock: ['0'],
    turn: 0,
  });
  return play(
    g,
    { type: 'draw', seat: 0, from: 'stock' },
    { type: 'replace', seat: 0, at: at(2, 0) },
  );
}

/** Seat 0 with one face-down card left and a 1 drawn; going out means replacing it (K15). */
export const goingOut = (mine: string[], theirs: string[][]): Game =>
  play(
    setup({
      hands: [hand(mine, ['.', '.', '.'], ['.', '.', '.'], ['.', '.', '.']), hand(...theirs)],
      discard: ['12'],
      stock: ['1'],
      turn: 0,
    }),
    { type: 'draw', seat: 0, from: 'stock' },
  );
