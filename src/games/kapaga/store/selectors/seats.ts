/** The seats round the table, and the hand-off between people (pass and play). */
import type { Player } from '../../../module';
import type { Game } from '../../engine';
import { catchTargetsFor } from '../../table/derive';
import { catchBeforeLooking, type Token } from '../../words';
import type { GameState } from '../types';
import { actionsOf, selectHandoffTo } from './base';
import { memo } from './memo';

/** Who plays each seat, as a table is told it (TableProps.players). */
const playersOf = memo((seats: GameState['seats']): Player[] =>
  seats.map((cfg) =>
    cfg.kind === 'bot' ? { kind: 'bot' as const, level: cfg.level } : { kind: 'person' as const },
  ),
);
export const selectSeatPlayers = (s: GameState) => playersOf(s.seats);

export interface Handoff {
  /** The person the device goes to. */
  to: number;
  name: string;
  /** Who holds it now (null: nobody's hand is on screen). */
  from: number | null;
  fromName: string | null;
  /** Those `to` may catch before looking: one card, no KAPAGA call (R21), said in words. */
  catchable: { seat: number; name: string; words: { line: Token[]; button: Token[] } }[];
}

const handoffOf = memo(
  (
    game: Game,
    seats: GameState['seats'],
    to: number,
    from: number | null,
    unseen: boolean[],
  ): Handoff => {
    const name = (x: number) => seats[x]?.name ?? `Seat ${x + 1}`;
    const n = { names: seats.map((_, x) => name(x)), you: to };
    return {
      to,
      name: name(to),
      from,
      fromName: from === null ? null : name(from),
      catchable: catchTargetsFor(actionsOf(game, to), unseen).map((t) => ({
        seat: t,
        name: name(t),
        words: catchBeforeLooking(t, n),
      })),
    };
  },
);

export const selectHandoff = (s: GameState): Handoff | null => {
  const to = selectHandoffTo(s);
  if (to === null || !s.game) return null;
  return handoffOf(s.game, s.seats, to, s.holder, s.unseen);
};
