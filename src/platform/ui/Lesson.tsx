/**
 * A game's coached first round (`Lesson` in games/module.ts) on its own table: the coach
 * says what to do and why; the person's seat may make only that action (another legal one
 * is refused kindly, with a hint, unless the step takes any); the other seats' steps play
 * themselves with a caption, or are told first and play on Next; at the end, a normal match. The platform cannot see a game's
 * table, so the coach's words name the place; a table may mark it with `data-coach`.
 */
import { type ComponentProps, Suspense, useEffect, useMemo, useState } from 'react';
import type { AnyAction, Token } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { sameAction } from '../script';
import { CoachBubble, everyScreen, refusal, screenAt } from './CoachBubble';
import { motionOk, scriptNarrator, useTable } from './useTable';

interface Props {
  module: AnyModule;
  onLeave(): void;
  /** Hand over to a normal match, named by `doneLabel` ("Play a match"). */
  onDone(): void;
  doneLabel: string;
  /** Milliseconds before a step that plays itself (tests: 0). */
  pace?: number;
  /** The game's own table settings (GameModule.prefs), as the person set them. */
  prefs?: Readonly<Record<string, unknown>>;
}

interface At {
  game: unknown;
  /** The next step to make. */
  i: number;
  /** What the last self-playing step did. */
  did: readonly Token[] | null;
  /** The kind refusal of the last wrong action. */
  hint: readonly Token[] | null;
}

/** Another seat's step plays itself after a pause long enough to follow it. */
function useAutoStep(
  m: AnyModule,
  step: NonNullable<AnyModule['lesson']>['steps'][number] | undefined,
  at: At,
  setAt: (at: At) => void,
  pace: number,
) {
  const e = m.engine;
  useEffect(() => {
    if (step?.who !== 'auto') return;
    const t = setTimeout(() => {
      const r = e.applyAction(at.game, step.action);
      if (r.ok) setAt({ game: r.value, i: at.i + 1, did: step.say, hint: null });
    }, pace);
    return () => clearTimeout(t);
  }, [step, at, e, pace, setAt]);
}

export function Lesson({ module: m, onLeave, onDone, doneLabel, pace = 1400, prefs }: Props) {
  const lesson = m.lesson;
  const Table = useTable(m);
  const e = m.engine;
  const fresh = (): At => ({ game: lesson?.start() ?? null, i: 0, did: null, hint: null });
  const [at, setAt] = useState<At>(fresh);
  const steps = lesson?.steps ?? [];
  const screens = useMemo(() => (lesson ? everyScreen(lesson) : []), [lesson]);
  const step = steps[at.i];

  useAutoStep(m, step, at, setAt, pace);

  const target = step?.who === 'coach' ? step.target : undefined;
  const mark = coachMark(target);

  if (!lesson || at.game === null) return null;
  const seat = lesson.seat;
  const coached = step?.who === 'coach';
  const legal = coached ? e.actionsFor(at.game, seat) : [];
  const act = (a: AnyAction) => {
    if (step?.who !== 'coach') return;
    if (!step.any && !sameAction(a, step.action)) {
      setAt({ ...at, hint: refusal(step) });
      return;
    }
    const r = e.applyAction(at.game, a);
    if (r.ok) setAt({ game: r.value, i: at.i + 1, did: null, hint: null });
  };
  // A step to watch plays when the person asks.
  const watch = step?.who === 'watch' ? step : null;
  const next = () => {
    if (!watch) return;
    const r = e.applyAction(at.game, watch.action);
    if (r.ok) setAt({ game: r.value, i: at.i + 1, did: null, hint: null });
  };
  const done = at.i >= steps.length;
  const n = lesson.names
    ? { names: [...lesson.names], you: seat }
    : scriptNarrator(m, e.status(at.game).scores.length, seat);

  return (
    <main className="platform-script lesson" aria-labelledby="lesson-h">
      <LessonHead name={m.info.name} onLeave={onLeave} onOver={() => setAt(fresh())} />
      {Table && (
        <Suspense fallback={<p className="loading">Loading…</p>}>
          {mark && <style>{mark}</style>}
          <div className="match-table" data-coach-target={target}>
            <Table
              view={e.playerView(at.game, seat)}
              legal={legal}
              act={act}
              narrator={n}
              decisions={[]}
              motion={motionOk()}
              prefs={prefs}
              steady
            />
          </div>
        </Suspense>
      )}
      <CoachBar
        now={
          at.hint
            ? { did: null, intro: null, say: null, hint: at.hint }
            : screenAt(lesson, at.i, at.did)
        }
        all={screens}
        onNext={watch ? next : null}
        done={done ? { label: doneLabel, onDone } : null}
      />
    </main>
  );
}

/**
 * The game's table may mark the place the coach names (`data-coach`): a rule, not a class on
 * its elements, so it holds however the table renders (and while it loads).
 */
function coachMark(target: string | undefined): string {
  return target
    ? `.lesson [data-coach-target] [data-coach="${CSS.escape(target)}"] { outline: 4px solid var(--coach-ring, #fff); outline-offset: 3px; box-shadow: 0 0 0 9px rgb(255 255 255 / 0.35); animation: var(--coach-pulse, none); }`
    : '';
}

/** Back to the menu, the lesson's title, and Start over. */
function LessonHead({ name, onLeave, onOver }: { name: string; onLeave(): void; onOver(): void }) {
  return (
    <header className="match-head">
      <button type="button" className="btn small" onClick={onLeave}>
        Menu
      </button>
      <h1 id="lesson-h" className="match-title">
        {/* A narrow phone keeps the header on one line: "to play" is only heard there. */}
        Learn <span className="lesson-long">to play </span>
        {name}
      </h1>
      <button type="button" className="btn small ghost" onClick={onOver}>
        Start over
      </button>
    </header>
  );
}

/** The coach's words, and Next (a step to watch) or the hand-over to a match (at the end). */
function CoachBar({
  now,
  all,
  onNext,
  done,
}: {
  now: ComponentProps<typeof CoachBubble>['now'];
  all: ComponentProps<typeof CoachBubble>['all'];
  onNext: (() => void) | null;
  done: { label: string; onDone(): void } | null;
}) {
  return (
    <section className="script-bar coach" aria-label="Coach">
      <CoachBubble now={now} all={all} />
      {onNext && (
        <div className="script-buttons">
          <button type="button" className="btn small primary" onClick={onNext}>
            Next
          </button>
        </div>
      )}
      {done && (
        <div className="script-buttons">
          <button type="button" className="btn small primary" onClick={done.onDone}>
            {done.label}
          </button>
        </div>
      )}
    </section>
  );
}
