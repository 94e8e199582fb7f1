/**
 * The rules lab of one game: the comparison being set up, and a run of it in Web Workers
 * (the page never freezes) that adds sums in as jobs finish and stops at any time. With no
 * Worker (tests, an old browser) the jobs run here a few deals at a time, yielding between.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AnyModule } from '../../games/registry';
import { type Pool, runPool } from './pool';
import { emptySums, type LabSums, mergeSums, runDeals } from './run';
import { checkSpec, defaultSpec, type LabSpec } from './spec';
import { type FigureRow, figureRows, toCsv } from './stats';

export type LabStatus = 'idle' | 'running' | 'stopped' | 'done' | 'failed';

export interface LabState {
  spec: LabSpec;
  status: LabStatus;
  /** The spec of the run on show (the one being edited may differ). */
  ran: LabSpec | null;
  sums: LabSums | null;
  /** Deals done (each played under both rule sets) and in all. */
  done: number;
  total: number;
  error: string | null;
  setSpec(patch: Partial<LabSpec>): void;
  start(): void;
  stop(): void;
}

export type LabStore = StoreApi<LabState>;

export interface LabOptions {
  /** Makes a worker; null: the deals run on this thread. */
  makeWorker?: (() => Worker) | null;
  /** Workers at once (default: the cores less one, for the page). */
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

export function createLabStore(m: AnyModule, o: LabOptions = {}): LabStore {
  let pool: Pool | null = null;
  let run = 0;
  const chunk = o.chunk ?? 10;
  const nm = m.measures?.length ?? 0;

  return createStore<LabState>()((set, get) => {
    const finish = () => {
      pool?.stop();
      pool = null;
    };
    return {
      spec: o.spec ?? defaultSpec(m),
      status: 'idle',
      ran: null,
      sums: null,
      done: 0,
      total: 0,
      error: null,
      setSpec(patch) {
        set({ spec: { ...get().spec, ...patch } });
      },
      start() {
        const checked = checkSpec(m, get().spec);
        if (!checked.ok) return set({ error: checked.error.message });
        get().stop();
        const spec = checked.value;
        const id = ++run;
        const jobs: [number, number][] = [];
        for (let f = 0; f < spec.rounds; f += chunk)
          jobs.push([f, Math.min(spec.rounds, f + chunk)]);
        let sums = emptySums(spec.players, nm);
        set({ status: 'running', ran: spec, sums, done: 0, total: spec.rounds, error: null });
        const take = (part: LabSums) => {
          if (id !== run) return;
          sums = structuredClone(sums);
          mergeSums(sums, part);
          const done = sums.deals;
          set({ sums, done, status: done >= spec.rounds ? 'done' : 'running' });
          if (done >= spec.rounds) finish();
        };
        const make = o.makeWorker === undefined ? pageWorker() : o.makeWorker;
        const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
        pool = runPool<[number, number], LabSums>({
          jobs,
          make,
          message: ([from, to], jobId) => ({ id: jobId, spec, from, to }),
          here: ([from, to]) => runDeals(m, spec, from, to),
          workers: o.workers ?? Math.min(4, cores - 1),
          result: (_, part) => take(part),
          failed: (error) => {
            if (id !== run) return;
            run++;
            set({ status: 'failed', error });
          },
        });
      },
      stop() {
        if (get().status !== 'running') return;
        run++;
        finish();
        set({ status: 'stopped' });
      },
    };
  });
}

/** The figures of the run on show. */
export function labRows(m: AnyModule, s: Pick<LabState, 'ran' | 'sums'>): FigureRow[] {
  return s.ran && s.sums ? figureRows(m, s.ran, s.sums) : [];
}

export const labCsv = (m: AnyModule, s: Pick<LabState, 'ran' | 'sums'>): string =>
  s.ran ? toCsv(s.ran, labRows(m, s)) : '';
