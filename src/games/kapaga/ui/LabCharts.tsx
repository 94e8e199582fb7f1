/**
 * Kapaga's lab charts, on the platform's chart (platform/ui/LabChart.tsx): the length of
 * play, how often each special card is played, and what each is worth.
 */
import { memo } from 'react';
import { Chart, type Group } from '../../../platform/ui/LabChart';
import type { FigureRow, LabSpec } from '../store/lab/labStore';

function groups(rows: FigureRow[], pick: (r: FigureRow) => boolean, short = (l: string) => l) {
  return rows.filter(pick).map(
    (r): Group => ({
      label: short(r.def.label),
      bars: [r.a, r.b],
    }),
  );
}

function LabChartsView({ rows, spec }: { rows: FigureRow[]; spec: LabSpec }) {
  const length = rows.filter((r) => r.def.id === 'rounds' || r.def.id === 'points');
  const specials = groups(
    rows,
    (r) => r.def.metric.startsWith('fire:'),
    (l) => l.replace(/, per round$/, '').replace(/ \(.*\)$/, ''),
  );
  const worth = groups(
    rows,
    (r) => r.def.section === 'worth',
    (l) => l.replace(/^Never playing /, ''),
  );
  return (
    <section className="lab-charts" aria-label="Charts">
      {/* One chart per figure of length: each has its own scale, and its title is its figure. */}
      {length.map((r) => (
        <Chart
          key={r.def.id}
          title={r.def.label}
          groups={[{ label: '', bars: [r.a, r.b] }]}
          unit={r.def.id === 'rounds' ? 'rounds' : 'points'}
          labels={spec.labels}
        />
      ))}
      <Chart
        title="How often each special card is played, per round"
        groups={specials}
        unit="plays per round"
        labels={spec.labels}
      />
      {worth.length > 0 && (
        <Chart
          title="What a card is worth: points more per round without it"
          groups={worth}
          unit="points per round"
          labels={spec.labels}
        />
      )}
    </section>
  );
}

export const LabCharts = memo(LabChartsView);
