/**
 * Any game's rules config in words, written once for the rules editor, the lab and a game's
 * rules card: a value's name, what changed from a base, a number a person types, and what a
 * set of rules means for a table (the engine's own `check`).
 */
import { sameValue } from '../lib/fields';
import { isRecord, type Result } from '../lib/result';
import type { FieldText, RulesConfig, RulesGroup, RulesNote } from './rulesConfig';

type Key<R> = keyof R & string;

/** A value as the editor names it: a choice by its name, a flag On or Off. */
export function valueName(text: FieldText | undefined, v: unknown): string {
  if (typeof v === 'boolean') return v ? 'On' : 'Off';
  if (typeof v === 'object' && v !== null) return text?.say?.(v) ?? JSON.stringify(v);
  return text?.options?.[String(v)] ?? String(v);
}

/** A rules field's value as the editor names it (valueName). */
export const valueLabel = <R>(c: RulesConfig<R>, key: Key<R>, v: unknown): string =>
  valueName(c.text[key], v);

/** The values a choice or a flag may take (none for a number: it is typed). */
export function fieldValues<R>(
  c: RulesConfig<R>,
  key: Key<R>,
): readonly (string | number | boolean)[] {
  const spec = c.fields[key];
  if (spec?.kind === 'enum') return spec.values;
  if (spec?.kind === 'bool') return [true, false];
  return [];
}

/** A whole number typed by a person: its value, or why it is not one, naming the field. */
export function parseField<R>(
  c: RulesConfig<R>,
  key: Key<R>,
  text: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const spec = c.fields[key];
  const label = c.text[key]?.label ?? key;
  if (spec?.kind !== 'int') return { ok: false, message: `${label} is not a number.` };
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < spec.min || n > spec.max)
    return { ok: false, message: `${label}: a whole number from ${spec.min} to ${spec.max}.` };
  return { ok: true, value: n };
}

/** The editor's boxes: the game's groups, or null for one list in the fields' own order. */
export const groupsOf = <R>(c: RulesConfig<R>): readonly RulesGroup<R>[] | null => c.groups ?? null;

/** Every field in the editor's order. */
export function fieldOrder<R>(c: RulesConfig<R>): Key<R>[] {
  const groups = groupsOf(c);
  if (groups) return groups.flatMap((g) => g.fields);
  return Object.keys(c.fields).filter((k): k is Key<R> => Object.hasOwn(c.fields, k));
}

export interface RuleChange<R = Record<string, unknown>> {
  field: Key<R>;
  label: string;
  value: string;
}

/** The fields where `rules` differ from `base`, in the editor's order, in words. */
export function changesFrom<R>(c: RulesConfig<R>, rules: R, base: R): RuleChange<R>[] {
  return fieldOrder(c)
    .filter((f) => !sameValue(rules[f], base[f]))
    .map((f) => ({ field: f, label: c.text[f]?.label ?? f, value: valueLabel(c, f, rules[f]) }));
}

/**
 * What `rules` mean for a table of `players`, as the game's engine says (its `check`):
 * errors block Start, notes inform. Rules the game cannot read have none here (the editor
 * only makes readable ones; the start refuses the rest in words).
 */
export function notesOf<R>(
  c: RulesConfig<R>,
  rules: unknown,
  players: number,
): readonly RulesNote<R>[] {
  const r = c.resolve(rules);
  return r.ok && c.check ? c.check(r.value, players) : [];
}

/** The game's defaults at a table of `players` (RulesConfig.defaultsFor). */
export const defaultsOf = <R>(c: RulesConfig<R>, players: number): R =>
  c.defaultsFor?.(players) ?? c.defaults;

/**
 * Rules as a table of `players` plays them: the fields given over the defaults at that size
 * (`defaultsFor`: La Krap's rounds are twice the players), else `resolve` alone. A new match
 * starts from these, so a field nobody set takes the default of the table it is played at.
 */
export function resolveFor<R>(c: RulesConfig<R>, rules: unknown, players: number): Result<R> {
  if (!c.defaultsFor || !isRecord(rules)) return c.resolve(rules);
  return c.resolve({ ...c.defaultsFor(players), ...rules });
}
