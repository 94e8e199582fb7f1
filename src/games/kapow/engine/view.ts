/** What the table shows: the whole game (snapshot), one seat's view, and worlds for search. */
import { ok, type Result } from '../../../lib/result';
import { seedState, shuffle } from '../../../lib/rng';
import { type Card, cardCode, DECK_COUNT, parseCard, powerCode } from './cards';
import type { ErrorCode, Game, PlayerView, Pos, PosCode, Snapshot } from './state';

function posCode(p: Pos, hide: boolean): PosCode {
  if (p === null) return null;
  if (!p.up) return { down: hide ? '?' : cardCode(p.card) };
  return {
    up: cardCode(p.card),
    mods: p.mods.map((m) => ({ card: powerCode(cardCode(m.card)), sign: m.sign })),
  };
}

function shared(g: Game, hide: boolean): Omit<Snapshot, 'stock' | 'drawn'> {
  return {
    phase: g.phase,
    round: g.round,
    turn: g.turn,
    stage: g.stage,
    drawnFrom: g.drawnFrom,
    hands: g.hands.map((h) => h.map((t) => t.map((p) => posCode(p, hide)))),
    discard: g.discard.map(cardCode),
    wentOut: g.wentOut,
    finalTurns: [...g.finalTurns],
    swaps: g.swaps.map((s) => ({ a: { ...s.a }, b: { ...s.b } })),
    turnsPlayed: g.turnsPlayed,
    scores: [...g.scores],
    roundScores: g.roundScores && [...g.roundScores],
    winners: [...g.winners],
    revealsLeft: [...g.revealsLeft],
  };
}

export function snapshot(g: Game): Snapshot {
  return {
    ...shared(g, false),
    drawn: g.drawn === null ? null : cardCode(g.drawn),
    stock: [...g.stock].reverse().map(cardCode),
  };
}

/**
 * Only what `seat` may know: every face-down card, its own too, is '?'; the stock is a
 * count; another seat's drawn card is '?' while it came from the draw pile.
 */
export function playerView(g: Game, seat: number): PlayerView {
  const seen = g.drawn !== null && (g.turn === seat || g.drawnFrom === 'discard');
  return {
    ...shared(g, true),
    seat,
    players: g.players,
    rules: { ...g.rules },
    doubled: g.doubled,
    drawn: g.drawn === null ? null : seen ? cardCode(g.drawn) : '?',
    stock: g.stock.length,
  };
}

/**
 * `seat`'s view with every card face up: each face-down card its code (still face down), a
 * drawn card whatever pile it came from. What a table shows someone who plays no seat (bots
 * watched with their cards open, a finished match replayed); never a seat's own view.
 */
export function openView(g: Game, seat: number): PlayerView {
  return {
    ...playerView(g, seat),
    ...shared(g, false),
    drawn: g.drawn === null ? null : cardCode(g.drawn),
  };
}

/** A card of a view the engine made: a code it cannot read is a bug. */
function cardOf(code: string): Card {
  const c = parseCard(code);
  if (c === null) throw new Error(`a view holds "${code.slice(0, 8)}", not a card`);
  return c;
}

function fromCode(p: PosCode): Pos {
  if (p === null) return null;
  if ('down' in p) return { card: -1, up: false };
  return {
    card: cardOf(p.up),
    up: true,
    mods: p.mods.map((m) => ({ card: cardOf(m.card), sign: m.sign })),
  };
}

/**
 * A whole game consistent with `view`, for search (OpenSpiel's ResampleFromInfostate):
 * the cards the view does not show (face-down cards, the stock, a hidden drawn card) are
 * dealt at random from those the view leaves unaccounted for. The world's view equals
 * `view`.
 */
export function determinize(view: PlayerView, seed: number): Result<Game, ErrorCode> {
  const hands = view.hands.map((h) => h.map((t) => t.map(fromCode)));
  // Per card, how many the view leaves unaccounted for: the whole deck, less each seen.
  const left = [...DECK_COUNT];
  const seen = (c: Card) => {
    left[c] = (left[c] ?? 0) - 1;
  };
  for (const h of hands)
    for (const t of h)
      for (const p of t)
        if (p?.up) {
          seen(p.card);
          for (const m of p.mods) seen(m.card);
        }
  const discard = view.discard.map(cardOf);
  for (const c of discard) seen(c);
  const known = view.drawn === null || view.drawn === '?' ? null : cardOf(view.drawn);
  if (known !== null) seen(known);
  const rng = { rng: seedState(seed) };
  const pool = shuffle(
    rng,
    left.flatMap((n, c) => new Array<Card>(Math.max(0, n)).fill(c)),
  );
  const unseen = (): Card => {
    const c = pool.pop();
    if (c === undefined)
      throw new Error('determinize: the view shows more cards than the deck holds');
    return c;
  };
  for (const h of hands)
    for (const t of h)
      t.forEach((p, i) => {
        if (p !== null && !p.up) t[i] = { card: unseen(), up: false };
      });
  const drawn = view.drawn === null ? null : (known ?? unseen());
  const g: Game = {
    rules: { ...view.rules },
    players: view.players,
    seed,
    rng: rng.rng,
    phase: view.phase,
    round: view.round,
    starter: view.turn,
    turn: view.turn,
    stage: view.stage,
    revealsLeft: [...view.revealsLeft],
    drawn,
    drawnFrom: view.drawnFrom,
    mustKeep: view.drawnFrom === 'discard' && view.stock === 0,
    hands,
    discard,
    stock: pool.slice(0, view.stock),
    wentOut: view.wentOut,
    finalTurns: [...view.finalTurns],
    swaps: view.swaps.map((s) => ({ a: { ...s.a }, b: { ...s.b } })),
    turnsPlayed: view.turnsPlayed,
    scores: [...view.scores],
    roundScores: view.roundScores && [...view.roundScores],
    doubled: view.doubled,
    winners: [...view.winners],
  };
  return ok(g);
}
