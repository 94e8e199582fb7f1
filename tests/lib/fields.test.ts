/** The one checker of rules fields (src/lib/fields.ts), lists and records included. */
import { describe, expect, test } from 'vitest';
import { type FieldSpec, fieldOk, resolveFields, sameValue } from '../../src/lib/fields';

/** Cap-It's contracts (CAPIT.md C6): a list of rounds, each a list of melds. */
const MELD: FieldSpec = {
  kind: 'record',
  fields: {
    kind: { kind: 'enum', values: ['set', 'run'] },
    length: { kind: 'int', min: 3, max: 13 },
  },
};
const CONTRACTS: FieldSpec = {
  kind: 'list',
  min: 1,
  max: 10,
  item: { kind: 'list', min: 1, max: 4, item: MELD },
};
const set3 = { kind: 'set', length: 3 };
const run4 = { kind: 'run', length: 4 };

describe('list and record fields', () => {
  test('a list of lists of records is checked all the way down, within its bounds', () => {
    expect(
      fieldOk(CONTRACTS, [
        [set3, set3],
        [set3, run4],
      ]),
    ).toBe(true);
    expect(fieldOk(CONTRACTS, [])).toBe(false); // fewer than min
    expect(fieldOk(CONTRACTS, [[]])).toBe(false); // a round with no meld
    expect(fieldOk(CONTRACTS, [[{ kind: 'set', length: 2 }]])).toBe(false);
    expect(fieldOk(CONTRACTS, [[{ kind: 'pair', length: 3 }]])).toBe(false);
    expect(fieldOk(CONTRACTS, [[{ kind: 'set' }]])).toBe(false); // a part missing
    expect(fieldOk(CONTRACTS, [[{ ...set3, wild: true }]])).toBe(false); // a part too many
    expect(
      fieldOk(
        CONTRACTS,
        Array.from({ length: 11 }, () => [set3]),
      ),
    ).toBe(false);
  });

  test('any JSON value is refused without a throw: own toString, __proto__, deep nesting', () => {
    const junk: unknown[] = [
      null,
      1,
      'x',
      true,
      {},
      { toString: 1 },
      JSON.parse('[[{"__proto__":{"kind":"set"},"length":3}]]'),
      [[{ kind: { toString: 1 }, length: 3 }]],
      [[{ kind: 'set', length: { valueOf: 3 } }]],
    ];
    let deep: unknown = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    junk.push(deep);
    for (const x of junk) expect(fieldOk(CONTRACTS, x)).toBe(false);
  });

  test('resolveFields names what is wrong in a list field', () => {
    const r = resolveFields({ contracts: [[set3]] }, { contracts: CONTRACTS }, { contracts: [[]] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/contracts.*a list of 1 to 10/);
    const fine = resolveFields(
      { contracts: [[set3]] },
      { contracts: CONTRACTS },
      { contracts: [[run4]] },
    );
    expect(fine.ok && fine.value.contracts).toEqual([[run4]]);
  });

  test('values alike by what they hold, not by identity', () => {
    expect(sameValue([[set3]], [[{ length: 3, kind: 'set' }]])).toBe(true);
    expect(sameValue([[set3]], [[run4]])).toBe(false);
    expect(sameValue([set3], [set3, set3])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue(1, 1)).toBe(true);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });
});
