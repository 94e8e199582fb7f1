// The platform's demos and lesson screens (src/platform/ui/Demos.tsx, Lesson.tsx) on
// KAPOW!'s own table: a demo steps forward and back; the lesson is played by clicks found
// by their accessible names, and a wrong action is refused with a hint.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { gameById } from '../../src/games/registry';
import { Demos } from '../../src/platform/ui/Demos';
import { Lesson } from '../../src/platform/ui/Lesson';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));
const caption = () => screen.getByRole('region', { name: 'Demo controls' });
const coach = () => screen.getByRole('region', { name: 'Coach' });

describe('demos (KAPOW!)', () => {
  test('K6: the powerset demo steps forward, back (buttons and arrow keys) and replays', async () => {
    const user = userEvent.setup();
    render(<Demos module={kapow} onLeave={() => {}} />);
    for (const d of kapow.demos ?? [])
      expect(screen.getByRole('button', { name: new RegExp(d.title.replace(/[!?]/g, '.')) }));
    await user.click(screen.getByRole('button', { name: /Power cards and powersets/ }));
    const mine = await screen.findByRole('group', { name: 'Your hand, triads' });
    expect(caption()).toHaveTextContent(/Start.*5, 4, 5/);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(caption()).toHaveTextContent(/Step 1 of 6/);
    expect(screen.getByRole('img', { name: /Your card: plus-or-minus-two power card/ }));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(caption()).toHaveTextContent(/5, 4, 3 is a run/);
    // K13: the complete triad left the hand at the end of the turn.
    expect(within(mine).getByRole('group', { name: /Triad 1, discarded/ }));

    await user.keyboard('{ArrowLeft}');
    expect(caption()).toHaveTextContent(/Step 1 of 6/);
    expect(within(mine).getByRole('group', { name: /Triad 1, value 14/ }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(caption()).toHaveTextContent(/Step 6 of 6.*−2 points/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(mine).getByRole('img', { name: /top: zero minus two, worth −2/ }));

    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(caption()).toHaveTextContent(/Start/);
  });
});

describe('lesson (KAPOW!)', () => {
  test('K9-K18: the first round played by clicks; a wrong action is refused with a hint', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(
      <Lesson
        module={kapow}
        onLeave={() => {}}
        onDone={onDone}
        doneLabel="Play a match"
        pace={0}
      />,
    );
    const click = async (name: RegExp | string) =>
      user.click(await screen.findByRole('button', { name }));
    await screen.findByRole('group', { name: 'Your hand, triads' });
    expect(coach()).toHaveTextContent(/Welcome.*two cards/);
    // The coach's place is marked on the table (data-coach).
    const first = screen.getByRole('button', { name: 'Triad 1, top: face down. Reveal' });
    const marked = first.closest('[data-coach-target]')?.getAttribute('data-coach-target');
    expect(marked).toBe(first.getAttribute('data-coach'));

    // K9: a legal reveal, but not the one coached: refused kindly, nothing changes.
    await click('Triad 2, top: face down. Reveal');
    expect(screen.getByRole('alert')).toHaveTextContent(/Not this time.*triad 1/);
    expect(screen.getByRole('button', { name: 'Triad 2, top: face down. Reveal' }));

    await click('Triad 1, top: face down. Reveal');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(coach()).toHaveTextContent(/An 8/);
    await click('Triad 2, top: face down. Reveal');
    await click(/Discard pile: eight\. Take it/); // K10
    await click(/Triad 1, middle: face down\. Replace/); // K11 replace
    // Kai's two steps play themselves.
    await waitFor(() => expect(coach()).toHaveTextContent(/Your turn/));
    await click(/Draw pile.*Draw a card/);
    await click(/Triad 2, top: plus-or-minus-one power card\. Choose how/); // K11 on a lone power card
    await click(/Make zero the base.*minus/);
    await waitFor(() => expect(coach()).toHaveTextContent(/A 7 does nothing/));
    await click(/Draw pile.*Draw a card/);
    await click(/Discard the eleven/); // K11 discard
    await waitFor(() => expect(coach()).toHaveTextContent(/No use either/));
    await click(/Draw pile.*Draw a card/);
    await click(/Triad 1, bottom: face down\. Replace/); // K8, K13: 8, 8, 8 leaves the hand
    await waitFor(() => expect(coach()).toHaveTextContent(/he goes out.*Your final turn/)); // K15-K16
    await click(/Draw pile.*Draw a card/);
    await click(/Triad 3, middle: zero\. Choose how/);
    await click(/Power up.*plus two/); // K11 power up (+)
    await click(/Triad 4, middle: nine\. Swap/); // K12
    await click('End turn'); // K13
    expect(coach()).toHaveTextContent(/doubled to 52/);
    await click('Play a match');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
