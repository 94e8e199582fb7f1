/**
 * Who sits at the table, built in one place: one person (solo, the log says "you"),
 * several people sharing the device (pass and play: hands hidden between people, the log
 * uses names), or none (watch mode: bots play each other).
 */
import type { Level, NewMatchConfig, SeatConfig } from './types';

export type Mode = 'solo' | 'pass' | 'watch';

export const BOT_NAMES = [
  'Ada',
  'Bruno',
  'Cleo',
  'Dmitri',
  'Esme',
  'Farid',
  'Greta',
  'Hiro',
  'Ines',
];

/** The longest name, in characters as a reader counts them (graphemes, not UTF-16 units). */
export const NAME_MAX = 20;

// Direction controls (embeddings, overrides, isolates, marks): inside a name they reorder the
// text around it ("A" + U+202E + "evil" reads "Alive"). The UI isolates names instead.
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const CONTROLS = /\p{Cc}+/gu;

const graphemes = (text: string): string[] =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (s) => s.segment,
  );

/** What a name field keeps as it is typed: no direction controls, at most NAME_MAX whole characters. */
export const cutName = (raw: string): string =>
  graphemes(raw.replace(DIRECTION_CONTROLS, '').replace(CONTROLS, ' ')).slice(0, NAME_MAX).join('');

/** The one place a name is cleaned (new-game form, links, replays): cut, then trimmed. */
export const cleanName = (raw: string): string => cutName(raw.trim()).trim();

/** Watch mode: the name of the seat a person would have had. */
export const WATCH_NAME = 'Jules';

/** The seats of people, in seat order. */
export const peopleOf = (seats: readonly SeatConfig[]): number[] =>
  seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));

export function modeOf(seats: readonly SeatConfig[]): Mode {
  const n = peopleOf(seats).length;
  return n === 0 ? 'watch' : n === 1 ? 'solo' : 'pass';
}

/** The one person of a solo table, who is "you" in the log (else null). */
export function soloSeat(seats: readonly SeatConfig[]): number | null {
  const p = peopleOf(seats);
  return p.length === 1 ? (p[0] as number) : null;
}

export const isPerson = (seats: readonly SeatConfig[], seat: number): boolean =>
  seats[seat]?.kind === 'human';

/** A seat of the new-game form: the level for all, a level of its own, or a person. */
export type SeatChoice = Level | 'same' | 'person';

export interface SeatForm {
  /** The person's name (seat 0). */
  name: string;
  /** The level of every opponent set to 'same' (and of seat 0 when watching). */
  level: Level;
  opponents: number;
  perSeat: readonly SeatChoice[];
  names: readonly string[];
  /** Watch mode: every seat is a bot, seat 0 included. */
  watch: boolean;
}

/** The one place seats are built from what a person chose. */
export function formSeats(f: SeatForm): SeatConfig[] {
  return [
    f.watch
      ? { name: WATCH_NAME, kind: 'bot', level: f.level }
      : { name: cleanName(f.name) || 'You', kind: 'human', level: 'easy' },
    ...Array.from({ length: f.opponents }, (_, i): SeatConfig => {
      const own = f.perSeat[i] ?? 'same';
      const name = cleanName(f.names[i] ?? '') || BOT_NAMES[i] || `Seat ${i + 2}`;
      if (own === 'person' && !f.watch) return { name, kind: 'human', level: 'easy' };
      return { name, kind: 'bot', level: own === 'same' || own === 'person' ? f.level : own };
    }),
  ];
}

/** The seats of a match set up in code (tests, links): the person first, then opponents. */
export const matchSeats = (config: NewMatchConfig): SeatConfig[] =>
  formSeats({
    name: config.name,
    level: 'medium',
    opponents: config.opponents.length,
    perSeat: config.opponents.map((o) => (o.kind === 'human' ? 'person' : o.level)),
    names: config.opponents.map((o) => o.name ?? ''),
    watch: false,
  });

/** People need names the log can use: no "You" when several share the device, no twins. */
export function tableSeats(seats: readonly SeatConfig[]): SeatConfig[] {
  const shared = modeOf(seats) === 'pass';
  const used = new Set<string>();
  return seats.map((s, i) => {
    let name = cleanName(s.name) || (s.kind === 'human' ? `Player ${i + 1}` : `Bot ${i + 1}`);
    if (shared && s.kind === 'human' && /^you$/i.test(name)) name = `Player ${i + 1}`;
    let unique = name;
    for (let k = 2; used.has(unique.toLowerCase()); k++) unique = `${name} ${k}`;
    used.add(unique.toLowerCase());
    return { ...s, name: unique };
  });
}
