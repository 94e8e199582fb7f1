/**
 * The rule demos page's reads of the store (src/games/kapaga/content/demos.ts): kept apart from selectors.ts
 * so the demos' tables load only with their page.
 */
import { DEMO_NAMES, DEMOS, type Demo, type DemoRun, runDemo } from '../../content/demos';
import type { GameState } from '../types';
import { type OpenLine, type OpenTable, openLogOf, openTableOf } from './open';

const runs = new Map<string, DemoRun>();
/** A demo played through, with its house rule as set up or toggled (cached: they are fixed). */
export function demoRun(demo: Demo, toggled: boolean): DemoRun {
  const key = `${demo.id}:${toggled}`;
  let run = runs.get(key);
  if (!run) {
    run = runDemo(demo, toggled);
    runs.set(key, run);
  }
  return run;
}

export interface DemoView {
  demo: Demo;
  toggled: boolean;
  at: number;
  last: number;
  table: OpenTable;
  lines: OpenLine[];
  /** Every step played: the promise is shown. */
  done: boolean;
  promise: string;
  /** A scripted move the toggled rule does not allow was replaced by a draw (so far). */
  replaced: boolean;
  error: string | null;
}

const views = new Map<string, DemoView>();

export function selectDemoView(s: GameState): DemoView | null {
  const { id, toggled, at } = s.demo;
  const demo = DEMOS.find((d) => d.id === id);
  if (!demo) return null;
  const run = demoRun(demo, toggled);
  const last = Math.max(0, run.games.length - 1);
  const i = Math.min(at, last);
  const key = `${demo.id}:${toggled}:${i}`;
  const cached = views.get(key);
  if (cached) return cached;
  const game = run.games[i];
  if (!game) return null;
  const view: DemoView = {
    demo,
    toggled,
    at: i,
    last,
    table: openTableOf(game, DEMO_NAMES),
    lines: openLogOf(run.games, DEMO_NAMES).filter((l) => l.step <= i),
    done: i >= last,
    promise: toggled ? demo.promise.off : demo.promise.on,
    replaced: run.replaced.some((k) => k < i),
    error: run.error,
  };
  views.set(key, view);
  return view;
}

export { DEMO_NAMES, DEMOS };
