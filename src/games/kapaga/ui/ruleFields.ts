/**
 * Reading and writing Kapaga's rules fields (their words are the game's own,
 * `games/kapaga/ruleFieldsText.ts`): a value's name, the changes from a preset, a typed number.
 */
import type { Rules } from '../engine';
import { FIELD_TEXT, RULE_GROUPS } from '../ruleFieldsText';
import { RULE_FIELDS } from '../store/selectors';

export type { FieldText } from '../../module';
export { FIELD_TEXT, RULE_GROUPS };

export function valueLabel(field: keyof Rules, value: Rules[keyof Rules]): string {
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  return FIELD_TEXT[field].options?.[String(value)] ?? String(value);
}

export interface RuleChange {
  field: keyof Rules;
  label: string;
  value: string;
}

/** The fields where `rules` differ from `base`, in the editor's order, in words. */
export function changesFrom(rules: Rules, base: Rules): RuleChange[] {
  return RULE_GROUPS.flatMap((g) => g.fields)
    .filter((f) => rules[f] !== base[f])
    .map((f) => ({ field: f, label: FIELD_TEXT[f].label, value: valueLabel(f, rules[f]) }));
}

/** A whole-number field typed by a person: its value, or why it is not one (RULE_FIELDS). */
export function parseIntField(
  field: keyof Rules,
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const spec = RULE_FIELDS[field];
  if (spec.kind !== 'int')
    return { ok: false, message: `${FIELD_TEXT[field].label} is not a number.` };
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < spec.min || n > spec.max)
    return {
      ok: false,
      message: `${FIELD_TEXT[field].label}: a whole number from ${spec.min} to ${spec.max}.`,
    };
  return { ok: true, value: n };
}

/** The values a field may take, for a select (enum and bool fields). */
export function fieldValues(field: keyof Rules): (string | number | boolean)[] {
  const spec = RULE_FIELDS[field];
  if (spec.kind === 'enum') return [...spec.values];
  if (spec.kind === 'bool') return [true, false];
  return [];
}

export const fieldKind = (field: keyof Rules) => RULE_FIELDS[field].kind;
