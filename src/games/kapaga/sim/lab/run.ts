/**
 * The rules lab's work, cut into jobs of a few units each: the page hands them to Web
 * Workers, `npm run simulate` to worker threads, a test runs them in one thread. Every job
 * is fixed by the spec alone, and its sums are exact, so the numbers never depend on how
 * many workers ran them, nor in what order.
 */
import { type Experiment, playUnit, unitsOf } from './play';
import { type LabSpec, sideRules } from './spec';
import { addUnit, emptySums, type SideSums } from './stats';

export interface LabJob {
  side: 0 | 1;
  exp: Experiment;
  from: number;
  to: number;
}

export const JOB_UNITS = 8;

/** Every job of a comparison, A and B side by side, the main figures first. */
export function labJobs(spec: LabSpec): LabJob[] {
  const out: LabJob[] = [];
  const exps: Experiment[] = ['main', 'skill', 'worth'];
  // Interleaved by position, so the first figures of every experiment come early.
  const max = Math.max(...exps.map((e) => unitsOf(spec, e)));
  for (let from = 0; from < max; from += JOB_UNITS)
    for (const exp of exps) {
      const units = unitsOf(spec, exp);
      if (from >= units) continue;
      for (const side of [0, 1] as const)
        out.push({ side, exp, from, to: Math.min(units, from + JOB_UNITS) });
    }
  return out;
}

/** Play one job: the sums of its units. */
export function runJob(spec: LabSpec, job: LabJob): SideSums {
  const rules = sideRules(spec, job.side);
  const sums = emptySums();
  for (let k = job.from; k < job.to; k++) addUnit(sums, job.exp, playUnit(spec, rules, job.exp, k));
  return sums;
}
