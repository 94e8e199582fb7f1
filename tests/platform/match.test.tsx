// The platform's match screen for any game (src/platform/ui/Match.tsx, Hint.tsx,
// Boundary.tsx), on KAPOW!: the hint is the expert's move on the person's own view and
// "Play it" takes it; a broken screen says so and goes back, losing nothing.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { gameById } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { PACE, sessionTable } from '../../src/platform/bots';
import type { MatchRecord } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Boundary } from '../../src/platform/ui/Boundary';
import { finalRows } from '../../src/platform/ui/FinalTable';
import { hintsWords, Match } from '../../src/platform/ui/Match';
import { ADA_AND_KAI, playRandomly } from './records';
import { memoryStorage } from './storage';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));

describe('the match screen', () => {
  test('K9: the hint names a move of the person\'s and "Play it" plays exactly that', async () => {
    const user = userEvent.setup();
    const s = createSession(kapow, null);
    const mine = () => {
      const next = whoActs(kapow.engine, s.getState().game);
      return next.kind === 'seat' && next.seat === s.getState().holder;
    };
    s.getState().setPlan({
      seats: [
        { kind: 'person', name: 'Ada' },
        { kind: 'bot', level: 'easy', name: 'Kai' },
      ],
      rules: {},
    });
    // A deal where the person begins (K7: the first seat is dealt at random).
    let seed = 1;
    s.getState().start(seed);
    while (!mine()) s.getState().start(++seed);
    const seat = s.getState().holder;
    expect(seat).not.toBeNull();
    render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    expect(whoActs(kapow.engine, s.getState().game)).toEqual({ kind: 'seat', seat });
    await user.click(await screen.findByRole('button', { name: 'Hint' }));
    const play = await screen.findByRole('button', { name: 'Play it' }, { timeout: 5000 });
    // The advice is in words, said to the person (not of Kai), and it is one of the
    // person's actions now.
    const words = play.closest('.hint')?.querySelector('.hint-words')?.textContent ?? '';
    expect(words.length).toBeGreaterThan(12);
    // A number keeps to its word on the page (a no-break space): `\s` reads either space.
    expect(words).toMatch(/^Reveal triad\s\d, (top|middle|bottom)\.$/);
    expect(words).not.toMatch(/Kai/);
    // Why: the expert's reckoning, said to the person as well.
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    const why = screen.getByRole('dialog', { name: 'Why this move' });
    expect(why.textContent).toMatch(/Your triads:/);
    expect(why.textContent).not.toMatch(/Kai/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const before = s.getState().record?.actions.length ?? 0;
    await user.click(play);
    const taken = s.getState().record?.actions.at(-1) as { type: string; seat: number };
    expect(s.getState().record?.actions.length).toBe(before + 1);
    expect(taken).toMatchObject({ type: 'reveal', seat });
  });

  test("the adviser (the table's setting): advice on the person's turn unasked, counted once per turn in the saved match, said at its end", async () => {
    const storage = memoryStorage();
    const settings = createSettings(storage);
    settings.getState().change({ adviser: true });
    const s = createSession(kapow, storage);
    s.getState().setPlan({
      seats: [
        { kind: 'person', name: 'Ada' },
        { kind: 'bot', level: 'easy', name: 'Kai' },
      ],
      rules: {},
    });
    const mine = () => {
      const next = whoActs(kapow.engine, s.getState().game);
      return next.kind === 'seat' && next.seat === s.getState().holder;
    };
    let seed = 1;
    s.getState().start(seed);
    while (!mine()) s.getState().start(++seed);
    const { rerender } = render(<Match session={s} settings={settings} onLeave={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    const play = await screen.findByRole('button', { name: 'Play it' }, { timeout: 5000 });
    expect(s.getState().record?.hints).toEqual([1, 0]);
    // The table marks where the advised move applies: the place the words name.
    const words = play.closest('.hint')?.querySelector('.hint-words')?.textContent ?? '';
    const place = /triad\s(\d), (top|middle|bottom)/.exec(words);
    const slot = await screen.findByRole('button', {
      name: `Triad ${place?.[1]}, ${place?.[2]}: face down. Reveal`,
    });
    expect(slot).toHaveClass('advised');
    expect(document.querySelectorAll('.advised')).toHaveLength(1);
    rerender(<Match session={s} settings={settings} onLeave={() => {}} />);
    expect(s.getState().record?.hints).toEqual([1, 0]);
    // Kept with the match: a reload finds the count.
    expect(createSession(kapow, storage).getState().record?.hints).toEqual([1, 0]);
    await userEvent.setup().click(play);
    expect(s.getState().record?.hints).toEqual([1, 0]);
    const over = { ...(s.getState().record as MatchRecord), hints: [3, 0] };
    expect(hintsWords(over, false)).toBe("The expert's advice: 3 hints in the match.");
    expect(hintsWords({ ...over, hints: [0, 0] }, false)).toBeNull();
    expect(hintsWords({ ...over, hints: [0, 0] }, true)).toBe(
      "The expert's advice: 0 hints in the match.",
    );
    // At a round's end: this round's and the match's, as Kapaga says them.
    expect(hintsWords({ ...over, hintsRound: [1, 0] }, false, 'round')).toBe(
      "The expert's advice: 1 hint this round, 3 hints in the match.",
    );
    const two = {
      ...over,
      seats: over.seats.map((x) => ({ kind: 'person' as const, name: x.name })),
      hintsRound: [2, 1],
    };
    expect(hintsWords(two, false, 'round')).toBe(
      "The expert's advice this round: Ada 2 hints, Kai 1 hint.",
    );
  });

  test('watching bots only: the watch bar pauses and steps the match, and picks whose view shows', async () => {
    const user = userEvent.setup();
    const s = createSession(kapow, null);
    s.getState().setPlan({
      seats: [
        { kind: 'bot', level: 'easy', name: 'Kai' },
        { kind: 'bot', level: 'easy', name: 'Kim' },
      ],
      rules: {},
    });
    s.getState().start(3);
    const { container } = render(
      <Match session={s} settings={createSettings(null)} onLeave={() => {}} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The bots are playing each other.');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(s.getState().watch.paused).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Paused: Step plays one move.');
    await user.click(screen.getByRole('button', { name: 'Step' }));
    expect(s.getState().watch).toEqual({ paused: true, steps: 1 });
    // Whose view the table shows: seat 0's at first, then the one picked.
    const mine = () => container.querySelector('.kme')?.textContent;
    const seen = screen.getByRole('combobox', { name: 'Seen by' });
    expect(seen).toHaveValue('0');
    const before = await vi.waitFor(() => {
      const t = mine();
      if (!t) throw new Error('the table is not drawn yet');
      return t;
    });
    await user.selectOptions(seen, '1');
    expect(mine()).toMatch(/Kim/);
    expect(before).toMatch(/Kai/);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(s.getState().watch).toEqual({ paused: false, steps: 0 });
  });

  test('the log: the last lines under the table, the whole match in a dialog', async () => {
    const user = userEvent.setup();
    const s = createSession(kapow, null);
    s.getState().setPlan({
      seats: [
        { kind: 'person', name: 'Ada' },
        { kind: 'person', name: 'Bea' },
      ],
      rules: {},
    });
    s.getState().start(5);
    for (let i = 0; i < 12; i++) {
      const next = whoActs(kapow.engine, s.getState().game);
      if (next.kind !== 'seat') break;
      s.getState().act(kapow.engine.actionsFor(s.getState().game, next.seat)[0]);
    }
    // Browsers now answer scrollIntoView with a promise (Chrome): the dialog scrolls to the
    // latest line and still closes cleanly.
    const scrolled = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scrolled,
      configurable: true,
    });
    const { container } = render(
      <Match session={s} settings={createSettings(null)} onLeave={() => {}} />,
    );
    expect(screen.getByRole('list', { name: 'What happened' }).children).toHaveLength(3);
    // A bot's reason reads under its move in the whole log, not at the table's foot.
    const why = [{ kind: 'text' as const, text: 'Kai had its reasons.' }];
    s.setState({ log: s.getState().log.map((l, i) => (i === 10 ? { ...l, reason: why } : l)) });
    expect(screen.queryByText('Kai had its reasons.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log' }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'What happened' });
    // The bots wait while the log is read (nothing moves unseen).
    expect(s.getState().reading).toBe(true);
    expect(sessionTable(s, PACE).now()?.held).toBe(true);
    const lines = dialog.querySelectorAll('.whole-log li');
    expect(lines).toHaveLength(s.getState().log.length + 1);
    expect(lines[11]).toHaveClass('reason');
    expect(lines[11]).toHaveTextContent('Kai had its reasons.');
    expect(s.getState().log.length).toBe(12);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(s.getState().reading).toBe(false);
    expect(container.querySelector('.platform-match')).not.toBeNull();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  test('the whole log opens at its latest line and closes cleanly where scrolling returns a promise', async () => {
    const user = userEvent.setup();
    // Chromium 156: scrollIntoView returns a promise (jsdom has none).
    const scroll = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scroll,
      configurable: true,
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const s = createSession(kapow, null);
      s.getState().setPlan({
        seats: [
          { kind: 'person', name: 'Ada' },
          { kind: 'person', name: 'Bea' },
        ],
        rules: {},
      });
      s.getState().start(5);
      for (let i = 0; i < 4; i++) {
        const next = whoActs(kapow.engine, s.getState().game);
        if (next.kind !== 'seat') break;
        s.getState().act(kapow.engine.actionsFor(s.getState().game, next.seat)[0]);
      }
      render(
        <Boundary what="the table" onBack={() => {}}>
          <Match session={s} settings={createSettings(null)} onLeave={() => {}} />
        </Boundary>,
      );
      await user.click(screen.getByRole('button', { name: 'Log' }));
      expect(scroll).toHaveBeenCalledWith({ block: 'end' });
      expect(scroll.mock.contexts.at(-1)).toBe(
        screen
          .getByRole('dialog', { name: 'What happened' })
          .querySelector('.whole-log li:last-child'),
      );
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('button', { name: 'Log' })).toHaveFocus();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
      errors.mockRestore();
    }
  });

  test('the totals are a strip the keyboard reaches (on a narrow screen it scrolls sideways)', () => {
    const s = createSession(kapow, null);
    s.getState().setPlan({ seats: ADA_AND_KAI, rules: {} });
    s.getState().start(5);
    render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(totals).toHaveAttribute('tabindex', '0');
    expect(totals.children).toHaveLength(2);
  });

  test('a broken screen says so, keeps the rest, and goes back on request', async () => {
    const user = userEvent.setup();
    const back = vi.fn();
    const Broken = () => {
      throw new Error('the table fell over');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary what="the table" onBack={back}>
        <Broken />
      </Boundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/went wrong on the table.*nothing is lost/);
    expect(screen.getByText('the table fell over')).toBeInTheDocument();
    // Without a save to give, none is offered.
    expect(screen.queryByRole('button', { name: /Download the save/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Back to the game/ }));
    expect(back).toHaveBeenCalledOnce();
  });

  test('a broken screen offers the save for a bug report, and Try again draws it anew', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    let fine = false;
    const Flaky = () => {
      if (!fine) throw new Error('not yet');
      return <p>drawn again</p>;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary what="the rules lab" onBack={() => {}} onSave={save}>
        <Flaky />
      </Boundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on the rules lab' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Download the save (for a bug report)' }));
    expect(save).toHaveBeenCalledOnce();
    fine = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('drawn again')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the house rules in effect are said as the match starts (nothing under the standard ones)', async () => {
    const user = userEvent.setup();
    const s = createSession(kapow, null);
    const seats = ADA_AND_KAI;
    s.getState().setPlan({ seats, rules: {} });
    s.getState().start(3);
    const shown = render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    expect(screen.queryByRole('complementary', { name: 'House rules in effect' })).toBeNull();
    shown.unmount();
    s.getState().setPlan({ seats, rules: { rounds: 3, goingOutPenalty: 'none' } });
    s.getState().start(3);
    render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    const said = screen.getByRole('complementary', { name: 'House rules in effect' });
    expect(said).toHaveTextContent(
      'House rules: Going out first, not lowest: No penalty; Rounds in a match: 3.',
    );
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('complementary', { name: 'House rules in effect' })).toBeNull();
  });

  test("a round's end says the expert's hints of that round and of the match", () => {
    const settings = createSettings(null);
    settings.getState().change({ adviser: true });
    const s = createSession(kapow, null);
    s.getState().setPlan({ seats: ADA_AND_KAI, rules: {} });
    s.getState().start(11);
    s.getState().hinted(0);
    expect(playRandomly(kapow, s, 3000, 5)).toBe('next-round');
    render(<Match session={s} settings={settings} onLeave={() => {}} />);
    expect(
      screen.getByText("The expert's advice: 1 hint this round, 1 hint in the match."),
    ).toBeInTheDocument();
  });

  test("the match's end: the winner named, every seat in its place in the final table", () => {
    const s = createSession(kapow, null);
    s.getState().setPlan({ seats: ADA_AND_KAI, rules: { rounds: 1 } });
    s.getState().start(11);
    expect(playRandomly(kapow, s, 3000, 5)).toBe('over');
    render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    const st = kapow.engine.status(s.getState().game);
    const names = ['Ada', 'Kai'];
    const over = screen.getByRole('region', { name: 'The match is over' });
    expect(within(over).getByRole('status')).toHaveTextContent(
      `${st.winners.map((w) => names[w]).join(' and ')} ${st.winners.length === 1 ? 'wins' : 'win'} the match.`,
    );
    const table = within(over).getByRole('table', { name: 'Final table' });
    const rows = within(table).getAllByRole('row').slice(1);
    const first = st.winners[0] ?? 0;
    expect(rows[0]).toHaveTextContent(`★ winner${names[first]}${st.scores[first]}`);
    expect(rows).toHaveLength(2);
  });
});

describe('finalRows', () => {
  test('the winners first, then by total, the best first; ties share a place', () => {
    const names = ['Ann', 'Bea', 'Cy', 'Dee'];
    // The lowest wins (Kapaga, KAPOW!): Bea won; Cy and Dee tie behind Ann.
    expect(finalRows(names, [30, 10, 50, 50], [1], true)).toEqual([
      { seat: 1, name: 'Bea', score: 10, place: null },
      { seat: 0, name: 'Ann', score: 30, place: 2 },
      { seat: 2, name: 'Cy', score: 50, place: 3 },
      { seat: 3, name: 'Dee', score: 50, place: 3 },
    ]);
    // The highest wins; two share the win.
    expect(finalRows(names, [30, 10, 50, 50], [2, 3], false).map((r) => r.place)).toEqual([
      null,
      null,
      3,
      4,
    ]);
  });
});
