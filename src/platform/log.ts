/**
 * A match's log in words, for any game: a line per action in the game's own words (its
 * `describe`), and the next deal's round announced. The match on the table, a match resumed
 * after a reload and a replay all make their lines here, so they read the same.
 */
import type { AnyAction, Narrator, Token } from '../games/module';
import type { AnyModule } from '../games/registry';
import type { Result } from '../lib/result';
import { plain } from '../lib/tokens';
import { type MatchRecord, replay, withRound } from './record';

export interface LogLine {
  /** The seat that acted (on turn or off), null for the table's own lines. */
  seat: number | null;
  words: Token[];
  /**
   * A bot's own words for why it made the move (Decision.reason), read under the line in the
   * whole log; absent for a person's move, and for moves read back from a save.
   */
  reason?: readonly Token[];
}

/** The line of `a` (as recorded), taken on `before` and leading to `after`. */
export function lineOf(
  m: AnyModule,
  before: unknown,
  a: AnyAction | 'next-round',
  after: unknown,
  n: Narrator,
): LogLine {
  if (a === 'next-round') return dealLine(m, after, n);
  return { seat: a.seat ?? null, words: m.describe(before, a, n) };
}

/** A match's first lines: its deal, when the game has words for it (else none). */
export const dealtLines = (m: AnyModule, g: unknown, n: Narrator): LogLine[] =>
  m.dealt ? [dealLine(m, g, n)] : [];

/** A deal's line: the game's words for it, else the round it begins. */
export function dealLine(m: AnyModule, g: unknown, n: Narrator): LogLine {
  const words = m.dealt?.(g, n);
  return {
    seat: null,
    words: words?.length ? words : [{ kind: 'text', text: `Round ${m.engine.status(g).round}.` }],
  };
}

/** A record replayed with its log: the game it leads to, and (when asked) every state on the way. */
export interface Logged {
  game: unknown;
  /** The line of each action, in order. */
  lines: LogLine[];
  /** With `states`: the deal, then the state after each action. */
  states: unknown[];
  /** Each round scored, its points per seat. */
  rounds: readonly (readonly number[])[];
}

/**
 * A whole record replayed (every action checked by the engine), its log line for line as it
 * was played; `states` keeps every state on the way (a replay to step through).
 */
export function replayLogged(
  m: AnyModule,
  rec: MatchRecord,
  n: Narrator,
  states = false,
): Result<Logged> {
  const out: Logged = { game: null, lines: [], states: [], rounds: [] };
  let before: unknown = null;
  const done = replay(m, rec, rec.actions.length, (g, a) => {
    if (a !== null) out.lines.push(lineOf(m, before, a, g, n));
    else out.lines.push(...dealtLines(m, g, n));
    if (states) out.states.push(g);
    out.rounds = withRound(m.engine, out.rounds, before, g);
    before = g;
  });
  if (!done.ok) return done;
  out.game = done.value;
  return { ok: true, value: out };
}

/** The log file's name: the game, the deal, the rounds played ("kapow-log-deal-31.txt"). */
export const logFileName = (m: AnyModule, rec: MatchRecord): string =>
  `${m.info.id}-log-deal-${rec.seed}.txt`;

/**
 * A match's log as plain text to keep or send (the Log dialog's download): a heading with the
 * players, then a line per action, a bot's reason indented under its move.
 */
export function logText(m: AnyModule, rec: MatchRecord, lines: readonly LogLine[]): string {
  const seats = rec.seats.map((p) =>
    p.kind === 'bot' && p.level ? `${p.name} (${p.level})` : p.name,
  );
  const out = [`${m.info.name}: deal ${rec.seed}. Players: ${seats.join(', ')}.`, ''];
  for (const l of lines) {
    out.push(plain(l.words));
    if (l.reason?.length) out.push(`    Why: ${plain(l.reason)}`);
  }
  return `${out.join('\n')}\n`;
}
