/**
 * What the lab scripts share: their flags, a refusal said and exited on, and their worker
 * threads (one script run on several threads, one answer from each).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** The value after `--name` on the command line, if given. */
export function opt(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The value of a check, or its message said and the script ended (exit code 2). */
export function orExit<T>(
  r: { ok: true; value: T } | { ok: false; error: { message: string } },
): T {
  if (r.ok) return r.value;
  console.error(r.error.message);
  process.exit(2);
}

/** Worker threads for `jobs` jobs: `--workers`, else every core, never more than the jobs. */
export const workersFor = (jobs: number): number =>
  Math.max(1, Math.min(Number(opt('workers') ?? availableParallelism()), jobs));

/**
 * Runs the script at `script` (its `import.meta.url`) on `n` worker threads, worker `w` with
 * `data(w)` as its workerData; resolves with each worker's first message, in worker order.
 */
export function onWorkers<T>(
  script: string,
  n: number,
  data: (w: number) => Record<string, unknown>,
): Promise<T[]> {
  return Promise.all(
    Array.from(
      { length: n },
      (_, w) =>
        new Promise<T>((resolve, reject) => {
          // tsx's own flags break workers on node 20: ts-worker.mjs registers tsx instead.
          const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
            workerData: { ...data(w), script },
            execArgv: [],
          });
          worker.on('message', resolve);
          worker.on('error', reject);
        }),
    ),
  );
}
