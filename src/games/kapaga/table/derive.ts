/**
 * Kapaga's table as one seat sees it: its hand, its buttons and the seats round it, each a
 * pure function of that seat's view and actions (and the cards it has selected). What is
 * playable comes from the engine's actionsFor, never from a rule written here.
 */

import { LEVEL_NAMES } from '../../../kit/levels';
import { memo } from '../../../lib/memo';
import type { Narrator, Player } from '../../module';
import {
  type Action,
  cardName,
  hasKapaga,
  type PlayerView,
  parseCard,
  RANKS,
  SUITS,
} from '../engine';

export type PlayAction = Extract<Action, { type: 'play' }>;

/**
 * Whose eyes a view is seen with: a seat's own, or every card face up. A new view from the
 * same eyes is a new state; new eyes on the same table (the device handed on, the cards
 * turned face up) are not. The hands laid down at a round's end (R24) are every seat's own.
 */
export const eyesOf = (view: PlayerView): string =>
  `${view.seat}:${view.open && view.phase === 'playing' ? 'open' : 'own'}`;

/** How the hand is sorted (the player's setting). */
export type SortBy = 'suit' | 'rank';

export interface HandCard {
  index: number;
  code: string;
  name: string;
  /** Marked as a card that may start or continue the play being built (hints). */
  playable: boolean;
  /** 1-based position in the play being built, 0 when not selected. */
  order: number;
  /** The card just drawn, that may be played or kept. */
  drawn: boolean;
  /** Part of the play the expert advises (when its advice is on). */
  hinted: boolean;
  /**
   * Played on its own in one gesture (a double click or tap): 'play' when it may be played
   * alone, 'call' when alone it needs a call first (an 8), null when not alone.
   */
  alone: 'play' | 'call' | null;
}

const SUIT_ORDER = 'SHCD'; // alternate colours in the fan
const RANK_ORDER = 'A23456789TJQK';

function sortKey(code: string, by: SortBy): number {
  if (code === 'JK') return 1000;
  const r = RANK_ORDER.indexOf(code[0] as string);
  const s = SUIT_ORDER.indexOf(code[1] as string);
  return by === 'suit' ? s * 20 + r : r * 4 + s;
}

/** The legal plays that begin with the cards selected so far. */
export const playsFrom = (legal: readonly Action[], chosen: readonly string[]): PlayAction[] =>
  legal.filter(
    (a): a is PlayAction =>
      a.type === 'play' &&
      a.cards.length >= chosen.length &&
      chosen.every((c, i) => a.cards[i] === c),
  );

/** The hand on screen: its cards in the player's order, with hints from the seat's actions. */
export const handCards = memo(
  (
    view: PlayerView,
    legal: readonly Action[],
    selection: readonly number[],
    sortBy: SortBy,
    hints: boolean,
    advice: Action | null,
  ): HandCard[] => {
    const advised = advice?.type === 'play' ? advice.cards.slice() : [];
    const chosen = selection.map((i) => view.hand[i] as string);
    const next = new Set<string>();
    if (hints)
      for (const p of playsFrom(legal, chosen)) {
        const c = p.cards[chosen.length];
        if (c) next.add(c);
      }
    const alone = new Map<string, 'play' | 'call'>();
    for (const a of legal)
      if (a.type === 'play' && a.cards.length === 1)
        alone.set(a.cards[0] as string, a.call ? 'call' : 'play');
    let drawnMarked = false;
    const cards = view.hand.map((code, index) => {
      const order = selection.indexOf(index) + 1;
      const isDrawn = !drawnMarked && view.drawn === code && view.stage === 'drawn';
      if (isDrawn) drawnMarked = true;
      const c = parseCard(code);
      const at = advised.indexOf(code);
      if (at >= 0) advised.splice(at, 1);
      return {
        index,
        code,
        name: c === null ? code : cardName(c),
        playable: order === 0 && next.has(code),
        order,
        drawn: isDrawn,
        hinted: at >= 0,
        alone: alone.get(code) ?? null,
      };
    });
    return cards.sort(
      (a, b) => sortKey(a.code, sortBy) - sortKey(b.code, sortBy) || a.index - b.index,
    );
  },
);

export interface Controls {
  myTurn: boolean;
  /** The play the selected cards make, when they make a legal one (else as clicked). */
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
export function catchTargetsFor(
  mine: readonly Action[],
  unseen: readonly boolean[] = [],
): number[] {
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

/** Every button of the seat on screen, from its actions and the cards it selected. */
export const controlsOf = memo(
  (
    view: PlayerView,
    mine: readonly Action[],
    selection: readonly number[],
    hints: boolean,
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
    const dealerCalls = sortCalls(mine.flatMap((a) => (a.type === 'call' ? [a.call] : [])));
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
      catchTargets: catchTargetsFor(mine),
      canNextRound: view.phase === 'round-over' && mine.some((a) => a.type === 'next-round'),
    };
  },
);

export type SeatStatus = 'to-act' | 'skipped' | 'eliminated' | 'out' | null;

export interface SeatInfo {
  seat: number;
  name: string;
  /** Every hand face up (watch mode with open hands): the hand (else null). */
  faces: readonly string[] | null;
  /** The word under the name: a bot's level, "You", "Person" (may be empty). */
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

/** Per seat, the word under its name: a bot's level, "You", "Person" (none when not told). */
export const levelWords = memo(
  (players: readonly Player[] | undefined, you: number | null): readonly string[] =>
    (players ?? []).map((p, seat) =>
      p.kind === 'bot' ? (p.level ? LEVEL_NAMES[p.level] : 'Bot') : seat === you ? 'You' : 'Person',
    ),
);

/** Every seat as the view shows it, in seat order. */
export const seatsOf = memo(
  (
    view: PlayerView,
    names: readonly string[],
    levels: readonly string[],
    lastActor: number | null,
    catchTargets: readonly number[],
    faces: readonly (readonly string[])[] | null,
  ): SeatInfo[] => {
    const skipped = new Set(view.events.flatMap((e) => (e.type === 'skip' ? [e.seat] : [])));
    const me = view.seat;
    return view.handSizes.map((cards, seat) => {
      let status: SeatStatus = null;
      if (view.eliminated[seat]) status = 'eliminated';
      else if (view.roundWinner === seat) status = 'out';
      else if (view.phase === 'playing' && view.turn === seat) status = 'to-act';
      else if (skipped.has(seat)) status = 'skipped';
      return {
        seat,
        name: names[seat] ?? `Seat ${seat + 1}`,
        faces: faces ? (faces[seat] ?? []) : null,
        levelName: levels[seat] ?? '',
        cards,
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

/**
 * The seats round the top of the table, in playing order: everyone but the seat on screen,
 * starting on its left (nobody's seat, -1: everyone, from the first).
 */
export const othersOf = memo((all: readonly SeatInfo[], me: number): SeatInfo[] => {
  const n = all.length;
  const from = me >= 0 ? me + 1 : 0;
  const out: SeatInfo[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (from + k) % n;
    if (seat !== me) out.push(all[seat] as SeatInfo);
  }
  return out;
});

/** One seat at a round's end (R23-R25): its hand left, its points and its total. */
export interface RoundRow {
  seat: number;
  name: string;
  hand: readonly string[];
  /** R24: what its hand left scored. */
  points: number;
  /** R22: the recycle penalties it incurred this round. */
  penalties: number;
  total: number;
  wentOut: boolean;
  /** R25: out as this round ended. */
  eliminated: boolean;
  /** R25: on exactly the limit, back to 0. */
  reset: boolean;
  /** Out in an earlier round. */
  alreadyOut: boolean;
}

/**
 * Every seat at a round's end, from any seat's view: the hands scored lie face up then
 * (R24, PlayerView.open), the points and who went out from the round's end (events).
 */
export const roundRowsOf = memo((view: PlayerView, names: readonly string[]): RoundRow[] => {
  const over = view.events.find((e) => e.type === 'round-over');
  const points = over?.type === 'round-over' ? over.points : [];
  const eliminatedNow = new Set(over?.type === 'round-over' ? over.eliminated : []);
  const reset = new Set(over?.type === 'round-over' ? over.reset : []);
  return view.scores.map((total, seat) => ({
    seat,
    name: names[seat] ?? `Seat ${seat + 1}`,
    hand: view.open?.[seat] ?? (seat === view.seat ? view.hand : []),
    points: points[seat] ?? 0,
    penalties: view.penalties[seat] ?? 0,
    total,
    wentOut: view.roundWinner === seat,
    eliminated: eliminatedNow.has(seat),
    reset: reset.has(seat),
    alreadyOut: view.eliminated[seat] === true && !eliminatedNow.has(seat),
  }));
});

/** The hand at the bottom of the table in words: yours, or the named seat's when watching. */
export const handOf = (n: Narrator, seat: number): string =>
  n.you === null ? `${n.names[seat] ?? `Seat ${seat + 1}`}’s hand` : 'Your hand';
