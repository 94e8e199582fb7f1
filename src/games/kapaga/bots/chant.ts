/**
 * A bot's "Nearly KAPAGA!": table talk, no rule behind it. A bot whose play leaves it two
 * cards (and no KAPAGA called) says it some of the time, by a small hash of its seed and the
 * moment: the same match chants the same way.
 */
import {
  type Action,
  cardEffect,
  isAceAlone,
  PASS_LEFT,
  PASS_RIGHT,
  type PlayerView,
  parseCard,
} from '../engine';

/** How often a bot left with two cards chants. */
export const CHANT_CHANCE = 0.35;

/** A small deterministic hash in [0, 1) of three integers. */
function hashChance(a: number, b: number, c: number): number {
  let h = (a ^ Math.imul(b + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(c + 1, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Whether a bot left with `left` cards chants: `seed` and `moment` pick it (the match's seed
 * and its action count, or a bot's own seed and its view's moment), `seat` tells bots apart.
 */
export const chants = (left: number, called: boolean, seed: number, moment: number, seat: number) =>
  left === 2 && !called && hashChance(seed, moment, seat) < CHANT_CHANCE;

/**
 * Whether a bot making `action` from `view` chants (its own `seed`): a play that leaves it
 * two cards, that passes no hands (R16: it would hold another hand) and draws none (R15, an
 * ace alone), some of the time.
 */
export function chantsAfter(view: PlayerView, action: Action | null, seed: number): boolean {
  if (action?.type !== 'play') return false;
  const cards = action.cards.flatMap((c) => parseCard(c) ?? []);
  const r = view.rules;
  const passes = cards.some((c) => [PASS_LEFT, PASS_RIGHT].includes(cardEffect(r, c)));
  if (passes || isAceAlone(r, cards)) return false;
  // The moment, from what the whole table sees: it moves on with every play and draw.
  const moment = view.round * 100_003 + view.stockSize * 131 + view.discard.length;
  const called = view.kapagaCalled[view.seat] ?? false;
  return chants(view.hand.length - cards.length, called, seed, moment, view.seat);
}
