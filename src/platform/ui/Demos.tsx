/**
 * A game's demos (`Demo` in games/scripted.ts): a list, then one demo played on the game's
 * own table from seat 0's view (every hand face up if the demo asks), step by step with a
 * caption and what happened so far; again under its house rule changed, if it has one.
 * Back, Next, Play out and Replay (and the arrow keys) move through it; nothing here knows
 * the game.
 */
import { type Dispatch, type SetStateAction, Suspense, useEffect, useMemo, useState } from 'react';
import type { AnyAction, Demo } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { Words } from '../../kit/ui/Words';
import { playSteps } from '../script';
import { motionOk, scriptNarrator, useTable } from './useTable';

type AnyDemo = Demo<unknown, AnyAction>;

/** The arrow keys step too (outside fields and the game's own dialogs). */
function useArrowSteps(setStep: Dispatch<SetStateAction<number>>, last: number) {
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea, dialog'))
        return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(s + 1, last));
      if (e.key === 'ArrowLeft') setStep((s) => Math.max(s - 1, 0));
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
    // setStep is the state's own setter: it never changes.
  }, [setStep, last]);
}

function Player({ m, demo, onList }: { m: AnyModule; demo: AnyDemo; onList(): void }) {
  const Table = useTable(m);
  const [step, setStep] = useState(0);
  // Played as set up, or again under its house rule changed.
  const [changed, setChanged] = useState(false);
  const run = changed && demo.changed ? demo.changed : demo;
  const last = run.steps.length;
  const start = useMemo(() => run.start(), [run]);
  const game = useMemo(() => playSteps(m.engine, start, run.steps, step), [m, start, run, step]);
  const caption = step === 0 ? demo.intro : (run.steps[step - 1]?.say ?? []);
  const e = m.engine;
  const view = demo.open && e.openView ? e.openView(game, 0) : e.playerView(game, 0);
  const players = e.status(game).scores.length;
  const n = demo.names ? { names: [...demo.names], you: null } : scriptNarrator(m, players, 0);

  useArrowSteps(setStep, last);

  return (
    <main className="platform-script" aria-labelledby="demo-h">
      <header className="match-head">
        <button type="button" className="btn small" onClick={onList}>
          All demos
        </button>
        <h1 id="demo-h" className="match-title">
          {demo.title}
        </h1>
      </header>
      {Table && (
        <Suspense fallback={<p className="loading">Loading…</p>}>
          <div className="match-table">
            <Table
              key={`${demo.id}:${changed}`}
              view={view}
              legal={[]}
              act={() => {}}
              narrator={n}
              decisions={[]}
              motion={motionOk()}
              steady
            />
          </div>
        </Suspense>
      )}
      <section className="script-bar" aria-label="Demo controls">
        <p className="script-say" aria-live="polite">
          <span className="script-count">{step === 0 ? 'Start' : `Step ${step} of ${last}`}</span>{' '}
          <Words tokens={caption} />
        </p>
        <StepButtons step={step} last={last} setStep={setStep} />
        {demo.changed && (
          <label className="script-changed">
            <input
              type="checkbox"
              checked={changed}
              onChange={(x) => {
                setChanged(x.target.checked);
                setStep(0);
              }}
            />{' '}
            Again with the house rule changed to {demo.changed.rule}
          </label>
        )}
        {step > 0 && <SoFar steps={run.steps.slice(0, step)} />}
      </section>
    </main>
  );
}

export function Demos({ module: m, onLeave }: { module: AnyModule; onLeave(): void }) {
  const [open, setOpen] = useState<AnyDemo | null>(null);
  if (open) return <Player m={m} demo={open} onList={() => setOpen(null)} />;
  return (
    <main className="platform-setup demos-list" aria-labelledby="demos-h">
      <header className="match-head">
        <button type="button" className="btn small" onClick={onLeave}>
          Menu
        </button>
        <h1 id="demos-h" className="match-title">
          {m.info.name}: demos
        </h1>
      </header>
      <ul className="demo-picks">
        {(m.demos ?? []).map((d) => (
          <li key={d.id}>
            <button type="button" className="demo-pick" onClick={() => setOpen(d)}>
              <span className="demo-title">{d.title}</span>
              <span className="demo-shows">{d.shows}</span>
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** Back, Next, Play out (to the last step) and Replay (from the start). */
function StepButtons({
  step,
  last,
  setStep,
}: {
  step: number;
  last: number;
  setStep(n: number): void;
}) {
  return (
    <div className="script-buttons">
      <button
        type="button"
        className="btn small"
        disabled={step === 0}
        onClick={() => setStep(step - 1)}
      >
        Back
      </button>
      <button
        type="button"
        className="btn small primary"
        disabled={step === last}
        onClick={() => setStep(step + 1)}
      >
        Next
      </button>
      <button
        type="button"
        className="btn small"
        disabled={step === last}
        onClick={() => setStep(last)}
      >
        Play out
      </button>
      <button type="button" className="btn small" onClick={() => setStep(0)}>
        Replay
      </button>
    </div>
  );
}

/** What happened so far: the steps played, in their words. */
function SoFar({ steps }: { steps: AnyDemo['steps'] }) {
  return (
    <details className="script-log">
      <summary>What happened so far</summary>
      <ol>
        {steps.map((s, i) => (
          // Steps are fixed: their place is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: a script's steps never move
          <li key={i}>
            <Words tokens={s.say} />
          </li>
        ))}
      </ol>
    </details>
  );
}
