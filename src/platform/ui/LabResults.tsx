/**
 * The figures of the lab's run on show (Lab.tsx): how far it has come, a table of each
 * figure with its 95% interval under both rule sets and their paired difference, the
 * charts, and the CSV to take away.
 */
import type { AnyModule } from '../../games/registry';
import { downloadText } from '../download';
import { type LabState, type LabStore, labCsv } from '../lab/labStore';
import { STATUS_WORDS, timingWords } from '../lab/runner';
import type { LabUnit } from '../lab/spec';
import { type Estimate, type FigureRow, SECTIONS, type Section } from '../lab/stats';
import { FigureCharts } from './LabChart';

export const UNIT_WORDS: Record<
  LabUnit,
  { play: string; count: string; per: string; done: string }
> = {
  rounds: { play: 'First rounds', count: 'Rounds of each', per: 'Per round', done: 'deals' },
  matches: { play: 'Whole matches', count: 'Matches of each', per: 'Per match', done: 'matches' },
};

const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2));
function Est({ e, percent, sign }: { e: Estimate | null; percent: boolean; sign?: boolean }) {
  if (!e) return <span className="lab-none">none yet</span>;
  const u = percent ? '%' : '';
  const v = `${sign && e.value > 0 ? '+' : ''}${fmt(e.value)}${u}`;
  return (
    <>
      <span className="lab-value">{v}</span>{' '}
      <span className="lab-ci">
        ({fmt(e.lo)} to {fmt(e.hi)})
      </span>
    </>
  );
}

/** The rows by section, in their order (a section only when it has rows). */
function sectionsOf(rows: readonly FigureRow[]): [Section, FigureRow[]][] {
  const by = new Map<Section, FigureRow[]>();
  for (const r of rows) by.set(r.section, [...(by.get(r.section) ?? []), r]);
  return [...by];
}

/** Each figure under A (`la`) and B (`lb`) and B minus A, by section. */
function FigureTable({
  rows,
  per,
  la,
  lb,
}: {
  rows: readonly FigureRow[];
  per: string;
  la: string;
  lb: string;
}) {
  return (
    <div className="lab-table-wrap">
      <table className="lab-table">
        <thead>
          <tr>
            <th scope="col">{per}</th>
            <th scope="col">A: {la}</th>
            <th scope="col">B: {lb}</th>
            <th scope="col">B minus A</th>
          </tr>
        </thead>
        {sectionsOf(rows).map(([section, part]) => (
          <tbody key={section}>
            <tr className="lab-section">
              <th scope="rowgroup" colSpan={4}>
                {SECTIONS[section]}
              </th>
            </tr>
            {part.map((r) => (
              <tr key={r.label} className={r.clear ? 'clear' : undefined}>
                <th scope="row">{r.label}</th>
                <td data-head={`A: ${la}`}>
                  <Est e={r.a} percent={r.percent} />
                </td>
                <td data-head={`B: ${lb}`}>
                  <Est e={r.b} percent={r.percent} />
                </td>
                <td data-head="B minus A">
                  <Est e={r.diff} percent={r.percent} sign />
                  {r.clear && <span className="lab-clear"> clear</span>}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

/** The run on show (`s.ran`, set), its `rows` of figures; `kinds`: the kinds of move weighed. */
export function LabResults({
  m,
  lab,
  s,
  ran,
  rows,
  kinds,
}: {
  m: AnyModule;
  lab: LabStore;
  s: LabState;
  ran: NonNullable<LabState['ran']>;
  rows: readonly FigureRow[];
  kinds: readonly string[];
}) {
  const [la, lb] = ran.labels;
  // The figures on show are of the run made, whatever is being set up since.
  const shown = UNIT_WORDS[ran.unit];
  return (
    <section className="lab-results" aria-label="Figures">
      <progress value={s.done} max={s.total} aria-label="Deals played" />
      <p role="status">
        {STATUS_WORDS[s.status]}: {s.sums.deals.toLocaleString('en')} of{' '}
        {ran.rounds.toLocaleString('en')} {shown.done} under both rule sets (and{' '}
        {s.sums.skill.toLocaleString('en')} for the skill probe
        {ran.worth ? `, ${s.sums.worth.toLocaleString('en')} for the weighing` : ''}),{' '}
        {timingWords(s)}.
      </p>
      <FigureTable rows={rows} per={shown.per} la={la} lb={lb} />
      <p className="lab-note">
        “Clear”: the range of the difference leaves out 0. Ranges are 95%. Seats are named by their
        place in the order of play: the first to play in the deal (in a match, in its first round),
        then the next.
      </p>
      <FigureCharts rows={rows} spec={ran} kinds={kinds} />
      <button
        type="button"
        className="btn"
        disabled={s.done === 0}
        onClick={() => downloadText(`${m.info.id}-lab.csv`, labCsv(m, lab.getState()), 'text/csv')}
      >
        Download the figures (CSV)
      </button>
    </section>
  );
}
