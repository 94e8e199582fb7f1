/** The Replays panel: counts in words, one message for a bad replay (issue 19). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { App } from '../../src/games/kapaga/App';
import { recordToText } from '../../src/games/kapaga/engine';
import { storeWithSetup } from '../store/helpers';

it('says "1 move so far", and a bad replay is said once, in the panel', async () => {
  const store = storeWithSetup({
    hands: [
      ['7H', '7S', '2C'],
      ['3D', '4D', 'KC'],
    ],
    discard: ['9H'],
    turn: 0,
  });
  store.getState().dispatch({ type: 'play', seat: 0, cards: ['7H'] });
  store.getState().openPanel('replays');
  const user = userEvent.setup();
  render(<App store={store} />);
  const dialog = await screen.findByRole('dialog', { name: 'Replays' });
  expect(dialog).toHaveTextContent('1 move so far.');
  const text = recordToText({ players: 2, seed: 1, rules: 'grayzone', actions: [] });
  await user.type(screen.getByLabelText(/Or paste/), text.slice(0, 30).replace(/\n/g, '{enter}'));
  await user.click(screen.getByRole('button', { name: /^Open$/ }));
  const alerts = screen.getAllByRole('alert');
  expect(alerts).toHaveLength(1);
  expect(alerts[0]).toHaveTextContent(/incomplete/);
  expect(dialog).toContainElement(alerts[0] as HTMLElement);
});
