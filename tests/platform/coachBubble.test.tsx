/**
 * The lesson's coach bubble (src/platform/ui/CoachBubble.tsx): one height for the whole
 * lesson, so the instruction is never scrolled away and the table keeps its size (issue 34,
 * item 21; e2e/kapow-lesson.spec.ts measures it in a browser).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LESSON } from '../../src/games/kapow/content/lesson';
import type { AnyAction, Lesson } from '../../src/games/module';
import { CoachBubble, everyScreen, refusal, screenAt } from '../../src/platform/ui/CoachBubble';

const lesson = LESSON as unknown as Lesson<unknown, AnyAction>;
const text = (t: readonly { text: string }[] | null) => (t ?? []).map((x) => x.text).join('');
/** The page keeps a number on the line of the word before it (a no-break space). */
const read = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

describe('the coach bubble', () => {
  test('K9-K18: every screen of the lesson is laid out, each step’s words and its refusal', () => {
    const all = everyScreen(lesson);
    for (const s of lesson.steps) {
      if (s.who === 'auto') continue;
      expect(all.some((x) => text(x.say) === text(s.say))).toBe(true);
      if (s.who === 'coach') expect(all.some((x) => text(x.hint) === text(refusal(s)))).toBe(true);
    }
    // The first screen has the intro; the last the lesson's end, after Kai's last caption.
    expect(all[0]?.intro).toBe(lesson.intro);
    expect(text(all.at(-1)?.say ?? null)).toBe(text(lesson.end));
    // A step after Kai's shows what Kai did above the instruction.
    const after = lesson.steps.findIndex(
      (s, i) => s.who === 'coach' && i > 0 && lesson.steps[i - 1]?.who === 'auto',
    );
    expect(text(screenAt(lesson, after, lesson.steps[after - 1]?.say ?? null).did)).toMatch(
      /^Kai /,
    );
  });

  test('only the screen of the moment is read; the others size the bubble, unseen and unread', () => {
    const all = everyScreen(lesson);
    const now = screenAt(lesson, 0, null);
    const { container } = render(<CoachBubble now={now} all={all} />);
    const bubble = container.querySelector('.coach-bubble');
    expect(read(bubble?.textContent)).toBe(text(lesson.intro) + text(lesson.steps[0]?.say ?? null));
    const sizers = container.querySelectorAll('.coach-sizer[aria-hidden="true"]');
    expect(sizers.length).toBe(all.length);
    // Their words are drawn by CSS from data-text: no part of the page's text.
    const last = sizers[sizers.length - 1]?.querySelector('p');
    expect(read(last?.getAttribute('data-text'))).toBe(text(lesson.end));
    // Focusable, for the rare text too large for it (axe: scrollable-region-focusable).
    expect(bubble?.getAttribute('tabindex')).toBe('0');
  });

  test('a refusal takes the bubble’s place, as an alert', () => {
    const step = lesson.steps[0];
    if (!step) throw new Error('no step');
    render(
      <CoachBubble
        now={{ did: null, intro: null, say: null, hint: refusal(step) }}
        all={everyScreen(lesson)}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Not this time\. .*triad 1/);
  });
});
