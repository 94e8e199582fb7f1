/**
 * A match in a question's words (src/platform/plan.ts `matchWords`): the person's own against
 * the others, everyone's when people share the device, the bots' when only bots play.
 */
import { expect, test } from 'vitest';
import { matchWords, sayNames } from '../../src/platform/plan';

const person = (name: string) => ({ kind: 'person' as const, name });
const bot = (name: string) => ({ kind: 'bot' as const, level: 'easy' as const, name });

test('names are listed as said', () => {
  expect(sayNames([])).toBe('');
  expect(sayNames(['Ann'])).toBe('Ann');
  expect(sayNames(['Ann', 'Bea'])).toBe('Ann and Bea');
  expect(sayNames(['Ann', 'Bea', 'Kai'])).toBe('Ann, Bea and Kai');
});

test('a match is named by who plays it', () => {
  expect(matchWords([person('You'), bot('Bot 1'), bot('Bot 2')])).toBe(
    'your match against Bot 1 and Bot 2',
  );
  expect(matchWords([bot('Kai'), person('You')])).toBe('your match against Kai');
  expect(matchWords([person('Ann'), person('Bea'), bot('Kai')])).toBe(
    'the match of Ann, Bea and Kai',
  );
  expect(matchWords([bot('Kai 1'), bot('Kai 2')])).toBe('the bots’ match');
});
