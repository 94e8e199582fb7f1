/**
 * A rules-lab run, written once for every game's lab: the comparison being set up, and a
 * run of it on the job pool (pool.ts: Web Workers, or this thread a few jobs a turn) whose
 * sums reach the page a tick at a time (the figures tighten as they come, and a page of
 * charts is redrawn a few times a second, never per job), with how far it got and how long
 * it took. Stop ends it at any time; a failure ends it and says why. A game brings only its
 * `LabKit`: its jobs, how one runs, and how its results add up.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Result } from '../../lib/result';
import { type Pool, runPool } from './pool';

export type LabStatus = 'idle' | 'running' | 'stopped' | 'done' | 'failed';

/** What a game's lab brings to a run: its spec `S`, jobs `J`, a job's result `P`, sums `U`. */
export interface LabKit<S, J, P, U> {
  /** The spec as the lab runs it, or why not (in a player's words). */
  check(spec: S): Result<S>;
  jobs(spec: S): J[];
  /** The sums before any job. */
  empty(spec: S): U;
  /** A job's result added into `sums` (in place). */
  add(sums: U, job: J, part: P): void;
  /** How much of the run a job is (its deals, or 1): `done` and `total` count in it. */
  size(job: J): number;
  /** What a worker is sent for a job (its worker runs it as `here` would). */
  message(spec: S, job: J, id: number): unknown;
  /** A job run on this thread. */
  here(spec: S, job: J): P;
  /** Jobs run on this thread between two yields to the page (default 1). */
  perTurn?: number;
}

export interface LabRunState<S, U> {
  spec: S;
  status: LabStatus;
  /** The spec of the run on show (the one being edited may differ). */
  ran: S | null;
  /** The sums of the run on show, as of the last tick. */
  sums: U;
  /** How much is done and in all (the kit's `size`). */
  done: number;
  total: number;
  /** Workers the run uses (0: this thread). */
  workers: number;
  startedAt: number;
  /** ms from Start to the first figures, and to the end (or the stop). */
  firstMs: number | null;
  elapsedMs: number;
  error: string | null;
  setSpec(patch: Partial<S>): void;
  start(): void;
  stop(): void;
}

export interface LabRunOptions {
  /** Makes a worker; null: the jobs run on this thread. */
  makeWorker: (() => Worker) | null;
  /** Workers at most (default: the cores less one, for the page). */
  workers?: number;
  now?: () => number;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Where a run is, in a word (its progress line starts with it). */
export const STATUS_WORDS: Readonly<Record<LabStatus, string>> = {
  idle: 'Ready',
  running: 'Simulating',
  stopped: 'Stopped',
  done: 'Done',
  failed: 'Failed',
};

/** How long a run took and where, in words: "3.2 s on 1 worker; first figures after 0.2 s". */
export function timingWords(
  s: Pick<LabRunState<object, unknown>, 'elapsedMs' | 'workers' | 'firstMs'>,
) {
  const on = s.workers > 0 ? ` on ${s.workers} worker${s.workers === 1 ? '' : 's'}` : '';
  const first = s.firstMs !== null ? `; first figures after ${secs(s.firstMs)}` : '';
  return `${secs(s.elapsedMs)}${on}${first}`;
}

/** How often the page hears of finished jobs (ms). */
export const TICK_MS = 150;

export function createLabRun<S extends object, J, P, U>(
  kit: LabKit<S, J, P, U>,
  spec: S,
  o: LabRunOptions,
): StoreApi<LabRunState<S, U>> {
  const c: Going<S, J, P, U> = {
    kit,
    o,
    now: o.now ?? (() => performance.now()),
    pool: null,
    timer: null,
    run: 0,
    finish() {
      if (c.timer !== null) clearInterval(c.timer);
      c.timer = null;
      c.pool?.stop();
      c.pool = null;
    },
  };
  return createStore<LabRunState<S, U>>()((set, get) => ({
    spec,
    status: 'idle',
    ran: null,
    sums: kit.empty(spec),
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
      startRun(c, set, get);
    },
    stop() {
      if (get().status !== 'running') return;
      c.run++;
      c.finish();
      set({ status: 'stopped', elapsedMs: c.now() - get().startedAt });
    },
  }));
}

/** A lab's runs as they go: the pool and the tick of the one going on. */
interface Going<S, J, P, U> {
  kit: LabKit<S, J, P, U>;
  o: LabRunOptions;
  now(): number;
  pool: Pool | null;
  timer: ReturnType<typeof setInterval> | null;
  /** The run going on: a job of an older one that still answers is dropped. */
  run: number;
  finish(): void;
}

type Store<S, U> = StoreApi<LabRunState<S, U>>;

/** The spec set up run (if the kit takes it): its sums reach the page a tick at a time. */
function startRun<S extends object, J, P, U>(
  c: Going<S, J, P, U>,
  set: Store<S, U>['setState'],
  get: Store<S, U>['getState'],
) {
  const { kit, o } = c;
  const checked = kit.check(get().spec);
  if (!checked.ok) return set({ error: checked.error.message });
  get().stop();
  const s = checked.value;
  const jobs = kit.jobs(s);
  const id = ++c.run;
  const t0 = c.now();
  const sums = kit.empty(s);
  const total = jobs.reduce((n, j) => n + kit.size(j), 0);
  let done = 0;
  let dirty = false;
  const flush = () => {
    if (id !== c.run || !dirty) return;
    dirty = false;
    const over = done >= total;
    set({
      sums: structuredClone(sums),
      done,
      firstMs: get().firstMs ?? c.now() - t0,
      elapsedMs: c.now() - t0,
      status: over ? 'done' : get().status,
    });
    if (over) c.finish();
  };
  set({
    status: 'running',
    ran: s,
    sums: kit.empty(s),
    done: 0,
    total,
    startedAt: t0,
    firstMs: null,
    elapsedMs: 0,
    error: null,
  });
  // Nothing to run (a kit whose spec asks for none): done at once, never left running.
  if (total === 0) return set({ status: 'done', firstMs: 0 });
  c.timer = setInterval(flush, TICK_MS);
  const pool = runPool<J, P>({
    jobs,
    make: o.makeWorker,
    message: (job, jobId) => kit.message(s, job, jobId),
    here: (job) => kit.here(s, job),
    perTurn: kit.perTurn ?? 1,
    ...(o.workers === undefined ? {} : { workers: o.workers }),
    result: (job, part) => {
      if (id !== c.run) return;
      kit.add(sums, job, part);
      done += kit.size(job);
      dirty = true;
      // The last job's figures show at once, not a tick later.
      if (done >= total) flush();
    },
    failed: (error) => {
      if (id !== c.run) return;
      c.run++;
      c.finish();
      set({ status: 'failed', error, elapsedMs: c.now() - t0 });
    },
  });
  c.pool = pool;
  set({ workers: pool.workers });
}
