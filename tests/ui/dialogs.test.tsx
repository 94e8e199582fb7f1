/** The browser's Back closes the open dialog (issue 19), the innermost first; the address stays. */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/games/kapaga/App';
import { legalActions } from '../../src/games/kapaga/engine';
import { createGameStore } from '../../src/games/kapaga/store';

const depth = () => (window.history.state as { kapagaDialogs?: number } | null)?.kapagaDialogs ?? 0;
const back = async () => {
  const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
  act(() => window.history.back());
  await act(async () => {
    await popped;
  });
};

describe("the browser's Back", () => {
  it('closes a panel and keeps the page and its fragment; a panel closed by its button takes its step back', async () => {
    window.history.replaceState(null, '', '/#rules=k1.abc');
    const user = userEvent.setup();
    render(<App store={createGameStore({ storage: null })} />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(depth()).toBe(1));
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#rules=k1.abc');
    expect(depth()).toBe(0);
    // Closed with its button: its history entry goes too (Back then leaves no dead step).
    await user.click(screen.getByRole('button', { name: 'Replays' }));
    await waitFor(() => expect(depth()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(depth()).toBe(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the innermost dialog first: the question, then the panel under it', async () => {
    const store = createGameStore({ storage: null });
    store
      .getState()
      .startMatch({ name: 'Pat', opponents: [{ level: 'easy' }], preset: 'grayzone', seed: 4 });
    for (let i = 0; i < 3; i++) {
      const g = store.getState().game;
      const a = g && legalActions(g).find((x) => 'seat' in x && x.seat === g.turn);
      if (a) store.getState().dispatch(a);
    }
    store.getState().showNewGame();
    const user = userEvent.setup();
    render(<App store={store} />);
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    await user.click(await screen.findByRole('button', { name: 'Learn by playing' }));
    expect(screen.getByRole('dialog', { name: 'Start a new match?' })).toHaveTextContent(
      'Leave your match against Ada?',
    );
    await waitFor(() => expect(depth()).toBe(2));
    await back();
    expect(screen.queryByRole('dialog', { name: 'Start a new match?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'How to play' })).toBeInTheDocument();
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().lesson).toBeNull(); // nothing was started
  });
});
