/**
 * Any game's presets on the table: the preset nearest a set of rules, in words (the kit's
 * rulesWords.ts words the values and the changes).
 */
import type { AnyModule } from '../games/registry';
import { changesFrom, type RuleChange } from '../kit/rulesWords';

export type Rules = Record<string, unknown>;
/** Any game's rules config (`GameModule.rules`). */
export type RulesOf = AnyModule['rules'];

/** One of a game's presets (its named rule sets). */
export type Preset = NonNullable<RulesOf['presets']>[number];

/**
 * The game's preset nearest `rules`: the one they change the fewest fields of (the first on
 * a tie), with those fields. Null for a game without presets, or rules it cannot read.
 */
export function nearestPreset(
  c: RulesOf,
  rules: unknown,
): { preset: Preset; changes: RuleChange[] } | null {
  const own = c.resolve(rules);
  if (!own.ok) return null;
  const near = (c.presets ?? [])
    .flatMap((preset) => {
      const base = c.resolve(preset.rules);
      return base.ok ? [{ preset, changes: changesFrom(c, own.value, base.value) }] : [];
    })
    .sort((a, b) => a.changes.length - b.changes.length)[0];
  return near ?? null;
}
