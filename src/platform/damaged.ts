/**
 * Saves that cannot be read: each kept aside as it was (never parsed, never rewritten: the
 * player may send it with a bug report) in a list at the game's `damaged` key, the latest
 * DAMAGED of them, and each said in a player's words. The match kept on the table and the
 * one set aside are read here: one that does not replay is moved into that list.
 */
import type { AnyModule } from '../games/registry';
import { isRecord } from '../lib/result';
import { keptMatch, key, rawAt, read, type Storage, write } from './kept';
import { type Logged, replayLogged } from './log';
import { narrator } from './plan';
import { type MatchRecord, readRecord, replay } from './record';

/** Damaged saves kept aside at most: the oldest is let go (and said) for a new one. */
export const DAMAGED = 10;

/** A save kept aside: when, what it was (the match, the one set aside, another game's), as it was. */
export interface Damaged {
  at: number;
  what: string;
  text: string;
}

const isDamaged = (x: unknown): x is Damaged =>
  isRecord(x) &&
  typeof x.at === 'number' &&
  typeof x.what === 'string' &&
  typeof x.text === 'string';

/** The damaged saves kept aside, oldest first (the single one kept before the list, as it was). */
export function keptDamaged(m: AnyModule, storage: Storage | null): Damaged[] {
  const text = rawAt(storage, key(m, 'damaged'));
  if (text === null) return [];
  const list = read(storage, key(m, 'damaged'));
  return Array.isArray(list) && list.every(isDamaged) ? list : [{ at: 0, what: 'match', text }];
}

/**
 * `text` kept aside with the damaged saves: null when the browser refused, else how many
 * older ones were let go to make room (0 or 1).
 */
export function keepDamaged(
  m: AnyModule,
  storage: Storage | null,
  text: string,
  what = 'match',
): number | null {
  const was = keptDamaged(m, storage);
  // The same save kept aside once (a save of the game's own, read again till it is carried).
  if (was.some((d) => d.text === text)) return 0;
  const all = [...was, { at: Date.now(), what, text }];
  const kept = all.slice(-DAMAGED);
  return write(storage, key(m, 'damaged'), kept) ? null : all.length - kept.length;
}

/** What is said of a damaged save moved aside (`dropped`: older ones let go for it). */
export function damagedWords(what: string, dropped: number): string {
  const gone =
    dropped > 0
      ? ` The oldest damaged save kept aside was let go to make room: the latest ${DAMAGED} are kept.`
      : '';
  return `${what} It is kept aside; your settings are unchanged.${gone}`;
}

/** The match kept on the table: none, opened (its whole log), or why not, in words. */
export type Reopened =
  | { kind: 'none' }
  | { kind: 'ok'; record: MatchRecord; logged: Logged }
  | { kind: 'problem'; message: string };

/** The match kept, read and replayed; one that cannot be is moved aside and said. */
export function reopenKept(m: AnyModule, storage: Storage | null): Reopened {
  const kept = keptMatch(m, storage);
  if (kept.kind === 'none') return kept;
  if (kept.kind === 'newer') return { kind: 'problem', message: kept.message };
  const rec = readRecord(kept.raw, m.info.id);
  const g = rec.ok ? replayLogged(m, rec.value, narrator(rec.value.seats, null)) : rec;
  if (rec.ok && g.ok) return { kind: 'ok', record: rec.value, logged: g.value };
  const text = rawAt(storage, key(m, 'match')) ?? '';
  const dropped = keepDamaged(m, storage, text);
  // Kept aside first: only then is the save let go.
  if (dropped !== null) write(storage, key(m, 'match'), null);
  const why = !g.ok ? g.error.message : 'This match could not be read.';
  return { kind: 'problem', message: damagedWords(why, dropped ?? 0) };
}

/**
 * The match put aside, read strictly: one that does not replay is moved aside with the
 * damaged saves and said (a newer version's stays where it is, for that version).
 */
export function reopenAside(
  m: AnyModule,
  storage: Storage | null,
): { aside: MatchRecord | null; said: string | null } {
  const raw = read(storage, key(m, 'aside'));
  if (raw === null) return { aside: null, said: null };
  const rec = readRecord(raw, m.info.id);
  if (rec.ok && rec.value.v > m.version) return { aside: null, said: null };
  if (rec.ok && replay(m, rec.value).ok) return { aside: rec.value, said: null };
  const dropped = keepDamaged(m, storage, rawAt(storage, key(m, 'aside')) ?? '', 'aside');
  if (dropped !== null) write(storage, key(m, 'aside'), null);
  return {
    aside: null,
    said: damagedWords('The match you set aside could not be read.', dropped ?? 0),
  };
}
