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
 * page would stay on `current`: the page starts again on the game it names, its link with it
 * (every game's match is saved at each action, so nothing is lost). Returns the unsubscribe.
 */
export function followGameLinks(
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    location: Pick<Location, 'hash' | 'reload'>;
  },
  current: string,
): () => void {
  const follow = () => {
    const named = new URLSearchParams(win.location.hash.replace(/^#/, '')).get('game');
    if (named !== null && named !== current && gameById(named)) win.location.reload();
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
