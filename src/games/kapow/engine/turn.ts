/**
 * The flow of a round on a private copy of the game: ending a turn (K13, K15), the final
 * turns (K16), empty piles (K14) and scoring (K17-K19). Each function mutates `g`.
 */
import { item } from '../../../lib/item';
import { shuffle } from '../../../lib/rng';
import type { Game, Pos } from './state';
import { handOf, isComplete, legalSwaps, scoreValue } from './triads';

/** K11, K13: a position's cards onto the discard pile: modifiers as placed, then the base. */
export function pileUp(g: Game, p: Pos): void {
  if (p === null) return;
  if (p.up) for (const m of p.mods) g.discard.push(m.card);
  g.discard.push(p.card);
}

/** K13: every complete triad of `seat` to the pile, triad 0 first, its top card last. */
export function discardComplete(g: Game, seat: number): void {
  const hand = handOf(g, seat);
  hand.forEach((triad, t) => {
    if (!isComplete(triad)) return;
    for (const p of triad.toReversed()) pileUp(g, p);
    hand[t] = [null, null, null];
  });
}

const hasDown = (hand: Pos[][]): boolean => hand.some((t) => t.some((p) => p !== null && !p.up));
const hasAny = (hand: Pos[][]): boolean => hand.some((t) => t.some((p) => p !== null));

/** After the play (K11): the swap stage if a swap is legal (K12), else the turn ends. */
export function afterPlay(g: Game): void {
  g.drawn = null;
  g.drawnFrom = null;
  g.mustKeep = false;
  g.swaps = [];
  g.stage = 'swap';
  if (legalSwaps(g).length === 0) endTurn(g);
}

/** K13, K15: discard complete triads; going out; then the next seat's turn. */
export function endTurn(g: Game): void {
  const seat = g.turn;
  discardComplete(g, seat);
  g.swaps = [];
  if (g.wentOut === null && !hasDown(handOf(g, seat))) {
    g.wentOut = seat;
    g.finalTurns = g.finalTurns.map((_, s) => s !== seat);
  }
  // K14 (ruling 2026-12-01): after turnLimit turns of every seat the round ends at once, as
  // when nothing can be drawn: final turns still owed are lost and nobody is doubled.
  g.turnsPlayed += 1;
  if (g.turnsPlayed >= g.players * g.rules.turnLimit) scoreRound(g, false);
  else nextTurn(g);
}

function nextTurn(g: Game): void {
  if (g.wentOut === null) {
    g.turn = (g.turn + 1) % g.players;
    g.stage = item(g.revealsLeft, g.turn, 'reveals left of seat') > 0 ? 'reveal' : 'draw';
    if (g.stage === 'draw') comeToDraw(g);
    return;
  }
  // K16: the final turns, in order from the seat after the one just played.
  for (let k = 1; k <= g.players; k++) {
    const s = (g.turn + k) % g.players;
    if (!g.finalTurns[s]) continue;
    g.finalTurns[s] = false;
    g.revealsLeft[s] = 0;
    const hand = handOf(g, s);
    for (const triad of hand)
      triad.forEach((p, i) => {
        if (p !== null && !p.up) triad[i] = { card: p.card, up: true, mods: [] };
      });
    discardComplete(g, s);
    // A seat left with no positions skips its final turn.
    if (!hasAny(hand)) continue;
    g.turn = s;
    g.stage = 'draw';
    comeToDraw(g);
    return;
  }
  scoreRound(g, true);
}

/**
 * K14: as a seat comes to draw with an empty draw pile, the discard pile but its top is
 * shuffled into a new one; with nothing at all to draw the round ends at once.
 */
export function comeToDraw(g: Game): void {
  if (g.stock.length > 0) return;
  if (g.discard.length > 1) {
    const top = g.discard.pop();
    if (top === undefined) throw new Error('comeToDraw: no top card on the discard pile');
    g.stock = shuffle(g, g.discard);
    g.discard = [top];
    return;
  }
  if (g.discard.length === 0) scoreRound(g, false);
}

/** K17-K19: score the round; `doubling` is false for a round K14 ends (piles, turn limit). */
export function scoreRound(g: Game, doubling: boolean): void {
  const raw = g.hands.map((hand) =>
    hand.reduce(
      (sum, t) => sum + t.reduce((s, p) => s + scoreValue(p, g.rules.kapowPenalty), 0),
      0,
    ),
  );
  const out = g.wentOut;
  g.doubled = false;
  const scored = [...raw];
  if (doubling && out !== null && g.rules.goingOutPenalty === 'double') {
    const mine = item(raw, out, 'round points of seat');
    const lowest = raw.every((v, s) => s === out || v > mine);
    if (!lowest && mine > 0) {
      scored[out] = mine * 2;
      g.doubled = true;
    }
  }
  g.roundScores = scored;
  g.scores = g.scores.map((s, i) => s + item(scored, i, 'round score of seat'));
  g.drawn = null;
  g.drawnFrom = null;
  g.mustKeep = false;
  g.swaps = [];
  g.finalTurns = g.finalTurns.map(() => false);
  if (g.round >= g.rules.rounds) {
    g.phase = 'game-over';
    const best = Math.min(...g.scores);
    g.winners = g.scores.flatMap((s, i) => (s === best ? [i] : []));
  } else g.phase = 'round-over';
}
