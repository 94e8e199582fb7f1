/**
 * The bots at the table, for any game: when a bot's seat may act (loop.ts mayAct: the seat
 * on turn, or a seat off turn with actions of its own), it is asked after a pause (as a
 * person would take), sees only that seat's view and actions, and its answer is played like
 * anyone's (thought out on the page or in a worker: thinker.ts). A match with nobody at it
 * plays its rounds on by itself.
 *
 * One bot is asked at a time, in mayAct's order (a seat holding an urgent action, its own
 * call, first), and each at most once per game state and set of actions: an off-turn bot
 * that answers null ("nothing now") is not asked again until the game moves or it notices
 * more, and the bot on turn, asked last but for an urgent action, acts as before.
 * An action the game's bots take time to notice (`Bots.reactMs`: a catch) is offered to a
 * bot only once it has stood open that long, whatever moved meanwhile. A person may act
 * meanwhile; an answer that arrives after the game moved on is dropped.
 */
import { mayAct, notice, TABLE_ACT_MS, whoActs } from './loop';
import { people, type Session } from './session';
import type { Speed } from './settings';
import { pageThinker, type Thinker } from './thinker';

export interface Pace {
  /** Pause before a bot acts on its turn (ms). */
  actMs: number;
  /** Pause before a bot off turn is asked (ms); `actMs` when not given. */
  offMs?: number;
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

/** Starts the bots of `session` (thinking with `thinker`); returns a stop function. */
export function runBots(
  session: Session,
  pace: Pace = PACE,
  thinker: Thinker = pageThinker(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The game state the seats below were asked about, and whether one is being asked now. */
  let state: unknown = null;
  /** Who was asked about this state, with which actions ("seat:actions"). */
  let asked = new Set<string>();
  let busy = false;
  let stopped = false;
  /** Since when (Date.now) each seat's action has stood open ("seat:action"). */
  let since = new Map<string, number>();

  const check = () => {
    const s = session.getState();
    if (stopped || !s.record || s.game === null) return;
    const e = s.module.engine;
    const open = mayAct(e, s.game, lastSeat(s), s.module.bots.urgent);
    const now = Date.now();
    const plans = s.record.seats;
    const react = s.module.bots.reactMs;
    // A bot notices at its level's pace; a person is offered everything at once.
    const seen = notice(open, since, now, (seat, a) => {
      const p = plans[seat];
      return p?.kind === 'bot' ? (react?.(p.level ?? 'medium', a) ?? 0) : 0;
    });
    since = seen.since;
    if (s.game !== state) {
      // The game moved: every seat may be asked again, and a question out is stale.
      if (timer) clearTimeout(timer);
      timer = null;
      state = s.game;
      asked = new Set();
      busy = false;
    }
    if (busy) return;
    const next = whoActs(e, s.game);
    if (next.kind === 'next-round' && people(s.record.seats).length === 0) {
      busy = true;
      timer = setTimeout(() => session.getState().nextRound(), pace.roundMs);
      return;
    }
    const { game, record } = s;
    const { wake } = seen;
    let ask: { seat: number; legal: unknown[]; onTurn: boolean } | null = null;
    let plan: (typeof plans)[number] | undefined;
    for (const [i, x] of open.entries()) {
      const p = plans[x.seat];
      if (p?.kind !== 'bot') continue;
      const legal = seen.offered[i] ?? [];
      const key = `${x.seat}:${JSON.stringify(legal)}`;
      if (legal.length === 0 || asked.has(key)) continue;
      asked.add(key);
      ask = { seat: x.seat, legal, onTurn: x.onTurn };
      plan = p;
      break;
    }
    if (!ask || plan?.kind !== 'bot') {
      // Nobody to ask yet: look again when a bot will have noticed what stands open.
      if (timer) clearTimeout(timer);
      timer = null;
      if (wake < Number.POSITIVE_INFINITY)
        timer = setTimeout(() => {
          timer = null;
          check();
        }, wake - now);
      return;
    }
    const asking = ask;
    const level = plan.level ?? 'medium';
    busy = true;
    timer = setTimeout(
      async () => {
        const d = await thinker.decide({
          game: s.module.info.id,
          // One match's bots are kept together: its deal and its seats.
          match: `${record.seed}:${plans.map((p) => `${p.kind}.${p.level ?? ''}`).join(',')}`,
          seat: asking.seat,
          level,
          seed: record.seed * 31 + asking.seat,
          view: e.playerView(game, asking.seat),
          legal: asking.legal,
        });
        const now = session.getState();
        // A move made meanwhile (a reload, a new match, Back, a person's call) makes the
        // answer stale.
        if (stopped || now.game !== game) return;
        if (d.action !== null || asking.onTurn) {
          const decisions = now.decisions.slice();
          decisions[asking.seat] = d;
          session.setState({ decisions });
        }
        if (d.action !== null) now.act(d.action);
        // Nothing now (or an action refused): the next seat in order, if any. An action
        // taken has moved the game, and the new state's asking has begun already.
        if (state === game) {
          busy = false;
          check();
        }
      },
      asking.onTurn ? pace.actMs : (pace.offMs ?? pace.actMs),
    );
  };

  const stop = session.subscribe(check);
  check();
  return () => {
    stopped = true;
    stop();
    if (timer) clearTimeout(timer);
  };
}

/** The seat that made the match's last action (it is asked first off turn), if any. */
function lastSeat(s: ReturnType<Session['getState']>): number | null {
  const a = s.record?.actions.at(-1);
  if (a === undefined || a === 'next-round') return null;
  const parsed = s.module.engine.parseAction(a);
  return parsed.ok ? (parsed.value.seat ?? null) : null;
}
