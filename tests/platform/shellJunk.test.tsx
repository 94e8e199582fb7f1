// The table opens whatever this device keeps (issue 34, item 1): a save whose `game` has its
// own toString, or 20,000 arrays deep, never leaves the page on "Loading…": the save is moved
// aside and said, and the setup shows.
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { Shell } from '../../src/platform/ui/Shell';
import { DEEP_ARRAY } from './junk';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const SAVES = [
  ['a game with its own toString', (id: string) => `{"game":{"toString":1},"v":1,"x":"${id}"}`],
  ['a match 20,000 arrays deep', () => DEEP_ARRAY],
  ['a record 20,000 arrays deep', (id: string) => `{"game":"${id}","v":1,"seed":${DEEP_ARRAY}}`],
] as const;

test.each(GAMES.flatMap((g) => SAVES.map(([what, save]) => [g.info.name, what, g, save] as const)))(
  '%s: a saved match of %s opens the setup and says it is kept aside',
  async (_, __, entry, save) => {
    const id = entry.info.id;
    const text = save(id);
    for (const k of ['match', 'aside', 'left']) localStorage.setItem(`table:${id}:${k}`, text);
    render(<Shell entry={entry} />);
    expect(
      await screen.findByText(/could not be read.*kept aside/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).toBeNull();
    expect(localStorage.getItem(`table:${id}:match`)).toBeNull();
  },
);

test.each(['chess', '__proto__', 'toString', 'constructor'])(
  '#game=%s says the table has no such game and opens the picker',
  async (name) => {
    const entry = GAMES[0];
    window.history.replaceState(null, '', `/#game=${name}`);
    render(<Shell entry={entry} />);
    expect(
      await screen.findByText(`This table has no game "${name}": pick one of its games below.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Games' })).toBeInTheDocument();
    for (const g of GAMES) expect(screen.getByRole('button', { name: g.info.name })).toBeVisible();
    expect(window.location.hash).toBe('');
  },
);
