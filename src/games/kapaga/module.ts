/**
 * Kapaga as a game module (`src/games/module.ts`): its engine, bots, words and rules words,
 * and its table for one seat (`table`). Its screens are still its own (`screen`) until its
 * store moves onto the platform.
 */

import type { GameModule, Level } from '../module';
import { CATCH_REACTION_MS, createBot, REPEATABLE_ITERATIONS } from './bots';
import { chantsAfter } from './bots/chant';
import { DEMOS } from './demos';
import { dealt, describe } from './describe';
import type { Action, Game, PlayerView, Rules } from './engine';
import { KINDS, TALLIES } from './figures';
import { ENGINE } from './game';
import { INFO } from './info';
import { LESSON_ROUND } from './lesson';
import { PREFS, type Prefs } from './prefs';
import { RULES } from './ruleFieldsText';
import { invariant } from './sim/check';
import { SOUND_BOOK, soundsFor } from './sound/events';
import { adviceLine, CHANT_WORDS, catchBeforeLooking, narrateReason } from './words';

const CHANT = [{ kind: 'text' as const, text: CHANT_WORDS }];

const bots: GameModule<Game, Action, PlayerView, Rules>['bots'] = {
  persona: null,
  // R21: a catch only once the level has had time to notice the missing call (the same for
  // every target, person or bot); its own KAPAGA a bot calls at once.
  reactMs: (level, a) => (a.type === 'catch' ? CATCH_REACTION_MS[level] : 0),
  // R20: a bot calls its own KAPAGA at once, before anyone is asked to catch or to play on.
  urgent: (a) => a.type === 'kapaga',
  create(level: Level, o) {
    // Repeatable: the expert's fixed playouts, as its lab always played (300 iterations).
    const fixed = o.repeatable ? { iterations: REPEATABLE_ITERATIONS } : {};
    const bot = createBot(level, { seed: o.seed, timeMs: o.timeMs, ...fixed });
    // Advice is said to the person whose hand it is ("You hold ..."), every clause theirs to
    // read; a bot's reason is said in its own voice, its private clauses kept back.
    const advice = o.voice === 'advice';
    return {
      decide(view, legal) {
        const d = bot.decide(view, legal);
        const n = { names: [], you: advice ? view.seat : null };
        const why = narrateReason(d.reason, n, advice, view.seat);
        // The hint says its move as a sentence; a bot's move is the table's to say.
        const reason = advice ? adviceLine(d.action, why, legal.length === 1) : why;
        // Table talk: a bot left with two cards sometimes says so (advice never does).
        const say = !advice && chantsAfter(view, d.action, o.seed) ? CHANT : undefined;
        return { action: d.action, reason: reason ?? [], why: d.reason, ...(say && { say }) };
      },
    };
  },
};

export const MODULE: GameModule<Game, Action, PlayerView, Rules, Prefs> = {
  info: INFO,
  version: 1,
  engine: ENGINE,
  rules: RULES,
  bots,
  kinds: KINDS,
  tallies: TALLIES,
  check: invariant,
  // What the table hears of an action: its events' sounds, the round's and the match's end
  // left to the platform (it sounds them for every game).
  sounds: (_before, _a, after) =>
    soundsFor(after.events).filter((c) => c !== 'round' && c !== 'match'),
  soundBook: SOUND_BOOK,
  // The table any platform screen shows for a seat (Kapaga's own screen shows the same parts).
  table: () => import('./table').then((m) => m.default),
  prefs: PREFS,
  // How to play: the house rules in effect, then the rule book in plain words.
  guide: () => import('./table/Guide').then((m) => m.default),
  // Its own links and files from before the table (r1., k2., record text) open on the table.
  older: (nameOf) => import('./older').then((m) => m.olderReaders(nameOf)),
  // Pass and play (R20, R21): a KAPAGA call after one's turn, before hiding the cards; a
  // missing call caught before looking; nobody caught before seeing the hand they were given.
  passAndPlay: {
    afterTurn: 'Call KAPAGA! now if your hand has it.',
    beforeLooking: (a, n) => (a.type === 'catch' ? catchBeforeLooking(a.target, n) : null),
    own: (v) => v.hand,
    against: (a) => (a.type === 'catch' ? a.target : null),
  },
  describe,
  dealt,
  demos: DEMOS,
  lesson: LESSON_ROUND,
};
