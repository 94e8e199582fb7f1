// The one place that decides which Chromium the end-to-end tests drive.
// Plain JavaScript so that both `node scripts/ensure-browser.mjs` and
// playwright.config.ts can import it without a TypeScript loader.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const INSTALL_HINT =
  'Install Chromium: `sudo apt-get install chromium`, or `npx playwright install chromium`, ' +
  'or set KAPAGA_CHROMIUM=/path/to/chromium';

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.KAPAGA_CHROMIUM;
  if (fromEnv) {
    return existsSync(fromEnv) ? fromEnv : undefined;
  }
  for (const candidate of SYSTEM_CHROMIUM_PATHS) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when it has no browser registry entry for this platform.
  }
  return undefined;
}
