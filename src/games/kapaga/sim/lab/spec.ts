/**
 * The rules lab's question (issue 10): rule set A against rule set B, for a table of
 * `players`, played by these bots, this much, from this seed. Plain JSON: a link carries
 * it, and the same spec gives the same numbers whatever the number of workers.
 */
import type { Level } from '../../bots';
import { err, ok, type Result, type Rules, resolveRules } from '../../engine';

export type LabUnit = 'rounds' | 'matches';

export interface LabSpec {
  /** The rule sets as a record keeps them: a preset's name or the changed fields. */
  a: Partial<Rules> | string;
  b: Partial<Rules> | string;
  /** Names for the two sides ("Grayzone", "Your rules"). */
  labels: [string, string];
  players: number;
  /** A level per seat (rotated over the deals, so each level sits everywhere). */
  seats: Level[];
  unit: LabUnit;
  /** Rounds or matches per rule set. */
  count: number;
  seed: number;
  /** Also measure what each special card is worth (restricted play: more games). */
  worth: boolean;
}

export const LAB_LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];
export const MAX_COUNT = 100_000;

export const DEFAULT_SPEC: LabSpec = {
  a: 'grayzone',
  b: 'classic',
  labels: ['Grayzone', 'Classic'],
  players: 4,
  seats: ['hard', 'hard', 'hard', 'hard'],
  unit: 'rounds',
  count: 1000,
  seed: 1,
  worth: false,
};

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A spec from outside data (a link): every field checked, own properties only. */
export function checkSpec(x: unknown): Result<LabSpec> {
  if (!isObj(x)) return err('bad-rules', 'A lab comparison is an object.');
  const known = ['a', 'b', 'labels', 'players', 'seats', 'unit', 'count', 'seed', 'worth'];
  const extra = Object.keys(x).find((k) => !known.includes(k));
  if (extra !== undefined) return err('bad-rules', `Unknown field "${extra.slice(0, 30)}".`);
  for (const side of ['a', 'b'] as const) {
    const r = resolveRules(x[side]);
    if (!r.ok) return err('bad-rules', `Rule set ${side.toUpperCase()}: ${r.error.message}`);
  }
  const { players, seats, unit, count, seed, worth, labels } = x;
  if (!Number.isInteger(players) || (players as number) < 2 || (players as number) > 10)
    return err('bad-players', 'Players must be a whole number from 2 to 10.');
  if (
    !Array.isArray(seats) ||
    seats.length !== players ||
    !seats.every((l) => (LAB_LEVELS as readonly unknown[]).includes(l))
  )
    return err('bad-players', 'Every seat needs a bot level (easy, medium, hard or expert).');
  if (unit !== 'rounds' && unit !== 'matches')
    return err('bad-rules', 'Simulate rounds or matches.');
  if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > MAX_COUNT)
    return err('bad-rules', `Simulate from 1 to ${MAX_COUNT.toLocaleString('en')} ${unit}.`);
  if (!Number.isSafeInteger(seed)) return err('bad-seed', 'The seed must be a whole number.');
  if (typeof worth !== 'boolean') return err('bad-rules', '"worth" is true or false.');
  if (
    !Array.isArray(labels) ||
    labels.length !== 2 ||
    !labels.every((l) => typeof l === 'string' && l.length <= 40)
  )
    return err('bad-rules', 'The two rule sets need short names.');
  return ok({
    a: x.a as LabSpec['a'],
    b: x.b as LabSpec['b'],
    labels: labels as [string, string],
    players: players as number,
    seats: seats as Level[],
    unit,
    count: count as number,
    seed: seed as number,
    worth,
  });
}

/** The rules of side A or B, resolved (the spec is checked first). */
export function sideRules(spec: LabSpec, side: 0 | 1): Rules {
  const r = resolveRules(side === 0 ? spec.a : spec.b);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
