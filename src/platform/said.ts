/**
 * The bots' last decisions, kept with the match so that "Understand the move" survives a
 * reload. Kept apart from the record (links share records, and a decision may tell what its
 * bot's own hand holds), and read strictly: anything unreadable is no decision. Only the
 * words come back: no action (the match's record holds those) and no game's own account.
 */
import type { Decision, Token } from '../games/module';
import { isRecord } from '../lib/result';
import { type Storage, write } from './kept';
import type { MatchRecord } from './record';

export interface Said {
  /** The match they were made in (its seed and seats): another match's are not read. */
  seed: number;
  decisions: (Decision<unknown> | null)[];
}

const MAX_LINES = 200;
const MAX_TOKENS = 400;

function tokenOk(t: unknown, seats: number): t is Token {
  if (!isRecord(t) || typeof t.text !== 'string') return false;
  switch (t.kind) {
    case 'text':
      return true;
    case 'card':
      return typeof t.code === 'string' && typeof t.spoken === 'string';
    case 'seat':
      return (
        typeof t.seat === 'number' && Number.isInteger(t.seat) && t.seat >= 0 && t.seat < seats
      );
    default:
      return false;
  }
}

const wordsOk = (x: unknown, seats: number): x is Token[] =>
  Array.isArray(x) && x.length <= MAX_TOKENS && x.every((t) => tokenOk(t, seats));

/** Lines of words, each checked. */
const linesOf = (lines: unknown[], seats: number): Token[][] =>
  lines.flatMap((l) => (wordsOk(l, seats) ? [l] : []));

/** A decision's words as kept (`action` null: the record holds the move), or null. */
function decisionOf(x: unknown, seats: number): Decision<unknown> | null {
  if (!isRecord(x) || !wordsOk(x.reason, seats)) return null;
  const lines = Array.isArray(x.detail) && x.detail.length <= MAX_LINES ? x.detail : null;
  const detail = lines?.every((l) => wordsOk(l, seats)) ? linesOf(lines, seats) : undefined;
  const say = wordsOk(x.say, seats) ? x.say : undefined;
  return { action: null, reason: x.reason, ...(detail && { detail }), ...(say && { say }) };
}

/** What to keep of `decisions` (their words) for the match dealt with `seed`. */
export const saidOf = (seed: number, decisions: readonly (Decision<unknown> | null)[]): Said => ({
  seed,
  decisions: decisions.map((d) =>
    d === null
      ? null
      : {
          action: null,
          reason: d.reason,
          ...(d.detail && { detail: d.detail }),
          ...(d.say && { say: d.say }),
        },
  ),
});

/** The decisions kept for a match of `seats` seats dealt with `seed` (none: all null). */
export function keptSaid(x: unknown, seed: number, seats: number): (Decision<unknown> | null)[] {
  const none = Array.from({ length: seats }, () => null);
  if (!isRecord(x) || x.seed !== seed || !Array.isArray(x.decisions)) return none;
  if (x.decisions.length !== seats) return none;
  return x.decisions.map((d) => decisionOf(d, seats));
}

/** What of a session `keepSaid` reads. */
interface Table {
  decisions: readonly (Decision<unknown> | null)[];
  record: MatchRecord | null;
  tab: string;
}

/** Keeps the decisions at `k` when they changed (only the tab that plays the match keeps it). */
export function keepSaid(storage: Storage | null, k: string, now: Table, was: Table): void {
  if (now.decisions !== was.decisions && now.record && now.tab === 'owner')
    write(storage, k, saidOf(now.record.seed, now.decisions));
}
