/**
 * Share links (issue 5): the rules (and optionally a seed) or a whole game record, packed
 * into a URL-safe string. Decoding never throws: a broken or tampered link is an error a
 * person can read, and the caller keeps the player's own rules.
 */

import { isRecord } from '../../../lib/result';
import { BROKEN_LAB, BROKEN_LINK, type GameName, LAB_MAX_ROUNDS } from '../../module';
import {
  type EngineError,
  err,
  type GameRecord,
  ok,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  parseRecord,
  type Result,
  type Rules,
  recordToText,
  replayRecord,
  resolveRules,
  rulesDiff,
} from '../engine';
import { elsewhere, GAME, otherGame } from './gameMark';

export interface SharedRules {
  rules: Rules;
  seed?: number;
}

/** `k2.` names the game (`g`); `k1.` (rules and seed only: Kapaga's) still opens. */
const VERSION = 'k2';
const VERSION_1 = 'k1';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(bin, (ch) => ch.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The game, the rules (the fields that differ from grayzone), a seed: `k2.<base64url JSON>`. */
export function encodeRules(s: SharedRules): string {
  const body: { g: string; r: Partial<Rules>; s?: number } = { g: GAME, r: rulesDiff(s.rules) };
  if (s.seed !== undefined) body.s = s.seed;
  return `${VERSION}.${toBase64Url(JSON.stringify(body))}`;
}

/** Why a link's rules are refused, in a player's words (never the field that failed): the table's. */
export const BROKEN_RULES = BROKEN_LINK;

export function decodeRules(code: string, nameOf: GameName): Result<SharedRules> {
  const v = typeof code === 'string' ? code.slice(0, 3) : '';
  if (v !== `${VERSION}.` && v !== `${VERSION_1}.`) return err('bad-rules', BROKEN_RULES);
  const json = fromBase64Url(code.slice(3));
  if (json === null) return err('bad-rules', BROKEN_RULES);
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return err('bad-rules', BROKEN_RULES);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return err('bad-rules', BROKEN_RULES);
  // Strict: exactly the fields a link is made with; own properties only. `k2.` names its game.
  const fields = v === `${VERSION}.` ? ['g', 'r', 's'] : ['r', 's'];
  const keys = Object.keys(body);
  if (keys.some((k) => !fields.includes(k)) || !Object.hasOwn(body, 'r'))
    return err('bad-rules', BROKEN_RULES);
  if (v === `${VERSION}.`) {
    const g = (body as { g?: unknown }).g;
    if (g !== GAME)
      return err(
        'other-game',
        `This link is ${elsewhere(typeof g === 'string' ? g : '', 'rules link', nameOf)}. Your own rules are unchanged.`,
      );
  }
  const { r, s } = body as { r?: unknown; s?: unknown };
  if (!r || typeof r !== 'object' || Array.isArray(r)) return err('bad-rules', BROKEN_RULES);
  const rules = resolveRules(r);
  if (!rules.ok) return err('bad-rules', BROKEN_RULES);
  if (s !== undefined && (typeof s !== 'number' || !Number.isSafeInteger(s)))
    return err('bad-rules', BROKEN_RULES);
  return ok(s === undefined ? { rules: rules.value } : { rules: rules.value, seed: s });
}

/** A whole game (seed, rules, actions) for replays: `r1.<base64url record text>`. */
export function encodeRecord(rec: GameRecord): string {
  return `r1.${toBase64Url(recordToText(rec))}`;
}

/**
 * A record that cannot be read, in a player's words: what is wrong and what to do. The
 * engine's exact reason ("Line 4: ...") goes to `detail`, for a bug report. A record cut
 * short keeps its own words (it says so already, and what to do).
 */
function unreadable(from: 'file' | 'link', e: EngineError, nameOf: GameName): Result<never> {
  if (e.code === 'cut-record') return { ok: false, error: e };
  if (e.code === 'other-game') return refused(from, e.detail ?? '', nameOf);
  return {
    ok: false,
    error: {
      code: e.code,
      message: `This replay could not be read: it may be damaged or made by a newer version of the game. Ask for the ${from} again.`,
      detail: e.detail ?? e.message,
    },
  };
}

/** A replay of another game: which, and where it opens; nothing is opened. */
const refused = (from: 'file' | 'link', game: string, nameOf: GameName): Result<never> =>
  err('other-game', `This ${from} is ${elsewhere(game, 'replay', nameOf)}.`);

/** The record, and the game it replays to: the engine's reason when it does not. */
function checkRecord(text: string | null): Result<GameRecord> {
  if (text === null) return err('bad-record', 'The link is not a replay code.');
  const rec = parseRecord(text);
  if (!rec.ok) return rec;
  const game = replayRecord(rec.value);
  if (!game.ok) return err('bad-record', `It does not play back: ${game.error.message}`);
  return rec;
}

/** The record and the game it replays to, or why it cannot be loaded. */
export function decodeRecord(code: string, nameOf: GameName): Result<GameRecord> {
  const text =
    typeof code === 'string' && code.startsWith('r1.') ? fromBase64Url(code.slice(3)) : null;
  const rec = checkRecord(text);
  return rec.ok ? rec : unreadable('link', rec.error, nameOf);
}

/** The preset these rules are exactly, if any. */
export const presetOf = (rules: Rules): PresetName | null =>
  PRESET_NAMES.find((p) => Object.keys(rulesDiff(rules, PRESETS[p])).length === 0) ?? null;

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * A replay from what a person pasted or picked: a record's text, an `r1.` code, or a link
 * carrying `replay=` (and maybe `names=`). It must play back to be accepted.
 */
export function readReplay(
  text: string,
  nameOf: GameName,
): Result<{ record: GameRecord; names?: string[] }> {
  const t = text.trim();
  // A link of another game (`#game=kapow&replay=...`), or another game's replay file (JSON).
  const linkGame = t.startsWith('kapaga-record') ? undefined : /[?&#]game=([^&\s#]+)/.exec(t)?.[1];
  if (linkGame !== undefined && safeDecode(linkGame) !== GAME)
    return refused('link', safeDecode(linkGame), nameOf);
  const fileGame = t.startsWith('{') ? otherGame(parseJson(t)) : null;
  if (fileGame !== null) return refused('file', fileGame, nameOf);
  const code = /[?&#]replay=([^&\s#]+)/.exec(t)?.[1] ?? (t.startsWith('r1.') ? t : null);
  const namesParam = /[?&#]names=([^&\s#]+)/.exec(t)?.[1];
  const names = namesParam === undefined ? undefined : safeDecode(namesParam).split(',');
  if (code !== null) {
    const rec = decodeRecord(safeDecode(code), nameOf);
    return rec.ok ? ok(names ? { record: rec.value, names } : { record: rec.value }) : rec;
  }
  const rec = checkRecord(t);
  if (!rec.ok) return unreadable('file', rec.error, nameOf);
  return ok(
    rec.value.names ? { record: rec.value, names: rec.value.names } : { record: rec.value },
  );
}

/** A record as text (for a file), the engine's notation. */
export { recordToText } from '../engine';

/** The fields of a comparison Kapaga's own lab made (`l1.`, `l2.`), before the platform's. */
const OLD_LAB_KEYS = ['a', 'b', 'labels', 'players', 'seats', 'unit', 'count', 'seed', 'worth'];

/**
 * A comparison from Kapaga's own lab, as the table's lab link carries it (the table checks
 * it as strictly as its own): each rule set (a preset's name or fields) as its fields, its
 * count as the deals played (LAB_MAX_ROUNDS at most now), its defaults (rounds, no
 * weighing) left out.
 */
function oldLab(x: Record<string, unknown>): Result<Record<string, unknown>> {
  const no = err('bad-rules', BROKEN_LAB);
  if (Object.keys(x).some((k) => !OLD_LAB_KEYS.includes(k))) return no;
  const a = resolveRules(x.a);
  const b = resolveRules(x.b);
  const { count, unit, worth, ...rest } = x;
  if (!a.ok || !b.ok || typeof count !== 'number') return no;
  return ok({
    ...rest,
    game: GAME,
    a: rulesDiff(a.value),
    b: rulesDiff(b.value),
    rounds: Math.min(count, LAB_MAX_ROUNDS),
    ...(unit !== undefined && unit !== 'rounds' && { unit }),
    ...(worth !== undefined && worth !== false && { worth }),
  });
}

/** A rules-lab link's comparison from Kapaga's own lab, `l2.` (it names its game) or `l1.`. */
export function decodeLab(code: string, nameOf: GameName): Result<Record<string, unknown>> {
  const bad = err('bad-rules', BROKEN_LAB);
  const v = typeof code === 'string' ? code.slice(0, 3) : '';
  const json = ['l1.', 'l2.'].includes(v) ? fromBase64Url(code.slice(3)) : null;
  let body: unknown;
  try {
    body = json === null ? null : JSON.parse(json);
  } catch {
    return bad;
  }
  if (!isRecord(body) || (v === 'l2.' && !Object.hasOwn(body, 'g'))) return bad;
  // The game it is for: `g` in `l2.`; `l1.` was Kapaga's alone.
  const { g, ...old } = body;
  const game = v === 'l2.' ? g : GAME;
  if (game !== GAME)
    return err(
      'other-game',
      `This link is ${elsewhere(typeof game === 'string' ? game : '', 'lab link', nameOf)}.`,
    );
  return oldLab(v === 'l2.' ? old : body);
}
