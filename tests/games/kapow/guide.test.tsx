/**
 * KAPOW!'s How to play (table/Guide.tsx, content/howToPlay.ts): the game in a player's words
 * with pictures of real card faces; rule ids only in the rules reference at its end.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { howToPlay } from '../../../src/games/kapow/content/howToPlay';
import { GOAL, QUICK_TIPS } from '../../../src/games/kapow/content/rulesText';
import { DEFAULT_RULES, type KapowRules } from '../../../src/games/kapow/engine';
import { houseRules } from '../../../src/games/kapow/rulesWords';
import Guide from '../../../src/games/kapow/table/Guide';

const RULE_ID = /\bK\d+\b/;
const HOUSES: KapowRules[] = [
  DEFAULT_RULES,
  {
    rounds: 1,
    firstTurnReveals: 0,
    discardTakenCard: true,
    kapowPenalty: 40,
    goingOutPenalty: 'none',
    turnLimit: 1,
  },
];

describe("How to play in a player's words", () => {
  test.each(HOUSES.map((r) => [JSON.stringify(r), r] as const))(
    'no how-to-play string cites a rule id (K1...), under %s',
    (_, r) => {
      const words = [
        GOAL,
        ...houseRules(r),
        ...QUICK_TIPS.flatMap((t) => [t.title, t.text]),
        ...howToPlay(r).flatMap((s) => [
          s.title,
          ...s.text,
          ...(s.pictures ?? []).map((p) => p.caption),
        ]),
      ];
      for (const w of words) expect(w).not.toMatch(RULE_ID);
    },
  );

  test('K17-K19, K9, K11, K14: the numbers the house rules change are the ones in effect', () => {
    const said = (r: KapowRules) =>
      howToPlay(r)
        .flatMap((s) => s.text)
        .join(' ');
    expect(said(DEFAULT_RULES)).toMatch(/turning up 2 cards.*counts 25 points.*doubled/);
    const [, other] = HOUSES;
    if (!other) throw new Error('no house');
    const words = said(other);
    expect(words).toMatch(/counts 40 points/);
    expect(words).toMatch(/After 1 round the lowest total wins/);
    expect(words).not.toMatch(/doubled, unless|turning up|not a card you have just taken/);
  });

  test('the page: card pictures drawn with the table’s faces, rule ids only in the reference', () => {
    const { container } = render(<Guide rules={DEFAULT_RULES} playing={false} />);
    // K6: a −2 on a 0 is drawn as the table draws a powerset, and said in words.
    const powerset = screen.getByRole('img', { name: 'zero minus two, worth −2' });
    expect(powerset.querySelector('.kface.powerset')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'eight, KAPOW! card, eight' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'face down, face down, face down' }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('.kpicture .kface').length).toBeGreaterThan(20);
    // The rules reference, last, holds every id; nothing before it names one.
    const ref = screen.getByRole('region', { name: 'Rules reference' });
    for (let k = 1; k <= 19; k++) expect(within(ref).getByText(`K${k}`)).toBeInTheDocument();
    const rest = [...container.querySelectorAll('.krules > :not(.krulebook)')];
    expect(rest.length).toBeGreaterThan(5);
    for (const el of rest) expect(el.textContent).not.toMatch(RULE_ID);
    expect(container.querySelector('.krules > :last-child')).toBe(ref);
  });
});
