import { callCode, cardCode } from './cards';
import { type Answer, stackAnswer } from './effects';
import type { GameEvent } from './events';
import { eventsFor } from './events';
import { type MissView, missView } from './evidence';
import type { Rules } from './rules';
import { type Game, type Phase, type Stage, topCard } from './state';

/** RULES.md §9: plain JSON, every field. */
export interface Snapshot {
  phase: Phase;
  turn: number;
  dealer: number;
  hands: string[][];
  top: string;
  discard: string[];
  /** top first */
  stock: string[];
  call: string | null;
  pending: number;
  scores: number[];
  eliminated: boolean[];
  kapagaCalled: boolean[];
  roundWinner: number | null;
  winners: number[];
  stage: Stage;
  drawn: string | null;
}

/** What one seat may know: never another hand, another seat's drawn card, or the stock's order. */
export interface PlayerView {
  seat: number;
  phase: Phase;
  turn: number;
  dealer: number;
  top: string;
  discard: string[];
  call: string | null;
  pending: number;
  scores: number[];
  eliminated: boolean[];
  kapagaCalled: boolean[];
  stage: Stage;
  roundWinner: number | null;
  winners: number[];
  hand: string[];
  handSizes: number[];
  stockSize: number;
  /**
   * The cards this seat passed on with the last 9 or 5 of clubs: its hand before that play
   * (R16); none when the dealer's turned card passed hands before anyone looked (R6).
   */
  passed: string[];
  /** The seat that received it (null: no hand passed this round). */
  passedTo: number | null;
  /**
   * The seat that held the hand this seat now holds, before the last play that passed hands
   * (null: none passed this round).
   */
  receivedFrom: number | null;
  /** The card this seat just drew and may play (R11, R15). */
  drawn: string | null;
  rules: Rules;
  round: number;
  recycles: number;
  /** The live stack's last penalty card ('2' or '5S'), when a penalty is live. */
  stackBy: '2' | '5S' | null;
  /** R12: what may answer the live penalty: any 2, only the 2 of spades, or nothing. */
  answer: Answer;
  /** R12z: the spent penalty a 2 on the top card would revive (0: none). */
  spent: number;
  /** Per seat: the top card and call it last drew on instead of playing (public). */
  missed: ({ top: string; call: string | null } | null)[];
  /** Per seat: what the hand it holds showed it lacked this round, oldest first (evidence.ts). */
  misses: MissView[][];
  /** What the last action caused, other seats' drawn cards hidden. */
  events: GameEvent[];
  /** R22: per seat, the recycle penalty points it incurred this round (public). */
  penalties: number[];
  /**
   * Every hand, face up: in `openView` (a table watched by someone who plays no seat), and in
   * every seat's view once the round is scored (round-over, game-over). R24 counts the
   * hands left against their holders, so they are laid down for all to count (decided here;
   * RULES.md §9's "never another hand" holds while the round is played).
   */
  open?: string[][];
}

const handCodes = (g: Game): string[][] => g.hands.map((h) => h.map(cardCode));

export function snapshot(g: Game): Snapshot {
  return {
    phase: g.phase,
    turn: g.turn,
    dealer: g.dealer,
    hands: handCodes(g),
    top: cardCode(topCard(g)),
    discard: g.discard.map(cardCode),
    stock: g.stock.map(cardCode).reverse(),
    call: callCode(g.call),
    pending: g.pending,
    scores: g.scores.slice(),
    eliminated: g.eliminated.slice(),
    kapagaCalled: g.kapagaCalled.slice(),
    roundWinner: g.roundWinner,
    winners: g.winners.slice(),
    stage: g.stage,
    drawn: g.drawn >= 0 ? cardCode(g.drawn) : null,
  };
}

/**
 * R16: whose hand `seat` was handed with the last passing (hands move in the open). Only
 * active seats pass, and the deal forgets it all: a seat eliminated as the round ends still
 * knows whose hand it ended with.
 */
function receivedFrom(g: Game, seat: number): number | null {
  // Nobody's seat (-1, an open view from no seat) received no hand; -1 is also "passed none".
  if (seat < 0) return null;
  for (let s = 0; s < g.seats; s++) if (g.passedTo[s] === seat) return s;
  return null;
}

export function playerView(g: Game, seat: number): PlayerView {
  return {
    seat,
    phase: g.phase,
    turn: g.turn,
    dealer: g.dealer,
    top: cardCode(topCard(g)),
    discard: g.discard.map(cardCode),
    call: callCode(g.call),
    pending: g.pending,
    scores: g.scores.slice(),
    eliminated: g.eliminated.slice(),
    kapagaCalled: g.kapagaCalled.slice(),
    stage: g.stage,
    roundWinner: g.roundWinner,
    winners: g.winners.slice(),
    hand: (g.hands[seat] ?? []).map(cardCode),
    handSizes: g.hands.map((h) => h.length),
    stockSize: g.stock.length,
    passed: (g.passed[seat] ?? []).map(cardCode),
    passedTo: (g.passedTo[seat] ?? -1) >= 0 ? (g.passedTo[seat] as number) : null,
    receivedFrom: receivedFrom(g, seat),
    drawn: g.drawn >= 0 && g.turn === seat ? cardCode(g.drawn) : null,
    rules: { ...g.rules },
    round: g.round,
    recycles: g.recycles,
    penalties: g.penalties.slice(),
    stackBy: g.pending > 0 ? (g.stackBy === 5 ? '5S' : '2') : null,
    answer: g.pending > 0 ? stackAnswer(g.rules, g.stackBy) : null,
    spent: g.spent,
    missed: g.missed.map((m) => (m ? { top: cardCode(m.top), call: callCode(m.call) } : null)),
    misses: g.misses.map((m) => m.map(missView)),
    events: eventsFor(g.events, seat),
    ...(g.phase === 'playing' ? {} : { open: handCodes(g) }),
  };
}

/**
 * `seat`'s view with every hand face up and every event whole: what a table shows someone
 * who plays no seat (bots watched with their hands open, a finished match replayed). Never
 * a seat's own view: bots and people at the table get `playerView`.
 */
export function openView(g: Game, seat: number): PlayerView {
  return { ...playerView(g, seat), events: g.events, open: handCodes(g) };
}
