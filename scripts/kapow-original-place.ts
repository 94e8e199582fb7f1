/**
 * The original KAPOW! game's Kai (scripts/kapow-original.ts): how it looks at a triad and
 * scores a placement, from its rules, on one seat's view of our engine.
 */
import { type PlayerView, type PosCode, triadComplete, upValue } from '../src/games/kapow/engine';

export type Up = Extract<PosCode, { up: string }>;
export type Triad = readonly PosCode[];
export type Hand = readonly Triad[];

export const isUp = (p: PosCode): p is Up => p !== null && 'up' in p;
export const isDown = (p: PosCode): boolean => p !== null && 'down' in p;
export const isGone = (t: Triad): boolean => t.every((p) => p === null);
export const isPowerCode = (c: string): boolean => c === 'P1' || c === 'P2';
export const face = (c: string): number =>
  c === 'P1' ? 1 : c === 'P2' ? 2 : c === 'KW' ? 0 : Number(c);

/** The original's value of a face-up position: a KAPOW! card its penalty, else its stack. */
export const worth = (p: Up, penalty: number): number => upValue(p) ?? penalty;

/** The original's value of a drawn card placed alone. */
export const cardWorth = (c: string, penalty: number): number => (c === 'KW' ? penalty : face(c));

/** A set or a run of plain values (the original counts its paths so, a KAPOW! as its 25). */
export const line = (a: number, b: number, c: number): boolean =>
  (a === b && b === c) || (b === a + 1 && c === b + 1) || (b === a - 1 && c === b - 1);

export function withPos(t: Triad, i: number, p: PosCode): Triad {
  return t.map((x, j) => (j === i ? p : x));
}

export const alone = (c: string): Up => ({ up: c, mods: [] });

interface Look {
  shown: number;
  /** Face-up values (null: face down), a KAPOW! card as its penalty. */
  values: (number | null)[];
  /** With two shown: the values 0-12 that finish it in the third place. */
  fits: number[];
}

export function look(t: Triad, penalty: number): Look {
  const values = t.map((p) => (isUp(p) ? worth(p, penalty) : null));
  const shown = values.filter((v) => v !== null).length;
  const fits: number[] = [];
  const gap = values.indexOf(null);
  if (shown === 2 && gap >= 0)
    for (let v = 0; v <= 12; v++) {
      const x = values.map((y, j) => (j === gap ? v : (y as number)));
      if (line(x[0] as number, x[1] as number, x[2] as number)) fits.push(v);
    }
  return { shown, values, fits };
}

/** Values 0-12 that finish a fully shown triad by replacing one of its three cards. */
export function futurePaths(values: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < 3; i++)
    for (let v = 0; v <= 12; v++) {
      const x = values.map((y, j) => (j === i ? v : y));
      if (line(x[0] as number, x[1] as number, x[2] as number)) n++;
    }
  return n;
}

/** Two shown values at two places: how many values 0-12 finish them in the third. */
function pairPaths(v1: number, i1: number, v2: number, i2: number): number {
  const gap = [0, 1, 2].find((i) => i !== i1 && i !== i2) as number;
  let n = 0;
  for (let v = 0; v <= 12; v++) {
    const x = [0, 0, 0];
    x[i1] = v1;
    x[i2] = v2;
    x[gap] = v;
    if (line(x[0] as number, x[1] as number, x[2] as number)) n++;
  }
  return n;
}

/** How near the opponent is to going out with a low score (0-1). */
function threat(opp: Hand, penalty: number): number {
  let gone = 0;
  let left = 0;
  let shownPts = 0;
  let downs = 0;
  let near = 0;
  for (const t of opp) {
    if (isGone(t)) {
      gone++;
      continue;
    }
    left++;
    for (const p of t) {
      if (isUp(p)) shownPts += worth(p, penalty);
      else downs++;
    }
    const l = look(t, penalty);
    if (l.shown >= 2 && l.fits.length > 0) near++;
  }
  const byTriads = [0, 0.25, 0.6, 1][Math.min(gone, 3)] as number;
  const total = left * 3;
  const shownShare = total > 0 ? (total - downs) / total : 1;
  const byScore = Math.max(0, 1 - (shownPts + 6 * downs) / 30);
  const t = 0.45 * byTriads + 0.2 * Math.min(1, near * 0.3) + 0.15 * shownShare + 0.2 * byScore;
  return Math.min(1, Math.max(0, t));
}

export interface Seen {
  view: PlayerView;
  hand: Hand;
  opp: Hand;
  penalty: number;
  final: boolean;
  threat: number;
}

export function seen(view: PlayerView): Seen {
  const hand = view.hands[view.seat] as Hand;
  const opp = view.hands[(view.seat + 1) % view.players] as Hand;
  const penalty = view.rules.kapowPenalty;
  return {
    view,
    hand,
    opp,
    penalty,
    final: view.wentOut !== null,
    threat: threat(opp, penalty),
  };
}

/** Points on the final turn: completions, or the points shed (a KAPOW! above all). */
function finalScore(s: Seen, t: Triad, i: number, card: string): number {
  const p = t[i] as PosCode;
  const now = isUp(p) ? worth(p, s.penalty) : 6;
  const v = cardWorth(card, s.penalty);
  if (triadComplete(withPos(t, i, alone(card)))) {
    let pts = v;
    t.forEach((q, j) => {
      if (j !== i && isUp(q)) pts += worth(q, s.penalty);
    });
    return 200 + pts;
  }
  return now - v + (isUp(p) && p.up === 'KW' ? 200 : 0);
}

/** A face-down card whose two neighbours already promise a triad: only a fitting card goes. */
function spoilPenalty(s: Seen, t: Triad, i: number, v: number): number {
  const others = [0, 1, 2].filter((j) => j !== i && isUp(t[j] as PosCode));
  if (others.length !== 2) return 0;
  const [j, k] = others as [number, number];
  const vj = worth(t[j] as Up, s.penalty);
  const vk = worth(t[k] as Up, s.penalty);
  const promise = pairPaths(vj, j, vk, k);
  if (promise < 1) return 0;
  const x = [0, 0, 0];
  x[j] = vj;
  x[k] = vk;
  x[i] = v;
  const futures = futurePaths(x);
  const fits =
    line(x[0] as number, x[1] as number, x[2] as number) ||
    futures > promise * 2 ||
    (futures > promise && v <= 5);
  return fits ? 0 : -15 - promise * 5 - Math.max(0, v - 6) * 2;
}

/** The original's score of placing `card` alone at triad `ti`, position `i` (higher is better). */
export function placementScore(s: Seen, ti: number, i: number, card: string): number {
  const t = s.hand[ti] as Triad;
  if (isGone(t)) return -999;
  if (s.final) return finalScore(s, t, i, card);
  const p = t[i] as PosCode;
  const hidden = isDown(p);
  const now = isUp(p) ? worth(p, s.penalty) : hidden ? 6 : 0;
  const v = cardWorth(card, s.penalty);
  let score = 0;
  if (isUp(p) && p.mods.length > 0) score -= 20;
  score += (now - v) * (0.5 + s.threat * 1.5);
  if (isUp(p) && p.up === 'KW') score += 20;
  const spoil = hidden ? spoilPenalty(s, t, i, v) : 0;
  score += spoil;
  const before = look(t, s.penalty);
  let pathsBefore = 0;
  let pairBefore = 0;
  if (!hidden) {
    if (before.shown === 3 && !triadComplete(t))
      pathsBefore = futurePaths(before.values as number[]);
    if (before.shown === 2) {
      const [j, k] = [0, 1, 2].filter((x) => before.values[x] !== null) as [number, number];
      pairBefore = pairPaths(before.values[j] as number, j, before.values[k] as number, k);
    }
  }
  const after = withPos(t, i, alone(card));
  if (triadComplete(after)) {
    let pts = 0;
    t.forEach((q, j) => {
      if (j !== i) pts += isUp(q) ? worth(q, s.penalty) : 6;
    });
    score += 100 + pts;
  } else score += buildScore(look(after, s.penalty), i, v, now, hidden, pathsBefore, pairBefore);
  if (hidden) {
    const neighbours = [0, 1, 2].filter((j) => j !== i && isUp(t[j] as PosCode)).length;
    if (neighbours >= 1) score += spoil >= 0 ? 4 + neighbours * 3 : 0;
    else score -= 1;
  }
  return score;
}

/** The triad after a placement that does not complete it: how well it builds. */
function buildScore(
  l: Look,
  i: number,
  v: number,
  now: number,
  hidden: boolean,
  pathsBefore: number,
  pairBefore: number,
): number {
  let score = 0;
  if (l.shown === 3) {
    const futures = futurePaths(l.values as number[]);
    score += futures > 0 ? 10 + futures * 3 : -20;
    if (pathsBefore > 0 && futures < pathsBefore) score -= (pathsBefore - futures) * 8;
  } else if (l.shown === 2) score += l.fits.length > 0 ? 15 + l.fits.length * 4 : -15;
  if (l.shown === 1 && hidden) score += 5;
  if (l.shown === 2) {
    const j = [0, 1, 2].find((x) => x !== i && l.values[x] !== null);
    const pair = j === undefined ? 0 : pairPaths(v, i, l.values[j] as number, j);
    score += pair * 3;
    if (pairBefore > 0 && !hidden && pair <= pairBefore)
      score -= 10 + (pairBefore - pair) * 6 + Math.max(0, v - now) * 3;
  }
  return score;
}
