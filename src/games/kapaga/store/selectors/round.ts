/** The end of the match (a round's end is the felt's: table/RoundTable.tsx). */
import { adviceWords } from '../../../../platform/hintWords';
import type { Game } from '../../engine';
import { narrateEvent, plain } from '../../words';
import { soloSeat } from '../seats';
import type { GameState } from '../types';
import { memo } from './memo';

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
