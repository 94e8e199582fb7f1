/**
 * Kapaga on the platform's other screens, as its own screens were held to them
 * (tests/ui/table.test.tsx, lab.test.tsx, dialogs.test.tsx, replays.test.tsx,
 * stats.test.tsx, fx.test.ts): the setup (seats, names, levels, presets, the deal, house
 * rules, a link's options, a damaged save), pass and play's hand-off, a match's replay and
 * its deal kept hidden, the replays pasted, the stats, a broken screen, the rules lab, and
 * the browser's Back closing dialogs.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cardName, parseCard } from '../../src/games/kapaga/engine';
import { gameById } from '../../src/games/registry';
import { Dialog } from '../../src/kit/react/Dialog';
import { type Archive, memoryArchive } from '../../src/platform/archive';
import type { Finished } from '../../src/platform/history';
import { createSession, type Session } from '../../src/platform/session';
import { createSettings, readSettings } from '../../src/platform/settings';
import { readLink } from '../../src/platform/share';
import { Boundary } from '../../src/platform/ui/Boundary';
import { Match } from '../../src/platform/ui/Match';
import { Replay } from '../../src/platform/ui/Replay';
import { type Deal, Setup } from '../../src/platform/ui/Setup';
import { Shell } from '../../src/platform/ui/Shell';
import { Stats } from '../../src/platform/ui/Stats';
import { e, gameOf, KAPAGA, sessionAt } from './kapagaPlay';
import { showSetup } from './showSetup';
import { memoryStorage } from './storage';

const entry = gameById('kapaga');
if (!entry) throw new Error('no Kapaga');
const none = () => {};

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The setup, then the match once started (as the Shell switches them), the deal held. */
function SetupThenMatch({ s, deal: first = '' }: { s: Session; deal?: string }) {
  const [deal, setDeal] = useState<Deal>({ text: first, linked: false });
  const [playing, setPlaying] = useState(false);
  const settings = createSettings(null);
  if (playing) return <Match session={s} settings={settings} onLeave={() => setPlaying(false)} />;
  return (
    <Setup
      session={s}
      settings={settings}
      deal={deal}
      onDeal={setDeal}
      onPlay={() => setPlaying(true)}
      onLab={none}
      onStats={none}
      onWatch={none}
    />
  );
}

describe("Kapaga's first screen", () => {
  test('starts in one click with sensible defaults', async () => {
    const user = userEvent.setup();
    // A deal where the person keeps the five dealt (no Joker or ace turned up for them).
    let seed = 1;
    const five = (n: number) => {
      const g = e.newGame({ players: 4, seed: n });
      return g.ok && g.value.hands[0]?.length === 5;
    };
    while (!five(seed)) seed++;
    const s = createSession(KAPAGA, null);
    render(<SetupThenMatch s={s} deal={String(seed)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kapaga' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(s.getState().record?.seats).toHaveLength(4);
    const opponents = await screen.findByRole('list', { name: /Opponents/ });
    expect(opponents.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(screen.getByRole('group', { name: /Your hand, 5 cards/ })).toBeInTheDocument();
  });

  test('takes the name, the players, per-seat levels, a preset and the deal', async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    render(<SetupThenMatch s={s} />);
    const name = screen.getByRole('textbox', { name: 'Name of seat 1' });
    await user.clear(name);
    await user.type(name, 'Robin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'hard');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 3' }), 'expert');
    await user.click(screen.getByRole('radio', { name: /^Classic/ }));
    await user.click(screen.getByText('Deal number'));
    await user.type(screen.getByLabelText('Deal number (optional)'), '42');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const r = s.getState().record;
    expect(r?.seats.map((x) => [x.name, x.kind, x.level ?? '-'])).toEqual([
      ['Robin', 'person', '-'],
      ['Bot 1', 'bot', 'hard'],
      ['Bot 2', 'bot', 'expert'],
    ]);
    const classic = KAPAGA.rules.presets?.find((p) => p.id === 'classic');
    expect(r?.seed).toBe(42);
    expect(KAPAGA.rules.resolve(classic?.rules)).toEqual({ ok: true, value: r?.rules });
  });

  test('a damaged save is said in words, and a new match is ready to start', () => {
    const storage = memoryStorage();
    storage.setItem('table:kapaga:match', '{"v":1,"record":');
    showSetup(createSession(KAPAGA, storage));
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be read.*kept aside/);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  test("a link's deal, speed, table size, level and preset are read; nonsense is ignored", async () => {
    window.history.replaceState(
      null,
      '',
      '/?seed=123&speed=instant&opponents=9&level=hard&preset=classic&fresh#game=kapaga',
    );
    const { unmount } = render(<Shell entry={entry} />);
    expect(
      await screen.findByText(/^Deal 123 came with the link/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(readSettings(localStorage).speed).toBe('instant');
    const seats = screen.getAllByRole('combobox', { name: /^Who plays seat/ });
    expect(seats.map((x) => (x as HTMLSelectElement).value)).toEqual([
      'person',
      ...Array(9).fill('hard'),
    ]);
    expect(screen.getByRole('radio', { name: /^Classic/ })).toBeChecked();
    unmount();
    localStorage.clear();
    window.history.replaceState(
      null,
      '',
      '/?seed=abc&speed=warp&opponents=12&level=god&preset=poker#game=kapaga',
    );
    render(<Shell entry={entry} />);
    await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 });
    expect(screen.queryByText(/came with the link/)).toBeNull();
    expect(readSettings(localStorage).speed).toBe('normal');
    expect(screen.getAllByRole('combobox', { name: /^Who plays seat/ })).toHaveLength(4);
    expect(screen.getByRole('radio', { name: /^Grayzone/ })).toBeChecked();
  });

  test('How to play opens with its tips; the settings mute the chants and set the speed', async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    const settings = createSettings(null);
    render(
      <Setup
        session={s}
        settings={settings}
        deal={{ text: '', linked: false }}
        onDeal={none}
        onPlay={none}
        onLab={none}
        onStats={none}
        onWatch={none}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to play Kapaga' });
    expect(await within(dialog).findByRole('heading', { name: 'Tips' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByText(/^Speed: /));
    await user.click(screen.getByRole('checkbox', { name: /Mute the bots/ }));
    await user.selectOptions(screen.getByLabelText('Game speed'), 'fast');
    expect(s.getState().prefs).toMatchObject({ muteChants: true });
    // The speed is the table's setting, for every game.
    expect(settings.getState().speed).toBe('fast');
  });
});

describe('house rules on the setup', () => {
  test('the editor changes a field, shows notes beside fields, and errors block Start', async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    render(<SetupThenMatch s={s} />);
    await user.click(screen.getByText('House rules'));
    await user.click(screen.getByRole('checkbox', { name: /^Stack 2s/ }));
    expect(s.getState().plan.rules).toMatchObject({ stackTwos: false });
    expect(screen.getByText(/Rules of your own:/).closest('p')).toHaveTextContent(
      'Rules of your own: Grayzone with Stack 2s changed',
    );
    // 2s plain: zombie 2s now change nothing, said beside that field.
    await user.selectOptions(screen.getByRole('combobox', { name: /^2s/ }), 'plain');
    expect(screen.getByRole('checkbox', { name: /^Zombie 2s/ })).toHaveAccessibleDescription(
      /Zombie 2s do nothing while 2s are plain/,
    );
    // Too many cards dealt for the deck: Start is blocked, with the reason.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '10');
    const dealt = screen.getByLabelText(/^Cards dealt$/);
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
    expect(gameOf(s).rules).toMatchObject({ stackTwos: false, twos: 'plain', handSize: 4 });
  });

  test('a preset is a starting point; the rules in effect show when the match starts', async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    render(<SetupThenMatch s={s} />);
    await user.click(screen.getByRole('radio', { name: /^Classic/ }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const card = await screen.findByRole('complementary', { name: 'House rules in effect' });
    expect(card).toHaveTextContent(/Several cards at once: .*Stack 2s: Off/);
    await user.click(within(card).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('complementary', { name: 'House rules in effect' })).toBeNull();
    const classic = KAPAGA.rules.presets?.find((p) => p.id === 'classic');
    expect(KAPAGA.rules.resolve(classic?.rules)).toEqual({
      ok: true,
      value: s.getState().record?.rules,
    });
  });

  test('share: a link with exactly these rules and the deal number', async () => {
    const user = userEvent.setup();
    render(<SetupThenMatch s={createSession(KAPAGA, null)} />);
    await user.click(screen.getByRole('radio', { name: /^Classic/ }));
    await user.click(screen.getByText('Deal number'));
    await user.type(screen.getByLabelText('Deal number (optional)'), '42');
    await user.click(screen.getByText('House rules'));
    await user.click(screen.getByRole('button', { name: 'Share rules and deal 42' }));
    const link = (screen.getByRole('textbox', { name: 'The link' }) as HTMLInputElement).value;
    expect(new URL(link).hash).toMatch(/^#game=kapaga&rules=[\w-]+&seed=42$/);
    const classic = KAPAGA.rules.presets?.find((p) => p.id === 'classic');
    expect(await readLink(KAPAGA, new URL(link).hash)).toEqual({
      kind: 'rules',
      rules: classic?.rules,
      seed: 42,
    });
  });
});

/** Every card code and card name the page shows or says, text and labels alike. */
function everythingSaid(root: HTMLElement): string {
  const labels = [...root.querySelectorAll('[aria-label]')].map((x) =>
    x.getAttribute('aria-label'),
  );
  const codes = [...root.querySelectorAll('[data-code]')].map((x) => x.getAttribute('data-code'));
  return [root.textContent ?? '', ...labels, ...codes].join('\n');
}

/** The cards of `cards` that anything on the page names. */
function leaks(root: HTMLElement, cards: readonly string[]): string[] {
  const said = everythingSaid(root);
  return cards.filter((c) => {
    const card = parseCard(c);
    const name = card ? cardName(card) : c;
    return new RegExp(`\\b${c}\\b`).test(said) || said.includes(name);
  });
}

describe('pass and play on screen', () => {
  test('a person seat is chosen on the setup; the match starts on a hand-off', async () => {
    const user = userEvent.setup();
    // A deal of three where Player 1 or Bea plays first, and one where the bot does.
    const first = (person: boolean) => {
      for (let n = 1; ; n++) {
        const g = e.newGame({ players: 3, seed: n });
        if (g.ok && g.value.stage === 'play' && g.value.turn < 2 === person) return n;
      }
    };
    const s = createSession(KAPAGA, null);
    const { unmount } = render(<SetupThenMatch s={s} deal={String(first(true))} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who plays seat 2' }), 'person');
    const name = screen.getByRole('textbox', { name: 'Name of seat 2' });
    await user.clear(name);
    await user.type(name, 'Bea');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(s.getState().record?.seats.map((x) => [x.name, x.kind])).toEqual([
      ['Player 1', 'person'],
      ['Bea', 'person'],
      ['Bot 2', 'bot'],
    ]);
    expect(screen.getByRole('region', { name: 'Pass the device' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /hand/ })).toBeNull();
    unmount();
    // The bot first: nobody holds the device, so the table shows what everyone sees (the
    // seats, the pile) and no seat's cards while it plays.
    render(<SetupThenMatch s={s} deal={String(first(false))} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Start a new match' }));
    expect(s.getState().holder).toBeNull();
    const table = await screen.findByRole('region', { name: 'Card table' });
    expect(within(table).getAllByRole('region', { name: /cards, \d+ points/ })).toHaveLength(3);
    expect(screen.queryByRole('group', { name: /hand/ })).toBeNull();
    expect(table.querySelectorAll('.hand .card')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Between people' })).toBeNull();
  });

  test('between people nothing names a hidden card; then each sees only their own', async () => {
    const user = userEvent.setup();
    // Ann (seat 0) and Bea (seat 1) are people; seat 2 a bot.
    const s = sessionAt(
      {
        hands: [
          ['7H', '3C', 'KD'],
          ['4S', '9D', 'QC'],
          ['5H', 'JS'],
        ],
        discard: ['9H'],
        turn: 0,
        rules: { sevens: 'plain' },
      },
      [
        { kind: 'person', name: 'Ann' },
        { kind: 'person', name: 'Bea' },
        { kind: 'bot', level: 'easy', name: 'Bot2' },
      ],
    );
    const { container } = render(
      <Match session={s} settings={createSettings(null)} onLeave={none} />,
    );
    const ann = ['7H', '3C', 'KD'];
    const bea = ['4S', '9D', 'QC'];
    expect(screen.getByRole('region', { name: 'Pass the device' })).toHaveTextContent(
      'Pass the device to Ann.',
    );
    expect(leaks(container, [...ann, ...bea, '5H', 'JS'])).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'I am Ann: show my cards' }));
    expect(await screen.findByRole('group', { name: /Your hand, 3 cards/ })).toBeInTheDocument();
    expect(leaks(container, ann)).toEqual(ann);
    expect(leaks(container, [...bea, '5H', 'JS'])).toEqual([]);
    // Ann plays down to two; Bea is next: Ann still sees hers, with the pass banner.
    await user.click(screen.getByRole('button', { name: /^seven of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Bea’s turn next');
    await user.click(screen.getByRole('button', { name: 'Hide my cards' }));
    expect(screen.getByRole('region', { name: 'Pass the device' })).toHaveTextContent(
      'Pass the device to Bea.',
    );
    expect(leaks(container, ['3C', 'KD', ...bea, '5H', 'JS'])).toEqual([]);
    // The log speaks of players by name.
    const log = screen.getByRole('list', { name: 'What happened' });
    expect(log).toHaveTextContent(/Ann played 7♥/);
    expect(log.textContent).not.toMatch(/\byou\b/i);
    await user.click(screen.getByRole('button', { name: 'I am Bea: show my cards' }));
    await screen.findByRole('group', { name: /Your hand, 3 cards/ });
    expect(leaks(container, bea)).toEqual(bea);
    expect(leaks(container, ['3C', 'KD', '5H', 'JS'])).toEqual([]);
  });
});

describe('replays', () => {
  test('a match people are playing shows neither its replay nor its deal till it is over', async () => {
    const user = userEvent.setup();
    const s = sessionAt({
      hands: [['7H'], ['KD', '4D']],
      discard: ['9H'],
      turn: 0,
      scores: [0, 1990],
    });
    const seed = s.getState().record?.seed;
    render(<Match session={s} settings={createSettings(null)} onLeave={none} />);
    const main = screen.getByRole('main', { name: 'Kapaga match' });
    expect(screen.queryByRole('button', { name: 'Share this match' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Share deal/ })).toBeNull();
    expect(main.textContent).not.toMatch(new RegExp(`deal\\s${seed}\\b`, 'i'));
    await user.click(await screen.findByRole('button', { name: /^seven of hearts/ }));
    await user.click(screen.getByRole('button', { name: 'Play seven of hearts' }));
    const over = screen.getByRole('region', { name: 'The match is over' });
    expect(within(over).getByRole('button', { name: 'Share this match' })).toBeInTheDocument();
    expect(
      within(over).getByRole('button', { name: `Share deal ${seed} to play it` }),
    ).toBeInTheDocument();
  });

  test("the bots' match may be shared, and its record is stepped through", async () => {
    const s = createSession(KAPAGA, null);
    s.getState().setPlan({
      seats: [
        { kind: 'bot', level: 'easy', name: 'Pat' },
        { kind: 'bot', level: 'easy', name: 'Ada' },
      ],
      rules: {},
    });
    s.getState().start(3);
    const { unmount } = render(
      <Match session={s} settings={createSettings(null)} onLeave={none} />,
    );
    // Bots only: nothing is hidden from a person, so it may be shared (its link, its file).
    expect(screen.getByRole('button', { name: 'Share this match' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save it as a file' })).toBeInTheDocument();
    const read = { record: s.getState().record };
    if (!read.record) throw new Error('no record');
    expect(read.record.seats.map((x) => x.name)).toEqual(['Pat', 'Ada']);
    unmount();
    render(<Replay module={KAPAGA} record={read.record} onClose={none} />);
    expect(screen.getByText(/^Step 0 of \d+:/).parentElement).toHaveTextContent(/deals 7 cards/);
    expect(await screen.findByRole('group', { name: /^Pat’s hand, \d+ cards?$/ })).toBeVisible();
  });

  test('a pasted replay that does not play back is refused once, in plain words, the reason in details', async () => {
    const user = userEvent.setup();
    const s = createSession(KAPAGA, null);
    showSetup(s);
    const watch = screen.getByRole('region', { name: 'Watch a match' });
    await user.type(
      within(watch).getByLabelText(/Or paste/),
      'kapaga-record 1{enter}players 2{enter}seed 1{enter}rules grayzone{enter}actions{enter}1 draw{enter}1 draw',
    );
    await user.click(within(watch).getByRole('button', { name: 'Open' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    const alert = alerts[0] as HTMLElement;
    expect(watch).toContainElement(alert);
    expect(alert.querySelector('p')).toHaveTextContent(/could not be read/);
    // The engine's reason only in a closed "Details" for a bug report.
    expect(alert.querySelector('p')).not.toHaveTextContent(/Action|Line/);
    const details = alert.querySelector('details');
    expect(details?.open).toBe(false);
    expect(details).toHaveTextContent(/Action 1|action 1/);
    expect(s.getState().record).toBeNull();
  });
});

describe('the stats and a broken screen never lose or hide data', () => {
  test('kept matches that cannot be read are left out and said, never a crash; they can be removed', async () => {
    const match = (at: number): Finished => ({
      at,
      names: ['You', 'A'],
      scores: [0, 100],
      winners: [0],
      seats: [
        { kind: 'person', name: 'You' },
        { kind: 'bot', name: 'A', level: 'hard' },
      ],
      people: [0],
      rules: 'grayzone',
    });
    // An archive with one match it reads and two it could not (archive.test.ts: left unread).
    let damaged = 2;
    const kept = memoryArchive();
    await kept.add(match(1));
    const archive: Archive = {
      ...kept,
      damaged: () => damaged,
      dropDamaged: async () => {
        damaged = 0;
      },
    };
    const s = createSession(KAPAGA, null, archive);
    const user = userEvent.setup();
    render(<Stats session={s} onClose={none} onWatch={none} />);
    const wait = { timeout: 10_000 };
    expect(
      await screen.findByText(/2 kept matches could not be read/, {}, wait),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(await screen.findByText(/Your best finish/, {}, wait)).toHaveTextContent('1st of 2');
    await user.click(screen.getByRole('button', { name: 'Remove them' }));
    await waitFor(() => expect(screen.queryByText(/could not be read/)).toBeNull(), wait);
    expect(damaged).toBe(0);
    expect(await archive.all()).toHaveLength(1);
    expect(screen.getByText(/Your best finish/)).toHaveTextContent('1st of 2');
  });

  test("a broken screen's way back keeps the saved match, as its message says", async () => {
    const storage = memoryStorage();
    const s = createSession(KAPAGA, storage);
    s.getState().setPlan({
      seats: [
        { kind: 'person', name: 'Pat' },
        { kind: 'bot', level: 'easy', name: 'Ada' },
      ],
      rules: {},
    });
    s.getState().start(4);
    const saved = storage.getItem('table:kapaga:match');
    expect(saved).not.toBeNull();
    function Boom(): never {
      throw new Error('the test broke it');
    }
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let back = 0;
    const { unmount } = render(
      <Boundary what="the table" onBack={() => back++} onSave={none}>
        <Boom />
      </Boundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/nothing is lost/);
    expect(
      screen.getByRole('button', { name: 'Download the save (for a bug report)' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to the game/ }));
    expect(back).toBe(1);
    unmount();
    expect(storage.getItem('table:kapaga:match')).toBe(saved);
    // The first screen offers it back.
    showSetup(createSession(KAPAGA, storage));
    expect(screen.getByRole('region', { name: 'Your match' })).toHaveTextContent(
      'Your match is waiting where you left it.',
    );
  });
});

describe("the browser's Back", () => {
  const depth = () => {
    const st: unknown = window.history.state;
    const d = typeof st === 'object' && st !== null && 'kapagaDialogs' in st ? st.kapagaDialogs : 0;
    return typeof d === 'number' ? d : 0;
  };
  const back = async () => {
    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    act(() => window.history.back());
    await act(async () => {
      await popped;
    });
  };

  test('closes a dialog and keeps the page and its fragment; one closed by its button takes its step back', async () => {
    window.history.replaceState(null, '', '/#rules=k1.abc');
    const user = userEvent.setup();
    showSetup(createSession(KAPAGA, null));
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    expect(screen.getByRole('dialog', { name: 'How to play Kapaga' })).toBeInTheDocument();
    await waitFor(() => expect(depth()).toBe(1));
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#rules=k1.abc');
    expect(depth()).toBe(0);
    // Closed with its button: its history entry goes too (Back then leaves no dead step).
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    await waitFor(() => expect(depth()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(depth()).toBe(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('closes the innermost dialog first, then the one under it', async () => {
    const user = userEvent.setup();
    function Two() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      if (!outer) return <p>both closed</p>;
      return (
        <Dialog title="Outer" onClose={() => setOuter(false)}>
          <button type="button" onClick={() => setInner(true)}>
            Ask
          </button>
          {inner && (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <p>A question</p>
            </Dialog>
          )}
        </Dialog>
      );
    }
    render(<Two />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(depth()).toBe(2));
    await back();
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await back();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('both closed')).toBeInTheDocument();
  });
});

describe("Kapaga's rules lab is the platform's", () => {
  test("opens from the setup on Grayzone against Classic, and runs to Kapaga's figures", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/#game=kapaga');
    render(<Shell entry={entry} />);
    await user.click(await screen.findByRole('button', { name: 'Rules lab' }, { timeout: 5000 }));
    expect(
      await screen.findByRole('heading', { name: 'Rules lab: Kapaga' }, { timeout: 5000 }),
    ).toBeInTheDocument();
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
    // Kapaga's own figures: its tallies (the biggest stack the largest in a round), its kinds.
    const table = screen.getByRole('table');
    for (const name of [
      'Biggest penalty stack, the largest in a round',
      '2s taking effect (draw two), per round',
      'Playing a 2, per round',
      'KAPAGA calls, per round',
    ])
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument();
    // Back to the setup.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  }, 30_000);

  test('the house rules open it on your rules against the preset they started from', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/#game=kapaga');
    render(<Shell entry={entry} />);
    await user.click(await screen.findByRole('radio', { name: /^Classic/ }, { timeout: 5000 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Players' }), '3');
    await user.click(screen.getByText('House rules'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Jokers/ }), '2');
    await user.click(
      screen.getByRole('button', { name: 'See what these rules change (rules lab)' }),
    );
    const b = await screen.findByRole('group', { name: 'Rule set B' }, { timeout: 5000 });
    expect(within(b).getByRole('textbox', { name: 'Name' })).toHaveValue('Your house rules');
    // B is the house rules set up for the next match, which it may start from again.
    expect(within(b).getByRole('combobox', { name: 'Start from' })).toHaveValue('house');
    const a = screen.getByRole('group', { name: 'Rule set A' });
    expect(within(a).getByRole('textbox', { name: 'Name' })).toHaveValue('Classic');
    expect(within(a).getByRole('combobox', { name: 'Start from' })).toHaveValue('classic');
    expect(screen.getByRole('combobox', { name: 'Players' })).toHaveValue('3');
  });
});
