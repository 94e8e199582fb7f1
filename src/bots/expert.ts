/**
 * Expert (issue 3): determinized information-set search. Each iteration samples the
 * hidden cards consistently with the view (hand sizes, the hand this seat passed on, what
 * each seat showed it lacks), picks one of its own actions by UCB1, and plays the round
 * out with a fast greedy policy on the engine's in-place path. The reward is what the
 * others take minus what this seat takes, in points. Never a hidden card: only the view.
 */
import {
  type Action,
  type Card,
  cardPoints,
  EIGHT,
  type Game,
  goesOut,
  JOKER,
  needsCall,
  type PlayerView,
  parseCall,
  rankOf,
  suitOf,
  worldSampler,
} from '../engine';
import {
  applyInPlace,
  cloneGame,
  goesOutOf,
  type HasRng,
  type Move,
  playAt,
  playBuffer,
  playsInto,
  random,
  randomInt,
  shuffle,
  toMove,
} from '../engine/fast';
import type { Clause } from '../words';
import { chance, isMyTurn, kapagaHabit, playsIn } from './common';
import { decideHeuristic } from './heuristic';
import { toCards, voidBelief } from './knowledge';
import type { BotOptions, Decision } from './types';

type Rng = HasRng;

/** How sure the search must be (in standard errors) to overrule hard's choice. */
export const CONFIDENCE = 1;

/** The playouts' plays, generated without allocating. */
const PLAYS = playBuffer();

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
  const n = playsInto(g, PLAYS);
  if (n === 0 || (g.stage === 'drawn' && random(r) < 0.2))
    return g.stage === 'drawn' ? { type: 'pass', seat } : { type: 'draw', seat };
  let pick = 0;
  if (random(r) < 0.1) pick = randomInt(r, n);
  else {
    let bestScore = -Infinity;
    const { cards, start, len } = PLAYS;
    for (let i = 0; i < n; i++) {
      const from = start[i] as number;
      const length = len[i] as number;
      let score = 40 * length + random(r) * 60;
      if (goesOutOf(g.rules, length, cards[from] as Card, hand.length)) score += 1e6;
      for (let k = from; k < from + length; k++) score += cardPoints(cards[k] as Card);
      if (g.pending > 0) score += 1000;
      const last = cards[from + length - 1] as Card;
      if (last !== JOKER && rankOf(last) === EIGHT && n > 1) score -= 400;
      if (score > bestScore) {
        bestScore = score;
        pick = i;
      }
    }
  }
  const best = playAt(PLAYS, pick);
  let call = -1;
  if (needsCall(best, hand.length)) {
    const rest = hand.filter((c) => !best.includes(c));
    call = mostHeldSuit(rest);
  }
  return { type: 'play', seat, cards: best, call };
}

/**
 * Play `g` (a private copy) to the end of the round; the seat's reward in points: what the
 * others took this round (on average) less what it took. `before`: the scores at the start.
 */
function playout(g: Game, seat: number, before: readonly number[], r: Rng): number {
  let steps = 0;
  const active = g.eliminated.slice();
  while (g.phase === 'playing' && steps++ < 1500) applyInPlace(g, playoutMove(g, r), false);
  const n = g.seats;
  let mine = 0;
  let others = 0;
  let count = 0;
  for (let s = 0; s < n; s++) {
    if (active[s]) continue;
    // Recycle penalties, plus hand points: scored if the round ended, counted if not.
    let cost = (g.scores[s] as number) - (before[s] as number);
    if (g.phase === 'playing') for (const c of g.hands[s] as Card[]) cost += cardPoints(c);
    else if (cost < 0) cost += g.rules.eliminationScore as number; // R25: an exact reset
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
  /** Sum of squared rewards (for the uncertainty of the mean). */
  squares: number;
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
  const habit = kapagaHabit('expert', seed, view, legal);
  if (habit) return habit;
  if (!isMyTurn(view)) return { action: null, reason: [] };
  const acts = candidates(view, legal);
  const hand = toCards(view.hand);
  const out = playsIn(legal).some((p) => goesOut(view.rules, toCards(p.cards), hand.length));
  // One choice, or a way out: nothing to search.
  if (acts.length <= 1 || out) return decideHeuristic('hard', seed, view, legal);
  const r: Rng = { rng: Math.floor(chance(seed, view, 'expert') * 2 ** 31) };
  // The view is prepared once; each iteration deals a world from it (the engine's sampler).
  const truth = o.oracle?.game;
  const worlds = truth
    ? {
        sample: (x: Rng): Game => {
          const g = cloneGame(truth);
          shuffle(x, g.stock);
          return g;
        },
      }
    : worldSampler(view, voidBelief(view));
  const base = worlds.sample(r);
  const arms: Arm[] = [];
  for (const a of acts) {
    const m = toMove(base, a);
    if (m.ok) arms.push({ action: a, move: m.value, visits: 0, total: 0, squares: 0 });
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
    const world = it === 0 ? cloneGame(base) : worlds.sample(r);
    applyInPlace(world, arm.move, false);
    const reward = playout(world, view.seat, view.scores, r);
    arm.visits++;
    arm.total += reward;
    arm.squares += reward * reward;
  }
  arms.sort((a, b) => b.visits - a.visits || b.total / b.visits - a.total / a.visits);
  // On a small budget the search is noisy: unless it clearly beats what hard would play,
  // play that (hard is the stronger of the two when the search has seen few deals).
  const prior = decideHeuristic('hard', seed, view, legal).action;
  const hardArm = arms.find((a) => JSON.stringify(a.action) === JSON.stringify(prior));
  if (hardArm && arms[0] !== hardArm) {
    const stat = (a: Arm) => {
      const mean = a.total / Math.max(1, a.visits);
      const variance = Math.max(0, a.squares / Math.max(1, a.visits) - mean * mean);
      return { mean, se2: variance / Math.max(1, a.visits) };
    };
    const b = stat(arms[0] as Arm);
    const h = stat(hardArm);
    if (b.mean - h.mean < CONFIDENCE * Math.sqrt(b.se2 + h.se2)) {
      arms.splice(arms.indexOf(hardArm), 1);
      arms.unshift(hardArm);
    }
  }
  const best = arms[0] as Arm;
  const second = arms[1];
  const mean = best.total / Math.max(1, best.visits);
  const reason: Clause[] = [
    { say: 'simulated' },
    { say: 'searched', options: arms.length, deals: it },
  ];
  if (second)
    reason.push({
      say: 'better-than',
      points: mean - second.total / Math.max(1, second.visits),
      alt: second.action,
    });
  return { action: best.action, reason };
}
