/**
 * The rules lab's figures from its sums: a mean with its 95% interval (normal, over the
 * deals) for each rule set, and the paired difference B minus A, deal by deal, marked
 * where its interval leaves out 0. The page, the CSV and the tests read the same rows.
 */
import type { AnyModule } from '../../games/registry';
import { upFirst } from '../../lib/tokens';
import { type Acc, acc, type LabSums, type Sums } from './run';
import type { LabSpec } from './spec';

export interface Estimate {
  value: number;
  lo: number;
  hi: number;
  n: number;
}

export function estimate(x: Acc, scale = 1): Estimate | null {
  if (x.n === 0) return null;
  const mean = x.sum / x.n;
  const variance = x.n > 1 ? Math.max(0, (x.sumSq - x.n * mean * mean) / (x.n - 1)) : 0;
  const h = (1.96 * Math.sqrt(variance)) / Math.sqrt(x.n);
  return { value: mean * scale, lo: (mean - h) * scale, hi: (mean + h) * scale, n: x.n };
}

/** The lab's figures in sections, in this order, each under its title (the page's table). */
export const SECTIONS = {
  places: 'By place in the order of play',
  length: 'How long play lasts',
  moves: 'The moves made',
  game: "The game's own figures",
  skill: 'Skill and drama',
  worth: 'What each kind of move is worth',
} as const;
export type Section = keyof typeof SECTIONS;

export interface FigureRow {
  /** The figure's key in the sums (run.ts DealFigures): `points:0`, `won:1`, `skill`... */
  key: string;
  section: Section;
  label: string;
  /** A percentage (0 to 100) rather than a mean. */
  percent: boolean;
  a: Estimate | null;
  b: Estimate | null;
  diff: Estimate | null;
  /** The difference's interval leaves out 0: the rules clearly differ on this figure. */
  clear: boolean;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** A seat by its place in the order of play (run.ts `points:P`): "second to play". */
export const placeWords = (p: number): string => `${ORDINALS[p] ?? `number ${p + 1}`} to play`;

export function figureRows(m: AnyModule, spec: LabSpec, sums: LabSums): FigureRow[] {
  const row = (section: Section, label: string, key: string, percent = false): FigureRow => {
    // A share's range stays within what a share can be (0 to 100%; a difference -100 to 100).
    const of = (x: Sums, low: number) => {
      const e = estimate(x[key] ?? acc(), percent ? 100 : 1);
      return e && percent ? { ...e, lo: Math.max(low, e.lo), hi: Math.min(100, e.hi) } : e;
    };
    const diff = of(sums.diff, -100);
    return {
      key,
      section,
      label,
      percent,
      a: of(sums.a, 0),
      b: of(sums.b, 0),
      diff,
      clear: diff !== null && diff.n > 1 && (diff.lo > 0 || diff.hi < 0),
    };
  };
  const n = spec.players;
  const matches = spec.unit === 'matches';
  const places = Array.from({ length: n }, (_, p) => p);
  const fair = `fair share ${Math.round(100 / n)}%`;
  return [
    ...places.map((p) =>
      row(
        'places',
        `${matches ? 'Final total' : 'Points per round'}, ${placeWords(p)}`,
        `points:${p}`,
      ),
    ),
    // A shared win (or best round) counts for each of its winners.
    ...places.map((p) =>
      row('places', `${matches ? 'Wins' : 'Best round'}, ${placeWords(p)}`, `won:${p}`, true),
    ),
    ...(matches ? [row('length', 'Rounds per match', 'rounds')] : []),
    row('length', `Actions per ${matches ? 'match' : 'round'} (all seats)`, 'actions'),
    ...(m.kinds ?? []).map((kind, k) =>
      row('moves', `${upFirst(kind.name)}, per round`, `made:${k}`),
    ),
    ...(m.tallies ?? []).map((t, k) =>
      row(
        'game',
        t.most
          ? `${t.name}, the largest in a ${matches ? 'match' : 'round'}`
          : `${t.name}, per round`,
        `tally:${k}`,
      ),
    ),
    ...(m.measures ?? []).map((me, k) =>
      row(
        'game',
        matches ? `${me.name} (mean of its rounds)` : me.name,
        `measure:${k}`,
        me.percent,
      ),
    ),
    row(
      'skill',
      `Skill: a hard bot among easy ones ${matches ? 'wins the match' : 'has the best round'} (${fair})`,
      'skill',
      true,
    ),
    ...(matches
      ? [
          row('skill', 'The leader at half-time loses the match', 'halfLeaderLost', true),
          row('skill', 'Lead changes per match', 'leadChanges'),
          row('skill', 'The winner was once in last place', 'comeback', true),
        ]
      : []),
    ...(spec.worth ? (m.kinds ?? []) : []).map((kind, k) =>
      row(
        'worth',
        `Never ${kind.name}: points lost per ${matches ? 'match' : 'round'}`,
        `worth:${k}`,
      ),
    ),
  ];
}

/** The seats' levels in a few words: "hard", or "easy, hard, hard (turned round the table)". */
export const botsWords = (seats: readonly string[]): string =>
  seats.every((l) => l === seats[0])
    ? (seats[0] ?? '')
    : `${seats.join(', ')} (turned round the table)`;

const num = (x: number | undefined) => (x === undefined ? '' : String(Math.round(x * 1000) / 1000));
const cell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The rows as CSV: one line per figure, each side's value and interval, then the difference. */
export function toCsv(spec: LabSpec, rows: readonly FigureRow[]): string {
  const [la, lb] = spec.labels;
  const head = [
    'figure',
    `${la} value`,
    `${la} low`,
    `${la} high`,
    `${lb} value`,
    `${lb} low`,
    `${lb} high`,
    'difference (B - A)',
    'difference low',
    'difference high',
    spec.unit,
  ];
  const lines = rows.map((r) =>
    [
      cell(r.label + (r.percent ? ' (%)' : '')),
      num(r.a?.value),
      num(r.a?.lo),
      num(r.a?.hi),
      num(r.b?.value),
      num(r.b?.lo),
      num(r.b?.hi),
      num(r.diff?.value),
      num(r.diff?.lo),
      num(r.diff?.hi),
      String(r.a?.n ?? 0),
    ].join(','),
  );
  const about = `# ${spec.game}; A ${JSON.stringify(spec.a)}; B ${JSON.stringify(spec.b)}; ${spec.players} players; bots ${botsWords(spec.seats)}; ${spec.unit === 'matches' ? 'whole matches' : 'first rounds'} from seeds ${spec.seed} to ${spec.seed + spec.rounds - 1}`;
  return [cell(about), head.map(cell).join(','), ...lines].join('\n');
}
