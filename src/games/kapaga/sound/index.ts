/**
 * Sounds for the table (issue 12): muted until the player turns them on (remembered), at
 * the player's volume, quiet under reduced-motion preferences only if the player asks.
 * The platform's synthesizer loads the first time sound is on; the platform times them.
 */

import { audible } from '../../../platform/settings';
import { lazyPlayer, reducedMotion } from '../../../platform/sound';
import type { GameStore } from '../store/gameStore';
import { selectViewerEvents } from '../store/selectors';
import { soundsFor } from './events';

export function startSounds(store: GameStore): () => void {
  const player = lazyPlayer();
  const sound = store.getState().table;
  const wanted = () => audible(sound.getState(), reducedMotion());
  if (wanted()) player.warm();
  const offSettings = sound.subscribe((s, prev) => {
    // Turned on (a click): load and unlock the audio now, while the click still counts.
    if (s.sound && !prev.sound) player.unlock();
  });
  const offGame = store.subscribe((s, prev) => {
    if (s.game === prev.game || !s.game || !wanted()) return;
    player.play(soundsFor(selectViewerEvents(s)), sound.getState().volume / 100);
  });
  return () => {
    offSettings();
    offGame();
  };
}
