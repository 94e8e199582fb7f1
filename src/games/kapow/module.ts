/** KAPOW! as a game module (`src/games/module.ts`): everything it brings to the table. */
import type { GameModule } from '../module';
import { BOTS } from './bots';
import { DEMOS } from './content/demos';
import { LESSON } from './content/lesson';
import {
  type Action,
  DEFAULT_RULES,
  type Game,
  type KapowRules,
  type PlayerView,
  RULE_FIELDS,
  resolveRules,
} from './engine';
import { check, ENGINE } from './game';
import { INFO } from './info';
import { KINDS, MEASURES } from './measures';
import { PREFS, type Prefs } from './prefs';
import { FIELD_TEXT, RULE_GROUPS } from './rulesWords';
import { SOUND_BOOK, sounds } from './sounds';
import { describe } from './words';

export const MODULE: GameModule<Game, Action, PlayerView, KapowRules, Prefs> = {
  info: INFO,
  version: 1,
  engine: ENGINE,
  rules: {
    defaults: DEFAULT_RULES,
    fields: RULE_FIELDS,
    resolve: resolveRules,
    text: FIELD_TEXT,
    groups: RULE_GROUPS,
    // K19: the number of rounds is the match's length; each round plays the same without it.
    matchFields: ['rounds'],
  },
  bots: BOTS,
  check,
  describe,
  sounds,
  soundBook: SOUND_BOOK,
  measures: MEASURES,
  kinds: KINDS,
  table: () => import('./table').then((m) => m.default),
  prefs: PREFS,
  // How to play: the game in a player's words with card pictures, the tips, the rule book.
  guide: () => import('./table/Guide').then((m) => m.default),
  demos: DEMOS,
  lesson: LESSON,
};
