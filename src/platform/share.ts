/**
 * Links for any game: the game with these rules (`#game=<id>&rules=<base64url JSON>`, and
 * `&seed=N` when the link brings a deal: the same cards for everyone who opens it), a
 * match to watch again (`#game=<id>&replay=<record>`, deflated when the browser can) and a
 * rules-lab comparison to run (`#game=<id>&lab=c1.<base64url JSON>`).
 * Reading a link never throws and never changes anything: it says what the link holds, or
 * that it could not be read, in a player's words.
 */
import { BROKEN_LAB, BROKEN_LINK, BROKEN_REPLAY } from '../games/module';
import type { AnyModule } from '../games/registry';
import { sameValue } from '../lib/fields';
import { isRecord, type Result } from '../lib/result';
import { checkSpec, type LabSpec } from './lab/spec';
import { olderOf, recordOfOlder } from './older';
import { type MatchRecord, readOutside, replay, withLength } from './record';

/** The table's words for a link it cannot read, the same as a game's older readers say. */
export { BROKEN_LAB, BROKEN_LINK, BROKEN_REPLAY };

export type LinkRead =
  | { kind: 'none' }
  | { kind: 'rules'; rules: Record<string, unknown>; seed?: number }
  | { kind: 'replay'; record: MatchRecord }
  | { kind: 'lab'; spec: LabSpec }
  | { kind: 'broken'; message: string; detail: string };

const toB64 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** Bytes from base64url; null for anything else. */
const fromB64 = (s: string): Uint8Array<ArrayBuffer> | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
};

async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: GenericTransformStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/**
 * The most a link's record may inflate to (the longest match is a few hundred kB): a link
 * that inflates past it is refused there, never inflated whole (a page would freeze on it).
 */
export const INFLATED_MAX = 8 * 1024 * 1024;

/** `bytes` inflated, read a chunk at a time: null once past `max` (inflating stops there). */
export async function inflate(
  bytes: Uint8Array<ArrayBuffer>,
  max = INFLATED_MAX,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = new Blob([bytes])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'))
    .getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const canDeflate = () =>
  typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

/** The changed fields only: the link stays short and reads as "what is different". */
export function changedRules(
  m: AnyModule,
  rules: Record<string, unknown>,
): Record<string, unknown> {
  const r = m.rules.resolve(rules);
  if (!r.ok) return rules;
  const d: Record<string, unknown> = m.rules.defaults;
  return Object.fromEntries(Object.entries(r.value).filter(([k, v]) => !sameValue(d[k], v)));
}

const withHash = (base: string, params: Record<string, string>): string => {
  const url = new URL(base);
  url.search = '';
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
};

/** The game with these rules, and with deal `seed` when given (the same cards for all). */
export function rulesLink(
  m: AnyModule,
  rules: Record<string, unknown>,
  base: string,
  seed?: number,
): string {
  const json = JSON.stringify(changedRules(m, rules));
  const params = { game: m.info.id, rules: toB64(new TextEncoder().encode(json)) };
  return withHash(base, seed === undefined ? params : { ...params, seed: String(seed) });
}

/** A deal number as people type it and links carry it: a whole number, else null. */
export function dealNumber(text: string): number | null {
  const t = text.trim();
  const n = /^-?\d{1,16}$/.test(t) ? Number(t) : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/** `z.` a deflated record, `j.` plain JSON (a browser without CompressionStream). */
export async function replayLink(record: MatchRecord, base: string): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(withLength(record)));
  const value = canDeflate()
    ? `z.${toB64(await through(bytes, new CompressionStream('deflate-raw')))}`
    : `j.${toB64(bytes)}`;
  return withHash(base, { game: record.game, replay: value });
}

/**
 * A lab link's fields: the whole spec, each rule set as its changed fields only. `unit` only
 * for whole matches and `worth` only when on: a comparison without them reads as the links
 * made before them. Links made before seats had levels of their own have `level` instead.
 */
const LAB_KEYS = ['game', 'a', 'b', 'labels', 'players', 'seats', 'rounds', 'seed'] as const;

/**
 * `c1.` (c for comparison: lab codes made before games had ids are `l1.`, `l2.`, so a link
 * cut before its `game=` is never taken for one of those, see the registry's `ownsLink`):
 * plain JSON, a few hundred characters at most.
 */
export function labLink(m: AnyModule, spec: LabSpec, base: string): string {
  const body: Record<(typeof LAB_KEYS)[number], unknown> & { unit?: 'matches'; worth?: true } = {
    game: m.info.id,
    a: changedRules(m, spec.a),
    b: changedRules(m, spec.b),
    labels: spec.labels,
    players: spec.players,
    seats: spec.seats,
    rounds: spec.rounds,
    seed: spec.seed,
  };
  if (spec.unit === 'matches') body.unit = spec.unit;
  if (spec.worth) body.worth = true;
  const json = JSON.stringify(body);
  return withHash(base, { game: m.info.id, lab: `c1.${toB64(new TextEncoder().encode(json))}` });
}

/**
 * A lab link's JSON, strictly: exactly the spec's own keys, both rule sets objects the
 * game's resolve takes, every other field as the lab's own check wants it.
 */
export function readLabSpec(m: AnyModule, x: unknown): Result<LabSpec> {
  const no = (detail: string): Result<never> => ({
    ok: false,
    error: { code: 'bad-link', message: BROKEN_LAB, detail },
  });
  if (!isRecord(x)) return no('not an object');
  const keys = Object.keys(x).sort().join();
  const own = [
    ...LAB_KEYS.map((k) => (k === 'seats' && 'level' in x ? 'level' : k)),
    ...(x.unit === 'matches' ? ['unit'] : []),
    ...(x.worth === true ? ['worth'] : []),
  ]
    .sort()
    .join();
  if (keys !== own) return no(`keys ${keys.slice(0, 80)}`);
  if (!isRecord(x.a) || !isRecord(x.b)) return no('a rule set is not an object');
  const spec = checkSpec(m, x);
  if (!spec.ok) return no(spec.error.message);
  const { a, b } = spec.value;
  return { ok: true, value: { ...spec.value, a: changedRules(m, a), b: changedRules(m, b) } };
}

/** A record from outside (a link's JSON, a file), checked and replayed to its end. */
export function checkRecord(m: AnyModule, x: unknown): Result<MatchRecord> {
  const rec = readOutside(x, m.info.id);
  if (!rec.ok) return rec;
  const g = replay(m, rec.value);
  return g.ok ? rec : g;
}

const broken = (message: string, detail: string): LinkRead => ({
  kind: 'broken',
  message,
  detail,
});

async function readJson(b64: string, compressed: boolean): Promise<Result<unknown>> {
  const bytes = fromB64(b64);
  const no = (detail: string): Result<never> => ({
    ok: false,
    error: { code: 'bad-link', message: '', detail },
  });
  if (!bytes) return no('not base64url');
  try {
    if (compressed && !canDeflate()) return no('this browser cannot inflate');
    const raw = compressed ? await inflate(bytes) : bytes;
    if (raw === null) return no(`inflates past ${INFLATED_MAX} bytes`);
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) };
  } catch (e) {
    return no(String(e));
  }
}

/** What the address's `#...` holds for game `m`: its rules, a match, nothing, or a broken link. */
export async function readLink(m: AnyModule, hash: string): Promise<LinkRead> {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const rules = p.get('rules');
  const rep = p.get('replay');
  if (rep !== null) {
    // A code of the game's own, from before the table read its links.
    const own = (await olderOf(m))?.replay?.(rep, p) ?? null;
    if (own) {
      if (!own.ok) return broken(own.error.message, own.error.detail ?? '');
      const rec = checkRecord(m, recordOfOlder(m, own.value));
      if (!rec.ok) return broken(BROKEN_REPLAY, rec.error.detail ?? rec.error.message);
      return { kind: 'replay', record: rec.value };
    }
    const kind = rep.slice(0, 2);
    if (kind !== 'z.' && kind !== 'j.') return broken(BROKEN_REPLAY, 'no z. or j. mark');
    const json = await readJson(rep.slice(2), kind === 'z.');
    if (!json.ok) return broken(BROKEN_REPLAY, json.error.detail ?? '');
    const rec = checkRecord(m, json.value);
    if (!rec.ok) return broken(BROKEN_REPLAY, rec.error.detail ?? rec.error.message);
    return { kind: 'replay', record: rec.value };
  }
  const lab = p.get('lab');
  if (lab !== null) {
    // A comparison of the game's own lab, from before the table's, else the table's c1.
    const own = (await olderOf(m))?.lab?.(lab) ?? null;
    if (own && !own.ok) return broken(own.error.message, own.error.detail ?? '');
    if (!own && !lab.startsWith('c1.')) return broken(BROKEN_LAB, 'no c1. mark');
    const json = own ?? (await readJson(lab.slice(3), false));
    if (!json.ok) return broken(BROKEN_LAB, json.error.detail ?? '');
    const spec = readLabSpec(m, json.value);
    if (!spec.ok) return broken(BROKEN_LAB, spec.error.detail ?? spec.error.message);
    return { kind: 'lab', spec: spec.value };
  }
  if (rules !== null) {
    // A code of the game's own (its rules, and a deal), else the table's JSON.
    const own = (await olderOf(m))?.rules?.(rules) ?? null;
    if (own && !own.ok) return broken(own.error.message, own.error.detail ?? '');
    const json = own ? null : await readJson(rules, false);
    if (json && !json.ok) return broken(BROKEN_LINK, json.error.detail ?? '');
    const r = m.rules.resolve(own?.ok ? own.value.rules : json?.ok ? json.value : null);
    if (!r.ok) return broken(BROKEN_LINK, r.error.message);
    const ownSeed = own?.ok ? own.value.seed : undefined;
    const seed = ownSeed === undefined ? p.get('seed') : String(ownSeed);
    const deal = seed === null ? null : dealNumber(seed);
    if (seed !== null && deal === null)
      return broken(BROKEN_LINK, `bad deal: ${seed.slice(0, 20)}`);
    const read = { kind: 'rules' as const, rules: changedRules(m, r.value) };
    return deal === null ? read : { ...read, seed: deal };
  }
  return { kind: 'none' };
}

/** The address without a link's rules, match or comparison (kept: the game), once read. */
export function withoutLink(href: string): string {
  const url = new URL(href);
  const p = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const k of LINK_KEYS) {
    p.delete(k);
    url.searchParams.delete(k);
  }
  url.hash = p.size ? `#${p}` : '';
  return url.toString();
}

/** What a link carries, taken off the address once it is read. */
const LINK_KEYS = ['rules', 'replay', 'lab', 'seed', 'names'] as const;

/**
 * A link's codes as `readLink` reads them: from the fragment, or from the query as links
 * before the table carried them (the fragment wins where both have one).
 */
export function linkOf(href: string): string {
  const url = new URL(href);
  const p = new URLSearchParams();
  for (const k of LINK_KEYS) {
    const v = url.searchParams.get(k);
    if (v !== null) p.set(k, v);
  }
  for (const [k, v] of new URLSearchParams(url.hash.replace(/^#/, ''))) p.set(k, v);
  return `#${p}`;
}

/** Whether two rule sets play the same (each read over the game's defaults). */
export function sameRules(
  m: AnyModule,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): boolean {
  return JSON.stringify(changedRules(m, a)) === JSON.stringify(changedRules(m, b));
}

/** The rules a match was played under, for its history: a preset's id, "standard", or "custom". */
export function rulesName(m: AnyModule, rules: Record<string, unknown>): string {
  const preset = m.rules.presets?.find((p) => sameRules(m, p.rules, rules));
  if (preset) return preset.id;
  return sameRules(m, {}, rules) ? 'standard' : 'custom';
}
