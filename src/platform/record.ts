/**
 * A match as a record: which game (and its record version), the deal's seed, the players,
 * the rules and every action in order. Saves, links and replays are records; a record is
 * read strictly and replayed through the game's own engine, so a damaged one is refused
 * with a message in a player's words and never half-opened.
 */
import type { AnyAction } from '../games/module';
import type { AnyModule } from '../games/registry';
import { readLevel } from '../kit/levels';
import { brief, isRecord, type Result } from '../lib/result';

export interface SeatPlan {
  kind: 'person' | 'bot';
  name: string;
  /** The bot's level (bots only). */
  level?: 'easy' | 'medium' | 'hard' | 'expert';
}

export interface MatchRecord {
  game: string;
  v: number;
  seed: number;
  rules: Record<string, unknown>;
  seats: SeatPlan[];
  actions: unknown[];
  /** The expert's hints each seat was shown (the hint, the adviser); none kept before them. */
  hints?: number[];
  /** Of those, the ones shown in the round being played (none: none yet this round). */
  hintsRound?: number[];
}

const broken = (detail: string): Result<never> => ({
  ok: false,
  error: {
    code: 'bad-record',
    message:
      'This match could not be read: it may be damaged or made by a newer version of the game.',
    detail,
  },
});

export function seatsOk(x: unknown): x is SeatPlan[] {
  return (
    Array.isArray(x) &&
    x.every(
      (s) =>
        isRecord(s) &&
        (s.kind === 'person' || s.kind === 'bot') &&
        typeof s.name === 'string' &&
        s.name.length <= 40 &&
        (s.kind === 'person' || readLevel(s.level) !== null),
    )
  );
}

/** A count per seat: whole numbers, none below 0. */
export const countsOf = (x: unknown, seats: number): x is number[] =>
  Array.isArray(x) &&
  x.length === seats &&
  x.every((n) => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0);

/** The record's shape, checked field by field (a record of `game` only). */
export function readRecord(x: unknown, game: string): Result<MatchRecord> {
  if (!isRecord(x)) return broken('not an object');
  if (x.game !== game) return broken(`another game's record: ${brief(x.game)}`);
  if (typeof x.v !== 'number' || !Number.isInteger(x.v)) return broken('no version');
  if (typeof x.seed !== 'number' || !Number.isSafeInteger(x.seed)) return broken('no seed');
  if (!isRecord(x.rules)) return broken('no rules');
  if (!seatsOk(x.seats)) return broken('bad seats');
  if (!Array.isArray(x.actions)) return broken('no actions');
  // Links and files carry the number of their actions: one cut at an action's end is refused.
  if (x.length !== undefined && x.length !== x.actions.length)
    return broken(`cut: ${x.actions.length} of ${brief(x.length)} actions`);
  const { hints, hintsRound } = x;
  if (hints !== undefined && !countsOf(hints, x.seats.length)) return broken('bad hints');
  if (hintsRound !== undefined && !countsOf(hintsRound, x.seats.length)) return broken('bad hints');
  return {
    ok: true,
    value: {
      game,
      v: x.v,
      seed: x.seed,
      rules: x.rules,
      seats: x.seats,
      actions: x.actions,
      ...(hints === undefined ? {} : { hints }),
      ...(hintsRound === undefined ? {} : { hintsRound }),
    },
  };
}

/** A record's fields as links and files carry them (`length`: how many actions it has). */
const RECORD_KEYS = [
  'game',
  'v',
  'seed',
  'rules',
  'seats',
  'actions',
  'hints',
  'hintsRound',
  'length',
];
const SEAT_KEYS = ['kind', 'name', 'level'];

/** A record as a link or a file carries it: with the number of its actions. */
export const withLength = (r: MatchRecord): MatchRecord & { length: number } => ({
  ...r,
  length: r.actions.length,
});

/**
 * A record from outside (a link, a file), read as strictly as a rules or lab link: its own
 * fields only (no `__proto__`, nothing extra, in it or its seats), else as `readRecord`.
 */
export function readOutside(x: unknown, game: string): Result<MatchRecord> {
  if (!isRecord(x)) return broken('not an object');
  const extra = Object.keys(x).find((k) => !RECORD_KEYS.includes(k));
  if (extra !== undefined) return broken(`unknown field ${brief(extra)}`);
  const seats = Array.isArray(x.seats) ? x.seats : [];
  const seat = seats.find((s) => isRecord(s) && Object.keys(s).some((k) => !SEAT_KEYS.includes(k)));
  if (seat !== undefined) return broken(`a seat with an unknown field: ${brief(seat)}`);
  return readRecord(x, game);
}

/** `rec` with these actions; a new round (`begun`) counts its own hints from none. */
export function withActions(rec: MatchRecord, actions: unknown[], begun: boolean): MatchRecord {
  const { hintsRound, ...rest } = rec;
  return { ...rest, ...(!begun && hintsRound && { hintsRound }), actions };
}

/**
 * Where `seat`'s turn began among `actions`: after the last action that was not its own (a
 * turn of several actions, a draw then a play, is one turn; the next deal ends one).
 */
export function turnStart(actions: readonly unknown[], seat: number): number {
  let i = actions.length;
  while (i > 0) {
    const a = actions[i - 1];
    if (!isRecord(a) || a.seat !== seat) break;
    i--;
  }
  return i;
}

/**
 * The game a record leads to, every action checked by the engine; `upTo` stops early.
 * `visit` sees the deal (with null), then each state with the action that made it.
 */
export function replay<G>(
  m: AnyModule,
  rec: MatchRecord,
  upTo = rec.actions.length,
  visit?: (g: G, a: AnyAction | 'next-round' | null) => void,
): Result<G> {
  if (rec.v > m.version) return broken(`version ${rec.v}, this game reads up to ${m.version}`);
  const rules = m.rules.resolve(rec.rules);
  if (!rules.ok) return broken(rules.error.message);
  const made = m.engine.newGame({ players: rec.seats.length, seed: rec.seed, rules: rules.value });
  if (!made.ok) return broken(made.error.message);
  let g = made.value;
  visit?.(g, null);
  for (let i = 0; i < upTo; i++) {
    const x = rec.actions[i];
    let a: AnyAction | 'next-round' = 'next-round';
    if (x !== 'next-round') {
      const parsed = m.engine.parseAction(x);
      if (!parsed.ok) return broken(`action ${i + 1}: ${parsed.error.message}`);
      a = parsed.value;
    }
    const r = a === 'next-round' ? m.engine.nextRound(g) : m.engine.applyAction(g, a);
    if (!r.ok) return broken(`action ${i + 1}: ${r.error.message}`);
    g = r.value;
    visit?.(g, a);
  }
  return { ok: true, value: g };
}

/**
 * `rounds` (each round's points per seat) with the round `after` scored, when `before` was
 * being played and `after` is not: its points are the totals' move since the rounds before
 * (so whatever a game adds during a round counts: a penalty, a bonus). A match is dealt
 * from no points.
 */
export function withRound(
  e: AnyModule['engine'],
  rounds: readonly (readonly number[])[],
  before: unknown,
  after: unknown,
): readonly (readonly number[])[] {
  if (before === null || e.status(before).phase !== 'playing') return rounds;
  const st = e.status(after);
  if (st.phase === 'playing') return rounds;
  return [...rounds, st.scores.map((p, s) => rounds.reduce((x, r) => x - (r[s] ?? 0), p))];
}

/** Each round's points per seat along `states` (a match from its deal, in order). */
export function roundsAlong(
  e: AnyModule['engine'],
  states: readonly unknown[],
): readonly (readonly number[])[] {
  let rounds: readonly (readonly number[])[] = [];
  for (let i = 1; i < states.length; i++) rounds = withRound(e, rounds, states[i - 1], states[i]);
  return rounds;
}

/** Each round's points per seat in `rec`; a record that does not replay gives the rounds it reached. */
export function roundsOf(m: AnyModule, rec: MatchRecord): number[][] {
  let rounds: readonly (readonly number[])[] = [];
  let before: unknown = null;
  replay(m, rec, rec.actions.length, (g) => {
    rounds = withRound(m.engine, rounds, before, g);
    before = g;
  });
  return rounds.map((r) => [...r]);
}
