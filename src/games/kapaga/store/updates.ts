/**
 * A new version of the game (its service worker) says so and waits: it starts the next time
 * the game is opened, never in the middle of a match (the page is never reloaded for it).
 */
import type { GameStore } from './gameStore';

export const NEW_VERSION =
  'A new version of Kapaga is ready: it starts the next time you open the game.';

type Register = (o: { immediate?: boolean; onNeedRefresh?: () => void }) => unknown;

export function watchForUpdates(store: GameStore, register: Register): void {
  register({ immediate: true, onNeedRefresh: () => store.setState({ notice: NEW_VERSION }) });
}
