/**
 * Cap-It's engine as the platform sees it (`src/games/module.ts`): its contract, plus the
 * few facts the match flow reads. Nothing here decides a rule; it asks the engine.
 */
import { fail } from '../../lib/result';
import type { Engine, Status } from '../module';
import {
  type Action,
  actionsFor,
  applyAction,
  type CapitRules,
  determinize,
  type Game,
  legalActions,
  newGame,
  openView,
  type PlayerView,
  parseAction,
  playerView,
} from './engine';

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

export const ENGINE: Engine<Game, Action, PlayerView, CapitRules> = {
  newGame,
  legalActions,
  actionsFor,
  applyAction,
  playerView,
  openView,
  // What the table shows between two people: no hand, no pushed stock card (C11).
  publicView: (g) => playerView(g, -1),
  determinize,
  parseAction,
  status,
  nextRound: (g) =>
    g.phase === 'round-over'
      ? applyAction(g, { type: 'next-round' })
      : fail('illegal-action', 'The round is not over yet.'),
  viewSeat: (v) => v.seat,
};
