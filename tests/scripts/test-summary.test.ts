// The closing line of `npm test` (scripts/test-summary.mjs): a browser test that passed only
// on its retry is counted as passed and named as flaky; one that failed twice fails the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/test-summary.mjs');

function summary(
  tests: { title: string; status: string }[],
  smokes: Record<string, { passed: number; failed: number; skipped: number }> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'summary-'));
  mkdirSync(join(dir, 'reports'));
  const vitest = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  const count = (s: string) => tests.filter((t) => t.status === s).length;
  const pw = {
    stats: {
      expected: count('expected'),
      flaky: count('flaky'),
      unexpected: count('unexpected'),
      skipped: 0,
    },
    suites: [
      {
        title: 'play.spec.ts',
        specs: tests.map((t) => ({ title: t.title, tests: [{ status: t.status }] })),
        suites: [],
      },
    ],
  };
  writeFileSync(join(dir, 'reports/vitest.json'), JSON.stringify(vitest));
  writeFileSync(join(dir, 'reports/playwright.json'), JSON.stringify(pw));
  for (const [engine, r] of Object.entries(smokes))
    writeFileSync(join(dir, `reports/${engine}.json`), JSON.stringify(r));
  const run = spawnSync(process.execPath, [SCRIPT], { cwd: dir, encoding: 'utf8' });
  return { code: run.status, out: run.stdout };
}

describe('npm test closing summary', () => {
  it('names each browser test that passed only on retry, and passes the run', () => {
    const { code, out } = summary([
      { title: 'opens a replay', status: 'flaky' },
      { title: 'plays a round', status: 'expected' },
    ]);
    expect(code).toBe(0);
    expect(out).toContain('flaky (passed only on retry): play.spec.ts > opens a replay');
    expect(out).not.toContain('plays a round');
    expect(out).toContain('tests: 5 passed, 0 failed');
  });

  it('fails the run when a test failed on its retry too', () => {
    const { code, out } = summary([{ title: 'opens a replay', status: 'unexpected' }]);
    expect(code).toBe(1);
    expect(out).toContain('1 failed');
    expect(out).not.toContain('flaky');
  });

  it('counts the Firefox and WebKit smoke tests: a failed one fails the run, a skipped one is counted as skipped', () => {
    const passing = [{ title: 'plays a round', status: 'expected' }];
    const both = summary(passing, {
      firefox: { passed: 1, failed: 0, skipped: 0 },
      webkit: { passed: 0, failed: 0, skipped: 1 },
    });
    expect(both.code).toBe(0);
    expect(both.out).toContain('tests: 5 passed, 0 failed, 1 skipped');
    const broken = summary(passing, { webkit: { passed: 0, failed: 1, skipped: 0 } });
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('tests: 4 passed, 1 failed');
  });
});
