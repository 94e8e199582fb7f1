/**
 * The oracle: the expert's quick playout policy as it was on Game objects (bots/rollout.ts
 * before it moved onto the flat engine, kept word for word), so a test can hold the flat
 * policy to the same decisions (tests/games/kapow/rollout.test.ts).
 *
 * The expert's playout policy: a quick greedy Kai that reads the sampled world directly
 * (no view is built), and reads only what the seat to act may see: face-up cards, the
 * discard pile's top, the card it drew. A face-down card, its own included, counts as the
 * mean unseen card. Cheap on purpose: many playouts beat a few clever ones.
 */

import type { Action, Game } from '../../../src/games/kapow/engine';
import type { Pos } from '../../../src/games/kapow/engine/fast';
import * as cards from '../../../src/games/kapow/engine/fast';
import { item } from '../../../src/lib/item';

// Local copies: calls through a module's live bindings are slow in playouts.
const { completes, faceValue, KW } = cards;

/** What a face-down card is worth on average (K1: 6.2 over the deck, power cards 1-2). */
const DOWN = 6;

/** K6: a face-up stack's value, a KAPOW! card's own (0) too: callers set KAPOW! cards apart. */
function stackValue(p: Pos & { up: true }): number {
  let v = faceValue(p.card);
  for (const m of p.mods) v += m.sign * faceValue(m.card);
  return v;
}

/** K6: a face-up stack's value; null for a KAPOW! card (wild in K8). */
const upValue = (p: Pos & { up: true }): number | null => (p.card === KW ? null : stackValue(p));

/** K17 as the seat sees a position: face down counts the mean, a KAPOW! its penalty. */
const seen = (p: Pos, penalty: number): number =>
  p === null ? 0 : !p.up ? DOWN : p.card === KW ? penalty : stackValue(p);

/** Position `j`'s K8 value in triad `t` (null: a KAPOW! card); undefined when not face up. */
function upAt(t: readonly Pos[], j: number): number | null | undefined {
  const p = item(t, j, 'quick Kai: position of a triad');
  return p?.up ? upValue(p) : undefined;
}

/** Would card `d` placed at position `i` complete triad `t` (the other two face up)? */
function completesWith(t: readonly Pos[], i: number, d: number): boolean {
  const dv = d === KW ? null : faceValue(d);
  const a = i === 0 ? dv : upAt(t, 0);
  if (a === undefined) return false;
  const b = i === 1 ? dv : upAt(t, 1);
  if (b === undefined) return false;
  const c = i === 2 ? dv : upAt(t, 2);
  if (c === undefined) return false;
  return completes(a, b, c);
}

/** The seat's points as it sees them (K17), and its face-down count. */
function tally(hand: readonly (readonly Pos[])[], penalty: number): { pts: number; downs: number } {
  let pts = 0;
  let downs = 0;
  for (const t of hand)
    for (const p of t) {
      pts += seen(p, penalty);
      if (p !== null && !p.up) downs++;
    }
  return { pts, downs };
}

/**
 * The best place for card `d`: the position where it saves the most points (completing a
 * triad saves the whole triad), or null when no place saves `least`.
 */
function bestPlace(
  g: Game,
  seat: number,
  d: number,
  least: number,
): { triad: number; pos: number; gain: number } | null {
  const hand = item(g.hands, seat, 'quick Kai: hand of seat');
  const penalty = g.rules.kapowPenalty;
  const dv = d === KW ? penalty : faceValue(d);
  const mine = tally(hand, penalty);
  let best: { triad: number; pos: number; gain: number } | null = null;
  for (let t = 0; t < 4; t++) {
    const tr = item(hand, t, 'quick Kai: triad');
    let sum = 0;
    for (const p of tr) sum += seen(p, penalty);
    for (let i = 0; i < 3; i++) {
      const p = item(tr, i, 'quick Kai: position of a triad');
      if (p === null) continue;
      const done = completesWith(tr, i, d);
      let gain = done ? sum : seen(p, penalty) - dv;
      // Revealing the last face-down card goes out (K15): only when it is likely lowest (K18).
      if (g.wentOut === null && !p.up && mine.downs === 1) {
        const after = mine.pts - gain;
        let others = Number.POSITIVE_INFINITY;
        g.hands.forEach((h, s) => {
          if (s !== seat) others = Math.min(others, tally(h, penalty).pts);
        });
        if (after > 0 && after >= others - 2) gain -= 2 * after;
      }
      if (gain >= least && (best === null || gain > best.gain)) best = { triad: t, pos: i, gain };
    }
  }
  return best;
}

/** The policy: every seat of a playout plays it, from what its own view shows. */
export function quickPlay(g: Game, legal: readonly Action[]): Action {
  const first = item(legal, 0, 'quick Kai: legal actions');
  const seat = g.turn;
  switch (g.stage) {
    case 'reveal':
      return legal.find((a) => a.type === 'reveal' && a.at.pos === 1) ?? first;
    case 'draw': {
      const top = g.discard[g.discard.length - 1];
      const take = legal.find((a) => a.type === 'draw' && a.from === 'discard');
      const stock = legal.find((a) => a.type === 'draw' && a.from === 'stock');
      if (!take || !stock) return take ?? first;
      if (top === undefined || top === KW) return stock;
      const spot = bestPlace(g, seat, top, 4);
      return spot ? take : stock;
    }
    case 'play': {
      const d = g.drawn;
      if (d === null) throw new Error('quick Kai: the play stage without a drawn card');
      const discard = legal.find((a) => a.type === 'discard');
      const spot = bestPlace(g, seat, d, discard ? 1.5 : Number.NEGATIVE_INFINITY);
      if (!spot) return discard ?? first;
      return (
        legal.find(
          (a) => a.type === 'replace' && a.at.triad === spot.triad && a.at.pos === spot.pos,
        ) ??
        discard ??
        first
      );
    }
    default:
      return legal.find((a) => a.type === 'end') ?? first;
  }
}
