/**
 * A yardstick for Kai: the original KAPOW! game's own Kai (the public rule-based AI of
 * cpheterson/Kapow, js/kapow.js, the 116,200-character version), written anew here from
 * its rules, not its code: the same decisions by the same rules, read from one seat's view
 * of our engine (hidden cards unknown, as the original's AI reads only revealed cards).
 *
 * Its rules, as it plays them:
 * - Reveals (K9): the middle card of the first two triads.
 * - Draw (K10): takes the discard if it completes a triad, if its best placement scores 8 or
 *   more, or if it is a fixed card of 3 or less whose best placement scores 3 or more.
 * - Play (K11): scores every replacement, the powerset on a lone power card, the drawn power
 *   card as a modifier and the discard, and makes the highest (the first of equals).
 *   A replacement's score: the points it sheds (weighed by how near the opponent is to going
 *   out), +20 for shedding a KAPOW!, +100 and the triad's points for completing it, rewards
 *   for triads that many values would finish and penalties for breaking them; on its final
 *   turn only the points shed and completions count. Revealing its last card goes out only
 *   if its going-out test says so (lower than the opponent's estimate, or low enough).
 * - Swaps (K12): a KAPOW! card only to complete a triad (its other test never passes).
 * Where our rules differ it plays by ours: no power card onto a KAPOW! card (K6), swaps as
 * K12 allows them, a triad complete after the play counts as gone (the original discards it
 * at once, we at the turn's end, K13). Two players: the opponent is the other seat.
 */
import {
  type Action,
  type PlayerView,
  type PosCode,
  powerResult,
  triadComplete,
  upValue,
  type Where,
} from '../src/games/kapow/engine';
import type { Bot, Decision } from '../src/games/module';

type Up = Extract<PosCode, { up: string }>;
type Triad = readonly PosCode[];
type Hand = readonly Triad[];

const isUp = (p: PosCode): p is Up => p !== null && 'up' in p;
const isDown = (p: PosCode): boolean => p !== null && 'down' in p;
const isGone = (t: Triad): boolean => t.every((p) => p === null);
const isPowerCode = (c: string): boolean => c === 'P1' || c === 'P2';
const face = (c: string): number => (c === 'P1' ? 1 : c === 'P2' ? 2 : c === 'KW' ? 0 : Number(c));

/** The original's value of a face-up position: a KAPOW! card its penalty, else its stack. */
const worth = (p: Up, penalty: number): number => upValue(p) ?? penalty;

/** The original's value of a drawn card placed alone. */
const cardWorth = (c: string, penalty: number): number => (c === 'KW' ? penalty : face(c));

/** A set or a run of plain values (the original counts its paths so, a KAPOW! as its 25). */
const line = (a: number, b: number, c: number): boolean =>
  (a === b && b === c) || (b === a + 1 && c === b + 1) || (b === a - 1 && c === b - 1);

function withPos(t: Triad, i: number, p: PosCode): Triad {
  return t.map((x, j) => (j === i ? p : x));
}

const alone = (c: string): Up => ({ up: c, mods: [] });

interface Look {
  shown: number;
  /** Face-up values (null: face down), a KAPOW! card as its penalty. */
  values: (number | null)[];
  /** With two shown: the values 0-12 that finish it in the third place. */
  fits: number[];
}

function look(t: Triad, penalty: number): Look {
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
function futurePaths(values: readonly number[]): number {
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

interface Seen {
  view: PlayerView;
  hand: Hand;
  opp: Hand;
  penalty: number;
  final: boolean;
  threat: number;
}

function seen(view: PlayerView): Seen {
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

/** Its hand as it counts it: shown points, face-down cards, 25 for each triad with a KAPOW!. */
function tally(h: Hand, penalty: number): { known: number; downs: number; kapows: number } {
  let known = 0;
  let downs = 0;
  let kapows = 0;
  for (const t of h) {
    if (isGone(t)) continue;
    let kw = false;
    for (const p of t) {
      if (isUp(p)) {
        known += worth(p, penalty);
        if (p.up === 'KW') kw = true;
      } else downs++;
    }
    if (kw) kapows += 25;
  }
  return { known, downs, kapows };
}

/** Its going-out test (K15, K18): with `score` after the play, against its opponent's estimate. */
export function goOut(s: Seen, score: number): boolean {
  if (tally(s.hand, s.penalty).kapows > 0) return false;
  if (score <= 0) return true;
  const o = tally(s.opp, s.penalty);
  let opp = o.known + 6 * o.downs;
  if (o.downs > 0) opp = Math.max(0, opp - 3);
  const round = s.view.round;
  const mine = s.view.scores[s.view.seat] ?? 0;
  const theirs = s.view.scores[(s.view.seat + 1) % s.view.players] ?? 0;
  if (score > opp) {
    if (mine + score * 2 > theirs + opp + 10) return false;
    if (score * 2 > 30) return false;
  }
  if (score <= opp) return true;
  const threshold = round >= 9 ? 25 : round >= 7 ? 18 : 12;
  if (score <= threshold && score <= opp + 5) return true;
  return round >= 9 && score <= opp + 8;
}

/** How safe a card is to leave the opponent (0-100). */
function safety(s: Seen, card: string): number {
  let safe = 50;
  const fixed = !isPowerCode(card) && card !== 'KW';
  const v = face(card);
  if (fixed) safe = v >= 10 ? 80 : v <= 2 ? 30 : 40 + v * 3;
  if (isPowerCode(card)) safe = 45;
  if (card === 'KW') safe = 15;
  for (const t of s.opp) {
    if (isGone(t)) continue;
    const l = look(t, s.penalty);
    if (l.shown === 2 && l.fits.includes(v)) safe -= 25;
    if (l.shown === 3 && !triadComplete(t)) {
      const vals = l.values as number[];
      if (
        [0, 1, 2].some((i) =>
          line(...(vals.map((y, j) => (j === i ? v : y)) as [number, number, number])),
        )
      )
        safe -= 25;
    }
  }
  return Math.max(0, Math.min(100, safe));
}

const WHERES: readonly Where[] = [0, 1, 2, 3].flatMap((triad) =>
  [0, 1, 2].map((pos) => ({ triad, pos })),
);

/** K10: take the discard, or draw from the draw pile. */
function wantsDiscard(s: Seen): boolean {
  const top = s.view.discard[s.view.discard.length - 1];
  if (top === undefined) return false;
  const open = WHERES.filter((w) => !isGone(s.hand[w.triad] as Triad));
  if (open.some((w) => triadComplete(withPos(s.hand[w.triad] as Triad, w.pos, alone(top)))))
    return true;
  let best = -999;
  for (const w of open) best = Math.max(best, placementScore(s, w.triad, w.pos, top));
  if (best >= 8) return true;
  return !isPowerCode(top) && top !== 'KW' && face(top) <= 3 && best >= 3;
}

interface Candidate {
  action: Action;
  score: number;
}

/** K11: every play it weighs, in the order it weighs them. */
function candidates(s: Seen, drawn: string, mayDiscard: boolean): Candidate[] {
  const seat = s.view.seat;
  const out: Candidate[] = [];
  const last = tally(s.hand, s.penalty);
  for (const w of WHERES) {
    const t = s.hand[w.triad] as Triad;
    if (isGone(t)) continue;
    let score = placementScore(s, w.triad, w.pos, drawn);
    if (isDown(t[w.pos] as PosCode) && last.downs === 1)
      score += goOut(s, last.known + cardWorth(drawn, s.penalty)) ? 50 : -50;
    out.push({ action: { type: 'replace', seat, at: w }, score });
  }
  const onPower = powersetOnPower(s, drawn);
  if (onPower) out.push(onPower);
  const asMod = modifier(s, drawn);
  if (asMod) out.push(asMod);
  if (mayDiscard)
    out.push({ action: { type: 'discard', seat }, score: safety(s, drawn) * 0.05 - 2 });
  return out;
}

/** The stack a power play makes, its value, and the triad's bonus as the original counts it. */
function powerBonus(s: Seen, w: Where, made: Up): number {
  const t = withPos(s.hand[w.triad] as Triad, w.pos, made);
  if (triadComplete(t)) return 80;
  const l = look(t, s.penalty);
  return l.shown === 2 && l.fits.length > 0 ? 10 + l.fits.length * 2 : 0;
}

/** The drawn card on top of a lone power card, that card below it as a modifier. */
function powersetOnPower(s: Seen, drawn: string): Candidate | null {
  if (drawn === 'KW') return null;
  let best: { w: Where; sign: 1 | -1; total: number; gain: number } | null = null;
  for (const w of WHERES) {
    const p = s.hand[w.triad]?.[w.pos] ?? null;
    if (!isUp(p) || !isPowerCode(p.up) || p.mods.length > 0) continue;
    const minus = face(drawn) - face(p.up);
    const plus = face(drawn) + face(p.up);
    const sign: 1 | -1 = plus <= minus ? 1 : -1;
    const gain = face(p.up) - Math.min(minus, plus);
    if (gain <= 0) continue;
    const made = powerResult(p, drawn, sign, 'drawn');
    const total = gain + (made ? powerBonus(s, w, made) : 0);
    if (!best || total > best.total) best = { w, sign, total, gain };
  }
  if (!best) return null;
  const base = isPowerCode(drawn) ? { base: 'drawn' as const } : {};
  return {
    action: { type: 'power', seat: s.view.seat, at: best.w, sign: best.sign, ...base },
    score: best.gain + 10,
  };
}

/** The drawn power card as a modifier under a single face-up card (never a KAPOW!, K6). */
function modifier(s: Seen, drawn: string): Candidate | null {
  if (!isPowerCode(drawn)) return null;
  let best: Candidate | null = null;
  for (const w of WHERES) {
    const p = s.hand[w.triad]?.[w.pos] ?? null;
    if (!isUp(p) || p.mods.length > 0 || p.up === 'KW') continue;
    const now = worth(p, s.penalty);
    const sign: 1 | -1 = now + face(drawn) <= now - face(drawn) ? 1 : -1;
    const made = powerResult(p, drawn, sign, 'held');
    if (!made) continue;
    const total = now - (now + sign * face(drawn)) + powerBonus(s, w, made);
    if (total > 0 && (!best || total > best.score)) {
      const base = isPowerCode(p.up) ? { base: 'held' as const } : {};
      best = { action: { type: 'power', seat: s.view.seat, at: w, sign, ...base }, score: total };
    }
  }
  return best;
}

/** K12: a swap that completes a triad (triads already complete count as gone). */
function swapChoice(s: Seen, legal: readonly Action[]): Action | null {
  const done = s.hand.map((t) => !isGone(t) && triadComplete(t));
  for (const k of WHERES) {
    const kc = s.hand[k.triad]?.[k.pos] ?? null;
    if (!isUp(kc) || kc.up !== 'KW' || done[k.triad]) continue;
    for (const o of WHERES) {
      const oc = s.hand[o.triad]?.[o.pos] ?? null;
      if (oc === null || done[o.triad] || !isUp(oc)) continue;
      const swap = legal.find(
        (a) =>
          a.type === 'swap' && ((same(a.a, k) && same(a.b, o)) || (same(a.a, o) && same(a.b, k))),
      );
      if (!swap) continue;
      const h = s.hand.map((t) => [...t]);
      (h[k.triad] as PosCode[])[k.pos] = oc;
      (h[o.triad] as PosCode[])[o.pos] = kc;
      if (triadComplete(h[k.triad] as Triad) || triadComplete(h[o.triad] as Triad)) return swap;
    }
  }
  return null;
}

const same = (p: Where, q: Where): boolean => p.triad === q.triad && p.pos === q.pos;
const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The original's decision on our table, from the seat's view only. */
export function originalChoice(view: PlayerView, legal: readonly Action[]): Action {
  const first = legal[0] as Action;
  const s = seen(view);
  switch (view.stage) {
    case 'reveal': {
      const at = WHERES.find((w) => w.pos === 1 && (s.hand[w.triad] ?? []).every((p) => isDown(p)));
      return legal.find((a) => a.type === 'reveal' && at && same(a.at, at)) ?? first;
    }
    case 'draw': {
      const from = wantsDiscard(s) ? 'discard' : 'stock';
      return legal.find((a) => a.type === 'draw' && a.from === from) ?? first;
    }
    case 'play': {
      const drawn = view.drawn;
      if (drawn === null || drawn === '?') throw new Error('the original Kai: no drawn card');
      const mayDiscard = legal.some((a) => a.type === 'discard');
      let best: Candidate | null = null;
      for (const c of candidates(s, drawn, mayDiscard))
        if (legal.some((a) => sameAction(a, c.action)) && (!best || c.score > best.score)) best = c;
      return best?.action ?? first;
    }
    case 'swap':
      return swapChoice(s, legal) ?? legal.find((a) => a.type === 'end') ?? first;
  }
}

/** The original's Kai as a bot for the arena (no words beyond a label: a yardstick). */
export function createOriginal(): Bot<PlayerView, Action> {
  return {
    decide(view, legal): Decision<Action> {
      if (legal.length === 0) return { action: null, reason: [{ kind: 'text', text: 'Waits.' }] };
      const action =
        legal.length === 1 && legal[0]?.type === 'next-round'
          ? (legal[0] as Action)
          : originalChoice(view, legal);
      return { action, reason: [{ kind: 'text', text: 'The original Kai plays.' }] };
    },
  };
}
