/**
 * What Cap-It's module takes from its teaching and lab content (src/games/module.ts). The
 * guide is loaded apart, so that simulations and the lab never load React.
 */
import type { ComponentType } from 'react';
import type { GuideProps } from '../../module';
import type { CapitRules } from '../engine';

/** GameScripts.demos: the push, freeing a wild, going out by a lay-off, round 5's contract. */
export { DEMOS as demos } from './demos';
/** GameScripts.lesson: the coached first round. */
export { LESSON as lesson } from './lesson';
/** GameLab.measures, GameLab.tallies and GameLab.kinds: the rules lab's Cap-It figures. */
export { KINDS as kinds, MEASURES as measures, TALLIES as tallies } from './measures';

/** GameScreens.guide: How to play, the rules in play first, then the rules reference. */
export const guide = (): Promise<ComponentType<GuideProps<CapitRules>>> =>
  import('./Guide').then((m) => m.default);

/**
 * Suggested for the rules config's `presets` (the rules owner's file): the lab's first
 * comparison is its first two presets, and these ask its Cap-It questions (is the push
 * good? what do wild 2s do to the length of a round?). The standard rules come first.
 */
export const LAB_PRESETS = [
  { id: 'standard', name: 'Standard', rules: {} },
  { id: 'no-push', name: 'No push', line: 'Every turn takes the discard.', rules: { push: false } },
  {
    id: 'plain-twos',
    name: 'Plain 2s',
    line: 'Only jokers are wild.',
    rules: { wildTwos: false },
  },
] as const;
