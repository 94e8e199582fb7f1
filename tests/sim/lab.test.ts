/** The rules lab's statistics (issue 10): on known inputs, and the same whatever the workers. */
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { type LabJob, labJobs, runJob } from '../../src/games/kapaga/sim/lab/run';
import { checkSpec, DEFAULT_SPEC, type LabSpec } from '../../src/games/kapaga/sim/lab/spec';
import {
  addUnit,
  emptySums,
  estimate,
  figureRows,
  figuresFor,
  mergeSums,
  type SideSums,
  toCsv,
} from '../../src/games/kapaga/sim/lab/stats';

const spec = (o: Partial<LabSpec> = {}): LabSpec => ({ ...DEFAULT_SPEC, count: 24, ...o });

/** Run a comparison's jobs split among `workers`, each worker taking its jobs in reverse. */
function runSplit(s: LabSpec, workers: number): [SideSums, SideSums] {
  const jobs = labJobs(s);
  const parts: LabJob[][] = Array.from({ length: workers }, () => []);
  jobs.forEach((j, i) => {
    parts[i % workers]?.push(j);
  });
  const sums: [SideSums, SideSums] = [emptySums(), emptySums()];
  for (const part of parts.reverse())
    for (const j of part.reverse()) mergeSums(sums[j.side], runJob(s, j));
  return sums;
}

describe('statistics on known inputs', () => {
  test('a seat that always goes out first shows it, and A and B clearly differ', () => {
    const s = spec({ players: 3, seats: ['easy', 'easy', 'easy'] });
    const a = emptySums();
    const b = emptySums();
    for (let k = 0; k < 300; k++) {
      addUnit(a, 'main', { rounds: 1, 'out@0': 1 });
      addUnit(b, 'main', { rounds: 1, [`out@${k % 3}`]: 1 });
    }
    const rows = figureRows(s, [a, b]);
    const first = rows.find((r) => r.def.id === 'seat0');
    expect(first?.a?.value).toBe(100);
    expect(first?.b?.value).toBeCloseTo(100 / 3, 5);
    expect(first?.differ).toBe(true);
    expect(rows.find((r) => r.def.id === 'seat1')?.a?.value).toBe(0);
  });

  test('95% intervals cover the truth about 95% of the time (synthetic coin flips)', () => {
    const s = spec();
    const def = figuresFor(s).find((d) => d.id === 'seat0');
    if (!def) throw new Error('no balance figure');
    let covered = 0;
    let state = 12345;
    const rand = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 4294967296;
    };
    const p = 0.3;
    const trials = 400;
    for (let t = 0; t < trials; t++) {
      const sums = emptySums();
      for (let k = 0; k < 400; k++)
        addUnit(sums, 'main', { rounds: 1, 'out@0': rand() < p ? 1 : 0 });
      const e = estimate(def, sums);
      if (e && e.lo <= 100 * p && 100 * p <= e.hi) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.9);
    expect(covered / trials).toBeLessThan(0.99);
  });

  test('per-round figures over whole matches are a ratio of sums', () => {
    const s = spec({ unit: 'matches' });
    const a = emptySums();
    addUnit(a, 'main', { matches: 1, rounds: 10, turns: 300 });
    addUnit(a, 'main', { matches: 1, rounds: 20, turns: 900 });
    const turns = figureRows(s, [a, a]).find((r) => r.def.id === 'turns');
    expect(turns?.a?.value).toBeCloseTo(1200 / 30, 9);
  });
});

describe('the same numbers whatever the number of workers', () => {
  test.each(['rounds', 'matches'] as const)(
    '%s',
    (unit) => {
      const s = spec({ unit, count: unit === 'rounds' ? 24 : 4, worth: unit === 'rounds' });
      const one = figureRows(s, runSplit(s, 1));
      expect(figureRows(s, runSplit(s, 2))).toEqual(one);
      expect(figureRows(s, runSplit(s, 3))).toEqual(one);
      expect(one.every((r) => r.a !== null && r.b !== null)).toBe(true);
      expect(toCsv(s, one).split('\n').length).toBe(one.length + 2);
    },
    60_000,
  );

  test('the command line prints the same figures (one statistics module)', () => {
    const s = spec({ count: 16 });
    const rows = figureRows(s, runSplit(s, 1));
    const csv = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/simulate.ts', '--rounds', '16', '--workers', '2', '--csv'],
      { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
    );
    expect(csv).toBe(toCsv({ ...s, labels: ['grayzone', 'classic'] }, rows));
  }, 60_000);
});

describe('specs from links are checked', () => {
  test.each([
    [{ ...DEFAULT_SPEC, a: 'toString' }],
    [{ ...DEFAULT_SPEC, players: 11 }],
    [{ ...DEFAULT_SPEC, seats: ['hard'] }],
    [{ ...DEFAULT_SPEC, count: 0 }],
    [{ ...DEFAULT_SPEC, extra: 1 }],
    [{ ...DEFAULT_SPEC, unit: 'years' }],
    [null],
  ])('%j is refused', (x) => {
    expect(checkSpec(x).ok).toBe(false);
  });
  test('the default passes', () => expect(checkSpec(DEFAULT_SPEC).ok).toBe(true));
});
