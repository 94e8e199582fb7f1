/**
 * The rules lab's play, for any game module: from a new deal its first round or a whole
 * match, bots of one level in every seat (each seeded by the deal and its seat, so a deal
 * plays the same under a rule set that changes nothing), and a run of deals summed into
 * exact, mergeable sums.
 */
import type { AnyModule } from '../../games/registry';
import { item } from '../../lib/item';
import { play, reflexesOf } from '../loop';
import type { LabSpec, LabUnit } from './spec';

/**
 * What one deal gave: each seat's points (the round's, or the match's final totals), the
 * seats that won the match (1 or 0 each; none for a first round), the rounds and actions
 * it took, and each measure (a match's: the mean of its rounds that count, else null).
 */
export interface RoundResult {
  points: number[];
  wins: number[];
  rounds: number;
  actions: number;
  measures: (number | null)[];
}

/** Sums of a figure's values (and squares): mergeable in any order. */
export interface Acc {
  n: number;
  sum: number;
  sumSq: number;
}

/** One rule set's sums, or the paired differences (B minus A, deal by deal). */
export interface Sums {
  points: Acc[];
  wins: Acc[];
  rounds: Acc;
  actions: Acc;
  measures: Acc[];
}

export interface LabSums {
  deals: number;
  a: Sums;
  b: Sums;
  diff: Sums;
}

const acc = (): Acc => ({ n: 0, sum: 0, sumSq: 0 });
const add = (x: Acc, v: number | null) => {
  if (v === null || !Number.isFinite(v)) return;
  x.n++;
  x.sum += v;
  x.sumSq += v * v;
};
const merge = (x: Acc, y: Acc) => {
  x.n += y.n;
  x.sum += y.sum;
  x.sumSq += y.sumSq;
};

const emptySide = (players: number, measures: number): Sums => ({
  points: Array.from({ length: players }, acc),
  wins: Array.from({ length: players }, acc),
  rounds: acc(),
  actions: acc(),
  measures: Array.from({ length: measures }, acc),
});

export const emptySums = (players: number, measures: number): LabSums => ({
  deals: 0,
  a: emptySide(players, measures),
  b: emptySide(players, measures),
  diff: emptySide(players, measures),
});

export function mergeSums(into: LabSums, from: LabSums): void {
  into.deals += from.deals;
  for (const k of ['a', 'b', 'diff'] as const) {
    for (const per of ['points', 'wins'] as const)
      from[k][per].forEach((x, i) => {
        merge(item(into[k][per], i, 'lab sums: seat'), x);
      });
    merge(into[k].rounds, from[k].rounds);
    merge(into[k].actions, from[k].actions);
    from[k].measures.forEach((x, i) => {
      merge(item(into[k].measures, i, 'lab sums: measure'), x);
    });
  }
}

/** The mean of a measure's values that count (null: none did). */
const meanOf = (xs: readonly (number | null)[]): number | null => {
  const counted = xs.filter((x): x is number => x !== null);
  return counted.length === 0 ? null : counted.reduce((a, b) => a + b, 0) / counted.length;
};

/** The first round, or the whole match (`unit`), of `rules` from the deal `seed`, every seat a bot of `level`. */
export function playLabDeal(
  m: AnyModule,
  rules: Record<string, unknown>,
  players: number,
  level: LabSpec['level'],
  seed: number,
  unit: LabUnit = 'rounds',
): RoundResult {
  const e = m.engine;
  const resolved = m.rules.resolve(rules);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const made = e.newGame({ players, seed, rules: resolved.value });
  if (!made.ok) throw new Error(made.error.message);
  const bots = Array.from({ length: players }, (_, i) =>
    m.bots.create(level, { seed: seed * 31 + i }),
  );
  const measures = m.measures ?? [];
  // Each measure's value at every round's end (one round's in a first round).
  const seen: (number | null)[][] = measures.map(() => []);
  let rounds = 0;
  const { game, actions } = play(
    e,
    made.value,
    // Off turn null is "nothing now"; the loop refuses null from the seat on turn.
    (seat, view, legal) => item(bots, seat, 'lab: bot of seat').decide(view, legal).action,
    unit === 'matches' ? 'match' : 'round',
    undefined,
    // On the table's time, as the live table: a catch only once the level has noticed it.
    reflexesOf(m.bots, () => level),
    (s) => {
      // A seat's action that scored a round (the next deal is the platform's, seat null).
      if (s.seat === null || e.status(s.game).phase === 'playing') return;
      rounds++;
      measures.forEach((x, k) => {
        item(seen, k, 'lab: measure').push(x.of(s.game));
      });
    },
  );
  const st = e.status(game);
  return {
    points: [...(unit === 'matches' ? st.scores : (st.roundScores ?? st.scores))],
    wins: unit === 'matches' ? st.scores.map((_, s) => (st.winners.includes(s) ? 1 : 0)) : [],
    rounds,
    actions,
    measures: seen.map(meanOf),
  };
}

/** Deals `from` to `to - 1` of the spec, each played under both rule sets. */
export function runDeals(m: AnyModule, spec: LabSpec, from: number, to: number): LabSums {
  const nm = m.measures?.length ?? 0;
  const out = emptySums(spec.players, nm);
  for (let i = from; i < to; i++) {
    const seed = spec.seed + i;
    const ra = playLabDeal(m, spec.a, spec.players, spec.level, seed, spec.unit);
    const rb = playLabDeal(m, spec.b, spec.players, spec.level, seed, spec.unit);
    out.deals++;
    for (const [side, r] of [
      [out.a, ra],
      [out.b, rb],
    ] as const) {
      for (const per of ['points', 'wins'] as const)
        r[per].forEach((p, s) => {
          add(item(side[per], s, 'lab sums: seat'), p);
        });
      add(side.rounds, r.rounds);
      add(side.actions, r.actions);
      r.measures.forEach((v, k) => {
        add(item(side.measures, k, 'lab sums: measure'), v);
      });
    }
    for (const per of ['points', 'wins'] as const)
      ra[per].forEach((p, s) => {
        add(item(out.diff[per], s, 'lab sums: seat'), item(rb[per], s, 'deal B: seat') - p);
      });
    add(out.diff.rounds, rb.rounds - ra.rounds);
    add(out.diff.actions, rb.actions - ra.actions);
    ra.measures.forEach((v, k) => {
      const w = rb.measures[k] ?? null;
      add(item(out.diff.measures, k, 'lab sums: measure'), v === null || w === null ? null : w - v);
    });
  }
  return out;
}
