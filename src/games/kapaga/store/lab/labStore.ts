/**
 * Kapaga's rules lab (loaded with its page): the comparison being set up and a run of it,
 * the platform's (src/platform/lab/runner.ts) over Kapaga's jobs: the main figures, the skill
 * probe and card worth, each side's units summed apart. Figures come from
 * src/games/kapaga/sim/lab/stats.
 */
import type { StoreApi } from 'zustand/vanilla';
import {
  createLabRun,
  type LabKit,
  type LabRunState,
  type LabStatus,
} from '../../../../platform/lab/runner';
import { type LabJob, labJobs, runJob } from '../../sim/lab/run';
import { checkSpec, DEFAULT_SPEC, type LabSpec } from '../../sim/lab/spec';
import {
  emptySums,
  type FigureRow,
  figureRows,
  mergeSums,
  progress,
  type SideSums,
  toCsv,
} from '../../sim/lab/stats';

export type { LabStatus };

export type LabState = LabRunState<LabSpec, [SideSums, SideSums]>;

export type LabStore = StoreApi<LabState>;

export interface LabOptions {
  /** Makes a worker; null (tests, no Worker): the jobs run here, one at a time. */
  makeWorker?: (() => Worker) | null;
  cores?: number;
  now?: () => number;
}

/** Kapaga's lab: its jobs (an experiment's units on one side), summed side by side. */
const KIT: LabKit<LabSpec, LabJob, SideSums, [SideSums, SideSums]> = {
  check: checkSpec,
  jobs: labJobs,
  empty: () => [emptySums(), emptySums()],
  add: (sums, job, part) => mergeSums(sums[job.side], part),
  size: () => 1,
  message: (spec, job, id) => ({ id, spec, job }),
  here: runJob,
  perTurn: 2,
};

/** One core is left to the page (the table, the lab's own charts): on two cores, one worker. */
export function createLabStore(spec: LabSpec = DEFAULT_SPEC, o: LabOptions = {}): LabStore {
  return createLabRun(KIT, spec, {
    makeWorker: o.makeWorker ?? null,
    ...(o.cores === undefined ? {} : { workers: o.cores }),
    ...(o.now === undefined ? {} : { now: o.now }),
  });
}

/** The figures of the run on show (memoized on its sums). */
let last: { sums: LabState['sums']; ran: LabSpec; rows: FigureRow[] } | null = null;
const NO_ROWS: FigureRow[] = [];
export function selectLabRows(s: LabState): FigureRow[] {
  if (!s.ran) return NO_ROWS;
  if (last && last.sums === s.sums && last.ran === s.ran) return last.rows;
  last = { sums: s.sums, ran: s.ran, rows: figureRows(s.ran, s.sums) };
  return last.rows;
}

export const selectLabProgress = (s: LabState): number => (s.ran ? progress(s.ran, s.sums) : 0);

/** The figures of the run on show as CSV (the same rows as the page and the command line). */
export const labCsv = (s: LabState): string => (s.ran ? toCsv(s.ran, selectLabRows(s)) : '');

export { DEFAULT_SPEC, LAB_LEVELS } from '../../sim/lab/spec';
export type { FigureRow, LabSpec };
