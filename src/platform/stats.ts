/**
 * The stats screen's figures for any game, from its finished matches (pure: tested on
 * made-up histories). Solo matches (one person against bots) make the person's figures;
 * pass and play and the oldest matches (no seats kept) count as played only.
 */
import { LEVELS, type Level } from '../games/module';
import { type Finished, peopleOf, seatsOf } from './history';

/** The bots' level in a solo match: all one, or "mixed". */
export type BotsLevel = Level | 'mixed';
export const BOTS_LEVELS: readonly BotsLevel[] = [...LEVELS, 'mixed'];

export interface Rate {
  played: number;
  won: number;
  /** The share won, and its 95% Wilson interval (null with nothing played). */
  share: number | null;
  interval: [number, number] | null;
}

export interface Stats {
  /** Every finished match on this device. */
  played: number;
  /** Matches with several people (pass and play). */
  together: number;
  /** The oldest matches, which kept no seats: who played them is not known. */
  unknown: number;
  solo: Rate & {
    byLevel: (Rate & { level: BotsLevel })[];
    /** The person's final score: average and best (the lowest when lower wins). */
    average: number | null;
    best: number | null;
    streak: { current: number; longest: number };
    /** The expert's hints the person was shown over these matches. */
    hints: number;
    /** Wins by the rules played (matches that kept them: a preset's id, standard, custom). */
    byRules: (Rate & { rules: string })[];
    /** The best place the person finished, at a table of how many (the largest such table). */
    bestPlace: { place: number; of: number } | null;
    /** Your points per round in each match that kept its rounds, match by match (oldest first). */
    perRound: { match: number; perRound: number }[];
  };
}

/** The 95% Wilson score interval of `won` in `played` (sound for few matches and for 0 or all). */
export function wilson(won: number, played: number, z = 1.96): [number, number] | null {
  if (played <= 0) return null;
  const p = won / played;
  const z2 = z * z;
  const div = 1 + z2 / played;
  const centre = (p + z2 / (2 * played)) / div;
  const half = (z * Math.sqrt((p * (1 - p)) / played + z2 / (4 * played * played))) / div;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const rate = (played: number, won: number): Rate => ({
  played,
  won,
  share: played ? won / played : null,
  interval: wilson(won, played),
});

/** The one person's seat in a solo match; null for pass and play or when not known. */
export function soloSeat(h: Finished): number | null {
  const ps = peopleOf(h);
  return ps && ps.length === 1 ? (ps[0] ?? null) : null;
}

/** The bots' level in a solo match (null when the seats were not kept). */
export function botsLevel(h: Finished): BotsLevel | null {
  const seats = seatsOf(h);
  if (!seats) return null;
  const levels = new Set(seats.flatMap((s) => (s.kind === 'bot' && s.level ? [s.level] : [])));
  const [one] = levels;
  return levels.size === 1 && one ? one : levels.size === 0 ? null : 'mixed';
}

export function statsOf(history: readonly Finished[], lowWins: boolean): Stats {
  const solo = history
    .flatMap((h) => {
      const you = soloSeat(h);
      return you === null ? [] : [{ h, you, won: h.winners.includes(you) }];
    })
    .sort((a, b) => a.h.at - b.h.at);
  const known = history.filter((h) => peopleOf(h) !== null);
  let current = 0;
  let longest = 0;
  for (const s of solo) {
    current = s.won ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  const scores = solo.flatMap((s) => {
    const n = s.h.scores[s.you];
    return n === undefined ? [] : [n];
  });
  const byLevel = BOTS_LEVELS.flatMap((level) => {
    const these = solo.filter((s) => botsLevel(s.h) === level);
    return these.length
      ? [{ level, ...rate(these.length, these.filter((s) => s.won).length) }]
      : [];
  });
  const kinds = [...new Set(solo.flatMap((s) => (s.h.rules === undefined ? [] : [s.h.rules])))];
  const byRules = kinds
    .map((rules) => {
      const these = solo.filter((s) => s.h.rules === rules);
      return { rules, ...rate(these.length, these.filter((s) => s.won).length) };
    })
    .sort((a, b) => b.played - a.played || a.rules.localeCompare(b.rules));
  let bestPlace: Stats['solo']['bestPlace'] = null;
  for (const { h, you } of solo) {
    const place = placeOf(h, you, lowWins);
    const of = h.scores.length;
    if (!bestPlace || place < bestPlace.place || (place === bestPlace.place && of > bestPlace.of))
      bestPlace = { place, of };
  }
  const perRound = solo.flatMap(({ h, you }, i) => {
    const rounds = h.rounds ?? [];
    if (rounds.length === 0) return [];
    return [
      { match: i + 1, perRound: rounds.reduce((t, r) => t + (r[you] ?? 0), 0) / rounds.length },
    ];
  });
  return {
    played: history.length,
    together: known.filter((h) => (peopleOf(h)?.length ?? 0) > 1).length,
    unknown: history.length - known.length,
    solo: {
      ...rate(solo.length, solo.filter((s) => s.won).length),
      byLevel,
      average: scores.length ? scores.reduce((t, n) => t + n, 0) / scores.length : null,
      // Folded, not spread: a history of 180,000 matches is more arguments than a call takes.
      best: scores.length
        ? scores.reduce((b, n) => (lowWins ? Math.min(b, n) : Math.max(b, n)))
        : null,
      streak: { current, longest },
      hints: solo.reduce((t, s) => t + (s.h.hints?.[s.you] ?? 0), 0),
      byRules,
      bestPlace,
      perRound,
    },
  };
}

/**
 * The place `seat` finished: the winners share first place; the others follow them by their
 * final score (the lower first when lower wins), tied scores sharing a place.
 */
export function placeOf(h: Pick<Finished, 'scores' | 'winners'>, seat: number, lowWins: boolean) {
  if (h.winners.includes(seat)) return 1;
  const mine = h.scores[seat] ?? 0;
  const better = (n: number) => (lowWins ? n < mine : n > mine);
  const ahead = h.scores.filter((n, i) => !h.winners.includes(i) && better(n)).length;
  return 1 + h.winners.length + ahead;
}

/** A finished match in a line: its day and each seat's final score ("Ada 12, Kai 30"). */
export const matchLine = (h: Pick<Finished, 'at' | 'names' | 'scores'>): string =>
  `${new Date(h.at).toLocaleDateString()}: ${h.names.map((n, i) => `${n} ${h.scores[i]}`).join(', ')}`;
