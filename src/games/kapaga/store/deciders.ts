/**
 * How a bot's decision is obtained: directly (tests, jsdom, cheap levels) or, for the expert
 * in the browser, through the table's thinker, in a Web Worker so no frame waits on it.
 * Either way the bot gets only its playerView and its legal actions.
 */
import type { Thinker } from '../../../platform/thinker';
import { createBot } from '../bots';
import type { Bot, BotOptions, Decision, Level } from '../bots/types';
import type { Action, PlayerView } from '../engine';
import { INFO } from '../info';
import { isReason } from '../words';

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

/**
 * The expert thinks through the table's thinker (src/platform/thinker.ts: a Web Worker, or
 * the page once the worker fails or falls silent, which the thinker tells the player once);
 * the other levels are quick enough to call directly. The thinker's answer carries Kapaga's
 * own reason (`why`), which the table's words are made from.
 */
export function thinkerDecider(thinker: Thinker): Decide {
  const direct = directDecider();
  return (req) => {
    if (req.level !== 'expert') return direct(req);
    return Promise.resolve(
      thinker.decide({
        game: INFO.id,
        // The bots of one seat's seed are kept together, as the direct decider keeps them.
        match: String(req.seed),
        seat: req.view.seat,
        level: req.level,
        seed: req.seed,
        view: req.view,
        legal: req.legal,
      }),
    ).then((d) => {
      const action = req.legal.find((a) => JSON.stringify(a) === JSON.stringify(d.action));
      // An answer that is not one of the seat's actions is thought out here instead.
      if (d.action !== null && !action) return direct(req) as Decision;
      return { action: action ?? null, reason: isReason(d.why) ? d.why : [] };
    });
  };
}
