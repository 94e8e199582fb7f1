/**
 * A finished (or any) match step by step, for any game: first, back, next, last and a
 * slider, on the game's own table from the seat picked, with the log line of each action.
 * A record that does not replay is refused in words, with its details for a bug report.
 */
import { Suspense, useMemo, useState } from 'react';
import type { Narrator } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { Words } from '../../kit/ui/Words';
import { downloadRecord } from '../download';
import { type Logged, replayLogged } from '../log';
import { people } from '../plan';
import { type MatchRecord, readRecord, roundsAlong } from '../record';
import { BROKEN_REPLAY } from '../share';
import { SeenBy } from './SeenBy';
import { useTable } from './useTable';
import { viewOf } from './views';

/** Every state of the record (the deal first) and each action's line, or why it does not replay. */
function stepsOf(
  m: AnyModule,
  x: unknown,
):
  | { ok: true; record: MatchRecord; steps: Logged; narrator: Narrator }
  | { ok: false; detail: string } {
  const rec = readRecord(x, m.info.id);
  if (!rec.ok) return { ok: false, detail: rec.error.detail ?? rec.error.message };
  // A replay names every seat (nobody is "you"): it is watched, not played.
  const n: Narrator = { names: rec.value.seats.map((p) => p.name), you: null };
  const steps = replayLogged(m, rec.value, n, true);
  if (!steps.ok) return { ok: false, detail: steps.error.detail ?? steps.error.message };
  return { ok: true, record: rec.value, steps: steps.value, narrator: n };
}

export function Replay({
  module: m,
  record,
  prefs,
  onClose,
}: {
  module: AnyModule;
  record: unknown;
  /** The game's own table settings (GameModule.prefs), as the person set them. */
  prefs?: Readonly<Record<string, unknown>>;
  onClose(): void;
}) {
  const read = useMemo(() => stepsOf(m, record), [m, record]);
  const Table = useTable(m);
  const [at, setAt] = useState(0);
  const [seat, setSeat] = useState(0);
  const [open, setOpen] = useState(false);
  if (!read.ok) return <BrokenReplay detail={read.detail} onClose={onClose} />;
  const { record: r, narrator: n } = read;
  const { states, lines } = read.steps;
  const last = states.length - 1;
  const go = (i: number) => setAt(Math.max(0, Math.min(last, i)));
  const e = m.engine;
  const game = states[at];
  const st = e.status(game);
  const line = stepLine(lines, at, last);
  // Every card face up: a match that is over, or that only bots played (nobody playing it
  // could be shown a hidden card).
  const ended = e.status(states[last]).phase === 'game-over';
  const openable = (ended || people(r.seats).length === 0) && e.openView !== undefined;

  return (
    <main className="platform-replay" aria-label="Watch a match">
      <header className="match-head">
        <button type="button" className="btn small" onClick={onClose}>
          Back
        </button>
        <h1 className="match-title">
          {m.info.name} <span className="round">Round {st.round}</span>
        </h1>
        <SeenBy
          names={r.seats.map((p) => p.name)}
          seat={seat}
          onSeat={setSeat}
          {...(openable ? { open, onOpen: setOpen } : {})}
        />
        <Totals names={r.seats.map((p) => p.name)} scores={st.scores} />
      </header>
      <p className="replay-line" aria-live="polite">
        <span className="replay-step">
          Step {at} of {last}:
        </span>{' '}
        <Words tokens={line} />
      </p>
      <ReplayControls at={at} last={last} go={go} onDownload={() => downloadRecord(r)} />
      {Table ? (
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <div className="match-table">
            <Table
              view={viewOf(m, game, seat, openable && open)}
              legal={[]}
              act={() => {}}
              narrator={n}
              players={r.seats}
              rounds={roundsAlong(e, states.slice(0, at + 1))}
              decisions={r.seats.map(() => null)}
              motion={false}
              prefs={prefs}
            />
          </div>
        </Suspense>
      ) : (
        <p className="notice">This game has no table to show the match on yet.</p>
      )}
    </main>
  );
}

/** A record that does not replay: said, with its details for a bug report. */
function BrokenReplay({ detail, onClose }: { detail: string; onClose(): void }) {
  return (
    <main className="platform-replay" aria-label="Watch a match">
      <div className="notice" role="alert">
        <p>{BROKEN_REPLAY}</p>
        <details>
          <summary>Details (for a bug report)</summary>
          <pre>{detail}</pre>
        </details>
        <button type="button" className="btn primary" onClick={onClose}>
          Back
        </button>
      </div>
    </main>
  );
}

/** First, back one, the slider, next, last; and the record as a file. */
function ReplayControls({
  at,
  last,
  go,
  onDownload,
}: {
  at: number;
  last: number;
  go(i: number): void;
  onDownload(): void;
}) {
  return (
    <div className="replay-controls">
      <button type="button" className="btn small" onClick={() => go(0)} disabled={at === 0}>
        First
      </button>
      <button type="button" className="btn small" onClick={() => go(at - 1)} disabled={at === 0}>
        Back one
      </button>
      <input
        type="range"
        min={0}
        max={last}
        value={at}
        aria-label="Step"
        onChange={(ev) => go(Number(ev.target.value))}
      />
      <button type="button" className="btn small" onClick={() => go(at + 1)} disabled={at === last}>
        Next
      </button>
      <button type="button" className="btn small" onClick={() => go(last)} disabled={at === last}>
        Last
      </button>
      <button type="button" className="btn small" onClick={onDownload}>
        Download
      </button>
    </div>
  );
}

/** The line of step `at` of `last` (the deal's own for step 0). */
function stepLine(lines: Logged['lines'], at: number, last: number) {
  // A game that says its deals has the deal's line first: each state's line is one further on.
  const dealSaid = lines.length - last;
  return lines[at - 1 + dealSaid]?.words ?? [{ kind: 'text' as const, text: 'The deal.' }];
}

/** Each seat's total at this step. */
function Totals({ names, scores }: { names: readonly string[]; scores: readonly number[] }) {
  return (
    <ol className="totals" aria-label="Totals">
      {names.map((name, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: seats are their places
        <li key={i}>
          <bdi className="name">{name}</bdi> <span className="num">{scores[i]}</span>
        </li>
      ))}
    </ol>
  );
}
