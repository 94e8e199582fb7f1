/**
 * The end of a round and the next deal's dealer (R4, R23-R26), on a private copy of the
 * game: scoring, elimination, the exact-score reset and the winners.
 */
import { type Card, handPoints } from './cards';
import type { Game } from './state';

/** R23-R26: score the round, eliminate, and see whether the game is over. */
export function endRound(g: Game, winner: number, log: boolean): void {
  const r = g.rules;
  g.roundWinner = winner;
  g.stage = null;
  g.pending = 0;
  g.stackBy = 0;
  g.drawn = -1;
  const points = new Array<number>(g.seats).fill(0);
  const eliminated: number[] = [];
  const reset: number[] = [];
  for (let s = 0; s < g.seats; s++) {
    if (g.eliminated[s] || s === winner) continue;
    points[s] = handPoints(g.hands[s] as Card[]);
    g.scores[s] = (g.scores[s] as number) + (points[s] as number);
  }
  let left = 0; // active seats left after this round
  let last = -1;
  for (let s = 0; s < g.seats; s++) {
    if (g.eliminated[s]) continue;
    const score = g.scores[s] as number;
    if (score > r.eliminationScore) eliminated.push(s);
    else {
      left++;
      last = s;
      if (score === r.eliminationScore && r.exactScoreResets) {
        g.scores[s] = 0;
        reset.push(s);
      }
    }
  }
  for (const s of eliminated) g.eliminated[s] = true;
  if (log)
    g.events.push({
      type: 'round-over',
      winner,
      points,
      scores: g.scores.slice(),
      eliminated,
      reset,
    });
  if (left > 1) {
    g.phase = 'round-over';
    return;
  }
  g.phase = 'game-over';
  // R26: all the last players went out together: the lowest totals share the win.
  g.winners = left === 1 ? [last] : lowest(g.scores, eliminated);
  if (log) g.events.push({ type: 'game-over', winners: g.winners.slice() });
}

/** The seats of `seats` with the lowest score. */
function lowest(scores: readonly number[], seats: readonly number[]): number[] {
  let low = Infinity;
  for (const s of seats) low = Math.min(low, scores[s] as number);
  return seats.filter((s) => scores[s] === low);
}

/** R4: the active player with the highest score deals; ties go clockwise from the old dealer's left. */
export function nextDealer(g: Game): number {
  let best = -1;
  for (let k = 1; k <= g.seats; k++) {
    const s = (g.dealer + k) % g.seats;
    if (g.eliminated[s]) continue;
    if (best < 0 || (g.scores[s] as number) > (g.scores[best] as number)) best = s;
  }
  return best;
}
