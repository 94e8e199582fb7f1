/** Cap-It as a game module (`src/games/module.ts`): everything it brings to the table. */
import type { GameModule } from '../module';
import { BOTS } from './bots';
import { demos, guide, kinds, LAB_PRESETS, lesson, measures, tallies } from './content';
import {
  type Action,
  type CapitRules,
  DEFAULT_RULES,
  type Game,
  type PlayerView,
  resolveRules,
} from './engine';
import { ENGINE } from './game';
import { INFO } from './info';
import { PREFS, type Prefs } from './prefs';
import { checkRules, FIELD_TEXT, FIELDS, RULE_GROUPS } from './rulesWords';
import { invariant } from './sim/check';
import { SOUND_BOOK, sounds } from './sounds';
import { dealt, describe } from './words';

export const MODULE: GameModule<Game, Action, PlayerView, CapitRules, Prefs> = {
  info: INFO,
  version: 1,
  engine: ENGINE,
  rules: {
    defaults: DEFAULT_RULES,
    fields: FIELDS,
    resolve: resolveRules,
    text: FIELD_TEXT,
    groups: RULE_GROUPS,
    check: checkRules,
    // C16: the number of rounds is the match's length; each round plays the same without it.
    matchFields: ['rounds'],
    // The lab's Cap-It questions: is the push good? what do wild 2s do to a round?
    presets: LAB_PRESETS,
  },
  bots: BOTS,
  check: invariant,
  describe,
  dealt,
  sounds,
  soundBook: SOUND_BOOK,
  table: () => import('./table').then((m) => m.default),
  prefs: PREFS,
  // How to play: the rules in play, the game in a player's words with card pictures, C1-C16.
  guide,
  demos,
  lesson,
  measures,
  tallies,
  kinds,
};
