/** What an action caused, in order: the UI animates and logs from these. */
export type DrawReason = 'choice' | 'penalty' | 'ace' | 'joker' | 'catch';

export type GameEvent =
  | { type: 'deal'; round: number; dealer: number; handSize: number }
  | { type: 'turn-up'; seat: number; card: string }
  | { type: 'play'; seat: number; cards: string[]; onto: string }
  | { type: 'call'; seat: number; call: string }
  | { type: 'must-call'; seat: number }
  | { type: 'penalty'; seat: number; amount: number; zombie: boolean; answer: '2' | '2S' | null }
  | { type: 'skip'; seat: number }
  | { type: 'pass-hands'; direction: 'left' | 'right' }
  | { type: 'joker'; seat: number }
  /** `cards` is private to `seat` (see `eventsFor`). */
  | { type: 'draw'; seat: number; count: number; reason: DrawReason; cards: string[] }
  | { type: 'may-play-drawn'; seat: number; card: string }
  | { type: 'keep'; seat: number }
  | { type: 'recycle'; seat: number; points: number; count: number }
  | { type: 'kapaga'; seat: number }
  | { type: 'catch'; seat: number; target: number; count: number }
  | { type: 'turn'; seat: number }
  | {
      type: 'round-over';
      winner: number;
      points: number[];
      scores: number[];
      eliminated: number[];
      reset: number[];
    }
  | { type: 'game-over'; winners: number[] };

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function list(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const SUIT_CALLS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };
const RANK_CALLS: Record<string, string> = {
  A: 'aces',
  T: '10s',
  J: 'jacks',
  Q: 'queens',
  K: 'kings',
};
export const callWords = (call: string): string =>
  SUIT_CALLS[call] ?? RANK_CALLS[call] ?? `${call}s`;

/**
 * One plain-language line for the game log, or null for events that need none.
 * `viewer`: the seat reading it (sees its own drawn cards); null shows no private card.
 */
export function describeEvent(
  e: GameEvent,
  names: readonly string[],
  viewer: number | null = null,
): string | null {
  const n = (s: number): string => names[s] ?? `Seat ${s + 1}`;
  switch (e.type) {
    case 'deal':
      return `Round ${e.round}: ${n(e.dealer)} deals ${plural(e.handSize, 'card')} each.`;
    case 'turn-up':
      return `${n(e.seat)} turned up ${e.card}.`;
    case 'play':
      return `${n(e.seat)} played ${e.cards.join(' ')} on ${e.onto}.`;
    case 'call':
      return `${n(e.seat)} called ${callWords(e.call)}.`;
    case 'must-call':
      return `${n(e.seat)} must call a suit or rank for the 8.`;
    case 'penalty': {
      const how =
        e.answer === '2S'
          ? ' or answer with the 2 of spades'
          : e.answer
            ? ' or answer with a 2'
            : '';
      return `${e.zombie ? 'Zombie 2! ' : ''}${n(e.seat)} must draw ${e.amount}${how}.`;
    }
    case 'skip':
      return `${n(e.seat)} is skipped.`;
    case 'pass-hands':
      return `Everyone passed their hand to the ${e.direction}.`;
    case 'joker':
      return `Joker! Everyone else draws 1, and ${n(e.seat)} plays again.`;
    case 'draw': {
      if (e.count === 0) return `${n(e.seat)} could not draw: the stock and the pile are empty.`;
      const what = viewer === e.seat && e.cards.length ? ` (${e.cards.join(' ')})` : '';
      const why =
        e.reason === 'penalty'
          ? ' as the penalty'
          : e.reason === 'ace'
            ? ' for the lone ace'
            : e.reason === 'catch'
              ? ''
              : '';
      if (e.reason === 'joker' || e.reason === 'catch') return null; // said by 'joker' / 'catch'
      return `${n(e.seat)} drew ${plural(e.count, 'card')}${what}${why}.`;
    }
    case 'may-play-drawn':
      return null;
    case 'keep':
      return `${n(e.seat)} kept the drawn card.`;
    case 'recycle':
      return `${n(e.seat)} turned the discard pile over: +${e.points} points.`;
    case 'kapaga':
      return `${n(e.seat)} called KAPAGA!`;
    case 'catch':
      return `${n(e.target)} was caught without calling KAPAGA by ${n(e.seat)}: draws ${e.count}.`;
    case 'turn':
      return null;
    case 'round-over': {
      const parts = [`${n(e.winner)} went out.`];
      const out = e.eliminated.map(n);
      const reset = e.reset.map(n);
      if (out.length) parts.push(`${list(out)} ${out.length === 1 ? 'is' : 'are'} eliminated.`);
      if (reset.length) parts.push(`${list(reset)} hit exactly the limit: back to 0.`);
      return parts.join(' ');
    }
    case 'game-over':
      return e.winners.length === 1
        ? `${n(e.winners[0] as number)} wins the game!`
        : `${list(e.winners.map(n))} share the win!`;
  }
}

/** The events as `seat` may see them: other seats' drawn cards hidden (null: hide all). */
export function eventsFor(events: readonly GameEvent[], seat: number | null): GameEvent[] {
  return events.map((e) => (e.type === 'draw' && e.seat !== seat ? { ...e, cards: [] } : e));
}
