/**
 * A game's rules config is a flat record of fields, each an enum, a whole number in a
 * range, a flag, or a list (of any of these, or of records of them: Cap-It's contracts, a
 * list of melds per round). This is the one checker every game's rules go through: own keys
 * only, each value of its field's kind, anything else a Result error that names what is
 * wrong.
 */
import { brief, fail, isRecord, ok, type Result } from './result';

export type FieldSpec =
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'bool' }
  | { kind: 'list'; item: FieldSpec; min: number; max: number }
  | { kind: 'record'; fields: Readonly<Record<string, FieldSpec>> };

export function describeSpec(spec: FieldSpec): string {
  switch (spec.kind) {
    case 'enum':
      return `one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'int':
      return `a whole number from ${spec.min} to ${spec.max}`;
    case 'bool':
      return 'true or false';
    case 'list':
      return `a list of ${spec.min} to ${spec.max}, each ${describeSpec(spec.item)}`;
    case 'record':
      return `{ ${Object.entries(spec.fields)
        .map(([k, f]) => `${k}: ${describeSpec(f)}`)
        .join('; ')} }`;
  }
}

export function fieldOk(spec: FieldSpec, v: unknown): boolean {
  switch (spec.kind) {
    case 'enum':
      return spec.values.some((x) => x === v);
    case 'int':
      return typeof v === 'number' && Number.isInteger(v) && v >= spec.min && v <= spec.max;
    case 'bool':
      return typeof v === 'boolean';
    case 'list':
      return (
        Array.isArray(v) &&
        v.length >= spec.min &&
        v.length <= spec.max &&
        v.every((x) => fieldOk(spec.item, x))
      );
    case 'record': {
      if (!isRecord(v)) return false;
      const parts = Object.entries(spec.fields);
      return (
        Object.keys(v).length === parts.length &&
        parts.every(([k, f]) => Object.hasOwn(v, k) && fieldOk(f, v[k]))
      );
    }
  }
}

/** Two values of a field alike (lists and records compared by what they hold). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const ka = Object.keys(a);
    return (
      ka.length === Object.keys(b).length &&
      ka.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]))
    );
  }
  return false;
}

/** `input`'s fields over `defaults`, each checked against its spec. */
export function resolveFields<R extends object>(
  defaults: R,
  specs: Readonly<Record<keyof R, FieldSpec>>,
  input: unknown,
): Result<R, 'bad-rules'> {
  if (input === undefined || input === null) return ok({ ...defaults });
  if (typeof input !== 'object' || Array.isArray(input))
    return fail('bad-rules', 'Rules must be an object of rule fields.');
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (!isField(specs, key)) return fail('bad-rules', `Unknown rule field "${key.slice(0, 40)}".`);
    const spec = specs[key];
    if (!fieldOk(spec, value))
      return fail(
        'bad-rules',
        `Rule field "${key.slice(0, 40)}" must be ${describeSpec(spec)}, not ${brief(value)}.`,
      );
    given[key] = value;
  }
  // Each given value was checked against its field's spec just above.
  return ok(Object.assign({ ...defaults }, given));
}

function isField<R>(
  specs: Readonly<Record<keyof R, FieldSpec>>,
  key: string,
): key is Extract<keyof R, string> {
  return Object.hasOwn(specs, key);
}
