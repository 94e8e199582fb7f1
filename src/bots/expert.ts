/**
 * Expert (issue 3): determinized information-set search. Each iteration samples the
 * hidden cards consistently with the view (hand sizes, the hand this seat passed on, what
 * each seat showed it lacks), picks one of its own actions by UCB1, and plays the round
 * out with a fast greedy policy on the engine's in-place path. The reward is what the
 * others take minus what this seat takes, in points. Never a hidden card: only the view.
 */
import {
  ACE,
  type Action,
  applyInPlace,
  type Card,
  cardPoints,
  cloneGame,
  EIGHT,
  type Game,
  JOKER,
  type Move,
  type PlayerView,
  parseCall,
  parseCard,
  rankOf,
  suitOf,
  toMove,
} from '../engine';
import { legalPlays, needsCall } from '../engine/play';
import { random, randomInt, shuffle } from '../engine/rng';
import { cardsWords, catchable, chance, find, isMyTurn, playsIn } from './common';
import { decideHeuristic } from './heuristic';
import { knownWith, toCards, unseenCards, voidsOf } from './knowledge';
import type { BotOptions, Decision } from './types';

interface Rng {
  rng: number;
}

/** One world consistent with what `view` knows, as an engine Game (scores zeroed). */
export function sampleWorld(view: PlayerView, r: Rng): Game {
  const n = view.handSizes.length;
  const pool = shuffle(r, unseenCards(view));
  const hands: Card[][] = Array.from({ length: n }, () => []);
  hands[view.seat] = toCards(view.hand);
  const take = (c: Card): boolean => {
    const i = pool.indexOf(c);
    if (i < 0) return false;
    pool.splice(i, 1);
    return true;
  };
  // The hand this seat passed on is still with whoever got it, less what was played since.
  const known = knownWith(view);
  if (known && !view.eliminated[known.seat])
    for (const c of known.cards)
      if ((hands[known.seat] as Card[]).length < (view.handSizes[known.seat] as number) && take(c))
        (hands[known.seat] as Card[]).push(c);
  // Seats that showed a void get cards outside it first.
  const order = [...Array(n).keys()].filter((s) => s !== view.seat && !view.eliminated[s]);
  order.sort((a, b) => (view.missed[b] ? 1 : 0) - (view.missed[a] ? 1 : 0));
  for (const s of order) {
    const hand = hands[s] as Card[];
    const need = (view.handSizes[s] as number) - hand.length;
    if (need <= 0) continue;
    const v = voidsOf(view, s);
    const fits = (c: Card): boolean =>
      c === JOKER || rankOf(c) === EIGHT
        ? !v.noEight
        : !v.suits.has(suitOf(c)) && !v.ranks.has(rankOf(c));
    for (let i = 0; i < pool.length && hand.length < (view.handSizes[s] as number); ) {
      if (fits(pool[i] as Card)) hand.push(pool.splice(i, 1)[0] as Card);
      else i++;
    }
    while (hand.length < (view.handSizes[s] as number) && pool.length)
      hand.push(pool.pop() as Card);
  }
  const call = view.call ? parseCall(view.call) : null;
  return {
    v: 1,
    rules: { ...view.rules, eliminationScore: 1e9, exactScoreResets: false },
    seats: n,
    round: view.round,
    phase: 'playing',
    dealer: view.dealer,
    turn: view.turn,
    stage: view.stage,
    hands,
    stock: pool,
    discard: toCards(view.discard),
    call: call ?? -1,
    pending: view.pending,
    stackBy: view.stackBy === '5S' ? 5 : view.stackBy === '2' ? 2 : 0,
    spent: view.spent,
    drawn: view.drawn ? (parseCard(view.drawn) as Card) : -1,
    scores: new Array(n).fill(0),
    eliminated: view.eliminated.slice(),
    kapagaCalled: new Array(n).fill(true),
    recycles: view.recycles,
    roundWinner: null,
    winners: [],
    passed: Array.from({ length: n }, () => []),
    passedTo: new Array(n).fill(-1),
    missed: new Array(n).fill(null),
    rng: (r.rng ^ 0x5bd1e995) | 0,
    events: [],
  };
}

/** The suit `hand` holds most of (8s and Jokers aside). */
function mostHeldSuit(hand: readonly Card[]): number {
  const count = [0, 0, 0, 0];
  for (const c of hand)
    if (c !== JOKER && rankOf(c) !== EIGHT) count[suitOf(c)] = (count[suitOf(c)] as number) + 1;
  let best = 0;
  for (let s = 0; s < 4; s++) if ((count[s] as number) > (count[best] as number)) best = s;
  return best;
}

/** The playout policy: greedy shedding with a little noise (fast, on engine ints). */
function playoutMove(g: Game, r: Rng): Move {
  const seat = g.turn;
  const hand = g.hands[seat] as Card[];
  if (g.stage === 'call') return { type: 'call', seat, call: mostHeldSuit(hand) };
  const plays = legalPlays(g);
  if (plays.length === 0 || (g.stage === 'drawn' && random(r) < 0.2))
    return g.stage === 'drawn' ? { type: 'pass', seat } : { type: 'draw', seat };
  let best = plays[0] as Card[];
  if (random(r) < 0.1) best = plays[randomInt(r, plays.length)] as Card[];
  else {
    let bestScore = -Infinity;
    for (const p of plays) {
      let score = 40 * p.length + random(r) * 60;
      if (p.length === hand.length && !(p.length === 1 && rankOf(p[0] as Card) === ACE))
        score += 1e6;
      for (const c of p) score += cardPoints(c);
      if (g.pending > 0) score += 1000;
      const last = p[p.length - 1] as Card;
      if (last !== JOKER && rankOf(last) === EIGHT && plays.length > 1) score -= 400;
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
  }
  let call = -1;
  if (needsCall(best, hand.length)) {
    const rest = hand.filter((c) => !best.includes(c));
    call = mostHeldSuit(rest);
  }
  return { type: 'play', seat, cards: best, call };
}

/** Play `g` (a private copy) to the end of the round; the seat's reward in points. */
function playout(g: Game, seat: number, r: Rng): number {
  let steps = 0;
  while (g.phase === 'playing' && steps++ < 1500) applyInPlace(g, playoutMove(g, r), false);
  const n = g.seats;
  let mine = 0;
  let others = 0;
  let count = 0;
  for (let s = 0; s < n; s++) {
    if (g.eliminated[s]) continue;
    let cost = g.scores[s] as number; // recycles, plus hand points if the round ended
    if (g.phase === 'playing') for (const c of g.hands[s] as Card[]) cost += cardPoints(c);
    if (s === seat) mine = cost;
    else {
      others += cost;
      count++;
    }
  }
  return others / Math.max(1, count) - mine;
}

interface Arm {
  action: Action;
  move: Move;
  visits: number;
  total: number;
}

/** The actions worth searching: every play (an 8 with the calls worth making), draw, keep. */
function candidates(view: PlayerView, legal: readonly Action[]): Action[] {
  const out: Action[] = [];
  const hand = toCards(view.hand);
  for (const a of legal) {
    if (a.type === 'draw' || a.type === 'pass') out.push(a);
    else if (a.type === 'call') {
      if ((parseCall(a.call) as number) < 4) out.push(a);
    } else if (a.type === 'play') {
      if (!a.call) {
        out.push(a);
        continue;
      }
      // Suits, and ranks this hand could follow with.
      const call = parseCall(a.call) as number;
      const rest = hand.slice();
      for (const c of toCards(a.cards)) rest.splice(rest.indexOf(c), 1);
      if (call < 4 || rest.some((c) => c !== JOKER && rankOf(c) === call - 4)) out.push(a);
    }
  }
  return out;
}

export function decideExpert(
  seed: number,
  o: BotOptions,
  view: PlayerView,
  legal: readonly Action[],
): Decision {
  const deadline = performance.now() + (o.timeMs ?? 150); // from the start: setup counts too
  const kapaga = find(legal, 'kapaga');
  if (kapaga) return { action: kapaga, reason: 'KAPAGA! I could go out next turn.' };
  const caught = catchable(view, legal)[0];
  if (caught)
    return {
      action: caught,
      reason: `Caught seat ${caught.target + 1}: one card and no KAPAGA call.`,
    };
  if (!isMyTurn(view)) return { action: null, reason: 'Waiting.' };
  const acts = candidates(view, legal);
  const goesOut = playsIn(legal).some(
    (p) =>
      p.cards.length === view.hand.length &&
      !(p.cards.length === 1 && p.cards[0]?.[0] === 'A' && view.rules.aces === 'companion'),
  );
  // One choice, or a way out: nothing to search.
  if (acts.length <= 1 || goesOut) return decideHeuristic('hard', seed, view, legal);
  const r: Rng = { rng: Math.floor(chance(seed, view, 'expert') * 2 ** 31) };
  const base = sampleWorld(view, r);
  const arms: Arm[] = [];
  for (const a of acts) {
    const m = toMove(base, a);
    if (m.ok) arms.push({ action: a, move: m.value, visits: 0, total: 0 });
  }
  const budget = o.iterations;
  let it = 0;
  for (; budget ? it < budget : it < 1_000_000; it++) {
    if (!budget && performance.now() > deadline) break;
    // UCB1 on points: explore what has been tried least, exploit what leaves me best off.
    let arm = arms[0] as Arm;
    if (it < arms.length) arm = arms[it] as Arm;
    else {
      let bestU = -Infinity;
      for (const x of arms) {
        const u = x.total / x.visits + 350 * Math.sqrt(Math.log(it) / x.visits);
        if (u > bestU) {
          bestU = u;
          arm = x;
        }
      }
    }
    const world = it === 0 ? cloneGame(base) : sampleWorld(view, r);
    applyInPlace(world, arm.move, false);
    arm.visits++;
    arm.total += playout(world, view.seat, r);
  }
  arms.sort((a, b) => b.visits - a.visits || b.total / b.visits - a.total / a.visits);
  const best = arms[0] as Arm;
  const second = arms[1];
  const mean = best.total / Math.max(1, best.visits);
  const what =
    best.action.type === 'play'
      ? `Played ${cardsWords(best.action.cards)}${best.action.call ? ` calling ${best.action.call}` : ''}`
      : best.action.type === 'draw'
        ? view.pending > 0
          ? `Drew ${view.pending}`
          : 'Drew a card'
        : best.action.type === 'pass'
          ? 'Kept the drawn card'
          : `Called ${best.action.type === 'call' ? best.action.call : ''}`;
  const vs = second
    ? `, ${Math.round(mean - second.total / Math.max(1, second.visits))} points better than ${describe(second.action, view)}`
    : '';
  return {
    action: best.action,
    reason: `${what}: best of ${arms.length} options in ${it} simulated deals${vs}.`,
  };
}

function describe(a: Action, view: PlayerView): string {
  if (a.type === 'play')
    return `playing ${cardsWords(a.cards)}${a.call ? ` calling ${a.call}` : ''}`;
  if (a.type === 'draw') return view.pending > 0 ? `drawing ${view.pending}` : 'drawing';
  if (a.type === 'pass') return 'keeping it';
  return 'the alternative';
}
