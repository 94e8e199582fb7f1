// What the claims test (claims.test.ts) checks Kai's words against, recomputed from the
// engine and the seat's view alone: hands as the seat sees them, the unseen cards and their
// mean, a triad's outs by brute force (K8, K11), a position's points (K17), the words' numbers.
import {
  type Game,
  type PosCode,
  playerView,
  powerResult,
  triadComplete,
  triadValue,
} from '../../../src/games/kapow/engine';
import { DECK_COUNT, faceValue, KW, P1, P2 } from '../../../src/games/kapow/engine/fast';

export type Triad = readonly PosCode[];
const POS = ['top', 'middle', 'bottom'];
export const CODES: Record<string, string> = { 'KAPOW!': 'KW', '+1/−1': 'P1', '+2/−2': 'P2' };
export const codeOf = (text: string): string => CODES[text] ?? text;
export const num = (s: string): number => Number(s.replace('−', '-'));
/** Equal as the words round it (one decimal). */
export const near = (said: number, x: number): boolean => Math.abs(said - x) <= 0.05 + 1e-9;
export const textOf = (line: readonly { text: string }[]): string =>
  line.map((t) => t.text).join('');

export const hand = (g: Game, seat: number) => playerView(g, seat).hands[seat] as Triad[];
const snapHand = (g: Game, seat: number): Triad[] => {
  const v = playerView(g, seat);
  return v.hands[seat] as Triad[];
};
export const gone = (t: Triad): boolean => t.every((p) => p === null);
export const points = (p: PosCode, penalty: number): number => triadValue([p], penalty).known;

/** The seat's own cards as the view shows them, '?' face down (its own are unknown to it too). */
export function cellAt(g: Game, seat: number, triad: number, pos: number): PosCode {
  return snapHand(g, seat)[triad]?.[pos] ?? null;
}

/** Cards the seat has not seen: the deck less every face-up card, the discard pile, its drawn card. */
export function unseen(g: Game, seat: number): number[] {
  const v = playerView(g, seat);
  const n = [...DECK_COUNT];
  const saw = (code: string) => {
    const c = code === 'KW' ? KW : code === 'P1' ? P1 : code === 'P2' ? P2 : Number(code);
    n[c] = (n[c] ?? 0) - 1;
  };
  for (const h of v.hands)
    for (const t of h)
      for (const p of t)
        if (p && 'up' in p) {
          saw(p.up);
          for (const x of p.mods) saw(x.card);
        }
  for (const c of v.discard) saw(c);
  if (v.drawn !== null && v.drawn !== '?' && v.turn === seat) saw(v.drawn);
  return n;
}

export function mean(g: Game, seat: number): number {
  const u = unseen(g, seat);
  const penalty = g.rules.kapowPenalty;
  const total = u.reduce((a, b) => a + b, 0);
  return u.reduce((s, k, c) => s + k * (c === KW ? penalty : faceValue(c)), 0) / total;
}

const CODE_OF = (c: number): string =>
  c === KW ? 'KW' : c === P1 ? 'P1' : c === P2 ? 'P2' : String(c);

/** K8, K11: the unseen cards that complete triad `t` in one play (replace or power up). */
export function outs(t: Triad, u: readonly number[]): number {
  let n = 0;
  u.forEach((k, c) => {
    if (k <= 0) return;
    const code = CODE_OF(c);
    const power = c === P1 || c === P2;
    const fits = t.some((p, i) => {
      if (p === null) return false;
      const made: PosCode[] = [{ up: code, mods: [] }];
      if (p && 'up' in p && p.up !== 'KW')
        for (const sign of [1, -1] as const)
          for (const base of ['held', 'drawn'] as const) {
            const lone = (p.up === 'P1' || p.up === 'P2') && p.mods.length === 0;
            if (!power && !lone) continue;
            const r = powerResult(p, code, sign, base);
            if (r) made.push(r);
          }
      return made.some((q) => triadComplete(t.map((x, j) => (j === i ? q : x))));
    });
    if (fits) n += k;
  });
  return n;
}

export const triadWordsOf = (t: Triad, penalty: number): string =>
  t
    .map((p) =>
      p === null ? '-' : 'down' in p ? '?' : p.up === 'KW' ? 'K!' : String(points(p, penalty)),
    )
    .join(', ');

/** "the 11", "a face-down card", "a powerset worth 3", "the KAPOW! card" named for a position. */
export function names(said: string, p: PosCode, penalty: number): boolean {
  if (said === 'a face-down card') return p !== null && 'down' in p;
  if (p === null || !('up' in p)) return false;
  if (said === 'the KAPOW! card') return p.up === 'KW';
  const stack = /^a powerset worth (−?\d+)$/.exec(said);
  if (stack) return p.mods.length > 0 && points(p, penalty) === num(stack[1] as string);
  return p.mods.length === 0 && `the ${p.up}` === `the ${codeOf(said.slice(4))}`;
}

export const where = (t: string, p: string) => ({ triad: Number(t) - 1, pos: POS.indexOf(p) });
export const triadList = (s: string): number[] =>
  [...s.matchAll(/triad (\d)/g)].map((x) => Number(x[1]) - 1);
export const complete = (g: Game, seat: number, t: number): boolean => {
  const tr = hand(g, seat)[t] ?? [];
  return gone(tr) || triadComplete(tr);
};
