/**
 * The bots at the table, for any game: when a bot's seat is to act, it is asked after a
 * pause (as a person would take), sees only that seat's view and actions, and its answer
 * is played like anyone's. A match with nobody at it plays its rounds on by itself.
 */
import type { Bot } from '../games/module';
import { whoActs } from './loop';
import type { SeatPlan } from './record';
import { people, type Session } from './session';

export interface Pace {
  /** Pause before a bot acts (ms). */
  actMs: number;
  /** Pause before a bots-only table deals the next round (ms). */
  roundMs: number;
}

export const PACE: Pace = { actMs: 700, roundMs: 2500 };

/** Starts the bots of `session`; returns a stop function. */
export function runBots(session: Session, pace: Pace = PACE): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waitingOn: unknown = null;
  let bots: { seats: unknown; list: (Bot<unknown, unknown> | null)[] } | null = null;

  /** The match's bots, made once per match (its seats), each seeded by the deal. */
  const botsFor = (seats: readonly SeatPlan[], seed: number): (Bot<unknown, unknown> | null)[] => {
    const s = session.getState();
    if (bots?.seats !== seats)
      bots = {
        seats,
        list: seats.map((p, i) =>
          p.kind === 'bot'
            ? s.module.bots.create(p.level ?? 'medium', { seed: seed * 31 + i })
            : null,
        ),
      };
    return bots.list;
  };

  const check = () => {
    const s = session.getState();
    if (!s.record || s.game === null || s.game === waitingOn) return;
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
    const bot = botsFor(s.record.seats, s.record.seed)[next.seat];
    if (!bot) return;
    const game = s.game;
    waitingOn = game;
    timer = setTimeout(() => {
      const now = session.getState();
      if (now.game !== game) return;
      const d = bot.decide(e.playerView(game, next.seat), e.actionsFor(game, next.seat));
      const decisions = now.decisions.slice();
      decisions[next.seat] = d;
      session.setState({ decisions });
      if (d.action !== null) now.act(d.action);
    }, pace.actMs);
  };

  const stop = session.subscribe(check);
  check();
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
