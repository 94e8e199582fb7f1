/** Pass and play: who holds the shared device (solo play: the one person always does). */
import type { Game } from '../../engine';
import { modeOf, soloSeat } from '../seats';
import type { DeviceSlice, GameState, SeatConfig } from '../types';
import type { SliceContext } from './context';

const handOf = (g: Game | null, seat: number): string => (g?.hands[seat] ?? []).join(',');

/** Pass and play: people whose hand changed while someone else held the device. */
export function nextUnseen(
  seats: readonly SeatConfig[],
  holder: number | null,
  before: Game | null,
  after: Game,
  unseen: readonly boolean[],
): boolean[] {
  if (modeOf(seats) !== 'pass') return seats.map(() => false);
  return seats.map(
    (s, i) =>
      s.kind === 'human' &&
      i !== holder &&
      (unseen[i] === true || before === null || handOf(before, i) !== handOf(after, i)),
  );
}

/** Who holds the device when a table starts: the one person, or nobody between people. */
export const firstHolder = (seats: readonly SeatConfig[]): number | null =>
  modeOf(seats) === 'solo' ? soloSeat(seats) : null;

/**
 * Pass and play: the person whose turn is over but whose hand stays up, to call KAPAGA
 * before hiding it (the pass banner); null otherwise. Saved, so that a reload gives them
 * the same last chance: the table otherwise resumes between people.
 */
export function passingHolder(
  s: Pick<GameState, 'seats' | 'game' | 'holder'>,
  holder = s.holder,
): number | null {
  const g = s.game;
  if (holder === null || !g || g.phase !== 'playing' || g.turn === holder) return null;
  return modeOf(s.seats) === 'pass' && s.seats[holder]?.kind === 'human' ? holder : null;
}

/** Who holds the device when a saved match resumes: the person of the pass banner, if any. */
export const resumedHolder = (
  seats: readonly SeatConfig[],
  game: Game,
  passing: number | null | undefined,
): number | null =>
  passingHolder({ seats: seats as SeatConfig[], game, holder: passing ?? null }) ??
  firstHolder(seats);

export function deviceSlice({ set, get, boot }: SliceContext): DeviceSlice {
  const m = boot.match.kind === 'ok' ? boot.match.match : null;
  return {
    holder: m ? resumedHolder(m.seats, m.game, m.passing) : null,
    unseen: m?.unseen ?? [],

    passDevice(): void {
      set({ holder: null, error: null });
    },

    reveal(seat: number): void {
      const s = get();
      if (s.seats[seat]?.kind !== 'human') return;
      const unseen = s.unseen.slice();
      unseen[seat] = false;
      set({ holder: seat, unseen, error: null });
    },
  };
}
