/**
 * What a hand is worth to Kai: the points each triad is expected to leave at the round's
 * end (K17), lowered by its chance to be completed (K8) before the round ends. A triad's
 * chance comes from its outs: the unseen cards that would complete it in one play.
 */
import { item } from '../../../lib/item';
import * as cards from '../engine/fast';
import type { Cell, Hand, Table, Triad } from './table';

// Local copies: calls through a module's live bindings are slow in playouts.
const { completes, faceValue, isFixed, isPower } = cards;
const KW = cards.KW;

const wild = (c: Cell): number | null => (c.kw ? null : c.value);

/** K8: all three face up and a set or a run. */
export function complete(t: Triad): boolean {
  const [a, b, c] = t;
  if (a === undefined || b === undefined || c === undefined)
    throw new Error(`complete: a triad of ${t.length} cells`);
  if (a.kind !== 'up' || b.kind !== 'up' || c.kind !== 'up') return false;
  return completes(wild(a), wild(b), wild(c));
}

/** The values card `c` can give position `i` in one play: replace, or power up (K11). */
export function valuesFrom(cell: Cell, c: number): (number | null)[] {
  if (c === KW) return [null];
  const out: (number | null)[] = [faceValue(c)];
  if (cell.kind === 'up' && !cell.kw && isPower(c)) {
    out.push(cell.value + faceValue(c), cell.value - faceValue(c));
    if (cell.lone > 0) out.push(faceValue(c) - cell.lone);
  }
  if (cell.lone > 0 && isFixed(c)) out.push(c + cell.lone, c - cell.lone);
  return out;
}

/** A set, a run up, a run down (K8). */
const STEPS = [0, 1, -1] as const;

/**
 * The values position `i` must take to complete the triad, the other two as they are
 * (K8): up to three (a set, a run up, a run down), or 'any' when both others are wild.
 */
function targets(t: Triad, i: number): number[] | 'any' {
  // The other two positions in order; the first not wild fixes the values (`j`).
  const p = i === 0 ? 1 : 0;
  const q = i === 2 ? 1 : 2;
  const cp = item(t, p, 'targets: cell');
  const cq = item(t, q, 'targets: cell');
  if (cp.kw && cq.kw) return 'any';
  const j = cp.kw ? q : p;
  const known = cp.kw ? cq : cp;
  const k = cp.kw ? p : q;
  const other = cp.kw ? cp : cq;
  const out: number[] = [];
  for (const step of STEPS) {
    const start = known.value - step * j;
    const want = start + step * k;
    const ok = other.kw ? want >= 0 && want <= 12 : other.value === want;
    if (ok) out.push(start + step * i);
  }
  return out;
}

/** Does card `c` at a position with `cell` give one of the values `want` (K11 plays)? */
function hits(cell: Cell, c: number, want: number[] | 'any'): boolean {
  if (want === 'any') return true;
  if (c === KW) return want.some((x) => x >= 0 && x <= 12);
  const f = faceValue(c);
  if (want.includes(f)) return true;
  if (cell.kind === 'up' && !cell.kw && isPower(c)) {
    if (want.includes(cell.value + f) || want.includes(cell.value - f)) return true;
    if (cell.lone > 0 && want.includes(f - cell.lone)) return true;
  }
  return (
    cell.lone > 0 && isFixed(c) && (want.includes(c + cell.lone) || want.includes(c - cell.lone))
  );
}

/** Would card `c` played at position `i` complete the triad (the other two face up). */
export function completesAt(t: Triad, i: number, c: number): boolean {
  if (t.some((x, j) => j !== i && x.kind !== 'up')) return false;
  return hits(item(t, i, 'completesAt: cell'), c, targets(t, i));
}

/** The unseen cards (by kind) that complete the triad in one play, and how many there are. */
export function outs(t: Triad, unseen: readonly number[]): { kinds: number[]; count: number } {
  const downs = t.filter((x) => x.kind === 'down').length;
  const kinds: number[] = [];
  let count = 0;
  if (downs > 1 || t.some((x) => x.kind === 'gone')) return { kinds, count };
  // The positions to fill (the face-down one, or any), each with the values it must take.
  const aims: { cell: Cell; want: number[] | 'any' }[] = [];
  t.forEach((cell, i) => {
    if (downs === 0 || cell.kind === 'down') aims.push({ cell, want: targets(t, i) });
  });
  unseen.forEach((n, c) => {
    if (n > 0 && aims.some((x) => hits(x.cell, c, x.want))) {
      kinds.push(c);
      count += n;
    }
  });
  return { kinds, count };
}

/** What a cell counts at the round's end (K17); face down: the mean unseen card. */
export const cellPoints = (c: Cell, mean: number, penalty: number): number =>
  c.kind === 'gone' ? 0 : c.kind === 'down' ? mean : c.kw ? penalty : c.value;

/** How the rest of the round looks from here: cards Kai will still see, and the table. */
export interface Outlook {
  /** Cards Kai may still draw or take before the round ends (0: this is the last play). */
  draws: number;
  unseen: readonly number[];
  unseenTotal: number;
  mean: number;
  penalty: number;
  /** How much of a triad's points its chance of completion takes off (1: all of it). */
  complete: number;
  /** Triad costs already worked out under this outlook (a decision's own cache). */
  memo?: Map<string, number>;
}

/** How a style reckons the rest of the round (hard's defaults: 1.3 cards a turn, 0.85). */
export interface Reckoning {
  perTurn: number;
  complete: number;
}
export const RECKONING: Reckoning = { perTurn: 1.3, complete: 0.85 };

/**
 * A triad's expected points at the round's end. A complete triad is discarded (0), so
 * completing a triad below 0 loses its points (K8, K13): those are kept as they are.
 */
export function triadCost(t: Triad, o: Outlook): number {
  if (!o.memo) return triadCostOf(t, o);
  const key = t.map(cellKey).join(',');
  const hit = o.memo.get(key);
  if (hit !== undefined) return hit;
  const v = triadCostOf(t, o);
  o.memo.set(key, v);
  return v;
}

const cellKey = (c: Cell): string =>
  c.kind === 'up' ? (c.kw ? 'k' : c.lone > 0 ? `l${c.lone}` : String(c.value)) : c.kind.charAt(0);

function triadCostOf(t: Triad, o: Outlook): number {
  if (t.every((c) => c.kind === 'gone')) return 0;
  if (complete(t)) return 0;
  let sum = 0;
  for (const c of t) sum += cellPoints(c, o.mean, o.penalty);
  if (o.draws <= 0 || sum <= 0) return sum;
  const downs = t.filter((c) => c.kind === 'down').length;
  let p: number;
  if (downs >= 2) {
    // Two or three cards still to find: a rough chance that grows with time.
    p = Math.min(0.5, 0.03 * o.draws) * (downs === 2 ? 1 : 0.5);
  } else {
    const q = outs(t, o.unseen).count / Math.max(1, o.unseenTotal);
    p = 1 - (1 - q) ** o.draws;
  }
  return sum * (1 - p * o.complete);
}

export const handCost = (h: Hand, o: Outlook): number => h.reduce((s, t) => s + triadCost(t, o), 0);

/** K17: a hand's points if the round ended now (face down: the mean unseen card). */
export const handPoints = (h: Hand, mean: number, penalty: number): number =>
  h.reduce(
    (s, t) => s + (complete(t) ? 0 : t.reduce((x, c) => x + cellPoints(c, mean, penalty), 0)),
    0,
  );

/**
 * How many cards a seat will still see this round: the round ends soon after the seat
 * nearest to going out (fewest face-down cards) reveals its last (K15, K16).
 */
export function outlook(
  tb: Table,
  seat: number,
  finalOnly = false,
  r: Reckoning = RECKONING,
): Outlook {
  const base = {
    unseen: tb.unseen,
    unseenTotal: tb.unseenTotal,
    mean: tb.mean,
    penalty: tb.penalty,
    complete: r.complete,
  };
  if (finalOnly || tb.view.wentOut !== null)
    return { ...base, memo: new Map(), draws: finalOnly ? r.perTurn : 0 };
  let fewest = 12;
  tb.hands.forEach((h, s) => {
    if (s === seat) return;
    const d = h.reduce((n, t) => n + t.filter((c) => c.kind === 'down').length, 0);
    fewest = Math.min(fewest, d);
  });
  const turns = Math.min(10, 1 + 1.4 * fewest);
  return { ...base, memo: new Map(), draws: r.perTurn * turns };
}
