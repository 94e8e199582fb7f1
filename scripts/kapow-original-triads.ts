/**
 * The original KAPOW! game's Kai (scripts/kapow-original.ts): how it reads a hand. Its own
 * model of the table (a KAPOW! card counts 25 wherever it reckons points, a face-down card 6),
 * its triad analysis, its count of the ways a triad may still finish, and what it reads of
 * the opponent's face-up cards. Written from the rules of cpheterson/Kapow's full Kai
 * (`js/kapow.js`, the 263,772-character version), read from one seat's view of our engine.
 */
import type { PlayerView, PosCode } from '../src/games/kapow/engine';

/** A card as it reads one: its kind and face value (a KAPOW! card's face is 0). */
export interface OCard {
  kind: 'fixed' | 'power' | 'kapow';
  face: number;
}
export interface OUp {
  up: true;
  card: OCard;
  /** The modifiers' signed values, in the order placed. */
  mods: number[];
}
/** A position: null when its triad is gone, face down (unknown to it), or face up. */
export type OPos = null | { up: false } | OUp;
export type OTriad = readonly OPos[];
export type OHand = readonly OTriad[];

export const isUp = (p: OPos | undefined): p is OUp => p?.up === true;
export const isDown = (p: OPos | undefined): boolean => p != null && !p.up;
export const isGone = (t: OTriad): boolean => t.every((p) => p === null);

export function cardOf(code: string): OCard {
  if (code === 'KW') return { kind: 'kapow', face: 0 };
  if (code === 'P1' || code === 'P2') return { kind: 'power', face: Number(code[1]) };
  return { kind: 'fixed', face: Number(code) };
}

export const alone = (card: OCard): OUp => ({ up: true, card, mods: [] });

/** A position's points as it counts them: a KAPOW! card 25, else the stack's value. */
export const value = (p: OUp): number =>
  p.card.kind === 'kapow' ? 25 : p.mods.reduce((s, m) => s + m, p.card.face);

export const line = (v: readonly (number | null)[]): boolean => {
  const [a, b, c] = v as [number, number, number];
  return (a === b && b === c) || (b === a + 1 && c === b + 1) || (b === a - 1 && c === b - 1);
};

export function withPos(t: OTriad, i: number, p: OPos): OTriad {
  return t.map((x, j) => (j === i ? p : x));
}

/** K8 as it checks it: all three face up, a KAPOW! card any value 0-12. */
export function complete(t: OTriad): boolean {
  if (t.some((p) => !isUp(p))) return false;
  const ups = t as readonly OUp[];
  const wild = [0, 1, 2].filter((i) => (ups[i] as OUp).card.kind === 'kapow');
  const base = ups.map((p) => (p.card.kind === 'kapow' ? null : value(p)));
  if (wild.length === 0) return line(base);
  if (wild.length === 3) return true;
  const x = [...base];
  const [w0, w1] = wild as [number, number | undefined];
  for (let v1 = 0; v1 <= 12; v1++) {
    x[w0] = v1;
    if (w1 === undefined) {
      if (line(x)) return true;
      continue;
    }
    for (let v2 = 0; v2 <= 12; v2++) {
      x[w1] = v2;
      if (line(x)) return true;
    }
  }
  return false;
}

/** The values to try in a place: 0-12, widened by 2 round any value outside it (25 aside). */
export function testRange(values: readonly (number | null)[]): { min: number; max: number } {
  let min = 0;
  let max = 12;
  for (const v of values) {
    if (v === null || v === 25) continue;
    if (v - 2 < min) min = v - 2;
    if (v + 2 > max) max = v + 2;
  }
  return { min, max };
}

const MODS = [1, -1, 2, -2];

/** New finishing values a power modifier on a face-up card would open. */
export function powerPaths(values: readonly (number | null)[], base: readonly number[]): number {
  const found = new Set<string>();
  const shown = [0, 1, 2].filter((i) => values[i] !== null);
  const gap = [0, 1, 2].find((i) => values[i] === null);
  if (shown.length === 2 && gap !== undefined) {
    for (const r of shown)
      for (const m of MODS) {
        const x = [...values];
        x[r] = (values[r] as number) + m;
        const range = testRange(x);
        for (let v = range.min; v <= range.max; v++) {
          x[gap] = v;
          if (line(x) && !base.includes(v)) found.add(String(v));
        }
      }
  } else if (shown.length === 3) {
    for (const r of [0, 1, 2])
      for (const m of MODS) {
        const s = (values[r] as number) + m;
        if (s < 0 || s > 12) continue;
        const x = [...values];
        x[r] = s;
        if (line(x)) found.add(`${r}_${m}`);
      }
  }
  return found.size;
}

/** A fully shown triad: how many single replacements (any place, any value) finish it. */
export function futurePaths(values: readonly (number | null)[]): number {
  const range = testRange(values);
  let n = 0;
  for (let pos = 0; pos < 3; pos++) {
    const x = [...values];
    for (let v = range.min; v <= range.max; v++) {
      x[pos] = v;
      if (line(x)) n++;
    }
  }
  return n;
}

export interface Analysis {
  gone: boolean;
  shown: number;
  /** Face-up values by place (null: face down), a KAPOW! card 25. */
  values: (number | null)[];
  /** With two shown: the values that finish it in the third place. */
  paths: number[];
  power: number;
  kapowBoost: boolean;
  near: boolean;
  points: number;
  kapow: boolean;
}

export function analyze(t: OTriad): Analysis {
  const a: Analysis = {
    gone: isGone(t),
    shown: 0,
    values: [null, null, null],
    paths: [],
    power: 0,
    kapowBoost: false,
    near: false,
    points: 0,
    kapow: false,
  };
  if (a.gone) return a;
  t.forEach((p, i) => {
    if (!isUp(p)) return;
    a.shown++;
    a.values[i] = value(p);
    a.points += value(p);
    if (p.card.kind === 'kapow') a.kapow = true;
  });
  a.near = a.shown === 2;
  const gap = a.values.indexOf(null);
  if (a.shown === 2 && gap >= 0) {
    if (a.kapow) {
      const others = [0, 1, 2].filter((i) => i !== gap);
      const k = others.find((i) => (t[i] as OUp).card.kind === 'kapow');
      const f = others.find((i) => (t[i] as OUp).card.kind !== 'kapow');
      if (k !== undefined && f !== undefined)
        for (let ev = 0; ev <= 12; ev++)
          for (let kv = 0; kv <= 12; kv++) {
            const x: number[] = [0, 0, 0];
            x[f] = a.values[f] as number;
            x[k] = kv;
            x[gap] = ev;
            if (line(x) && !a.paths.includes(ev)) a.paths.push(ev);
          }
    } else {
      const range = testRange(a.values);
      const x = [...a.values];
      for (let v = range.min; v <= range.max; v++) {
        x[gap] = v;
        if (line(x)) a.paths.push(v);
      }
    }
  }
  if (a.shown >= 2) a.power = powerPaths(a.values, a.paths);
  a.kapowBoost = a.paths.length >= 1 || a.power >= 1;
  return a;
}

/** Two face-up values at two places: the values that finish them in the third. */
export function synergy(v1: number, i1: number, v2: number, i2: number): number {
  const gap = [0, 1, 2].find((i) => i !== i1 && i !== i2);
  if (gap === undefined) return 0;
  if (v1 === 25 || v2 === 25) {
    const [ki, fv, fi] = v1 === 25 ? [i1, v2, i2] : [i2, v1, i1];
    const seen = new Set<number>();
    for (let kv = 0; kv <= 12; kv++)
      for (let ev = 0; ev <= 12; ev++) {
        const x = [0, 0, 0];
        x[ki] = kv;
        x[fi] = fv;
        x[gap] = ev;
        if (line(x)) seen.add(ev);
      }
    return seen.size;
  }
  const x: (number | null)[] = [null, null, null];
  x[i1] = v1;
  x[i2] = v2;
  const range = testRange([v1, v2]);
  let n = 0;
  for (let v = range.min; v <= range.max; v++) {
    x[gap] = v;
    if (line(x)) n++;
  }
  return n;
}

/** Its own hand: shown points, face-down cards, 25 for each triad holding a KAPOW! card. */
export function handTally(h: OHand): { known: number; downs: number; kapows: number } {
  let known = 0;
  let downs = 0;
  let kapows = 0;
  for (const t of h) {
    const a = analyze(t);
    if (a.gone) continue;
    known += a.points;
    downs += 3 - a.shown;
    if (a.kapow) kapows += 25;
  }
  return { known, downs, kapows };
}

/** The values the opponent visibly needs (and 'power', 'kapow'), each with its urgency. */
export function opponentNeeds(opp: OHand): Map<number | 'power' | 'kapow', number> {
  const needs = new Map<number | 'power' | 'kapow', number>();
  const add = (k: number | 'power' | 'kapow', n: number) => needs.set(k, (needs.get(k) ?? 0) + n);
  let any = false;
  for (const t of opp) {
    const a = analyze(t);
    if (a.gone) continue;
    if (a.near && a.paths.length > 0) {
      any = true;
      for (const v of a.paths) add(v, 3);
    }
    if (a.near && a.power > 0) {
      any = true;
      add('power', a.power);
    }
    if (a.shown === 3 && !complete(t)) {
      for (let p = 0; p < 3; p++)
        for (let v = 0; v <= 12; v++) {
          const x = [...a.values];
          x[p] = v;
          if (line(x)) {
            add(v, 2);
            any = true;
          }
        }
      const pm = powerPaths(a.values, []);
      if (pm > 0) {
        any = true;
        add('power', pm);
      }
    }
  }
  if (any) {
    let total = 0;
    for (const [k, n] of needs) if (k !== 'power' && k !== 'kapow') total += n;
    needs.set('kapow', Math.min(total, 8));
  }
  return needs;
}

/** How near the opponent is to going out with a low score (0-1). */
export function threat(opp: OHand): number {
  let left = 0;
  let gone = 0;
  let shownPts = 0;
  let downs = 0;
  let near = 0;
  for (const t of opp) {
    const a = analyze(t);
    if (a.gone) {
      gone++;
      continue;
    }
    left++;
    shownPts += a.points;
    downs += 3 - a.shown;
    if (a.shown >= 2 && (a.paths.length > 0 || a.power > 0)) near++;
  }
  const byTriads = gone === 0 ? 0 : gone === 1 ? 0.25 : gone === 2 ? 0.6 : 1;
  const total = left * 3;
  const shownShare = total > 0 ? (total - downs) / total : 1;
  const byScore = Math.max(0, 1 - (shownPts + downs * 6) / 30);
  const t = byTriads * 0.45 + Math.min(1, near * 0.3) * 0.2 + shownShare * 0.15 + byScore * 0.2;
  return Math.min(1, Math.max(0, t));
}

/** What it knows of the table when it decides. */
export interface Ctx {
  hand: OHand;
  opp: OHand;
  /** The round's turn number as the original counts it: 1 for the round's first turn. */
  turn: number;
  /** Its final turn (someone went out). */
  final: boolean;
  round: number;
  mine: number;
  theirs: number;
}

function readPos(p: PosCode): OPos {
  if (p === null) return null;
  if ('down' in p) return { up: false };
  return {
    up: true,
    card: cardOf(p.up),
    mods: p.mods.map((m) => (m.card === 'P1' ? 1 : 2) * m.sign),
  };
}

/** A hand from a view; a complete triad counts as gone (the original discards it at once). */
function readHand(h: readonly (readonly PosCode[])[]): OHand {
  return h.map((t) => {
    const r = t.map(readPos);
    return complete(r) ? [null, null, null] : r;
  });
}

export function ctxOf(view: PlayerView): Ctx {
  const opp = (view.seat + 1) % view.players;
  return {
    hand: readHand(view.hands[view.seat] ?? []),
    opp: readHand(view.hands[opp] ?? []),
    turn: view.turnsPlayed + 1,
    final: view.wentOut !== null,
    round: view.round,
    mine: view.scores[view.seat] ?? 0,
    theirs: view.scores[opp] ?? 0,
  };
}
