/**
 * The invariant every La Krap state keeps (the fuzz and the tests run it after each action):
 * the 72 cards all somewhere (L1), hands alike in size, scores and flags sound.
 */
import { type Card, cardCode, DECK_COUNT, KINDS } from './cards';
import type { Game } from './state';

/** L1: how many of each card are in play, wherever they are, by card int. */
export function cardsInPlay(g: Game): number[] {
  const n = new Array<number>(KINDS).fill(0);
  const add = (cs: readonly Card[]) => {
    for (const c of cs) n[c] = (n[c] ?? 0) + 1;
  };
  for (const h of g.hands) add(h);
  for (const t of g.taken) add(t);
  for (const l of g.laidAside) add(l);
  add(g.deck);
  add(g.indicators);
  add(g.trick.map((p) => p.card));
  return n;
}

/** Null when `g` is sound, else what broke. */
export function invariant(g: Game): string | null {
  const n = cardsInPlay(g);
  const off = n.findIndex((k, c) => k !== (DECK_COUNT[c] ?? 0));
  if (off >= 0) return `${n[off]} of ${cardCode(off)} in play, not ${DECK_COUNT[off]}`;
  const sizes = g.hands.map((h, s) => h.length + (g.trick.some((p) => p.seat === s) ? 1 : 0));
  if (sizes.some((k) => k !== sizes[0])) return `hands of ${sizes.join(', ')} cards`;
  if (g.hands.some((h, s) => g.up[s]?.length !== h.length || g.wed[s]?.length !== h.length))
    return 'a hand and its face-up or marriage marks differ in length';
  const tricks = g.tricks.reduce((a, b) => a + b, 0);
  if (tricks + (sizes[0] ?? 0) > 7) return `${tricks} tricks taken with ${sizes[0]} cards in hand`;
  if (g.phase === 'playing' && g.hands.every((h) => h.length === 0))
    return 'a round in play with no cards in hand';
  if (g.scores.some((x) => !Number.isSafeInteger(x))) return 'a score is not a whole number';
  if (g.phase === 'game-over' && g.winners.length === 0) return 'a match over with no winner';
  return null;
}
