/**
 * How a bot's decision is obtained: directly (tests, jsdom, cheap levels) or, for the expert
 * in the browser, in a Web Worker so no frame waits on it. Either way the bot gets only its
 * playerView and its legal actions.
 */
import { createBot } from '../bots';
import type { Bot, BotOptions, Decision, Level } from '../bots/types';
import type { Action, PlayerView } from '../engine';
import { WORKER_PATIENCE_MS } from './timing';

export interface DecideRequest {
  level: Level;
  seed: number;
  view: PlayerView;
  legal: Action[];
}

export type Decide = (req: DecideRequest) => Decision | Promise<Decision>;

/** Calls the bot in this thread. `options`: e.g. a fixed number of expert playouts in tests. */
export function directDecider(options: Omit<BotOptions, 'seed'> = {}): Decide {
  const bots = new Map<string, Bot>();
  return ({ level, seed, view, legal }) => {
    const key = `${level}:${seed}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = createBot(level, { ...options, seed });
      bots.set(key, bot);
    }
    return bot.decide(view, legal);
  };
}

/** The message the worker answers (see botWorker.ts). */
export interface WorkerReply {
  id: number;
  decision?: Decision;
  error?: string;
}

/**
 * The expert thinks in a Web Worker; the other levels are quick enough to call directly.
 * A worker that fails, or misses one answer, is broken until the page reloads: every
 * decision is then thought out here at once, and `onBroken` tells the player so.
 */
export function browserDecider(makeWorker: () => Worker, onBroken?: () => void): Decide {
  const direct = directDecider();
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 1;
  const waiting = new Map<number, { req: DecideRequest; done: (d: Decision) => void }>();
  const here = (req: DecideRequest) => direct(req) as Decision;
  // A worker that fails: every waiting request is thought out here instead.
  const giveUp = () => {
    if (!broken) onBroken?.();
    broken = true;
    worker?.terminate();
    for (const { req, done } of waiting.values()) done(here(req));
    waiting.clear();
  };
  return (req) => {
    if (req.level !== 'expert' || broken) return direct(req);
    if (!worker) {
      try {
        worker = makeWorker();
      } catch {
        giveUp();
        return direct(req);
      }
      worker.onmessage = (e: MessageEvent<WorkerReply>) => {
        const w = waiting.get(e.data.id);
        if (!w) return;
        waiting.delete(e.data.id);
        w.done(e.data.decision ?? here(w.req));
      };
      worker.onerror = giveUp;
    }
    const id = nextId++;
    const w = worker;
    return new Promise<Decision>((resolve) => {
      // A worker that never answers must not stall the table: one missed answer and it is
      // given up (this request and every later one are thought out here).
      const timer = setTimeout(() => {
        if (waiting.has(id)) giveUp();
      }, WORKER_PATIENCE_MS);
      const done = (d: Decision) => {
        clearTimeout(timer);
        resolve(d);
      };
      waiting.set(id, { req, done });
      w.postMessage({ id, level: req.level, seed: req.seed, view: req.view, legal: req.legal });
    });
  };
}
