/**
 * The rules lab page's own store (loaded with the page): the comparison being set up, and
 * a run of it on Web Workers (one per core the browser offers) that streams sums in as
 * jobs finish and can be stopped at any time. Figures come from src/games/kapaga/sim/lab/stats.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Pool, runPool } from '../../../../platform/lab/pool';
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

export type LabStatus = 'idle' | 'running' | 'stopped' | 'done' | 'failed';

export interface LabState {
  spec: LabSpec;
  status: LabStatus;
  /** The spec of the run on show (it may differ from the one being edited). */
  ran: LabSpec | null;
  sums: [SideSums, SideSums];
  /** Jobs done and in all. */
  done: number;
  total: number;
  workers: number;
  startedAt: number;
  /** ms from Start to the first figures, and to the end (or the stop). */
  firstMs: number | null;
  elapsedMs: number;
  error: string | null;
  setSpec(patch: Partial<LabSpec>): void;
  start(): void;
  stop(): void;
}

export type LabStore = StoreApi<LabState>;

export interface LabOptions {
  /** Makes a worker; null (tests, no Worker): the jobs run here, one at a time. */
  makeWorker?: (() => Worker) | null;
  cores?: number;
  now?: () => number;
}

/** How often the page hears of finished jobs (ms): the figures tighten as they come. */
const TICK_MS = 150;

export function createLabStore(spec: LabSpec = DEFAULT_SPEC, o: LabOptions = {}): LabStore {
  const now = o.now ?? (() => performance.now());
  let pool: Pool | null = null;
  /** Ends the run going on (its workers and its ticks). */
  let finishRun = () => {};
  let run = 0;
  const store = createStore<LabState>()((set, get) => ({
    spec,
    status: 'idle',
    ran: null,
    sums: [emptySums(), emptySums()],
    done: 0,
    total: 0,
    workers: 0,
    startedAt: 0,
    firstMs: null,
    elapsedMs: 0,
    error: null,

    setSpec(patch) {
      set({ spec: { ...get().spec, ...patch } });
    },

    start() {
      const checked = checkSpec(get().spec);
      if (!checked.ok) {
        set({ error: checked.error.message });
        return;
      }
      get().stop();
      const s = checked.value;
      const jobs = labJobs(s);
      const id = ++run;
      const t0 = now();
      const sums: [SideSums, SideSums] = [emptySums(), emptySums()];
      let done = 0;
      let dirty = false;
      let timer: ReturnType<typeof setInterval> | null = null;
      const flush = () => {
        if (id !== run || !dirty) return;
        dirty = false;
        const st = get();
        set({
          sums: [structuredClone(sums[0]), structuredClone(sums[1])],
          done,
          firstMs: st.firstMs ?? now() - t0,
          elapsedMs: now() - t0,
          status: done === jobs.length ? 'done' : st.status,
        });
        if (done === jobs.length) finish();
      };
      const finish = () => {
        if (timer !== null) clearInterval(timer);
        timer = null;
        pool?.stop();
        pool = null;
      };
      finishRun = finish;
      const take = (job: LabJob, result: SideSums) => {
        if (id !== run) return;
        mergeSums(sums[job.side], result);
        done++;
        dirty = true;
      };
      set({
        status: 'running',
        ran: s,
        sums,
        done: 0,
        total: jobs.length,
        startedAt: t0,
        firstMs: null,
        elapsedMs: 0,
        error: null,
      });
      timer = setInterval(flush, TICK_MS);
      // One core is left to the page (the table, the lab's own charts), so a comparison
      // never makes it stutter: on two cores, one worker.
      pool = runPool<LabJob, SideSums>({
        jobs,
        make: o.makeWorker ?? null,
        message: (job, jobId) => ({ id: jobId, spec: s, job }),
        here: (job) => runJob(s, job),
        perTurn: 2,
        ...(o.cores === undefined ? {} : { workers: o.cores }),
        result: take,
        failed: (error) => {
          if (id !== run) return;
          finish();
          set({ status: 'failed', error });
        },
      });
      set({ workers: pool.workers });
    },

    stop() {
      if (get().status !== 'running') return;
      run++;
      finishRun();
      set({ status: 'stopped' });
    },
  }));
  return store;
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
export { WORTH_LABELS } from '../../sim/lab/stats';
export type { FigureRow, LabSpec };
