/** The end of a round (every hand shown with its points) and of the match. */
import { adviceWords } from '../../../../platform/hintWords';
import type { Game, GameEvent } from '../../engine';
import { narrateEvent, plain } from '../../words';
import { soloSeat } from '../seats';
import type { GameState } from '../types';
import { snapshotOf } from './base';
import { memo } from './memo';

export interface RoundRow {
  seat: number;
  name: string;
  hand: string[];
  points: number;
  penalties: number;
  total: number;
  wentOut: boolean;
  eliminated: boolean;
  reset: boolean;
  alreadyOut: boolean;
}

const roundRowsOf = memo(
  (game: Game, seats: GameState['seats'], stats: GameState['roundStats']): RoundRow[] => {
    const over = game.events.find(
      (e): e is Extract<GameEvent, { type: 'round-over' }> => e.type === 'round-over',
    );
    const snap = snapshotOf(game);
    const eliminatedNow = new Set(over?.eliminated ?? []);
    const reset = new Set(over?.reset ?? []);
    return seats.map((cfg, seat) => ({
      seat,
      name: cfg.name,
      hand: snap.hands[seat] ?? [],
      points: over?.points[seat] ?? 0,
      penalties: stats.penalties[seat] ?? 0,
      total: snap.scores[seat] ?? 0,
      wentOut: snap.roundWinner === seat,
      eliminated: eliminatedNow.has(seat),
      reset: reset.has(seat),
      alreadyOut: snap.eliminated[seat] === true && !eliminatedNow.has(seat),
    }));
  },
);

/** At the end of a round: every hand revealed with its points (R23-R25). */
export const selectRoundRows = (s: GameState): RoundRow[] => {
  if (!s.game || s.game.phase === 'playing') return [];
  return roundRowsOf(s.game, s.seats, s.roundStats);
};

export interface FinalRow {
  seat: number;
  name: string;
  score: number;
  winner: boolean;
  eliminated: boolean;
}

const finalOf = memo((game: Game, seats: GameState['seats']): FinalRow[] =>
  seats
    .map((cfg, seat) => ({
      seat,
      name: cfg.name,
      score: game.scores[seat] ?? 0,
      winner: game.winners.includes(seat),
      eliminated: game.eliminated[seat] === true,
    }))
    .sort((a, b) => Number(b.winner) - Number(a.winner) || a.score - b.score),
);

export const selectFinal = (s: GameState): FinalRow[] =>
  s.game && s.game.phase === 'game-over' ? finalOf(s.game, s.seats) : [];

/** "You win the game!", "Ada and Bea share the win!" (the log's own words). */
export const selectWinnerText = (s: GameState): string => {
  if (s.game?.phase !== 'game-over') return '';
  const n = { names: s.seats.map((x) => x.name), you: soloSeat(s.seats) };
  const words = narrateEvent({ type: 'game-over', winners: s.game.winners }, n, null);
  return words ? plain(words) : '';
};

/**
 * How many of the expert's hints the people used: said in the round and match summaries
 * (none used: said only while the adviser, the table's setting, is on).
 */
export const selectHintSummary = (s: GameState, adviser: boolean): string | null =>
  adviceWords(
    s.seats.flatMap((c, i) =>
      c.kind === 'human'
        ? [{ name: c.name, round: s.hintsRound[i] ?? 0, match: s.hintsMatch[i] ?? 0 }]
        : [],
    ),
    adviser,
    'round',
  );
