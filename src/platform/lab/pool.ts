/**
 * The rules lab's jobs, for any game: run in Web Workers, each fed its next job as it
 * answers (one core is left to the page, so a comparison never makes it stutter), or with
 * no workers on this thread a few jobs at a time, yielding to the page between. Each
 * result comes back with its job; a failure stops the run and is said in a player's words;
 * `stop` ends it at any time and nothing from it comes back after.
 */

/** What a lab worker answers for the job `id`: its result, or why it failed. */
export interface PoolAnswer<R> {
  id: number;
  result?: R;
  error?: string;
}

export interface PoolOptions<J, R> {
  jobs: readonly J[];
  /** Makes a worker; null: the jobs run on this thread. */
  make: (() => Worker) | null;
  /** What a worker is sent for a job (plain data; the worker answers a `PoolAnswer`). */
  message(job: J, id: number): unknown;
  /** A job run on this thread (no workers). */
  here(job: J): R;
  /** Workers at most (default: the cores less one, at least one). */
  workers?: number;
  /** Jobs run on this thread between two yields (default 1). */
  perTurn?: number;
  result(job: J, r: R): void;
  /** The run stopped early: why, in a player's words. */
  failed(why: string): void;
}

export interface Pool {
  /** How many workers run the jobs (0: this thread does). */
  workers: number;
  stop(): void;
}

export function runPool<J, R>(o: PoolOptions<J, R>): Pool {
  let next = 0;
  let stopped = false;
  let pool: Worker[] = [];
  const stop = () => {
    stopped = true;
    for (const w of pool) w.terminate();
    pool = [];
  };
  const fail = (why: string) => {
    if (stopped) return;
    stop();
    o.failed(`The comparison stopped: ${why}`);
  };
  if (!o.make) {
    const turn = () => {
      const until = Math.min(o.jobs.length, next + (o.perTurn ?? 1));
      for (; next < until && !stopped; next++) {
        const job = o.jobs[next];
        if (job === undefined) break;
        let r: R;
        try {
          r = o.here(job);
        } catch (e) {
          return fail(`a simulation failed (${String(e)}).`);
        }
        o.result(job, r);
      }
      if (!stopped && next < o.jobs.length) setTimeout(turn, 0);
    };
    setTimeout(turn, 0);
    return { workers: 0, stop };
  }
  const make = o.make;
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
  const count = Math.max(1, Math.min(o.workers ?? cores - 1, o.jobs.length));
  const feed = (w: Worker) => {
    const job = o.jobs[next];
    if (stopped || job === undefined) return;
    const id = next++;
    w.onmessage = (e: MessageEvent<PoolAnswer<R> | null>) => {
      if (stopped) return;
      // Any message read as an answer: anything else is a failure, said, never thrown.
      const a = typeof e.data === 'object' && e.data !== null ? e.data : null;
      if (a?.result === undefined || a.result === null)
        return fail(
          `a simulation failed (${typeof a?.error === 'string' ? a.error.slice(0, 200) : 'no answer'}).`,
        );
      try {
        o.result(job, a.result);
      } catch {
        return fail('a simulation answered what could not be read.');
      }
      feed(w);
    };
    w.postMessage(o.message(job, id));
  };
  try {
    pool = Array.from({ length: count }, () => make());
  } catch (e) {
    fail(`the simulation workers could not start (${String(e)}).`);
    return { workers: 0, stop };
  }
  for (const w of pool) {
    w.onerror = () => fail('a simulation worker stopped.');
    feed(w);
  }
  return { workers: count, stop };
}
