/**
 * Kapaga's "Learn to play" on the platform's lesson screen (src/games/kapaga/lesson.ts):
 * your moves coached and marked on the table, Ada's and Bruno's told first and played on
 * Next, a wrong move refused kindly (R11, R12: the 2 stack).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Lesson } from '../../src/platform/ui/Lesson';
import { KAPAGA as ANY_MODULE } from './kapagaPlay';

test('R11-R12: you play your 2♥ as coached; Ada answers and Bruno draws four, each on Next', async () => {
  const user = userEvent.setup();
  const onDone = vi.fn();
  const { container } = render(
    <Lesson
      module={ANY_MODULE}
      onLeave={() => {}}
      onDone={onDone}
      doneLabel="Play a match"
      pace={0}
    />,
  );
  const coach = () => screen.getByRole('region', { name: 'Coach' });
  const hand = await screen.findByRole('group', { name: 'Your hand, 8 cards' });
  expect(coach()).toHaveTextContent(/Learn Kapaga in one round.*Play your 2♥ on the 4♥/);
  // The coach's card is marked on the table.
  expect(
    container.querySelector('[data-coach-target="card:2H"] [data-coach="card:2H"]'),
  ).not.toBeNull();

  // Another card is refused kindly; nothing changes.
  await user.click(within(hand).getByRole('button', { name: /^six of hearts/ }));
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  expect(screen.getByRole('alert')).toHaveTextContent(/Not this time\..*Play your 2♥/);
  expect(within(hand).getAllByRole('button')).toHaveLength(8);

  await user.click(within(hand).getByRole('button', { name: /^six of hearts/ }));
  await user.click(within(hand).getByRole('button', { name: /^two of hearts/ }));
  await user.click(screen.getByRole('button', { name: /^Play/ }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(coach()).toHaveTextContent(/Ada is next, facing your 2.*Press Next/);
  expect(screen.getByRole('group', { name: 'Your hand, 7 cards' })).toBeInTheDocument();

  await user.click(within(coach()).getByRole('button', { name: 'Next' }));
  expect(coach()).toHaveTextContent(/Bruno has no 2 to answer with/);
  await user.click(within(coach()).getByRole('button', { name: 'Next' }));
  expect(coach()).toHaveTextContent(/an 8 is wild: play your 8♦ and call spades/);
  expect(screen.getByLabelText(/^Bruno.*: 8 cards/)).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
});
