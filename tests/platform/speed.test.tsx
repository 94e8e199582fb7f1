// The table's speed for any game (src/platform/settings.ts, bots.ts PACES, ui/Shell.tsx), on
// KAPOW!: chosen on the first screen and kept for every game; the bots play at its pace, and
// a new speed takes over in the middle of a match.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { gameById } from '../../src/games/registry';
import { PACES } from '../../src/platform/bots';
import { readSettings } from '../../src/platform/settings';
import { Shell } from '../../src/platform/ui/Shell';

const entry = gameById('kapow');
if (!entry) throw new Error('no KAPOW!');

/** The actions of the match kept on this device. */
const moves = (): number => {
  const kept = JSON.parse(localStorage.getItem('table:kapow:match') ?? 'null');
  return kept ? kept.actions.length : -1;
};

afterEach(() => localStorage.clear());

describe("the table's speed", () => {
  test('chosen on the first screen, kept for every game; the bots follow it mid-match', async () => {
    const user = userEvent.setup();
    // Two bots: the match plays itself.
    localStorage.setItem(
      'table:kapow:plan',
      JSON.stringify({
        seats: [
          { kind: 'bot', level: 'easy', name: 'Kai 1' },
          { kind: 'bot', level: 'easy', name: 'Kai 2' },
        ],
        rules: {},
      }),
    );
    render(<Shell entry={entry} />);
    await user.selectOptions(await screen.findByLabelText('Game speed'), 'slow');
    expect(readSettings(localStorage).speed).toBe('slow');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(moves()).toBe(0));
    // Slow: no bot acts before its pause is over.
    await new Promise((r) => setTimeout(r, PACES.slow.actMs / 2));
    expect(moves()).toBe(0);
    // Instant, chosen on the first screen while the match plays on: the bots speed up at
    // once (at the slow pace, at most one more move would come in this time).
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.selectOptions(await screen.findByLabelText('Game speed'), 'instant');
    await waitFor(() => expect(moves()).toBeGreaterThanOrEqual(3), {
      timeout: PACES.slow.actMs,
    });
  });
});
