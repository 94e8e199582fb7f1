/** Cap-It's rules config (CAPIT.md, the fields after C16). Defaults first. */
import { type FieldSpec, resolveFields } from '../../../lib/fields';
import { brief, fail, isRecord, ok, type Result } from '../../../lib/result';

/** C6: one required meld of a contract. */
export interface Need {
  kind: 'set' | 'run';
  length: number;
}

export interface CapitRules {
  /** C9: cards dealt to each seat. */
  handSize: number;
  /** C13: a round ends after this many turns of every seat. */
  turnLimit: number;
  /** Section 5: at most this many meld actions listed (ways to lay the contract, melds). */
  meldOptions: number;
  /** C16: rounds in a match, at most one per contract. */
  rounds: number;
  /** C11: may a seat push instead of taking the discard. */
  push: boolean;
  /** C4: are 2s wild. */
  wildTwos: boolean;
  /** C6: each round's contract. */
  contracts: Need[][];
}

export const DEFAULT_CONTRACTS: readonly (readonly Need[])[] = [
  [
    { kind: 'set', length: 3 },
    { kind: 'set', length: 3 },
  ],
  [
    { kind: 'set', length: 3 },
    { kind: 'run', length: 4 },
  ],
  [
    { kind: 'run', length: 4 },
    { kind: 'run', length: 4 },
  ],
  [
    { kind: 'set', length: 3 },
    { kind: 'set', length: 3 },
    { kind: 'set', length: 3 },
  ],
  [
    { kind: 'run', length: 3 },
    { kind: 'run', length: 7 },
  ],
];

const copyContracts = (cs: readonly (readonly Need[])[]): Need[][] =>
  cs.map((c) => c.map((n) => ({ kind: n.kind, length: n.length })));

export const DEFAULT_RULES: Readonly<CapitRules> = {
  handSize: 10,
  turnLimit: 60,
  meldOptions: 64,
  rounds: 5,
  push: true,
  wildTwos: true,
  contracts: copyContracts(DEFAULT_CONTRACTS),
};

/** The flat fields (the contracts are a list, checked by `resolveRules`). */
export const RULE_FIELDS: Readonly<Record<Exclude<keyof CapitRules, 'contracts'>, FieldSpec>> = {
  handSize: { kind: 'int', min: 7, max: 15 },
  turnLimit: { kind: 'int', min: 10, max: 200 },
  meldOptions: { kind: 'int', min: 1, max: 1000 },
  rounds: { kind: 'int', min: 1, max: 20 },
  push: { kind: 'bool' },
  wildTwos: { kind: 'bool' },
};

/**
 * C6 (ruling): 1 to 20 contracts, each 1 to 4 melds, each a set or a run of 3 to 13 cards
 * (a run is at most 2 to ace; a set as long, for symmetry).
 */
export const CONTRACT_LIMITS = { rounds: 20, melds: 4, min: 3, max: 13 } as const;

function parseContracts(x: unknown): Result<Need[][], 'bad-rules'> {
  const L = CONTRACT_LIMITS;
  const bad = fail(
    'bad-rules',
    `Contracts are a list of 1 to ${L.rounds} rounds, each 1 to ${L.melds} melds: a set or a run of ${L.min} to ${L.max} cards.`,
  );
  if (!Array.isArray(x) || x.length < 1 || x.length > L.rounds) return bad;
  const out: Need[][] = [];
  for (const c of x as unknown[]) {
    if (!Array.isArray(c) || c.length < 1 || c.length > L.melds) return bad;
    const needs: Need[] = [];
    for (const n of c as unknown[]) {
      if (!isRecord(n) || Object.keys(n).sort().join() !== 'kind,length') return bad;
      const { kind, length } = n;
      if (kind !== 'set' && kind !== 'run') return bad;
      if (typeof length !== 'number' || !Number.isInteger(length)) return bad;
      if (length < L.min || length > L.max) return bad;
      needs.push({ kind, length });
    }
    out.push(needs);
  }
  return ok(out);
}

/**
 * `input`'s fields over the defaults. `rounds` left out is 5, or the number of contracts
 * when there are fewer (ruling); given, it is at most that number.
 */
export function resolveRules(input?: unknown): Result<CapitRules, 'bad-rules'> {
  if (input === undefined || input === null)
    return ok({ ...DEFAULT_RULES, contracts: copyContracts(DEFAULT_CONTRACTS) });
  if (!isRecord(input)) return fail('bad-rules', 'Rules must be an object of rule fields.');
  const { contracts, ...flat } = input;
  const defaults = { ...DEFAULT_RULES } as Partial<CapitRules>;
  delete defaults.contracts;
  const r = resolveFields(defaults as Omit<CapitRules, 'contracts'>, RULE_FIELDS, flat);
  if (!r.ok) return r;
  const cs =
    contracts === undefined ? ok(copyContracts(DEFAULT_CONTRACTS)) : parseContracts(contracts);
  if (!cs.ok) return cs;
  const rules: CapitRules = { ...r.value, contracts: cs.value };
  if (flat.rounds === undefined) rules.rounds = Math.min(DEFAULT_RULES.rounds, cs.value.length);
  if (rules.rounds > cs.value.length)
    return fail(
      'bad-rules',
      `There are ${cs.value.length} contracts, so at most ${cs.value.length} rounds, not ${brief(flat.rounds)}.`,
    );
  return ok(rules);
}
