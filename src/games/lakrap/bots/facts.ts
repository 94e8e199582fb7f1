/**
 * What a seat knows, from its view alone: the game (L5, L6), its team (L4), its cards, the
 * trick, and the cards it cannot see (L1's counts less everything shown, played, turned or
 * laid aside by itself). The rules themselves are the engine's (laws.ts): the bots ask it
 * what a card does to the trick and who holds it.
 */

import type { PlayerView } from '../engine';
import type { GameKind, Played } from '../engine/fast';
import {
  addToTrick,
  type Card,
  cardOf,
  DECK_COUNT,
  isJokerCard,
  isSheet,
  ledSuit,
  POWER,
  SHEET,
  suitIn,
  winnerOf,
} from '../engine/fast';

const suitIndex = (s: string | null): number => (s === null ? -1 : 'SHDC'.indexOf(s));

export interface Facts {
  view: PlayerView;
  me: number;
  n: number;
  kind: GameKind;
  /** L15: 1, its team wants tricks (a trump game); -1, it wants none (a null game). */
  want: 1 | -1;
  hand: Card[];
  trick: Played[];
  /** The cards the seat cannot see, per card int (others' face-down cards, the deck, laid aside). */
  unseen: number[];
  /**
   * The same as a player counts who counts only trumps: every other card not in its hand,
   * shown or in this trick is taken to be still out (medium's count).
   */
  naive: number[];
  /** How many unseen cards there are. */
  hidden: number;
  /** Each seat's face-down cards (the seat's own: 0). */
  downs: number[];
  /** Each other seat's face-up cards (known to be in its hand). */
  shown: Card[][];
  /** Seat x suit: the seat showed it has none (it did not follow that suit in a trick seen). */
  voids: boolean[][];
}

export const teamOf = (f: Facts, seat: number): boolean =>
  f.view.teams[seat] === f.view.teams[f.me];

/** The seats of its team but itself. */
export const partners = (f: Facts): number[] =>
  f.view.teams.flatMap((t, s) => (s !== f.me && t === f.view.teams[f.me] ? [s] : []));

export function factsOf(view: PlayerView): Facts {
  const me = view.seat;
  const kind: GameKind = {
    trump: suitIndex(view.game.trump),
    null: view.game.null,
    jokerSuit: suitIndex(view.game.jokerSuit),
    sheets: view.game.sheets,
    multiplier: view.game.multiplier,
  };
  const unseen = [...DECK_COUNT];
  const seen = (code: string) => {
    const c = cardOf(code);
    unseen[c] = (unseen[c] ?? 0) - 1;
  };
  const hand = (view.hands[me] ?? []).map(cardOf);
  for (const c of hand) unseen[c] = (unseen[c] ?? 0) - 1;
  const shown = view.hands.map((_, s) => (s === me ? [] : (view.faceUp[s] ?? []).map(cardOf)));
  for (const cs of shown) for (const c of cs) unseen[c] = (unseen[c] ?? 0) - 1;
  for (const p of view.trick) seen(p.card);
  for (const code of view.indicators) seen(code);
  const naive = unseen.map((x) => Math.max(0, x));
  for (const t of view.taken) for (const code of t) seen(code);
  for (const code of view.laidAside[me] ?? []) seen(code);
  const downs = view.hands.map((h, s) => (s === me ? 0 : h.filter((x) => x === '?').length));
  const trick = view.trick.map((p) => ({ seat: p.seat, card: cardOf(p.card), live: p.live }));
  const f: Facts = {
    view,
    me,
    n: view.players,
    kind,
    want: kind.null ? -1 : 1,
    hand,
    trick,
    unseen: unseen.map((x) => Math.max(0, x)),
    naive,
    hidden: 0,
    downs,
    shown,
    voids: view.hands.map(() => [false, false, false, false]),
  };
  f.hidden = f.unseen.reduce((a, b) => a + b, 0);
  noteVoids(f, trick);
  if (view.lastTrick)
    noteVoids(
      f,
      view.lastTrick.cards.map((p) => ({ seat: p.seat, card: cardOf(p.card), live: p.live })),
    );
  return f;
}

/** L9: a seat that played another suit while the led suit was live holds none of it. */
function noteVoids(f: Facts, cards: readonly Played[]): void {
  const t: Played[] = [];
  for (const p of cards) {
    const led = ledSuit(f.kind, t);
    const s = suitIn(f.kind, p.card);
    if (led >= 0 && s !== led && !isSheet(f.kind, p.card)) {
      const v = f.voids[p.seat];
      if (v) v[led] = true;
    }
    addToTrick(f.kind, t, p.seat, p.card);
  }
}

/** L10-L13: the trick after `card` of `seat`, and who would hold it if it ended then. */
export function after(
  f: Facts,
  trick: readonly Played[],
  seat: number,
  card: Card,
): { trick: Played[]; winner: number } {
  const t = trick.map((p) => ({ ...p }));
  addToTrick(f.kind, t, seat, card);
  return { trick: t, winner: winnerOf(f.kind, t) };
}

/** The live card that holds the trick now (null: no live card). */
export function holding(f: Facts, trick: readonly Played[]): Played | null {
  if (ledSuit(f.kind, trick) < 0) return null;
  const w = winnerOf(f.kind, trick);
  // The winner's live card: a seat plays once a trick.
  return trick.find((p) => p.seat === w && p.live) ?? null;
}

export const isTrump = (f: Facts, c: Card): boolean =>
  f.kind.trump >= 0 && !isSheet(f.kind, c) && suitIn(f.kind, c) === f.kind.trump;

/** The seats still to play this trick after the seat on turn. */
export function laterSeats(f: Facts): number[] {
  const out: number[] = [];
  for (let k = 1; k < f.n - f.trick.length; k++) out.push((f.me + k) % f.n);
  return out;
}

/** How strong a card is to keep, 0 (a 2, a low card) to 1 (the red joker as trump). */
export function strength(f: Facts, c: Card): number {
  if (isSheet(f.kind, c)) return 0.55;
  const p = (POWER[c] ?? 0) / (isJokerCard(c) ? 10 : 8);
  return (isTrump(f, c) ? 0.5 : 0) + 0.5 * p;
}

export { isSheet, SHEET };
