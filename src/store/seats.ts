/**
 * Who sits at the table, built in one place: one person (solo, the log says "you"),
 * several people sharing the device (pass and play: hands hidden between people, the log
 * uses names), or none (watch mode: bots play each other).
 */
import type { NewMatchConfig, SeatConfig } from './types';

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

/** The seats of the new-game screen's form: the person first, then the opponents. */
export function matchSeats(config: NewMatchConfig): SeatConfig[] {
  return [
    { name: config.name.trim() || 'You', kind: 'human', level: 'easy' },
    ...config.opponents.map((o, i) => ({
      name: o.name?.trim() || BOT_NAMES[i] || `Bot ${i + 1}`,
      kind: o.kind ?? ('bot' as const),
      level: o.level,
    })),
  ];
}

/** People need names the log can use: no "You" when several share the device, no twins. */
export function tableSeats(seats: readonly SeatConfig[]): SeatConfig[] {
  const shared = modeOf(seats) === 'pass';
  const used = new Set<string>();
  return seats.map((s, i) => {
    let name = s.name.trim() || (s.kind === 'human' ? `Player ${i + 1}` : `Bot ${i + 1}`);
    if (shared && s.kind === 'human' && /^you$/i.test(name)) name = `Player ${i + 1}`;
    let unique = name;
    for (let k = 2; used.has(unique.toLowerCase()); k++) unique = `${name} ${k}`;
    used.add(unique.toLowerCase());
    return { ...s, name: unique };
  });
}
