import { describe, expect, it } from 'vitest';
import { PRESETS, RULE_FIELDS, RULE_KEYS, resolveRules } from '../../src/games/kapaga/engine';
import {
  changesFrom,
  FIELD_TEXT,
  fieldValues,
  parseIntField,
  RULE_GROUPS,
  valueLabel,
} from '../../src/games/kapaga/ui/ruleFields';

describe('the house rules in words', () => {
  it('every field of the rules config is in exactly one group, with a line and an example', () => {
    const grouped = RULE_GROUPS.flatMap((g) => g.fields);
    expect([...grouped].sort()).toEqual([...RULE_KEYS].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    for (const f of RULE_KEYS) {
      expect(FIELD_TEXT[f].line.length).toBeGreaterThan(10);
      expect(FIELD_TEXT[f].example.length).toBeGreaterThan(5);
    }
  });

  it('every value of every choice field has a name', () => {
    for (const f of RULE_KEYS) {
      const spec = RULE_FIELDS[f];
      if (spec.kind !== 'enum') continue;
      for (const v of fieldValues(f)) expect(valueLabel(f, v as never)).not.toBe(String(v));
    }
    expect(valueLabel('stackTwos', false)).toBe('Off');
  });

  it.each([
    ['handSize', '6', { ok: true, value: 6 }],
    ['handSize', '0', { ok: false }],
    ['handSize', '16', { ok: false }],
    ['handSize', '5.5', { ok: false }],
    ['eliminationScore', ' 1500 ', { ok: true, value: 1500 }],
    ['recyclePenalty', '', { ok: false }],
  ] as const)('%s typed as %j', (field, text, want) => {
    expect(parseIntField(field, text)).toMatchObject(want);
  });

  it('says what changed from a preset, in words', () => {
    const r = resolveRules({ zombieTwos: false, eights: 'suit' });
    if (!r.ok) throw new Error(r.error.message);
    expect(changesFrom(r.value, PRESETS.grayzone)).toEqual([
      { field: 'zombieTwos', label: 'Zombie 2s', value: 'Off' },
      { field: 'eights', label: '8s call', value: 'A suit only' },
    ]);
  });
});
