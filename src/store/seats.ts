/**
 * Who sits at the table: one person (solo, the log says "you"), several people sharing the
 * device (pass and play: hands hidden between people, the log uses names), or none (watch
 * mode: bots play each other).
 */
import type { SeatConfig } from './types';

export type Mode = 'solo' | 'pass' | 'watch';

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
