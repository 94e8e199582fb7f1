/** KAPOW!'s rules config: every field is a line of KAPOW.md. Defaults first. */
import { type FieldSpec, resolveFields } from '../../../lib/fields';
import type { Result } from '../../../lib/result';

export interface KapowRules {
  /** K19: rounds in a match. */
  rounds: number;
  /** K9: face-down cards each seat reveals to begin its first turn of a round. */
  firstTurnReveals: number;
  /** K11: may a card just taken from the discard pile be discarded again. */
  discardTakenCard: boolean;
  /** K17: what a KAPOW! card left in a hand counts. */
  kapowPenalty: number;
  /** K18: the first seat out is doubled unless strictly lowest. */
  goingOutPenalty: 'double' | 'none';
  /** K14: after this many turns of every seat the round ends, nobody doubled. */
  turnLimit: number;
}

export const DEFAULT_RULES: Readonly<KapowRules> = {
  rounds: 10,
  firstTurnReveals: 2,
  discardTakenCard: false,
  kapowPenalty: 25,
  goingOutPenalty: 'double',
  turnLimit: 50,
};

export const RULE_FIELDS: Readonly<Record<keyof KapowRules, FieldSpec>> = {
  rounds: { kind: 'int', min: 1, max: 20 },
  firstTurnReveals: { kind: 'int', min: 0, max: 4 },
  discardTakenCard: { kind: 'bool' },
  kapowPenalty: { kind: 'int', min: 0, max: 100 },
  goingOutPenalty: { kind: 'enum', values: ['double', 'none'] },
  // The book gives no range (ruling): 1 to 1000, small values for scenarios and tests.
  turnLimit: { kind: 'int', min: 1, max: 1000 },
};

export const resolveRules = (input?: unknown): Result<KapowRules, 'bad-rules'> =>
  resolveFields(DEFAULT_RULES, RULE_FIELDS, input);
