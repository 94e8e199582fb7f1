/**
 * Expert (issues 3 and 11): determinized information-set search. Each iteration samples the
 * hidden cards consistently with the view (hand sizes, the hand this seat passed on, each
 * hand's public misses, KAPAGA calls), picks one of its own actions by UCB1, and plays the
 * round out with every seat played by a model of good play (model.ts) on the engine's
 * in-place path. The reward is how this seat's standing in the match moves against the
 * others' (resets and eliminations counted). Never a hidden card: only the view.
 */

import { bandit, clearlyBetter, meanOf } from '../../../kit/search';
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
  unseenCards,
  type WorldSampler,
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
  refreshKapaga,
  shuffle,
  toMove,
} from '../engine/fast';
import type { Clause } from '../words';
import { chance, isMyTurn, kapagaHabit, playsIn } from './common';
import { decideHeuristic } from './heuristic';
import { meanPoints, toCards, voidBelief } from './knowledge';
import { modelMove, type PileCount, pileCount } from './model';
import type { Choice, ChooserOptions } from './types';

type Rng = HasRng;

/**
 * The search's settings (research: `npm run arena -- --expert '{"playout":"greedy"}'`).
 * `confidence`: how sure the search must be (in standard errors) to overrule hard's choice;
 * `playout`: how the table plays in the playouts (model.ts, or greedy shedding).
 */
export const EXPERT = {
  confidence: 1,
  /**
   * How sure the words must be to call the chosen move better than the runner-up, in
   * standard errors (about 95%, as the lab marks a clear difference); below it, the
   * advice says the two are too close to call.
   */
  sure: 2,
  playout: 'model' as 'model' | 'greedy',
  /**
   * What the dealt worlds believe beyond the view's facts: each hand's public misses
   * (evidence.ts), that a hand of several cards with no call has no KAPAGA, and that the
   * whole hand of a seat lacks what it last drew on (knowledge.ts: the crudest of the three).
   */
  misses: true,
  uncalled: false,
  voids: false,
  /** UCB1's exploration, in points (a round's swing between two moves is of this order). */
  explore: 350,
};

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
 * Play `g` (a private copy) to the end of the round; the seat's reward: how much its
 * standing in the match moved against the others' (on average). A seat's cost is what its
 * score gained (R22 penalties, R24 points; below zero when an exact limit reset it, R25),
 * plus the limit again when the round eliminated it. `before`: the scores at the start.
 */
function playout(
  g: Game,
  seat: number,
  before: readonly number[],
  r: Rng,
  pile: PileCount,
): number {
  let steps = 0;
  const out = g.eliminated.slice();
  const model = EXPERT.playout === 'model';
  while (g.phase === 'playing' && steps++ < 1500)
    applyInPlace(g, model ? modelMove(g, pile, r) : playoutMove(g, r), false);
  const limit = g.rules.eliminationScore;
  let mine = 0;
  let others = 0;
  let count = 0;
  for (let s = 0; s < g.seats; s++) {
    if (out[s]) continue;
    let cost = (g.scores[s] as number) - (before[s] as number);
    // A round cut short (a playout that runs too long) counts the hands as they are.
    if (g.phase === 'playing') for (const c of g.hands[s] as Card[]) cost += cardPoints(c);
    if (g.eliminated[s]) cost += limit;
    if (s === seat) mine = cost;
    else {
      others += cost;
      count++;
    }
  }
  return others / Math.max(1, count) - mine;
}

/** The actions worth searching: every play (an 8 with the calls worth making), draw, keep. */
export function candidates(view: PlayerView, legal: readonly Action[]): Action[] {
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

/**
 * Research only (the yardstick's `--know`): a fair world `g` given the true hands of the
 * seats `know` places after `me`; the cards they displace go where the true ones were.
 */
export function handOver(g: Game, truth: Game, me: number, know: readonly number[]): Game {
  const done = [me];
  for (const k of know) {
    const s = (me + k) % g.seats;
    done.push(s);
    const hand = g.hands[s] as Card[];
    const want = truth.hands[s] as Card[];
    const extra = hand.slice();
    const missing: Card[] = [];
    for (const c of want) {
      const i = extra.indexOf(c);
      if (i >= 0) extra.splice(i, 1);
      else missing.push(c);
    }
    for (const c of missing) {
      const out = extra.pop() as Card;
      // From the stock or a hand still guessed (never one already handed over).
      const where = [g.stock, ...g.hands.filter((_, t) => !done.includes(t))].find((x) =>
        x.includes(c),
      );
      if (!where) continue;
      where[where.indexOf(c)] = out;
      hand[hand.indexOf(out)] = c;
    }
    if (g.stage === 'drawn' && g.turn === s) g.drawn = truth.drawn;
  }
  refreshKapaga(g);
  return g;
}

/**
 * Where the search's worlds come from: dealt from the view by the engine's sampler (prepared
 * once); research only, the true hands (`o.oracle`), all or some of them.
 */
function dealer(view: PlayerView, o: ChooserOptions): WorldSampler {
  const truth = o.oracle?.game;
  const know = o.oracle?.know;
  const fair = (): WorldSampler =>
    worldSampler(view, {
      prefer: EXPERT.voids ? voidBelief(view) : undefined,
      misses: EXPERT.misses,
      uncalled: EXPERT.uncalled,
    });
  if (!truth) return fair();
  if (know) {
    const guessed = fair();
    return { sample: (x: Rng): Game => handOver(guessed.sample(x), truth, view.seat, know) };
  }
  return {
    sample: (x: Rng): Game => {
      const g = cloneGame(truth);
      shuffle(x, g.stock);
      return g;
    },
  };
}

export function decideExpert(
  seed: number,
  o: ChooserOptions,
  view: PlayerView,
  legal: readonly Action[],
): Choice {
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
  const worlds = dealer(view, o);
  const base = worlds.sample(r);
  const unseenMean = meanPoints(unseenCards(view));
  const searched: Action[] = [];
  const moves: Move[] = [];
  for (const a of acts) {
    const m = toMove(base, a);
    if (!m.ok) continue;
    searched.push(a);
    moves.push(m.value);
  }
  // The table's search (UCB1 at the root); each pull is Kapaga's: a world dealt from the
  // view (the first is the one the moves were read on), the move, the round played out.
  const { arms, pulls } = bandit(
    searched,
    (k, i) => {
      const world = i === 0 ? cloneGame(base) : worlds.sample(r);
      applyInPlace(world, moves[k] as Move, false);
      return playout(world, view.seat, view.scores, r, pileCount(world, unseenMean));
    },
    { explore: EXPERT.explore, iterations: o.iterations, deadline },
  );
  const prior = decideHeuristic('hard', seed, view, legal).action;
  const hardArm = arms.find((a) => JSON.stringify(a.action) === JSON.stringify(prior));
  // On a small budget the search is noisy: unless it clearly beats what hard would play,
  // play that (hard is the stronger of the two when the search has seen few deals).
  const top = arms[0];
  if (hardArm && top && top !== hardArm && !clearlyBetter(top, hardArm, EXPERT.confidence)) {
    arms.splice(arms.indexOf(hardArm), 1);
    arms.unshift(hardArm);
  }
  const best = arms[0];
  if (!best) return decideHeuristic('hard', seed, view, legal);
  // The runner-up as the search ranked it (or its own first choice, when hard's move stood).
  const second = arms[1];
  const reason: Clause[] = [
    { say: 'simulated' },
    { say: 'searched', options: arms.length, deals: pulls },
  ];
  if (second) {
    const points = meanOf(best) - meanOf(second);
    const clear = points > 0 && clearlyBetter(best, second, EXPERT.sure);
    reason.push(
      clear
        ? { say: 'better-than', points, alt: second.action }
        : { say: 'close-call', alt: second.action },
    );
  }
  return { action: best.action, reason };
}
