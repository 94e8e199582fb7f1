/**
 * The rules lab's charts, for every game's lab: bars with their 95% intervals, A beside B,
 * drawn as plain elements by React. They cost a few elements per figure, lay out with the
 * page (the labels are text at the page's size, on a phone too) and are never measured or
 * redrawn whole: a chart renders again only when a number it shows changes. Each chart is
 * one named image; the same numbers are in the tables beside it.
 */
import { type CSSProperties, memo } from 'react';
import { upFirst } from '../../lib/tokens';
import type { LabSpec } from '../lab/spec';
import { type FigureRow, placeWords } from '../lab/stats';
import './LabChart.css';

export interface Bar {
  value: number;
  lo: number;
  hi: number;
}

export interface Group {
  label: string;
  bars: [Bar | null, Bar | null];
}

interface Axis {
  min: number;
  max: number;
  step: number;
  /** Decimals to show on the ticks. */
  digits: number;
}

/** A round step (1, 2 or 5 times a power of ten) giving about `count` ticks over [lo, hi]. */
export function niceAxis(lo: number, hi: number, count = 4): Axis {
  const a = Math.min(0, lo);
  const b = Math.max(0, hi);
  const span = b - a || 1;
  const raw = span / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  return {
    min: Math.floor(a / step) * step,
    max: Math.ceil(b / step) * step || step,
    step,
    digits: Math.max(0, -Math.floor(Math.log10(step) + 1e-9)),
  };
}

/** The grid's custom properties: its ticks, and where 0 is. */
const gridVars = (ticks: number, zero: string): CSSProperties & Record<`--${string}`, unknown> => ({
  '--ticks': ticks,
  '--zero': zero,
});

const pct = (x: number, ax: Axis) => `${(((x - ax.min) / (ax.max - ax.min)) * 100).toFixed(2)}%`;

function BarRow({ bar, side, ax }: { bar: Bar | null; side: 'a' | 'b'; ax: Axis }) {
  if (!bar) return <div className="lab-track" />;
  const from = Math.min(0, bar.value);
  const to = Math.max(0, bar.value);
  return (
    <div className="lab-track">
      <span
        className={`lab-bar ${side}`}
        style={{ left: pct(from, ax), right: `calc(100% - ${pct(to, ax)})` }}
      />
      <span
        className="lab-whisker"
        style={{ left: pct(bar.lo, ax), right: `calc(100% - ${pct(bar.hi, ax)})` }}
      />
    </div>
  );
}

export interface ChartProps {
  title: string;
  groups: Group[];
  unit: string;
  labels: readonly [string, string];
}

function ChartView({ title, groups, unit, labels }: ChartProps) {
  const all = groups.flatMap((g) => g.bars.filter((b): b is Bar => b !== null));
  if (all.length === 0) return null;
  const ax = niceAxis(Math.min(...all.map((b) => b.lo)), Math.max(...all.map((b) => b.hi)));
  const ticks = Math.round((ax.max - ax.min) / ax.step);
  return (
    <figure className="lab-chart lab-bars">
      <figcaption>{title}</figcaption>
      <div role="img" aria-label={`${title}: the numbers are in the tables above`}>
        <p className="lab-legend" aria-hidden="true">
          <span className="lab-key a" />
          A: {labels[0]} <span className="lab-key b" />
          B: {labels[1]}
        </p>
        <div
          className={groups.every((g) => g.label === '') ? 'lab-plot solo' : 'lab-plot'}
          aria-hidden="true"
          style={gridVars(ticks, pct(0, ax))}
        >
          {groups.map((g) => (
            <div className="lab-group" key={g.label}>
              <span className="lab-group-label">{g.label}</span>
              <div className="lab-pair">
                <BarRow bar={g.bars[0]} side="a" ax={ax} />
                <BarRow bar={g.bars[1]} side="b" ax={ax} />
              </div>
            </div>
          ))}
          <div className="lab-group lab-axis-row">
            <span />
            <div className="lab-axis">
              {Array.from({ length: ticks + 1 }, (_, i) => {
                const v = ax.min + i * ax.step;
                return (
                  <span key={v} style={{ left: pct(v, ax) }}>
                    {v.toFixed(ax.digits)}
                  </span>
                );
              })}
            </div>
          </div>
        </div>
        <p className="lab-axis-label" aria-hidden="true">
          {unit} (the line: its 95% interval)
        </p>
      </div>
    </figure>
  );
}

/** A chart renders again only when what it shows changed (as drawn, to 3 significant digits). */
const drawn = (p: ChartProps) =>
  JSON.stringify([
    p.title,
    p.unit,
    p.labels,
    p.groups.map((g) => [g.label, g.bars.map((b) => b && [b.value, b.lo, b.hi].map(round3))]),
  ]);
const round3 = (x: number) => Number(x.toPrecision(3));
export const Chart = memo(ChartView, (a, b) => drawn(a) === drawn(b));

/** The figures keyed `prefix` + place in the order of play, one group a place. */
const byPlace = (rows: readonly FigureRow[], prefix: string): Group[] =>
  rows
    .filter((r) => r.key.startsWith(prefix))
    .map((r) => ({
      label: upFirst(placeWords(Number(r.key.slice(prefix.length)))),
      bars: [r.a, r.b],
    }));

/**
 * The lab's charts of any game: the points of each place in the order of play and its wins
 * (over first rounds: the best score of the round); how often each kind of move is made,
 * and what each is worth when weighed (`kinds`: their names, in the module's order).
 */
export function FigureCharts({
  rows,
  spec,
  kinds,
}: {
  rows: readonly FigureRow[];
  spec: LabSpec;
  kinds: readonly string[];
}) {
  const matches = spec.unit === 'matches';
  // The figures keyed `prefix` + kind, one group a kind, named by it.
  const byKind = (prefix: string): Group[] =>
    rows
      .filter((r) => r.key.startsWith(prefix))
      .map((r) => ({
        label: upFirst(kinds[Number(r.key.slice(prefix.length))] ?? r.label),
        bars: [r.a, r.b],
      }));
  const made = byKind('made:');
  const worth = byKind('worth:');
  return (
    <section className="lab-charts" aria-label="Charts">
      <Chart
        title={matches ? 'Final total by order of play' : 'Points per round by order of play'}
        groups={byPlace(rows, 'points:')}
        unit="points"
        labels={spec.labels}
      />
      <Chart
        title={matches ? 'Wins by order of play' : 'Best round by order of play'}
        groups={byPlace(rows, 'won:')}
        unit={matches ? '% of matches' : '% of rounds'}
        labels={spec.labels}
      />
      {made.length > 0 && (
        <Chart
          title="How often each kind of move is made, per round"
          groups={made}
          unit="moves per round"
          labels={spec.labels}
        />
      )}
      {worth.length > 0 && (
        <Chart
          title="What a move is worth: points lost without it"
          groups={worth}
          unit={`points per ${matches ? 'match' : 'round'}`}
          labels={spec.labels}
        />
      )}
    </section>
  );
}
