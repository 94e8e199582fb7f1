/**
 * The rules lab's statistics, shared by the page and `npm run simulate`: exact integer sums
 * per experiment (mergeable in any order), and the figures with 95% intervals computed
 * from them, A beside B, marked where they clearly differ.
 */
import { SPECIAL_NAMES, WORTH_CARDS, type WorthCard } from '../../figures';
import { type Experiment, type Metrics, unitsOf } from './play';
import type { LabSpec } from './spec';

interface Acc {
  sum: number;
  sumSq: number;
  /** Sum of the metric times the unit's rounds (for per-round ratios of whole matches). */
  sumXR: number;
}

/** One side's sums: units done per experiment, and each metric's sums. */
export interface SideSums {
  units: Record<Experiment, number>;
  m: Record<string, Acc>;
}

export const emptySums = (): SideSums => ({ units: { main: 0, skill: 0, worth: 0 }, m: {} });

export function addUnit(s: SideSums, exp: Experiment, metrics: Metrics): void {
  s.units[exp]++;
  const rounds = metrics.rounds ?? 1;
  for (const [k, v] of Object.entries(metrics)) {
    const key = `${exp}:${k}`;
    const a = s.m[key] ?? { sum: 0, sumSq: 0, sumXR: 0 };
    a.sum += v;
    a.sumSq += v * v;
    a.sumXR += v * rounds;
    s.m[key] = a;
  }
}

export function mergeSums(into: SideSums, from: SideSums): void {
  for (const e of Object.keys(from.units) as Experiment[]) into.units[e] += from.units[e];
  for (const [k, a] of Object.entries(from.m)) {
    const b = into.m[k] ?? { sum: 0, sumSq: 0, sumXR: 0 };
    b.sum += a.sum;
    b.sumSq += a.sumSq;
    b.sumXR += a.sumXR;
    into.m[k] = b;
  }
}

/** A figure's estimate: the value and its 95% interval (null: no units yet). */
export interface Estimate {
  value: number;
  lo: number;
  hi: number;
  /** Standard error (for comparing A and B). */
  se: number;
  n: number;
}

export type Section = 'length' | 'balance' | 'skill' | 'drama' | 'specials' | 'worth';

export interface FigureDef {
  id: string;
  section: Section;
  label: string;
  exp: Experiment;
  metric: string;
  /** mean per unit; per round (a ratio of sums over whole matches); a percentage of units. */
  kind: 'mean' | 'perRound' | 'percent';
  /** What a fair share would be (balance and skill), in the figure's unit. */
  fair?: number;
  /** A divisor applied to the value (points per player). */
  divide?: number;
}

/** The figures a comparison shows, for its unit (rounds or matches) and table size. */
export function figuresFor(spec: LabSpec): FigureDef[] {
  const n = spec.players;
  const match = spec.unit === 'matches';
  return [
    ...lengthFigures(n, match),
    ...seatFigures(n, match),
    skillFigure(n, match),
    ...(match ? dramaFigures() : []),
    ...specialFigures(match),
    ...(spec.worth ? worthFigures() : []),
  ];
}

/** A count per round: over whole matches a ratio of sums, else the mean of the rounds. */
const perRound = (match: boolean) => (match ? 'perRound' : 'mean');

/** How long play lasts: rounds and eliminations (of a match), turns, actions and points. */
function lengthFigures(n: number, match: boolean): FigureDef[] {
  const per = perRound(match);
  const rounds: FigureDef = {
    id: 'rounds',
    section: 'length',
    label: 'Rounds per match',
    exp: 'main',
    metric: 'rounds',
    kind: 'mean',
  };
  const eliminations: FigureDef = {
    id: 'eliminations',
    section: 'length',
    label: 'Eliminations per match',
    exp: 'main',
    metric: 'eliminations',
    kind: 'mean',
  };
  return [
    ...(match ? [rounds] : []),
    {
      id: 'turns',
      section: 'length',
      label: 'Turns per round',
      exp: 'main',
      metric: 'turns',
      kind: per,
    },
    {
      id: 'actions',
      section: 'length',
      label: 'Actions per round',
      exp: 'main',
      metric: 'actions',
      kind: per,
    },
    {
      id: 'points',
      section: 'length',
      label: 'Points per player per round',
      exp: 'main',
      metric: 'points',
      kind: per,
      divide: n,
    },
    ...(match ? [eliminations] : []),
  ];
}

/** Balance: how often each seat, counted from the dealer's left, wins (or goes out first). */
function seatFigures(n: number, match: boolean): FigureDef[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `seat${i}`,
    section: 'balance',
    label:
      i === 0
        ? "Dealer's left (plays first)"
        : i === n - 1
          ? 'The dealer'
          : `${ordinal(i + 1)} from the dealer's left`,
    exp: 'main',
    metric: match ? `win@${i}` : `out@${i}`,
    kind: 'percent',
    fair: 100 / n,
  }));
}

/** Skill: how often a hard bot among easy ones comes first. */
function skillFigure(n: number, match: boolean): FigureDef {
  return {
    id: 'skill',
    section: 'skill',
    label: match
      ? 'A hard bot among easy ones wins the match'
      : 'A hard bot among easy ones goes out first',
    exp: 'skill',
    metric: 'skillWin',
    kind: 'percent',
    fair: 100 / n,
  };
}

/** Drama (matches only): upsets, lead changes and comebacks. */
function dramaFigures(): FigureDef[] {
  return [
    {
      id: 'halfLeader',
      section: 'drama',
      label: 'The leader at half-time loses the match',
      exp: 'main',
      metric: 'halfLeaderLost',
      kind: 'percent',
    },
    {
      id: 'leadChanges',
      section: 'drama',
      label: 'Lead changes per match',
      exp: 'main',
      metric: 'leadChanges',
      kind: 'mean',
    },
    {
      id: 'comeback',
      section: 'drama',
      label: 'The winner was once in last place',
      exp: 'main',
      metric: 'comeback',
      kind: 'percent',
    },
  ];
}

/** The special cards and calls, each counted per round. */
const SPECIALS: [string, string][] = [
  ['fire:2', '2s played (draw two)'],
  ['fire:5S', '5 of spades played (draw five)'],
  ['fire:7', '7s played (skip)'],
  ['fire:8', '8s played (wild, a call)'],
  ['fire:9', '9s played (hands pass left)'],
  ['fire:5C', '5 of clubs played (hands pass right)'],
  ['fire:JK', 'Jokers played'],
  ['fire:A alone', 'Aces played alone (draw one)'],
  ['fire:A+', 'Aces with a companion'],
  ['penaltyCards', 'Penalty cards drawn'],
  ['zombies', 'Zombie 2s'],
  ['recycles', 'Recycles of the pile'],
  ['recyclePoints', 'Recycle penalty points'],
  ['kapagas', 'KAPAGA calls'],
  ['catches', 'Catches'],
];

/** Specials: how often each special card and call comes up, the biggest stack, the resets. */
function specialFigures(match: boolean): FigureDef[] {
  const per = perRound(match);
  const unit = match ? 'match' : 'round';
  return [
    ...SPECIALS.map(
      ([metric, label]): FigureDef => ({
        id: metric,
        section: 'specials',
        label: `${label}, per round`,
        exp: 'main',
        metric,
        kind: per,
      }),
    ),
    {
      id: 'stack',
      section: 'specials',
      label: `Biggest penalty stack, per ${unit}`,
      exp: 'main',
      metric: 'biggestStack',
      kind: 'mean',
    },
    {
      id: 'resets',
      section: 'specials',
      label: `Exact-limit resets, per ${unit}`,
      exp: 'main',
      metric: 'resets',
      kind: 'mean',
    },
  ];
}

/** Card worth: how many more points, per round, a player scores who never plays that card. */
function worthFigures(): FigureDef[] {
  return WORTH_CARDS.map((card) => ({
    id: `worth:${card}`,
    section: 'worth',
    label: worthLabel(card),
    exp: 'worth',
    metric: `worth:${card}`,
    kind: 'mean',
  }));
}

/** A special's worth, as its figure is named: "Never playing the Joker". */
const worthLabel = (card: WorthCard): string => `Never ${SPECIAL_NAMES[card]}`;

const ordinal = (k: number): string => `${k}${k === 2 ? 'nd' : k === 3 ? 'rd' : 'th'}`;

/** The estimate of one figure from one side's sums. */
export function estimate(d: FigureDef, s: SideSums): Estimate | null {
  const n = s.units[d.exp];
  const a = s.m[`${d.exp}:${d.metric}`] ?? { sum: 0, sumSq: 0, sumXR: 0 };
  if (n === 0) return null;
  const scale = (d.kind === 'percent' ? 100 : 1) / (d.divide ?? 1);
  let value: number;
  let se: number;
  if (d.kind === 'perRound') {
    // Per round over whole matches: a ratio of sums (delta method for its interval).
    const r = s.m[`${d.exp}:rounds`] ?? { sum: 0, sumSq: 0, sumXR: 0 };
    const ratio = a.sum / Math.max(1, r.sum);
    const xbar = a.sum / n;
    const ybar = r.sum / n;
    const sxx = n > 1 ? (a.sumSq - n * xbar * xbar) / (n - 1) : 0;
    const syy = n > 1 ? (r.sumSq - n * ybar * ybar) / (n - 1) : 0;
    const sxy = n > 1 ? (a.sumXR - n * xbar * ybar) / (n - 1) : 0;
    const v = (sxx - 2 * ratio * sxy + ratio * ratio * syy) / (n * Math.max(1e-9, ybar * ybar));
    value = ratio;
    se = Math.sqrt(Math.max(0, v));
  } else {
    value = a.sum / n;
    const sd = n > 1 ? Math.sqrt(Math.max(0, (a.sumSq - n * value * value) / (n - 1))) : 0;
    se = sd / Math.sqrt(n);
  }
  return {
    value: value * scale,
    lo: (value - 1.96 * se) * scale,
    hi: (value + 1.96 * se) * scale,
    se: se * scale,
    n,
  };
}

/** A and B clearly differ: their difference is beyond its 95% interval. */
export function differ(a: Estimate | null, b: Estimate | null): boolean {
  if (!a || !b || a.n < 10 || b.n < 10) return false;
  const se = Math.sqrt(a.se * a.se + b.se * b.se);
  return se > 0 ? Math.abs(a.value - b.value) > 1.96 * se : a.value !== b.value;
}

export interface FigureRow {
  def: FigureDef;
  a: Estimate | null;
  b: Estimate | null;
  differ: boolean;
}

export function figureRows(spec: LabSpec, sums: [SideSums, SideSums]): FigureRow[] {
  return figuresFor(spec).map((def) => {
    const a = estimate(def, sums[0]);
    const b = estimate(def, sums[1]);
    return { def, a, b, differ: differ(a, b) };
  });
}

/** How much of the work is done (0..1). */
export function progress(spec: LabSpec, sums: [SideSums, SideSums]): number {
  const exps: Experiment[] = ['main', 'skill', 'worth'];
  const total = exps.reduce((t, e) => t + 2 * unitsOf(spec, e), 0);
  const done = exps.reduce((t, e) => t + sums[0].units[e] + sums[1].units[e], 0);
  return total ? done / total : 1;
}

const num = (x: number | undefined): string => (x === undefined ? '' : x.toFixed(3));

/** The figures as CSV (one row per figure, A and B with their intervals). */
export function toCsv(spec: LabSpec, rows: readonly FigureRow[]): string {
  const [la, lb] = spec.labels;
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const head = [
    'section',
    'figure',
    la,
    `${la} low`,
    `${la} high`,
    lb,
    `${lb} low`,
    `${lb} high`,
    'clearly differ',
  ];
  const lines = [head.map(q).join(',')];
  for (const r of rows)
    lines.push(
      [
        r.def.section,
        q(r.def.label),
        num(r.a?.value),
        num(r.a?.lo),
        num(r.a?.hi),
        num(r.b?.value),
        num(r.b?.lo),
        num(r.b?.hi),
        r.differ ? 'yes' : 'no',
      ].join(','),
    );
  return `${lines.join('\n')}\n`;
}
