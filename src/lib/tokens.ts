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
