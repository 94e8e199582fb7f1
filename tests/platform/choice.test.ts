/**
 * Which game a visit opens (src/platform/choice.ts): a link's game, else the game a link
 * without one is from (today's Kapaga links, tests/fixtures/kapaga), else the last picked,
 * else the headline game.
 */
import { readFileSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import {
  chosenGame,
  followGameLinks,
  unknownGame,
  withoutUnknownGame,
} from '../../src/platform/choice';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/kapaga/${name}`, import.meta.url), 'utf8').trim();

/** The search and hash parts of a link. */
function parts(link: string): [string, string] {
  const u = new URL(link, 'http://127.0.0.1/');
  return [u.search, u.hash];
}

test('a link that names its game opens it, whatever was picked last', () => {
  expect(chosenGame('', '#game=kapow', 'kapaga').info.id).toBe('kapow');
  expect(chosenGame('?game=kapaga', '', 'kapow').info.id).toBe('kapaga');
});

test('a Kapaga link from before games had ids opens Kapaga, even after KAPOW! was picked', () => {
  for (const name of ['rules-link.txt', 'replay-link.txt', 'lab-link.txt']) {
    const [search, hash] = parts(fixture(name));
    expect(chosenGame(search, hash, 'kapow').info.id, name).toBe('kapaga');
  }
  expect(chosenGame('?fresh&seed=5&opponents=2', '', 'kapow').info.id).toBe('kapaga');
  expect(chosenGame('?rules=k1.abc', '', 'kapow').info.id).toBe('kapaga');
});

test('otherwise the game picked last, else the headline game; junk picks nothing odd', () => {
  expect(chosenGame('?seed=5', '', 'kapow').info.id).toBe('kapow');
  expect(chosenGame('', '', null).info.id).toBe('kapaga');
  expect(chosenGame('', '#game=nonsense', 'also-nonsense').info.id).toBe('kapaga');
});

test("a link of another game pasted into an open page starts that game, the link whole (the same game's, or an unknown one's, does not)", () => {
  const page = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(page, { location: { search: '', hash: '', reload } });
  const stop = followGameLinks(win, 'kapaga');
  // The page's own link handler, added after: it never sees a link it would take for broken.
  const own = vi.fn();
  page.addEventListener('hashchange', own);
  const paste = (hash: string) => {
    win.location.hash = hash;
    page.dispatchEvent(new Event('hashchange'));
  };
  paste('#game=kapaga&rules=abc');
  paste('#game=chess');
  paste('#rules=k2.abc');
  expect(reload).not.toHaveBeenCalled();
  expect(own).toHaveBeenCalledTimes(3);
  paste('#game=kapow&rules=e30');
  expect(reload).toHaveBeenCalledTimes(1);
  expect(own).toHaveBeenCalledTimes(3);
  expect(win.location.hash).toBe('#game=kapow&rules=e30');
  stop();
  paste('#game=kapow');
  expect(reload).toHaveBeenCalledTimes(1);
});

test("on another game's page, a Kapaga link from before games had ids opens Kapaga", () => {
  const page = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(page, { location: { search: '?speed=fast', hash: '', reload } });
  followGameLinks(win, 'kapow');
  win.location.hash = parts(fixture('rules-link.txt'))[1];
  page.dispatchEvent(new Event('hashchange'));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a link naming a game the table does not have is told apart (issue 34, item 7)', () => {
  expect(unknownGame('', '#game=chess')).toBe('chess');
  expect(unknownGame('?game=__proto__', '')).toBe('__proto__');
  expect(unknownGame('', '#game=toString&rules=e30')).toBe('toString');
  expect(unknownGame('', '#game=kapow')).toBeNull();
  expect(unknownGame('?seed=4', '')).toBeNull();
  expect(withoutUnknownGame('https://a.b/?game=chess#game=toString&rules=e30')).toBe(
    'https://a.b/#rules=e30',
  );
  expect(withoutUnknownGame('https://a.b/#game=kapow')).toBe('https://a.b/#game=kapow');
});
