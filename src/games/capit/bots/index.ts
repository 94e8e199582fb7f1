/**
 * Cap-It's bots at four levels (src/kit/levels.ts). Each sees only its seat's view and
 * legal actions; the levels differ in skill and slips, never in what they see. easy melds
 * what it sees; medium plans the contract; hard also weighs take against push by what the
 * left seat may need, keeps its wilds, frees wilds and discards what the left seat has
 * shown no use for; expert searches hard's close choices over dealt worlds (expert.ts).
 */
import type { Level } from '../../../kit/levels';
import { random, seedState } from '../../../lib/rng';
import type { Bot, BotOptions, Bots, Decision } from '../../module';
import type { Action, PlayerView } from '../engine';
import { expertChoice } from './expert';
import { detailOf, reasonOf } from './explain';
import { cardOf } from './hand';
import { type Choice, choose, rankDiscards } from './think';
import { type say, speech } from './words';

export interface CapitBotOptions extends BotOptions {
  /** The expert's worlds per searched decision instead of a time budget (repeatable). */
  iterations?: number;
}

/** The expert's worlds when asked to be repeatable (the arena's, the lab's). */
export const REPEATABLE_WORLDS = 12;

/** How often each level lets a discard slip (a seeded chance per discard). */
export const SLIPS: Record<Level, number> = { easy: 0.2, medium: 0.05, hard: 0, expert: 0 };

/** A number from everything the seat sees: slips depend on the view alone. */
export function viewHash(view: PlayerView): number {
  const s = JSON.stringify([
    view.hand,
    view.discard.length,
    view.turnsPlayed,
    view.round,
    view.stage,
    view.table.length,
  ]);
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A discard other than the best, as a slip: any listed discard of another card. */
function slipped(view: PlayerView, legal: readonly Action[], c: Choice, r: number): Choice {
  const others = rankDiscards(view, legal, 'medium').filter(
    (x) =>
      x.action.type === 'discard' && c.action.type === 'discard' && x.action.card !== c.action.card,
  );
  const pick = others[Math.floor(r * others.length)];
  if (pick?.action.type !== 'discard') return c;
  return {
    action: pick.action,
    why: { k: 'discard', card: cardOf(pick.action.card), for: 'slip', short: 0 },
  };
}

export function createCapitBot(level: Level, o: CapitBotOptions): Bot<PlayerView, Action> {
  let calls = 0;
  const v0 = speech(o.voice, 0);
  const decide = (view: PlayerView, legal: readonly Action[]): Decision<Action> => {
    const v = speech(o.voice, view.seat);
    const first = legal[0];
    if (!first)
      return { action: null, reason: reasonOf(view, { k: 'wait' }, v), why: { k: 'wait' } };
    if (first.type === 'next-round')
      return { action: first, reason: reasonOf(view, { k: 'next' }, v), why: { k: 'next' } };
    const rng = { rng: seedState((o.seed * 1_000_003) ^ viewHash(view) ^ (calls++ * 7919)) };
    let lines: ReturnType<typeof say>[] = [];
    let c: Choice;
    if (level === 'expert') {
      const x = expertChoice(view, legal, o);
      c = x.choice;
      lines = x.lines;
    } else {
      c = choose(view, legal, level);
      const r = random(rng);
      if (c.action.type === 'discard' && r < SLIPS[level])
        c = slipped(view, legal, c, r / SLIPS[level]);
    }
    void v0;
    return {
      action: c.action,
      reason: reasonOf(view, c.why, v),
      detail: detailOf(view, c, v, lines),
      why: c.why,
    };
  };
  return { decide };
}

export const BOTS = {
  persona: null,
  create: (level: Level, o: BotOptions) =>
    createCapitBot(level, o.repeatable ? { ...o, iterations: REPEATABLE_WORLDS } : o),
} satisfies Bots<PlayerView, Action>;
