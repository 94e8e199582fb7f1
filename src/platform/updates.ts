/**
 * A new version of the table (its service worker, vite-plugin-pwa) says so and waits: it
 * starts the next time the game is opened, never in the middle of a match (the page is
 * never reloaded for it). Every game's screens say it in these words.
 */

/** The service worker's registration (`virtual:pwa-register`'s registerSW). */
export type Register = (o: { immediate?: boolean; onNeedRefresh?: () => void }) => unknown;

export const newVersion = (game: string): string =>
  `A new version of ${game} is ready: it starts the next time you open the game.`;

/** Registers the service worker; a new version waiting is said through `say`. */
export function watchForUpdates(game: string, register: Register, say: (words: string) => void) {
  register({ immediate: true, onNeedRefresh: () => say(newVersion(game)) });
}
