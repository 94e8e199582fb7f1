/**
 * The match loop, written once for every game: who acts now, and a whole round or match
 * played by deciders. The store steps it with delays; the arena, the lab and the random
 * players run it flat out.
 */
import type { AnyAction, Engine } from '../games/module';

/** What the table waits for: a seat's action, the next deal, or nothing (the match is over). */
export type Next =
  | { kind: 'seat'; seat: number }
  | { kind: 'next-round' }
  | { kind: 'over'; winners: readonly number[] };

/** Who acts is read from the status alone. */
export function whoActs<G>(e: Pick<Engine<G, AnyAction, unknown, unknown>, 'status'>, g: G): Next {
  const st = e.status(g);
  if (st.phase === 'game-over') return { kind: 'over', winners: st.winners };
  if (st.phase === 'round-over') return { kind: 'next-round' };
  if (st.turn === null) throw new Error('a game in play names the seat to act');
  return { kind: 'seat', seat: st.turn };
}

/** A seat's choice among its actions, from its own view. */
export type Decide<V, A> = (seat: number, view: V, legal: readonly A[]) => A;

export interface Played<G> {
  game: G;
  actions: number;
}

/**
 * Plays from `g` until `until` (the round's end or the match's), each seat choosing with
 * `decide`. Throws on a refused action or a game that never ends: both are bugs.
 */
/** What the loop asks of an engine. */
export type Loopable<G, A extends AnyAction, V> = Pick<
  Engine<G, A, V, unknown>,
  'status' | 'nextRound' | 'actionsFor' | 'playerView' | 'applyAction'
>;

export function play<G, A extends AnyAction, V>(
  e: Loopable<G, A, V>,
  g: G,
  decide: Decide<V, A>,
  until: 'round' | 'match',
  cap = 1_000_000,
): Played<G> {
  let actions = 0;
  for (;;) {
    const next = whoActs(e, g);
    if (next.kind === 'over') return { game: g, actions };
    let r: ReturnType<typeof e.applyAction>;
    if (next.kind === 'next-round') {
      if (until === 'round') return { game: g, actions };
      r = e.nextRound(g);
    } else {
      const legal = e.actionsFor(g, next.seat);
      r = e.applyAction(g, decide(next.seat, e.playerView(g, next.seat), legal));
    }
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
    if (++actions > cap) throw new Error(`no end after ${cap} actions`);
  }
}
