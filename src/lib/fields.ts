/**
 * A game's rules config is a flat record of fields, each an enum, a whole number in a
 * range or a flag. This is the one checker every game's rules go through: own keys only,
 * each value of its field's kind, anything else a Result error that names what is wrong.
 */
import { brief, fail, ok, type Result } from './result';

export type FieldSpec =
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'bool' };

export function describeSpec(spec: FieldSpec): string {
  switch (spec.kind) {
    case 'enum':
      return `one of ${spec.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'int':
      return `a whole number from ${spec.min} to ${spec.max}`;
    case 'bool':
      return 'true or false';
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
  }
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
