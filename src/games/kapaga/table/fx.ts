/**
 * Which cards fly where for the events of one action (deal, play, draw, hands passing, the
 * Joker's draws, recycling). Pure: the Fx layer measures anchors and animates.
 */
import type { GameEvent } from '../engine';

export interface Flight {
  from: string;
  to: string;
  /** A card code to show face up, or null for a back. */
  face: string | null;
  /** Start, in units of one flight's duration. */
  at: number;
}

const MAX_PER_DRAW = 4;

/** `events` as the viewer sees them (other seats' drawn cards hidden). */
export function flightsFor(events: readonly GameEvent[], eliminated: readonly boolean[]): Flight[] {
  const out: Flight[] = [];
  let t = 0;
  const seat = (s: number) => `seat-${s}`;
  for (const e of events) {
    switch (e.type) {
      case 'deal': {
        // Two cards to each player is enough to show the deal.
        for (let round = 0; round < 2; round++)
          eliminated.forEach((out_, s) => {
            if (out_) return;
            out.push({ from: 'stock', to: seat(s), face: null, at: t });
            t += 0.12;
          });
        t += 0.6;
        break;
      }
      case 'turn-up':
        out.push({ from: 'stock', to: 'discard', face: e.card, at: t });
        t += 0.8;
        break;
      case 'play':
        for (const c of e.cards) {
          out.push({ from: seat(e.seat), to: 'discard', face: c, at: t });
          t += 0.35;
        }
        t += 0.5;
        break;
      case 'draw': {
        const n = Math.min(e.count, MAX_PER_DRAW);
        for (let k = 0; k < n; k++) {
          out.push({ from: 'stock', to: seat(e.seat), face: e.cards[k] ?? null, at: t });
          t += 0.2;
        }
        if (e.reason !== 'joker') t += 0.4;
        break;
      }
      case 'pass-hands': {
        e.to.forEach((to, s) => {
          if (to < 0) return;
          for (let k = 0; k < 2; k++)
            out.push({ from: seat(s), to: seat(to), face: null, at: t + k * 0.1 });
        });
        t += 1.1;
        break;
      }
      case 'recycle':
        for (let k = 0; k < 3; k++)
          out.push({ from: 'discard', to: 'stock', face: null, at: t + k * 0.1 });
        t += 0.8;
        break;
      default:
        break;
    }
  }
  return out;
}
