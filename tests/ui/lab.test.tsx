/** The issue 5 screens: pass and play, the rules editor, demos, replays, watch mode. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/games/kapaga/App';
import { cardName, parseCard } from '../../src/games/kapaga/engine';
import { ANY_MODULE } from '../../src/games/kapaga/module';
import { createGameStore, type GameStore, PRESETS } from '../../src/games/kapaga/store';
import { defaultSpec } from '../../src/platform/lab/spec';
import { labLink as platformLabLink } from '../../src/platform/share';
import { passTableStore } from '../store/helpers';

function renderStore(store: GameStore = createGameStore({ storage: null })) {
  const user = userEvent.setup();
  const view = render(<App store={store} />);
  return { store, user, ...view };
}

/** Every card code and card name the page shows or says, text and labels alike. */
function everythingSaid(root: HTMLElement): string {
  const labels = [...root.querySelectorAll('[aria-label]')].map((e) =>
    e.getAttribute('aria-label'),
  );
  const codes = [...root.querySelectorAll('[data-code]')].map((e) => e.getAttribute('data-code'));
  return [root.textContent ?? '', ...labels, ...codes].join('\n');
}

/** Whether anything on the page names one of these cards. */
function leaks(root: HTMLElement, cards: readonly string[]): string[] {
  const said = everythingSaid(root);
  return cards.filter((c) => {
    const card = parseCard(c);
    const name = card ? cardName(card) : c;
    return new RegExp(`\\b${c}\\b`).test(said) || said.includes(name);
  });
}

describe('pass and play on screen', () => {
  it('a person seat is chosen on the new-game screen; the game starts on a hand-off', async () => {
    const { store, user } = renderStore();
    await user.selectOptions(screen.getByLabelText('Opponents'), '2');
    await user.selectOptions(screen.getByLabelText('Ada'), 'person');
    await user.clear(screen.getByLabelText('Name of seat 2'));
    await user.type(screen.getByLabelText('Name of seat 2'), 'Bea');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const s = store.getState();
    expect(s.seats.map((x) => [x.name, x.kind])).toEqual([
      ['Player 1', 'human'],
      ['Bea', 'human'],
      ['Bruno', 'bot'],
    ]);
    expect(screen.queryByRole('group', { name: /Your hand/ })).toBeNull();
  });

  it('between people nothing names a hidden card; then each sees only their own', async () => {
    // Ann (seat 0) and Bea (seat 1) are people; seat 2 a bot.
    const store = passTableStore({
      hands: [
        ['7H', '3C', 'KD'],
        ['4S', '9D', 'QC'],
        ['5H', 'JS'],
      ],
      discard: ['9H'],
      turn: 0,
      rules: { sevens: 'plain' },
    });
    const { user, container } = renderStore(store);
    const ann = ['7H', '3C', 'KD'];
    const bea = ['4S', '9D', 'QC'];
    expect(screen.getByRole('heading', { name: 'Pass to Ann' })).toBeInTheDocument();
    expect(leaks(container, [...ann, ...bea, '5H', 'JS'])).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'I am Ann: show my cards' }));
    expect(screen.getByRole('group', { name: /Your hand, 3 cards/ })).toBeInTheDocument();
    expect(leaks(container, ann)).toEqual(ann);
    expect(leaks(container, [...bea, '5H', 'JS'])).toEqual([]);
    // Ann plays down to two; Bea is next: Ann still sees hers, with the pass banner.
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts' }));
    expect(screen.getByRole('status')).toHaveTextContent('Bea’s turn next');
    await user.click(screen.getByRole('button', { name: 'Hide my cards' }));
    expect(screen.getByRole('heading', { name: 'Pass to Bea' })).toBeInTheDocument();
    expect(leaks(container, ['3C', 'KD', ...bea, '5H', 'JS'])).toEqual([]);
    // The log speaks of players by name.
    expect(container.querySelector('.log')?.textContent).toMatch(/Ann played 7♥/);
    expect(container.querySelector('.log')?.textContent).not.toMatch(/\byou\b/i);
    await user.click(screen.getByRole('button', { name: 'I am Bea: show my cards' }));
    expect(leaks(container, bea)).toEqual(bea);
    expect(leaks(container, ['3C', 'KD', '5H', 'JS'])).toEqual([]);
  });

  it('catching from the hand-off screen: the last player has one card and no call', async () => {
    const store = passTableStore({
      hands: [
        ['7H', '3C'],
        ['4S', '9D', 'QC'],
        ['5H', 'JS'],
      ],
      discard: ['9H'],
      turn: 0,
      rules: { sevens: 'plain' },
    });
    const { user } = renderStore(store);
    await user.click(screen.getByRole('button', { name: 'I am Ann: show my cards' }));
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts' }));
    await user.click(screen.getByRole('button', { name: 'Hide my cards' }));
    const card = screen.getByRole('heading', { name: 'Pass to Bea' }).closest('section');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Catch Ann!' }));
    expect(store.getState().record?.actions.at(-1)).toEqual({
      type: 'catch',
      seat: 1,
      target: 0,
    });
    expect(store.getState().game?.hands[0]).toHaveLength(2);
  });
});

describe('house rules on the new-game screen', () => {
  it('the editor changes a field, shows notes beside fields, and errors block Start', async () => {
    const { store, user } = renderStore();
    await user.click(screen.getByText('Change the house rules'));
    const stack = await screen.findByRole('checkbox', { name: 'Stack 2s' });
    await user.click(stack);
    expect(store.getState().chosenRules.stackTwos).toBe(false);
    expect(screen.getByText(/Custom rules:/).closest('p')).toHaveTextContent(
      'Custom rules: Grayzone with Stack 2s changed.',
    );
    // 2s plain: zombie 2s now change nothing, said beside that field.
    await user.selectOptions(screen.getByLabelText('2s'), 'plain');
    const zombie = screen.getByRole('checkbox', { name: 'Zombie 2s' });
    expect(zombie).toHaveAccessibleDescription(/Zombie 2s do nothing while 2s are plain/);
    // Too many cards dealt for the deck: Start is blocked, with the reason.
    await user.selectOptions(screen.getByLabelText('Opponents'), '9');
    const dealt = screen.getByLabelText('Cards dealt');
    await user.clear(dealt);
    await user.type(dealt, '8');
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/These hand sizes need 81 cards/);
    // A number out of range is marked and blocks Start too.
    await user.clear(dealt);
    await user.type(dealt, '99');
    expect(dealt).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Cards dealt: a whole number from 1 to 15/)).toBeInTheDocument();
    expect(start).toBeDisabled();
    await user.clear(dealt);
    await user.type(dealt, '4');
    expect(start).toBeEnabled();
    await user.click(start);
    expect(store.getState().game?.rules).toMatchObject({
      stackTwos: false,
      twos: 'plain',
      handSize: 4,
    });
  });

  it('a preset is a starting point; the rules in effect show when the game starts', async () => {
    const { store, user } = renderStore();
    await user.click(screen.getByRole('radio', { name: /Classic/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const card = screen.getByRole('complementary', { name: /Rules in effect: Classic/ });
    expect(card).toHaveTextContent(/One card at a time/);
    await user.click(within(card).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('complementary', { name: /Rules in effect/ })).toBeNull();
    expect(store.getState().record?.rules).toBe('classic');
  });

  it('share: a link with exactly these rules (and the deal number)', async () => {
    const { user } = renderStore();
    await user.click(screen.getByText('More options'));
    await user.type(screen.getByLabelText(/seed/), '42');
    await user.click(screen.getByText('Share these rules'));
    const link = (await screen.findByLabelText('Link to these rules')) as HTMLInputElement;
    expect(link.value).toMatch(/#game=kapaga&rules=k2\.[\w-]+$/);
    const { decodeRules } = await import('../../src/games/kapaga/store/share');
    const code = link.value.split('rules=')[1] as string;
    expect(decodeRules(code)).toMatchObject({ ok: true, value: { seed: 42 } });
  });
});

describe('rule demos, replays, watch mode', () => {
  it('a demo plays out to its promise; its house rule toggles and replays', async () => {
    const { user, container } = renderStore();
    const promise = () => container.querySelector('.demo-promise');
    await user.click(screen.getByRole('button', { name: 'Rule demos' }));
    await user.click(await screen.findByRole('button', { name: /The 2 stack/ }));
    expect(screen.getByText('Move 0 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Step' }));
    expect(screen.getByText('Move 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play out' }));
    expect(promise()).toHaveTextContent('The result: Cal must draw 4 or answer with a 2.');
    expect(container.querySelector('.table-text .main')).toHaveTextContent(
      '+4: Cal must play a 2 or draw 4.',
    );
    await user.click(
      screen.getByRole('checkbox', { name: /Try it with the house rule changed to Stack 2s: Off/ }),
    );
    expect(screen.getByText('Move 0 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play out' }));
    expect(promise()).toHaveTextContent(
      /With the house rule changed: Without stacking, Bea cannot answer/,
    );
  });

  it('a match people are playing opens as a replay only when it is over; its deal number stays hidden', async () => {
    const store = createGameStore({ storage: null, random: () => 0.123 });
    store
      .getState()
      .startMatch({ name: 'Pat', opponents: [{ level: 'easy' }], preset: 'grayzone' });
    const { user } = renderStore(store);
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replays' });
    expect(within(dialog).getByText(/opens when the match is over/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Step through it' })).toBeNull();
    expect(within(dialog).queryByLabelText('Replay link')).toBeNull();
    expect(dialog.textContent).not.toContain(String(store.getState().record?.seed));
  });

  it('the game on the table is saved as a replay and stepped through (watch mode)', async () => {
    const store = createGameStore({ storage: null });
    store.getState().startTable({
      seats: [
        { name: 'Pat', kind: 'bot', level: 'easy' },
        { name: 'Ada', kind: 'bot', level: 'easy' },
      ],
      rules: 'grayzone',
      seed: 3,
    });
    const { user } = renderStore(store);
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replays' });
    expect((within(dialog).getByLabelText('Replay link') as HTMLInputElement).value).toMatch(
      /#game=kapaga&replay=r1\.[\w-]+&names=Pat%2CAda$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Step through it' }));
    expect(await screen.findByRole('heading', { name: 'Replay' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Move 0 of \d+: the deal/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Pat, hand: / })).toBeInTheDocument();
  });

  it('a pasted record that does not play back is refused in plain words, the reason in details', async () => {
    const { store, user } = renderStore();
    await user.click(screen.getByRole('button', { name: 'Replays' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replays' });
    await user.type(
      within(dialog).getByLabelText(/paste a replay/),
      'kapaga-record 1{enter}players 2{enter}seed 1{enter}rules grayzone{enter}actions{enter}1 draw{enter}1 draw',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    const alert = within(dialog).getByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(
      'This replay could not be read: it may be damaged or made by a newer version of the game. Ask for the file again.',
    );
    // The engine's reason ("Action 1 ...") only in a closed "Details" for a bug report.
    expect(alert.querySelector('p')).not.toHaveTextContent(/Action|Line/);
    const details = alert.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details).toHaveTextContent(/does not play back: Action 1/);
    expect(store.getState().screen).toBe('new');
  });

  it('watch mode: the bots play, with pause, step and every hand shown', async () => {
    const { store, user } = renderStore();
    await user.click(screen.getByRole('button', { name: 'Watch the bots play' }));
    expect(store.getState().seats.every((s) => s.kind === 'bot')).toBe(true);
    expect(screen.getByText('The bots are playing each other.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /, / }).length).toBeGreaterThan(3);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(store.getState().watch.paused).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Show every hand' }));
    act(() => undefined);
    expect(document.querySelector('.seat .open-hand')).toBeNull();
  });
});

describe("Kapaga's rules lab is the platform's", () => {
  it("opens from the new-game screen on Grayzone against Classic, and runs to Kapaga's figures", async () => {
    const { user } = renderStore();
    await user.click(screen.getByRole('button', { name: 'Rules lab' }));
    expect(await screen.findByRole('heading', { name: 'Rules lab: Kapaga' })).toBeInTheDocument();
    const a = screen.getByRole('group', { name: 'Rule set A' });
    const b = screen.getByRole('group', { name: 'Rule set B' });
    expect(within(a).getByRole('combobox', { name: 'Start from' })).toHaveValue('grayzone');
    expect(within(b).getByRole('combobox', { name: 'Start from' })).toHaveValue('classic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '2');
    const count = screen.getByRole('spinbutton', { name: 'Rounds of each' });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(await screen.findByText(/^Done: 3 of 3 deals/, {}, { timeout: 20_000 })).toBeVisible();
    // Kapaga's own figures: its tallies (the biggest stack the largest in a round), its specials.
    const table = screen.getByRole('table');
    for (const name of [
      'Biggest penalty stack, the largest in a round',
      '2s taking effect (draw two), per round',
      'Playing a 2, per round',
      'KAPAGA calls, per round',
    ])
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    // Back to the new-game screen.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  }, 30_000);

  it('the house-rules editor opens it on your rules against the preset they started from', async () => {
    const store = createGameStore({ storage: null });
    store.getState().setChosenRules({ ...PRESETS.classic, jokers: 2 });
    store.getState().openLabFor(store.getState().chosenRules, 3);
    renderStore(store);
    const b = await screen.findByRole('group', { name: 'Rule set B' });
    expect(within(b).getByRole('textbox', { name: 'Name' })).toHaveValue('Your rules');
    // B is the house rules chosen for the next match, which it may start from again.
    expect(within(b).getByRole('combobox', { name: 'Start from' })).toHaveValue('house');
    const a = screen.getByRole('group', { name: 'Rule set A' });
    expect(within(a).getByRole('combobox', { name: 'Start from' })).toHaveValue('classic');
    expect(screen.getByRole('combobox', { name: 'Players' })).toHaveValue('3');
  });

  it('a lab link opens it set up as the link says; a broken one says so and opens nothing', () => {
    const spec = { ...defaultSpec(ANY_MODULE), b: { zombieTwos: false }, seed: 77 };
    const link = new URL(platformLabLink(ANY_MODULE, spec, 'https://k.example/'));
    const code = new URLSearchParams(link.hash.slice(1)).get('lab') as string;
    const store = createGameStore({ storage: null });
    store.getState().openLink({ lab: code });
    expect(store.getState().screen).toBe('lab');
    expect(store.getState().lab).toEqual(spec);
    const again = createGameStore({ storage: null });
    again.getState().openLink({ lab: `${code.slice(0, -6)}x!` });
    expect(again.getState().screen).toBe('new');
    expect(again.getState().notice).toMatch(/lab link could not be read/);
  });
});
