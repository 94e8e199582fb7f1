// Should making the table throw all the same (a bug: every reader answers in words), the page
// opens keeping nothing that visit and says so, never staying on "Loading…" (issue 34, item 1).
import { render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { Shell } from '../../src/platform/ui/Shell';

vi.mock('../../src/platform/session', async (real) => {
  const made = await real<typeof import('../../src/platform/session')>();
  return {
    ...made,
    createSession: (...args: Parameters<typeof made.createSession>) => {
      // The browser's storage breaks the table; none (this visit only) does not.
      if (args[1] !== null) throw new RangeError('Maximum call stack size exceeded');
      return made.createSession(...args);
    },
  };
});

test('a throw while the table is made opens it all the same, keeping nothing, said', async () => {
  render(<Shell entry={GAMES[0]} />);
  expect(
    await screen.findByText(
      /could not be read, so nothing is kept this visit/,
      {},
      { timeout: 8000 },
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Loading/)).toBeNull();
});
