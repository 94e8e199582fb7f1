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
  const wasActive: number[] = [];
  for (let s = 0; s < g.seats; s++) {
    if (g.eliminated[s]) continue;
    wasActive.push(s);
    const score = g.scores[s] as number;
    if (score > r.eliminationScore) eliminated.push(s);
    else if (score === r.eliminationScore && r.exactScoreResets) {
      g.scores[s] = 0;
      reset.push(s);
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
  const left = wasActive.filter((s) => !g.eliminated[s]);
  if (left.length > 1) {
    g.phase = 'round-over';
    return;
  }
  g.phase = 'game-over';
  if (left.length === 1) g.winners = left;
  else {
    // R26: all the last players went out together: the lowest totals share the win.
    const low = Math.min(...eliminated.map((s) => g.scores[s] as number));
    g.winners = eliminated.filter((s) => g.scores[s] === low);
  }
  if (log) g.events.push({ type: 'game-over', winners: g.winners.slice() });
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
