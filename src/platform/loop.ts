/**
 * The match loop, written once for every game: who acts now, and a whole round or match
 * played by deciders. The store steps it with delays; the arena, the lab and the random
 * players run it flat out.
 *
 * A game may let seats act off turn (a call, a catch): the seat on turn must act, and any
 * other seat whose own actions (`actionsFor`) are not empty may act first (`mayAct`).
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

/** One seat the table may ask now: its actions, and whether the turn is its own. */
export interface Asked<A> {
  seat: number;
  legal: A[];
  onTurn: boolean;
}

/**
 * Who may act now, in the order the table asks them (empty between rounds and after the
 * match). Every seat off turn whose actions (`actionsFor`, less the shared next-round) are
 * not empty, in seat order starting from `last`, the seat that made the last action (it
 * finishes its own move first: a call right after its play), else from the seat after the
 * turn; then, last, the seat on turn, which must act. A game without off-turn actions (its
 * `actionsFor` is empty off turn) is asked exactly as before: its seat on turn alone.
 */
export function mayAct<G, A extends AnyAction>(
  e: Pick<Engine<G, A, unknown, unknown>, 'status' | 'actionsFor'>,
  g: G,
  last: number | null = null,
): Asked<A>[] {
  const next = whoActs(e, g);
  if (next.kind !== 'seat') return [];
  const turn = next.seat;
  const n = e.status(g).scores.length;
  const from = last !== null && last >= 0 && last < n && last !== turn ? last : turn + 1;
  const out: Asked<A>[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (seat === turn) continue;
    const legal = e.actionsFor(g, seat).filter((a) => a.type !== 'next-round');
    if (legal.length > 0) out.push({ seat, legal, onTurn: false });
  }
  out.push({ seat: turn, legal: e.actionsFor(g, turn), onTurn: true });
  return out;
}

/**
 * A seat's choice among its actions, from its own view. Off turn, null is "nothing now";
 * the seat on turn must answer an action.
 */
export type Decide<V, A> = (seat: number, view: V, legal: readonly A[]) => A | null;

export interface Played<G> {
  game: G;
  actions: number;
}

/** What the loop asks of an engine. */
export type Loopable<G, A extends AnyAction, V> = Pick<
  Engine<G, A, V, unknown>,
  'status' | 'nextRound' | 'actionsFor' | 'playerView' | 'applyAction'
>;

/**
 * Plays from `g` until `until` (the round's end or the match's), each seat choosing with
 * `decide`. At every state the seats of `mayAct` are asked in its order until one acts:
 * an off-turn seat that answers null is passed over for that state, and the seat on turn
 * is asked last and must act. Throws on a refused action, on no action from the seat on
 * turn, or on a game that never ends: all are bugs.
 */
export function play<G, A extends AnyAction, V>(
  e: Loopable<G, A, V>,
  g: G,
  decide: Decide<V, A>,
  until: 'round' | 'match',
  cap = 1_000_000,
): Played<G> {
  let actions = 0;
  let last: number | null = null;
  for (;;) {
    const next = whoActs(e, g);
    if (next.kind === 'over') return { game: g, actions };
    let r: ReturnType<typeof e.applyAction>;
    if (next.kind === 'next-round') {
      if (until === 'round') return { game: g, actions };
      r = e.nextRound(g);
      last = null;
    } else {
      let chosen: A | null = null;
      for (const ask of mayAct(e, g, last)) {
        chosen = decide(ask.seat, e.playerView(g, ask.seat), ask.legal);
        if (chosen !== null) {
          last = ask.seat;
          break;
        }
        if (ask.onTurn) throw new Error(`seat ${ask.seat} gave no action on its turn`);
      }
      if (chosen === null) throw new Error('the seat on turn was never asked');
      r = e.applyAction(g, chosen);
    }
    if (!r.ok) throw new Error(r.error.message);
    g = r.value;
    if (++actions > cap) throw new Error(`no end after ${cap} actions`);
  }
}
