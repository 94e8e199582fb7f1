/**
 * Kapaga's rule demos on the platform's demos screen (src/games/kapaga/demos.ts): each ends
 * where its story promises, as set up and with its house rule changed (the same checks its
 * own screen is held to, tests/games/kapaga/content/demos.test.ts); on the screen every hand is face up,
 * the seats go by the story's names, and the changed rule replays the same moves.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { DEMOS as SCRIPTS } from '../../src/games/kapaga/content/demos';
import { snapshot } from '../../src/games/kapaga/engine';
import { MODULE } from '../../src/games/kapaga/module';
import { playSteps } from '../../src/platform/script';
import { Demos } from '../../src/platform/ui/Demos';
import { KAPAGA as ANY_MODULE } from './kapagaPlay';

const demos = MODULE.demos ?? [];
const end = (d: { start(): unknown; steps: readonly { action: unknown }[] }) =>
  // biome-ignore lint/suspicious/noExplicitAny: the engine's own game, played through the platform's script
  snapshot(playSteps(ANY_MODULE.engine, d.start(), d.steps as any, d.steps.length) as any);

describe('Kapaga demos as the platform plays them (R12-R25)', () => {
  test('every demo of its own screen is here, in its order', () => {
    expect(demos.map((d) => d.id)).toEqual(SCRIPTS.map((d) => d.id));
  });
  test.each(SCRIPTS.map((s) => [s.id, s] as const))('%s: ends as it promises', (id, s) => {
    const d = demos.find((x) => x.id === id);
    if (!d) throw new Error(id);
    expect(s.check.on(end(d)), s.promise.on).toBe(true);
    if (s.toggle) {
      if (!d.changed) throw new Error(`${id} has no changed rule`);
      expect(s.check.off(end(d.changed)), s.promise.off).toBe(true);
    } else expect(d.changed).toBeUndefined();
  });
});

describe('the demos screen on Kapaga', () => {
  test('R12: the 2 stack, every hand face up; again with stacking off, Bea draws instead', async () => {
    const user = userEvent.setup();
    render(<Demos module={ANY_MODULE} onLeave={() => {}} />);
    await user.click(screen.getByRole('button', { name: /The 2 stack/ }));
    const bar = screen.getByRole('region', { name: 'Demo controls' });
    expect(bar).toHaveTextContent(/Start The penalty stack\. A 2 makes/);
    // Every hand lies face up, each seat by its name in the story.
    expect(await screen.findByRole('group', { name: 'Ann’s hand, 3 cards' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'two of hearts' })).toBeInTheDocument();
    expect(
      screen.getByLabelText('two of clubs, four of diamonds, six of spades'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bea: 3 cards/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bar).toHaveTextContent(
      'Step 1 of 2 Ann played 2♥ on 4♥. Bea must draw 2 or answer with a 2.',
    );
    await user.click(screen.getByRole('button', { name: 'Play out' }));
    expect(bar).toHaveTextContent(/Step 2 of 2 .*The result: Cal must draw 4 or answer with a 2\./);
    await user.click(screen.getByText('What happened so far'));
    expect(within(bar).getAllByRole('listitem')).toHaveLength(2);

    await user.click(
      screen.getByRole('checkbox', { name: /Again with the house rule changed to Stack 2s: Off/ }),
    );
    expect(bar).toHaveTextContent(/^Start/);
    await user.click(screen.getByRole('button', { name: 'Play out' }));
    expect(bar).toHaveTextContent(
      /refuses the scripted move, so Bea draws instead\. Bea drew 2 cards as the penalty\. With the house rule changed: Without stacking/,
    );
  });
});
