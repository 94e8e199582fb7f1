/**
 * A game's own table settings (GameModule.prefs): shown beside the table's settings on its
 * first screen, kept per game on this device field by field, and handed to its table
 * (TableProps.prefs). Kapaga brings its hand's order, its playable marks and four-colour suits.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { cardWords } from '../../src/games/kapaga/words';
import { gameById } from '../../src/games/registry';
import { createSession } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';
import { showSetup } from './showSetup';

const kapaga = await (gameById('kapaga')?.load() ?? Promise.reject(new Error('no Kapaga')));
const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));
const none = () => {};

afterEach(() => localStorage.clear());

/** A card's place in Kapaga's rank order (A 2 ... K, the Joker last; suits S H C D within). */
const byRank = (code: string): number =>
  code === 'JK' ? 1000 : 'A23456789TJQK'.indexOf(code[0] ?? '') * 4 + 'SHCD'.indexOf(code[1] ?? '');

describe("a game's own table settings", () => {
  test("are on its first screen, kept on this device, and sort Kapaga's hand by rank in a match", async () => {
    const user = userEvent.setup();
    const s = createSession(kapaga, localStorage);
    showSetup(s);
    await user.click(screen.getByText(/^Speed: /));
    const sort = screen.getByRole('group', { name: 'Sort your hand by' });
    expect(within(sort).getByRole('radio', { name: 'Suit' })).toBeChecked();
    await user.click(within(sort).getByRole('radio', { name: 'Rank' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mark the cards I can play' }));
    expect(s.getState().prefs).toEqual({
      sortBy: 'rank',
      hints: false,
      fourColour: false,
      muteChants: false,
    });
    // Kept for the next visit.
    expect(createSession(kapaga, localStorage).getState().prefs).toMatchObject({
      sortBy: 'rank',
      hints: false,
    });

    s.getState().setPlan({
      seats: [
        { kind: 'person', name: 'Ada' },
        { kind: 'bot', level: 'easy', name: 'Bo' },
      ],
      rules: {},
    });
    s.getState().start(5);
    render(<Match session={s} settings={createSettings(null)} onLeave={none} />);
    const hand = await screen.findByRole('group', { name: /^Your hand/ });
    const shown = within(hand)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? '');
    const held = kapaga.engine.playerView(s.getState().game, 0).hand as string[];
    const expected = [...held].sort((a, b) => byRank(a) - byRank(b)).map(cardWords);
    expect(shown.map((l) => expected.find((w) => l.startsWith(w)))).toEqual(expected);
    // No card is marked playable with the marks turned off.
    expect(shown.some((l) => l.includes('playable'))).toBe(false);
  });

  test('a damaged value falls back to its default, field by field', () => {
    localStorage.setItem('table:kapaga:prefs', JSON.stringify({ sortBy: 'colour', hints: false }));
    expect(createSession(kapaga, localStorage).getState().prefs).toEqual({
      sortBy: 'suit',
      hints: false,
      fourColour: false,
      muteChants: false,
    });
    localStorage.setItem('table:kapaga:prefs', '{not json');
    expect(createSession(kapaga, localStorage).getState().prefs).toEqual(kapaga.prefs?.defaults);
    // A value its field does not allow changes nothing.
    const s = createSession(kapaga, localStorage);
    s.getState().setPref('sortBy', 'colour');
    s.getState().setPref('nothing', true);
    expect(s.getState().prefs).toEqual(kapaga.prefs?.defaults);
  });

  test("Kapaga's settings made on its own screen carry over, field by field, under the table's own", () => {
    localStorage.clear();
    localStorage.setItem(
      'kapaga:settings',
      JSON.stringify({ sortBy: 'rank', hints: false, fourColour: 'yes', muteChants: true }),
    );
    // Nothing kept by the table yet: the good ones of Kapaga's own, the defaults for the rest.
    expect(createSession(kapaga, localStorage).getState().prefs).toEqual({
      sortBy: 'rank',
      hints: false,
      fourColour: false,
      muteChants: true,
    });
    // A setting changed on the table wins over Kapaga's own; its own still count for the rest.
    createSession(kapaga, localStorage).getState().setPref('sortBy', 'suit');
    expect(createSession(kapaga, localStorage).getState().prefs).toMatchObject({
      sortBy: 'suit',
      hints: false,
    });
    // Kapaga's own settings are left as they were.
    expect(JSON.parse(localStorage.getItem('kapaga:settings') ?? '')).toMatchObject({
      sortBy: 'rank',
    });
    localStorage.clear();
  });

  test('a game that brings none shows none', async () => {
    const user = userEvent.setup();
    const { prefs: _, ...none } = kapow;
    const s = createSession(none, localStorage);
    showSetup(s);
    await user.click(screen.getByText(/^Speed: /));
    expect(screen.queryByRole('group', { name: 'Sort your hand by' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Mute Kai’s table talk' })).toBeNull();
    expect(s.getState().prefs).toEqual({});
  });

  test("KAPOW!'s own: Kai's table talk muted by a checkbox, kept like the others", async () => {
    const user = userEvent.setup();
    const s = createSession(kapow, localStorage);
    showSetup(s);
    await user.click(screen.getByText(/^Speed: /));
    await user.click(screen.getByRole('checkbox', { name: 'Mute Kai’s table talk' }));
    expect(s.getState().prefs).toEqual({ muteTalk: true });
    expect(createSession(kapow, localStorage).getState().prefs).toEqual({ muteTalk: true });
  });
});
