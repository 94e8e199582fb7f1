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
if (pw) {
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
}
const firefox = read('reports/firefox.json');
if (firefox) {
  passed += firefox.passed;
  failed += firefox.failed;
  skipped += firefox.skipped;
}
if (!vitest || !pw)
  console.log(
    `missing report: ${!vitest ? 'reports/vitest.json ' : ''}${!pw ? 'reports/playwright.json' : ''}`,
  );
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || !vitest || !pw ? 1 : 0);
