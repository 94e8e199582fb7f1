/**
 * The stats screen (src/platform/ui/Stats.tsx) in the DOM on KAPOW!: the empty state, the
 * figures and the latest matches of a seeded history, "Watch again" for a kept record, and
 * a history file added (already here) or refused in words.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { type Finished, historyFile, withoutRecord } from '../../src/platform/history';
import { createSession, type Storage } from '../../src/platform/session';
import { Stats } from '../../src/platform/ui/Stats';
import { historyOf, shortMatch } from './records';

const m = (await gameById('kapow')?.load()) as AnyModule;

function memory(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const rec = shortMatch(m);
const AT = Date.UTC(2026, 0, 5, 12);
const HISTORY: Finished[] = [
  {
    at: AT,
    names: ['Ada', 'Kai'],
    scores: [12, 30],
    winners: [0],
    seats: rec.seats,
    people: [0],
    record: rec,
    rules: 'custom',
    rounds: [
      [4, 10],
      [8, 20],
    ],
  },
  {
    at: AT + 60_000,
    names: ['Ada', 'Kai'],
    scores: [40, 20],
    winners: [1],
    seats: rec.seats,
    people: [0],
    rules: 'standard',
    rounds: [[40, 20]],
  },
  {
    at: AT + 120_000,
    names: ['Ada', 'Bo'],
    scores: [5, 6],
    winners: [0],
    seats: [
      { kind: 'person', name: 'Ada' },
      { kind: 'person', name: 'Bo' },
    ],
    people: [0, 1],
  },
];

/** A session of KAPOW! with `history` kept, read. */
async function seeded(history: readonly Finished[] = HISTORY) {
  const storage = memory();
  storage.setItem('table:kapow:history', JSON.stringify(history));
  const s = createSession(m, storage);
  await historyOf(s);
  return s;
}

describe('the stats screen', () => {
  test('with no finished match, says so', async () => {
    render(<Stats session={await seeded([])} onClose={() => {}} onWatch={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Your stats: KAPOW!' })).toBeInTheDocument();
    expect(screen.getByText('No finished matches yet on this device.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a history file')).toBeInTheDocument();
  });

  test('the figures, the levels, the latest matches, and watch again', async () => {
    const onWatch = vi.fn();
    const onClose = vi.fn();
    render(<Stats session={await seeded()} onClose={onClose} onWatch={onWatch} />);
    expect(screen.getByText(/Matches played:/)).toHaveTextContent('Matches played: 3');
    expect(screen.getByText(/Alone against the bots:/)).toHaveTextContent(
      'Alone against the bots: won 1 of 2 matches (50%; 95% interval 9%–91%)',
    );
    expect(screen.getByText(/Pass and play:/)).toHaveTextContent('Pass and play: 1 match');
    const easy = screen.getByRole('row', { name: /Easy/ });
    expect(
      within(easy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1 of 2 matches', '50%', '9%–91%']);
    expect(screen.getByText(/Your final score/)).toHaveTextContent(
      'Your final score: average 26, best 12 (lower is better)',
    );
    expect(screen.getByText(/Winning streak/)).toHaveTextContent('now 0, longest 1');
    // By the rules each match was played under; the best place, at the largest such table.
    const byRules = screen.getByRole('table', { name: 'Wins by the rules played' });
    expect(
      within(byRules)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'Rules of your own1 of 1 match100%21%–100%',
      'Standard rulesnone of 1 match0%0%–79%',
    ]);
    // Said in words: never a bare "0 of 1 0%" (issue 34, item 27).
    expect(byRules.textContent).not.toMatch(/\b0 of 1\b/);
    expect(screen.getByText(/Your best finish/)).toHaveTextContent('Your best finish: 1st of 2');
    // Your points per round, match by match (6 then 40), drawn once the chart has loaded.
    const chart = await screen.findByRole(
      'img',
      { name: /Your points per round/ },
      { timeout: 5000 },
    );
    expect(chart.closest('figure')).toHaveTextContent(
      'Your points per round, match by match (lower is better)',
    );
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    const list = screen.getAllByRole('listitem').filter((li) => li.closest('.stats-list'));
    expect(list.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Ada 5, Bo 6. Ada won. (pass and play)'),
      expect.stringContaining('Ada 40, Kai 20. Kai won.'),
      expect.stringContaining('Ada 12, Kai 30. Ada won.Watch again'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Watch again' }));
    expect(onWatch).toHaveBeenCalledWith(rec);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onClose).toHaveBeenCalled();
  });

  test('a history file: the same matches are already here; a broken one is refused', async () => {
    const session = await seeded();
    render(<Stats session={session} onClose={() => {}} onWatch={() => {}} />);
    const input = screen.getByLabelText('Add a history file');
    // Without the record HISTORY[0] carries for watching (its scores are not its replay's, and
    // an entry is checked against its replay as it is added).
    const same = new File([historyFile('kapow', HISTORY.map(withoutRecord))], 'h.json', {
      type: 'application/json',
    });
    await userEvent.upload(input, same);
    expect(await screen.findByText('Added 0 matches; 3 were already here.')).toHaveAttribute(
      'role',
      'status',
    );
    await userEvent.upload(input, new File(['{"kind":'], 'h.json', { type: 'application/json' }));
    expect(
      await screen.findByText('This is not a history file of KAPOW!: nothing was added.'),
    ).toBeInTheDocument();
    expect(session.getState().history).toEqual(HISTORY);
    const more = { ...HISTORY[1], at: AT - 60_000 } as Finished;
    await userEvent.upload(
      input,
      new File([historyFile('kapow', [more])], 'h.json', { type: 'application/json' }),
    );
    expect(await screen.findByText('Added 1 match; 0 were already here.')).toBeInTheDocument();
    expect(screen.getByText(/Matches played:/)).toHaveTextContent('Matches played: 4');
  });

  test('any match listed can be removed, asked first (issue 34, item 5)', async () => {
    const session = await seeded();
    render(<Stats session={session} onClose={() => {}} onWatch={() => {}} />);
    const removes = screen.getAllByRole('button', { name: 'Remove' });
    expect(removes).toHaveLength(3);
    // The latest first: Ada and Bo's match.
    await userEvent.click(removes[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(session.getState().history).toHaveLength(3);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    expect(screen.getByText('Remove this match from your history?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(session.getState().history.map((h) => h.at)).toEqual([AT, AT + 60_000]);
    expect(screen.getByText(/Matches played:/)).toHaveTextContent('Matches played: 2');
  });
});
