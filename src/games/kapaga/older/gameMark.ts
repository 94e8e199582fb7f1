/**
 * Which game a record names. Every record Kapaga writes says `game: 'kapaga'`; one that
 * names no game predates the field and is Kapaga's. A record of another game is refused in
 * a player's words (which game, where to open it), never half-opened, and nothing is deleted.
 */
import type { GameName } from '../../module';
import { INFO } from '../info';

export const GAME = INFO.id as 'kapaga';

/** The game a record names when it is not Kapaga's ('' when it names one unreadably), else null. */
export function otherGame(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || !Object.hasOwn(x, 'game')) return null;
  const game: unknown = (x as { game?: unknown }).game;
  if (game === GAME) return null;
  return typeof game === 'string' ? game.slice(0, 40) : '';
}

/**
 * What a record of another game is and where it opens: "a KAPOW! replay: open it from
 * KAPOW!'s screen" (a game the table does not know: "another game's replay"), its name as
 * the table gives it (`nameOf`, module.ts `older`).
 */
export function elsewhere(game: string, thing: string, nameOf: GameName): string {
  const name = nameOf(game);
  if (!name) return `another game's ${thing}: open it from that game's screen`;
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} ${thing}: open it from ${name}'s screen`;
}
