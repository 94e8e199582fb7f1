/** The stats page's figures, from the history (pure: tested on made-up histories). */
import type { Level } from '../types';
import type { HistoryEntry } from './entry';

export interface Tally {
  key: string;
  played: number;
  won: number;
}

export interface HistoryStats {
  /** Matches with one person ("you"). */
  played: number;
  won: number;
  byLevel: Tally[];
  byRules: Tally[];
  /** The best place reached, and at a table of how many. */
  best: { place: number; of: number } | null;
  streak: { current: number; best: number };
  /** Your average points per round, match by match (oldest first). */
  points: { match: number; at: number; perRound: number }[];
  hints: number;
}

/** The opponents' level in a match ("mixed" when they differ). */
export function levelOf(e: HistoryEntry): Level | 'mixed' | 'unknown' {
  const levels = new Set(
    e.seats.filter((s, i) => i !== e.you && s.kind === 'bot').map((s) => s.level),
  );
  if (levels.size === 0) return 'unknown';
  return levels.size === 1 ? ([...levels][0] as Level) : 'mixed';
}

function tally(entries: readonly HistoryEntry[], key: (e: HistoryEntry) => string): Tally[] {
  const m = new Map<string, Tally>();
  for (const e of entries) {
    const k = key(e);
    const t = m.get(k) ?? { key: k, played: 0, won: 0 };
    t.played++;
    if (e.you !== null && e.winners.includes(e.you)) t.won++;
    m.set(k, t);
  }
  return [...m.values()].sort((a, b) => b.played - a.played || a.key.localeCompare(b.key));
}

export function historyStats(all: readonly HistoryEntry[]): HistoryStats {
  const mine = all.filter((e) => e.you !== null).sort((a, b) => a.at - b.at);
  const won = (e: HistoryEntry) => e.winners.includes(e.you as number);
  let current = 0;
  let bestStreak = 0;
  for (const e of mine) {
    current = won(e) ? current + 1 : 0;
    bestStreak = Math.max(bestStreak, current);
  }
  let best: HistoryStats['best'] = null;
  for (const e of mine) {
    const place = e.placings.length ? e.placings.indexOf(e.you as number) + 1 : won(e) ? 1 : 0;
    if (place > 0 && (!best || place < best.place || (place === best.place && e.players > best.of)))
      best = { place, of: e.players };
  }
  const points = mine.flatMap((e, i) => {
    if (e.rounds.length === 0) return [];
    const sum = e.rounds.reduce((t, r) => t + (r[e.you as number] ?? 0), 0);
    return [{ match: i + 1, at: e.at, perRound: sum / e.rounds.length }];
  });
  return {
    played: mine.length,
    won: mine.filter(won).length,
    byLevel: tally(mine, levelOf),
    byRules: tally(mine, (e) => e.rules),
    best,
    streak: { current, best: bestStreak },
    points,
    hints: mine.reduce((t, e) => t + e.hints, 0),
  };
}

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const ints = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isFinite(n));

/** Entries from a history file (outside data): every field checked; bad ones refused. */
export function readHistoryFile(text: string): { entries: HistoryEntry[]; refused: number } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObj(body) || body.kapaga !== 'history' || !Array.isArray(body.entries)) return null;
  const entries: HistoryEntry[] = [];
  let refused = 0;
  for (const e of body.entries) {
    const ok =
      isObj(e) &&
      Number.isFinite(e.at) &&
      typeof e.rules === 'string' &&
      Number.isInteger(e.players) &&
      Array.isArray(e.seats) &&
      e.seats.every((s) => isObj(s) && typeof s.name === 'string') &&
      ints(e.placings) &&
      ints(e.scores) &&
      ints(e.winners) &&
      Array.isArray(e.rounds) &&
      e.rounds.every(ints) &&
      (e.you === null || Number.isInteger(e.you)) &&
      Number.isFinite(e.hints);
    if (ok) entries.push(e as unknown as HistoryEntry);
    else refused++;
  }
  return { entries, refused };
}

export const historyFile = (entries: readonly HistoryEntry[]): string =>
  `${JSON.stringify({ kapaga: 'history', v: 1, entries })}\n`;
