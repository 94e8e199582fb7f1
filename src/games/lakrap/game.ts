/**
 * La Krap's engine as the platform sees it (`src/games/module.ts`): its contract, plus the
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
  invariant,
  type LakrapRules,
  legalActions,
  newGame,
  type PlayerView,
  parseAction,
  playerView,
  snapshot,
  toAct,
} from './engine';

/**
 * L8: in the exposure every seat yet to choose acts at once (`together`, nobody on turn),
 * from the dealer's left as the device goes round; L4: the round's teams.
 */
export function status(g: Game): Status {
  const playing = g.phase === 'playing';
  const together = playing && g.stage === 'expose' ? toAct(g) : [];
  return {
    phase: g.phase,
    round: g.round,
    turn: playing && together.length === 0 ? g.turn : null,
    ...(together.length > 0 && { together }),
    teams: g.teams,
    scores: g.scores,
    roundScores: playing ? null : g.roundScores,
    winners: g.winners,
  };
}

/**
 * `seat`'s view with every card face up: for bots watched and finished matches replayed
 * (never a bot's, nor a person's while people play). The exposures stay as the seat's view
 * has them: a choice is hidden from the table until all have chosen, whoever watches.
 */
export function openView(g: Game, seat: number): PlayerView {
  const v = playerView(g, seat);
  const s = snapshot(g);
  return { ...v, hands: s.hands, laidAside: s.laidAside };
}

export const ENGINE: Engine<Game, Action, PlayerView, LakrapRules> = {
  newGame,
  legalActions,
  actionsFor,
  applyAction,
  playerView,
  openView,
  // What everyone at the table sees: every hand as its face-up cards (no seat's own).
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

/** L1: the 72 cards all somewhere, each as often as the deck has it; the totals sound. */
export const check = (g: Game): string | null => invariant(g);
