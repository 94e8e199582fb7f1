/** What the person on screen may do now: every button's state, from the engine's actions. */
import {
  type Action,
  cardName,
  type Game,
  hasKapaga,
  type PlayerView,
  parseCard,
  RANKS,
  SUITS,
} from '../../engine';
import type { GameState } from '../types';
import { selectMyActions, selectView } from './base';
import type { PlayAction } from './hand';
import { memo } from './memo';

export interface Controls {
  myTurn: boolean;
  /** The play the selected cards make, when they make a legal one (else null). */
  selected: string[];
  canPlay: boolean;
  /** The calls allowed for the selected play when it ends with an 8 that must call. */
  playCalls: string[];
  /** The dealer's call for a turned-up 8 (R6). */
  dealerCalls: string[];
  canDraw: boolean;
  drawLabel: string;
  canKeep: boolean;
  keepLabel: string;
  canKapaga: boolean;
  /** KAPAGA! may be pressed with the selected play: after it the hand has KAPAGA (R19, R20). */
  canArm: boolean;
  /** ...and it was. */
  armed: boolean;
  /** Opponents with one card and no call: catch them (R21). */
  catchTargets: number[];
  canNextRound: boolean;
}

const callKey = (c: string): number => {
  const suit = SUITS.indexOf(c as never);
  return suit >= 0 ? suit : 10 + RANKS.indexOf(c as never);
};
const sortCalls = (calls: string[]): string[] => calls.sort((a, b) => callKey(a) - callKey(b));

/**
 * The catches `catcher` may make: the engine's actionsFor offers only certain ones (one
 * card, no call). A person who has not yet seen the hand the table gave them (pass and
 * play) cannot have called: not catchable until they have.
 */
export function catchTargetsFor(mine: readonly Action[], unseen: readonly boolean[]): number[] {
  const out = mine
    .filter((a): a is Extract<Action, { type: 'catch' }> => a.type === 'catch')
    .map((a) => a.target)
    .filter((t) => unseen[t] !== true);
  return [...new Set(out)];
}

const sameCards = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** `clicked` as a legal play's order: as clicked if legal, else the first legal order. */
export function legalOrder(mine: readonly Action[], clicked: string[]): string[] {
  const plays = mine.filter((a): a is PlayAction => a.type === 'play');
  if (
    plays.some(
      (a) => a.cards.length === clicked.length && a.cards.every((c, i) => c === clicked[i]),
    )
  )
    return clicked;
  return plays.find((a) => sameCards(a.cards, clicked))?.cards ?? clicked;
}

const controlsOf = memo(
  (
    game: Game,
    view: PlayerView,
    mine: Action[],
    selection: number[],
    hints: boolean,
    unseen: boolean[],
    kapagaArmed: boolean,
  ): Controls => {
    const me = view.seat;
    const clicked = selection.map((i) => view.hand[i] as string);
    // The cards in the order clicked, or else an order the engine allows for the same
    // cards (3♦ then 3♥ on 2♥ plays as 3♥ 3♦): click order never blocks a legal play.
    const selected = legalOrder(mine, clicked);
    const exact = mine.filter(
      (a): a is PlayAction =>
        a.type === 'play' &&
        a.cards.length === selected.length &&
        a.cards.every((c, i) => c === selected[i]),
    );
    const playCalls = sortCalls(exact.map((a) => a.call).filter((c): c is string => !!c));
    const dealerCalls = sortCalls(
      mine.filter((a) => a.type === 'call').map((a) => (a as { call: string }).call),
    );
    const drawn = view.drawn ? parseCard(view.drawn) : null;
    const myTurn = view.phase === 'playing' && view.turn === me;
    // What the hand would be after the selected play, if it is a legal one (R19 asks the engine).
    const rest = view.hand.filter((_, i) => !selection.includes(i));
    const canArm =
      exact.length > 0 &&
      !view.kapagaCalled[me] &&
      rest.length > 0 &&
      hasKapaga(
        rest.map((c) => parseCard(c) as number),
        view.rules,
      );
    return {
      myTurn,
      selected,
      // Any selection may be tried: the engine explains a refusal in words.
      canPlay: myTurn && selected.length > 0,
      playCalls,
      dealerCalls,
      canDraw: mine.some((a) => a.type === 'draw'),
      // The penalty on the button is the holder's own, never the seat to play's.
      drawLabel: myTurn && view.pending > 0 ? `Draw ${view.pending}` : 'Draw',
      canKeep: mine.some((a) => a.type === 'pass'),
      keepLabel: drawn === null ? 'Keep' : `Keep the ${cardName(drawn)}`,
      canKapaga: hints
        ? mine.some((a) => a.type === 'kapaga')
        : view.phase === 'playing' && me >= 0 && !view.kapagaCalled[me],
      canArm,
      armed: canArm && kapagaArmed,
      catchTargets: catchTargetsFor(mine, unseen),
      canNextRound: game.phase === 'round-over' && mine.some((a) => a.type === 'next-round'),
    };
  },
);

const NO_CONTROLS: Controls = {
  myTurn: false,
  selected: [],
  canPlay: false,
  playCalls: [],
  dealerCalls: [],
  canDraw: false,
  drawLabel: 'Draw',
  canKeep: false,
  keepLabel: 'Keep',
  canKapaga: false,
  canArm: false,
  armed: false,
  catchTargets: [],
  canNextRound: false,
};

export const selectControls = (s: GameState): Controls => {
  const view = selectView(s);
  if (!s.game || !view || view.seat < 0) return NO_CONTROLS;
  return controlsOf(
    s.game,
    view,
    selectMyActions(s),
    s.selection,
    s.settings.hints,
    s.unseen,
    s.kapagaArmed,
  );
};

/** The action the current selection stands for (with a call when one is chosen). */
export function playAction(seat: number, selected: string[], call?: string): Action {
  return call
    ? { type: 'play', seat, cards: selected, call }
    : { type: 'play', seat, cards: selected };
}
