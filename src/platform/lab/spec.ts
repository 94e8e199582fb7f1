/**
 * The rules lab's question for any game: rule set A against rule set B, a bot of a level in
 * every seat (turned round the table deal by deal, so each level sits everywhere), this many
 * first rounds or whole matches of each from these seeds. Deal i is played from seed
 * `seed + i` under both rule sets (paired deals), so the cards cancel out and only the rules
 * differ. Plain JSON: a worker message and a CSV carry it.
 */
import { LAB_MAX_ROUNDS, LEVELS, type Level } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { isRecord, type Result } from '../../lib/result';
import { nearestPreset } from '../rules';

/**
 * The levels a lab may seat, the expert too: it searches a fixed amount there
 * (BotOptions.repeatable), so the same seeds give the same figures on any machine.
 */
export const LAB_LEVELS = LEVELS;
export type LabLevel = Level;

/** The most a comparison plays (the module interface's: older lab links are read to it). */
export const MAX_ROUNDS = LAB_MAX_ROUNDS;

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
  /** Seat S's level at deal 0; deal i seats them turned i places round the table. */
  seats: LabLevel[];
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
  // Comparisons made before seats had levels of their own name one level for every seat.
  const given = x.seats ?? (typeof x.level === 'string' ? Array(players).fill(x.level) : null);
  const seats = Array.isArray(given) ? given.flatMap((l) => LAB_LEVELS.filter((k) => k === l)) : [];
  if (!Array.isArray(given) || given.length !== players || seats.length !== players)
    return bad('Every seat needs a bot: easy, medium, hard or expert.');
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
      seats,
      unit,
      rounds,
      worth: worth && (m.kinds ?? []).length > 0,
      seed,
    },
  };
}

/** The seats for a table of `players`: those there were, the first's level in the new. */
export const seatsFor = (seats: readonly LabLevel[], players: number): LabLevel[] =>
  Array.from({ length: players }, (_, i) => seats[i] ?? seats[0] ?? 'hard');

/**
 * A first comparison for a game: its first two presets (Kapaga: Grayzone against Classic);
 * without them its default rules against its first choice field set to another value, else
 * its first on/off field turned over (KAPOW!: the doubling off).
 */
export function defaultSpec(m: AnyModule): LabSpec {
  const players = m.info.players.default;
  const spec = (
    a: Record<string, unknown>,
    b: Record<string, unknown>,
    labels: [string, string],
  ): LabSpec => ({
    game: m.info.id,
    a,
    b,
    labels,
    players,
    seats: seatsFor([], players),
    unit: 'rounds',
    rounds: 500,
    worth: false,
    seed: 1,
  });
  const [pa, pb] = m.rules.presets ?? [];
  if (pa && pb) return spec(pa.rules, pb.rules, [pa.name, pb.name]);
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
  return spec({}, change ? { [change[0]]: change[1] } : {}, [
    'Standard rules',
    change ? said.slice(0, 40) : 'Standard rules',
  ]);
}

/** How many deals a comparison of `unit` starts with: a match lasts many rounds. */
export const firstCount = (unit: LabUnit): number => (unit === 'matches' ? 100 : 500);

/**
 * What house rules change, as the lab asks it: the game's rules they started from (A: its
 * preset nearest them, as the setup names it; else its standard rules) against `rules` (B),
 * for a table of `players` (the setup's "See what these rules change"), in whole matches
 * when a rule of the whole match differs between the two (a first round would never see it).
 */
export function houseSpec(m: AnyModule, rules: Record<string, unknown>, players: number): LabSpec {
  const { min, max } = m.info.players;
  const first = m.rules.presets?.[0];
  const near = nearestPreset(m.rules, rules)?.preset ?? first;
  // The first preset is the standard rules: A changes nothing of them.
  const a: Record<string, unknown> = near && near !== first ? { ...near.rules } : {};
  const ra = m.rules.resolve(a);
  const rb = m.rules.resolve(rules);
  const from: Record<string, unknown> = ra.ok ? ra.value : m.rules.defaults;
  const to: Record<string, unknown> = rb.ok ? rb.value : rules;
  const unit: LabUnit = (m.rules.matchFields ?? []).some((f) => to[f] !== from[f])
    ? 'matches'
    : 'rounds';
  const n = Math.min(max, Math.max(min, players));
  return {
    ...defaultSpec(m),
    a,
    b: rules,
    labels: [near?.name ?? 'Standard rules', 'Your house rules'],
    players: n,
    seats: seatsFor([], n),
    unit,
    rounds: firstCount(unit),
  };
}
