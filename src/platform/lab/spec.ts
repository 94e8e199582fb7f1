/**
 * The rules lab's question for any game: rule set A against rule set B, bots of one level
 * in every seat, this many first rounds or whole matches of each from these seeds. Deal i
 * is played from seed `seed + i` under both rule sets (paired deals), so the cards cancel
 * out and only the rules differ. Plain JSON: a worker message and a CSV carry it.
 */
import type { Level } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { isRecord, type Result } from '../../lib/result';

/**
 * The levels a lab may seat. Not the expert: its search runs on a time budget, so the
 * same seeds would not give the same figures, and it is a hundred times slower.
 */
export const LAB_LEVELS = ['easy', 'medium', 'hard'] as const satisfies readonly Level[];
export type LabLevel = (typeof LAB_LEVELS)[number];

export const MAX_ROUNDS = 20_000;

/**
 * What each deal plays: its first round, or a whole match from it (the rules of a match's
 * length and end act only there; a match costs as many rounds as it lasts).
 */
export const LAB_UNITS = ['rounds', 'matches'] as const;
export type LabUnit = (typeof LAB_UNITS)[number];

export interface LabSpec {
  game: string;
  /** The rule sets as the rules editor keeps them (changed fields over the defaults). */
  a: Record<string, unknown>;
  b: Record<string, unknown>;
  labels: [string, string];
  players: number;
  level: LabLevel;
  /** First rounds or whole matches. */
  unit: LabUnit;
  /** Deals per rule set: first rounds or whole matches (`unit`), each from a new deal. */
  rounds: number;
  /** Also weigh each of the game's kinds of move (module.ts `kinds`) by restricted play. */
  worth: boolean;
  seed: number;
}

const bad = (message: string): Result<never> => ({
  ok: false,
  error: { code: 'bad-lab', message },
});

/** A spec from outside (a worker message, a form), every field checked against the game. */
export function checkSpec(m: AnyModule, x: unknown): Result<LabSpec> {
  if (!isRecord(x)) return bad('A comparison is a set of fields.');
  if (x.game !== m.info.id) return bad(`This comparison is for another game.`);
  for (const side of ['a', 'b'] as const) {
    const r = m.rules.resolve(x[side]);
    if (!r.ok) return bad(`Rule set ${side.toUpperCase()}: ${r.error.message}`);
  }
  const { players, rounds, seed, labels } = x;
  const { min, max } = m.info.players;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < min || players > max)
    return bad(`Players: a whole number from ${min} to ${max}.`);
  const level = LAB_LEVELS.find((l) => l === x.level);
  if (level === undefined) return bad('The bots play easy, medium or hard.');
  // Comparisons made before whole matches have no unit: they played first rounds.
  const unit = x.unit === undefined ? 'rounds' : LAB_UNITS.find((u) => u === x.unit);
  if (unit === undefined) return bad('The lab plays first rounds or whole matches.');
  // Comparisons made before the weighing have none; a game without kinds weighs nothing.
  const worth = x.worth ?? false;
  if (typeof worth !== 'boolean') return bad('Weighing the moves is on or off.');
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS)
    return bad(
      `${unit === 'matches' ? 'Matches' : 'Rounds'}: from 1 to ${MAX_ROUNDS.toLocaleString('en')}.`,
    );
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed))
    return bad('The seed is a whole number.');
  const [la, lb] = Array.isArray(labels) && labels.length === 2 ? labels : [];
  if (typeof la !== 'string' || typeof lb !== 'string' || la.length > 40 || lb.length > 40)
    return bad('The two rule sets need short names.');
  return {
    ok: true,
    value: {
      game: m.info.id,
      // The game's resolve took each side: rule fields, or nothing for its defaults.
      a: isRecord(x.a) ? x.a : {},
      b: isRecord(x.b) ? x.b : {},
      labels: [la, lb],
      players,
      level,
      unit,
      rounds,
      worth: worth && (m.kinds ?? []).length > 0,
      seed,
    },
  };
}

/**
 * A first comparison for a game: its default rules against its first choice field set to
 * another value, else its first on/off field turned over (KAPOW!: the doubling off).
 */
export function defaultSpec(m: AnyModule): LabSpec {
  const defaults: Record<string, unknown> = m.rules.defaults;
  const fields = Object.entries(m.rules.fields);
  const pick = (): [string, unknown] | null => {
    for (const [k, f] of fields) {
      const other = f.kind === 'enum' ? f.values.find((v) => v !== defaults[k]) : undefined;
      if (other !== undefined) return [k, other];
    }
    const bool = fields.find(([, f]) => f.kind === 'bool');
    return bool ? [bool[0], !defaults[bool[0]]] : null;
  };
  const change = pick();
  const text = change ? m.rules.text[change[0]] : undefined;
  const said = !change
    ? ''
    : typeof change[1] === 'boolean'
      ? `${text?.label ?? change[0]}: ${change[1] ? 'on' : 'off'}`
      : (text?.options?.[String(change[1])] ?? String(change[1]));
  return {
    game: m.info.id,
    a: {},
    b: change ? { [change[0]]: change[1] } : {},
    labels: ['Standard rules', change ? said.slice(0, 40) : 'Standard rules'],
    players: m.info.players.default,
    level: 'hard',
    unit: 'rounds',
    rounds: 500,
    worth: false,
    seed: 1,
  };
}

/** How many deals a comparison of `unit` starts with: a match lasts many rounds. */
export const firstCount = (unit: LabUnit): number => (unit === 'matches' ? 100 : 500);

/**
 * What house rules change, as the lab asks it: the standard rules (A) against `rules` (B),
 * for a table of `players` (the setup's "See what these rules change"), in whole matches
 * when a rule of the whole match is among them (a first round would never see it).
 */
export function houseSpec(m: AnyModule, rules: Record<string, unknown>, players: number): LabSpec {
  const { min, max } = m.info.players;
  const defaults: Record<string, unknown> = m.rules.defaults;
  const unit: LabUnit = (m.rules.matchFields ?? []).some(
    (f) => f in rules && rules[f] !== defaults[f],
  )
    ? 'matches'
    : 'rounds';
  return {
    ...defaultSpec(m),
    b: rules,
    labels: ['Standard rules', 'Your house rules'],
    players: Math.min(max, Math.max(min, players)),
    unit,
    rounds: firstCount(unit),
  };
}
