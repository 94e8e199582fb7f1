/**
 * KAPOW!'s engine as the platform sees it (`src/games/module.ts`): its contract, plus the
 * few facts the match flow reads. Nothing here decides a rule; it asks the engine.
 */
import { fail } from '../../lib/result';
import type { Engine, Status } from '../module';
import {
  type Action,
  actionsFor,
  applyAction,
  determinize,
  type Game,
  type KapowRules,
  legalActions,
  newGame,
  openView,
  type PlayerView,
  parseAction,
  playerView,
} from './engine';
import { cardsInPlay, DECK_COUNT } from './engine/fast';

export function status(g: Game): Status {
  const over = g.phase !== 'playing';
  return {
    phase: g.phase,
    round: g.round,
    turn: over ? null : g.turn,
    scores: g.scores,
    roundScores: over ? g.roundScores : null,
    winners: g.winners,
  };
}

export const ENGINE: Engine<Game, Action, PlayerView, KapowRules> = {
  newGame,
  legalActions,
  actionsFor,
  applyAction,
  playerView,
  openView,
  determinize,
  parseAction,
  status,
  nextRound: (g) =>
    g.phase === 'round-over'
      ? applyAction(g, { type: 'next-round' })
      : fail('illegal-action', 'The round is not over yet.'),
  viewSeat: (v) => v.seat,
};

/** K1: the 118 cards are all in play, each as often as the deck has it; totals whole. */
export function check(g: Game): string | null {
  const now = cardsInPlay(g);
  const off = DECK_COUNT.findIndex((k, c) => now[c] !== k);
  if (off >= 0) return `${now[off]} of card ${off} in play, the deck has ${DECK_COUNT[off]}`;
  if (g.scores.some((x) => !Number.isInteger(x)))
    return `a total is not a whole number: ${g.scores}`;
  return null;
}
