/**
 * The log speaks to the person at seat 0 as "you": the engine's sentences are written for
 * names ("Ada deals", "Ada is skipped"), so the verbs are turned to the second person here.
 * Bots name seats by number ("seat 3"); the log shows their names instead.
 */
export const YOU = 'You';

const VERBS: [RegExp, string][] = [
  [/^(Round \d+: )?You deals\b/, '$1You deal'],
  [/^You is\b/, 'You are'],
  [/^You was\b/, 'You were'],
  [/^You wins\b/, 'You win'],
  [/^You hit\b/, 'You hit'],
  [/, and You plays again\b/, ', and you play again'],
];

export function secondPerson(text: string): string {
  let out = text;
  for (const [re, to] of VERBS) out = out.replace(re, to);
  // "You were caught ... by Ada: draws 1." -> "...: you draw 1."
  if (out.startsWith('You were caught')) out = out.replace(/: draws (\d+)/, ': you draw $1');
  // Mid-sentence: "caught by You", "Ada and You share the win".
  return out.replace(/(?<=\w )You\b(?!'s)/g, 'you');
}

/**
 * "seat 3" (1-based, as bots write it) -> that seat's name; the seat `you` is "you"
 * (null: nobody is, as when several people share the device).
 */
export function seatNames(text: string, names: readonly string[], you: number | null = 0): string {
  return text
    .replace(/\b[Ss]eat (\d+)'s\b/g, (m, n: string) => {
      const i = Number(n) - 1;
      if (i === you) return 'your';
      return names[i] ? `${names[i]}'s` : m;
    })
    .replace(/\b[Ss]eat (\d+)\b/g, (m, n: string) => {
      const i = Number(n) - 1;
      if (i === you) return 'you';
      return names[i] ?? m;
    });
}
