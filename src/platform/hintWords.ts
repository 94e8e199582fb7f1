/**
 * How many of the expert's hints the people at a table were shown, in words: said once for
 * every game (the platform's round and match ends, Kapaga's round summary).
 */

/** One person's hints: this round's and the match's. */
export interface Shown {
  name: string;
  round: number;
  match: number;
}

const times = (n: number) => (n === 1 ? '1 hint' : `${n} hints`);

/**
 * At a round's end (this round's and the match's) or the match's; none shown is said only
 * while the adviser is on. Null when nobody played or there is nothing to say.
 */
export function adviceWords(
  shown: readonly Shown[],
  adviser: boolean,
  at: 'round' | 'match',
): string | null {
  const [one, ...more] = shown;
  if (!one || (!adviser && shown.every((s) => s.match === 0))) return null;
  if (more.length === 0)
    return at === 'round'
      ? `The expert's advice: ${times(one.round)} this round, ${times(one.match)} in the match.`
      : `The expert's advice: ${times(one.match)} in the match.`;
  const each = shown.map((s) => `${s.name} ${times(at === 'round' ? s.round : s.match)}`);
  return `The expert's advice ${at === 'round' ? 'this round' : 'in the match'}: ${each.join(', ')}.`;
}
