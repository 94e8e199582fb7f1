/**
 * Where the bots think: on the page, or in a Web Worker so that no frame waits on a
 * search. Either way a match's bots are made once per seat and kept (a bot may count its
 * own decisions), and each sees only the question: its seat's view and actions.
 */
import type { Bot, Decision, Level, Voice } from '../games/module';
import { type AnyModule, gameById } from '../games/registry';
import { isRecord } from '../lib/result';

export interface Question {
  game: string;
  /** The match (its deal and seats): the bots of one match are kept together. */
  match: string;
  seat: number;
  level: Level;
  /** Seeds the seat's bot when it is made. */
  seed: number;
  view: unknown;
  legal: readonly unknown[];
  /** The bot's thinking time per decision (ms; its game's own when not given). */
  timeMs?: number;
  /** Whom its words are said to (the hint: 'advice'); said of the bot when not given. */
  voice?: Voice;
}

export interface Thinker {
  /** The bot's decision: at once when it is thought out here and now, else promised. */
  decide(q: Question): Decision<unknown> | Promise<Decision<unknown>>;
}

/** Thinks here, with the game's module loaded by the registry. */
export function pageThinker(load = loadGame): Thinker {
  const bots = new Map<string, Bot<unknown, unknown>>();
  return {
    async decide(q) {
      const k = `${q.game}:${q.match}:${q.seat}:${q.voice ?? 'bot'}`;
      let bot = bots.get(k);
      if (!bot) {
        const m = await load(q.game);
        const { seed, timeMs, voice } = q;
        bot = m.bots.create(q.level, {
          seed,
          ...(timeMs === undefined ? {} : { timeMs }),
          ...(voice === undefined ? {} : { voice }),
        });
        bots.set(k, bot);
      }
      return bot.decide(q.view, q.legal);
    },
  };
}

async function loadGame(id: string): Promise<AnyModule> {
  const entry = gameById(id);
  if (!entry) throw new Error(`no game "${id}" on this table`);
  return entry.load();
}

/**
 * Thinks in a worker; a worker that fails or does not answer within `patienceMs` is given
 * up for good, and the page thinks instead (`onGiveUp` says so once).
 */
export function workerThinker(
  make: () => Worker,
  onGiveUp: () => void,
  patienceMs = 5000,
): Thinker {
  const page = pageThinker();
  let worker: Worker | null = null;
  let failed = false;
  let next = 0;
  const waiting = new Map<number, (d: Decision<unknown> | null) => void>();
  const giveUp = () => {
    if (failed) return;
    failed = true;
    worker?.terminate();
    for (const answer of waiting.values()) answer(null);
    waiting.clear();
    onGiveUp();
  };
  return {
    async decide(q) {
      if (!failed && !worker) {
        try {
          worker = make();
          worker.onmessage = (e: MessageEvent<unknown>) => {
            const answer = readAnswer(e.data);
            // A message that is no answer of ours: the worker is not to be trusted.
            if (!answer) return giveUp();
            waiting.get(answer.id)?.(answer.decision);
            waiting.delete(answer.id);
          };
          worker.onerror = giveUp;
        } catch {
          giveUp();
        }
      }
      if (failed || !worker) return page.decide(q);
      const id = next++;
      const w = worker;
      const d = await new Promise<Decision<unknown> | null>((answer) => {
        waiting.set(id, answer);
        const timer = setTimeout(giveUp, patienceMs);
        w.postMessage({ id, q });
        const done = waiting.get(id);
        waiting.set(id, (x) => {
          clearTimeout(timer);
          done?.(x);
        });
      });
      return d ?? page.decide(q);
    },
  };
}

/** A worker's answer, read strictly: null for anything else (the action is checked as taken). */
export function readAnswer(x: unknown): { id: number; decision: Decision<unknown> } | null {
  if (!isRecord(x) || typeof x.id !== 'number' || !isDecision(x.decision)) return null;
  return { id: x.id, decision: x.decision };
}

/** A decision's shape: its action (any: the engine reads it), its words as tokens. */
function isDecision(d: unknown): d is Decision<unknown> {
  if (!isRecord(d) || !('action' in d) || !isTokens(d.reason)) return false;
  return d.detail === undefined || (Array.isArray(d.detail) && d.detail.every(isTokens));
}

const isTokens = (x: unknown) => Array.isArray(x) && x.every(isRecord);
