import { describe, expect, it } from 'vitest';
import { PRESETS, RULE_FIELDS, RULE_KEYS, resolveRules } from '../../src/games/kapaga/engine';
import { FIELD_TEXT, RULE_GROUPS, RULES } from '../../src/games/kapaga/ruleFieldsText';
import { MODULE as KAPOW } from '../../src/games/kapow/module';
import {
  changesFrom,
  fieldOrder,
  fieldValues,
  notesOf,
  parseField,
  valueLabel,
} from '../../src/kit/rulesWords';

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
      for (const v of fieldValues(RULES, f)) expect(valueLabel(RULES, f, v)).not.toBe(String(v));
    }
    expect(valueLabel(RULES, 'stackTwos', false)).toBe('Off');
  });

  it.each([
    ['handSize', '6', { ok: true, value: 6 }],
    ['handSize', '0', { ok: false }],
    ['handSize', '16', { ok: false }],
    ['handSize', '5.5', { ok: false }],
    ['eliminationScore', ' 1500 ', { ok: true, value: 1500 }],
    ['recyclePenalty', '', { ok: false }],
  ] as const)('%s typed as %j', (field, text, want) => {
    expect(parseField(RULES, field, text)).toMatchObject(want);
  });

  it('says what changed from a preset, in words', () => {
    const r = resolveRules({ zombieTwos: false, eights: 'suit' });
    if (!r.ok) throw new Error(r.error.message);
    expect(changesFrom(RULES, r.value, PRESETS.grayzone)).toEqual([
      { field: 'zombieTwos', label: 'Zombie 2s', value: 'Off' },
      { field: 'eights', label: '8s call', value: 'A suit only' },
    ]);
  });
});

describe("any game's rules in words (the table's, over each game's config)", () => {
  it("Kapaga's notes are its engine's checkRules, for the table's size", () => {
    // R22: nine players with 8 cards each need 73 cards; one deck of 54 cannot deal them.
    const notes = notesOf(RULES, { ...PRESETS.grayzone, handSize: 8 }, 9);
    expect(notes.filter((n) => n.level === 'error').map((n) => n.field)).toEqual(['handSize']);
    expect(notesOf(RULES, PRESETS.grayzone, 4).filter((n) => n.level === 'error')).toEqual([]);
    // Rules the game cannot read say nothing here: the start refuses them in words.
    expect(notesOf(RULES, { handSize: 99 }, 4)).toEqual([]);
  });

  it('KAPOW! groups every field once, and a game without groups keeps its fields in order', () => {
    expect([...fieldOrder(KAPOW.rules)].sort()).toEqual(Object.keys(KAPOW.rules.fields).sort());
    expect(new Set(fieldOrder(KAPOW.rules)).size).toBe(Object.keys(KAPOW.rules.fields).length);
    const flat = { ...KAPOW.rules, groups: undefined };
    expect(fieldOrder(flat)).toEqual(Object.keys(KAPOW.rules.fields));
    expect(notesOf(KAPOW.rules, { rounds: 1 }, 4)).toEqual([]);
  });

  it('a number is typed, checked against its own range, and named when wrong', () => {
    expect(parseField(KAPOW.rules, 'kapowPenalty', '40')).toEqual({ ok: true, value: 40 });
    expect(parseField(KAPOW.rules, 'rounds', '21')).toEqual({
      ok: false,
      message: 'Rounds in a match: a whole number from 1 to 20.',
    });
    expect(parseField(KAPOW.rules, 'goingOutPenalty', '2')).toMatchObject({ ok: false });
  });
});
