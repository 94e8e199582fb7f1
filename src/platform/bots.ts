/**
 * The bots at the table, for any game: when a bot's seat may act (loop.ts mayAct: the seat
 * on turn, or a seat off turn with actions of its own), it is asked after a pause (as a
 * person would take), sees only that seat's view and actions, and its answer is played like
 * anyone's (thought out on the page or in a worker: thinker.ts). A match with nobody at it
 * plays its rounds on by itself.
 *
 * Each bot seat is asked on its own clock, at most once per game state and set of actions,
 * its pause counted from when the table came to that state: the seat on turn after `actMs`,
 * a seat off turn after `offMs`, one holding an urgent action (`Bots.urgent`: its own call)
 * after `urgentMs`; at the same moment, in mayAct's order. A seat still thinking is not
 * asked again, and no seat waits for another's thinking: a bot that forgets its call while it
 * thinks can be caught meanwhile. An off-turn bot that answers null ("nothing now") is not
 * asked again until the game moves or it notices more; the bot on turn must act.
 * An action the game's bots take time to notice (`Bots.reactMs`: a catch) is offered to a
 * bot only once it has stood open that long, whatever moved meanwhile, and is taken at once
 * when its pause is over by then. A person may act meanwhile; an answer that arrives after
 * the game moved on is dropped.
 *
 * The bots play a table (`BotTable`): the platform's match (`runBots`), or a game's own
 * store that keeps its match itself (`runTable`).
 */
import type { AnyAction, Decision, Level } from '../games/module';
import type { AnyModule } from '../games/registry';
import { mayAct, notice, TABLE_ACT_MS, whoActs } from '../kit/loop';
import { named } from '../lib/tokens';
import { offered } from './passing';
import type { SeatPlan } from './record';
import { narrator, people, type Session } from './session';
import type { Speed } from './settings';
import { pageThinker, type Thinker } from './thinker';

export interface Pace {
  /** Pause before a bot acts on its turn (ms). */
  actMs: number;
  /** Pause before a bot off turn is asked (ms); `actMs` when not given. */
  offMs?: number;
  /** Pause before a bot holding an urgent action is asked (ms); `offMs` when not given. */
  urgentMs?: number;
  /** Pause before a bots-only table deals the next round (ms). */
  roundMs: number;
}

/** The pace of each of the table's speeds (src/platform/settings.ts). */
export const PACES: Readonly<Record<Speed, Pace>> = {
  slow: { actMs: 1400, roundMs: 4000 },
  normal: { actMs: TABLE_ACT_MS, roundMs: 2500 },
  fast: { actMs: 250, roundMs: 1200 },
  instant: { actMs: 20, roundMs: 300 },
};

export const PACE: Pace = PACES.normal;

/** No pause at all (a step owed while a watched match is paused). */
const NO_PAUSE: Pace = { actMs: 0, roundMs: 0 };

/** The seed a seat's bot plays with: fixed by the match's seed, so a match replays. */
export const botSeed = (matchSeed: number, seat: number): number =>
  (Math.imul(matchSeed, 31) + seat * 7919 + 1) | 0;

/** What the bots see of a table at a moment. */
export interface TableNow {
  game: unknown;
  seats: readonly SeatPlan[];
  /** The match's seed (the bots' seeds come from it). */
  seed: number;
  /** The seat that made the last action (asked first off turn), null if none. */
  last: number | null;
  /**
   * The bots wait (a dialog open over the table, the match played in another tab): nothing
   * is asked, and noticing starts again when the table goes on.
   */
  held: boolean;
  /**
   * A watched match: paused, and the actions the bots may still take meanwhile (Step).
   * Paused, the bots wait as if held but for a step owed, which is taken at once.
   */
  watch: { paused: boolean; steps: number };
  pace: Pace;
  /**
   * A seat's actions as the table offers them now: the engine's `actionsFor`, less what
   * the table does not offer yet (given only by a table that holds something back).
   */
  actionsFor?(game: unknown, seat: number): AnyAction[];
}

/** A match the bots play: read it, hear of its changes, give it the bots' answers. */
export interface BotTable {
  /** The game's module: its id names the bots' game to the thinker. */
  module: Pick<AnyModule, 'info' | 'engine' | 'bots'>;
  /** The match now; null: none on the table. */
  now(): TableNow | null;
  subscribe(listener: () => void): () => void;
  /**
   * A bot's answer for its seat, for the table to play: called with every action, and with
   * every answer of a seat on turn (which must act: an answer of null or one refused is the
   * table's to mend).
   */
  answer(seat: number, d: Decision<unknown>, onTurn: boolean): void;
  nextRound(): void;
}

/** The platform's match (session.ts) as a table for the bots, at `pace`. */
export function sessionTable(session: Session, pace: Pace): BotTable {
  return {
    get module() {
      return session.getState().module;
    },
    now() {
      const s = session.getState();
      if (!s.record || s.game === null) return null;
      return {
        game: s.game,
        seats: s.record.seats,
        seed: s.record.seed,
        last: lastSeat(s),
        // Another tab plays this match (its bots play there), or a dialog is read over it.
        held: s.tab !== 'owner' || s.reading,
        watch: s.watch,
        pace,
        // Pass and play: nothing against a person who has not seen their cards (passing.ts).
        ...(s.module.passAndPlay?.against
          ? { actionsFor: (g: unknown, seat: number) => offered(s.module, g, seat, s.unseen) }
          : {}),
      };
    },
    subscribe: (listener) => session.subscribe(listener),
    answer(seat, d) {
      const s = session.getState();
      const decisions = s.decisions.slice();
      decisions[seat] = d;
      session.setState({ decisions });
      if (d.action === null) return;
      const at = s.log.length;
      s.act(d.action);
      // Its reason under its line: the line the action just added, if it was taken.
      const { log } = session.getState();
      const line = log[at];
      if (d.reason.length === 0 || log.length <= at || line?.seat !== seat || !s.record) return;
      // Said of the seat as the log names it ("Kai 2 takes ..."), never the persona alone.
      const reason = named(d.reason, narrator(s.record.seats, null));
      session.setState({ log: log.map((l, i) => (i === at ? { ...l, reason } : l)) });
    },
    nextRound: () => session.getState().nextRound(),
  };
}

/** Starts the bots of `session` (thinking with `thinker`); returns a stop function. */
export function runBots(
  session: Session,
  pace: Pace = PACE,
  thinker: Thinker = pageThinker(),
): () => void {
  return runTable(sessionTable(session, pace), thinker);
}

/** Starts the bots of `table` (thinking with `thinker`); returns a stop function. */
export function runTable(table: BotTable, thinker: Thinker = pageThinker()): () => void {
  const r: Run = {
    table,
    thinker,
    state: null,
    stateAt: 0,
    asked: new Set(),
    pending: new Map(),
    thinking: new Set(),
    dealing: null,
    waking: null,
    wasHeld: false,
    stopped: false,
    since: new Map(),
  };
  const stop = table.subscribe(() => check(r));
  check(r);
  return () => {
    r.stopped = true;
    stop();
    clearTimers(r);
  };
}

type Timer = ReturnType<typeof setTimeout>;

/** A seat's bot to be asked: about these actions, on turn or not, at its level. */
interface Ask {
  seat: number;
  legal: unknown[];
  onTurn: boolean;
  level: Level;
}

/** The bots of one table as they run (runTable). */
interface Run {
  table: BotTable;
  thinker: Thinker;
  /** The game state the seats below were asked about, and since when it stands. */
  state: unknown;
  stateAt: number;
  /** Who was asked, or is to be, about this state, with which actions ("seat:actions"). */
  asked: Set<string>;
  /** Per seat: the question to come (its timer), and the seats thinking now. */
  pending: Map<number, { key: string; timer: Timer }>;
  thinking: Set<number>;
  dealing: Timer | null;
  waking: Timer | null;
  wasHeld: boolean;
  stopped: boolean;
  /** Since when (Date.now) each seat's slow action has stood open ("seat:action"). */
  since: Map<string, number>;
}

function clearTimers(r: Run): void {
  for (const p of r.pending.values()) clearTimeout(p.timer);
  for (const p of r.pending.values()) r.asked.delete(p.key);
  r.pending.clear();
  if (r.dealing) clearTimeout(r.dealing);
  if (r.waking) clearTimeout(r.waking);
  r.dealing = r.waking = null;
}

/** The table looked at again: who is to be asked, when; the next round dealt for bots alone. */
function check(r: Run): void {
  const t = r.table.now();
  if (r.stopped) return;
  if (t === null || t.held || (t.watch.paused && t.watch.steps <= 0)) {
    // Nothing is asked while held; what stood open is noticed anew once the table goes on.
    clearTimers(r);
    r.since = new Map();
    r.wasHeld = true;
    return;
  }
  const now = Date.now();
  const { game, seats } = t;
  // A step owed while paused is taken at once.
  const pace = t.watch.paused ? NO_PAUSE : t.pace;
  if (game !== r.state || r.wasHeld) {
    // The game moved (or the table goes on): every seat may be asked again, its pause
    // counted from now, and a question out is stale.
    clearTimers(r);
    if (game !== r.state) {
      r.asked = new Set();
      r.thinking = new Set();
    }
    r.state = game;
    r.stateAt = now;
    r.wasHeld = false;
  }
  const m = r.table.module;
  const e = t.actionsFor ? { status: m.engine.status, actionsFor: t.actionsFor } : m.engine;
  const next = whoActs(e, game);
  if (next.kind === 'next-round' && people(seats).length === 0) {
    r.dealing ??= setTimeout(
      () => {
        r.dealing = null;
        r.table.nextRound();
      },
      Math.max(0, r.stateAt + pace.roundMs - now),
    );
    return;
  }
  const open = mayAct(e, game, t.last, m.bots.urgent);
  const react = m.bots.reactMs;
  // A bot notices at its level's pace; a person is offered everything at once.
  const seen = notice(open, r.since, now, (seat, a) => {
    const p = seats[seat];
    return p?.kind === 'bot' ? (react?.(p.level ?? 'medium', a) ?? 0) : 0;
  });
  r.since = seen.since;
  for (const [i, x] of open.entries()) askLater(r, t, x, seen.offered[i] ?? [], pace, now);
  // Look again when a bot will have noticed what stands open.
  if (r.waking) clearTimeout(r.waking);
  r.waking =
    seen.wake < Number.POSITIVE_INFINITY
      ? setTimeout(() => {
          r.waking = null;
          check(r);
        }, seen.wake - now)
      : null;
}

/** A bot seat that may act (`x`) asked about `legal` after its pause, unless it was already. */
function askLater(
  r: Run,
  t: TableNow,
  x: { seat: number; onTurn: boolean },
  legal: AnyAction[],
  pace: Pace,
  now: number,
): void {
  const m = r.table.module;
  const p = t.seats[x.seat];
  if (p?.kind !== 'bot' || r.thinking.has(x.seat)) return;
  const key = `${x.seat}:${JSON.stringify(legal)}`;
  if (legal.length === 0 || r.asked.has(key)) return;
  // A seat that notices more is asked about all it may do now, not about less.
  const was = r.pending.get(x.seat);
  if (was) {
    clearTimeout(was.timer);
    r.asked.delete(was.key);
  }
  r.asked.add(key);
  const urgent = m.bots.urgent !== undefined && legal.some(m.bots.urgent);
  const off = pace.offMs ?? pace.actMs;
  const pause = x.onTurn && !urgent ? pace.actMs : urgent ? (pace.urgentMs ?? off) : off;
  const level = p.level ?? 'medium';
  const ask = { seat: x.seat, legal, onTurn: x.onTurn, level };
  const timer = setTimeout(() => think(r, ask, t), Math.max(0, r.stateAt + pause - now));
  r.pending.set(x.seat, { key, timer });
}

/** A bot's seat asked now (if the game has not moved since), its answer given to the table. */
function think(r: Run, ask: Ask, t: TableNow): void {
  const { table } = r;
  r.pending.delete(ask.seat);
  if (r.stopped || table.now()?.game !== t.game) return;
  r.thinking.add(ask.seat);
  const decided = r.thinker.decide({
    game: table.module.info.id,
    // One match's bots are kept together: its deal and its seats.
    match: `${t.seed}:${t.seats.map((p) => `${p.kind}.${p.level ?? ''}`).join(',')}`,
    seat: ask.seat,
    level: ask.level,
    seed: botSeed(t.seed, ask.seat),
    view: table.module.engine.playerView(t.game, ask.seat),
    legal: ask.legal,
  });
  const take = (d: Decision<unknown>) => {
    // A move made meanwhile (a reload, a new match, Back, a person's call) makes the
    // answer stale.
    if (r.stopped || table.now()?.game !== t.game) return;
    r.thinking.delete(ask.seat);
    if (d.action !== null || ask.onTurn) table.answer(ask.seat, d, ask.onTurn);
    // Nothing now (or an action refused): look again; an action taken has moved the game,
    // and the new state's asking has begun already.
    if (table.now()?.game === t.game) check(r);
  };
  if (decided instanceof Promise) void decided.then(take);
  else take(decided);
}

/** The seat that made the match's last action (it is asked first off turn), if any. */
function lastSeat(s: ReturnType<Session['getState']>): number | null {
  const a = s.record?.actions.at(-1);
  if (a === undefined || a === 'next-round') return null;
  const parsed = s.module.engine.parseAction(a);
  return parsed.ok ? (parsed.value.seat ?? null) : null;
}
