/** The scripts' worker threads: one script run on several threads, one answer from each. */
import { Worker } from 'node:worker_threads';

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
