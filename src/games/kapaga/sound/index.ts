/**
 * Sounds for the table (issue 12): muted until the player turns them on (remembered), at
 * the player's volume, quiet under reduced-motion preferences only if the player asks.
 * The synthesizer loads the first time sound is on.
 */
import type { GameStore } from '../store/gameStore';
import { selectViewerEvents } from '../store/selectors';
import { soundsFor } from './events';

type Synth = typeof import('./synth');

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function startSounds(store: GameStore): () => void {
  let synth: Synth | null = null;
  let loading: Promise<Synth> | null = null;
  const load = () => {
    loading ??= import('./synth').then((m) => {
      synth = m;
      return m;
    });
    return loading;
  };
  const wanted = () => {
    const s = store.getState().settings;
    return s.sound && s.volume > 0 && !(s.quietWhenReduced && reducedMotion());
  };
  if (wanted()) void load();
  return store.subscribe((s, prev) => {
    // Turned on (a click): load and unlock the audio now, while the click still counts.
    if (s.settings.sound && !prev.settings.sound) void load().then((m) => m.unlock());
    if (s.game === prev.game || !s.game || !wanted()) return;
    const events = selectViewerEvents(s);
    const volume = s.settings.volume / 100;
    const play = (m: Synth) => {
      for (const x of soundsFor(events)) m.play(x.name, volume, x.delay);
    };
    if (synth) play(synth);
    else void load().then(play);
  });
}
