/**
 * Legal actions and applying them (L7-L15). `applyAction` accepts exactly what
 * `legalActions` generates (a list of cards in any order): both ask the predicates of
 * hand.ts.
 */
import { fail, isRecord, ok, type Result } from '../../../lib/result';
import { type Card, cardCode, king, parseCard, queen, suitCode, suitOfCode } from './cards';
import { drawTop, firstToChoose, nextRound, startExposure, startPlay } from './deal';
import {
  EXPOSE_MAX,
  exchangeLimit,
  faceDown,
  findCard,
  marriageSuits,
  mayMarry,
  playable,
  takeCard,
  within,
} from './hand';
import { addToTrick, roundPoints, winnerOf } from './laws';
import type { Action, ErrorCode, Game } from './state';

type R<T> = Result<T, ErrorCode>;

/**
 * Every distinct part of `cards` of at most `most` cards (as multisets: twins give one part
 * per count), in a fixed order, each in hand order.
 */
export function parts(cards: readonly Card[], most: number): Card[][] {
  const kinds: Card[] = [];
  const counts: number[] = [];
  for (const c of cards) {
    const k = kinds.indexOf(c);
    if (k >= 0) counts[k] = (counts[k] ?? 0) + 1;
    else {
      kinds.push(c);
      counts.push(1);
    }
  }
  const out: Card[][] = [];
  const part: Card[] = [];
  const grow = (k: number, room: number) => {
    if (k === kinds.length) {
      out.push([...part]);
      return;
    }
    const c = kinds[k] as Card;
    const most = Math.min(counts[k] ?? 0, room);
    for (let t = 0; t <= most; t++) {
      grow(k + 1, room - t);
      part.push(c);
    }
    part.length -= most + 1;
  };
  grow(0, most);
  return out;
}

/** What `seat` may do now (next-round belongs to everyone). */
export function actionsFor(g: Game, seat: number): Action[] {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  if (g.phase !== 'playing' || !Number.isInteger(seat) || seat < 0 || seat >= g.players) return [];
  switch (g.stage) {
    case 'exchange':
      if (seat !== g.turn) return [];
      return parts(g.hands[seat] ?? [], exchangeLimit(g)).map((p) => ({
        type: 'exchange',
        seat,
        cards: p.map(cardCode),
      }));
    case 'expose':
      if (g.chosen[seat] !== null) return [];
      return parts(faceDown(g, seat), EXPOSE_MAX).map((p) => ({
        type: 'expose',
        seat,
        cards: p.map(cardCode),
      }));
    case 'lead':
    case 'follow': {
      if (seat !== g.turn) return [];
      const out: Action[] = [];
      if (mayMarry(g))
        for (const s of marriageSuits(g, seat))
          out.push({ type: 'marriage', seat, suit: suitCode(s) });
      for (const c of playable(g, seat)) out.push({ type: 'play', seat, card: cardCode(c) });
      return out;
    }
  }
}

/** L8: the seats that must act now: every seat yet to choose in the exposure, else the turn. */
export function toAct(g: Game): number[] {
  if (g.phase !== 'playing') return [];
  if (g.stage !== 'expose') return [g.turn];
  const out: number[] = [];
  for (let i = 1; i <= g.players; i++) {
    const s = (g.dealer + i) % g.players;
    if (g.chosen[s] === null) out.push(s);
  }
  return out;
}

/** Every action any seat may take now: in the exposure, every seat's yet to choose. */
export function legalActions(g: Game): Action[] {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  return toAct(g).flatMap((s) => actionsFor(g, s));
}

const SHAPES: Record<string, readonly string[]> = {
  exchange: ['cards', 'seat', 'type'],
  expose: ['cards', 'seat', 'type'],
  marriage: ['seat', 'suit', 'type'],
  play: ['card', 'seat', 'type'],
  'next-round': ['type'],
};

/** An action from outside, checked for shape (not legality). */
export function parseAction(x: unknown): R<Action> {
  if (!isRecord(x) || typeof x.type !== 'string' || !Object.hasOwn(SHAPES, x.type))
    return fail('bad-action', 'That is not a La Krap move.');
  const shape = SHAPES[x.type] ?? [];
  if (Object.keys(x).length !== shape.length || !shape.every((k) => Object.hasOwn(x, k)))
    return fail('bad-action', 'That is not a La Krap move.');
  if (x.type === 'next-round') return ok({ type: 'next-round' });
  const seat = x.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat))
    return fail('bad-action', 'A move names its seat.');
  switch (x.type) {
    case 'exchange':
    case 'expose': {
      const cards = x.cards;
      if (!Array.isArray(cards) || cards.length > 7 || !cards.every((c) => parseCard(c) !== null))
        return fail('bad-action', 'Name the cards by their codes, such as AS or 7H.');
      return ok({ type: x.type, seat, cards: cards.map((c) => cardCode(parseCard(c) as Card)) });
    }
    case 'marriage':
      if (suitOfCode(x.suit) < 0)
        return fail('bad-action', 'A marriage names a suit: S, H, D or C.');
      return ok({ type: 'marriage', seat, suit: x.suit as string });
    default: {
      const c = parseCard(x.card);
      if (c === null) return fail('bad-action', 'Name the card by its code, such as AS or 7H.');
      return ok({ type: 'play', seat, card: cardCode(c) });
    }
  }
}

const cardsOf = (codes: readonly string[]): Card[] => codes.map((c) => parseCard(c) as Card);
const sorted = (cards: Card[]): Card[] => cards.sort((a, b) => a - b);

/** Would `legalActions` list `a` (its cards in any order): the same predicates, asked directly. */
function isLegal(g: Game, a: Action): boolean {
  if (a.type === 'next-round') return g.phase === 'round-over';
  if (g.phase !== 'playing' || a.seat < 0 || a.seat >= g.players) return false;
  switch (a.type) {
    case 'exchange':
      return (
        g.stage === 'exchange' &&
        a.seat === g.turn &&
        a.cards.length <= exchangeLimit(g) &&
        within(cardsOf(a.cards), g.hands[a.seat] ?? [])
      );
    case 'expose':
      return (
        g.stage === 'expose' &&
        g.chosen[a.seat] === null &&
        a.cards.length <= EXPOSE_MAX &&
        within(cardsOf(a.cards), faceDown(g, a.seat))
      );
    case 'marriage':
      return (
        a.seat === g.turn && mayMarry(g) && marriageSuits(g, a.seat).includes(suitOfCode(a.suit))
      );
    case 'play':
      return (
        (g.stage === 'lead' || g.stage === 'follow') &&
        a.seat === g.turn &&
        playable(g, a.seat).includes(parseCard(a.card) as Card)
      );
  }
}

function why(g: Game, a: Action): { code: ErrorCode; message: string } {
  if (g.phase === 'game-over') return { code: 'game-over', message: 'The match is over.' };
  if (a.type === 'next-round')
    return { code: 'illegal-action', message: 'The round is still being played.' };
  if (g.phase !== 'playing')
    return { code: 'illegal-action', message: 'The round is over: start the next round.' };
  const waiting = toAct(g).includes(a.seat);
  if (!waiting)
    return {
      code: 'not-your-turn',
      message:
        g.stage === 'expose' ? 'You have chosen what to show already.' : 'It is not your turn.',
    };
  const owed: Record<Game['stage'], string> = {
    exchange: 'Lay aside up to 6 of your cards (no more than the deck holds), or none.',
    expose: 'Show up to 3 of your face-down cards, or none.',
    lead:
      g.mustLead !== null
        ? 'Lead the king or the queen of your marriage.'
        : 'Lead a card, or show a marriage you hold.',
    follow: 'Follow the suit led if you can (the sheet may always be played).',
  };
  return { code: 'illegal-action', message: `You cannot do that now. ${owed[g.stage]}` };
}

/** A deep copy of the plain-JSON state, by hand (what `step` mutates). */
export const clone = (g: Game): Game => ({
  ...g,
  rules: { ...g.rules },
  hands: g.hands.map((h) => [...h]),
  up: g.up.map((h) => [...h]),
  wed: g.wed.map((h) => [...h]),
  teams: [...g.teams],
  kind: { ...g.kind },
  indicators: [...g.indicators],
  deck: [...g.deck],
  chosen: g.chosen.map((c) => c && [...c]),
  trick: g.trick.map((p) => ({ ...p })),
  lastTrick: g.lastTrick && {
    cards: g.lastTrick.cards.map((p) => ({ ...p })),
    winner: g.lastTrick.winner,
  },
  taken: g.taken.map((t) => [...t]),
  laidAside: g.laidAside.map((t) => [...t]),
  tricks: [...g.tricks],
  marriages: [...g.marriages],
  mustLead: g.mustLead && [...g.mustLead],
  scores: [...g.scores],
  roundScores: g.roundScores && [...g.roundScores],
  winners: [...g.winners],
});

export function applyAction(g: Game, input: unknown): R<Game> {
  const parsed = parseAction(input);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  if (!isLegal(g, a)) {
    const w = why(g, a);
    return fail(w.code, w.message);
  }
  if (a.type === 'play') return ok(played(g, a.seat, parseCard(a.card) as Card));
  const n = clone(g);
  step(n, a);
  return ok(n);
}

/**
 * The next state after a play, sharing with `g` what a play never changes (the deck, other
 * hands, the cards taken): `play` writes only what is copied here or replaces it whole.
 */
function played(g: Game, seat: number, card: Card): Game {
  const n: Game = {
    ...g,
    hands: [...g.hands],
    up: [...g.up],
    wed: [...g.wed],
    trick: g.trick.map((p) => ({ ...p })),
    taken: [...g.taken],
    tricks: [...g.tricks],
  };
  n.hands[seat] = [...(g.hands[seat] ?? [])];
  n.up[seat] = [...(g.up[seat] ?? [])];
  n.wed[seat] = [...(g.wed[seat] ?? [])];
  play(n, seat, card);
  return n;
}

/** Applies a legal action in place. */
export function step(g: Game, a: Action): void {
  switch (a.type) {
    case 'next-round':
      nextRound(g);
      return;
    // Cards in a fixed order (by card), whatever the order named: the fast path's too.
    case 'exchange':
      exchange(g, a.seat, sorted(cardsOf(a.cards)));
      return;
    case 'expose':
      expose(g, a.seat, sorted(cardsOf(a.cards)));
      return;
    case 'marriage': {
      // L14: the K and Q shown (face-up copies first), 5 points, and the lead they force.
      const s = suitOfCode(a.suit);
      const wed = g.wed[a.seat] ?? [];
      for (const c of [king(s), queen(s)]) wed[findCard(g, a.seat, c, true)] = true;
      g.marriages[a.seat] = (g.marriages[a.seat] ?? 0) + 1;
      g.mustLead = [king(s), queen(s)];
      return;
    }
    case 'play':
      play(g, a.seat, parseCard(a.card) as Card);
      return;
  }
}

/** L7: lay aside, draw as many face down; the dealer exchanges last. */
export function exchange(g: Game, seat: number, cards: readonly Card[]): void {
  for (const c of cards) {
    takeCard(g, seat, c);
    g.laidAside[seat]?.push(c);
  }
  for (let i = 0; i < cards.length; i++) {
    g.hands[seat]?.push(drawTop(g));
    g.up[seat]?.push(false);
    g.wed[seat]?.push(false);
  }
  if (seat === g.dealer) startExposure(g);
  else g.turn = (seat + 1) % g.players;
}

/** L8: a secret choice; when the last seat has chosen, every choice is shown at once. */
export function expose(g: Game, seat: number, cards: readonly Card[]): void {
  g.chosen[seat] = [...cards];
  const next = firstToChoose(g);
  if (next >= 0) {
    g.turn = next;
    return;
  }
  g.chosen.forEach((shown, s) => {
    const h = g.hands[s] ?? [];
    const up = g.up[s] ?? [];
    for (const c of shown ?? []) up[h.findIndex((x, i) => x === c && !up[i])] = true;
  });
  startPlay(g);
}

/** L9-L13: a card into the trick; the last card of a trick gives it to its winner. */
export function play(g: Game, seat: number, card: Card): void {
  takeCard(g, seat, card);
  g.mustLead = null;
  addToTrick(g.kind, g.trick, seat, card);
  if (g.trick.length < g.players) {
    g.stage = 'follow';
    g.turn = (seat + 1) % g.players;
    return;
  }
  const winner = winnerOf(g.kind, g.trick);
  g.lastTrick = { cards: g.trick, winner };
  // A new list (never a push: `played` shares the others' with the state before).
  g.taken[winner] = [...(g.taken[winner] ?? []), ...g.trick.map((p) => p.card)];
  g.tricks[winner] = (g.tricks[winner] ?? 0) + 1;
  g.trick = [];
  g.stage = 'lead';
  g.turn = winner;
  if (g.hands.every((h) => h.length === 0)) score(g);
}

/** L15, L16: the round's points; after the last round the match is over at once. */
export function score(g: Game): void {
  const points = roundPoints(g.kind, g.teams, g.tricks, g.marriages);
  g.roundScores = points;
  g.scores = g.scores.map((x, s) => x + (points[s] ?? 0));
  if (g.round >= g.rules.rounds) {
    g.phase = 'game-over';
    const best = Math.max(...g.scores);
    g.winners = g.scores.flatMap((x, s) => (x === best ? [s] : []));
  } else g.phase = 'round-over';
}
