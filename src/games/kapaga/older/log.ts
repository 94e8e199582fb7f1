/**
 * The match's log as structured items (events, reasons, chants): built as actions land, and
 * rebuilt from a saved record (actions, reasons and chants: never rendered English).
 */
import {
  applyAction,
  err,
  fromSetup,
  type Game,
  type GameRecord,
  newGame,
  type Result,
} from '../engine';
import type { LogItem, StepReason } from './types';

/** How many log items a match keeps. */
export const LOG_KEEP = 300;

/** Log ids: unique within a store. */
export interface Ids {
  next(): number;
  /** Continue after the highest id of `log`. */
  after(log: readonly LogItem[]): void;
}

export function makeIds(): Ids {
  let n = 1;
  return {
    next: () => n++,
    after(log) {
      n = log.reduce((m, e) => Math.max(m, e.id), 0) + 1;
    },
  };
}

/** The items one action (or the deal, step 0) adds: its events, then a bot's reason. */
export function logItems(
  ids: Ids,
  game: Game,
  step: number,
  reason?: StepReason | null,
): LogItem[] {
  const out: LogItem[] = [];
  game.events.forEach((event, k) => {
    out.push({ id: ids.next(), step, kind: 'event', event });
    // A bot's reason follows the line that shows its move (the action's first event).
    if (k === 0 && reason)
      out.push({ id: ids.next(), step, kind: 'reason', seat: reason.seat, reason: reason.reason });
  });
  if (game.events.length === 0 && reason)
    out.push({ id: ids.next(), step, kind: 'reason', seat: reason.seat, reason: reason.reason });
  return out;
}

/** The game a record starts from (the deal, or a table laid out by hand). */
export function recordStart(rec: GameRecord): Result<Game> {
  const g =
    rec.setup !== undefined
      ? fromSetup(rec.setup)
      : newGame({ players: rec.players, seed: rec.seed, rules: rec.rules });
  return g.ok ? g : err('bad-record', g.error.message);
}

/**
 * Replay a record and rebuild its log from the events of each step, with the saved
 * reasons and chants in their places (only the last LOG_KEEP items are kept).
 */
export function replayWithLog(
  rec: GameRecord,
  reasons: readonly StepReason[],
  chants: readonly { step: number; seat: number }[],
  ids: Ids,
): Result<{ game: Game; log: LogItem[] }> {
  if (!rec || typeof rec !== 'object' || !Array.isArray(rec.actions))
    return err('bad-record', 'The record has no list of actions.');
  const start = recordStart(rec);
  if (!start.ok) return start;
  const byStep = new Map(reasons.map((r) => [r.step, r]));
  const chantAt = new Map(chants.map((c) => [c.step, c]));
  let g = start.value;
  let log: LogItem[] = logItems(ids, g, 0);
  const from = Math.max(0, rec.actions.length - LOG_KEEP); // older steps: replayed, not logged
  for (let k = 0; k < rec.actions.length; k++) {
    const next = applyAction(g, rec.actions[k] as never);
    if (!next.ok) return err('bad-record', `Action ${k + 1}: ${next.error.message}`);
    g = next.value;
    const step = k + 1;
    if (step < from) continue;
    log.push(...logItems(ids, g, step, byStep.get(step)));
    const c = chantAt.get(step);
    if (c) log.push({ id: ids.next(), step, kind: 'chant', seat: c.seat });
    if (log.length > LOG_KEEP * 2) log = log.slice(-LOG_KEEP);
  }
  return { ok: true, value: { game: g, log: log.slice(-LOG_KEEP) } };
}
