/** The seats round the table, and the hand-off between people (pass and play). */
import { LEVEL_NAMES } from '../../bots/types';
import type { Game, PlayerView } from '../../engine';
import { modeOf } from '../seats';
import type { GameState } from '../types';
import {
  actionsOf,
  selectHandoffTo,
  selectShowAll,
  selectView,
  selectViewer,
  snapshotOf,
} from './base';
import { catchTargetsFor, selectControls } from './controls';
import { memo } from './memo';

export type SeatStatus = 'to-act' | 'skipped' | 'eliminated' | 'out' | null;

export interface SeatInfo {
  seat: number;
  name: string;
  human: boolean;
  /** Watch mode with every hand shown: the hand, face up (else null). */
  faces: string[] | null;
  levelName: string;
  cards: number;
  score: number;
  status: SeatStatus;
  statusText: string;
  /** Has called KAPAGA (and the call still stands). */
  kapaga: boolean;
  dealer: boolean;
  last: boolean;
  catchable: boolean;
}

const STATUS_TEXT: Record<Exclude<SeatStatus, null>, string> = {
  'to-act': 'to act',
  skipped: 'skipped',
  eliminated: 'eliminated',
  out: 'went out',
};

const seatsOf = memo(
  (
    game: Game,
    view: PlayerView,
    seats: GameState['seats'],
    lastActor: number | null,
    catchTargets: number[],
    showAll: boolean,
  ): SeatInfo[] => {
    const skipped = new Set(
      game.events.filter((e) => e.type === 'skip').map((e) => (e as { seat: number }).seat),
    );
    const mode = modeOf(seats);
    const me = view.seat;
    const hands = showAll ? snapshotOf(game).hands : null;
    return seats.map((cfg, seat) => {
      let status: SeatStatus = null;
      if (view.eliminated[seat]) status = 'eliminated';
      else if (view.roundWinner === seat) status = 'out';
      else if (view.phase === 'playing' && view.turn === seat) status = 'to-act';
      else if (skipped.has(seat)) status = 'skipped';
      return {
        seat,
        name: cfg.name,
        human: cfg.kind === 'human',
        faces: hands ? (hands[seat] ?? []) : null,
        levelName: cfg.kind === 'bot' ? LEVEL_NAMES[cfg.level] : mode === 'solo' ? 'You' : 'Person',
        cards: view.handSizes[seat] ?? 0,
        score: view.scores[seat] ?? 0,
        status,
        statusText:
          status === 'to-act' && seat === me ? 'your turn' : status ? STATUS_TEXT[status] : '',
        kapaga: view.kapagaCalled[seat] === true && !view.eliminated[seat],
        dealer: view.dealer === seat,
        last: lastActor === seat,
        catchable: catchTargets.includes(seat),
      };
    });
  },
);

export const selectSeatInfo = (s: GameState): SeatInfo[] => {
  const view = selectView(s);
  if (!s.game || !view) return [];
  return seatsOf(
    s.game,
    view,
    s.seats,
    s.lastActor,
    selectControls(s).catchTargets,
    selectShowAll(s),
  );
};

const othersOf = memo((all: SeatInfo[], me: number): SeatInfo[] => {
  const n = all.length;
  const from = me >= 0 ? me + 1 : 0;
  const out: SeatInfo[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (from + k) % n;
    if (seat !== me) out.push(all[seat] as SeatInfo);
  }
  return out;
});

/**
 * The seats round the top of the table, in playing order: everyone but the person on
 * screen, starting on their left (between people: everyone, from the next to act).
 */
export const selectOthers = (s: GameState): SeatInfo[] =>
  othersOf(selectSeatInfo(s), selectViewer(s) ?? -1);

/** The person on screen, for their own line under the table. */
export const selectMe = (s: GameState): SeatInfo | null => {
  const me = selectViewer(s);
  return me === null ? null : (selectSeatInfo(s)[me] ?? null);
};

export interface Handoff {
  /** The person the device goes to. */
  to: number;
  name: string;
  /** Who holds it now (null: nobody's hand is on screen). */
  from: number | null;
  fromName: string | null;
  /** Those `to` may catch before looking: one card, no KAPAGA call (R21). */
  catchable: { seat: number; name: string }[];
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
    return {
      to,
      name: name(to),
      from,
      fromName: from === null ? null : name(from),
      catchable: catchTargetsFor(actionsOf(game, to), unseen).map((t) => ({
        seat: t,
        name: name(t),
      })),
    };
  },
);

export const selectHandoff = (s: GameState): Handoff | null => {
  const to = selectHandoffTo(s);
  if (to === null || !s.game) return null;
  return handoffOf(s.game, s.seats, to, s.holder, s.unseen);
};
