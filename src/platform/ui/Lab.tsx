/**
 * The rules lab of any game: two rule sets side by side (each from a preset, or its own
 * fields), bots in every seat, the same deals under both; it runs in a worker with a progress bar and Stop, and shows
 * each figure with its 95% interval and the paired difference, with a CSV to take away.
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AnyModule } from '../../games/registry';
import { notesOf } from '../../kit/rulesWords';
import { downloadText } from '../download';
import { createLabStore, labCsv, labRows } from '../lab/labStore';
import { STATUS_WORDS, timingWords } from '../lab/runner';
import {
  checkSpec,
  firstCount,
  LAB_UNITS,
  type LabSpec,
  type LabUnit,
  MAX_ROUNDS,
  seatsFor,
} from '../lab/spec';
import { type Estimate, type FigureRow, SECTIONS, type Section } from '../lab/stats';
import { labLink } from '../share';
import { FigureCharts } from './LabChart';
import './Lab.css';
import { CountField, LabBots, StartFrom, startsOf } from './LabFields';
import { ShareButton } from './Links';
import { RulesBlocked, RulesFields } from './RulesFields';
import { ScreenHead } from './ScreenHead';

/** The counts offered, by what each deal plays (a match lasts many rounds). */
const COUNTS: Record<LabUnit, number[]> = {
  rounds: [100, 500, 1000, 5000, 20000],
  matches: [20, 100, 500, 1000, 5000],
};
const UNIT_WORDS: Record<LabUnit, { play: string; count: string; per: string; done: string }> = {
  rounds: { play: 'First rounds', count: 'Rounds of each', per: 'Per round', done: 'deals' },
  matches: { play: 'Whole matches', count: 'Matches of each', per: 'Per match', done: 'matches' },
};
/** Beside a rule of the whole match (its length) while the lab plays first rounds. */
const MATCH_ONLY =
  'A rule of the whole match: first rounds never see it. Play whole matches to compare it.';

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

/**
 * A side's fields: folded under a summary where the game has presets (a side starts from
 * one; Kapaga has two dozen fields a side), else open as they are.
 */
function FieldsBox({ folded, children }: { folded: boolean; children: ReactNode }) {
  if (!folded) return children;
  return (
    <details className="lab-fields">
      <summary>Its rules, field by field</summary>
      {children}
    </details>
  );
}

/**
 * `spec`: a comparison from a link or the setup, set up but not run (the person presses
 * Compare); `house`: the house rules the setup holds.
 */
export function Lab({
  module: m,
  spec: linked,
  house,
  onClose,
}: {
  module: AnyModule;
  spec?: LabSpec;
  /** The house rules the table's setup holds (changed fields): a side may start from them. */
  house?: Record<string, unknown>;
  onClose(): void;
}) {
  const [lab] = useState(() => createLabStore(m, linked ? { spec: linked } : {}));
  const s = useStore(lab);
  useEffect(() => () => lab.getState().stop(), [lab]);
  const { spec } = s;
  const rows = labRows(m, s);
  const running = s.status === 'running';
  const [la, lb] = s.ran?.labels ?? spec.labels;
  const words = UNIT_WORDS[spec.unit];
  const counts = COUNTS[spec.unit];
  const kinds = (m.kinds ?? []).map((k) => k.name);
  // The figures on show are of the run made, whatever is being set up since.
  const shown = UNIT_WORDS[s.ran?.unit ?? spec.unit];
  const { min, max } = m.info.players;
  // A number typed that the rules do not allow, on either side, holds Compare until fixed.
  const [badA, setBadA] = useState<string[]>([]);
  const [badB, setBadB] = useState<string[]>([]);
  const bad = [...badA, ...badB];
  const errors = [spec.a, spec.b]
    .flatMap((r) => notesOf(m.rules, r, spec.players))
    .filter(
      (n, i, all) => n.level === 'error' && all.findIndex((x) => x.message === n.message) === i,
    );
  // A count typed out of range holds Compare too, with its reason.
  const [countBad, setCountBad] = useState(false);
  const held = bad.length > 0 || errors.length > 0 || countBad;
  const starts = startsOf(m, house);
  // A preset picked starts the side's fields afresh (what was typed in them goes with it).
  const [picks, setPicks] = useState<[number, number]>([0, 0]);
  const side = (k: 'a' | 'b', i: 0 | 1) => (
    <fieldset className="lab-side">
      <legend>Rule set {k.toUpperCase()}</legend>
      <StartFrom
        m={m}
        starts={starts}
        rules={spec[k]}
        onPick={(p) => {
          const labels: [string, string] = [...spec.labels];
          labels[i] = p.name;
          s.setSpec({ [k]: p.rules, labels });
          setPicks(([pa, pb]) => (i === 0 ? [pa + 1, pb] : [pa, pb + 1]));
        }}
      />
      <label className="lab-name">
        Name{' '}
        <input
          value={spec.labels[i]}
          maxLength={40}
          onChange={(e) => {
            const labels: [string, string] = [...spec.labels];
            labels[i] = e.target.value;
            s.setSpec({ labels });
          }}
        />
      </label>
      <FieldsBox folded={(m.rules.presets ?? []).length > 0}>
        <RulesFields
          key={picks[i]}
          config={m.rules}
          rules={spec[k]}
          players={spec.players}
          idPrefix={`lab-${k}`}
          onChange={(rules) => s.setSpec({ [k]: rules })}
          onBadFields={k === 'a' ? setBadA : setBadB}
          idle={{
            fields: spec.unit === 'rounds' ? (m.rules.matchFields ?? []) : [],
            why: MATCH_ONLY,
          }}
        />
      </FieldsBox>
    </fieldset>
  );

  return (
    <main className="platform-lab" aria-labelledby="lab-h">
      <ScreenHead id="lab-h" title={`Rules lab: ${m.info.name}`} onBack={onClose} />
      <p className="lab-intro">
        Bots play the same deals under both rule sets, so only the rules differ: the first round of
        each deal, or a whole match from it. Each figure is a mean with its 95% range; the
        difference is B minus A, deal by deal. The skill probe seats one hard bot among easy ones on
        deals of its own: does skill pay more under one rule set?
        {kinds.length > 0 &&
          ' Weighing a kind of move plays a deal again with one seat never making it: what it loses is what the move is worth.'}
      </p>
      <div className="lab-sides">
        {side('a', 0)}
        {side('b', 1)}
      </div>
      <div className="lab-run">
        <label>
          Players{' '}
          <select
            value={spec.players}
            onChange={(e) => {
              const players = Number(e.target.value);
              s.setSpec({ players, seats: seatsFor(spec.seats, players) });
            }}
          >
            {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <LabBots seats={spec.seats} onChange={(seats) => s.setSpec({ seats })} />
        <label>
          Play{' '}
          <select
            value={spec.unit}
            onChange={(e) => {
              const unit = LAB_UNITS.find((u) => u === e.target.value);
              if (unit === undefined) return;
              s.setSpec({ unit, rounds: firstCount(unit) });
              setCountBad(false);
            }}
          >
            {LAB_UNITS.map((u) => (
              <option key={u} value={u}>
                {UNIT_WORDS[u].play}
              </option>
            ))}
          </select>
        </label>
        {/* A new unit starts from its own count: the field starts again with it. */}
        <CountField
          key={spec.unit}
          label={words.count}
          value={spec.rounds}
          suggested={counts}
          onChange={(rounds) => {
            setCountBad(rounds === null);
            if (rounds !== null) s.setSpec({ rounds });
          }}
        />
        <label>
          First deal{' '}
          <input
            type="number"
            inputMode="numeric"
            value={spec.seed}
            onChange={(e) => s.setSpec({ seed: Math.trunc(Number(e.target.value)) || 0 })}
          />
        </label>
        {kinds.length > 0 && (
          <label className="lab-worth">
            <input
              type="checkbox"
              checked={spec.worth}
              onChange={(e) => s.setSpec({ worth: e.target.checked })}
            />{' '}
            Also weigh each kind of move: {kinds.join(', ')} (slower)
          </label>
        )}
        {running ? (
          <button type="button" className="btn" onClick={() => s.stop()}>
            Stop
          </button>
        ) : (
          <button
            type="button"
            className="btn primary"
            disabled={held}
            aria-describedby={held ? 'lab-blocked lab-count-bad' : undefined}
            onClick={() => s.start()}
          >
            Compare
          </button>
        )}
      </div>
      <RulesBlocked id="lab-blocked" players={spec.players} errors={errors} badFields={bad} />
      {countBad && (
        <p className="error" id="lab-count-bad">
          {words.count}: a whole number from 1 to {MAX_ROUNDS.toLocaleString('en')}.
        </p>
      )}
      <ShareButton
        label="Share this comparison"
        make={() => {
          // A comparison the lab would refuse makes no link: its reason shows instead.
          const checked = checkSpec(m, lab.getState().spec);
          if (checked.ok) return labLink(m, checked.value, window.location.href);
          lab.setState({ error: checked.error.message });
          return null;
        }}
      />
      {s.error && (
        <p className="notice" role="alert">
          {s.error}
        </p>
      )}
      {s.ran && (
        <section className="lab-results" aria-label="Figures">
          <progress value={s.done} max={s.total} aria-label="Deals played" />
          <p role="status">
            {STATUS_WORDS[s.status]}: {s.sums.deals.toLocaleString('en')} of{' '}
            {(s.ran?.rounds ?? 0).toLocaleString('en')} {shown.done} under both rule sets (and{' '}
            {s.sums.skill.toLocaleString('en')} for the skill probe
            {s.ran?.worth ? `, ${s.sums.worth.toLocaleString('en')} for the weighing` : ''}),{' '}
            {timingWords(s)}.
          </p>
          <div className="lab-table-wrap">
            <table className="lab-table">
              <thead>
                <tr>
                  <th scope="col">{shown.per}</th>
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
          <p className="lab-note">
            “Clear”: the range of the difference leaves out 0. Ranges are 95%. Seats are named by
            their place in the order of play: the first to play in the deal (in a match, in its
            first round), then the next.
          </p>
          <FigureCharts rows={rows} spec={s.ran} kinds={kinds} />
          <button
            type="button"
            className="btn"
            disabled={s.done === 0}
            onClick={() =>
              downloadText(`${m.info.id}-lab.csv`, labCsv(m, lab.getState()), 'text/csv')
            }
          >
            Download the figures (CSV)
          </button>
        </section>
      )}
    </main>
  );
}
