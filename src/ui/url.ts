/** Options a link may carry: `?seed=123&speed=instant&opponents=2&level=easy&preset=classic`. */
import { LEVELS, type Level } from '../bots/types';
import { PRESET_NAMES, type PresetName } from '../engine';
import { SPEEDS, type Speed } from '../store/types';

export interface UrlOptions {
  seed?: number;
  speed?: Speed;
  opponents?: number;
  level?: Level;
  preset?: PresetName;
  /** Ignore the saved match (start on the new-game screen). */
  fresh?: boolean;
}

export function readUrlOptions(search: string): UrlOptions {
  const q = new URLSearchParams(search);
  const out: UrlOptions = {};
  const seed = q.get('seed');
  if (seed !== null && /^-?\d+$/.test(seed) && Number.isSafeInteger(Number(seed)))
    out.seed = Number(seed);
  const speed = q.get('speed');
  if ((SPEEDS as readonly (string | null)[]).includes(speed)) out.speed = speed as Speed;
  const n = Number(q.get('opponents'));
  if (Number.isInteger(n) && n >= 1 && n <= 9) out.opponents = n;
  const level = q.get('level');
  if ((LEVELS as readonly (string | null)[]).includes(level)) out.level = level as Level;
  const preset = q.get('preset');
  if ((PRESET_NAMES as readonly (string | null)[]).includes(preset))
    out.preset = preset as PresetName;
  if (q.has('fresh')) out.fresh = true;
  return out;
}
