/** La Krap's rules config (LAKRAP.md §6): every field is a line of the rule book. */
import { type FieldSpec, resolveFields } from '../../../lib/fields';
import type { Result } from '../../../lib/result';

export interface LakrapRules {
  /** L16: rounds in a match (default 2 x players: each seat deals twice). */
  rounds: number;
}

export const RULE_FIELDS: Readonly<Record<keyof LakrapRules, FieldSpec>> = {
  rounds: { kind: 'int', min: 1, max: 100 },
};

/** L16: the defaults for a table of `players` (L1: `players` is newGame's option). */
export const defaultRules = (players: number): LakrapRules => ({ rounds: 2 * players });

export const resolveRules = (input: unknown, players: number): Result<LakrapRules, 'bad-rules'> =>
  resolveFields(defaultRules(players), RULE_FIELDS, input);
