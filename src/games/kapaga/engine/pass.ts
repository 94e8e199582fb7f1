/** R16: the hands a play's pass cards move on (apply.ts resolves the play and calls this). */
import type { Card } from './cards';
import { passMove, seatFrom } from './effects';
import type { GameEvent } from './events';
import type { Miss } from './evidence';
import type { Game } from './state';

/**
 * R16: the passes of one play add up to one move (`passMove`): every active hand goes that
 * many active seats over at once, calls cleared (R21); each seat passed on the hand it held
 * before the play; a move that brings every hand back passes nothing. R6: at the turn-up
 * (`unseen`) nobody has looked yet, so no seat knows the hand it passed on.
 */
export function passHands(g: Game, passes: number, unseen: boolean, log: boolean): void {
  const move = passMove(g.eliminated, passes);
  if (move === 0) {
    if (log) g.events.push({ type: 'hands-stay' });
    return;
  }
  const dir = move > 0 ? 1 : -1;
  const seats = move * dir;
  const hands = g.hands.slice();
  const kapaga = g.kapaga.slice();
  const shown = log ? g.misses.slice() : g.misses; // what a hand showed it lacked goes with it
  for (let s = 0; s < g.seats; s++) {
    g.kapagaCalled[s] = false;
    g.missed[s] = null;
    if (g.eliminated[s]) {
      if ((g.passed[s] as Card[]).length > 0) g.passed[s] = [];
      continue;
    }
    let to = s;
    for (let k = 0; k < seats; k++) to = seatFrom(g.eliminated, to, dir);
    const hand = hands[s] as Card[];
    g.hands[to] = hand;
    g.kapaga[to] = kapaga[s] as boolean;
    if (log) g.misses[to] = shown[s] as Miss[];
    g.passed[s] = unseen ? [] : hand.slice();
    g.passedTo[s] = to;
  }
  if (log) g.events.push(passEvent(g, dir > 0, seats));
}

/** Apart from `passHands`: its closure would cost every pass a context, logged or not. */
const passEvent = (g: Game, left: boolean, seats: number): GameEvent => ({
  type: 'pass-hands',
  direction: left ? 'left' : 'right',
  seats,
  to: g.passedTo.map((t, s) => (g.eliminated[s] ? -1 : t)),
});
