/**
 * The rules lab's charts, drawn with Observable Plot (loaded with this file only, never in
 * the first bundle): SVG a screen reader can name, each with a caption; the same numbers
 * are in the tables above.
 */
import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import type { FigureRow, LabSpec } from '../store/lab/labStore';

interface Datum {
  label: string;
  side: string;
  value: number;
  lo: number;
  hi: number;
}

function data(
  rows: FigureRow[],
  spec: LabSpec,
  pick: (r: FigureRow) => boolean,
  short?: (l: string) => string,
): Datum[] {
  const out: Datum[] = [];
  for (const r of rows.filter(pick))
    for (const [i, e] of [r.a, r.b].entries())
      if (e)
        out.push({
          label: short ? short(r.def.label) : r.def.label,
          side: `${i === 0 ? 'A' : 'B'}: ${spec.labels[i]}`,
          value: e.value,
          lo: e.lo,
          hi: e.hi,
        });
  return out;
}

function Chart({ title, rows, label }: { title: string; rows: Datum[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || rows.length === 0) return;
    const width = Math.min(720, Math.max(300, el.clientWidth || 600));
    const chart = Plot.plot({
      width,
      marginLeft: 190,
      height: 40 + rows.length * 16,
      ariaLabel: `${title}: the numbers are in the tables above`,
      x: { grid: true, label },
      y: { label: null, axis: null },
      fy: { label: null, domain: [...new Set(rows.map((d) => d.label))] },
      color: { legend: true, range: ['#2e7d32', '#8e24aa'] },
      style: { background: 'transparent', fontSize: '12px' },
      marks: [
        Plot.barX(rows, { y: 'side', x: 'value', fy: 'label', fill: 'side' }),
        Plot.ruleY(rows, { y: 'side', x1: 'lo', x2: 'hi', fy: 'label', stroke: '#111' }),
        Plot.ruleX([0]),
      ],
    });
    // One named image per chart (its numbers are in the tables); its parts say nothing.
    for (const g of chart.querySelectorAll('g[aria-label]')) g.removeAttribute('aria-label');
    for (const svg of chart.querySelectorAll('svg[aria-label]')) svg.setAttribute('role', 'img');
    if (chart.matches('svg[aria-label]')) chart.setAttribute('role', 'img');
    el.replaceChildren(chart);
    return () => chart.remove();
  }, [rows, title, label]);
  return (
    <figure className="lab-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} />
    </figure>
  );
}

export default function LabCharts({ rows, spec }: { rows: FigureRow[]; spec: LabSpec }) {
  const length = data(rows, spec, (r) => r.def.id === 'rounds' || r.def.id === 'points');
  const specials = data(
    rows,
    spec,
    (r) => r.def.metric.startsWith('fire:'),
    (l) => l.replace(/, per round$/, '').replace(/ \(.*\)$/, ''),
  );
  const worth = data(
    rows,
    spec,
    (r) => r.def.section === 'worth',
    (l) => l.replace(/^Never playing /, ''),
  );
  return (
    <section className="lab-charts" aria-label="Charts">
      <Chart
        title="Rounds per match and points per player per round"
        rows={length}
        label="value (95% interval)"
      />
      <Chart
        title="How often each special card is played, per round"
        rows={specials}
        label="plays per round"
      />
      {worth.length > 0 && (
        <Chart
          title="What a card is worth: points more per round without it"
          rows={worth}
          label="points per round"
        />
      )}
    </section>
  );
}
