/**
 * The player's sound settings for the table's games: off until turned on, a volume, and
 * quiet under the system's reduced-motion preference if asked. Kept on this device; a
 * damaged value falls back field by field, never stops the game.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isRecord } from '../../lib/result';
import type { Storage } from '../session';

export interface SoundSettings {
  sound: boolean;
  /** 0 to 100. */
  volume: number;
  quietWhenReduced: boolean;
}

export const SOUND_KEY = 'table:sound';
export const SOUND_DEFAULTS: SoundSettings = { sound: false, volume: 60, quietWhenReduced: false };

/**
 * The saved settings, each field checked (anything else: its default). `before`: what to
 * start from on a device that kept none yet (a game's own older settings), checked alike.
 */
export function readSound(storage: Storage | null, before: unknown = null): SoundSettings {
  let x: unknown = null;
  try {
    const kept = storage?.getItem(SOUND_KEY) ?? null;
    x = kept === null ? before : JSON.parse(kept);
  } catch {
    x = null;
  }
  const o = isRecord(x) ? x : {};
  const flag = (k: 'sound' | 'quietWhenReduced') =>
    typeof o[k] === 'boolean' ? o[k] : SOUND_DEFAULTS[k];
  const v = o.volume;
  return {
    sound: flag('sound'),
    volume: Number.isInteger(v) && typeof v === 'number' && v >= 0 && v <= 100 ? v : 60,
    quietWhenReduced: flag('quietWhenReduced'),
  };
}

/** Whether sounds play now (the system's reduced-motion preference given). */
export const audible = (s: SoundSettings, reducedMotion: boolean): boolean =>
  s.sound && s.volume > 0 && !(s.quietWhenReduced && reducedMotion);

export interface SoundState extends SoundSettings {
  change(patch: Partial<SoundSettings>): void;
}

export type SoundStore = StoreApi<SoundState>;

export function createSoundSettings(storage: Storage | null, before: unknown = null): SoundStore {
  return createStore<SoundState>()((set, get) => ({
    ...readSound(storage, before),
    change(patch) {
      set(patch);
      const { sound, volume, quietWhenReduced } = get();
      try {
        storage?.setItem(SOUND_KEY, JSON.stringify({ sound, volume, quietWhenReduced }));
      } catch {
        // Not kept (storage full or blocked): it holds for this visit.
      }
    },
  }));
}
