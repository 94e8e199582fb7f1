/**
 * What La Krap's teaching and lab bring to its module (module.ts wires them in):
 *   guide: guide, demos: DEMOS, lesson: LESSON, measures: MEASURES, tallies: TALLIES,
 *   kinds: KINDS.
 * Nothing here loads React but the guide, and that only when it is opened.
 */
import type { ComponentType } from 'react';
import type { GuideProps } from '../../module';
import type { LakrapRules } from '../engine';

/** GameScripts.demos: `demos: DEMOS`. */
export { DEMOS } from './demos';
/** GameScripts.lesson: `lesson: LESSON`. */
export { LESSON } from './lesson';
/** GameLab.measures, GameLab.tallies, GameLab.kinds: `measures: MEASURES, tallies: TALLIES, kinds: KINDS`. */
export { KINDS, MEASURES, TALLIES } from './measures';

/** GameScreens.guide: `guide` (How to play, loaded apart when it is opened). */
export const guide = (): Promise<ComponentType<GuideProps<LakrapRules>>> =>
  import('./Guide').then((m) => m.default);
