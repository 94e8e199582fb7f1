/**
 * The rules lab (issue 10): rule set A against rule set B, simulated by bots on every core,
 * figures streaming in with their 95% intervals, a mark where A and B clearly differ,
 * charts (loaded lazily) with their numbers in tables, a link and a CSV.
 */
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { downloadText } from '../../../platform/download';
import { STATUS_WORDS, timingWords } from '../../../platform/lab/runner';
import {
  createLabStore,
  DEFAULT_SPEC,
  type FigureRow,
  LAB_LEVELS,
  type LabSpec,
  type LabState,
  type LabStore,
  labCsv,
  selectLabProgress,
  selectLabRows,
} from '../store/lab/labStore';
import {
  LEVEL_NAMES,
  type Level,
  PRESET_NAMES,
  PRESET_TITLES,
  selectChosenRules,
  selectLab,
} from '../store/selectors';
import { encodeLab, recordRules } from '../store/share';
import { LinkField } from './Fields';
import { LabCharts } from './LabCharts';
import { LabTables } from './LabTables';
import { useActions, useGame } from './StoreContext';
import { labLink } from './url';
import './lab.css';
import './Lab.css';

function makeWorker(): Worker {
  return new Worker(new URL('../store/lab/labWorker.ts', import.meta.url), { type: 'module' });
}

/** The rule sets the lab offers for A and B: the presets, the house rules, the link's. */
function useRuleChoices(spec: LabSpec) {
  const house = recordRules(useGame(selectChosenRules));
  const choices: { key: string; label: string; rules: LabSpec['a'] }[] = PRESET_NAMES.map((p) => ({
    key: p,
    label: PRESET_TITLES[p],
    rules: p,
  }));
  choices.push({ key: 'house', label: 'Your house rules', rules: house });
  const same = (x: LabSpec['a'], y: LabSpec['a']) => JSON.stringify(x) === JSON.stringify(y);
  spec.labels.forEach((label, i) => {
    const rules = i === 0 ? spec.a : spec.b;
    if (!choices.some((c) => same(c.rules, rules)))
      choices.push({ key: `given${i}`, label: `${label} (from the link)`, rules });
  });
  const keyOf = (rules: LabSpec['a']) => choices.find((c) => same(c.rules, rules))?.key ?? '';
  return { choices, keyOf };
}

/** The unit as the sentence "Play 1000 ... per rule set" says it. */
const UNIT_WORDS: Record<LabSpec['unit'], string> = { rounds: 'rounds', matches: 'whole matches' };

function LabForm({ lab }: { lab: LabStore }) {
  const spec = useStore(lab, (s) => s.spec);
  const status = useStore(lab, (s) => s.status);
  const error = useStore(lab, (s) => s.error);
  const { setSpec, start, stop } = lab.getState();
  const { choices, keyOf } = useRuleChoices(spec);
  const id = useId();
  const allSame = spec.seats.every((l) => l === spec.seats[0]);
  const [perSeat, setPerSeat] = useState(!allSame);
  const setSide = (i: 0 | 1, key: string) => {
    const c = choices.find((x) => x.key === key);
    if (!c) return;
    const labels: [string, string] = [...spec.labels];
    labels[i] = c.label.replace(/ \(from the link\)$/, '');
    setSpec(i === 0 ? { a: c.rules, labels } : { b: c.rules, labels });
  };
  const setPlayers = (n: number) =>
    setSpec({
      players: n,
      seats: Array.from({ length: n }, (_, i) => spec.seats[i] ?? spec.seats[0] ?? 'hard'),
    });
  return (
    <form
      className="lab-form"
      aria-label="What to compare"
      onSubmit={(e) => {
        e.preventDefault();
        start();
      }}
    >
      {(['A', 'B'] as const).map((side, i) => (
        <div className="field" key={side}>
          <label htmlFor={`${id}-${side}`}>Rule set {side}</label>
          <select
            id={`${id}-${side}`}
            value={keyOf(i === 0 ? spec.a : spec.b)}
            onChange={(e) => setSide(i as 0 | 1, e.target.value)}
          >
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-players`}>Players</label>
        <select
          id={`${id}-players`}
          value={spec.players}
          onChange={(e) => setPlayers(Number(e.target.value))}
        >
          {[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="lab-bots">
        <legend>Who plays</legend>
        <label className="check">
          <input type="checkbox" checked={perSeat} onChange={(e) => setPerSeat(e.target.checked)} />
          Seat by seat
        </label>
        {(perSeat ? spec.seats : [spec.seats[0] ?? 'hard']).map((level, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position at the table
          <div className="field" key={`${i}-${spec.players}`}>
            <label htmlFor={`${id}-seat${i}`}>{perSeat ? `Seat ${i + 1}` : 'Every seat'}</label>
            <select
              id={`${id}-seat${i}`}
              value={level}
              onChange={(e) => {
                const l = e.target.value as Level;
                setSpec({
                  seats: perSeat
                    ? spec.seats.map((x, j) => (j === i ? l : x))
                    : spec.seats.map(() => l),
                });
              }}
            >
              {LAB_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <fieldset className="lab-amount">
        <legend>How much</legend>
        {/* One sentence: "Play [1000] [rounds] per rule set"; the number is named by it all. */}
        <p className="field lab-count">
          <span id={`${id}-play`}>Play</span>{' '}
          <span id={`${id}-unit-name`} hidden>
            {UNIT_WORDS[spec.unit]}
          </span>
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={100000}
            aria-labelledby={`${id}-play ${id}-unit-name ${id}-per`}
            value={spec.count}
            onChange={(e) =>
              setSpec({ count: Math.max(1, Math.floor(Number(e.target.value) || 1)) })
            }
          />{' '}
          <select
            id={`${id}-unit`}
            aria-label="Rounds or whole matches"
            value={spec.unit}
            onChange={(e) => setSpec({ unit: e.target.value as LabSpec['unit'] })}
          >
            {(['rounds', 'matches'] as const).map((u) => (
              <option key={u} value={u}>
                {UNIT_WORDS[u]}
              </option>
            ))}
          </select>{' '}
          <span id={`${id}-per`}>per rule set</span>
        </p>
        <div className="field">
          <label htmlFor={`${id}-seed`}>Seed</label>
          <input
            id={`${id}-seed`}
            type="number"
            value={spec.seed}
            onChange={(e) => setSpec({ seed: Math.floor(Number(e.target.value) || 0) })}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={spec.worth}
            onChange={(e) => setSpec({ worth: e.target.checked })}
          />
          Also measure what each special card is worth (more games)
        </label>
      </fieldset>
      <div className="buttons">
        <button type="submit" className="btn primary">
          {status === 'running' ? 'Start again' : 'Start'}
        </button>
        <button type="button" className="btn" disabled={status !== 'running'} onClick={stop}>
          Stop
        </button>
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

// Made as the lab opens: a number formatter's first use costs about 40 ms (the locale's data),
// which would otherwise land in the Start click's task.
const COUNT = new Intl.NumberFormat('en');

function LabProgress({ lab }: { lab: LabStore }) {
  const s = useStore(lab, (x: LabState) => x);
  const p = selectLabProgress(s);
  if (!s.ran) return <p className="muted">Choose what to compare, then Start.</p>;
  const unit = s.ran.unit;
  const done = Math.min(s.sums[0].units.main, s.sums[1].units.main);
  return (
    <div className="lab-progress">
      <progress value={p} max={1} aria-label="Simulated so far" />
      <p role="status">
        {STATUS_WORDS[s.status]}: {COUNT.format(done)} of {COUNT.format(s.ran.count)} {unit} per
        rule set, {timingWords(s)}.
      </p>
    </div>
  );
}

function LabShare({ lab }: { lab: LabStore }) {
  const spec = useStore(lab, (s) => s.spec);
  const ran = useStore(lab, (s) => s.ran !== null);
  const id = useId();
  return (
    <section className="lab-share" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Share</h2>
      <LinkField
        id={`${id}-link`}
        label="A link to this comparison (same numbers anywhere)"
        link={labLink(encodeLab(spec))}
      />
      <button
        type="button"
        className="btn"
        disabled={!ran}
        onClick={() => downloadText('kapaga-lab.csv', labCsv(lab.getState()), 'text/csv')}
      >
        Download the figures (CSV)
      </button>
    </section>
  );
}

export function LabScreen() {
  const from = useGame(selectLab);
  const { showNewGame } = useActions();
  const [lab] = useState(() =>
    createLabStore(from ?? DEFAULT_SPEC, {
      makeWorker: typeof Worker === 'function' ? makeWorker : null,
    }),
  );
  // The figures render at a lower priority than typing and the progress line: React may
  // cut their rendering into slices and skip a tick that a newer one replaces.
  const rows: FigureRow[] = useDeferredValue(useStore(lab, selectLabRows));
  const ran = useDeferredValue(useStore(lab, (s) => s.ran));
  // The charts mount a task after the tables: two short commits instead of one long one.
  const [charts, setCharts] = useState<typeof ran>(null);
  useEffect(() => {
    const t = setTimeout(() => setCharts(ran), 0);
    return () => clearTimeout(t);
  }, [ran]);
  const id = useId();
  return (
    <div className="lab-screen">
      <header className="topbar">
        <p className="logo small">Kapaga</p>
        <nav aria-label="Lab menu" className="menu">
          <button
            type="button"
            className="btn small ghost"
            onClick={() => {
              lab.getState().stop();
              showNewGame();
            }}
          >
            Back
          </button>
        </nav>
      </header>
      <main className="lab-main rules-lab" aria-labelledby={`${id}-h`}>
        <h1 id={`${id}-h`} className="lab-title">
          Rules lab
        </h1>
        <p className="lab-intro">
          See what a house rule does before the table argues about it: bots play both rule sets on
          the same deals, and every figure comes with its 95% interval. ≠ marks where A and B
          clearly differ.
        </p>
        <div className="lab-grid">
          <div className="lab-side">
            <LabForm lab={lab} />
            <LabShare lab={lab} />
          </div>
          <div className="lab-results">
            <LabProgress lab={lab} />
            {ran && rows.length > 0 && (
              <>
                <LabTables rows={rows} spec={ran} />
                {charts === ran && <LabCharts rows={rows} spec={ran} />}
              </>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
