/// <reference lib="webworker" />
/**
 * The bots' Web Worker: answers {id, level, seed, view, legal} with the bot's Decision.
 * It sees exactly what the bot would in the page: its playerView and its legal actions.
 */
import { createBot } from '../bots';
import type { Bot } from '../bots/types';
import type { DecideRequest, WorkerReply } from './deciders';

const bots = new Map<string, Bot>();

self.onmessage = (e: MessageEvent<DecideRequest & { id: number }>) => {
  const { id, level, seed, view, legal } = e.data;
  let reply: WorkerReply;
  try {
    const key = `${level}:${seed}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = createBot(level, { seed });
      bots.set(key, bot);
    }
    reply = { id, decision: bot.decide(view, legal) };
  } catch (err) {
    reply = { id, error: String(err) };
  }
  (self as unknown as { postMessage(m: WorkerReply): void }).postMessage(reply);
};
