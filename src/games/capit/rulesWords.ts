/**
 * Cap-It's rules config in words (engine/rules.ts, CAPIT.md after C16): a label per field,
 * values as people read them, the editor's boxes, and the contracts as a list field (a
 * round per item, a meld per inner item) the one rules editor edits.
 */
import type { FieldSpec } from '../../lib/fields';
import type { FieldText, RulesGroup, RulesNote } from '../module';
import { type CapitRules, CONTRACT_LIMITS, type Need, RULE_FIELDS, resolveRules } from './engine';
import { contractWords } from './words';

type Key = keyof CapitRules & string;

const L = CONTRACT_LIMITS;
/** C6: one required meld, a set or a run of 3 to 13 cards. */
const NEED: FieldSpec = {
  kind: 'record',
  fields: {
    kind: { kind: 'enum', values: ['set', 'run'] },
    length: { kind: 'int', min: L.min, max: L.max },
  },
};

/** Every field as the editor and the checker read it: the engine's, and the contracts (C6). */
export const FIELDS: Readonly<Record<Key, FieldSpec>> = {
  ...RULE_FIELDS,
  contracts: {
    kind: 'list',
    min: 1,
    max: L.rounds,
    item: { kind: 'list', min: 1, max: L.melds, item: NEED },
  },
};

/** C6: the contracts in words, a round after another: "two sets of 3; a set of 3 and a run of 4". */
export function sayContracts(value: unknown): string {
  if (!Array.isArray(value)) return String(value);
  return (value as Need[][]).map((c, i) => `round ${i + 1}, ${contractWords(c)}`).join('; ');
}

/** Every field in words: label, what it changes (with its rule id), an example, value names. */
export const FIELD_TEXT: Readonly<Record<Key, FieldText>> = {
  handSize: {
    label: 'Cards dealt',
    line: 'C9: cards dealt to each player at the start of a round.',
    example: '12: longer hands, contracts come sooner.',
  },
  turnLimit: {
    label: 'Turns before a round stops',
    line: 'C13: a round nobody ends stops after this many turns of every player, and every hand is scored.',
    example: '60: with 4 players, after 240 turns.',
  },
  meldOptions: {
    label: 'Ways offered to lay melds',
    line: 'Section 5: at most this many ways to lay the contract (or a meld) are listed for the bots and the table’s suggestions; any legal meld is still accepted.',
    example: '64: the table proposes up to 64 ways.',
  },
  rounds: {
    label: 'Rounds in a match',
    line: 'C16: one contract a round; the lowest total after this many rounds wins.',
    example: '3: only the first three contracts are played.',
  },
  push: {
    label: 'The push',
    line: 'C11: instead of taking the discard, a player may push it and the top stock card to the player on the left, then draw from the stock.',
    example: 'Off: every turn starts by taking the discard.',
  },
  wildTwos: {
    label: 'Wild 2s',
    line: 'C4: 2s stand for any card in a meld, as jokers do (a 2 in its own place in a run, or in a set of 2s, stands as itself).',
    example: 'Off: only the jokers are wild.',
  },
  contracts: {
    label: 'Contracts',
    line: 'C6: what each round asks to be laid at once before any other meld: sets of one rank, runs of one suit in order.',
    example: 'Round 1: two sets of 3.',
    say: sayContracts,
    parts: {
      item: 'Round',
      inner: 'Meld',
      fields: {
        kind: { label: 'kind', options: { set: 'Set', run: 'Run' } },
        length: { label: 'cards' },
      },
    },
  },
};

/** The editor's boxes: the rounds and their contracts, how a turn goes, the table's limits. */
export const RULE_GROUPS: readonly RulesGroup<CapitRules>[] = [
  { id: 'match', title: 'Rounds and contracts', fields: ['contracts', 'rounds', 'handSize'] },
  { id: 'turns', title: 'Turns', fields: ['push', 'wildTwos', 'turnLimit', 'meldOptions'] },
];

/** What the engine refuses of a set of rules (more rounds than contracts), said by the field. */
export function checkRules(rules: CapitRules): readonly RulesNote<CapitRules>[] {
  const r = resolveRules(rules);
  if (r.ok) return [];
  const field: Key = rules.rounds > (rules.contracts?.length ?? 0) ? 'rounds' : 'contracts';
  return [{ field, level: 'error', message: r.error.message }];
}

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/** The rules in effect, one plain sentence per field. */
export function houseRules(r: CapitRules): string[] {
  return [
    `A match is ${plural(r.rounds, 'round')}; the lowest total wins.`,
    `Contracts: ${sayContracts(r.contracts.slice(0, r.rounds))}.`,
    `Each player is dealt ${plural(r.handSize, 'card')}.`,
    r.push
      ? 'A player who does not take the discard pushes it and a stock card to the left.'
      : 'There is no push: every turn starts by taking the discard.',
    r.wildTwos ? 'Jokers and 2s are wild.' : 'Only jokers are wild.',
    `A round stops after ${plural(r.turnLimit, 'turn')} of every player.`,
  ];
}
