/**
 * The rules lab's play, for any game module: from a new deal its first round or a whole
 * match, bots in every seat (each seeded by the deal and its seat, so a deal plays the same
 * under a rule set that changes nothing), and a run of deals summed into exact, mergeable
 * sums, figure by figure. Three experiments: the comparison itself (the spec's seats, turned
 * round the table deal by deal), the skill probe (one hard bot among easy ones, its seat
 * turning round), and, when asked, the worth of the game's kinds of move by restricted play.
 */
import type { AnyAction, Bot, MoveKind } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { play, reflexesOf, type Stepped } from '../../kit/loop';
import { resolveFor } from '../../kit/rulesWords';
import { item } from '../../lib/item';
import { type LabLevel, type LabSpec, type LabUnit, MAX_ROUNDS } from './spec';

/**
 * What one deal gave, figure by figure (null: the deal does not count for it):
 * - `points:P`: the points of the seat P places after the first to play (0: that seat; in a
 *   match, the first to play in its first round), the round's or the match's final total;
 * - `won:P`: 1 when that seat won (the match, or the best score of the round; a tie: each);
 * - `watched:points`, `watched:won`: the same of the seat `watch` (the probe's, the weighing's);
 * - `rounds`, `actions`: what the deal took (the seats' actions, not the deals between rounds);
 * - `measure:K`: the game's measure K (a match's: the mean of its rounds that count);
 * - `made:K`: moves of the game's kind K made per round, by every seat;
 * - `tally:K`: the game's tally K per round (a tally of the most: the deal's largest);
 * - whole matches only: `halfLeaderLost` (the leader at half-time did not win), `leadChanges`,
 *   `comeback` (a winner was once in last place);
 * - the skill probe: `skill` (the hard bot won);
 * - the weighing: `worth:K` (the points one seat loses by never making a move of kind K).
 */
export type DealFigures = Record<string, number | null>;

/** The comparison, the skill probe, or the weighing of the moves. */
export type LabExperiment = 'main' | 'skill' | 'worth';

/** Sums of a figure's values (and squares): mergeable in any order. */
export interface Acc {
  n: number;
  sum: number;
  sumSq: number;
}

/** One rule set's sums, or the paired differences (B minus A, deal by deal), by figure. */
export type Sums = Record<string, Acc>;

export interface LabSums {
  /** Deals of the comparison, of the skill probe and of the weighing, under both rule sets. */
  deals: number;
  skill: number;
  worth: number;
  a: Sums;
  b: Sums;
  diff: Sums;
}

export const acc = (): Acc => ({ n: 0, sum: 0, sumSq: 0 });
const add = (sums: Sums, key: string, v: number | null | undefined) => {
  if (v === null || v === undefined || !Number.isFinite(v)) return;
  const x = sums[key] ?? acc();
  x.n++;
  x.sum += v;
  x.sumSq += v * v;
  sums[key] = x;
};

export const emptySums = (): LabSums => ({
  deals: 0,
  skill: 0,
  worth: 0,
  a: {},
  b: {},
  diff: {},
});

export function mergeSums(into: LabSums, from: LabSums): void {
  into.deals += from.deals;
  into.skill += from.skill;
  into.worth += from.worth;
  for (const k of ['a', 'b', 'diff'] as const)
    for (const [key, y] of Object.entries(from[k])) {
      const x = into[k][key] ?? acc();
      x.n += y.n;
      x.sum += y.sum;
      x.sumSq += y.sumSq;
      into[k][key] = x;
    }
}

/** The mean of a measure's values that count (null: none did). */
const meanOf = (xs: readonly (number | null)[]): number | null => {
  const counted = xs.filter((x): x is number => x !== null);
  return counted.length === 0 ? null : counted.reduce((a, b) => a + b, 0) / counted.length;
};

/** The first seat holding the best (or, `worst`, the worst) of `scores`. */
function seatOf(scores: readonly number[], lowWins: boolean, worst = false): number {
  const low = lowWins !== worst;
  const best = low ? Math.min(...scores) : Math.max(...scores);
  return scores.indexOf(best);
}

/** A bot that never makes a move of `kind` while it has any other. */
function restricted<V, A>(bot: Bot<V, A>, kind: MoveKind<A>): Bot<V, A> {
  return {
    decide(view, legal) {
      const others = legal.filter((a) => !kind.uses(a));
      return bot.decide(view, others.length > 0 ? others : legal);
    },
  };
}

/** How a deal is played: its unit, a seat restricted, a seat watched. */
export interface DealOptions {
  /** First rounds (the default) or whole matches. */
  unit?: LabUnit;
  /** The seat `without.seat` never makes a move of its kind while it has any other. */
  without?: { seat: number; kind: MoveKind<AnyAction> };
  /** A seat whose points and win are reported as `watched:`. */
  watch?: number;
}

/**
 * What a deal's steps leave behind, step by step: the seats' actions, each kind of move and
 * tally counted, and at each round's end its measures, its leader and its last on the totals.
 */
function dealRecord(m: AnyModule, start: unknown) {
  const e = m.engine;
  const { lowWins } = m.info;
  const kinds = m.kinds ?? [];
  const tallies = m.tallies ?? [];
  const measures = m.measures ?? [];
  const leaders: number[] = [];
  const r = {
    actions: 0,
    made: kinds.map(() => 0),
    tallied: tallies.map(() => 0),
    seen: measures.map((): (number | null)[] => []),
    leaders,
    last: new Set<number>(),
  };
  let before = start;
  const step = (s: Stepped<unknown, AnyAction>) => {
    const a = s.action;
    const prev = before;
    before = s.game;
    // The next deal is the platform's (seat null): not a seat's action.
    if (s.seat === null || a === null) return;
    r.actions++;
    kinds.forEach((kind, k) => {
      if (kind.uses(a)) r.made[k] = (r.made[k] ?? 0) + 1;
    });
    tallies.forEach((t, k) => {
      const n = t.count(prev, a, s.game);
      const was = r.tallied[k] ?? 0;
      r.tallied[k] = t.most ? Math.max(was, n) : was + n;
    });
    const st = e.status(s.game);
    if (st.phase === 'playing') return;
    measures.forEach((x, k) => {
      item(r.seen, k, 'lab: measure').push(x.of(s.game));
    });
    r.leaders.push(seatOf(st.scores, lowWins));
    r.last.add(seatOf(st.scores, lowWins, true));
  };
  return { r, step };
}

/** The first round, or the whole match, of `rules` from the deal `seed`, seat S a bot of `levels[S]`. */
export function playLabDeal(
  m: AnyModule,
  rules: Record<string, unknown>,
  levels: readonly LabLevel[],
  seed: number,
  { unit = 'rounds', without, watch }: DealOptions = {},
): DealFigures {
  const e = m.engine;
  const players = levels.length;
  const resolved = resolveFor(m.rules, rules, players);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const made = e.newGame({ players, seed, rules: resolved.value });
  if (!made.ok) throw new Error(made.error.message);
  const bots = levels.map((level, i) => {
    const bot = m.bots.create(level, { seed: seed * 31 + i, repeatable: true });
    return without?.seat === i ? restricted(bot, without.kind) : bot;
  });
  const { r, step } = dealRecord(m, made.value);
  const { game } = play(
    e,
    made.value,
    // Off turn null is "nothing now"; the loop refuses null from the seat on turn.
    (seat, view, legal) => item(bots, seat, 'lab: bot of seat').decide(view, legal).action,
    unit === 'matches' ? 'match' : 'round',
    undefined,
    // On the table's time, as the live table: a catch only once the level has noticed it.
    reflexesOf(m.bots, (seat) => item(levels, seat, 'lab: level of seat')),
    step,
  );
  const st = e.status(game);
  const match = unit === 'matches';
  const points = match ? st.scores : (st.roundScores ?? st.scores);
  // A round's winners: the best score of the round, each seat that holds it.
  const best = points[seatOf(points, m.info.lowWins)];
  const winners = match ? st.winners : points.flatMap((p, s) => (p === best ? [s] : []));
  const out: DealFigures = { rounds: r.leaders.length, actions: r.actions };
  // Seats by their place in the order of play, from the first to play in the first round.
  const first = e.status(made.value).turn ?? 0;
  points.forEach((p, s) => {
    const place = (s - first + players) % players;
    out[`points:${place}`] = p;
    out[`won:${place}`] = winners.includes(s) ? 1 : 0;
  });
  if (watch !== undefined) {
    out['watched:points'] = points[watch] ?? null;
    out['watched:won'] = winners.includes(watch) ? 1 : 0;
  }
  const perRound = (n: number) => (r.leaders.length === 0 ? null : n / r.leaders.length);
  r.seen.forEach((xs, k) => {
    out[`measure:${k}`] = meanOf(xs);
  });
  r.made.forEach((n, k) => {
    out[`made:${k}`] = perRound(n);
  });
  r.tallied.forEach((n, k) => {
    out[`tally:${k}`] = m.tallies?.[k]?.most ? n : perRound(n);
  });
  if (match) {
    const { leaders } = r;
    const half = leaders[Math.ceil(leaders.length / 2) - 1];
    out.halfLeaderLost = half === undefined ? null : winners.includes(half) ? 0 : 1;
    out.leadChanges = leaders.filter((l, i) => i > 0 && l !== leaders[i - 1]).length;
    out.comeback = winners.some((w) => r.last.has(w)) ? 1 : 0;
  }
  return out;
}

/** Deals of the skill probe for a spec: half as many as compared, 20 at least, never more. */
export const skillDeals = (spec: Pick<LabSpec, 'rounds'>): number =>
  Math.min(spec.rounds, Math.max(20, Math.ceil(spec.rounds / 2)));

/** Deals of the weighing, when asked: a quarter as many as compared, 20 at least, never more. */
export const worthDeals = (spec: Pick<LabSpec, 'rounds' | 'worth'>): number =>
  spec.worth ? Math.min(spec.rounds, Math.max(20, Math.ceil(spec.rounds / 4))) : 0;

/**
 * One deal of the weighing under `rules`: seat `seat` plays it as it would, then once never
 * making each kind of move; what it loses each time (points more where the lowest total
 * wins, fewer elsewhere) is that kind's worth.
 */
function weigh(
  m: AnyModule,
  rules: Record<string, unknown>,
  levels: readonly LabLevel[],
  seed: number,
  unit: LabUnit,
  seat: number,
): DealFigures {
  const key = 'watched:points';
  const normal = playLabDeal(m, rules, levels, seed, { unit, watch: seat })[key] ?? 0;
  const sign = m.info.lowWins ? 1 : -1;
  const out: DealFigures = {};
  (m.kinds ?? []).forEach((kind, k) => {
    const without =
      playLabDeal(m, rules, levels, seed, { unit, watch: seat, without: { seat, kind } })[key] ?? 0;
    out[`worth:${k}`] = sign * (without - normal);
  });
  return out;
}

/**
 * Deal `i` of an experiment: the comparison's from `seed + i`, the spec's seats turned i
 * places round the table; the skill probe's from seeds past every comparison's, the hard
 * bot at seat i mod n among easy ones; the weighing's past those, seat i mod n restricted.
 */
function dealOf(spec: LabSpec, exp: LabExperiment, i: number) {
  const n = spec.players;
  const seat = i % n;
  const turned = spec.seats.map((_, s) => item(spec.seats, (s - seat + n) % n, 'lab: seats'));
  if (exp === 'main') return { seed: spec.seed + i, levels: turned };
  if (exp === 'worth') return { seed: spec.seed + 2 * MAX_ROUNDS + i, levels: turned, seat };
  const levels = Array<LabLevel>(n).fill('easy');
  levels[seat] = 'hard';
  return { seed: spec.seed + MAX_ROUNDS + i, levels, seat };
}

/** Deals `from` to `to - 1` of an experiment of the spec, each played under both rule sets. */
export function runDeals(
  m: AnyModule,
  spec: LabSpec,
  from: number,
  to: number,
  exp: LabExperiment = 'main',
): LabSums {
  const out = emptySums();
  for (let i = from; i < to; i++) {
    const { seed, levels, seat = 0 } = dealOf(spec, exp, i);
    const figures = (rules: Record<string, unknown>): DealFigures => {
      if (exp === 'worth') return weigh(m, rules, levels, seed, spec.unit, seat);
      if (exp === 'skill') {
        const f = playLabDeal(m, rules, levels, seed, { unit: spec.unit, watch: seat });
        return { skill: f['watched:won'] ?? null };
      }
      return playLabDeal(m, rules, levels, seed, { unit: spec.unit });
    };
    const fa = figures(spec.a);
    const fb = figures(spec.b);
    if (exp === 'main') out.deals++;
    else out[exp]++;
    for (const [key, va] of Object.entries(fa)) {
      const vb = fb[key];
      add(out.a, key, va);
      add(out.b, key, vb);
      add(out.diff, key, va === null || vb === null || vb === undefined ? null : vb - va);
    }
    // A figure only B's deal has (a measure that counts there only) is B's alone.
    for (const [key, vb] of Object.entries(fb)) if (!(key in fa)) add(out.b, key, vb);
  }
  return out;
}

/** A job: deals `from` to `to - 1` of an experiment, each played under both rule sets. */
export type Deals = [from: number, to: number, exp: LabExperiment];

/**
 * A comparison's jobs, `chunk` deals each: the skill probe's and the weighing's among the
 * comparison's, so the figures fill in together (the page's workers and the command line's).
 */
export function labJobs(spec: LabSpec, chunk: number): Deals[] {
  const parts = (exp: LabExperiment, count: number): Deals[] =>
    Array.from({ length: Math.ceil(count / chunk) }, (_, k) => [
      k * chunk,
      Math.min(count, (k + 1) * chunk),
      exp,
    ]);
  const main = parts('main', spec.rounds);
  const others = [parts('skill', skillDeals(spec)), parts('worth', worthDeals(spec))];
  const share = (jobs: Deals[], k: number) =>
    jobs.slice(
      Math.floor((k * jobs.length) / main.length),
      Math.floor(((k + 1) * jobs.length) / main.length),
    );
  return main.flatMap((job, k) => [job, ...others.flatMap((jobs) => share(jobs, k))]);
}
