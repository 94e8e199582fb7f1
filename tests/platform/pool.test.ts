/**
 * The rules lab's jobs (src/platform/lab/pool.ts), for any game's lab: spread over workers
 * and fed as each answers, or run here a few at a time; a failure stops the run in words;
 * stop ends it and nothing comes back after.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type PoolAnswer, runPool } from '../../src/platform/lab/pool';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A stand-in Worker: squares the job it is sent, a tick later (or fails as told). */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((e: MessageEvent<PoolAnswer<number>>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  sent: number[] = [];
  constructor(private fail: 'never' | 'answer' | 'crash' = 'never') {
    FakeWorker.made.push(this);
  }
  postMessage(m: { id: number; job: number }) {
    this.sent.push(m.job);
    setTimeout(() => {
      if (this.terminated) return;
      if (this.fail === 'crash') return this.onerror?.();
      const data =
        this.fail === 'answer' ? { id: m.id, error: 'boom' } : { id: m.id, result: m.job ** 2 };
      this.onmessage?.({ data } as MessageEvent<PoolAnswer<number>>);
    }, 1);
  }
  terminate() {
    this.terminated = true;
  }
}

const JOBS = [1, 2, 3, 4, 5, 6, 7];

function run(make: (() => Worker) | null, workers = 3) {
  const results: [number, number][] = [];
  const failures: string[] = [];
  const pool = runPool<number, number>({
    jobs: JOBS,
    make,
    message: (job, id) => ({ id, job }),
    here: (job) => job ** 2,
    workers,
    perTurn: 2,
    result: (job, r) => results.push([job, r]),
    failed: (why) => failures.push(why),
  });
  return { pool, results, failures };
}

describe('the lab pool', () => {
  test('spreads the jobs over the workers, feeding each as it answers; every result with its job', async () => {
    FakeWorker.made = [];
    const { pool, results, failures } = run(() => new FakeWorker() as unknown as Worker);
    expect(pool.workers).toBe(3);
    expect(FakeWorker.made).toHaveLength(3);
    await vi.runAllTimersAsync();
    expect(results.sort((a, b) => a[0] - b[0])).toEqual(JOBS.map((j) => [j, j * j]));
    expect(FakeWorker.made.flatMap((w) => w.sent).sort()).toEqual(JOBS);
    expect(failures).toEqual([]);
  });

  test('with no workers, runs here a few jobs a turn, yielding to the page between', async () => {
    const { pool, results } = run(null);
    expect(pool.workers).toBe(0);
    expect(results).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toHaveLength(2);
    await vi.runAllTimersAsync();
    expect(results).toEqual(JOBS.map((j) => [j, j * j]));
  });

  test.each([
    ['answers with an error', 'answer', /a simulation failed \(boom\)/],
    ['stops', 'crash', /a simulation worker stopped/],
  ] as const)(
    'a worker that %s ends the run in words; nothing comes back after',
    async (_, how, words) => {
      FakeWorker.made = [];
      const { results, failures } = run(() => new FakeWorker(how) as unknown as Worker, 2);
      await vi.runAllTimersAsync();
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatch(/^The comparison stopped: /);
      expect(failures[0]).toMatch(words);
      expect(results).toEqual([]);
      expect(FakeWorker.made.every((w) => w.terminated)).toBe(true);
    },
  );

  test('workers that cannot start are said so', () => {
    const { failures } = run(() => {
      throw new Error('no workers here');
    });
    expect(failures).toEqual([
      'The comparison stopped: the simulation workers could not start (Error: no workers here).',
    ]);
  });

  test('stop ends the run: its workers go, and no result comes back after', async () => {
    FakeWorker.made = [];
    const { pool, results } = run(() => new FakeWorker() as unknown as Worker);
    pool.stop();
    await vi.runAllTimersAsync();
    expect(results).toEqual([]);
    expect(FakeWorker.made.every((w) => w.terminated)).toBe(true);
  });
});
