/**
 * `xs[i]` where a missing element is a programmer's bug (an index the code itself made),
 * never outside data: it throws, naming what was missing.
 */
export function item<T>(xs: readonly T[], i: number, what: string): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`${what}: nothing at index ${i}`);
  return x;
}
