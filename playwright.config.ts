import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { findChromium, INSTALL_HINT } from './e2e/browser-path.mjs';

const isCI = Boolean(process.env.CI);
const executablePath = findChromium();
if (!executablePath) {
  throw new Error(`No Chromium found for Playwright. ${INSTALL_HINT}`);
}
if (!existsSync('dist/index.html')) {
  throw new Error('dist/ is missing: run `npm run build` before the end-to-end tests.');
}

const chromiumUse = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

// KAPAGA_E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.KAPAGA_E2E_PORT) || 4173;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // Under CI a failed test is tried once more, so one flake never loses a landing; the
  // closing summary (scripts/test-summary.mjs) names every test that passed only on retry.
  // A test that fails twice still fails the run.
  retries: isCI ? 1 : 0,
  workers: 2,
  // list for people; json for the closing line of npm test (scripts/test-summary.mjs)
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // A service worker precaches the whole app in every new browser context: work no test
    // but offline.spec.ts (which allows it) needs, on two shared cores.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      // Tests tagged @quiet measure the page's own responsiveness: they run after the rest,
      // on their own, so that other tests' browsers do not share the two cores with them.
      grepInvert: /@quiet/,
      use: chromiumUse,
    },
    // One at a time: two of them side by side would share the cores they measure.
    { name: 'quiet', grep: /@quiet/, dependencies: ['chromium'], workers: 1, use: chromiumUse },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
