/**
 * What Cap-It's content hands its module (src/games/capit/content/index.ts): the demos, the
 * lesson, the lab's figures, the guide loaded apart, and presets the engine accepts.
 */
import { expect, test } from 'vitest';
import * as content from '../../../src/games/capit/content';
import { DEMOS } from '../../../src/games/capit/content/demos';
import { LESSON } from '../../../src/games/capit/content/lesson';
import { KINDS, MEASURES, TALLIES } from '../../../src/games/capit/content/measures';
import { resolveRules } from '../../../src/games/capit/engine';

test('the module members it fills: demos, lesson, measures, tallies, kinds, guide', () => {
  expect(content.demos).toBe(DEMOS);
  expect(content.lesson).toBe(LESSON);
  expect(content.measures).toBe(MEASURES);
  expect(content.tallies).toBe(TALLIES);
  expect(content.kinds).toBe(KINDS);
  expect(typeof content.guide).toBe('function');
});

test('C11, C4: the suggested presets are rules the engine accepts, the standard first', () => {
  const [standard, ...others] = content.LAB_PRESETS;
  expect(standard.rules).toEqual({});
  for (const p of content.LAB_PRESETS) expect(resolveRules(p.rules).ok).toBe(true);
  const push = others.find((p) => p.id === 'no-push');
  const twos = others.find((p) => p.id === 'plain-twos');
  expect(push?.rules).toEqual({ push: false });
  expect(twos?.rules).toEqual({ wildTwos: false });
});
