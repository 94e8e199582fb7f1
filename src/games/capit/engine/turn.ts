/** The flow of a round on a private copy: the deal (C9), ending a turn (C12, C13), scoring (C14-C16). */
import { shuffle } from '../../../lib/rng';
import { type Card, cardValue, deckFor } from './cards';
import type { Game } from './state';

/** C9: shuffle, `handSize` to each seat, the dealer's top card face up; left of the dealer starts. */
export function deal(g: Game): void {
  const deck = shuffle(g, deckFor(g.players));
  g.hands = [];
  for (let s = 0; s < g.players; s++)
    g.hands.push(deck.splice(deck.length - g.rules.handSize).sort((a, b) => a - b));
  g.discard = [deck.pop() as Card];
  g.stock = deck;
  g.table = [];
  g.down = Array(g.players).fill(false);
  g.pushes = [];
  g.taken = -1;
  g.turnsPlayed = 0;
  g.roundScores = null;
  g.phase = 'playing';
  g.stage = 'draw';
  g.turn = (g.dealer + 1) % g.players;
}

/** C9, C16: the deal passes left. */
export function nextRound(g: Game): void {
  g.dealer = (g.dealer + 1) % g.players;
  g.round += 1;
  deal(g);
}

/** C12, C13: the discard ended the turn: the seat is out, the turns ran out, or the next seat. */
export function endTurn(g: Game): void {
  g.taken = -1;
  g.turnsPlayed += 1;
  if ((g.hands[g.turn] as Card[]).length === 0) {
    scoreRound(g);
    return;
  }
  if (g.turnsPlayed >= g.players * g.rules.turnLimit) {
    scoreRound(g);
    return;
  }
  g.turn = (g.turn + 1) % g.players;
  g.stage = 'draw';
}

/** C14-C16: hands score, the lowest wins the round; after the last round the lowest total. */
export function scoreRound(g: Game): void {
  g.taken = -1;
  g.roundScores = g.hands.map((h) => h.reduce((t, c) => t + cardValue(c), 0));
  g.scores = g.scores.map((s, i) => s + (g.roundScores?.[i] ?? 0));
  g.roundWinners.push(lowest(g.roundScores));
  if (g.round >= g.rules.rounds) {
    g.phase = 'game-over';
    g.winners = lowest(g.scores);
  } else g.phase = 'round-over';
}

const lowest = (xs: readonly number[]): number[] => {
  const min = Math.min(...xs);
  return xs.flatMap((x, i) => (x === min ? [i] : []));
};
