// The closing line of `npm test`: every unit, component and browser test, counted from
// the JSON reports that vitest and Playwright write into reports/.
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const pw = read('reports/playwright.json');
const flaky = [];
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
  flaky.push(...flakyTests(pw));
}
for (const engine of ['firefox', 'webkit']) {
  const smoke = read(`reports/${engine}.json`);
  if (smoke) {
    passed += smoke.passed;
    failed += smoke.failed;
    skipped += smoke.skipped;
  }
}
if (!vitest || !pw)
  console.log(
    `missing report: ${!vitest ? 'reports/vitest.json ' : ''}${!pw ? 'reports/playwright.json' : ''}`,
  );
for (const name of flaky) console.log(`flaky (passed only on retry): ${name}`);
if (flaky.length)
  console.log(`${flaky.length} flaky browser test(s): each is to be found and fixed`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || !vitest || !pw ? 1 : 0);

/** Titles of the Playwright tests whose final status is "flaky" (failed, then passed on retry). */
function flakyTests(report) {
  const out = [];
  const walk = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') out.push([...here, spec.title].join(' > '));
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}
