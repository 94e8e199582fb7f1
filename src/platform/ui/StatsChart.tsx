/** Your points per round, match by match (Observable Plot, loaded with this file only). */
import * as Plot from '@observablehq/plot';
import { useEffect, useRef } from 'react';
import type { Stats } from '../stats';

interface Props {
  points: Stats['solo']['perRound'];
  lowWins: boolean;
}

export default function StatsChart({ points, lowWins }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const better = lowWins ? 'lower is better' : 'higher is better';
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const chart = Plot.plot({
      width: Math.min(720, Math.max(300, el.clientWidth || 600)),
      height: 220,
      ariaLabel: `Your points per round, match by match: ${better}`,
      x: { label: 'match', tickFormat: 'd' },
      y: { label: 'points per round', grid: true },
      style: { background: 'transparent', fontSize: '12px' },
      marks: [
        Plot.lineY(points, { x: 'match', y: 'perRound', stroke: '#2e7d32' }),
        Plot.dot(points, { x: 'match', y: 'perRound', fill: '#2e7d32' }),
      ],
    });
    // One image with one name: the marks' own labels would be read one by one.
    for (const g of chart.querySelectorAll('g[aria-label]')) g.removeAttribute('aria-label');
    if (chart.matches('svg[aria-label]')) chart.setAttribute('role', 'img');
    el.replaceChildren(chart);
    return () => chart.remove();
  }, [points, better]);
  return (
    <figure className="lab-chart stats-chart">
      <figcaption>
        Your points per round,{' '}
        {(points[0]?.match ?? 1) > 1 ? `your last ${points.length} matches` : 'match by match'} (
        {better})
      </figcaption>
      <div ref={box} />
    </figure>
  );
}
