/**
 * A rules-lab run, for any game's lab (src/platform/lab/runner.ts), on a toy kit: the sums
 * add up whatever the order, progress counts in the kit's sizes, a failure ends the run in
 * words, Stop stops, and a run started again never takes a result of the one before.
 */
import { describe, expect, test } from 'vitest';
import { fail, ok } from '../../src/lib/result';
import { createLabRun, type LabKit, timingWords } from '../../src/platform/lab/runner';

interface Spec {
  n: number;
  failAt?: number;
}

/** Jobs of 1 to 3 numbers; a job's result is the sum of its numbers. */
const kit = (ran: number[] = []): LabKit<Spec, number[], number, { total: number }> => ({
  check: (s) => (s.n > 0 ? ok(s) : fail('bad-rules', 'Numbers: at least 1.')),
  jobs: (s) => {
    const out: number[][] = [];
    for (let i = 1; i <= s.n; i += 3) out.push([i, i + 1, i + 2].filter((x) => x <= s.n));
    return out;
  },
  empty: () => ({ total: 0 }),
  add: (sums, _, part) => {
    sums.total += part;
  },
  size: (job) => job.length,
  message: (_, job, id) => ({ id, job }),
  here: (s, job) => {
    ran.push(...job);
    if (s.failAt !== undefined && job.includes(s.failAt)) throw new Error('boom');
    return job.reduce((a, b) => a + b, 0);
  },
});

const settle = (lab: { getState(): { status: string } }) =>
  expect.poll(() => lab.getState().status, { timeout: 5000 }).not.toBe('running');

describe('a lab run', () => {
  test('adds every job up, counts progress in the kit sizes, and times the run', async () => {
    let t = 0;
    const lab = createLabRun(kit(), { n: 10 }, { makeWorker: null, now: () => (t += 5) });
    lab.getState().start();
    expect(lab.getState()).toMatchObject({ status: 'running', total: 10, done: 0 });
    await settle(lab);
    const s = lab.getState();
    expect(s).toMatchObject({ status: 'done', done: 10, sums: { total: 55 }, workers: 0 });
    expect(s.firstMs).toBeGreaterThan(0);
    expect(s.elapsedMs).toBeGreaterThanOrEqual(s.firstMs ?? 0);
  });

  test('a failing job ends the run, said in words; what came before stays, nothing after', async () => {
    const ran: number[] = [];
    const lab = createLabRun(kit(ran), { n: 30, failAt: 8 }, { makeWorker: null });
    lab.getState().start();
    await settle(lab);
    expect(lab.getState().status).toBe('failed');
    expect(lab.getState().error).toMatch(/^The comparison stopped: a simulation failed/);
    expect(Math.max(...ran)).toBeLessThanOrEqual(9);
  });

  test('a run with no jobs is done at once, not left running', () => {
    const none = { ...kit(), jobs: () => [] };
    const lab = createLabRun(none, { n: 5 }, { makeWorker: null });
    lab.getState().start();
    expect(lab.getState()).toMatchObject({ status: 'done', done: 0, total: 0 });
  });

  test('a bad spec is refused in words and nothing runs', () => {
    const ran: number[] = [];
    const lab = createLabRun(kit(ran), { n: 0 }, { makeWorker: null });
    lab.getState().start();
    expect(lab.getState()).toMatchObject({ status: 'idle', error: 'Numbers: at least 1.' });
    expect(ran).toEqual([]);
  });

  test('Stop stops; started again, the new run counts only its own jobs', async () => {
    const lab = createLabRun(kit(), { n: 3000 }, { makeWorker: null });
    lab.getState().start();
    await expect.poll(() => lab.getState().done).toBeGreaterThan(0);
    lab.getState().stop();
    const { done } = lab.getState();
    await new Promise((r) => setTimeout(r, 200));
    expect(lab.getState()).toMatchObject({ status: 'stopped', done });
    lab.getState().setSpec({ n: 4 });
    lab.getState().start();
    await settle(lab);
    expect(lab.getState()).toMatchObject({ status: 'done', done: 4, sums: { total: 10 } });
  });
});

test('how long a run took and where, in words', () => {
  expect(timingWords({ elapsedMs: 3210, workers: 1, firstMs: 180 })).toBe(
    '3.2 s on 1 worker; first figures after 0.2 s',
  );
  expect(timingWords({ elapsedMs: 50, workers: 0, firstMs: null })).toBe('0.1 s');
  expect(timingWords({ elapsedMs: 1000, workers: 3, firstMs: null })).toBe('1.0 s on 3 workers');
});
