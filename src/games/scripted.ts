/**
 * The scripted plays a game may bring (module.ts `demos`, `lesson`): a table laid out by the
 * game's own setup, then actions one by one, each with its words. The platform plays them on
 * the game's own table (its demos and lesson screens).
 */
import type { Token } from '../lib/tokens';

/** One scripted action and its caption. */
export interface DemoStep<A> {
  /** The action played; a test proves it is one of the engine's legal actions at its point. */
  action: A;
  /** What the action shows, said as the step plays (the caption). */
  say: readonly Token[];
}

/**
 * A demo: a table laid out by the game's own setup, then actions played one by one with a
 * caption each, watched from seat 0's view on the game's own table.
 */
export interface Demo<G, A> {
  /** Stable within the game (links, tests). */
  id: string;
  title: string;
  /** One line: what it shows (the demos list). */
  shows: string;
  /** The table it starts from (a fresh game each call, laid out by the game's setup). */
  start(): G;
  /** The caption before the first step. */
  intro: readonly Token[];
  steps: readonly DemoStep<A>[];
  /**
   * Every hand face up (the engine's open view), for a demo about what each seat holds;
   * absent: seat 0's own view.
   */
  open?: boolean;
  /** The seats' names the captions use (a demo's story names them); absent: You and the others. */
  names?: readonly string[];
  /**
   * The same demo under a house rule changed (optional): the change in words ("Stacking 2s:
   * off"), then the table it starts from and the steps it plays under it (a step the rule
   * no longer allows replaced as the game decides, and said so in its caption).
   */
  changed?: { rule: string; start(): G; steps: readonly DemoStep<A>[] };
}

/** One step of a lesson: the person's seat acts (coached), or another seat plays itself. */
export interface LessonStep<A> extends DemoStep<A> {
  /**
   * 'coach': `say` tells the person what to do and why, and the lesson waits for `action`;
   * 'auto': `action` plays by itself after a pause, `say` tells what it did;
   * 'watch': `say` tells what is about to happen, and `action` plays when the person asks
   * (Next).
   */
  who: 'coach' | 'auto' | 'watch';
  /** Coach steps: said kindly when another legal action is tried (else a general line). */
  hint?: readonly Token[];
  /** Coach steps: any legal action is fine here (the script goes on from what was made). */
  any?: boolean;
  /**
   * Coach steps: where to look, matched against the `data-coach` attributes a game's table
   * may put on its controls. Optional: the words in `say` must name the place anyway.
   */
  target?: string;
}

/** A scripted first round: the person plays seat `seat`, coached, then a normal match. */
export interface Lesson<G, A> {
  /** The person's seat. */
  seat: number;
  /** The other seats' names the coach uses (its story names them); absent: the table's own. */
  names?: readonly string[];
  /** The table it starts from (a fresh game each call, laid out by the game's setup). */
  start(): G;
  /** The coach's first words, before the first step. */
  intro: readonly Token[];
  steps: readonly LessonStep<A>[];
  /** The last words (what was learnt), before handing over to a normal match. */
  end: readonly Token[];
}
