/**
 * Options a link may carry: `?seed=123&speed=instant&opponents=2&level=easy&preset=classic`,
 * and codes in the fragment (`#game=kapaga&rules=k2...`, `#game=kapaga&replay=r1...&names=...`):
 * a fragment is never sent to a server, so no server limits its length. Old links (no game:
 * Kapaga's) and old links with codes in the query open too.
 */

import { INFO } from '../info';
import { LEVELS, type Level, PRESET_NAMES, type PresetName } from '../store/selectors';
import { SPEEDS, type Speed } from '../store/types';

export interface UrlOptions {
  seed?: number;
  speed?: Speed;
  opponents?: number;
  level?: Level;
  preset?: PresetName;
  /** Ignore the saved match (start on the new-game screen). */
  fresh?: boolean;
  /** A shared rules code (`k1.`), a replay code (`r1.`) and the replay's names. */
  rules?: string;
  replay?: string;
  names?: string;
  /** A rules-lab comparison (`l2.`). */
  lab?: string;
  /** The game the link is for (none: an old link, Kapaga's). */
  game?: string;
}

/**
 * The link options read once and then taken off the address (a reload does not redo them;
 * the deal number does not stay in view during the match).
 */
export const ONCE_PARAMS = ['fresh', 'rules', 'replay', 'names', 'seed', 'lab'] as const;

export function readUrlOptions(search: string, hash = ''): UrlOptions {
  const q = new URLSearchParams(search);
  // Codes in the fragment win over the same codes in the query (old links).
  for (const [k, v] of new URLSearchParams(hash.replace(/^#/, ''))) q.set(k, v);
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
  for (const key of ['rules', 'replay', 'names', 'lab', 'game'] as const) {
    const v = q.get(key);
    if (v !== null) out[key] = v;
  }
  return out;
}

/** Where this page lives, without its query: the base of every link it makes. */
export function pageBase(): string {
  if (typeof window === 'undefined') return '/';
  return `${window.location.origin}${window.location.pathname}`;
}

/** The fragment's start: the game the link is for (the table opens that game). */
const FOR = `#game=${INFO.id}&`;

/** A link that opens the new-game screen with these rules (`k2.` code from src/games/kapaga/store/share). */
export const rulesLink = (code: string, base = pageBase()): string => `${base}${FOR}rules=${code}`;

/** A link that opens a replay (`r1.` code), with the players' names. */
export const replayLink = (code: string, names: readonly string[], base = pageBase()): string =>
  `${base}${FOR}replay=${code}&names=${encodeURIComponent(names.join(','))}`;

/** A link that opens the rules lab with this comparison (`l2.` code). */
export const labLink = (code: string, base = pageBase()): string => `${base}${FOR}lab=${code}`;
