/** The rules: the match's, the ones chosen for the next, as "a preset with these changes". */
import { LEVEL_NAMES } from '../../../../platform/plan';
import { LEVELS, type Level } from '../../bots/types';
import {
  checkRules,
  nearestPreset,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  RULE_FIELDS,
  type Rules,
  type RulesNote,
  type RulesSummary,
  resolveRules,
  rulesDiff,
} from '../../engine';
import { PRESET_BLURBS, PRESET_TITLES } from '../../ruleFieldsText';
import type { GameState } from '../types';
import { memo } from './memo';

/** The bot levels, for the new-game screen. */
export {
  LEVEL_NAMES,
  LEVELS,
  type Level,
  PRESET_BLURBS,
  PRESET_NAMES,
  PRESET_TITLES,
  PRESETS,
  type PresetName,
  RULE_FIELDS,
};

export const selectRules = (s: GameState): Rules | null => s.game?.rules ?? null;
export const selectPresetName = (s: GameState): string =>
  typeof s.record?.rules === 'string' ? s.record.rules : 'custom';

/** The rules to show on the reference page: the match's, or the ones chosen for the next. */
export function rulesFor(s: GameState): Rules {
  return s.game ? s.game.rules : s.chosenRules;
}

/** A rules config as "a preset, with these changes" (the engine's nearestPreset, kept). */
export const rulesSummary = memo(nearestPreset);

/** The rules of the game on the table, summed up (null: no game). */
export const selectGameRulesSummary = (s: GameState): RulesSummary | null =>
  s.game ? rulesSummary(s.game.rules) : null;
export const selectChosenSummary = (s: GameState): RulesSummary => rulesSummary(s.chosenRules);

const changedMemo = memo((rules: Rules): Partial<Rules> => rulesDiff(rules));
/** The rules chosen for the next match as the fields changed from the defaults (the lab's). */
export const selectHouseRules = (s: GameState): Partial<Rules> => changedMemo(s.chosenRules);

/** What the chosen rules mean for a table of `players` (errors block Start; notes inform). */
export const notesFor = memo((rules: Rules, players: number): RulesNote[] =>
  checkRules(rules, players),
);

/** The most opponents a preset allows (its maxPlayers, less the person). */
export const maxOpponents = (name: PresetName): number => PRESETS[name].maxPlayers - 1;

export const presetRules = (name: PresetName): Rules => {
  const r = resolveRules(name);
  return r.ok ? r.value : { ...PRESETS.grayzone };
};
