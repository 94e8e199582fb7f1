/**
 * The rules lab's play, for any game module: one round from a new deal, bots of one level
 * in every seat (each seeded by the deal and its seat, so a deal plays the same under a
 * rule set that changes nothing), and a run of deals summed into exact, mergeable sums.
 */
import type { AnyModule } from '../../games/registry';
import { item } from '../../lib/item';
import { play, reflexesOf } from '../loop';
import type { LabSpec } from './spec';

/** What one round gave: each seat's points, the actions it took, each measure. */
export interface RoundResult {
  points: number[];
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
    from[k].points.forEach((x, i) => {
      merge(item(into[k].points, i, 'lab sums: seat'), x);
    });
    merge(into[k].actions, from[k].actions);
    from[k].measures.forEach((x, i) => {
      merge(item(into[k].measures, i, 'lab sums: measure'), x);
    });
  }
}

/** One round of `rules` from the deal `seed`, every seat a bot of `level`. */
export function playLabRound(
  m: AnyModule,
  rules: Record<string, unknown>,
  players: number,
  level: LabSpec['level'],
  seed: number,
): RoundResult {
  const e = m.engine;
  const resolved = m.rules.resolve(rules);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const made = e.newGame({ players, seed, rules: resolved.value });
  if (!made.ok) throw new Error(made.error.message);
  const bots = Array.from({ length: players }, (_, i) =>
    m.bots.create(level, { seed: seed * 31 + i }),
  );
  const { game, actions } = play(
    e,
    made.value,
    // Off turn null is "nothing now"; the loop refuses null from the seat on turn.
    (seat, view, legal) => item(bots, seat, 'lab: bot of seat').decide(view, legal).action,
    'round',
    undefined,
    // On the table's time, as the live table: a catch only once the level has noticed it.
    reflexesOf(m.bots, () => level),
  );
  const st = e.status(game);
  return {
    points: [...(st.roundScores ?? st.scores)],
    actions,
    measures: (m.measures ?? []).map((x) => x.of(game)),
  };
}

/** Deals `from` to `to - 1` of the spec, each played under both rule sets. */
export function runDeals(m: AnyModule, spec: LabSpec, from: number, to: number): LabSums {
  const nm = m.measures?.length ?? 0;
  const out = emptySums(spec.players, nm);
  for (let i = from; i < to; i++) {
    const seed = spec.seed + i;
    const ra = playLabRound(m, spec.a, spec.players, spec.level, seed);
    const rb = playLabRound(m, spec.b, spec.players, spec.level, seed);
    out.deals++;
    for (const [side, r] of [
      [out.a, ra],
      [out.b, rb],
    ] as const) {
      r.points.forEach((p, s) => {
        add(item(side.points, s, 'lab sums: seat'), p);
      });
      add(side.actions, r.actions);
      r.measures.forEach((v, k) => {
        add(item(side.measures, k, 'lab sums: measure'), v);
      });
    }
    ra.points.forEach((p, s) => {
      add(item(out.diff.points, s, 'lab sums: seat'), item(rb.points, s, 'round B: seat') - p);
    });
    add(out.diff.actions, rb.actions - ra.actions);
    ra.measures.forEach((v, k) => {
      const w = rb.measures[k] ?? null;
      add(item(out.diff.measures, k, 'lab sums: measure'), v === null || w === null ? null : w - v);
    });
  }
  return out;
}
