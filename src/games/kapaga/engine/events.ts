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
  /**
   * R16: every hand moved `seats` active seats in `direction`; `to[s]`: the seat that
   * received seat s's hand (-1: s is out of the game).
   */
  | { type: 'pass-hands'; direction: 'left' | 'right'; seats: number; to: number[] }
  /** R16: a play's passes add up to no move (a 9 and the 5 of clubs): every hand stays. */
  | { type: 'hands-stay' }
  | { type: 'joker'; seat: number }
  /** `cards` is private to `seat` (see `eventsFor`). */
  | { type: 'draw'; seat: number; count: number; reason: DrawReason; cards: string[] }
  /** `card` is private to `seat` (null in other seats' views). */
  | { type: 'may-play-drawn'; seat: number; card: string | null }
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

/** The events as `seat` may see them: other seats' drawn cards hidden (null: hide all). */
export function eventsFor(events: readonly GameEvent[], seat: number | null): GameEvent[] {
  return events.map((e) => {
    if (e.type === 'draw' && e.seat !== seat && e.cards.length > 0) return { ...e, cards: [] };
    if (e.type === 'may-play-drawn' && e.seat !== seat && e.card !== null)
      return { ...e, card: null };
    return e;
  });
}
