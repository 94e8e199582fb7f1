/**
 * The lesson's coach bubble (Lesson.tsx). It is as tall as the longest thing the coach will
 * say in the whole lesson, at every step: every screen of words is laid, unseen, in one grid
 * cell behind the words shown now. So the instruction is never scrolled out of view, and the
 * table above keeps one size from step to step, whatever the screen or the text size. The
 * unseen screens are drawn by CSS from `data-text`, so they are no part of the page's text.
 */
import type { AnyAction, Lesson, LessonStep, Token } from '../../games/module';
import { keepNumbers, plainText, Words } from '../../kit/react/Words';

/** What the bubble shows at one moment. */
export interface CoachScreen {
  /** What another seat just did (an `auto` step's caption). */
  did: readonly Token[] | null;
  intro: readonly Token[] | null;
  /** The step's instruction, or the lesson's last words. */
  say: readonly Token[] | null;
  /** A kind refusal of a wrong move: it takes the bubble's place. */
  hint: readonly Token[] | null;
}

const NOT_THIS: Token = { kind: 'text', text: 'Not this time. ' };

/** The refusal of a move other than the coached one. */
export const refusal = (step: LessonStep<AnyAction>): readonly Token[] => [
  NOT_THIS,
  ...(step.who === 'coach' && step.hint ? step.hint : step.say),
];

/** The screen before step `i` (`i` = steps.length: the end), `did` what came before it. */
export function screenAt(
  lesson: Lesson<unknown, AnyAction>,
  i: number,
  did: readonly Token[] | null,
): CoachScreen {
  const step = lesson.steps[i];
  const say = step ? (step.who === 'auto' ? null : step.say) : lesson.end;
  return { did, intro: i === 0 ? lesson.intro : null, say, hint: null };
}

/** Every screen the lesson can show, in order: each step's words and its refusal. */
export function everyScreen(lesson: Lesson<unknown, AnyAction>): CoachScreen[] {
  const out: CoachScreen[] = [];
  for (let i = 0; i <= lesson.steps.length; i++) {
    const before = lesson.steps[i - 1];
    out.push(screenAt(lesson, i, before?.who === 'auto' ? before.say : null));
    const step = lesson.steps[i];
    if (step?.who === 'coach') out.push({ did: null, intro: null, say: null, hint: refusal(step) });
  }
  return out;
}

function Screen({ s }: { s: CoachScreen }) {
  if (s.hint)
    return (
      <p className="coach-hint" role="alert">
        <Words tokens={s.hint} />
      </p>
    );
  return (
    <>
      {s.did && (
        <p className="coach-did">
          <Words tokens={s.did} />
        </p>
      )}
      {s.intro && (
        <p className="coach-intro">
          <Words tokens={s.intro} />
        </p>
      )}
      {s.say && (
        <p className="coach-say">
          <Words tokens={s.say} />
        </p>
      )}
      {!s.say && !s.did && <p className="coach-did">…</p>}
    </>
  );
}

/** A screen's paragraphs, unseen and unread: only their size counts. */
function Sizer({ s }: { s: CoachScreen }) {
  const paras: [string, readonly Token[] | null][] = s.hint
    ? [['coach-hint', s.hint]]
    : [
        ['coach-did', s.did],
        ['coach-intro', s.intro],
        ['coach-say', s.say],
      ];
  return (
    <div className="coach-sizer" aria-hidden="true">
      {paras.map(([kind, t]) =>
        t ? <p key={kind} className={kind} data-text={keepNumbers(plainText(t))} /> : null,
      )}
    </div>
  );
}

export function CoachBubble({ now, all }: { now: CoachScreen; all: readonly CoachScreen[] }) {
  return (
    // Only text past the tallest screen (a browser's own text size) ever scrolls it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable
    <div className="coach-bubble" tabIndex={0}>
      <div className="coach-now" aria-live="polite">
        <Screen s={now} />
      </div>
      {all.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lesson's fixed screens, in order
        <Sizer key={i} s={s} />
      ))}
    </div>
  );
}
