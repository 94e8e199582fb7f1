/**
 * Teams a game sets each round (Status.teams; La Krap, LAKRAP.md L4): the match frame marks
 * each seat's team this round, and says it to a screen reader; no teams, no marks.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { teamNumbers } from '../../src/kit/status';
import { createSession } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';
import { memoryStorage } from './storage';
import { TRICKS, TRICKS_MODULE, type Tricks, teamsOf } from './tricks';

describe('teams', () => {
  test('numbered in the order of their first seat; every seat alone is no teams', () => {
    expect(teamNumbers({ teams: [5, 2, 5, 2] })).toEqual([1, 2, 1, 2]);
    expect(teamNumbers({ teams: [0, 1, 2] })).toBeNull();
    expect(teamNumbers({})).toBeNull();
  });

  test("the frame marks each seat's team this round, as the game's status says", () => {
    const s = createSession(TRICKS_MODULE, memoryStorage());
    const people = [0, 1, 2, 3].map((i) => ({ kind: 'person' as const, name: `P${i + 1}` }));
    s.getState().setPlan({ seats: people, rules: { rounds: 1 } });
    // A deal whose badges make two teams.
    let seed = 1;
    s.getState().start(seed);
    const badges = () => (s.getState().game as Tricks).badges;
    while (new Set(teamsOf(badges())).size !== 2) s.getState().start(++seed);
    const want = teamNumbers(TRICKS.engine.status(s.getState().game as Tricks));
    render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    const totals = screen.getByRole('list', { name: 'Totals' });
    const said = within(totals)
      .getAllByRole('listitem')
      .map((li) => /team (\d)/.exec(li.textContent ?? '')?.[1]);
    expect(said).toEqual(want?.map(String));
  });
});
