/**
 * Medium and hard (issue 3): a rule-based player that scores each legal action, with a
 * reason true to what it computed. Hard adds card counting (knowledge.ts).
 */
import {
  type Action,
  type Card,
  cardPoints,
  goesOut,
  hasKapaga,
  isAceAlone,
  JOKER,
  NO_CALL,
  type PlayerView,
  type PlayOutcome,
  parseCard,
  passMove,
  playOutcome,
  rankOf,
  SUITS,
  seatFrom,
  suitOf,
} from '../engine';
import type { Clause } from '../words';
import { find, isMyTurn, kapagaHabit, type PlayAction, playsIn } from './common';
import {
  bestCall,
  type Context,
  countingTerms,
  goOutRisk,
  HARD,
  makeContext,
  type Skill,
} from './context';
import { isEight, toCards, voidsOf } from './knowledge';
import type { Choice } from './types';

interface Scored {
  action: Action;
  score: number;
  reason: Clause[];
}

/** A play's score and reason as they are built up, term by term, in order. */
interface Tally {
  score: number;
  reason: Clause[];
}

function scorePlay(
  ctx: Context,
  play: PlayAction,
  allPlays: readonly PlayAction[],
): { score: number; reason: Clause[] } {
  const { view, hand } = ctx;
  const r = view.rules;
  const cards = toCards(play.cards);
  const rest = hand.slice();
  for (const c of cards) rest.splice(rest.indexOf(c), 1);
  if (goesOut(r, cards, hand.length)) return { score: 100_000, reason: [{ say: 'went-out' }] };
  const aceAlone = isAceAlone(r, cards);
  const o: PlayOutcome = playOutcome(r, ctx.pile, cards, NO_CALL);
  const shed = cards.reduce((a, c) => a + cardPoints(c), 0);
  const t: Tally = {
    score: shed * ctx.urgency + (ctx.skill === 'hard' ? HARD.perCard : 40) * cards.length,
    reason: [{ say: 'shed', points: shed }],
  };
  const last = cards[cards.length - 1] as Card;
  const passes = passMove(
    view.eliminated,
    o.passes.reduce((a, d) => a + d, 0),
  ); // R16
  attackTerms(ctx, o, t);
  if (o.joker) jokerTerms(ctx, t);
  if (isEight(last) && !aceAlone) {
    const others = allPlays.filter(
      (p) => !isEight(toCards(p.cards)[p.cards.length - 1] as Card) && p.cards[0] !== 'JK',
    );
    const eights = hand.filter(isEight).length - cards.filter(isEight).length;
    if (others.length > 0 && eights === 0) t.score -= 450; // keep the last 8 as an escape
  }
  if (aceAlone) t.score -= 40 + ctx.mean * 0.3; // it draws a card
  if (passes !== 0) passTerms(ctx, passes, rest, t);
  if (ctx.skill === 'hard') hardTerms(ctx, rest, last, t);
  return { score: t.score, reason: t.reason };
}

/** A penalty to answer (R12) or one passed on, a skip (R14): most when the next is close to out. */
function attackTerms(ctx: Context, o: PlayOutcome, t: Tally): void {
  const { view } = ctx;
  const nextSize = view.handSizes[ctx.next] as number;
  if (view.pending > 0) {
    t.score += 1000 + 60 * view.pending;
    t.reason = [{ say: 'faces', seat: ctx.next, amount: o.pile.pending }];
  } else if (o.penalty) {
    const aim = nextSize <= 2 ? 500 : ctx.skill === 'hard' ? HARD.attack : 60;
    t.score += aim + 20 * o.pile.pending;
    if (nextSize <= 2) t.reason = [{ say: 'close', seat: ctx.next, cards: nextSize }];
  }
  if (o.skips > 0) {
    t.score += nextSize <= 2 ? (ctx.skill === 'hard' ? HARD.skip : 300) : 40;
    if (nextSize <= 2) t.reason = [{ say: 'skip-close', seat: ctx.next }];
  }
}

/** R17: a joker plays again; hard plays it most gladly when a seat is down to one card. */
function jokerTerms(ctx: Context, t: Tally): void {
  const { view } = ctx;
  t.score += 150;
  t.reason = [{ say: 'joker' }];
  if (ctx.skill === 'hard') {
    const lone = view.handSizes.findIndex(
      (n, s) => s !== view.seat && n === 1 && !view.eliminated[s],
    );
    if (lone >= 0) {
      t.score += HARD.joker;
      t.reason = [{ say: 'joker' }, { say: 'joker-lone', seat: lone }];
    }
  }
}

/** R16: I give away `rest` and get a hand I know only by its size. */
function passTerms(ctx: Context, passes: number, rest: readonly Card[], t: Tally): void {
  const { view } = ctx;
  let from = view.seat;
  for (let k = 0; k < Math.abs(passes); k++)
    from = seatFrom(view.eliminated, from, passes > 0 ? -1 : 1);
  const incoming = view.handSizes[from] as number;
  const mine = rest.reduce((a, c) => a + cardPoints(c), 0);
  const gain =
    (mine - incoming * ctx.mean) * (ctx.skill === 'hard' ? HARD.pass : 1) +
    60 * (rest.length - incoming);
  t.score += gain;
  t.reason =
    gain > 0
      ? [
          { say: 'pass-hand', mine: rest.length, seat: from, theirs: incoming },
          { say: 'pass-points', points: mine },
        ]
      : [{ say: 'pass-no-better' }];
}

/** Hard's own terms: its card counting, a hand shaped to go out, R25's reset, a void shown. */
function hardTerms(ctx: Context, rest: Card[], last: Card, t: Tally): void {
  const { view } = ctx;
  const r = view.rules;
  t.score += countingTerms(ctx, rest, last);
  // A hand shaped to go out next turn (R19), kept for it.
  if (rest.length > 1 && hasKapaga(rest, r)) t.score += HARD.shape;
  // R25: a round ending now with exactly the limit resets me to 0: keep exactly that.
  const limit = r.eliminationScore;
  const held = rest.reduce((a, c) => a + cardPoints(c), 0);
  const myScore = view.scores[view.seat] as number;
  if (r.exactScoreResets && myScore + held === limit && myScore < limit) {
    t.score += HARD.exact;
    t.reason = [{ say: 'exact-reset', held, score: myScore, limit }];
  }
  if (!isEight(last) && last !== JOKER) {
    // Leave a card the next player showed it cannot follow.
    const v = voidsOf(view, ctx.next);
    if (v.noEight && v.suits.has(suitOf(last)) && v.ranks.has(rankOf(last))) {
      t.score += 90;
      t.reason = [
        ...t.reason,
        { say: 'void-shown', seat: ctx.next, suit: SUITS[suitOf(last)] as string },
      ];
    }
  }
}

export function decideHeuristic(
  skill: Skill,
  seed: number,
  view: PlayerView,
  legal: readonly Action[],
): Choice {
  const habit = kapagaHabit(skill, seed, view, legal);
  if (habit) return habit;
  if (!isMyTurn(view)) return { action: null, reason: [] };
  const ctx = makeContext(skill, view);
  const call = find(legal, 'call');
  if (call) {
    const c = bestCall(view, ctx.hand, skill);
    const a = legal.find((x) => x.type === 'call' && x.call === c.call) ?? call;
    return { action: a, reason: c.why };
  }
  const plays = playsIn(legal);
  const scored: Scored[] = [];
  const seen = new Set<string>();
  for (const p of plays) {
    const key = p.cards.join(' ');
    if (seen.has(key)) continue; // one call per play: the best one
    seen.add(key);
    scored.push(scoreWithCall(ctx, p, key, plays));
  }
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (best) return bestOrNot(ctx, legal, scored, best);
  return noPlay(view, legal);
}

/**
 * A play scored, with the best call for an 8 it ends on (the rest of the hand decides it);
 * hard weighs how likely the play or the call lets someone near their last cards out.
 */
function scoreWithCall(
  ctx: Context,
  p: PlayAction,
  key: string,
  plays: readonly PlayAction[],
): Scored {
  const { view, skill } = ctx;
  const s = scorePlay(ctx, p, plays);
  let action: Action = p;
  let reason = s.reason;
  let score = s.score;
  const cards = toCards(p.cards);
  const rest = ctx.hand.slice();
  for (const c of cards) rest.splice(rest.indexOf(c), 1);
  if (p.call) {
    const c = bestCall(view, rest, skill);
    action = plays.find((q) => q.cards.join(' ') === key && q.call === c.call) ?? p;
    let why = c.why;
    if (skill === 'hard') {
      // Near someone's last cards, the call that least lets them out wins.
      let risk = goOutRisk(ctx, cards, rest, c.call);
      if (risk > 0)
        for (const q of plays) {
          if (q.cards.join(' ') !== key || !q.call) continue;
          const r = goOutRisk(ctx, cards, rest, q.call);
          if (r < risk) {
            risk = r;
            action = q;
            why = [{ say: 'call-least-likely', seat: ctx.next }];
          }
        }
      score -= HARD.risk * risk;
    }
    reason = [...reason, ...why];
  } else if (skill === 'hard') {
    const risk = goOutRisk(ctx, cards, rest, undefined);
    score -= HARD.risk * risk;
    if (risk > 50) reason = [...reason, { say: 'risky', seat: ctx.next }];
  }
  return { action, score, reason };
}

/**
 * The best play, unless drawing is safer (hard: every play hands the next seat a likely way
 * out), the last 8 is better kept, or keeping the drawn card beats every play.
 */
function bestOrNot(
  ctx: Context,
  legal: readonly Action[],
  scored: readonly Scored[],
  best: Scored,
): Choice {
  const { view, skill } = ctx;
  const draw = find(legal, 'draw');
  const pass = find(legal, 'pass');
  // Hard: when every play hands the next seat a likely way out, drawing may be safer.
  if (skill === 'hard' && draw && view.pending === 0 && best.score < 100_000) {
    const drawRisk = goOutRisk(ctx, [], ctx.hand, view.call ?? undefined);
    const drawScore = -HARD.risk * drawRisk - ctx.mean * ctx.urgency;
    if (drawScore > best.score) return { action: draw, reason: [{ say: 'draw-safer' }] };
  }
  const onlyEight = scored.every(
    (s) =>
      s.action.type === 'play' &&
      isEight(parseCard((s.action as PlayAction).cards.at(-1) as string) as Card),
  );
  const eightsHeld = ctx.hand.filter(isEight).length;
  if (
    draw &&
    onlyEight &&
    eightsHeld === 1 &&
    ctx.hand.length >= 4 &&
    view.pending === 0 &&
    best.score < 100_000
  )
    return { action: draw, reason: [{ say: 'keep-eight' }] };
  if (pass && best.score < 0) return { action: pass, reason: [{ say: 'keep-useless' }] };
  return { action: best.action, reason: best.reason };
}

/** No play: keep the drawn card, or draw (a penalty, or nothing matches). */
function noPlay(view: PlayerView, legal: readonly Action[]): Choice {
  const draw = find(legal, 'draw');
  const pass = find(legal, 'pass');
  if (pass) return { action: pass, reason: [{ say: 'keep-useless' }] };
  if (draw) {
    if (view.pending > 0)
      return {
        action: draw,
        reason: view.answer ? [{ say: 'no-answer', need: view.answer }] : [{ say: 'must-draw' }],
      };
    return { action: draw, reason: [{ say: 'nothing-matches' }] };
  }
  return { action: legal[0] ?? null, reason: [{ say: 'simplest' }] };
}
