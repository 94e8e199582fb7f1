/**
 * Legal actions and applying them (K9-K13). `applyAction` accepts exactly what
 * `legalActions` generates: both ask the same predicates below.
 */

import { item } from '../../../lib/item';
import { fail, isRecord, ok, type Result } from '../../../lib/result';
import { type Card, isFixed, isPower, KW } from './cards';
import { nextRound } from './setup';
import type { Action, ErrorCode, Game, Pos, Where } from './state';
import { handOf, legalSwaps, POSITIONS, posAt, swapOk, triadOf } from './triads';
import { afterPlay, comeToDraw, endTurn, pileUp } from './turn';

type R<T> = Result<T, ErrorCode>;

/** K11: a lone power card, face up, with no modifiers. */
const lonePower = (p: Pos): boolean => p?.up === true && isPower(p.card) && p.mods.length === 0;

/** K11: may the drawn card power up the position (and is the base to be chosen). */
function powerTarget(drawn: Card, p: Pos): 'no' | 'yes' | 'choose-base' {
  if (p === null || !p.up || p.card === KW) return 'no';
  if (isPower(drawn)) return lonePower(p) ? 'choose-base' : 'yes';
  if (isFixed(drawn) && lonePower(p)) return 'yes';
  return 'no';
}

const mayDiscard = (g: Game): boolean =>
  g.drawnFrom === 'stock' || (g.rules.discardTakenCard && !g.mustKeep);

/** Every action any seat may take now (only the seat to act has any, but next-round). */
export function legalActions(g: Game): Action[] {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  if (g.phase !== 'playing') return [];
  const seat = g.turn;
  const hand = handOf(g, seat);
  const at = (w: Where) => hand[w.triad]?.[w.pos] ?? null;
  switch (g.stage) {
    case 'reveal':
      return POSITIONS.filter((w) => at(w)?.up === false).map((w) => ({
        type: 'reveal',
        seat,
        at: w,
      }));
    case 'draw': {
      const out: Action[] = [];
      if (g.stock.length > 0) out.push({ type: 'draw', seat, from: 'stock' });
      if (g.discard.length > 0) out.push({ type: 'draw', seat, from: 'discard' });
      return out;
    }
    case 'play': {
      const drawn = drawnCard(g);
      const out: Action[] = mayDiscard(g) ? [{ type: 'discard', seat }] : [];
      for (const w of POSITIONS) {
        const p = at(w);
        if (p !== null) out.push({ type: 'replace', seat, at: w });
        const kind = powerTarget(drawn, p);
        for (const sign of [1, -1] as const) {
          if (kind === 'yes') out.push({ type: 'power', seat, at: w, sign });
          if (kind === 'choose-base')
            for (const base of ['held', 'drawn'] as const)
              out.push({ type: 'power', seat, at: w, sign, base });
        }
      }
      return out;
    }
    case 'swap':
      return [
        ...legalSwaps(g).map(({ a, b }) => ({ type: 'swap' as const, seat, a, b })),
        { type: 'end', seat },
      ];
  }
}

/** The card in hand in the play stage: none there is a bug. */
function drawnCard(g: Game): Card {
  if (g.drawn === null) throw new Error(`no drawn card in the ${g.stage} stage`);
  return g.drawn;
}

const isWhere = (x: unknown): x is Where =>
  isRecord(x) &&
  Object.keys(x).length === 2 &&
  typeof x.triad === 'number' &&
  typeof x.pos === 'number' &&
  Number.isInteger(x.triad) &&
  Number.isInteger(x.pos) &&
  x.triad >= 0 &&
  x.triad < 4 &&
  x.pos >= 0 &&
  x.pos < 3;

/** An action from outside, checked for shape (not legality). */
export function parseAction(x: unknown): R<Action> {
  if (!isRecord(x)) return fail('bad-action', 'An action has a type.');
  if (isAction(x)) return ok(x);
  return fail('bad-action', shapeError(x) ?? 'That is not a KAPOW! action.');
}

/** An action's shape, field by field: the checks of `shapeError`. */
const isAction = (x: Record<string, unknown>): x is Record<string, unknown> & Action =>
  shapeError(x) === null;

/** What is wrong with an action's shape, in a player's words; null: nothing. */
function shapeError(x: Record<string, unknown>): string | null {
  if (typeof x.type !== 'string') return 'An action has a type.';
  const keys = Object.keys(x).sort().join();
  const seatOk = Number.isInteger(x.seat);
  const shape: Record<string, string> = {
    reveal: 'at,seat,type',
    draw: 'from,seat,type',
    discard: 'seat,type',
    replace: 'at,seat,type',
    power: x.base === undefined ? 'at,seat,sign,type' : 'at,base,seat,sign,type',
    swap: 'a,b,seat,type',
    end: 'seat,type',
    'next-round': 'type',
  };
  if (!Object.hasOwn(shape, x.type) || shape[x.type] !== keys)
    return 'That is not a KAPOW! action.';
  if (x.type !== 'next-round' && !seatOk) return 'An action names its seat.';
  if ('at' in x && !isWhere(x.at)) return 'A position is a triad 0-3 and a place 0-2.';
  if (x.type === 'swap' && !(isWhere(x.a) && isWhere(x.b))) return 'A swap names two positions.';
  if (x.type === 'draw' && x.from !== 'stock' && x.from !== 'discard')
    return 'Draw from the draw pile or the discard pile.';
  if (x.type === 'power' && x.sign !== 1 && x.sign !== -1) return 'A power card goes on as + or -.';
  if (x.type === 'power' && x.base !== undefined && x.base !== 'held' && x.base !== 'drawn')
    return 'The base is the held card or the drawn one.';
  return null;
}

/**
 * Would `legalActions` list `a` (a swap in either order, a power action's base 'held' by
 * default): the same predicates asked directly, without listing every action.
 */
function isLegal(g: Game, a: Action): boolean {
  if (a.type === 'next-round') return g.phase === 'round-over';
  if (g.phase !== 'playing' || a.seat !== g.turn) return false;
  switch (a.type) {
    case 'reveal':
      return g.stage === 'reveal' && posAt(g, g.turn, a.at)?.up === false;
    case 'draw':
      return g.stage === 'draw' && (a.from === 'stock' ? g.stock : g.discard).length > 0;
    case 'discard':
      return g.stage === 'play' && mayDiscard(g);
    case 'replace':
      return g.stage === 'play' && posAt(g, g.turn, a.at) !== null;
    case 'power': {
      if (g.stage !== 'play') return false;
      const kind = powerTarget(drawnCard(g), posAt(g, g.turn, a.at));
      return kind === 'choose-base' || (kind === 'yes' && (a.base ?? 'held') === 'held');
    }
    case 'swap':
      return g.stage === 'swap' && (swapOk(g, a.a, a.b) || swapOk(g, a.b, a.a));
    case 'end':
      return g.stage === 'swap';
  }
}

function why(g: Game, a: Action): string {
  if (g.phase === 'game-over') return 'The match is over.';
  if (a.type === 'next-round') return 'The round is still being played.';
  if (g.phase !== 'playing') return 'The round is over: start the next round.';
  if (a.seat !== g.turn) return 'It is not your turn.';
  const owed: Record<Game['stage'], string> = {
    reveal: 'First reveal a face-down card of your own.',
    draw: 'First draw a card, from the draw pile or the discard pile.',
    play: 'Play the drawn card: discard it, replace a card with it, or power up.',
    swap: 'Swap a KAPOW! card or end your turn.',
  };
  return `You cannot do that now. ${owed[g.stage]}`;
}

const clonePos = (p: Pos): Pos =>
  p === null
    ? null
    : p.up
      ? { card: p.card, up: true, mods: p.mods.map((m) => ({ ...m })) }
      : { ...p };

/** A deep copy of the plain-JSON state, by hand (what applyAction mutates). */
export const clone = (g: Game): Game => ({
  ...g,
  rules: { ...g.rules },
  revealsLeft: [...g.revealsLeft],
  hands: g.hands.map((h) => h.map((t) => t.map(clonePos))),
  discard: [...g.discard],
  stock: [...g.stock],
  finalTurns: [...g.finalTurns],
  swaps: g.swaps.map((x) => ({ a: { ...x.a }, b: { ...x.b } })),
  scores: [...g.scores],
  roundScores: g.roundScores && [...g.roundScores],
  winners: [...g.winners],
});

export function applyAction(g: Game, input: unknown): R<Game> {
  const parsed = parseAction(input);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  if (!isLegal(g, a)) {
    const code =
      g.phase === 'game-over'
        ? 'game-over'
        : 'seat' in a && a.seat !== g.turn
          ? 'not-your-turn'
          : 'illegal-action';
    return fail(code, why(g, a));
  }
  const n = clone(g);
  step(n, a);
  return ok(n);
}

/** Applies a legal action to a private copy. */
export function step(g: Game, a: Action): void {
  const hand = handOf(g, g.turn);
  switch (a.type) {
    case 'next-round':
      nextRound(g);
      return;
    case 'reveal': {
      const p = posAt(g, g.turn, a.at);
      if (p === null) throw new Error(`reveal: no card at ${a.at.triad}/${a.at.pos}`);
      triadOf(hand, a.at.triad)[a.at.pos] = { card: p.card, up: true, mods: [] };
      g.revealsLeft[g.turn] = item(g.revealsLeft, g.turn, 'reveals left of seat') - 1;
      if (g.revealsLeft[g.turn] === 0) {
        g.stage = 'draw';
        comeToDraw(g);
      }
      return;
    }
    case 'draw':
      g.mustKeep = a.from === 'discard' && g.stock.length === 0;
      g.drawn = (a.from === 'stock' ? g.stock.pop() : g.discard.pop()) ?? null;
      if (g.drawn === null) throw new Error(`draw: the ${a.from} pile is empty`);
      g.drawnFrom = a.from;
      g.stage = 'play';
      return;
    case 'discard':
      g.discard.push(drawnCard(g));
      afterPlay(g);
      return;
    case 'replace': {
      pileUp(g, posAt(g, g.turn, a.at));
      triadOf(hand, a.at.triad)[a.at.pos] = { card: drawnCard(g), up: true, mods: [] };
      afterPlay(g);
      return;
    }
    case 'power': {
      const held = posAt(g, g.turn, a.at);
      if (held === null || !held.up)
        throw new Error(`power: no face-up card at ${a.at.triad}/${a.at.pos}`);
      const drawn = drawnCard(g);
      const triad = triadOf(hand, a.at.triad);
      if (isPower(held.card) && held.mods.length === 0 && (isFixed(drawn) || a.base === 'drawn'))
        triad[a.at.pos] = { card: drawn, up: true, mods: [{ card: held.card, sign: a.sign }] };
      else
        triad[a.at.pos] = {
          card: held.card,
          up: true,
          mods: [...held.mods, { card: drawn, sign: a.sign }],
        };
      afterPlay(g);
      return;
    }
    case 'swap': {
      const pa = posAt(g, g.turn, a.a);
      triadOf(hand, a.a.triad)[a.a.pos] = posAt(g, g.turn, a.b);
      triadOf(hand, a.b.triad)[a.b.pos] = pa;
      g.swaps.push({ a: a.a, b: a.b });
      if (legalSwaps(g).length === 0) endTurn(g);
      return;
    }
    case 'end':
      endTurn(g);
      return;
  }
}
