/**
 * The rules lab of any game: two rule sets side by side (each from a preset, or its own
 * fields), bots in every seat, the same deals under both; it runs in a worker with a progress bar and Stop, and shows
 * each figure with its 95% interval and the paired difference, with a CSV to take away.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AnyModule } from '../../games/registry';
import { notesOf } from '../../kit/rulesWords';
import { createLabStore, type LabStore, labRows } from '../lab/labStore';
import {
  checkSpec,
  firstCount,
  LAB_UNITS,
  type LabSpec,
  type LabUnit,
  MAX_ROUNDS,
  seatsFor,
} from '../lab/spec';
import { labLink } from '../share';
import './Lab.css';
import { CountField, LabBots, startsOf } from './LabFields';
import { LabResults, UNIT_WORDS } from './LabResults';
import { LabSide } from './LabSide';
import { ShareButton } from './Links';
import { RulesBlocked } from './RulesFields';
import { ScreenHead } from './ScreenHead';

/** The counts offered, by what each deal plays (a match lasts many rounds). */
const COUNTS: Record<LabUnit, number[]> = {
  rounds: [100, 500, 1000, 5000, 20000],
  matches: [20, 100, 500, 1000, 5000],
};

/** What either side's rules break (each said once), with the players set up. */
const rulesErrors = (m: AnyModule, spec: LabSpec) =>
  [spec.a, spec.b]
    .flatMap((r) => notesOf(m.rules, r, spec.players))
    .filter(
      (n, i, all) => n.level === 'error' && all.findIndex((x) => x.message === n.message) === i,
    );

/** A link to the comparison set up; a comparison the lab would refuse makes none: its reason shows instead. */
function shareLink(m: AnyModule, lab: LabStore): string | null {
  const checked = checkSpec(m, lab.getState().spec);
  if (checked.ok) return labLink(m, checked.value, window.location.href);
  lab.setState({ error: checked.error.message });
  return null;
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
  const kinds = (m.kinds ?? []).map((k) => k.name);
  // A number typed that the rules do not allow, on either side, holds Compare until fixed.
  const [badA, setBadA] = useState<string[]>([]);
  const [badB, setBadB] = useState<string[]>([]);
  const bad = [...badA, ...badB];
  const errors = rulesErrors(m, spec);
  // A count typed out of range holds Compare too, with its reason.
  const [countBad, setCountBad] = useState(false);
  const held = bad.length > 0 || errors.length > 0 || countBad;
  const starts = startsOf(m, house);
  const side = { m, spec, starts, setSpec: s.setSpec };

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
        <LabSide {...side} k="a" i={0} onBadFields={setBadA} />
        <LabSide {...side} k="b" i={1} onBadFields={setBadB} />
      </div>
      <LabRun
        m={m}
        spec={spec}
        setSpec={s.setSpec}
        kinds={kinds}
        running={s.status === 'running'}
        held={held}
        onCountBad={setCountBad}
        onStop={() => s.stop()}
        onStart={() => s.start()}
      />
      <RulesBlocked id="lab-blocked" players={spec.players} errors={errors} badFields={bad} />
      {countBad && (
        <p className="error" id="lab-count-bad">
          {UNIT_WORDS[spec.unit].count}: a whole number from 1 to {MAX_ROUNDS.toLocaleString('en')}.
        </p>
      )}
      <ShareButton label="Share this comparison" make={() => shareLink(m, lab)} />
      {s.error && (
        <p className="notice" role="alert">
          {s.error}
        </p>
      )}
      {s.ran && <LabResults m={m} lab={lab} s={s} ran={s.ran} rows={rows} kinds={kinds} />}
    </main>
  );
}

/**
 * What the comparison plays (the seats, the bots, first rounds or whole matches, how many,
 * from which deal, the moves weighed) and the button that runs it or stops it.
 */
function LabRun({
  m,
  spec,
  setSpec,
  kinds,
  running,
  held,
  onCountBad,
  onStop,
  onStart,
}: {
  m: AnyModule;
  spec: LabSpec;
  setSpec(patch: Partial<LabSpec>): void;
  kinds: readonly string[];
  running: boolean;
  /** Something set up is wrong (said below): Compare waits. */
  held: boolean;
  onCountBad(bad: boolean): void;
  onStop(): void;
  onStart(): void;
}) {
  return (
    <div className="lab-run">
      <PlayersPick m={m} spec={spec} setSpec={setSpec} />
      <LabBots seats={spec.seats} onChange={(seats) => setSpec({ seats })} />
      <UnitPick spec={spec} setSpec={setSpec} onCountBad={onCountBad} />
      {/* A new unit starts from its own count: the field starts again with it. */}
      <CountField
        key={spec.unit}
        label={UNIT_WORDS[spec.unit].count}
        value={spec.rounds}
        suggested={COUNTS[spec.unit]}
        onChange={(rounds) => {
          onCountBad(rounds === null);
          if (rounds !== null) setSpec({ rounds });
        }}
      />
      <label>
        First deal{' '}
        <input
          type="number"
          inputMode="numeric"
          value={spec.seed}
          onChange={(e) => setSpec({ seed: Math.trunc(Number(e.target.value)) || 0 })}
        />
      </label>
      {kinds.length > 0 && (
        <label className="lab-worth">
          <input
            type="checkbox"
            checked={spec.worth}
            onChange={(e) => setSpec({ worth: e.target.checked })}
          />{' '}
          Also weigh each kind of move: {kinds.join(', ')} (slower)
        </label>
      )}
      {running ? (
        <button type="button" className="btn" onClick={onStop}>
          Stop
        </button>
      ) : (
        <button
          type="button"
          className="btn primary"
          disabled={held}
          aria-describedby={held ? 'lab-blocked lab-count-bad' : undefined}
          onClick={onStart}
        >
          Compare
        </button>
      )}
    </div>
  );
}

type SpecProps = { spec: LabSpec; setSpec(patch: Partial<LabSpec>): void };

/** How many seats: the bots in them follow (seatsFor). */
function PlayersPick({ m, spec, setSpec }: SpecProps & { m: AnyModule }) {
  const { min, max } = m.info.players;
  return (
    <label>
      Players{' '}
      <select
        value={spec.players}
        onChange={(e) => {
          const players = Number(e.target.value);
          setSpec({ players, seats: seatsFor(spec.seats, players) });
        }}
      >
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n}>{n}</option>
        ))}
      </select>
    </label>
  );
}

/** First rounds or whole matches: a new unit starts from its own count. */
function UnitPick({ spec, setSpec, onCountBad }: SpecProps & { onCountBad(bad: boolean): void }) {
  return (
    <label>
      Play{' '}
      <select
        value={spec.unit}
        onChange={(e) => {
          const unit = LAB_UNITS.find((u) => u === e.target.value);
          if (unit === undefined) return;
          setSpec({ unit, rounds: firstCount(unit) });
          onCountBad(false);
        }}
      >
        {LAB_UNITS.map((u) => (
          <option key={u} value={u}>
            {UNIT_WORDS[u].play}
          </option>
        ))}
      </select>
    </label>
  );
}
