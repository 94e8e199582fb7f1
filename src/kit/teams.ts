/**
 * A team in words, by its number as every table shows it (kit/status.ts teamNumbers): the
 * name of its colour in kit/react/teams.css, where the same team is drawn alike everywhere.
 */
export const TEAM_COLOURS = ['Blue', 'Amber', 'Violet', 'Green', 'Pink', 'Yellow'] as const;

/** "Blue team" for team 1; "Alone" for a seat with no team this round. */
export const teamName = (t: number | null | undefined): string =>
  t ? `${TEAM_COLOURS[t - 1] ?? `Team ${t}`} team` : 'Alone';
