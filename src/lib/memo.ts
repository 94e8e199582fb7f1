/** Cache the last result for the same inputs (compared by identity): a component re-renders only when its piece changes. */
export function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: A | null = null;
  let value: R;
  return (...args: A): R => {
    if (last && last.length === args.length && last.every((x, i) => x === args[i])) return value;
    last = args;
    value = fn(...args);
    return value;
  };
}
