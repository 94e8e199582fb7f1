/** The stats page and the screens' safety net never lose or hide data (issue 19). */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/games/kapaga/App';
import {
  createGameStore,
  type HistoryEntry,
  KEYS,
  memoryHistory,
} from '../../src/games/kapaga/store';
import { ScreenBoundary } from '../../src/games/kapaga/ui/Problems';
import { memoryStorage, storeWithSetup } from '../store/helpers';

const entry = (o: Partial<HistoryEntry>): HistoryEntry => ({
  at: 1,
  rules: 'grayzone',
  players: 2,
  seats: [
    { name: 'You', kind: 'human', level: 'easy' },
    { name: 'A', kind: 'bot', level: 'hard' },
  ],
  placings: [0, 1],
  scores: [0, 100],
  winners: [0],
  rounds: [[0, 100]],
  you: 0,
  hints: 0,
  ...o,
});

describe('the stats page', () => {
  it('a bad kept record is left out and said, never a crash; it can be removed', async () => {
    const history = memoryHistory();
    await history.addAll([
      entry({ at: 1 }),
      entry({ at: 2, rules: '__proto__' }),
      entry({
        at: 3,
        seats: [
          entry({}).seats[0] as never,
          { name: 'B', kind: 'bot', level: '__proto__' as never },
        ],
      }),
    ]);
    const store = createGameStore({ storage: null, history });
    store.getState().showStats();
    const user = userEvent.setup();
    render(<App store={store} />);
    // Generous waits: the history is read in slices, slower on a busy machine.
    const wait = { timeout: 10_000 };
    expect(
      await screen.findByText(/2 kept matches could not be read/, {}, wait),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(await screen.findByText(/1st of 2/, {}, wait)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove them' }));
    await waitFor(() => expect(screen.queryByText(/could not be read/)).toBeNull(), wait);
    expect(history.entries).toHaveLength(1);
    expect(await screen.findByText(/1st of 2/, {}, wait)).toBeInTheDocument();
  });
});

describe('a screen that fails', () => {
  function Boom(): never {
    throw new Error('the test broke it');
  }

  it('its recovery button keeps the saved match, as its message says', async () => {
    const storage = memoryStorage();
    const store = storeWithSetup(
      {
        hands: [
          ['7H', '7S', '2C'],
          ['3D', '4D', 'KC'],
        ],
        discard: ['9H'],
        turn: 0,
      },
      storage,
    );
    store.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] });
    const saved = storage.getItem(KEYS.match);
    expect(saved).not.toBeNull();
    const user = userEvent.setup();
    const errors = console.error;
    console.error = () => {};
    try {
      render(
        <ScreenBoundary store={store} what="the table">
          <Boom />
        </ScreenBoundary>,
      );
      expect(screen.getByText(/nothing is lost/)).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Download the save (for a bug report)' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: "Back to the game's first screen" }));
    } finally {
      console.error = errors;
    }
    expect(store.getState().screen).toBe('new');
    expect(store.getState().game).not.toBeNull();
    expect(storage.getItem(KEYS.match)).toBe(saved);
  });
});
