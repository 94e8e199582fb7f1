/** Every rule demo plays and ends in the state its explanation promises (issue 5). */
import { describe, expect, test } from 'vitest';
import { DEMOS, demoEnd, RULE_NAMES, runDemo } from '../../../../src/games/kapaga/content/demos';

describe('rule demos', () => {
  test.each(DEMOS.map((d) => [d.id, d] as const))('%s: plays to what it promises', (_, d) => {
    const run = runDemo(d);
    expect(run.error).toBeNull();
    expect(run.replaced).toEqual([]); // every step is legal as the demo is set up
    expect(run.games.length).toBe(d.steps.length + 1);
    expect(d.check.on(demoEnd(run)), d.promise.on).toBe(true);
  });

  test.each(DEMOS.filter((d) => d.toggle).map((d) => [d.id, d] as const))(
    '%s: with its house rule toggled, the difference shows',
    (_, d) => {
      const run = runDemo(d, true);
      expect(run.error).toBeNull();
      expect(d.check.off(demoEnd(run)), d.promise.off).toBe(true);
    },
  );
});

test('a demo without a house rule (the Joker) plays the same when "toggled"', () => {
  const joker = DEMOS.find((d) => d.id === 'joker');
  expect(joker?.toggle).toBeNull();
  if (joker) expect(demoEnd(runDemo(joker, true))).toEqual(demoEnd(runDemo(joker)));
});

/**
 * Regression (issue 19): the demos read "Ann's 2H ... 2C" and "R12z". A player reads card
 * faces (the table's card words) and the rule's name, never a code or a rule id.
 */
test.each(DEMOS.map((d) => [d.id, d] as const))('%s: in card faces and rule names', (_, d) => {
  for (const t of [d.title, d.rules, d.explain, d.promise.on, d.promise.off]) {
    expect(t, t).not.toMatch(/\b(10|[2-9TJQKA])[SHDC]\b|\bJK\b/);
    expect(t, t).not.toMatch(/\bR\d+/);
  }
});

test("the rule names are the rule book's, by id", () => {
  expect(RULE_NAMES.R12z).toBe('Zombie 2s');
  expect(DEMOS.find((d) => d.id === 'zombie-twos')?.rules).toBe('Zombie 2s');
  expect(DEMOS.find((d) => d.id === 'two-on-five')?.rules).toBe(
    `${RULE_NAMES.R12}; ${RULE_NAMES.R18}`,
  );
});
