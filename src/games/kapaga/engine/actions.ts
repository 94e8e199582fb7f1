/** Actions at the boundary: generating, checking and applying them (RULES.md §9). */

import { isRecord } from '../../../lib/result';
import { applyInPlace, type Move } from './apply';
import { type Call, type Card, callCode, cardCode, parseCall, parseCard } from './cards';
import { callOptions, legalPlays, needsCall, playError } from './play';
import { brief, err, ok, type Result } from './result';
import { cloneGame, type Game } from './state';

export type Action =
  | { type: 'play'; seat: number; cards: string[]; call?: string }
  | { type: 'draw'; seat: number }
  | { type: 'pass'; seat: number }
  | { type: 'call'; seat: number; call: string }
  | { type: 'kapaga'; seat: number }
  | { type: 'catch'; seat: number; target: number }
  | { type: 'next-round' };

/** Every legal move, with cards as ints (the bots' fast path). Same order as `legalActions`. */
export function legalMoves(g: Game): Move[] {
  const out: Move[] = [];
  if (g.phase === 'game-over') return out;
  if (g.phase === 'round-over') {
    out.push({ type: 'next-round' });
    return out;
  }
  const seat = g.turn;
  if (g.stage === 'call') {
    for (const call of callOptions(g.rules)) out.push({ type: 'call', seat, call });
  } else {
    const handSize = (g.hands[seat] as Card[]).length;
    for (const cards of legalPlays(g)) {
      if (needsCall(cards, handSize))
        for (const call of callOptions(g.rules)) out.push({ type: 'play', seat, cards, call });
      else out.push({ type: 'play', seat, cards, call: -1 });
    }
    if (g.stage === 'play' || g.stage === 'answer') out.push({ type: 'draw', seat });
    if (g.stage === 'drawn') out.push({ type: 'pass', seat });
  }
  callsAndCatches(g, out);
  return out;
}

/** R20, R21: every seat's KAPAGA call and catches, on turn or off, appended to `out`. */
function callsAndCatches(g: Game, out: Move[]): void {
  for (let s = 0; s < g.seats; s++) {
    if (g.eliminated[s] || g.kapagaCalled[s] || !g.kapaga[s]) continue;
    out.push({ type: 'kapaga', seat: s });
    for (let t = 0; t < g.seats; t++)
      if (t !== s && !g.eliminated[t]) out.push({ type: 'catch', seat: t, target: s });
  }
}

export function moveToAction(m: Move): Action {
  switch (m.type) {
    case 'play':
      return m.call >= 0
        ? {
            type: 'play',
            seat: m.seat,
            cards: m.cards.map(cardCode),
            call: callCode(m.call) as string,
          }
        : { type: 'play', seat: m.seat, cards: m.cards.map(cardCode) };
    case 'call':
      return { type: 'call', seat: m.seat, call: callCode(m.call) as string };
    default:
      return m;
  }
}

/** RULES.md §9: every action any seat may take right now (the referee's full list). */
export function legalActions(g: Game): Action[] {
  return legalMoves(g).map(moveToAction);
}

/**
 * R21 as a seat sees it: a catch is certain only against a hand of one card with no call
 * (one card always has KAPAGA, R19); a hidden hand of several might or might not.
 */
export const catchIsCertain = (g: Game, target: number): boolean =>
  (g.hands[target] as Card[]).length === 1 && !g.kapagaCalled[target];

/**
 * RULES.md §9: what `seat` may do, as its own view shows it: its legal actions (dealing the
 * next round included), less any catch its view cannot make certain.
 */
export function actionsFor(g: Game, seat: number): Action[] {
  if (g.phase !== 'playing' || seat === g.turn || !seatOk(g, seat))
    return actionsForAll(g)[seat] ?? [];
  // Off turn a seat has only R20 and R21: the same list as actionsForAll's, without making
  // the turn's plays (the match loop asks every seat at every step).
  const all: Move[] = [];
  callsAndCatches(g, all);
  return all
    .filter(
      (m) => 'seat' in m && m.seat === seat && (m.type !== 'catch' || catchIsCertain(g, m.target)),
    )
    .map(moveToAction);
}

/** `actionsFor` of every seat at once (one pass over the legal moves: the arena's step). */
export function actionsForAll(g: Game): Action[][] {
  const out: Action[][] = Array.from({ length: g.seats }, () => []);
  for (const m of legalMoves(g)) {
    if (m.type === 'next-round') {
      for (const acts of out) acts.push(m); // anyone at the table may deal the next round
      continue;
    }
    if (m.type === 'catch' && !catchIsCertain(g, m.target)) continue;
    (out[m.seat] as Action[]).push(moveToAction(m));
  }
  return out;
}

const seatOk = (g: Game, s: unknown): s is number =>
  Number.isInteger(s) && (s as number) >= 0 && (s as number) < g.seats;

function turnCheck(g: Game, seat: number): Result<null> {
  if (seat !== g.turn)
    return err('not-your-turn', `It is seat ${g.turn}'s turn, not seat ${seat}'s.`);
  return ok(null);
}

const STAGE_HINT: Record<string, string> = {
  call: 'The dealer must first call a suit or rank for the turned-up 8.',
  follow: 'After the Joker you must play again: any card goes.',
  drawn: 'Play the card you just drew, or keep it.',
  answer: 'A penalty is live: draw it, or answer with a 2.',
  play: 'Play or draw.',
};

/** A play by `seat`: its cards and call read, then checked against the table. */
function playMove(g: Game, seat: number, a: Extract<Action, { type: 'play' }>): Result<Move> {
  const t = turnCheck(g, seat);
  if (!t.ok) return t;
  if (g.stage === 'call') return err('illegal-action', STAGE_HINT.call as string);
  if (!Array.isArray(a.cards) || a.cards.length === 0)
    return err('bad-action', 'A play needs at least one card.');
  const cards: Card[] = [];
  for (const code of a.cards) {
    const c = typeof code === 'string' ? parseCard(code) : null;
    if (c === null) return err('bad-card', `${brief(code)} is not a card.`);
    cards.push(c);
  }
  let call: Call | null = null;
  if (a.call !== undefined && a.call !== null) {
    call = typeof a.call === 'string' ? parseCall(a.call) : null;
    if (call === null)
      return err('illegal-play', `${brief(a.call)} is not a suit or rank to call.`);
  }
  const problem = playError(g, cards, call);
  if (problem) return err('illegal-play', problem);
  return ok({ type: 'play', seat, cards, call: call ?? -1 });
}

/** The dealer's call for a turned-up 8. */
function callMove(g: Game, seat: number, a: Extract<Action, { type: 'call' }>): Result<Move> {
  const t = turnCheck(g, seat);
  if (!t.ok) return t;
  if (g.stage !== 'call')
    return err(
      'illegal-action',
      'There is no turned-up 8 to call for; a played 8 calls with its play.',
    );
  const call = typeof a.call === 'string' ? parseCall(a.call) : null;
  if (call === null || !callOptions(g.rules).includes(call))
    return err(
      'illegal-action',
      g.rules.eights === 'suit' ? 'Call a suit.' : 'Call a suit, or a rank other than 8.',
    );
  return ok({ type: 'call', seat, call });
}

/** Parse and check an action: the move it stands for, or why it is not legal now. */
export function toMove(g: Game, a: Action): Result<Move> {
  // A plain object of its own keys: nothing read through a prototype (outside data).
  if (!isRecord(a) || typeof a.type !== 'string')
    return err('bad-action', 'An action must be an object with a type.');
  if (g.phase === 'game-over') return err('game-over', 'The game is over.');
  if (a.type === 'next-round') {
    if (g.phase !== 'round-over') return err('illegal-action', 'The round is still being played.');
    return ok({ type: 'next-round' });
  }
  if (g.phase === 'round-over')
    return err('illegal-action', 'The round is over: deal the next round.');
  if (!seatOk(g, a.seat)) return err('bad-action', `There is no seat ${brief(a.seat)}.`);
  if (g.eliminated[a.seat]) return err('illegal-action', `Seat ${a.seat} has been eliminated.`);
  const seat = a.seat;
  switch (a.type) {
    case 'play':
      return playMove(g, seat, a);
    case 'draw': {
      const t = turnCheck(g, seat);
      if (!t.ok) return t;
      if (g.stage !== 'play' && g.stage !== 'answer')
        return err('illegal-action', STAGE_HINT[g.stage as string] as string);
      return ok({ type: 'draw', seat });
    }
    case 'pass': {
      const t = turnCheck(g, seat);
      if (!t.ok) return t;
      if (g.stage !== 'drawn')
        return err(
          'illegal-action',
          'You may only keep a card you just drew; otherwise draw or play.',
        );
      return ok({ type: 'pass', seat });
    }
    case 'call':
      return callMove(g, seat, a);
    case 'kapaga':
      if (g.kapagaCalled[seat]) return err('illegal-action', 'KAPAGA is already called.');
      if (!g.kapaga[seat])
        return err(
          'illegal-action',
          'No KAPAGA to call: a hand has it when it could go out in one turn.',
        );
      return ok({ type: 'kapaga', seat });
    case 'catch': {
      const target = a.target;
      if (!seatOk(g, target) || g.eliminated[target] || target === seat)
        return err('bad-action', 'Catch another player who is still in the game.');
      if (g.kapagaCalled[target] || !g.kapaga[target])
        return err('illegal-action', `Seat ${target} has no uncalled KAPAGA to catch.`);
      return ok({ type: 'catch', seat, target });
    }
    default:
      return err('bad-action', `Unknown action type ${brief((a as { type: unknown }).type)}.`);
  }
}

/** RULES.md §9: never mutates `g`; an illegal action comes back as ok:false, `g` unchanged. */
export function applyAction(g: Game, a: Action): Result<Game> {
  const m = toMove(g, a);
  if (!m.ok) return m;
  const next = cloneGame(g);
  applyInPlace(next, m.value, true);
  return ok(next);
}
