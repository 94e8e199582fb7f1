/**
 * Kapaga's engine as the platform sees it (`src/games/module.ts`): its contract (RULES.md
 * §9), plus the few facts the match flow reads. Nothing here decides a rule; it asks the
 * engine.
 */
import { fail, isRecord, ok, type Result } from '../../lib/result';
import type { Engine, Status } from '../module';
import {
  type Action,
  actionsFor,
  applyAction,
  determinize,
  formatAction,
  type Game,
  legalActions,
  newGame,
  openView,
  type PlayerView,
  parseAction as parseLine,
  playerView,
  type Rules,
} from './engine';

export function status(g: Game): Status {
  const scored = g.events.find((e) => e.type === 'round-over');
  return {
    phase: g.phase,
    round: g.round,
    turn: g.phase === 'playing' ? g.turn : null,
    scores: g.scores,
    roundScores: g.phase !== 'playing' && scored ? scored.points : null,
    winners: g.winners,
  };
}

/**
 * An action from outside: a notation line ("2 7H 7S") or an action object, which must
 * read back as the same line (so every field has its kind): the action read back is
 * returned. Legality is applyAction's.
 */
export function parseAction(x: unknown): Result<Action> {
  if (typeof x === 'string') return parseLine(x);
  if (!isRecord(x) || typeof x.type !== 'string')
    return fail('bad-action', 'That is not an action of this game.');
  let line: string;
  try {
    line = formatAction(x as Action);
  } catch {
    return fail('bad-action', 'That action is missing a part.');
  }
  const back = parseLine(line);
  return back.ok && formatAction(back.value) === line
    ? back
    : fail('bad-action', 'That is not an action of this game.');
}

export const ENGINE: Engine<Game, Action, PlayerView, Rules> = {
  newGame,
  legalActions,
  actionsFor,
  applyAction,
  playerView,
  openView,
  // Seat -1: no hand, no card drawn, no event of a seat's own: what every seat sees.
  publicView: (g) => playerView(g, -1),
  determinize: (view, seed) => ok(determinize(view, seed)),
  parseAction,
  status,
  nextRound: (g) =>
    g.phase === 'round-over'
      ? applyAction(g, { type: 'next-round' })
      : fail('illegal-action', 'The round is not over yet.'),
  viewSeat: (v) => v.seat,
};
