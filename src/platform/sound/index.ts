/**
 * The table's sounds for any game: each action the match takes is heard as the game names
 * it (`GameModule.sounds`), with a new deal and a round's and a match's end sounded here.
 * Nothing loads or plays while sound is off; the synthesizer loads the first time it is on.
 */
import type { AnyModule } from '../../games/registry';
import { SOUNDS, type Sound, type SoundBook, schedule } from '../../kit/sound';
import type { Session, SessionState } from '../session';
import { audible, type SettingsStore } from '../settings';

/** What plays the sounds (the synthesizer; a stand-in in tests). */
export interface Player {
  play(sound: Sound, volume: number, delay: number): void;
  unlock(): Promise<void>;
}

type Match = Pick<SessionState, 'record' | 'game'>;

/** The table's own sounds (a deal, a round's and a match's end) and the game's book. */
export const bookOf = (m: AnyModule): SoundBook => ({
  deal: SOUNDS.deal,
  round: SOUNDS.round,
  match: SOUNDS.match,
  ...m.soundBook,
});

/**
 * What the table hears between two moments of a match: a new match's deal, or the one
 * action taken (its game's sounds, then a round's or the match's end). A resumed match, or
 * a jump of several actions (another tab), is silent.
 */
export function cuesBetween(m: AnyModule, prev: Match, next: Match): string[] {
  const rec = next.record;
  if (!rec || next.game === null || rec === prev.record) return [];
  const was = prev.record;
  if (rec.actions.length === 0)
    return was?.actions.length === 0 && was.seed === rec.seed ? [] : ['deal'];
  if (!was || prev.game === null || was.seed !== rec.seed) return [];
  if (rec.actions.length !== was.actions.length + 1) return [];
  const last = rec.actions[rec.actions.length - 1];
  const out: string[] = [];
  if (last === 'next-round') out.push('deal');
  else {
    const a = m.engine.parseAction(last);
    if (a.ok && m.sounds) out.push(...m.sounds(prev.game, a.value, next.game));
  }
  const before = m.engine.status(prev.game).phase;
  const after = m.engine.status(next.game).phase;
  if (after !== before && after === 'round-over') out.push('round');
  if (after !== before && after === 'game-over') out.push('match');
  return out;
}

/**
 * The synthesizer, loaded the first time it is needed: `warm` loads it, `unlock` also lets
 * the browser start sound (call it from a click), `play` sounds cues one after another.
 */
export function lazyPlayer(load: () => Promise<Player> = () => import('./synth')) {
  let player: Player | null = null;
  let loading: Promise<Player> | null = null;
  const get = () => {
    loading ??= load().then((p) => {
      player = p;
      return p;
    });
    return loading;
  };
  return {
    warm(): void {
      void get();
    },
    unlock(): void {
      void get().then((p) => p.unlock());
    },
    play(cues: readonly string[], book: SoundBook, volume: number): void {
      const timed = schedule(cues, book);
      if (timed.length === 0) return;
      const go = (p: Player) => {
        for (const x of timed) p.play(x.sound, volume, x.delay);
      };
      if (player) go(player);
      else void get().then(go);
    },
  };
}

export const reducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Plays the match's sounds while the settings allow; returns the stop. */
export function startSounds(
  session: Session,
  settings: SettingsStore,
  load?: () => Promise<Player>,
): () => void {
  const player = lazyPlayer(load);
  const on = () => audible(settings.getState(), reducedMotion());
  if (on()) player.warm();
  const offSettings = settings.subscribe((s, prev) => {
    // Turned on (a click): load and unlock the audio now, while the click still counts.
    if (s.sound && !prev.sound) player.unlock();
  });
  const offMatch = session.subscribe((s, prev) => {
    if (on())
      player.play(
        cuesBetween(s.module, prev, s),
        bookOf(s.module),
        settings.getState().volume / 100,
      );
  });
  return () => {
    offSettings();
    offMatch();
  };
}
