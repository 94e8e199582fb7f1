/** La Krap as a game module (`src/games/module.ts`): everything it brings to the table. */

import { resolveFields } from '../../lib/fields';
import type { GameModule } from '../module';
import { BOTS } from './bots';
import {
  type Action,
  defaultRules,
  type Game,
  type LakrapRules,
  type PlayerView,
  RULE_FIELDS,
} from './engine';
import { check, ENGINE } from './game';
import { INFO } from './info';
import { FIELD_TEXT, RULE_GROUPS } from './rulesWords';
import { SOUND_BOOK, sounds } from './sounds';
import { dealt, describe } from './words';

/** L16: the defaults at the standard table (4); at another size, `defaultsFor`. */
const DEFAULTS = defaultRules(INFO.players.default);

export const MODULE: GameModule<Game, Action, PlayerView, LakrapRules> = {
  info: INFO,
  version: 1,
  engine: ENGINE,
  rules: {
    defaults: DEFAULTS,
    // L16: twice the players, so that each seat deals twice.
    defaultsFor: defaultRules,
    fields: RULE_FIELDS,
    resolve: (x) => resolveFields(DEFAULTS, RULE_FIELDS, x),
    text: FIELD_TEXT,
    groups: RULE_GROUPS,
    matchFields: ['rounds'],
  },
  bots: BOTS,
  check,
  describe,
  dealt,
  sounds,
  soundBook: SOUND_BOOK,
  table: () => import('./table').then((m) => m.default),
};
