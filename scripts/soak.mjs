// `npm run soak -- --minutes N`: watch mode at top speed in Chromium for N minutes (default
// 5), printing each minute the JS heap after a garbage collection, the DOM's node count,
// the save's size, and how far the match got. Builds nothing: run `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium, INSTALL_HINT } from '../e2e/browser-path.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const minutes = arg('minutes', 5);
const PORT = 4188;

if (!existsSync('dist/index.html')) {
  console.error('soak: dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(`soak: no Chromium. ${INSTALL_HINT}`);
  process.exit(1);
}

const server = spawn(
  process.execPath,
  [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(PORT),
    '--strictPort',
  ],
  { stdio: 'ignore' },
);
const stop = () => server.kill();
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${PORT}/`);
      if (r.ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the preview server did not start');
}

await waitForServer();
const browser = await chromium.launch({
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
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
await page.goto(`http://127.0.0.1:${PORT}/?fresh&speed=instant&opponents=3&level=hard`);
await page.getByRole('button', { name: 'Watch the bots play' }).click();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');

console.log(`soak: watch mode at instant speed, ${minutes} min, Chromium ${browser.version()}`);
console.log('minute  heap after GC  DOM nodes  save size  moves  round  matches done');
let games = 0;
for (let m = 1; m <= minutes; m++) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    await page.waitForTimeout(2000);
    // A finished match: watch another (the summary waits for a click).
    const again = page.getByRole('button', { name: 'Play again' });
    if (await again.isVisible().catch(() => false)) {
      games++;
      await again.click().catch(() => {});
    }
  }
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const nodes = metrics.find((x) => x.name === 'Nodes')?.value ?? 0;
  const save = await page.evaluate(() => {
    const text = localStorage.getItem('kapaga:match') ?? '';
    try {
      const actions = JSON.parse(text).record.actions;
      const round = 1 + actions.filter((a) => a.type === 'next-round').length;
      return { size: text.length, moves: actions.length, round };
    } catch {
      return { size: text.length, moves: 0, round: 0 };
    }
  });
  console.log(
    `${String(m).padStart(6)}  ${(usedSize / 1048576).toFixed(1).padStart(9)} MB  ${String(nodes).padStart(9)}  ${String(save.size).padStart(9)}  ${String(save.moves).padStart(5)}  ${String(save.round).padStart(5)}  ${String(games).padStart(12)}`,
  );
}
await browser.close();
stop();
if (errors.length) {
  console.error(`soak: ${errors.length} page errors, the first: ${errors[0]}`);
  process.exit(1);
}
console.log('soak: no page errors');
