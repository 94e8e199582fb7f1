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

import { WHERES } from '../src/games/kapow/bots/plays';
import {
  type Action,
  type PlayerView,
  type PosCode,
  powerResult,
  triadComplete,
  type Where,
} from '../src/games/kapow/engine';
import type { Bot, Decision } from '../src/games/module';
import {
  alone,
  cardWorth,
  face,
  type Hand,
  isDown,
  isGone,
  isPowerCode,
  isUp,
  line,
  look,
  placementScore,
  type Seen,
  seen,
  type Triad,
  type Up,
  withPos,
  worth,
} from './kapow-original-place';

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
