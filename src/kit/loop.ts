/**
 * The match loop, written once for every game: who acts now, and a whole round or match
 * played by deciders. The store steps it with delays; the arena, the lab and the random
 * players run it flat out.
 *
 * A game may let seats act off turn (a call, a catch): the seat on turn must act, and any
 * other seat whose own actions (`actionsFor`) are not empty may act first (`mayAct`).
 *
 * Played flat out, the loop keeps the table's time as the live table (bots.ts runBots) lives
 * it: each action takes `actMs`, and an action a seat takes time to notice (`Bots.reactMs`: a
 * catch) is offered to it only once it has stood open that long (`step`, `Clock`).
 */
import type { Result } from '../lib/result';
import type { Level } from './levels';
import { type AnyAction, firstToAct, type Status } from './status';

/** What the table waits for: a seat's action, the next deal, or nothing (the match is over). */
export type Next =
  | { kind: 'seat'; seat: number }
  | { kind: 'next-round' }
  | { kind: 'over'; winners: readonly number[] };

/** Who acts is read from the status alone. */
export function whoActs<G>(e: Pick<Loopable<G, AnyAction, unknown>, 'status'>, g: G): Next {
  const st = e.status(g);
  if (st.phase === 'game-over') return { kind: 'over', winners: st.winners };
  if (st.phase === 'round-over') return { kind: 'next-round' };
  const seat = firstToAct(st);
  if (seat === null) throw new Error('a game in play names the seat to act');
  return { kind: 'seat', seat };
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
 * turn; then, last, the seat on turn, which must act. A seat holding an `urgent` action (a
 * game's `Bots.urgent`: a call that shields the caller) comes before every seat without one, the
 * seat on turn included, in the same order among themselves. A game without off-turn actions
 * (its `actionsFor` is empty off turn) is asked exactly as before: its seat on turn alone.
 * Seats choosing at once (`Status.together`) must each act: each is asked as on turn.
 */
export function mayAct<G, A extends AnyAction>(
  e: Pick<Loopable<G, A, unknown>, 'status' | 'actionsFor'>,
  g: G,
  last: number | null = null,
  urgent?: (a: A) => boolean,
): Asked<A>[] {
  const next = whoActs(e, g);
  if (next.kind !== 'seat') return [];
  const turn = next.seat;
  const st = e.status(g);
  const n = st.scores.length;
  const together = new Set(st.together ?? []);
  const from = last !== null && last >= 0 && last < n && last !== turn ? last : turn + 1;
  const out: Asked<A>[] = [];
  for (let i = 0; i < n; i++) {
    const seat = (from + i) % n;
    if (seat === turn) continue;
    const legal = e.actionsFor(g, seat).filter((a) => a.type !== 'next-round');
    if (legal.length > 0) out.push({ seat, legal, onTurn: together.has(seat) });
  }
  out.push({ seat: turn, legal: e.actionsFor(g, turn), onTurn: true });
  if (urgent === undefined) return out;
  const first = out.filter((x) => x.legal.some(urgent));
  return first.length === 0 ? out : [...first, ...out.filter((x) => !first.includes(x))];
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

/** What the loop asks of an engine (src/games/module.ts Engine says what each owes). */
export interface Loopable<G, A extends AnyAction, V> {
  status(g: G): Status;
  nextRound(g: G): Result<G>;
  actionsFor(g: G, seat: number): A[];
  playerView(g: G, seat: number): V;
  applyAction(g: G, a: A): Result<G>;
}

/**
 * How the seats react on the table's time: each action takes `actMs`; `reactMs(seat, a)` is
 * how long `a` must stand open before `seat` is offered it (its bot's `Bots.reactMs` for its
 * level; 0: at once); a seat holding an `urgent` action is asked first (`Bots.urgent`).
 */
export interface Reflexes<A> {
  actMs: number;
  reactMs(seat: number, a: A): number;
  urgent?(a: A): boolean;
}

/** How long a bot's action takes at the table's normal pace (bots.ts PACES.normal), in ms. */
export const TABLE_ACT_MS = 700;

/**
 * The reflexes of a game's bots of `level` at the table's normal pace: what the arena and
 * the lab play by, as the live table does.
 */
export function reflexesOf<A extends AnyAction>(
  bots: { reactMs?(level: Level, a: A): number; urgent?(a: A): boolean },
  level: (seat: number) => Level,
): Reflexes<A> {
  const { reactMs, urgent } = bots;
  return {
    actMs: TABLE_ACT_MS,
    reactMs: (seat, a) => reactMs?.(level(seat), a) ?? 0,
    ...(urgent ? { urgent } : {}),
  };
}

/** Everything is noticed at once: a game without `Bots.reactMs` plays as if untimed. */
export const AT_ONCE: Reflexes<AnyAction> = { actMs: 0, reactMs: () => 0 };

/** What the seats have noticed at a moment (`notice`). */
export interface Noticed<A> {
  /** Per seat of `open`, in its order: the actions it has noticed. */
  offered: A[][];
  /** Since when each slow action stands open ("seat:action"): keep it for the next look. */
  since: Map<string, number>;
  /** When the first action not noticed yet will be (Infinity: none waits). */
  wake: number;
}

/**
 * What each seat of `open` has noticed at `now`, for the loop's table clock and the live
 * table's (bots.ts) alike: an action whose `reactMs` is over 0 is offered once it has stood
 * open that long (since `since` says, or from `now` when it is new); what stays open keeps
 * its time, what is gone is forgotten.
 */
export function notice<A>(
  open: readonly Asked<A>[],
  since: ReadonlyMap<string, number>,
  now: number,
  reactMs: (seat: number, a: A) => number,
): Noticed<A> {
  const kept = new Map<string, number>();
  let wake = Number.POSITIVE_INFINITY;
  const offered = open.map((x) =>
    x.legal.filter((a) => {
      const ms = reactMs(x.seat, a);
      if (ms <= 0) return true;
      const k = `${x.seat}:${JSON.stringify(a)}`;
      const at = since.get(k) ?? now;
      kept.set(k, at);
      if (at + ms > now) wake = Math.min(wake, at + ms);
      return at + ms <= now;
    }),
  );
  return { offered, since: kept, wake };
}

/** The table's clock through a match, carried from one `step` to the next. */
export interface Clock {
  /** Table time (ms): `actMs` per action applied. */
  now: number;
  /** Since when each seat's slow action (reactMs over 0) has stood open ("seat:action"). */
  since: Map<string, number>;
  /** The seat that made the last action (asked first off turn), null after a deal. */
  last: number | null;
}

export const newClock = (): Clock => ({ now: 0, since: new Map(), last: null });

/** One step of the loop: the state it acted on, who was open there, and what was done. */
export interface Stepped<G, A> {
  game: G;
  /** mayAct's seats at the state acted on, their actions not filtered by noticing. */
  open: Asked<A>[];
  /** The seat that acted and its action; null: the next round was dealt. */
  seat: number | null;
  action: A | null;
}

/**
 * Applies one action to `g` (the next deal between rounds; null once the match is over):
 * the seats of `mayAct` are asked in its order, each with the actions it has noticed
 * (`pace`, on `clock`), until one acts; an off-turn seat that answers null, or that has
 * noticed nothing yet, is passed over, and the seat on turn, asked last, must act. Throws on
 * a refused action or no action from the seat on turn: both are bugs.
 */
export function step<G, A extends AnyAction, V>(
  e: Loopable<G, A, V>,
  g: G,
  decide: Decide<V, A>,
  clock: Clock = newClock(),
  pace: Reflexes<A> = AT_ONCE,
): Stepped<G, A> | null {
  const next = whoActs(e, g);
  if (next.kind === 'over') return null;
  if (next.kind === 'next-round') {
    clock.last = null;
    return { game: must(e.nextRound(g)), open: [], seat: null, action: null };
  }
  const open = mayAct(e, g, clock.last, pace.urgent);
  const seen = notice(open, clock.since, clock.now, pace.reactMs);
  clock.since = seen.since;
  const offered = seen.offered;
  for (const [i, ask] of open.entries()) {
    const legal = offered[i] ?? [];
    if (legal.length === 0 && !ask.onTurn) continue;
    const chosen = decide(ask.seat, e.playerView(g, ask.seat), legal);
    if (chosen === null) {
      if (ask.onTurn) throw new Error(`seat ${ask.seat} gave no action on its turn`);
      continue;
    }
    clock.now += pace.actMs;
    clock.last = ask.seat;
    return { game: must(e.applyAction(g, chosen)), open, seat: ask.seat, action: chosen };
  }
  throw new Error('the seat on turn was never asked');
}

function must<G>(r: Result<G>): G {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * Plays from `g` until `until` (the round's end or the match's), each seat choosing with
 * `decide`, one `step` at a time on the table's time (`pace`; at once when not given).
 * `onStep` sees every step. Throws on a refused action, on no action from the seat on turn,
 * or on a game that never ends: all are bugs.
 */
export function play<G, A extends AnyAction, V>(
  e: Loopable<G, A, V>,
  g: G,
  decide: Decide<V, A>,
  until: 'round' | 'match',
  cap = 1_000_000,
  pace: Reflexes<A> = AT_ONCE,
  onStep?: (s: Stepped<G, A>) => void,
): Played<G> {
  let actions = 0;
  const clock = newClock();
  for (;;) {
    const next = whoActs(e, g);
    if (next.kind === 'over' || (next.kind === 'next-round' && until === 'round'))
      return { game: g, actions };
    const s = step(e, g, decide, clock, pace);
    if (s === null) return { game: g, actions };
    onStep?.(s);
    g = s.game;
    if (++actions > cap) throw new Error(`no end after ${cap} actions`);
  }
}
