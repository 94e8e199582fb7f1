/** La Krap's rules config in words (engine/rules.ts): a label per field, values as people read them. */
import type { FieldText, RulesGroup } from '../module';
import type { LakrapRules } from './engine';

type Key = keyof LakrapRules & string;

/** Every field in words: label, what it changes (with its rule id), an example. */
export const FIELD_TEXT: Readonly<Record<Key, FieldText>> = {
  rounds: {
    label: 'Rounds in a match',
    line: 'L16: the highest total after this many rounds wins; the standard is twice the number of players, so that everyone deals twice.',
    example: '8 at a table of 4: each player deals twice.',
  },
};

/** The editor's box: the match's length. */
export const RULE_GROUPS: readonly RulesGroup<LakrapRules>[] = [
  { id: 'match', title: 'The match', fields: ['rounds'] },
];

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/** The rules in effect, one plain sentence per field. */
export function houseRules(r: LakrapRules, players: number): string[] {
  const each = r.rounds === 2 * players ? ': everyone deals twice' : '';
  return [`A match is ${plural(r.rounds, 'round')}${each}; the highest total wins.`];
}
