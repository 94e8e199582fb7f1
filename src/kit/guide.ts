/**
 * What a game's How to play is made of, for any game of the table (kit/react/Guide.tsx draws
 * it): the game in a player's words, section by section with pictures of cards, and the rule
 * book rule by rule with its ids and rulings. The words are the game's; the shape is here.
 */

/** One rule of the book: its id (K1, C7, L12), its text, and how the table plays it. */
export interface RuleLine {
  id: string;
  text: string;
  /** Where the original text was vague, how the table plays it. */
  ruling?: string;
}

/** A section of the rule book: its title and its rules, in order. */
export interface RuleSection {
  title: string;
  rules: readonly RuleLine[];
}

/** Cards in a row, in the game's own notation, with what the row shows. */
export interface Picture {
  cards: readonly string[];
  /** What the row shows, under it. */
  caption: string;
}

/** A section of How to play: a title, paragraphs in order, and pictures of cards (a game's
 * pictures may say more: `P`). */
export interface HowSection<P extends Picture = Picture> {
  title: string;
  /** Paragraphs, in order. */
  text: readonly string[];
  pictures?: readonly P[];
}

/** The ids the rule book runs through, first to last ("K1 to K19"); '' for an empty book. */
export function ruleRange(sections: readonly RuleSection[]): string {
  const ids = sections.flatMap((s) => s.rules.map((r) => r.id));
  const first = ids[0];
  const last = ids[ids.length - 1];
  if (first === undefined || last === undefined) return '';
  return first === last ? first : `${first} to ${last}`;
}
