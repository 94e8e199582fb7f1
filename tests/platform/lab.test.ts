/**
 * The rules lab for any game (src/platform/lab): paired deals repeat, a rule set that
 * changes nothing differs by nothing, the store runs and stops without a Worker, and
 * KAPOW!'s going-out doubling shows in its figures.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, GAMES, gameById } from '../../src/games/registry';
import { createLabStore, labCsv, labRows } from '../../src/platform/lab/labStore';
import { mergeSums, runDeals } from '../../src/platform/lab/run';
import { checkSpec, defaultSpec, type LabSpec, seatsFor } from '../../src/platform/lab/spec';
import { estimate, figureRows } from '../../src/platform/lab/stats';

const MODULES: [string, AnyModule][] = await Promise.all(
  GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
);
const kapow = (await gameById('kapow')?.load()) as AnyModule;

describe.each(MODULES)('%s in the lab', (_id, m) => {
  const spec = (patch: Partial<LabSpec> = {}): LabSpec => ({
    ...defaultSpec(m),
    seats: seatsFor(['medium'], defaultSpec(m).players),
    rounds: 4,
    ...patch,
  });

  test('the same seeds give the same figures, in one job or in parts', () => {
    const s = spec();
    const whole = runDeals(m, s, 0, 4);
    expect(runDeals(m, s, 0, 4)).toEqual(whole);
    const parts = runDeals(m, s, 0, 2);
    mergeSums(parts, runDeals(m, s, 2, 4));
    expect(figureRows(m, s, parts)).toEqual(figureRows(m, s, whole));
  });

  test('a rule set that changes nothing differs by nothing: every interval holds 0', () => {
    const s = spec({ a: {}, b: {} });
    for (const r of figureRows(m, s, runDeals(m, s, 0, 4))) {
      if (!r.diff) continue;
      expect(r.diff.lo).toBeLessThanOrEqual(0);
      expect(r.diff.hi).toBeGreaterThanOrEqual(0);
      expect(r.clear).toBe(false);
    }
  });

  test('a spec from outside is checked against the game', () => {
    expect(checkSpec(m, spec()).ok).toBe(true);
    expect(checkSpec(m, { ...spec(), players: 99 }).ok).toBe(false);
    expect(checkSpec(m, { ...spec(), seats: ['hard', 'grandmaster'] }).ok).toBe(false);
    expect(checkSpec(m, { ...spec(), a: { nonsense: 1 } }).ok).toBe(false);
    expect(checkSpec(m, null).ok).toBe(false);
  });
});

describe('the lab store without a Worker', () => {
  test('runs to the end on this thread, with progress, and writes a CSV', async () => {
    const lab = createLabStore(kapow, { makeWorker: null, chunk: 2 });
    lab.getState().setSpec({ rounds: 6, seats: ['easy', 'easy'] });
    lab.getState().start();
    expect(lab.getState().status).toBe('running');
    await expect.poll(() => lab.getState().status, { timeout: 20_000 }).toBe('done');
    // Six deals compared, and six for the skill probe (as many as compared, at most).
    expect(lab.getState()).toMatchObject({ done: 12, total: 12 });
    expect(lab.getState().sums).toMatchObject({ deals: 6, skill: 6 });
    const rows = labRows(kapow, lab.getState());
    expect(rows.find((r) => r.label.startsWith('Skill:'))?.a?.n).toBe(6);
    expect(rows.map((r) => r.label)).toContain('Points of the first player out');
    const csv = labCsv(kapow, lab.getState()).split('\n');
    expect(csv[1]).toMatch(/^figure,/);
    expect(csv).toHaveLength(2 + rows.length);
  });

  test('Stop stops: no more deals are added', async () => {
    const lab = createLabStore(kapow, { makeWorker: null, chunk: 1 });
    lab.getState().setSpec({ rounds: 400, seats: ['easy', 'easy'] });
    lab.getState().start();
    await expect.poll(() => lab.getState().done).toBeGreaterThan(0);
    lab.getState().stop();
    const done = lab.getState().done;
    await new Promise((r) => setTimeout(r, 50));
    expect(lab.getState().status).toBe('stopped');
    expect(lab.getState().done).toBe(done);
  });

  test('a bad spec is refused in words and nothing runs', () => {
    const lab = createLabStore(kapow, { makeWorker: null });
    lab.getState().setSpec({ rounds: 0 });
    lab.getState().start();
    expect(lab.getState().status).toBe('idle');
    expect(lab.getState().error).toMatch(/Rounds/);
  });
});

describe("KAPOW!'s going-out doubling (K18)", () => {
  // Turning the doubling off takes away the points it added to whoever went out first (medium
  // bots weigh it only roughly, so their play barely changes; hard bots go out sooner instead).
  test('off, nobody is doubled and the first player out scores fewer points (medium bots)', () => {
    const s: LabSpec = { ...defaultSpec(kapow), seats: ['medium', 'medium'], rounds: 100 };
    expect(s.b).toEqual({ goingOutPenalty: 'none' });
    const rows = figureRows(kapow, s, runDeals(kapow, s, 0, s.rounds));
    const doubled = rows.find((r) => r.label.startsWith('Rounds where the first player out'));
    expect(doubled?.a?.value).toBeGreaterThan(0);
    expect(doubled?.b?.value).toBe(0);
    expect(doubled?.clear).toBe(true);
    const firstOut = rows.find((r) => r.label === 'Points of the first player out');
    expect(firstOut?.diff?.hi).toBeLessThan(0);
  });
});

describe('the statistics on known inputs', () => {
  test('95% ranges hold the truth about 95% of the time (synthetic coin flips)', () => {
    let state = 12345;
    const rand = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 4294967296;
    };
    const p = 0.3;
    const trials = 400;
    let covered = 0;
    for (let t = 0; t < trials; t++) {
      const x = { n: 0, sum: 0, sumSq: 0 };
      for (let k = 0; k < 400; k++) {
        const v = rand() < p ? 1 : 0;
        x.n++;
        x.sum += v;
        x.sumSq += v * v;
      }
      const e = estimate(x, 100);
      if (e && e.lo <= 100 * p && 100 * p <= e.hi) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.9);
    expect(covered / trials).toBeLessThan(0.99);
  });
});
