/**
 * Kapaga's expert searches through the table's search (src/platform/search.ts `bandit`): the
 * same decisions and reasons, position for position, as when it kept its own UCB1 loop
 * (tests/games/kapaga/bots/expertDecisions.ts made the fixture from that code).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { expertAnswers } from './expertDecisions';

const BEFORE = JSON.parse(
  readFileSync(new URL('../../../fixtures/bots/kapaga-expert.json', import.meta.url), 'utf8'),
);

test('the expert decides and explains 164 seeded positions (123 searched) exactly as before', () => {
  const now = expertAnswers();
  expect(now).toHaveLength(164);
  expect(now.filter((x) => JSON.stringify(x.reason).includes('simulated'))).toHaveLength(123);
  expect(JSON.parse(JSON.stringify(now))).toEqual(BEFORE);
});
