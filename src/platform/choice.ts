/**
 * Which game the table opens: a link's `#game=` or `?game=`; else the game a link without
 * a game is from (a record made before games had ids); else the one last picked on this
 * device; else the first of the registry (the headline game).
 */
import { type Entry, GAMES, gameById } from '../games/registry';

const KEY = 'table:game';

export function chosenGame(search: string, hash: string, stored: string | null): Entry {
  const params = new URLSearchParams(search);
  for (const [k, v] of new URLSearchParams(hash.replace(/^#/, ''))) params.set(k, v);
  const named = gameById(params.get('game') ?? '');
  const made = GAMES.find((g) => g.ownsLink?.(params));
  return named ?? made ?? gameById(stored ?? '') ?? GAMES[0];
}

/**
 * The game a link names that this table does not have (`#game=chess`, `__proto__`): its name
 * as given, briefly, to say so; null when the link names none, or one the table has.
 */
export function unknownGame(search: string, hash: string): string | null {
  const params = new URLSearchParams(search);
  for (const [k, v] of new URLSearchParams(hash.replace(/^#/, ''))) params.set(k, v);
  const named = params.get('game');
  if (named === null || gameById(named)) return null;
  return named.length > 30 ? `${named.slice(0, 27)}...` : named;
}

/** What is said of a link to a game the table does not have; the picker shows them all. */
export const noSuchGame = (name: string) =>
  `This table has no game "${name}": pick one of its games below.`;

/** The address without a `game=` that names no game of the table (said once, then gone). */
export function withoutUnknownGame(href: string): string {
  const url = new URL(href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  if (url.searchParams.has('game') && !gameById(url.searchParams.get('game') ?? ''))
    url.searchParams.delete('game');
  if (hash.has('game') && !gameById(hash.get('game') ?? '')) hash.delete('game');
  url.hash = hash.size ? `#${hash}` : '';
  return url.toString();
}

export function readChoice(): Entry {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // storage blocked: the first game
  }
  return chosenGame(window.location.search, window.location.hash, stored);
}

/**
 * A link of another game pasted into this tab's address changes only the fragment, so the
 * page would stay on `current`: the page starts again on the game the link is for (it names
 * it, or it is one of that game's links from before games had ids), the link whole with it:
 * the page's own link handlers, added after this one, never see it (they would read it as a
 * broken link of `current` and take it off the address). Every game's match is saved at
 * each action, so nothing is lost. Returns the unsubscribe.
 */
export function followGameLinks(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    location: Pick<Location, 'search' | 'hash' | 'reload'>;
  },
  current: string,
): () => void {
  const follow = (e: Event) => {
    if (chosenGame(win.location.search, win.location.hash, current).info.id === current) return;
    e.stopImmediatePropagation();
    win.location.reload();
  };
  win.addEventListener('hashchange', follow);
  return () => win.removeEventListener('hashchange', follow);
}

/** Opens another game: remembered, then the page starts again on it (its code loads). */
export function pickGame(id: string): void {
  let kept = false;
  try {
    localStorage.setItem(KEY, id);
    kept = localStorage.getItem(KEY) === id;
  } catch {
    // storage blocked: the game goes in the address instead
  }
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  url.searchParams.delete('game');
  hash.delete('game');
  if (!kept) hash.set('game', id);
  url.hash = hash.size ? `#${hash}` : '';
  window.history.replaceState(null, '', url);
  window.location.reload();
}
