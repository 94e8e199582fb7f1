/**
 * Kai, KAPOW!'s bot (the teacher of the original game), at four levels. Each sees only its
 * seat's view and legal actions; the levels differ in skill and slips, never in what they
 * see. easy: greedy habits, many slips; medium: rule-based; hard: rule-based with outs,
 * defence, the going-out test (K18) and swaps (K12); expert: hard plus search.
 */

import { item } from '../../../lib/item';
import { random, seedState } from '../../../lib/rng';
import type { Bot, BotOptions, Bots, Decision, Level } from '../../module';
import type { Action, PlayerView } from '../engine';
import { easyChoice } from './easy';
import { expertChoice } from './expert';
import { detailFor, reasonFor } from './explain';
import { factsOf, type Off } from './explainFacts';
import { context, EXPERT_STYLE, HARD, MEDIUM, type Option, rank, type Style } from './kai';
import { talkFor } from './talk';
import { type Part, type Speech, say, speech } from './words';

/**
 * `timeMs`: the expert's thinking time per decision; `voice`: Kai's words said of Kai
 * ('bot', the default) or said to the person whose seat it is, as the hint ('advice').
 */
export interface KaiOptions extends BotOptions {
  /** The expert's sampled worlds per decision instead of a time budget (repeatable). */
  iterations?: number;
}

/** The expert's worlds when asked to be repeatable: the arena's, whose strength is measured. */
export const REPEATABLE_WORLDS = 16;

/** How often each level slips (a seeded chance per decision). */
export const SLIPS: Record<Level, number> = { easy: 0.25, medium: 0.08, hard: 0, expert: 0 };

/** A number from everything the seat sees: slips and samples depend on the view alone. */
function viewHash(view: PlayerView): number {
  const s = JSON.stringify([
    view.hands,
    view.discard.length,
    view.stock,
    view.stage,
    view.drawn,
    view.round,
    view.swaps,
  ]);
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const matches = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * `seed`: the bot's own, for its table talk (said of Kai only, never in advice); `off`: the
 * move is not the best the lines show, a slip or a habit (`extra` says so) or the search's
 * choice over the first impression.
 */
function explained(
  view: PlayerView,
  style: Style,
  ranked: Option[],
  o: Option,
  v: Speech,
  seed: number,
  extra: Decision<Action>['detail'] = [],
  off: Off = null,
): Decision<Action> {
  const c = context(view, style);
  const say = v.voice === 'bot' ? talkFor(view, o, factsOf(c, o, ranked), seed) : undefined;
  return {
    action: o.action,
    reason: reasonFor(c, o, v, ranked),
    detail: [...(extra ?? []), ...detailFor(c, ranked, o, view, v, off)],
    ...(say && { say }),
  };
}

/** What Kai says of itself outside a move: said of Kai (its seat), or to the person (advice). */
function aside(v: Speech): { wait: Part[]; next: Part[]; slip: Part[]; habit: Part[] } {
  if (v.voice === 'advice')
    return {
      wait: ['Wait for your turn.'],
      next: ['Start the next round.'],
      slip: ['(A slip: this is not the best play here.)'],
      habit: ['(A simple habit: keep low cards and shed high ones; not always the best play.)'],
    };
  return {
    wait: [v.Who, ' waits for its turn.'],
    next: [v.Who, ' is ready for the next round.'],
    slip: ['(A slip: ', v.who, ' did not play its best here.)'],
    habit: [
      '(A simple habit: at this level ',
      v.who,
      ' keeps low cards and sheds high ones, not always the best play.)',
    ],
  };
}

export function createKai(level: Level, o: KaiOptions): Bot<PlayerView, Action> {
  // Decisions made so far: a table that comes round again (the same view) does not get
  // the same slip again, so two bots cannot slip into an endless loop.
  let calls = 0;
  const decide = (view: PlayerView, legal: readonly Action[]): Decision<Action> => {
    const said = aside(speech(o.voice, view.seat));
    const first = legal[0];
    if (!first) return { action: null, reason: say(...said.wait) };
    if (legal.length === 1 && first.type === 'next-round')
      return { action: first, reason: say(...said.next) };
    const rng = { rng: seedState((o.seed * 1_000_003) ^ viewHash(view) ^ (calls++ * 7919)) };
    const slip = random(rng) < SLIPS[level];
    if (level === 'expert') {
      const x = expertChoice(view, legal, o);
      return explained(
        view,
        EXPERT_STYLE,
        x.ranked,
        x.option,
        speech(o.voice, view.seat),
        o.seed,
        x.lines,
        x.ranked[0] !== x.option && (x.ranked[0]?.cost ?? 0) < x.option.cost ? 'search' : null,
      );
    }
    const style = level === 'hard' ? HARD : MEDIUM;
    const ranked = rank(view, legal, style);
    const best = item(ranked, 0, 'Kai: ranked options');
    let pick = best;
    if (level === 'easy') {
      const a = slip
        ? item(legal, Math.floor(random(rng) * legal.length), "Kai: a slip's action")
        : easyChoice(view, legal);
      pick = ranked.find((x) => matches(x.action, a)) ?? pick;
    } else if (slip && ranked[1]) pick = ranked[1];
    // Said only when the move is not the best the lines below show (a slip may hit it anyway).
    const off = pick !== best && pick.cost > best.cost;
    const note = off ? [say(...(slip ? said.slip : said.habit))] : [];
    return explained(
      view,
      style,
      ranked,
      pick,
      speech(o.voice, view.seat),
      o.seed,
      note,
      off ? 'slip' : null,
    );
  };
  return { decide };
}

export const BOTS = {
  persona: 'Kai',
  create: (level: Level, o: BotOptions) =>
    createKai(level, o.repeatable ? { ...o, iterations: REPEATABLE_WORLDS } : o),
} satisfies Bots<PlayerView, Action>;
