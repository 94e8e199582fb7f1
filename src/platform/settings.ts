/**
 * The player's settings for every game on the table: the game's speed, and sound (off until
 * turned on, a volume, quiet under the system's reduced-motion preference if asked). Kept
 * on this device; a damaged value falls back field by field, never stops the game.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isRecord } from '../lib/result';
import type { Storage } from './session';

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** What each speed is called (the settings' select, every game's). */
export const SPEED_NAMES: Readonly<Record<Speed, string>> = {
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  instant: 'Instant (no animation)',
};

export interface TableSettings {
  speed: Speed;
  sound: boolean;
  /** 0 to 100. */
  volume: number;
  quietWhenReduced: boolean;
}

export const SETTINGS_KEY = 'table:settings';
export const SETTINGS_DEFAULTS: TableSettings = {
  speed: 'normal',
  sound: false,
  volume: 60,
  quietWhenReduced: false,
};

const speedOf = (x: unknown): Speed | undefined => SPEEDS.find((s) => s === x);

/**
 * The saved settings, each field checked (anything else: its default). `before`: what to
 * start from on a device that kept none yet (a game's own older settings), checked alike.
 */
export function readSettings(storage: Storage | null, before: unknown = null): TableSettings {
  let x: unknown = null;
  try {
    const kept = storage?.getItem(SETTINGS_KEY) ?? null;
    x = kept === null ? before : JSON.parse(kept);
  } catch {
    x = null;
  }
  const o = isRecord(x) ? x : {};
  const flag = (k: 'sound' | 'quietWhenReduced') =>
    typeof o[k] === 'boolean' ? o[k] : SETTINGS_DEFAULTS[k];
  const v = o.volume;
  return {
    speed: speedOf(o.speed) ?? SETTINGS_DEFAULTS.speed,
    sound: flag('sound'),
    volume:
      Number.isInteger(v) && typeof v === 'number' && v >= 0 && v <= 100
        ? v
        : SETTINGS_DEFAULTS.volume,
    quietWhenReduced: flag('quietWhenReduced'),
  };
}

/** Whether sounds play now (the system's reduced-motion preference given). */
export const audible = (s: TableSettings, reducedMotion: boolean): boolean =>
  s.sound && s.volume > 0 && !(s.quietWhenReduced && reducedMotion);

export interface SettingsState extends TableSettings {
  change(patch: Partial<TableSettings>): void;
}

export type SettingsStore = StoreApi<SettingsState>;

/** Keeps `s` on this device; a storage that refuses leaves it for this visit. */
function keep(storage: Storage | null, s: TableSettings): void {
  const { speed, sound, volume, quietWhenReduced } = s;
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify({ speed, sound, volume, quietWhenReduced }));
  } catch {
    // Not kept (storage full or blocked): it holds for this visit.
  }
}

/**
 * The settings store. Started from a game's older settings (`before`), it keeps them at
 * once: the game may drop its own copy the next time it saves.
 */
export function createSettings(storage: Storage | null, before: unknown = null): SettingsStore {
  const first = readSettings(storage, before);
  let kept: string | null = null;
  try {
    kept = storage?.getItem(SETTINGS_KEY) ?? null;
  } catch {
    kept = null;
  }
  if (kept === null && before !== null) keep(storage, first);
  return createStore<SettingsState>()((set, get) => ({
    ...first,
    change(patch) {
      set(patch);
      keep(storage, get());
    },
  }));
}
