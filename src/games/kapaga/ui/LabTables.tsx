/** The rules lab's figures as tables: A beside B, each with its 95% interval. */
import { memo } from 'react';
import type { FigureRow, LabSpec } from '../store/lab/labStore';

type Section = FigureRow['def']['section'];

const SECTIONS: { id: Section; title: string; note?: string }[] = [
  { id: 'length', title: 'How long' },
  {
    id: 'balance',
    title: 'Balance: who wins, by seat',
    note: 'Seats counted from the dealer. A fair share is 1 in the number of players.',
  },
  {
    id: 'skill',
    title: 'Skill or luck',
    note: 'One hard bot against easy ones: the more it beats its fair share, the more the rules reward play.',
  },
  { id: 'drama', title: 'Drama' },
  { id: 'specials', title: 'The special cards' },
  {
    id: 'worth',
    title: 'What a card is worth',
    note: 'Points per round a seat takes more when it never plays that card (the same deals played both ways). Higher: the card matters more.',
  },
];

/** A figure as people read it: percentages with one decimal, small numbers with two. */
export function fmt(x: number, percent: boolean): string {
  if (percent) return `${x.toFixed(1)}%`;
  return Math.abs(x) >= 100 ? x.toFixed(0) : Math.abs(x) >= 10 ? x.toFixed(1) : x.toFixed(2);
}

function Cell({ e, percent, side }: { e: FigureRow['a']; percent: boolean; side: string }) {
  if (!e) return <td data-side={side}>–</td>;
  return (
    <td data-side={side}>
      {fmt(e.value, percent)}{' '}
      <span className="ci">
        [{fmt(e.lo, percent)} to {fmt(e.hi, percent)}]
      </span>
    </td>
  );
}

/** A row as it reads: it renders again only when its text changes (most ticks move few). */
const shown = ({ r, la, lb }: LineProps) => {
  const p = r.def.kind === 'percent';
  const e = (x: FigureRow['a']) => (x ? [x.value, x.lo, x.hi].map((v) => fmt(v, p)).join() : '');
  return `${r.def.label}|${r.differ}|${e(r.a)}|${e(r.b)}|${la}|${lb}`;
};

interface LineProps {
  r: FigureRow;
  la: string;
  lb: string;
}

const FigureLine = memo(
  function FigureLine({ r, la, lb }: LineProps) {
    const percent = r.def.kind === 'percent';
    return (
      <tr className={r.differ ? 'differ' : undefined}>
        <th scope="row">
          {r.differ && (
            <span className="differ-mark" title="A and B clearly differ">
              ≠<span className="sr-only"> (A and B clearly differ)</span>
            </span>
          )}
          {r.def.label}
          {r.def.fair !== undefined && (
            <span className="lab-note"> fair share {fmt(r.def.fair, true)}</span>
          )}
        </th>
        <Cell e={r.a} percent={percent} side={`A: ${la}`} />
        <Cell e={r.b} percent={percent} side={`B: ${lb}`} />
      </tr>
    );
  },
  (a, b) => shown(a) === shown(b),
);

export function LabTables({ rows, spec }: { rows: FigureRow[]; spec: LabSpec }) {
  const [la, lb] = spec.labels;
  return (
    <div className="lab-tables">
      {SECTIONS.map((sec) => {
        const mine = rows.filter((r) => r.def.section === sec.id);
        if (mine.length === 0) return null;
        return (
          <section key={sec.id} className="lab-section" aria-label={sec.title}>
            <table className="lab-table">
              <caption>
                {sec.title}
                {sec.note && <span className="lab-note">{sec.note}</span>}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Figure</th>
                  <th scope="col">A: {la}</th>
                  <th scope="col">B: {lb}</th>
                </tr>
              </thead>
              <tbody>
                {mine.map((r) => (
                  <FigureLine key={r.def.id} r={r} la={la} lb={lb} />
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}
