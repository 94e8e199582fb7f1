/**
 * The bots at the table, for any game: when a bot's seat is to act, it is asked after a
 * pause (as a person would take), sees only that seat's view and actions, and its answer
 * is played like anyone's (thought out on the page or in a worker: thinker.ts). A match
 * with nobody at it plays its rounds on by itself.
 */
import { whoActs } from './loop';
import { people, type Session } from './session';
import type { Speed } from './settings';
import { pageThinker, type Thinker } from './thinker';

export interface Pace {
  /** Pause before a bot acts (ms). */
  actMs: number;
  /** Pause before a bots-only table deals the next round (ms). */
  roundMs: number;
}

/** The pace of each of the table's speeds (src/platform/settings.ts). */
export const PACES: Readonly<Record<Speed, Pace>> = {
  slow: { actMs: 1400, roundMs: 4000 },
  normal: { actMs: 700, roundMs: 2500 },
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
  let waitingOn: unknown = null;
  let stopped = false;

  const check = () => {
    const s = session.getState();
    if (stopped || !s.record || s.game === null || s.game === waitingOn) return;
    const e = s.module.engine;
    const next = whoActs(e, s.game);
    if (timer) clearTimeout(timer);
    timer = null;
    waitingOn = null;
    if (next.kind === 'next-round' && people(s.record.seats).length === 0) {
      waitingOn = s.game;
      timer = setTimeout(() => session.getState().nextRound(), pace.roundMs);
      return;
    }
    if (next.kind !== 'seat') return;
    const plan = s.record.seats[next.seat];
    if (plan?.kind !== 'bot') return;
    const { game, record } = s;
    waitingOn = game;
    timer = setTimeout(async () => {
      const d = await thinker.decide({
        game: s.module.info.id,
        // One match's bots are kept together: its deal and its seats.
        match: `${record.seed}:${record.seats.map((p) => `${p.kind}.${p.level ?? ''}`).join(',')}`,
        seat: next.seat,
        level: plan.level ?? 'medium',
        seed: record.seed * 31 + next.seat,
        view: e.playerView(game, next.seat),
        legal: e.actionsFor(game, next.seat),
      });
      const now = session.getState();
      // A move made meanwhile (a reload, a new match, Back) makes the answer stale.
      if (stopped || now.game !== game) return;
      const decisions = now.decisions.slice();
      decisions[next.seat] = d;
      session.setState({ decisions });
      if (d.action !== null) now.act(d.action);
    }, pace.actMs);
  };

  const stop = session.subscribe(check);
  check();
  return () => {
    stopped = true;
    stop();
    if (timer) clearTimeout(timer);
  };
}
