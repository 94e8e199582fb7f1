/**
 * The table as Kai reads it from one seat's view: every position as a cell with its value,
 * and the unseen cards counted (K1 minus everything face up). Nothing here can see a
 * face-down card: the view shows none, Kai's own included.
 */
import { item } from '../../../lib/item';
import type { PlayerView, PosCode, Where } from '../engine';
import * as cards from '../engine/fast';

// Local copies: calls through a module's live bindings are slow in playouts.
const { DECK_COUNT, faceValue, isPower, KW, P1, P2 } = cards;

/** A position: gone (its triad discarded), face down, or face up with its K6 value. */
export interface Cell {
  kind: 'gone' | 'down' | 'up';
  /** K6 value of a face-up stack (a KAPOW! card: 0, see `kw`). */
  value: number;
  /** The base card (a face-up position), -1 otherwise. */
  card: number;
  /** A face-up KAPOW! card (wild in K8, `kapowPenalty` in K17). */
  kw: boolean;
  /** Face value of a lone power card (no modifiers), else 0: a fixed card may go under it. */
  lone: number;
  /** Modifiers under the base (a powerset has one or more, K5). */
  mods: number;
}

export type Triad = readonly Cell[];
export type Hand = readonly Triad[];

export const GONE: Cell = { kind: 'gone', value: 0, card: -1, kw: false, lone: 0, mods: 0 };
export const DOWN: Cell = { kind: 'down', value: 0, card: -1, kw: false, lone: 0, mods: 0 };

/** A card as Kai places it face up, alone (a replace, K11). */
export const upCell = (card: number): Cell => ({
  kind: 'up',
  value: card === KW ? 0 : faceValue(card),
  card,
  kw: card === KW,
  lone: isPower(card) ? faceValue(card) : 0,
  mods: 0,
});

export interface Table {
  seat: number;
  players: number;
  view: PlayerView;
  /** [seat][triad][pos] */
  hands: Hand[];
  /** The card on top of the discard pile, or null. */
  top: number | null;
  /** The drawn card when Kai holds it, else null. */
  drawn: number | null;
  /** Unseen cards per kind (face down anywhere, the stock, a card drawn unseen). */
  unseen: number[];
  unseenTotal: number;
  /** What an unseen card is worth on average in the round's score (K17). */
  mean: number;
  penalty: number;
}

const CODES: Record<string, number> = { P1, P2, KW };
export const cardOf = (code: string): number => CODES[code] ?? Number(code);

function cellOf(p: PosCode): Cell {
  if (p === null) return GONE;
  if ('down' in p) return DOWN;
  const card = cardOf(p.up);
  const base = upCell(card);
  if (p.mods.length === 0) return base;
  let value = base.value;
  for (const m of p.mods) value += m.sign * faceValue(cardOf(m.card));
  return { kind: 'up', value, card, kw: false, lone: 0, mods: p.mods.length };
}

export function readTable(view: PlayerView): Table {
  const unseen = [...DECK_COUNT];
  const saw = (c: number) => {
    unseen[c] = item(unseen, c, 'readTable: unseen count of card') - 1;
  };
  for (const h of view.hands)
    for (const t of h)
      for (const p of t)
        if (p !== null && 'up' in p) {
          saw(cardOf(p.up));
          for (const m of p.mods) saw(cardOf(m.card));
        }
  for (const c of view.discard) saw(cardOf(c));
  const drawn = view.drawn === null || view.drawn === '?' ? null : cardOf(view.drawn);
  if (drawn !== null) saw(drawn);
  let total = 0;
  let points = 0;
  unseen.forEach((n, c) => {
    const k = Math.max(0, n);
    unseen[c] = k;
    total += k;
    points += k * (c === KW ? view.rules.kapowPenalty : faceValue(c));
  });
  const top = view.discard[view.discard.length - 1];
  return {
    seat: view.seat,
    players: view.players,
    view,
    hands: view.hands.map((h) => h.map((t) => t.map(cellOf))),
    top: top === undefined ? null : cardOf(top),
    drawn: view.turn === view.seat ? drawn : null,
    unseen,
    unseenTotal: total,
    mean: total > 0 ? points / total : 6,
    penalty: view.rules.kapowPenalty,
  };
}

/** Seat `seat`'s hand: every seat has one, so a missing one is a bug. */
export const handOf = (tb: Table, seat: number): Hand =>
  item(tb.hands, seat, "Kai's table: hand of seat");

export const cellAt = (h: Hand, w: Where): Cell => h[w.triad]?.[w.pos] ?? GONE;

/** A hand with one position changed (hands are never mutated). */
export function withCell(h: Hand, w: Where, c: Cell): Hand {
  return h.map((t, i) => (i === w.triad ? t.map((x, j) => (j === w.pos ? c : x)) : t));
}

export const downCount = (h: Hand): number =>
  h.reduce((n, t) => n + t.filter((c) => c.kind === 'down').length, 0);
