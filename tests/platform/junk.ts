/**
 * Junk for the table's readers of outside data, as JSON text (a save, a link, a file, a
 * message are text first): any JSON value, and the ones that broke readers before: objects
 * with their own toString or valueOf, `__proto__` keys, 20,000-deep nesting, huge arrays.
 */
import fc from 'fast-check';

const DEPTH = 20_000;
export const DEEP_ARRAY = `${'['.repeat(DEPTH)}0${']'.repeat(DEPTH)}`;
export const DEEP_OBJECT = `${'{"a":'.repeat(DEPTH)}0${'}'.repeat(DEPTH)}`;
const HUGE = [
  `[${Array(200_000).fill('"0"').join(',')}]`,
  `[${Array(100_000).fill('null').join(',')}]`,
  `[${Array(50_000).fill('[]').join(',')}]`,
];
const KEYS = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__', 'toJSON'];

/** Any JSON value as text, and the ones that broke readers before. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue().map((x) => JSON.stringify(x) ?? 'null'),
  fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT, ...HUGE),
  fc
    .tuple(fc.constantFrom(...KEYS), fc.jsonValue())
    .map(([k, v]) => `{"${k}": ${JSON.stringify(v) ?? 1}}`),
  fc.constantFrom(...KEYS).map((k) => `{"${k}": {"${k}": 1}, "a": [{"${k}": 1}]}`),
);

const HOLE = '"@@junk@@"';

/** `base` as JSON text with `junk` at `path` (a key that is not there is added). */
export function withJunk(base: unknown, path: readonly (string | number)[], junk: string): string {
  if (path.length === 0) return junk;
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[path[path.length - 1] as string | number] = JSON.parse(HOLE);
  return JSON.stringify(copy).replace(HOLE, () => junk);
}

/** Every path to a field of `x` (objects and arrays, the first few items of each). */
export function pathsOf(x: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [at];
  if (Array.isArray(x))
    for (const [i, v] of x.slice(0, 3).entries()) out.push(...pathsOf(v, [...at, i]));
  else if (typeof x === 'object' && x !== null)
    for (const [k, v] of Object.entries(x)) out.push(...pathsOf(v, [...at, k]));
  // A key that is not there, in every object and array.
  if (typeof x === 'object' && x !== null) out.push([...at, Array.isArray(x) ? 5 : '__proto__']);
  return out;
}

/** A Result, and a refusal says something a person can read. */
export function isResult(r: unknown): boolean {
  if (typeof r !== 'object' || r === null || !('ok' in r)) return false;
  if (r.ok === true) return true;
  const e = 'error' in r ? (r.error as { message?: unknown }) : null;
  return typeof e?.message === 'string' && e.message.length > 5;
}
