/**
 * The player's settings for every game on the table: the game's speed, sound (off until
 * turned on, a volume, quiet under the system's reduced-motion preference if asked) and the
 * adviser (the expert's move shown on the person's turn). Kept on this device; a damaged
 * value falls back field by field, never stops the game.
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

/** How long a card takes to move across the table at each speed (ms; TableProps.moveMs). */
export const MOVE_MS: Readonly<Record<Speed, number>> = {
  slow: 650,
  normal: 380,
  fast: 180,
  instant: 0,
};

export interface TableSettings {
  speed: Speed;
  sound: boolean;
  /** 0 to 100. */
  volume: number;
  quietWhenReduced: boolean;
  /** "What would the expert do?": the expert's move and why, shown on the person's turn. */
  adviser: boolean;
}

export const SETTINGS_KEY = 'table:settings';
export const SETTINGS_DEFAULTS: TableSettings = {
  speed: 'normal',
  sound: false,
  volume: 60,
  quietWhenReduced: false,
  adviser: false,
};

const speedOf = (x: unknown): Speed | undefined => SPEEDS.find((s) => s === x);

/** Each field of `o` that holds a good value (the others are left out). */
function goodFields(o: Record<string, unknown>): Partial<TableSettings> {
  const out: Partial<TableSettings> = {};
  const speed = speedOf(o.speed);
  if (speed) out.speed = speed;
  for (const k of ['sound', 'quietWhenReduced', 'adviser'] as const)
    if (typeof o[k] === 'boolean') out[k] = o[k];
  const v = o.volume;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 100) out.volume = v;
  return out;
}

/** The good fields kept on this device (none when nothing, or nothing readable, is kept). */
function keptFields(storage: Storage | null): Partial<TableSettings> {
  try {
    const x: unknown = JSON.parse(storage?.getItem(SETTINGS_KEY) ?? 'null');
    return isRecord(x) ? goodFields(x) : {};
  } catch {
    return {};
  }
}

/**
 * The saved settings, each field checked (anything else: its default). `before`: a game's
 * own older settings, checked alike: each field the table has not kept yet is taken from
 * them (a setting a game kept before the table did is never lost).
 */
export function readSettings(storage: Storage | null, before: unknown = null): TableSettings {
  return { ...SETTINGS_DEFAULTS, ...known(keptFields(storage), before) };
}

/** The fields kept (good ones), with `before`'s for those not kept yet. */
function known(kept: Partial<TableSettings>, before: unknown): Partial<TableSettings> {
  const old = isRecord(before) ? goodFields(before) : {};
  return { ...old, ...kept };
}

/** Whether sounds play now (the system's reduced-motion preference given). */
export const audible = (s: TableSettings, reducedMotion: boolean): boolean =>
  s.sound && s.volume > 0 && !(s.quietWhenReduced && reducedMotion);

export interface SettingsState extends TableSettings {
  change(patch: Partial<TableSettings>): void;
}

export type SettingsStore = StoreApi<SettingsState>;

/**
 * Keeps `patch` on this device over what is kept there now (another tab's or another game's
 * change to another field stays, and a field nobody set is not written, so a game's older
 * value for it still counts later); a storage that refuses leaves it for this visit.
 */
function keep(storage: Storage | null, patch: Partial<TableSettings>): void {
  const out = { ...keptFields(storage), ...goodFields(patch) };
  try {
    storage?.setItem(SETTINGS_KEY, JSON.stringify(out));
  } catch {
    // Not kept (storage full or blocked): it holds for this visit.
  }
}

/**
 * The settings store. Started from a game's older settings (`before`), it keeps what it took
 * from them at once: the game may drop its own copy the next time it saves.
 */
export function createSettings(storage: Storage | null, before: unknown = null): SettingsStore {
  const made = createStore<SettingsState>()((set) => ({
    ...SETTINGS_DEFAULTS,
    ...keptFields(storage),
    change(patch) {
      set(patch);
      keep(storage, patch);
    },
  }));
  takeBefore(made, storage, before);
  return made;
}

/**
 * A game's older settings (its own screens' copy, read once its module loads) for the fields
 * the table has not kept yet: taken at once, and kept.
 */
export function takeBefore(
  settings: SettingsStore,
  storage: Storage | null,
  before: unknown,
): void {
  const kept = keptFields(storage);
  const fields = known(kept, before);
  const taken = Object.fromEntries(Object.entries(fields).filter(([k]) => !(k in kept)));
  if (Object.keys(taken).length === 0) return;
  keep(storage, taken);
  settings.setState(taken);
}
