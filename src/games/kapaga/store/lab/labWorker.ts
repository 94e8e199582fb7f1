/// <reference lib="webworker" />
/**
 * The rules lab's Web Worker: plays the jobs it is sent ({spec, job}) and answers each
 * with its sums. Every job is fixed by the spec alone, so any worker may take any job.
 */
import { type LabJob, runJob } from '../../sim/lab/run';
import type { LabSpec } from '../../sim/lab/spec';

self.onmessage = (e: MessageEvent<{ id: number; spec: LabSpec; job: LabJob }>) => {
  const { id, spec, job } = e.data;
  try {
    (self as unknown as Worker).postMessage({ id, result: runJob(spec, job) });
  } catch (err) {
    (self as unknown as Worker).postMessage({ id, error: String(err) });
  }
};
