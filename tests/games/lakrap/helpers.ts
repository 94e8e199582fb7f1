// La Krap tables for tests: hands as card codes, a turned card, play from a lead.
import { expect } from 'vitest';
import {
  type Action,
  applyAction,
  fromSetup,
  type Game,
  legalActions,
  type Setup,
  snapshot,
} from '../../../src/games/lakrap/engine';

export function setup(s: Setup): Game {
  const g = fromSetup(s);
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** A table at a lead: `hands` (space-separated codes), the turned cards, seat 0 to lead. */
export function atLead(hands: string[], indicators: string[], more: Partial<Setup> = {}): Game {
  return setup({
    hands: hands.map((h) => h.split(' ')),
    indicators,
    dealer: hands.length - 1,
    stage: 'lead',
    ...more,
  });
}

export function act(g: Game, ...actions: Action[]): Game {
  let cur = g;
  for (const a of actions) {
    const r = applyAction(cur, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    cur = r.value;
  }
  return cur;
}

/** Each card played in turn by the seat on turn. */
export function plays(g: Game, ...cards: string[]): Game {
  let cur = g;
  for (const card of cards) cur = act(cur, { type: 'play', seat: cur.turn, card });
  return cur;
}

export function refused(g: Game, a: unknown): string {
  const r = applyAction(g, a);
  expect(r.ok, JSON.stringify(a)).toBe(false);
  return r.ok ? '' : r.error.message;
}

/** The cards the seat on turn may play. */
export const playable = (g: Game): string[] =>
  legalActions(g).flatMap((a) => (a.type === 'play' ? [a.card] : []));

/** The trick as `card` or `(card)` when cancelled. */
export const trickOf = (g: Game): string[] =>
  snapshot(g).trick.map((p) => (p.live ? p.card : `(${p.card})`));
