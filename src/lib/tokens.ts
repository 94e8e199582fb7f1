/**
 * The words of a table as tokens: text, a card, a seat. Every game says what happened in
 * these, and the platform renders them in one place (the log, the screen-reader line,
 * replays, demos); nothing parses card codes back out of sentences.
 */
export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'card'; code: string; text: string; spoken: string }
  | { kind: 'seat'; seat: number; text: string };

/** Who reads: the seats' names, and the seat spoken to as "you" (null: nobody is). */
export interface Narrator {
  names: readonly string[];
  you: number | null;
}

/**
 * Words a seat said of itself (a bot's reasons: it knows its seat, not its name), each seat
 * token named as the narrator names that seat ("Kai 2"; "You" for the seat spoken to).
 */
export function named(tokens: readonly Token[], n: Narrator): Token[] {
  return tokens.map((t) =>
    t.kind === 'seat' ? { ...t, text: n.you === t.seat ? 'You' : (n.names[t.seat] ?? t.text) } : t,
  );
}

/** A sentence's first letter made a capital ("taking the discard" → "Taking the discard"). */
export const upFirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Words as plain text, each card by its short label ("7♥"): a title, an accessible name. */
export const plain = (tokens: readonly Token[]): string => tokens.map((t) => t.text).join('');

/** A part of a line: text, a token, or tokens already in a row. */
export type Part = string | Token | readonly Token[];

/** Words and tokens in a row, as one line; an empty string adds nothing. */
export function line(...parts: Part[]): Token[] {
  return parts.flatMap((p): Token[] =>
    typeof p === 'string'
      ? p
        ? [{ kind: 'text', text: p }]
        : []
      : Array.isArray(p)
        ? [...p]
        : [p as Token],
  );
}
