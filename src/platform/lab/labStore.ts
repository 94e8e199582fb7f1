/**
 * The rules lab of one game: the comparison being set up, and a run of it in Web Workers
 * (the page never freezes) that adds sums in as jobs finish and stops at any time. With no
 * Worker (tests, an old browser) the jobs run here a few deals at a time, yielding between.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { AnyModule } from '../../games/registry';
import { type Deals, emptySums, type LabSums, labJobs, mergeSums, runDeals } from './run';
import { createLabRun, type LabKit, type LabRunState, type LabStatus } from './runner';
import { checkSpec, defaultSpec, type LabSpec } from './spec';
import { type FigureRow, figureRows, toCsv } from './stats';

export type { LabStatus };

export type LabState = LabRunState<LabSpec, LabSums>;

export type LabStore = StoreApi<LabState>;

export interface LabOptions {
  /** Makes a worker; null: the deals run on this thread. */
  makeWorker?: (() => Worker) | null;
  /** Workers at once (default: the cores less one, for the page, and 4 at most). */
  workers?: number;
  /** Deals per job. */
  chunk?: number;
  /** The comparison set up at first (a lab link's, already checked); else the game's first. */
  spec?: LabSpec;
}

/** The worker of the built page, if this browser has Worker at all. */
export function pageWorker(): (() => Worker) | null {
  if (typeof Worker === 'undefined') return null;
  return () => new Worker(new URL('./labWorker.ts', import.meta.url), { type: 'module' });
}

/** The lab of any game on the platform: its deals, a few a job, under both rule sets. */
export function createLabStore(m: AnyModule, o: LabOptions = {}): LabStore {
  const chunk = o.chunk ?? 10;
  const kit: LabKit<LabSpec, Deals, LabSums, LabSums> = {
    check: (spec) => checkSpec(m, spec),
    jobs: (spec) => labJobs(spec, chunk),
    empty: () => emptySums(),
    add: (sums, _, part) => mergeSums(sums, part),
    size: ([from, to]) => to - from,
    message: (spec, [from, to, exp], id) => ({ id, spec, from, to, exp }),
    here: (spec, [from, to, exp]) => runDeals(m, spec, from, to, exp),
  };
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
  return createLabRun(kit, o.spec ?? defaultSpec(m), {
    makeWorker: o.makeWorker === undefined ? pageWorker() : o.makeWorker,
    workers: o.workers ?? Math.min(4, cores - 1),
  });
}

/** The figures of the run on show. */
export function labRows(m: AnyModule, s: Pick<LabState, 'ran' | 'sums'>): FigureRow[] {
  return s.ran ? figureRows(m, s.ran, s.sums) : [];
}

export const labCsv = (m: AnyModule, s: Pick<LabState, 'ran' | 'sums'>): string =>
  s.ran ? toCsv(s.ran, labRows(m, s)) : '';
