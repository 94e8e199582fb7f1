/**
 * Junk for the property tests of every game's outside readers (fromSetup, newGame,
 * parseAction, applyAction): any JSON value, the values that broke readers before (own
 * toString/valueOf, __proto__ keys, nesting 20,000 deep, huge arrays), put at any path of a
 * good value; and whether an answer is a Result in a player's words.
 */
import fc from 'fast-check';

export const deep = (depth: number, wrap: (x: unknown) => unknown): unknown => {
  let x: unknown = 0;
  for (let i = 0; i < depth; i++) x = wrap(x);
  return x;
};
export const DEEP_ARRAY = deep(20_000, (x) => [x]);
const KEYS = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__', 'toJSON'];

/**
 * Any JSON value, and the ones that broke readers before; `nest` wraps a value the way the
 * game's own objects nest (20,000 deep), `card` is one of its card codes (huge arrays of it).
 */
export function junkOf(nest: (x: unknown) => unknown, card: string): fc.Arbitrary<unknown> {
  const huge = [Array(200_000).fill(card), Array(100_000).fill(null), Array(50_000).fill([])];
  return fc.oneof(
    fc.jsonValue(),
    fc.anything(),
    fc.constantFrom(DEEP_ARRAY, deep(20_000, nest), ...huge, ...KEYS),
    fc
      .tuple(fc.constantFrom(...KEYS), fc.jsonValue())
      .map(([k, v]) => JSON.parse(`{"${k}": ${JSON.stringify(v) ?? 1}}`)),
  );
}

/** `root` with `value` at `path` (an own property, `__proto__` too); the value alone at []. */
export function put(
  root: Record<string, unknown>,
  path: (string | number)[],
  value: unknown,
): unknown {
  if (path.length === 0) return value;
  let at: Record<string | number, unknown> = root;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  Object.defineProperty(at, path[path.length - 1] as string | number, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return root;
}

/** A Result: accepted, or refused with a message of a sentence's length. */
export function isResult(r: { ok: boolean; error?: { message: unknown } }, most = 240): boolean {
  if (r.ok === true) return true;
  const m = r.error?.message;
  return typeof m === 'string' && m.length > 5 && m.length < most;
}
