/** A bot's levels, weakest first, and their names as people say them (setup, lab, stats). */
export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
};

/** A level read from outside data: one of LEVELS, else null (any JSON value). */
export const readLevel = (x: unknown): Level | null =>
  typeof x === 'string' && (LEVELS as readonly string[]).includes(x) ? (x as Level) : null;
