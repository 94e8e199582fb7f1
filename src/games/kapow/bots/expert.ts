/**
 * Expert Kai: hard Kai's best few options, each tried in sampled worlds by the platform's
 * search (src/kit/search.ts), played on by a quick greedy Kai for every seat
 * (rollout.ts: many cheap playouts beat a few clever ones), and scored by the round's
 * points: own against the others', doubling included (K18), or hard's estimate of them at
 * the cutoff. The same worlds serve every option, so their gains are paired; the expert
 * leaves hard's first choice only for a gain clear of the playouts' noise.
 */

import { type SearchResult, type SearchSpec, search } from '../../../kit/search';
import { item } from '../../../lib/item';
import type { Token } from '../../../lib/tokens';
import type { BotOptions } from '../../module';
import type { Action, Game, PlayerView } from '../engine';
import { applyCode, applyLegal, codeOf, copyInto, load, newFlat } from '../engine/fast';
import { ENGINE } from '../game';
import { playoutValue } from './cutoff';
import { actionsWords } from './explainSearch';
import { context, EXPERT_STYLE, MEDIUM, type Option, opponents, rank } from './kai';
import { playOn } from './rollout';
import { handOf } from './table';
import { handCost } from './value';
import { speech } from './words';

/** The expert's search settings (arena-kapow.ts may override them, research only). */
export interface ExpertSettings {
  /** Options searched: hard's best few. */
  candidates: number;
  /** Options further than this behind hard's best (points) are not searched. */
  margin: number;
  /** Actions played out before the cutoff (then at the next turn's start). */
  depth: number;
  /** The playout policy: the quick greedy one (rollout.ts) or medium Kai. */
  playout: 'quick' | 'medium';
  /** Points the playouts must gain to overturn hard's first choice (noise is not a reason). */
  overturn: number;
  /** ...and that many standard errors of the gain (the same worlds for both, paired). */
  sure: number;
  /** A whole decision's wall-clock budget (ms) unless `timeMs` says otherwise: p99 < 200. */
  timeMs: number;
  /** Of that, kept back for the words (the explanation) after the search. */
  reserveMs: number;
}

export const EXPERT: ExpertSettings = {
  candidates: 4,
  margin: 8,
  depth: 10,
  playout: 'quick',
  overturn: 1,
  sure: 2,
  timeMs: 90,
  reserveMs: 15,
};

/** The round's end for `seat`: the others' mean points minus its own (K17, K18). */
export function evaluate(g: Game, seat: number): number {
  const st = ENGINE.status(g);
  if (st.phase !== 'playing' && st.roundScores) {
    const mine = item(st.roundScores, seat, 'evaluate: round score of seat');
    const others = st.roundScores.filter((_, s) => s !== seat);
    return others.reduce((a, b) => a + b, 0) / others.length - mine;
  }
  // A cutoff: the expected points of every hand, as hard Kai reckons them from the view.
  const c = context(ENGINE.playerView(g, seat), EXPERT_STYLE);
  const mine = handCost(handOf(c.tb, seat), c.o);
  return opponents(c).reduce((a, x) => a + x.now, 0) / (c.tb.players - 1) - mine;
}

/** Every seat in a playout plays medium Kai without slips: quick and sensible. */
export const rollout = (view: PlayerView, legal: readonly Action[]): Action =>
  item(rank(view, legal, MEDIUM), 0, 'rollout: ranked options').action;

/** Playouts on Game objects, medium Kai for every seat from its view (research only). */
export const SPEC: SearchSpec<Game, Action, PlayerView> = {
  engine: ENGINE,
  applyLegal,
  rollout,
  evaluate,
  stop: (g: Game, steps: number) => steps >= EXPERT.depth && g.stage === 'draw',
};

const BASE = newFlat();
const WORK = newFlat();

/**
 * The expert's own playouts, on the flat engine: each world dealt by determinize is
 * loaded once, each candidate plays out on a copy of it with the quick policy for every
 * seat (rollout.ts), and the end or the cutoff is read from the flat state (cutoff.ts).
 */
export const QUICK_SPEC: SearchSpec<Game, Action, PlayerView> = {
  ...SPEC,
  playouts(world: Game, seat: number) {
    load(world, BASE);
    return (a: Action) => {
      applyCode(copyInto(WORK, BASE), codeOf(a));
      playOn(WORK, EXPERT.depth);
      return playoutValue(WORK, seat);
    };
  },
};

/** The worlds the last decision searched (0: none): the arena's timing reads it (research). */
export const LAST_SEARCH = { worlds: 0 };

const sameOutcome = (x: Option, y: Option): boolean =>
  x.top === y.top && JSON.stringify(x.hand) === JSON.stringify(y.hand);

export interface ExpertChoice {
  option: Option;
  ranked: Option[];
  result: SearchResult<Action> | null;
  lines: Token[][];
}

/** Hard's options, searched when more than one is close to the best. */
export function expertChoice(
  view: PlayerView,
  legal: readonly Action[],
  o: BotOptions & { iterations?: number },
): ExpertChoice {
  const t0 = performance.now();
  LAST_SEARCH.worlds = 0;
  const ranked = rank(view, legal, EXPERT_STYLE);
  const top = item(ranked, 0, 'expertChoice: ranked options');
  // Options that leave the same hand and discard (a power card's base either way) are one.
  const close: Option[] = [];
  for (const x of ranked) {
    if (close.length >= EXPERT.candidates || x.cost > top.cost + EXPERT.margin) break;
    if (!close.some((y) => Math.abs(y.cost - x.cost) < 1e-9 && sameOutcome(x, y))) close.push(x);
  }
  if (view.stage === 'reveal' || close.length < 2 || o.iterations === 0)
    return { option: top, ranked, result: null, lines: [] };
  // The search gets what is left of the decision's budget after hard's ranking.
  const left = (o.timeMs ?? EXPERT.timeMs) - EXPERT.reserveMs - (performance.now() - t0);
  const budget = { seed: o.seed, iterations: o.iterations, timeMs: Math.max(1, left) };
  const result = search(
    EXPERT.playout === 'quick' ? QUICK_SPEC : SPEC,
    view,
    view.seat,
    close.map((x) => x.action),
    budget,
  );
  LAST_SEARCH.worlds = result.worlds;
  const i = result.stats.findIndex((s) => s.action === result.best);
  const gain = result.stats[i]?.vsFirst ?? 0;
  const se = result.stats[i]?.seVsFirst ?? 0;
  const option = gain >= EXPERT.overturn && gain >= EXPERT.sure * se ? (close[i] ?? top) : top;
  return {
    option,
    ranked,
    result,
    lines: actionsWords(view, close, result, option.action, EXPERT, speech(o.voice, view.seat)),
  };
}
