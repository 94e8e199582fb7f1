/**
 * A yardstick for Kai: the original KAPOW! game's own Kai, its full rule-based AI (the public
 * cpheterson/Kapow, `js/kapow.js`, the 263,772-character version), written anew here from its
 * rules: the same decisions by the same rules, driven on our engine from one seat's view
 * (face-down cards unknown, as the original's AI reads only revealed cards: its one reading
 * of face-down cards, the hand's total before and after a swap, cancels out, so no hidden card
 * needs dealing).
 *
 * Its rules, as it plays them (the scores in kapow-original-place.ts):
 * - Reveals (K9): the middle card of its first two triads.
 * - Draw (K10): takes the discard if it completes a triad; not if it would force it out when
 *   its going-out test says no; else if its best placement scores 8 or more, or it is a fixed
 *   card of 3 or less whose best placement scores 3 or more.
 * - Play (K11): scores every replacement (going out by it +50 when its test says yes, -50
 *   or -200 when no), the drawn card onto a lone power card, the drawn power card as a
 *   modifier and the discard, and makes the highest (the first of equals).
 * - Going out (K15, K18): never holding a KAPOW! card; at 0 or less; not when it would be
 *   doubled and fall 10 behind or double past 30, nor at 20 or more within 10 of the
 *   opponent's estimate while the opponent has face-down cards; yes below that estimate (its
 *   face-up points, 6 a face-down card, less 3, less what its near triads may shed), or low
 *   enough for the round.
 * - Swaps (K12): a KAPOW! card to complete a triad, else for two more ways to finish (or
 *   burying it off the top) worth 5, never back where it came from; on its final turn onto a
 *   face-down card.
 * Where our rules differ it plays by ours: a triad complete on the table counts as gone (the
 * original discards it at once, we at the turn's end, K13), swaps as K12 allows them. Two
 * players: the opponent is the other seat.
 */

import type { Action, PlayerView, Where } from '../src/games/kapow/engine';
import type { Bot, Decision } from '../src/games/module';
import { discardSafety, placementScore } from './kapow-original-place';
import {
  alone,
  analyze,
  type Ctx,
  cardOf,
  complete,
  ctxOf,
  futurePaths,
  handTally,
  isDown,
  isGone,
  isUp,
  type OCard,
  type OHand,
  type OPos,
  type OTriad,
  type OUp,
  value,
  withPos,
} from './kapow-original-triads';

const PLACES: readonly Where[] = [0, 1, 2, 3].flatMap((triad) =>
  [0, 1, 2].map((pos) => ({ triad, pos })),
);

const posOf = (h: OHand, w: Where): OPos | undefined => h[w.triad]?.[w.pos];
const open = (h: OHand): Where[] => PLACES.filter((w) => !isGone(h[w.triad] ?? []));

/** Its going-out test (K15, K18), with `score` its points after the play. */
export function goOut(c: Ctx, score: number): boolean {
  if (handTally(c.hand).kapows > 0) return false;
  if (score <= 0) return true;
  const o = handTally(c.opp);
  let est = o.known + o.downs * 6;
  if (o.downs > 0) est = Math.max(0, est - 3);
  let risk = 0;
  for (const t of c.opp) {
    const a = analyze(t);
    if (a.gone) continue;
    if (a.near && a.paths.length > 0) {
      const pts = t.reduce((s, p) => s + (isUp(p) ? value(p) : 6), 0);
      risk += Math.round(pts * Math.min(a.paths.length * 0.08, 0.4));
    }
    if (a.shown === 3 && !complete(t)) {
      const future = futurePaths(a.values);
      if (future > 0) {
        const pts = a.values.reduce<number>((s, v) => s + (v || 0), 0);
        risk += Math.round(pts * Math.min(future * 0.08, 0.4));
      }
    }
  }
  est = Math.max(0, est - risk);
  if (score >= est) {
    if (c.mine + score * 2 > c.theirs + est + 10) return false;
    if (score * 2 > 30) return false;
  }
  if (score >= 20 && o.downs > 0 && score >= est - 10) return false;
  if (score < est) return true;
  const threshold = c.round >= 9 ? 25 : c.round >= 7 ? 18 : 12;
  if (score <= threshold && score <= est + 5) return true;
  return c.round >= 9 && score <= est + 8;
}

const placed = (card: OCard): number => (card.kind === 'kapow' ? 25 : card.face);

/** K10: take the discard pile's top card? */
export function takesDiscard(c: Ctx, top: OCard): boolean {
  const places = open(c.hand);
  const completes = places.some((w) =>
    complete(withPos(c.hand[w.triad] as OTriad, w.pos, alone(top))),
  );
  if (completes) return true;
  let best = -999;
  for (const w of places) best = Math.max(best, placementScore(c, top, w.triad, w.pos));
  const mine = handTally(c.hand);
  if (mine.downs === 1 && !goOut(c, mine.known + placed(top))) return false;
  if (best >= 8) return true;
  return top.kind === 'fixed' && top.face <= 3 && best >= 3;
}

/** A play as it makes one, in our engine's words. */
type Play =
  | { type: 'replace'; at: Where }
  | { type: 'power'; at: Where; sign: 1 | -1; base?: 'drawn' | 'held' }
  | { type: 'discard' };

interface Candidate {
  play: Play;
  score: number;
}

/** A replacement that goes out: +50 if its test says go, else -50 (or -200 by a completion). */
function goingOutAdjust(c: Ctx, card: OCard, w: Where): number {
  const t = c.hand[w.triad] as OTriad;
  if (complete(withPos(t, w.pos, alone(card)))) {
    let rest = 0;
    for (const [x, o] of c.hand.entries()) {
      if (x === w.triad || isGone(o)) continue;
      if (o.some((p) => !isUp(p))) return 0;
      rest += o.reduce((s, p) => s + value(p as OUp), 0);
    }
    return goOut(c, rest) ? 50 : -200;
  }
  if (!isDown(t[w.pos])) return 0;
  const mine = handTally(c.hand);
  if (mine.downs !== 1) return 0;
  return goOut(c, mine.known + placed(card)) ? 50 : -50;
}

/** The drawn card on a lone power card, the power card below it as a modifier. */
function onPower(c: Ctx, card: OCard): Candidate | null {
  if (card.kind === 'kapow') return null;
  let best: { w: Where; positive: boolean; held: number } | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const w of open(c.hand)) {
    const p = posOf(c.hand, w);
    if (!isUp(p) || p.mods.length > 0 || p.card.kind !== 'power') continue;
    const face = p.card.face;
    const minus = card.face - face;
    const plus = card.face + face;
    const low = minus < plus ? minus : plus;
    const positive = plus <= minus;
    const gain = face - low;
    if (gain <= 0) continue;
    const t = withPos(c.hand[w.triad] as OTriad, w.pos, {
      up: true,
      card,
      mods: [positive ? face : -face],
    });
    const total = gain + triadBonus(t);
    if (total > bestScore) {
      bestScore = total;
      best = { w, positive, held: face };
    }
  }
  if (!best) return null;
  const made = card.face + (best.positive ? best.held : -best.held);
  return {
    play: {
      type: 'power',
      at: best.w,
      sign: best.positive ? 1 : -1,
      ...(card.kind === 'power' ? { base: 'drawn' as const } : {}),
    },
    score: best.held - made + 10,
  };
}

/** A triad a power play leaves: 80 complete, or the ways it may finish with two shown. */
function triadBonus(t: OTriad): number {
  if (complete(t)) return 80;
  const a = analyze(t);
  if (!a.near || (a.paths.length === 0 && a.power === 0)) return 0;
  return 10 + a.paths.length * 2 + a.power + (a.kapowBoost ? 1 : 0);
}

/** The drawn power card as a modifier under a single face-up card (never a KAPOW!, K6). */
function asModifier(c: Ctx, card: OCard): Candidate | null {
  if (card.kind !== 'power') return null;
  let best: Candidate | null = null;
  let bestScore = -999;
  for (const w of open(c.hand)) {
    const t = c.hand[w.triad] as OTriad;
    const p = t[w.pos];
    if (!isUp(p) || p.card.kind === 'kapow' || p.mods.length > 0) continue;
    const now = value(p);
    const minus = now - card.face;
    const plus = now + card.face;
    const low = minus < plus ? minus : plus;
    const positive = plus <= minus;
    const others = t.filter((q, j) => j !== w.pos && isUp(q)).map((q) => value(q as OUp));
    const near = (v: number) =>
      others.reduce((s, o) => s + (o === v ? 3 : 0) + (Math.abs(o - v) <= 2 ? 1 : 0), 0);
    const lost = near(now) - near(low);
    const penalty = others.length > 0 && lost > 0 ? -(10 + lost * 5) : 0;
    const made = withPos(t, w.pos, {
      up: true,
      card: p.card,
      mods: [positive ? card.face : -card.face],
    });
    const total = now - low + triadBonus(made) + penalty;
    if (total > bestScore && total > 0) {
      bestScore = total;
      const base = p.card.kind === 'power' ? { base: 'held' as const } : {};
      best = { play: { type: 'power', at: w, sign: positive ? 1 : -1, ...base }, score: total };
    }
  }
  return best;
}

/** K11: every play it weighs, in the order it weighs them. */
export function weighPlays(c: Ctx, card: OCard, mayDiscard: boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const w of open(c.hand)) {
    const score = placementScore(c, card, w.triad, w.pos) + goingOutAdjust(c, card, w);
    out.push({ play: { type: 'replace', at: w }, score });
  }
  const power = card.kind === 'kapow' ? null : onPower(c, card);
  if (power) out.push(power);
  const mod = asModifier(c, card);
  if (mod) out.push(mod);
  if (mayDiscard)
    out.push({ play: { type: 'discard' }, score: discardSafety(card, c.opp) * 0.05 - 2 });
  return out;
}

/** The play it makes: the highest score, the first of equals. */
export function bestPlay(c: Ctx, card: OCard, mayDiscard: boolean): Play {
  let best: Candidate | null = null;
  for (const x of weighPlays(c, card, mayDiscard)) if (!best || x.score > best.score) best = x;
  return best?.play ?? { type: 'discard' };
}

const key = (w: Where) => `${w.triad}:${w.pos}`;

/** K12: the KAPOW! swap it makes, `a` the KAPOW! card; `history` the places it came from. */
export function bestSwap(c: Ctx, history: readonly string[]): { a: Where; b: Where } | null {
  let best: { a: Where; b: Where } | null = null;
  let bestGain = 0;
  const h = c.hand;
  for (const k of open(h)) {
    const kp = posOf(h, k);
    if (!isUp(kp) || kp.card.kind !== 'kapow') continue;
    for (const o of open(h)) {
      if (key(o) === key(k) || history.includes(key(o))) continue;
      const op = posOf(h, o) as OPos;
      if (!isUp(op)) {
        if (c.final && 15 > bestGain) {
          bestGain = 15;
          best = { a: k, b: o };
        }
        continue;
      }
      const swapped = h.map((t, x) =>
        t.map((p, y) =>
          x === k.triad && y === k.pos ? op : x === o.triad && y === o.pos ? kp : p,
        ),
      );
      if (complete(swapped[k.triad] as OTriad) || complete(swapped[o.triad] as OTriad))
        return { a: k, b: o };
      const paths = (hand: OHand) =>
        analyze(hand[k.triad] as OTriad).paths.length +
        analyze(hand[o.triad] as OTriad).paths.length;
      const gainPaths = paths(swapped) - paths(h);
      const bury = k.pos === 0 && o.pos > 0 ? 4 : k.pos > 0 && o.pos === 0 ? -3 : 0;
      const gain = gainPaths * 2 + bury;
      if (gain >= 5 && gain > bestGain) {
        bestGain = gain;
        best = { a: k, b: o };
      }
    }
  }
  return best;
}

/** K9: the middle card of the first triad it has not looked into. */
function revealAt(c: Ctx): Where | undefined {
  const fresh = open(c.hand).filter((w) => !(c.hand[w.triad] as OTriad).some(isUp));
  return fresh.find((w) => w.pos === 1 && isDown(posOf(c.hand, w))) ?? fresh[0];
}

const same = (p: Where, q: Where): boolean => p.triad === q.triad && p.pos === q.pos;

function toAction(p: Play, legal: readonly Action[]): Action | undefined {
  return legal.find((a) => {
    if (p.type === 'discard') return a.type === 'discard';
    if (p.type === 'replace') return a.type === 'replace' && same(a.at, p.at);
    return (
      a.type === 'power' &&
      same(a.at, p.at) &&
      a.sign === p.sign &&
      (p.base === undefined || a.base === p.base)
    );
  });
}

/** The original's decision on our table, from the seat's view only. */
export function originalChoice(view: PlayerView, legal: readonly Action[]): Action {
  const first = legal[0] as Action;
  const c = ctxOf(view);
  switch (view.stage) {
    case 'reveal': {
      const at = revealAt(c);
      return legal.find((a) => a.type === 'reveal' && at && same(a.at, at)) ?? first;
    }
    case 'draw': {
      const top = view.discard[view.discard.length - 1];
      const from = top !== undefined && takesDiscard(c, cardOf(top)) ? 'discard' : 'stock';
      return legal.find((a) => a.type === 'draw' && a.from === from) ?? first;
    }
    case 'play': {
      const drawn = view.drawn;
      if (drawn === null || drawn === '?') throw new Error('the original Kai: no drawn card');
      const mayDiscard = legal.some((a) => a.type === 'discard');
      const play = bestPlay(c, cardOf(drawn), mayDiscard);
      return toAction(play, legal) ?? legal.find((a) => a.type === 'discard') ?? first;
    }
    case 'swap': {
      // Legal swaps name the KAPOW! card first (K12), so `a` of each swap made is where it was.
      const swap = bestSwap(
        c,
        view.swaps.map((x) => key(x.a)),
      );
      const made =
        swap && legal.find((a) => a.type === 'swap' && same(a.a, swap.a) && same(a.b, swap.b));
      return made || (legal.find((a) => a.type === 'end') ?? first);
    }
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
