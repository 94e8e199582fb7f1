/**
 * A finished match as the history keeps it (issue 12): rules, who played (and how well),
 * placings, points per round, hints used. Plain JSON; made from the match's record.
 */
import { applyAction, type Game, type GameRecord } from '../../engine';
import { recordStart } from '../log';
import { soloSeat } from '../seats';
import { presetOf } from '../share';
import type { Level, PastResult, SeatConfig } from '../types';

export interface HistoryEntry {
  /** ms since 1970. */
  at: number;
  /** A preset's name, or 'custom'. */
  rules: string;
  players: number;
  seats: { name: string; kind: 'human' | 'bot'; level: Level }[];
  /** Seats from first to last place (winners first, then by final score). */
  placings: number[];
  scores: number[];
  winners: number[];
  /** Per round, the points each seat took (cards left and recycle penalties). */
  rounds: number[][];
  /** The one person (solo play), else null. */
  you: number | null;
  /** Hints of the expert the person used over the match. */
  hints: number;
}

/** Points per round, per seat, from the match's own record (replayed). */
export function roundPoints(record: GameRecord): number[][] {
  const start = recordStart(record);
  if (!start.ok) return [];
  let g: Game = start.value;
  const n = g.seats;
  const out: number[][] = [];
  let current = new Array<number>(n).fill(0);
  for (const a of record.actions) {
    const next = applyAction(g, a);
    if (!next.ok) break;
    g = next.value;
    for (const e of g.events) {
      if (e.type === 'recycle') current[e.seat] = (current[e.seat] as number) + e.points;
      if (e.type === 'round-over') {
        out.push(current.map((p, s) => p + (e.points[s] ?? 0)));
        current = new Array<number>(n).fill(0);
      }
    }
  }
  return out;
}

export function entryOf(
  game: Game,
  record: GameRecord,
  seats: readonly SeatConfig[],
  at: number,
  hints: number,
): HistoryEntry {
  const placings = seats
    .map((_, s) => s)
    .sort(
      (a, b) =>
        Number(game.winners.includes(b)) - Number(game.winners.includes(a)) ||
        (game.scores[a] as number) - (game.scores[b] as number),
    );
  return {
    at,
    rules: typeof record.rules === 'string' ? record.rules : 'custom',
    players: seats.length,
    seats: seats.map((s) => ({ name: s.name, kind: s.kind, level: s.level })),
    placings,
    scores: game.scores.slice(),
    winners: game.winners.slice(),
    rounds: roundPoints(record),
    you: soloSeat(seats),
    hints,
  };
}

/** An old "past result" (before the history), as a history entry with what it knew. */
export function entryFromResult(r: PastResult): HistoryEntry {
  const you = r.shared ? null : 0;
  return {
    at: r.at,
    rules: r.preset,
    players: r.players,
    seats: [],
    placings: [],
    scores: you === null ? [] : [r.yourScore],
    winners: r.youWon && you !== null ? [you] : [],
    rounds: [],
    you,
    hints: r.hints ?? 0,
  };
}

export { presetOf };
