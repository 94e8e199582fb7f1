/**
 * Medium and hard (issue 3): a rule-based player that scores each legal action, with a
 * reason true to what it computed. Hard adds card counting (knowledge.ts).
 */
import {
  ACE,
  type Action,
  type Card,
  callWords,
  cardPoints,
  FIVE_OF_CLUBS,
  FIVE_OF_SPADES,
  hasKapaga,
  JOKER,
  NINE,
  type PlayerView,
  parseCall,
  parseCard,
  RANKS,
  rankOf,
  SEVEN,
  SUIT_NAMES,
  SUITS,
  suitOf,
  TWO,
  TWO_OF_SPADES,
} from '../engine';
import { catchable, chance, find, isMyTurn, type PlayAction, playsIn } from './common';
import { isEight, knownWith, meanPoints, toCards, unseenCards, voidsOf } from './knowledge';
import type { Decision } from './types';

type Skill = 'medium' | 'hard';

const nextSeat = (view: PlayerView, seat: number, dir = 1): number => {
  const n = view.handSizes.length;
  let s = seat;
  do s = (s + dir + n) % n;
  while (view.eliminated[s]);
  return s;
};

const activeSeatsOf = (eliminated: readonly boolean[]): number[] =>
  eliminated.flatMap((e, s) => (e ? [] : [s]));

const words = (n: number): string =>
  ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'][n] ?? String(n);

interface Scored {
  action: Action;
  score: number;
  reason: string;
}

interface Context {
  skill: Skill;
  view: PlayerView;
  hand: Card[];
  next: number;
  unseen: Card[];
  /** Expected points of an unseen card. */
  mean: number;
  /** How much shedding points matters now (1 normal; more when the round may end soon or I am near the limit). */
  urgency: number;
}

function makeContext(skill: Skill, view: PlayerView): Context {
  const hand = toCards(view.hand);
  const next = nextSeat(view, view.seat);
  const unseen = unseenCards(view);
  let urgency = 1;
  const others = activeSeatsOf(view.eliminated).filter((s) => s !== view.seat);
  const shortest = Math.min(...others.map((s) => view.handSizes[s] as number));
  if (shortest <= 2) urgency += skill === 'hard' ? HARD.urgency : 0.5;
  if (skill === 'hard') {
    const myScore = view.scores[view.seat] as number;
    const limit = view.rules.eliminationScore;
    if (myScore + hand.reduce((a, c) => a + cardPoints(c), 0) > limit * 0.8) urgency += 0.5;
  }
  return { skill, view, hand, next, unseen, mean: meanPoints(unseen), urgency };
}

/** The call an 8 should make: the suit (or rank) this hand holds most of. */
export function bestCall(
  view: PlayerView,
  rest: readonly Card[],
  skill: Skill,
): { call: string; why: string } {
  const suitCount = [0, 0, 0, 0];
  const rankCount = new Array<number>(13).fill(0);
  for (const c of rest) {
    if (c === JOKER || isEight(c)) continue;
    suitCount[suitOf(c)] = (suitCount[suitOf(c)] as number) + 1;
    rankCount[rankOf(c)] = (rankCount[rankOf(c)] as number) + 1;
  }
  let best = 0;
  let bestScore = -1;
  const next = nextSeat(view, view.seat);
  const voids = skill === 'hard' ? voidsOf(view, next) : null;
  for (let s = 0; s < 4; s++) {
    const score = (suitCount[s] as number) * 10 + (voids?.suits.has(s) ? 6 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = s;
    }
  }
  const held = suitCount[best] as number;
  let why = held ? `I hold ${words(held)}` : 'nothing left to match, any suit will do';
  if (voids?.suits.has(best) && held) why += `, and seat ${next + 1} showed none`;
  if (view.rules.eights === 'suit-or-rank') {
    let rank = -1;
    for (let r = 0; r < 13; r++)
      if (r !== 7 && (rankCount[r] as number) > (rank < 0 ? 0 : (rankCount[rank] as number)))
        rank = r;
    if (rank >= 0 && (rankCount[rank] as number) >= 2 && (rankCount[rank] as number) > held)
      return { call: RANKS[rank] as string, why: `I hold ${words(rankCount[rank] as number)}` };
  }
  return { call: SUITS[best] as string, why };
}

/**
 * Hard's weights, found with the arena (`npm run arena -- --tune '{...}'`): suits covered,
 * an 8 or Joker kept, how often the others can follow the top card left, points per card
 * shed, and the extra weight on points when someone is close to going out.
 */
export const HARD = {
  suits: 15,
  escape: 0,
  follow: 120,
  perCard: 160,
  urgency: 1,
  risk: 2,
  pair: 0.25,
  joker: 400,
  skip: 800,
  shape: 300,
  attack: 300,
  pass: 1.5,
  triple: 0.1,
  relative: 1,
  exact: 600,
};

/**
 * Hard's card counting: keep a hand that can follow next time (suits covered, an 8 in
 * reserve), and leave a top card whose suit and rank are mostly seen already, so the
 * others are less likely to follow it.
 */
function countingTerms(ctx: Context, rest: readonly Card[], last: Card): number {
  const W = HARD;
  let score = 0;
  const suits = new Set(rest.filter((c) => c !== JOKER && !isEight(c)).map(suitOf));
  score += W.suits * suits.size;
  if (rest.some(isEight) || rest.includes(JOKER)) score += W.escape;
  if (last !== JOKER && !isEight(last)) {
    let sameSuit = 0;
    let sameRank = 0;
    for (const c of ctx.unseen) {
      if (c === JOKER) continue;
      if (suitOf(c) === suitOf(last)) sameSuit++;
      if (rankOf(c) === rankOf(last)) sameRank++;
    }
    const total = Math.max(1, ctx.unseen.length);
    // Probability-ish that a random unseen card follows the top card.
    const follow = (sameSuit + sameRank) / total;
    score -= W.follow * follow * 4;
  }
  return score;
}

/**
 * Hard: how likely the seat acting after this play goes out at once, times the points I
 * would still hold. From counting: the unseen cards that could follow the top card (or
 * answer the penalty) this play leaves, less what that seat showed it lacks.
 */
function goOutRisk(
  ctx: Context,
  cards: readonly Card[],
  rest: readonly Card[],
  call: string | undefined,
): number {
  const { view } = ctx;
  const r = view.rules;
  // No cards: I draw, and the top card (and its call) stays as it is.
  const last = cards.length ? (cards[cards.length - 1] as Card) : (parseCard(view.top) as Card);
  if (cards.length && last === JOKER) return 0; // I play again
  if (r.aces === 'companion' && cards.length === 1 && rankOf(last) === ACE) return 0; // I draw and may go on
  let penalty = view.pending > 0 ? (view.stackBy === '5S' ? 5 : 2) : 0;
  let skips = 0;
  for (const c of cards) {
    if (c === JOKER) continue;
    if (rankOf(c) === TWO && r.twos === 'draw') penalty = 2;
    else if (c === FIVE_OF_SPADES && r.fiveOfSpades === 'draw') penalty = 5;
    else if (rankOf(c) === SEVEN && r.sevens === 'skip') skips++;
    else if (
      (rankOf(c) === NINE && r.nines === 'pass') ||
      (c === FIVE_OF_CLUBS && r.fiveOfClubs === 'pass')
    )
      return 0; // hands move: judged by the passing term
  }
  let target = nextSeat(view, view.seat);
  for (let i = 0; i < skips; i++) target = nextSeat(view, target);
  if (target === view.seat) return 0;
  const size = view.handSizes[target] as number;
  if (size > 3) return 0;
  const voids = voidsOf(view, target);
  const callCode = call ? parseCall(call) : null;
  const follows = (c: Card): boolean => {
    if (penalty > 0)
      return (
        c !== JOKER &&
        rankOf(c) === TWO &&
        (penalty === 2 ? r.stackTwos : c === TWO_OF_SPADES && r.twoOfSpadesOnFive)
      );
    if (c === JOKER || isEight(c)) return !voids.noEight;
    if (callCode !== null)
      return callCode < 4 ? suitOf(c) === callCode : rankOf(c) === callCode - 4;
    return (
      (suitOf(c) === suitOf(last) && !voids.suits.has(suitOf(c))) ||
      (rankOf(c) === rankOf(last) &&
        !voids.ranks.has(rankOf(c)) &&
        !(rankOf(c) === ACE && r.aces === 'companion'))
    );
  };
  // The hand I passed on with a 9 or 5C: if that seat still holds just those cards, I know.
  const known = knownWith(view);
  let p: number;
  if (known && known.seat === target && known.cards.length === size)
    p = known.cards.some(follows) ? 1 : 0;
  else {
    let follow = 0;
    for (const c of ctx.unseen) if (follows(c)) follow++;
    p = follow / Math.max(1, ctx.unseen.length);
  }
  const out = size === 1 ? p : size === 2 ? p * HARD.pair : p * HARD.triple;
  const mine = rest.reduce((a, c) => a + cardPoints(c), 0);
  // What the round's end costs me against the others (the measure that wins matches).
  let others = 0;
  let count = 0;
  view.handSizes.forEach((n, s) => {
    if (s === view.seat || s === target || view.eliminated[s]) return;
    others += n * ctx.mean;
    count++;
  });
  const relative = mine - HARD.relative * (count ? others / count : 0);
  return out * Math.max(0, relative);
}

/** Score one play: higher is better. The reason names what tipped it. */
function scorePlay(
  ctx: Context,
  play: PlayAction,
  allPlays: readonly PlayAction[],
): { score: number; reason: string } {
  const { view, hand } = ctx;
  const cards = toCards(play.cards);
  const rest = hand.slice();
  for (const c of cards) rest.splice(rest.indexOf(c), 1);
  const text = play.cards.join(' ');
  const aceAlone =
    view.rules.aces === 'companion' &&
    cards.length === 1 &&
    cards[0] !== JOKER &&
    rankOf(cards[0] as Card) === ACE;
  if (rest.length === 0 && !aceAlone)
    return { score: 100_000, reason: `Played ${text} and went out` };
  const shed = cards.reduce((a, c) => a + cardPoints(c), 0);
  let score = shed * ctx.urgency + (ctx.skill === 'hard' ? HARD.perCard : 40) * cards.length;
  let reason = shed >= 300 ? `Played ${text}: shedding ${shed} points` : `Played ${text}`;
  const nextSize = view.handSizes[ctx.next] as number;
  const last = cards[cards.length - 1] as Card;
  let passes = 0;
  let penalty = 0;
  let skips = 0;
  for (const c of cards) {
    if (c === JOKER) continue;
    if (rankOf(c) === TWO && view.rules.twos === 'draw') penalty += 2;
    else if (c === FIVE_OF_SPADES && view.rules.fiveOfSpades === 'draw') penalty += 5;
    else if (rankOf(c) === SEVEN && view.rules.sevens === 'skip') skips++;
    else if (rankOf(c) === NINE && view.rules.nines === 'pass') passes++;
    else if (c === FIVE_OF_CLUBS && view.rules.fiveOfClubs === 'pass') passes--;
  }
  if (view.pending > 0) {
    score += 1000 + 60 * view.pending;
    reason = `Answered with ${text}: seat ${ctx.next + 1} now faces ${view.pending + penalty}`;
  } else if (penalty > 0) {
    const aim = nextSize <= 2 ? 500 : ctx.skill === 'hard' ? HARD.attack : 60;
    score += aim + 20 * penalty;
    if (nextSize <= 2)
      reason = `Played ${text}: seat ${ctx.next + 1} has ${words(nextSize)} card${nextSize === 1 ? '' : 's'} left`;
  }
  if (skips > 0) {
    score += nextSize <= 2 ? (ctx.skill === 'hard' ? HARD.skip : 300) : 40;
    if (nextSize <= 2)
      reason = `Played ${text} to skip seat ${ctx.next + 1}, who is close to going out`;
  }
  if (last === JOKER) {
    score += 150;
    reason = `Played the Joker: everyone else draws and I go again`;
    if (ctx.skill === 'hard') {
      const lone = view.handSizes.findIndex(
        (n, s) => s !== view.seat && n === 1 && !view.eliminated[s],
      );
      if (lone >= 0) {
        score += HARD.joker;
        reason = `Played the Joker: seat ${lone + 1} was down to one card, now everyone draws`;
      }
    }
  }
  if (isEight(last) && !aceAlone) {
    const others = allPlays.filter(
      (p) => !isEight(toCards(p.cards)[p.cards.length - 1] as Card) && p.cards[0] !== 'JK',
    );
    const eights = hand.filter(isEight).length - cards.filter(isEight).length;
    if (others.length > 0 && eights === 0) score -= 450; // keep the last 8 as an escape
  }
  if (aceAlone) score -= 40 + ctx.mean * 0.3; // it draws a card
  if (passes !== 0) {
    // R16: I give away `rest` and get a hand I know only by its size.
    const n = view.handSizes.length;
    let from = view.seat;
    for (let k = 0; k < Math.abs(passes); k++) from = nextSeat(view, from, passes > 0 ? -1 : 1);
    const incoming = view.handSizes[from] as number;
    const mine = rest.reduce((a, c) => a + cardPoints(c), 0);
    const gain =
      (mine - incoming * ctx.mean) * (ctx.skill === 'hard' ? HARD.pass : 1) +
      60 * (rest.length - incoming);
    score += gain;
    if (n > 1)
      reason =
        gain > 0
          ? `Played ${text}: my ${rest.length}-card hand (${mine} points) for seat ${from + 1}'s ${incoming} card${incoming === 1 ? '' : 's'}`
          : `Played ${text} though the hand I get back looks no better`;
  }
  if (ctx.skill === 'hard') {
    score += countingTerms(ctx, rest, last);
    // A hand shaped to go out next turn (R19), kept for it.
    if (rest.length > 1 && hasKapaga(rest, view.rules)) score += HARD.shape;
    // R25: a round ending now with exactly the limit resets me to 0: keep exactly that.
    const limit = view.rules.eliminationScore;
    const held = rest.reduce((a, c) => a + cardPoints(c), 0);
    const myScore = view.scores[view.seat] as number;
    if (view.rules.exactScoreResets && myScore + held === limit && myScore < limit) {
      score += HARD.exact;
      reason = `Played ${text}, keeping exactly ${held} points: ${myScore} + ${held} = ${limit} resets me to 0`;
    }
  }
  if (ctx.skill === 'hard' && !isEight(last) && last !== JOKER) {
    // Leave a card the next player showed it cannot follow.
    const v = voidsOf(view, ctx.next);
    if (v.noEight && v.suits.has(suitOf(last)) && v.ranks.has(rankOf(last))) {
      score += 90;
      reason += `; seat ${ctx.next + 1} could not follow ${SUIT_NAMES[suitOf(last)]} last time`;
    }
  }
  return { score, reason };
}

export function decideHeuristic(
  skill: Skill,
  seed: number,
  view: PlayerView,
  legal: readonly Action[],
): Decision {
  const kapaga = find(legal, 'kapaga');
  if (kapaga) return { action: kapaga, reason: 'KAPAGA! I could go out next turn.' };
  const caught = catchable(view, legal)[0];
  if (caught && (skill === 'hard' || chance(seed, view, 'catch') < 0.8))
    return {
      action: caught,
      reason: `Caught seat ${caught.target + 1}: one card and no KAPAGA call.`,
    };
  if (!isMyTurn(view)) return { action: null, reason: 'Waiting.' };
  const ctx = makeContext(skill, view);
  const call = find(legal, 'call');
  if (call) {
    const c = bestCall(view, ctx.hand, skill);
    const a = legal.find((x) => x.type === 'call' && x.call === c.call) ?? call;
    return { action: a, reason: `Called ${callWords((a as { call: string }).call)}: ${c.why}.` };
  }
  const plays = playsIn(legal);
  const scored: Scored[] = [];
  const seen = new Set<string>();
  for (const p of plays) {
    const key = p.cards.join(' ');
    if (seen.has(key)) continue; // one call per play: the best one
    seen.add(key);
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
              why = 'the call the next player is least likely to answer';
            }
          }
        score -= HARD.risk * risk;
      }
      reason = `${reason}, calling ${callWords((action as PlayAction).call as string)}: ${why}`;
    } else if (skill === 'hard') {
      const risk = goOutRisk(ctx, cards, rest, undefined);
      score -= HARD.risk * risk;
      if (risk > 50) reason += ` (risky: the next player may go out)`;
    }
    scored.push({ action, score, reason });
  }
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0];
  const draw = find(legal, 'draw');
  const pass = find(legal, 'pass');
  if (best) {
    // Hard: when every play hands the next seat a likely way out, drawing may be safer.
    if (skill === 'hard' && draw && view.pending === 0 && best.score < 100_000) {
      const drawRisk = goOutRisk(ctx, [], ctx.hand, view.call ?? undefined);
      const drawScore = -HARD.risk * drawRisk - ctx.mean * ctx.urgency;
      if (drawScore > best.score)
        return {
          action: draw,
          reason: 'Drew a card: every play I had would let the next player out.',
        };
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
      return {
        action: draw,
        reason: 'Drew instead of playing my last 8: keeping it to escape a 2.',
      };
    if (pass && best.score < 0)
      return { action: pass, reason: 'Kept the drawn card: playing it would not help.' };
    return { action: best.action, reason: `${best.reason}.` };
  }
  if (pass) return { action: pass, reason: 'Kept the drawn card.' };
  if (draw) {
    if (view.pending > 0) {
      const need = view.stackBy === '5S' ? 'the 2 of spades' : 'a 2';
      return { action: draw, reason: `Drew ${view.pending}: I have no ${need} to answer with.` };
    }
    const call = view.call ? parseCall(view.call) : null;
    const what = call !== null ? callWords(view.call as string) : `${view.top}`;
    return { action: draw, reason: `Drew a card: nothing matches ${what}.` };
  }
  return { action: legal[0] ?? null, reason: 'The only move.' };
}
