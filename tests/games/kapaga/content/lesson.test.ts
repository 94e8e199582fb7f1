/** The lesson's words (issue 19): true to the rules, and never ahead of the table. */
import { describe, expect, test } from 'vitest';
import { LESSON, LESSON_NAMES, LESSON_SETUP } from '../../../../src/games/kapaga/content/lesson';
import { cardLabel, parseCard } from '../../../../src/games/kapaga/engine';

const face = (code: string): string => cardLabel(parseCard(code) as number);

describe('the lesson in words', () => {
  /**
   * Regression: step 2 said "Ada answers your 2 with her own 2♣" while Ada had not played
   * yet. A bot's step is shown before its move: it never names a card of that bot's hand the
   * person has not seen (only the person's own cards are known to them).
   */
  test.each(
    LESSON.map((step, i) => [i + 1, step] as const).filter(
      ([, s]) => s.action.type === 'play' && s.action.seat !== 0,
    ),
  )('step %i: a bot move is not told before it happens', (_, step) => {
    if (step.action.type !== 'play') return;
    const seen = new Set(LESSON_SETUP.hands[0]);
    for (const c of step.action.cards)
      if (!seen.has(c))
        expect(step.say, `${LESSON_NAMES[step.action.seat]}: ${face(c)}`).not.toContain(face(c));
  });

  /** Regression: "An ace never goes alone ... Alone, an ace makes you draw a card." (R15) */
  test('the ace step says what an ace played alone does, and does not contradict it', () => {
    const ace = LESSON.find((s) => s.action.type === 'play' && s.action.cards[0] === 'AS');
    expect(ace?.say).not.toMatch(/never goes alone/);
    // R15: an ace played alone draws one card at once, which may then be played on the ace.
    expect(ace?.say).toMatch(/alone makes you draw a card at once, which you may then play/);
  });
});
