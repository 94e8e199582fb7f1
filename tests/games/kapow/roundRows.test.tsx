/**
 * K19 "Scores by round": every round's row stays, read from the match's record, after a
 * reload, Menu -> Resume, a hand-off in pass and play and in a replay jumped to its end
 * (issue 34 item 10: they collapsed into one "Earlier" row).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { gameById } from '../../../src/games/registry';
import { whoActs } from '../../../src/kit/loop';
import { roundsOf } from '../../../src/platform/record';
import { createSession, type Session } from '../../../src/platform/session';
import { createSettings } from '../../../src/platform/settings';
import { Match } from '../../../src/platform/ui/Match';
import { Replay } from '../../../src/platform/ui/Replay';
import { playRandomly } from '../../platform/records';
import { memoryStorage } from '../../platform/storage';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));

/** Plays `rounds` rounds to their end, each seat's actions picked at random. */
function playRounds(s: Session, rounds: number) {
  for (let r = 0; r < rounds; r++) {
    if (r > 0) s.getState().nextRound();
    expect(playRandomly(kapow, s, 5000, 7 + r)).not.toBe('seat');
  }
}

/** The rows of "Scores by round" as text: each row's header and cells. */
async function rows(): Promise<string[][]> {
  const table = (await screen.findByText('Scores by round', {}, { timeout: 5000 })).closest(
    'table',
  );
  if (!table) throw new Error('no table of rounds');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Array.from(tr.children).map((c) => c.textContent ?? ''));
}

const expected = (s: Session) => {
  const rec = s.getState().record;
  if (!rec) throw new Error('a match');
  const per = roundsOf(kapow, rec);
  return per.map((r, i) => [String(i + 1), ...r.map(String)]);
};

describe('K19: scores by round come from the record', () => {
  const seats = [
    { kind: 'person' as const, name: 'Ada' },
    { kind: 'person' as const, name: 'Bea' },
  ];

  test('K19: a reload and Menu -> Resume keep every round, no "Earlier" row', async () => {
    const storage = memoryStorage();
    const s = createSession(kapow, storage);
    s.getState().setPlan({ seats, rules: {} });
    s.getState().start(21);
    playRounds(s, 3);
    const want = expected(s);
    expect(want).toHaveLength(3);
    // As played (every hand-off draws the table anew from these): the same rows.
    expect(s.getState().rounds.map((r, i) => [String(i + 1), ...r.map(String)])).toEqual(want);
    // A reload: a new session from what was saved.
    const again = createSession(kapow, storage);
    const next = whoActs(kapow.engine, again.getState().game);
    expect(next.kind).toBe('next-round');
    const view = render(
      <Match session={again} settings={createSettings(null)} onLeave={() => {}} />,
    );
    expect((await rows()).slice(0, 3)).toEqual(want);
    expect((await rows()).map((r) => r[0])).not.toContain('Earlier');
    // Menu -> Resume: the table is drawn anew from the session.
    act(() => again.getState().leave());
    view.unmount();
    act(() => again.getState().resume());
    render(<Match session={again} settings={createSettings(null)} onLeave={() => {}} />);
    expect((await rows()).slice(0, 3)).toEqual(want);
  });

  test('K19: a replay jumped to its end shows every round', async () => {
    const user = userEvent.setup();
    const s = createSession(kapow, memoryStorage());
    s.getState().setPlan({ seats, rules: {} });
    s.getState().start(22);
    playRounds(s, 2);
    const want = expected(s);
    render(<Replay module={kapow} record={s.getState().record} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect((await rows()).slice(0, 2)).toEqual(want);
    expect((await rows()).map((r) => r[0])).not.toContain('Earlier');
  });
});
